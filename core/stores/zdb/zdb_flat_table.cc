#include "stores/zdb/zdb_flat_table.h"

#include <cstdio>
#include <thread>

#include "util/crash_point.h"

namespace wr::zdb {

fs::path FlatTable::dataFileName(uint32_t number) {
    char name[32];
    std::snprintf(name, sizeof(name), "data-%03u.zdb", number);
    return name;
}

FlatTable::FlatTable(fs::path dir, std::vector<std::unique_ptr<DataFile>> files, std::unique_ptr<FlatIndex> index,
                     const TableOptions& options, EntryClock& clock, uint64_t live)
    : dir_(std::move(dir)),
      index_(std::move(index)),
      options_(options),
      clock_(clock),
      live_(static_cast<int64_t>(live)) {
    std::vector<DataFile*> growing;
    for (auto& file : files) {
        auto shard = std::make_unique<Shard>();
        shard->file = std::move(file);
        growing.push_back(shard->file.get());
        files_.push_back(std::move(shard));
    }
    if (options_.readOnly) return;
    // An error (a full disk) is left for the appender's own attempt to
    // report; the next wake tries again.
    roomKeeper_ = std::make_unique<WakeWorker>([files = std::move(growing)] {
        for (DataFile* file : files) {
            if (file->wantsRoom()) (void)file->growRoom();
        }
    });
}

FlatTable::~FlatTable() {
    if (!closed_.load()) (void)close();
}

Result<std::shared_ptr<FlatTable>> FlatTable::create(const fs::path& dir, const IndexShape& shape,
                                                     const TableOptions& options, EntryClock& clock) {
    WR_RETURN_IF_ERROR(createDirectories(dir));
    std::vector<std::unique_ptr<DataFile>> files;
    for (uint32_t f = 0; f < shape.files; ++f) {
        WR_ASSIGN_OR_RETURN(auto file, DataFile::create(dir / dataFileName(f), f, shape.files));
        files.push_back(std::move(file));
    }
    WR_ASSIGN_OR_RETURN(auto index, FlatIndex::create(dir / indexFileName(), shape));
    if (options.hugePages) index->adviseHugePages();
    WR_RETURN_IF_ERROR(syncDirectory(dir.parent_path()));
    return std::shared_ptr<FlatTable>(new FlatTable(dir, std::move(files), std::move(index), options, clock, 0));
}

Result<std::shared_ptr<FlatTable>> FlatTable::open(const fs::path& dir, const IndexShape& shape,
                                                   const TableOptions& options, EntryClock& clock,
                                                   RecoveryReport& report) {
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) return Status::notFound("the ZDB table directory " + dir.string() + " is missing");
    std::vector<std::unique_ptr<DataFile>> files;
    for (uint32_t f = 0; f < shape.files; ++f) {
        fs::path path = dir / dataFileName(f);
        auto file = DataFile::open(path, f, shape.files, options.readOnly);
        if (!file.isOk() && file.status().is(StatusCode::kNotFound) && !options.readOnly) {
            report.notes.push_back(path.string() + " was missing; created it empty");
            file = DataFile::create(path, f, shape.files);
        }
        if (!file.isOk()) return file.status();
        files.push_back(std::move(file).value());
    }

    fs::path indexPath = dir / indexFileName();
    auto opened = FlatIndex::open(indexPath, shape, options.readOnly);
    std::unique_ptr<FlatIndex> index;
    std::optional<IndexHeader> header;
    if (opened.isOk()) {
        index = std::move(opened).value();
        header = index->header();
        if (!header) report.indexRebuiltBecause = "neither header slot of " + indexPath.string() + " is valid";
    } else if (opened.status().is(StatusCode::kNotFound)) {
        report.indexRebuiltBecause = indexPath.string() + " is missing";
    } else if (opened.status().is(StatusCode::kCorruption)) {
        report.indexRebuiltBecause = opened.status().message();
    } else {
        return opened.status();
    }
    bool rebuilt = !report.indexRebuiltBecause.empty();
    if (rebuilt) {
        index.reset();
        WR_ASSIGN_OR_RETURN(
            index, options.readOnly ? FlatIndex::inMemory(indexPath, shape) : FlatIndex::create(indexPath, shape));
        header = index->header();
    }
    if (options.hugePages) index->adviseHugePages();
    WR_ASSIGN_OR_RETURN(RecoveredState state, recoverTable(files, *index, *header, rebuilt, report));
    clock.observe(state.maxTimestamp);
    std::shared_ptr<FlatTable> table(
        new FlatTable(dir, std::move(files), std::move(index), options, clock, state.liveCount));
    // Durable recovery, and a header that says "open": a crash from here on
    // is seen as one.
    WR_RETURN_IF_ERROR(table->writeCheckpoint(false, false));
    return table;
}

