#include "stores/wrstorepp/wrstorepp.h"

#include "registry/value_codec.h"
#include "stores/wrindex/index_walker.h"
#include "stores/wrindex/key_name_codec.h"
#include "stores/wrstorepp/wrstorepp_block.h"
#include "stores/wrstorepp/wrstorepp_stream.h"
#include "util/clock.h"
#include "util/contained_tree.h"
#include "util/crc32c.h"

namespace wr::kv::wrstore {

namespace {

constexpr std::string_view kModeValue = "WR_DataMode";
constexpr std::string_view kDataFormatValue = "WR_DataFormat";
constexpr std::string_view kDataIdValue = "WR_DataId";
constexpr std::string_view kLockFile = "LOCK";
constexpr std::string_view kIdFile = "STORE_ID";

// The record a read of `key` starts from, with the key's index value name
// and MD5; NotFound when the key cannot be in the store or is absent.
struct FoundRecord {
    std::string name;
    Md5Digest digest;
    ValueRecord record;
};

Result<FoundRecord> findRecord(const ValueLocator& locator, BytesView key) {
    FoundRecord found;
    if (Status s = encodeKeyName(key, found.name); !s.isOk()) {
        return Status::notFound("key '" + printable(key) + "' cannot be in " + locator.index().describe() + ": " +
                                s.message());
    }
    found.digest = md5(key);
    WR_ASSIGN_OR_RETURN(found.record, locator.lookup(found.digest, found.name, key));
    return found;
}

// Holds its own copy of the read path, so it outlives close().
class WrStorePPCursor : public KvCursor {
public:
    explicit WrStorePPCursor(const ValueLocator& locator)
        : locator_(locator),
          entries_(locator_.index().registry(), locator_.index().dbKey(), locator_.index().layout()) {}

    bool valid() const override { return entries_.valid(); }
    BytesView key() const override { return entries_.key(); }
    Result<Bytes> value() override {
        const reg::NamedValue& e = entries_.entry();
        WR_ASSIGN_OR_RETURN(ValueRecord record, decodeRecord(e.type, e.data, entries_.key()));
        return locator_.readValue(md5(entries_.key()), e.name, entries_.key(), record);
    }
    // The index record holds the size; an entry that does not decode has none
    // here, and value() reports why.
    std::optional<uint64_t> valueSize() const override {
        const reg::NamedValue& e = entries_.entry();
        auto record = decodeRecord(e.type, e.data, entries_.key());
        if (!record) return std::nullopt;
        return record->size;
    }
    void next() override { entries_.next(); }
    Status status() const override { return entries_.status(); }

private:
    ValueLocator locator_;
    IndexEntryIterator entries_;
};

}  // namespace

Result<std::unique_ptr<KvStore>> WrStorePP::open(const StoreUri& uri, const OpenOptions& options) {
    WR_ASSIGN_OR_RETURN(WrStorePPOptions parsed, parseWrStorePPUri(uri, options));
    WR_ASSIGN_OR_RETURN(std::shared_ptr<IndexDatabase> index, IndexDatabase::open(parsed.index, "wrstore++", options));
    std::unique_ptr<WrStorePP> store(new WrStorePP(uri, std::move(parsed), std::move(index)));
    WR_RETURN_IF_ERROR(store->openDataDirectory(options.createIfMissing));
    return std::unique_ptr<KvStore>(std::move(store));
}

WrStorePP::WrStorePP(StoreUri uri, WrStorePPOptions options, std::shared_ptr<IndexDatabase> index)
    : uri_(std::move(uri)),
      options_(std::move(options)),
      syncData_(options_.index.location.options.durability == reg::Durability::kSyncEachChange),
      index_(std::move(index)),
      stripes_(new std::mutex[kStripes]) {}

WrStorePP::~WrStorePP() { (void)close(); }

Status WrStorePP::openDataDirectory(bool mayCreate) {
    const std::filesystem::path& dir = options_.dataDir;
    std::string where = index_->describe();
    bool writable = !index_->readOnly();

    // The mode the store was built with wins; a different one asked for is an error.
    WR_ASSIGN_OR_RETURN(auto storedMode, index_->setting(kModeValue));
    std::optional<DataMode> recorded;
    if (storedMode) {
        std::string m = reg::decodeString(storedMode->data);
        if (m != "basic" && m != "chunk") {
            return Status::corruption(where + " records the unknown data mode '" + m + "'");
        }
        recorded = m == "basic" ? DataMode::kBasic : DataMode::kChunk;
        if (options_.mode && *options_.mode != *recorded) {
            return Status::invalidArgument(where + " was built in mode=" + m + " but the URI asks for mode=" +
                                           dataModeName(*options_.mode) + "; omit mode to use the stored one");
        }
    }
    mode_ = recorded.value_or(options_.mode.value_or(DataMode::kChunk));
    WR_ASSIGN_OR_RETURN(auto storedFormat, index_->setting(kDataFormatValue));
    if (storedFormat) {
        auto version = reg::decodeDword(storedFormat->data);
        if (storedFormat->type != reg::REG_DWORD || !version) {
            return Status::corruption(where + ": the value " + std::string(kDataFormatValue) + " is not a REG_DWORD");
        }
        WR_RETURN_IF_ERROR(kDataFormat.check(where, *version));
        dataFormat_ = *version;
    }

    if (writable) {
        WR_RETURN_IF_ERROR(createDirectories(dir));
        WR_ASSIGN_OR_RETURN(dataLock_, FileLock::acquire(dir / kLockFile, "the data directory " + dir.string()));
    } else if (std::error_code ec; !std::filesystem::is_directory(dir, ec)) {
        return Status::notFound("the data directory " + dir.string() + " of " + where + " does not exist");
    }
    // Chunk files sit in the directory itself, basic mode's values two
    // levels of hashed folders down.
    WR_RETURN_IF_ERROR(checkNoLinkLeaves(dir, 2, where));

    WR_ASSIGN_OR_RETURN(auto storedId, index_->setting(kDataIdValue));
    auto fileId = readWholeFile(dir / kIdFile);
    if (storedId) {
        std::string id = reg::decodeString(storedId->data);
        if (!fileId) {
            return Status::invalidArgument("the data directory " + dir.string() + " has no " + std::string(kIdFile) +
                                           " file, so it does not hold the values of " + where +
                                           " (data= must name the directory the store was created with)");
        }
        if (*fileId != id) {
            return Status::invalidArgument("the data directory " + dir.string() + " belongs to another store (" +
                                           std::string(kIdFile) + " " + printable(*fileId) + ", " + where +
                                           " expects " + id + ")");
        }
    } else {
        if (!writable || !mayCreate) return Status::notFound(where + " has no data directory yet");
        std::error_code ec;
        for (std::filesystem::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
            std::string name = it->path().filename().string();
            if (name != kLockFile && name != kIdFile) {
                return Status::invalidArgument("the data directory " + dir.string() + " already holds " + name +
                                               "; a new " + where + " needs an empty data directory of its own");
            }
        }
        // A STORE_ID in an otherwise empty directory is left by a creation a
        // crash interrupted before the registry recorded it; it is adopted.
        std::string id = fileId ? *fileId
                                : md5Hex(std::to_string(unixMicros()) + ":" + std::to_string(::getpid()) + ":" + where +
                                         ":" + std::filesystem::absolute(dir, ec).string());
        if (!fileId) WR_RETURN_IF_ERROR(writeFileAtomically(dir / kIdFile, id));
        WR_RETURN_IF_ERROR(index_->setSetting(kModeValue, reg::REG_SZ, reg::encodeString(dataModeName(mode_))));
        WR_RETURN_IF_ERROR(index_->setSetting(kDataIdValue, reg::REG_SZ, reg::encodeString(id)));
        WR_RETURN_IF_ERROR(index_->setSetting(kDataFormatValue, reg::REG_DWORD, reg::encodeDword(kDataFormat.current)));
        dataFormat_ = kDataFormat.current;
        WR_RETURN_IF_ERROR(index_->registry().flush());
    }

    if (mode_ == DataMode::kChunk) {
        WR_ASSIGN_OR_RETURN(chunks_, ChunkSet::open(index_, dir, options_.chunkBytes, syncData_));
    } else {
        files_ = std::make_shared<ValueFiles>(dir, syncData_);
        if (writable) WR_RETURN_IF_ERROR(files_->removeTemporaries());
    }
    locator_.emplace(index_, chunks_, files_, ReadTuning{options_.pgetThreads, options_.pgetMinBytes});
    return Status::ok();
}

Status WrStorePP::upgradeDataFormat() {
    WR_RETURN_IF_ERROR(usable(true));
    if (dataFormat_ >= kDataFormat.current) return Status::ok();
    WR_RETURN_IF_ERROR(index_->setSetting(kDataFormatValue, reg::REG_DWORD, reg::encodeDword(kDataFormat.current)));
    WR_RETURN_IF_ERROR(index_->registry().flush());
    dataFormat_ = kDataFormat.current;
    return Status::ok();
}

bool WrStorePP::isReadOnly() const { return !index_ || index_->readOnly(); }

Status WrStorePP::usable(bool writing) const {
    if (!index_) return Status::invalidArgument("the store " + uri_.toString() + " is closed");
    if (writing && index_->readOnly()) return Status::readOnly(index_->describe() + " is open read-only");
    if (writing && dataSyncFailed_.load(std::memory_order_acquire)) return dataSyncFailure_;
    return Status::ok();
}

Status WrStorePP::refuseWritesAfter(Status failedSync) {
    std::lock_guard lock(failureMutex_);
    if (!dataSyncFailed_.load(std::memory_order_relaxed)) {
        dataSyncFailure_ = failedSync.withConsequence(
            "data written since the last good sync may be lost, so the store takes no more changes until it is "
            "reopened");
        dataSyncFailed_.store(true, std::memory_order_release);
    }
    return dataSyncFailure_;
}

Result<Bytes> WrStorePP::get(BytesView key) {
    WR_RETURN_IF_ERROR(usable(false));
    WR_ASSIGN_OR_RETURN(FoundRecord found, findRecord(*locator_, key));
    return locator_->readValue(found.digest, found.name, key, found.record);
}

Status WrStorePP::getStream(BytesView key, ValueSink& sink) {
    WR_RETURN_IF_ERROR(usable(false));
    WR_ASSIGN_OR_RETURN(FoundRecord found, findRecord(*locator_, key));
    WR_ASSIGN_OR_RETURN(ValueLocator::OpenedValue v, locator_->openValue(found.digest, found.name, key, found.record));
    return streamBlockTo(v.file(), v.offset, key, v.record, sink, locator_->tuning().threadsFor(v.record.size));
}

Status WrStorePP::put(BytesView key, BytesView value) {
    return store(key, value.size(), [&](File& file, uint64_t offset) -> Result<uint32_t> {
        uint32_t crc = crc32c::value(value);
        WR_RETURN_IF_ERROR(writeBlock(file, offset, key, value, crc));
        return crc;
    });
}

Status WrStorePP::putStream(BytesView key, ValueSource& source) {
    return store(key, source.size(),
                 [&](File& file, uint64_t offset) { return writeBlockFrom(file, offset, key, source); });
}

Status WrStorePP::store(BytesView key, uint64_t size, const BlockWriter& write) {
    WR_RETURN_IF_ERROR(usable(true));
    std::string name;
    WR_RETURN_IF_ERROR(encodeKeyName(key, name));  // refuse before writing any data
    Md5Digest digest = md5(key);
    ValueRecord record;
    record.size = size;
    record.storedMicros = unixMicros();
    auto context = [&](const Status& s) {
        return s.withContext(index_->describe() + ", put of key '" + printable(key) + "'");
    };

    if (mode_ == DataMode::kChunk) {
        uint64_t bytes = blockBytes(key.size(), size);
        WR_ASSIGN_OR_RETURN(ChunkSet::Slot slot, chunks_->reserve(bytes, key));
        uint64_t number = slot.chunk->number();
        bool offered = false;
        auto crc = write(slot.chunk->file(), slot.offset);
        Status s = crc.status();
        if (s.isOk() && syncData_) s = slot.chunk->file().dataSync();
        if (s.isOk()) {
            record.kind = ValueRecord::Kind::kChunkBlock;
            record.crc = *crc;
            record.location = number;
            record.offset = slot.offset;
            s = commit(digest, name, key, record, nullptr, offered);
        }
        // A block the index may name after all is left uncounted (check
        // reports it; compact keeps it only if the index names it).
        if (!s.isOk() && !offered) chunks_->noteAbandoned(number, bytes);
        chunks_->finishWrite(number);
        return s.isOk() ? s : context(s);
    }

    WR_ASSIGN_OR_RETURN(ValueFiles::Pending pending, files_->create(digest));
    auto crc = write(pending.file, 0);
    Status s = crc.status();
    if (s.isOk()) s = files_->finish(pending);
    if (s.isOk()) {
        record.kind = ValueRecord::Kind::kFile;
        record.crc = *crc;
        record.location = pending.generation;
        s = commit(digest, name, key, record, &pending, pending.offeredToIndex);
    }
    if (!s.isOk()) {
        files_->discard(pending);
        return context(s);
    }
    return s;
}

Status WrStorePP::commit(const Md5Digest& digest, std::string_view name, BytesView key, const ValueRecord& record,
                         ValueFiles::Pending* pending, bool& offeredToIndex) {
    std::optional<ValueRecord> old;
    {
        std::lock_guard lock(stripeOf(digest));
        if (pending != nullptr) WR_RETURN_IF_ERROR(files_->publish(*pending));
        auto current = index_->query(digest, name);
        if (current) {
            if (auto r = decodeRecord(current->type, current->data, key)) old = *r;
        } else if (!current.status().is(StatusCode::kNotFound)) {
            return current.status();
        }
        offeredToIndex = true;
        WR_RETURN_IF_ERROR(index_->set(digest, name, reg::REG_BINARY, encodeRecord(record)));
        if (chunks_) chunks_->noteLive(record.location, blockBytes(key.size(), record.size));
    }
    if (old) release(digest, key, *old);
    return Status::ok();
}

void WrStorePP::release(const Md5Digest& digest, BytesView key, const ValueRecord& old) {
    if (chunks_ && old.kind == ValueRecord::Kind::kChunkBlock) {
        chunks_->noteDead(old.location, blockBytes(key.size(), old.size));
    } else if (files_ && old.kind == ValueRecord::Kind::kFile) {
        files_->remove(digest, old.location);
    }
}

Status WrStorePP::remove(BytesView key) {
    WR_RETURN_IF_ERROR(usable(true));
    std::string name;
    if (!encodeKeyName(key, name).isOk()) return Status::ok();  // a key that cannot be stored is never present
    Md5Digest digest = md5(key);
    std::optional<ValueRecord> old;
    {
        std::lock_guard lock(stripeOf(digest));
        auto current = index_->query(digest, name);
        if (!current) {
            if (current.status().is(StatusCode::kNotFound)) return Status::ok();
            return current.status().withContext(index_->describe() + ", delete of key '" + printable(key) + "'");
        }
        if (auto r = decodeRecord(current->type, current->data, key)) old = *r;
        auto erased = index_->erase(digest, name);
        if (!erased) {
            return erased.status().withContext(index_->describe() + ", delete of key '" + printable(key) + "'");
        }
    }
    if (old) release(digest, key, *old);
    return Status::ok();
}

Result<std::unique_ptr<KvCursor>> WrStorePP::scan() {
    WR_RETURN_IF_ERROR(usable(false));
    return std::unique_ptr<KvCursor>(new WrStorePPCursor(*locator_));
}

Result<uint64_t> WrStorePP::approximateCount() {
    WR_RETURN_IF_ERROR(usable(false));
    WR_ASSIGN_OR_RETURN(EntryCountEstimate estimate, index_->estimateEntryCount());
    return estimate.entries;
}

Result<KeyCount> WrStorePP::countKeys() {
    WR_RETURN_IF_ERROR(usable(false));
    return index_->countKeys();
}

Status WrStorePP::flush() {
    WR_RETURN_IF_ERROR(usable(false));
    if (index_->readOnly()) return Status::ok();
    WR_RETURN_IF_ERROR(usable(true));
    // Data first, then the index that points at it.
    if (chunks_) {
        WR_RETURN_IF_ERROR(chunks_->syncWritten());
        WR_RETURN_IF_ERROR(chunks_->persist());
    } else {
        // Basic mode writes many files: one syncfs is cheaper than
        // remembering them all.
        if (Status synced = syncFileSystem(options_.dataDir); !synced.isOk()) return refuseWritesAfter(synced);
    }
    return index_->registry().flush();
}

Result<StoreStatistics> WrStorePP::statistics() {
    WR_RETURN_IF_ERROR(usable(false));
    StoreStatistics stats;
    WR_ASSIGN_OR_RETURN(stats.approximateCount, approximateCount());
    reg::RegistryStatistics registry = index_->registryStatistics();
    uint64_t dataDiskBytes = allocatedBytes(options_.dataDir);
    stats.diskBytes = registry.diskBytes + dataDiskBytes;
    stats.memoryBytes = registry.memoryBytes;
    stats.details.emplace_back("engine", "wrstore++");
    index_->appendDetails(stats.details);
    stats.details.emplace_back("durability", durabilityName(options_.index.location.options.durability));
    stats.details.emplace_back("count_method", "sampled estimate over the index tree (exact for small stores)");
    stats.details.emplace_back("mode", dataModeName(mode_));
    stats.details.emplace_back("data_dir", options_.dataDir.string());
    stats.details.emplace_back("data_disk_bytes", std::to_string(dataDiskBytes));
    stats.details.emplace_back("pget_threads", std::to_string(options_.pgetThreads));
    stats.details.emplace_back("pget_min_mb", std::to_string(options_.pgetMinBytes >> 20));
    if (chunks_) {
        uint64_t live = 0, dead = 0, appended = 0;
        std::vector<ChunkInfo> infos = chunks_->snapshot();
        for (const ChunkInfo& c : infos) {
            live += c.liveBytes;
            dead += c.deadBytes;
            appended += c.appendOffset;
        }
        stats.details.emplace_back("chunk_mb", std::to_string(options_.chunkBytes >> 20));
        stats.details.emplace_back("chunks", std::to_string(infos.size()));
        stats.details.emplace_back("chunk_bytes", std::to_string(appended));
        stats.details.emplace_back("live_bytes", std::to_string(live));
        stats.details.emplace_back("dead_bytes", std::to_string(dead));
    }
    return stats;
}

StoreCapabilities WrStorePP::capabilities() const {
    StoreCapabilities capabilities;
    capabilities.canCheck = true;
    capabilities.canCompact = true;
    capabilities.hashedIndex = true;
    capabilities.valueFiles = StoreCapabilities::ValueFiles::kChunks;
    return capabilities;
}

Status WrStorePP::close() {
    if (!index_) return Status::ok();
    Status s = chunks_ && !index_->readOnly() ? chunks_->persist() : Status::ok();
    // Cursors may still hold the read path; the registry closes with the last of them.
    locator_.reset();
    chunks_.reset();
    files_.reset();
    index_.reset();
    dataLock_ = FileLock();
    return s;
}

}  // namespace wr::kv::wrstore