Status FlatTable::usable() const {
    if (closed_.load(std::memory_order_acquire)) {
        return Status::invalidArgument("the ZDB table " + dir_.string() + " is closed");
    }
    return Status::ok();
}

Status FlatTable::writable() const {
    if (options_.readOnly) return Status::readOnly("the ZDB table " + dir_.string() + " is open read-only");
    return usable();
}

Item FlatTable::item(uint64_t key) const {
    const Shard& shard = *files_[fileOf(key)];
    uint64_t slot = key - shape().kmin;
    // Acquire on the item keeps the second sequence read after it; a reader
    // that saw any byte of a newer item then sees the sequence moved.
    for (;;) {
        uint64_t before = shard.sequence.load(std::memory_order_acquire);
        if ((before & 1) == 0) {
            uint64_t raw = index_->load(slot, std::memory_order_acquire);
            if (shard.sequence.load(std::memory_order_relaxed) == before) return decodeItem(raw);
        }
        std::this_thread::yield();
    }
}

void FlatTable::storeItemLocked(Shard& shard, uint64_t key, Item item) {
    // Release on the item publishes the odd sequence before any of its bytes.
    uint64_t sequence = shard.sequence.load(std::memory_order_relaxed);
    shard.sequence.store(sequence + 1, std::memory_order_relaxed);
    index_->store(key - shape().kmin, encodeItem(item), std::memory_order_release);
    shard.sequence.store(sequence + 2, std::memory_order_release);
}

Result<FlatTable::Presence> FlatTable::read(uint64_t key, Bytes* value) const {
    WR_RETURN_IF_ERROR(usable());
    Item current = item(key);
    if (current.empty()) return Presence::kNeverWritten;
    if (current.removed) return Presence::kRemoved;
    WR_RETURN_IF_ERROR(readItem(key, current, value));
    return Presence::kPresent;
}

Status FlatTable::readItem(uint64_t key, Item item, Bytes* value, int64_t* timestamp) const {
    return files_[fileOf(key)]->file->readValue(item.position, key, value, timestamp);
}

Status FlatTable::appendLocked(Shard& shard, uint64_t key, EntryBuffer& entry, int64_t timestamp) {
    auto position = shard.file->append(entry, timestamp, maxItemPosition(shape().itemBytes));
    if (!position.isOk()) {
        return position.status().withContext("appending an entry of key " + std::to_string(key) + " with a " +
                                             std::to_string(entry.valueSize()) + "-byte value");
    }
    Item before = decodeItem(index_->load(key - shape().kmin));
    Item after{*position, entry.kind() == EntryKind::kRemoval};
    storeItemLocked(shard, key, after);
    crashPoint("zdb.index.after_item_store");
    live_.fetch_add(int64_t{after.live()} - int64_t{before.live()}, std::memory_order_relaxed);
    appended_.fetch_add(entry.size(), std::memory_order_relaxed);
    if (roomKeeper_ && shard.file->wantsRoom()) roomKeeper_->wake();
    return Status::ok();
}

Status FlatTable::finishWrite(Shard& shard) { return options_.syncEachWrite ? shard.file->sync() : Status::ok(); }

Status FlatTable::put(uint64_t key, BytesView value) {
    WR_RETURN_IF_ERROR(writable());
    if (value.size() > kMaxValueBytes) {
        return Status::limitExceeded("a ZDB value holds at most " + std::to_string(kMaxValueBytes) + " bytes; key " +
                                     std::to_string(key) + " was given " + std::to_string(value.size()));
    }
    EntryBuffer entry;
    entry.build(EntryKind::kPut, value, key);
    Shard& shard = *files_[fileOf(key)];
    {
        std::lock_guard lock(shard.appendMutex);
        WR_RETURN_IF_ERROR(appendLocked(shard, key, entry, clock_.next()));
    }
    return finishWrite(shard);
}

Status FlatTable::remove(uint64_t key, bool evenIfAbsent) {
    WR_RETURN_IF_ERROR(writable());
    EntryBuffer entry;
    entry.build(EntryKind::kRemoval, {}, key);
    Shard& shard = *files_[fileOf(key)];
    {
        std::lock_guard lock(shard.appendMutex);
        Item current = decodeItem(index_->load(key - shape().kmin));
        if (current.removed || (current.empty() && !evenIfAbsent)) return Status::ok();
        WR_RETURN_IF_ERROR(appendLocked(shard, key, entry, clock_.next()));
    }
    return finishWrite(shard);
}

Result<bool> FlatTable::copyIfNeverWritten(uint64_t key, BytesView value, int64_t timestamp) {
    WR_RETURN_IF_ERROR(writable());
    Shard& shard = *files_[fileOf(key)];
    EntryBuffer entry;
    entry.build(EntryKind::kPut, value, key);
    std::lock_guard lock(shard.appendMutex);
    if (!decodeItem(index_->load(key - shape().kmin)).empty()) return false;
    WR_RETURN_IF_ERROR(appendLocked(shard, key, entry, timestamp));
    return true;
}

Status FlatTable::checkDamagedEntry(const EntryReader& reader, uint32_t number, const FlatTable* newer) const {
    if (reader.damagedEnd() == 0) return Status::corruption(reader.problem() + "; the rest of the file cannot be read");
    auto key = reader.damagedKey();
    if (key.isOk() && inRange(*key) && fileOf(*key) == number && item(*key).position == reader.offset() &&
        (newer == nullptr || newer->item(*key).empty())) {
        return Status::corruption(reader.problem() + "; it is the live entry of key " + std::to_string(*key));
    }
    const DataFile& file = *files_[number]->file;
    if (reader.damagedEnd() < file.end()) {
        EntryReader probe(file, reader.damagedEnd(), file.end(), kEntryOverheadBytes);
        WR_ASSIGN_OR_RETURN(EntryReader::State next, probe.next());
        if (next == EntryReader::State::kDamaged) {
            return Status::corruption(reader.problem() +
                                      "; no valid entry follows it, so the rest of the file "
                                      "cannot be read");
        }
    }
    return Status::ok();
}

Status FlatTable::sync() {
    if (options_.readOnly) return Status::ok();
    for (auto& shard : files_) WR_RETURN_IF_ERROR(shard->file->sync());
    return Status::ok();
}

Status FlatTable::writeCheckpoint(bool clean, bool trim) {
    if (options_.readOnly) return Status::ok();
    std::lock_guard checkpointLock(checkpointMutex_);
    IndexHeader header;
    header.itemBytes = shape().itemBytes;
    header.kmin = shape().kmin;
    header.kmax = shape().kmax;
    header.files = shape().files;
    header.clean = clean;
    // An end read under the file's lock has its item stored: the items
    // synced below cover every entry under the checkpoint.
    for (auto& shard : files_) {
        std::lock_guard lock(shard->appendMutex);
        if (trim) WR_RETURN_IF_ERROR(shard->file->trimReserve());
        header.checkpoints.push_back(shard->file->end());
    }
    appended_.store(0, std::memory_order_relaxed);
    WR_RETURN_IF_ERROR(sync());
    WR_RETURN_IF_ERROR(index_->syncItems());
    header.maxTimestamp = clock_.last();
    header.liveCount = liveCount();
    crashPoint("zdb.index.before_header");
    return index_->writeHeader(std::move(header));
}

Status FlatTable::close() {
    if (closed_.exchange(true)) return Status::ok();
    if (roomKeeper_) roomKeeper_->stop();
    return writeCheckpoint(true, true);
}

void FlatTable::drop() {
    closed_.store(true);
    if (roomKeeper_) roomKeeper_->stop();
}

uint64_t FlatTable::dataBytes() const {
    uint64_t total = 0;
    for (const auto& shard : files_) total += shard->file->end();
    return total;
}

}  // namespace wr::zdb
