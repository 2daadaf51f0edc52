#include "stores/wrstorepp/wrstorepp_chunks.h"

#include <algorithm>
#include <cstdio>

#include "registry/value_codec.h"

namespace wr::kv::wrstore {

namespace {

constexpr std::string_view kChunksKey = "Chunks";
constexpr std::string_view kNextChunkValue = "WR_NextChunk";
constexpr std::string_view kFilePrefix = "chunk-";
constexpr std::string_view kFileSuffix = ".wrc";

std::string chunkName(uint64_t number) {
    char buf[24];
    std::snprintf(buf, sizeof(buf), "%08llu", static_cast<unsigned long long>(number));
    return buf;
}

std::optional<uint64_t> parseNumber(std::string_view digits) {
    if (digits.empty() || digits.size() > 19) return std::nullopt;
    uint64_t n = 0;
    for (char c : digits) {
        if (c < '0' || c > '9') return std::nullopt;
        n = n * 10 + static_cast<uint64_t>(c - '0');
    }
    return n;
}

}  // namespace

ChunkFile::~ChunkFile() {
    if (retired_.load()) {
        (void)file_.close();
        std::error_code ec;
        std::filesystem::remove(path_, ec);
    }
}

std::string ChunkSet::fileName(uint64_t number) {
    return std::string(kFilePrefix) + chunkName(number) + std::string(kFileSuffix);
}

std::optional<uint64_t> ChunkSet::parseFileName(std::string_view name) {
    if (!name.starts_with(kFilePrefix) || !name.ends_with(kFileSuffix)) return std::nullopt;
    auto n = parseNumber(name.substr(kFilePrefix.size(), name.size() - kFilePrefix.size() - kFileSuffix.size()));
    if (!n || fileName(*n) != name) return std::nullopt;
    return n;
}

std::string ChunkSet::chunkKeyPath(uint64_t number) const { return std::string(kChunksKey) + "\\" + chunkName(number); }

Result<std::unique_ptr<ChunkSet>> ChunkSet::open(std::shared_ptr<IndexDatabase> index, std::filesystem::path dataDir,
                                                 uint64_t chunkBytes, bool syncData) {
    std::unique_ptr<ChunkSet> set(new ChunkSet(std::move(index), std::move(dataDir), chunkBytes, syncData));
    WR_RETURN_IF_ERROR(set->load());
    return set;
}

Status ChunkSet::load() {
    reg::Registry& registry = index_.registry();
    auto chunksKey = registry.openKey(index_.dbKey(), kChunksKey);
    if (!chunksKey && !chunksKey.status().is(StatusCode::kNotFound)) return chunksKey.status();
    uint64_t highest = 0;
    if (chunksKey) {
        WR_ASSIGN_OR_RETURN(std::vector<std::string> names, registry.listSubkeys(*chunksKey, 0, UINT32_MAX));
        for (const std::string& name : names) {
            auto number = parseNumber(name);
            if (!number || chunkName(*number) != name) continue;  // not a chunk of ours
            WR_ASSIGN_OR_RETURN(reg::Key key, registry.openKey(*chunksKey, name));
            WR_ASSIGN_OR_RETURN(std::vector<reg::NamedValue> values, registry.listValues(key, 0, UINT32_MAX));
            ChunkInfo info;
            info.number = *number;
            std::optional<std::string> path;
            for (const reg::NamedValue& v : values) {
                uint64_t q = reg::decodeQword(v.data).value_or(reg::decodeDword(v.data).value_or(0));
                std::string field = reg::foldName(v.name);
                if (field == "PATH") path = reg::decodeString(v.data);
                if (field == "APPENDOFFSET") info.appendOffset = q;
                if (field == "LIVEBYTES") info.liveBytes = q;
                if (field == "DEADBYTES") info.deadBytes = q;
                if (field == "SEALED") info.sealed = q != 0;
                if (field == "MINKEY") info.minKey = v.data;
                if (field == "MAXKEY") info.maxKey = v.data;
            }
            info.hasKeys = !info.minKey.empty() || !info.maxKey.empty();
            highest = std::max(highest, *number);
            std::error_code ec;
            if (!path && !std::filesystem::exists(dataDir_ / fileName(*number), ec) && !ec) {
                // Path is written first and the file only after all the
                // metadata: this chunk's creation was cut short by a crash, and
                // no block was ever written to it.
                if (!index_.readOnly()) WR_RETURN_IF_ERROR(registry.deleteTree(*chunksKey, name));
                continue;
            }
            std::string where = "chunk " + name + " of " + index_.describe();
            if (!path) {
                info.refused = Status::corruption(where + " has no Path value; the store refuses to guess its file");
            } else if (std::filesystem::path p(*path); p.is_absolute() || p.has_root_name() || p.has_root_directory()) {
                info.refused = Status::corruption(where + " records the absolute path '" + *path +
                                                  "'; chunk files must lie inside the data directory " +
                                                  dataDir_.string() + ", so the store refuses to use it");
            } else if (!isInsideDirectory(dataDir_, p)) {
                info.refused = Status::corruption(where + " records the path '" + *path +
                                                  "', which lies outside the data directory " + dataDir_.string() +
                                                  "; the store refuses to use it");
            } else if (*path != fileName(*number)) {
                info.refused = Status::corruption(where + " records the path '" + *path + "' instead of '" +
                                                  fileName(*number) + "'; the store refuses to use it");
            }
            if (info.refused.isOk()) {
                // Blocks reach the file before the counters reach the registry:
                // after a crash the file's length is the authority.
                uint64_t size = std::filesystem::file_size(dataDir_ / fileName(*number), ec);
                if (!ec) info.appendOffset = std::max(info.appendOffset, size);
            }
            chunks_[*number].info = std::move(info);
        }
    }
    WR_ASSIGN_OR_RETURN(auto next, index_.setting(kNextChunkValue));
    next_ = std::max<uint64_t>({next ? reg::decodeQword(next->data).value_or(1) : 1, highest + 1, 1});

    if (index_.readOnly()) return Status::ok();
    // Appends resume in the newest unsealed chunk, after its last byte.
    for (auto it = chunks_.rbegin(); it != chunks_.rend(); ++it) {
        Entry& e = it->second;
        if (e.info.sealed || !e.info.refused.isOk()) continue;
        WR_ASSIGN_OR_RETURN(e.file, openFileLocked(e, File::Mode::kCreateReadWrite));
        active_ = it->first;
        break;
    }
    return Status::ok();
}

Result<std::shared_ptr<ChunkFile>> ChunkSet::openFileLocked(Entry& entry, File::Mode mode) {
    std::filesystem::path path = dataDir_ / fileName(entry.info.number);
    auto file = File::open(path, mode);
    if (!file) {
        if (file.status().is(StatusCode::kNotFound)) {
            return Status::corruption("the file " + path.string() + " of chunk " + chunkName(entry.info.number) +
                                      " of " + index_.describe() + " is missing");
        }
        return file.status();
    }
    return std::make_shared<ChunkFile>(entry.info.number, path, std::move(file).value());
}

Status ChunkSet::persistEntry(const ChunkInfo& info) {
    reg::Registry& registry = index_.registry();
    WR_ASSIGN_OR_RETURN(reg::Key key, registry.createKey(index_.dbKey(), chunkKeyPath(info.number)));
    WR_RETURN_IF_ERROR(registry.setValue(key, "Path", reg::REG_SZ, reg::encodeString(fileName(info.number))));
    WR_RETURN_IF_ERROR(registry.setValue(key, "AppendOffset", reg::REG_QWORD, reg::encodeQword(info.appendOffset)));
    WR_RETURN_IF_ERROR(registry.setValue(key, "LiveBytes", reg::REG_QWORD, reg::encodeQword(info.liveBytes)));
    WR_RETURN_IF_ERROR(registry.setValue(key, "DeadBytes", reg::REG_QWORD, reg::encodeQword(info.deadBytes)));
    WR_RETURN_IF_ERROR(registry.setValue(key, "MinKey", reg::REG_BINARY, info.minKey));
    WR_RETURN_IF_ERROR(registry.setValue(key, "MaxKey", reg::REG_BINARY, info.maxKey));
    return registry.setValue(key, "Sealed", reg::REG_DWORD, reg::encodeDword(info.sealed ? 1 : 0));
}

Result<ChunkSet::Entry*> ChunkSet::createLocked(bool sealed) {
    uint64_t number = next_;
    // The number is used up and the chunk registered before its file exists,
    // so a file is never reachable through metadata that a crash lost.
    WR_RETURN_IF_ERROR(index_.setSetting(kNextChunkValue, reg::REG_QWORD, reg::encodeQword(number + 1)));
    next_ = number + 1;
    Entry& e = chunks_[number];
    e.info.number = number;
    e.info.sealed = sealed;
    Status s = persistEntry(e.info);
    if (s.isOk()) {
        auto file = openFileLocked(e, File::Mode::kTruncateReadWrite);
        if (file) {
            e.file = std::move(file).value();
        } else {
            s = file.status();
        }
    }
    if (s.isOk() && syncData_) s = syncDirectory(dataDir_);
    if (!s.isOk()) {
        chunks_.erase(number);
        return s.withContext("cannot create chunk " + chunkName(number) + " of " + index_.describe());
    }
    return &e;
}

Result<ChunkSet::Slot> ChunkSet::reserve(uint64_t bytes, BytesView key) {
    std::lock_guard lock(mutex_);
    Entry* a = active_ ? &chunks_[*active_] : nullptr;
    if (a == nullptr || (a->info.appendOffset > 0 && a->info.appendOffset + bytes > chunkBytes_)) {
        if (a != nullptr) {
            a->info.sealed = true;
            a->dirty = false;
            WR_RETURN_IF_ERROR(persistEntry(a->info));
            active_.reset();
        }
        WR_ASSIGN_OR_RETURN(a, createLocked(false));
        active_ = a->info.number;
    }
    if (!a->file) {
        WR_ASSIGN_OR_RETURN(a->file, openFileLocked(*a, File::Mode::kCreateReadWrite));
    }
    Slot slot{a->file, a->info.appendOffset};
    a->info.appendOffset += bytes;
    if (!a->info.hasKeys || key < BytesView(a->info.minKey)) a->info.minKey = Bytes(key);
    if (!a->info.hasKeys || key > BytesView(a->info.maxKey)) a->info.maxKey = Bytes(key);
    a->info.hasKeys = true;
    ++a->writers;
    a->dirty = true;
    a->written = true;
    return slot;
}

void ChunkSet::finishWrite(uint64_t number) {
    std::lock_guard lock(mutex_);
    auto it = chunks_.find(number);
    if (it != chunks_.end() && it->second.writers > 0 && --it->second.writers == 0) writersDone_.notify_all();
}

Result<std::shared_ptr<ChunkFile>> ChunkSet::acquire(uint64_t number) {
    std::lock_guard lock(mutex_);
    auto it = chunks_.find(number);
    if (it == chunks_.end()) {
        return Status::notFound(index_.describe() + " has no chunk " + chunkName(number));
    }
    Entry& e = it->second;
    if (!e.info.refused.isOk()) return e.info.refused;
    if (!e.file) {
        File::Mode mode = index_.readOnly() ? File::Mode::kRead : File::Mode::kReadWrite;
        WR_ASSIGN_OR_RETURN(e.file, openFileLocked(e, mode));
    }
    return e.file;
}

void ChunkSet::noteLive(uint64_t number, uint64_t bytes) {
    std::lock_guard lock(mutex_);
    auto it = chunks_.find(number);
    if (it == chunks_.end()) return;
    it->second.info.liveBytes += bytes;
    it->second.dirty = true;
}

void ChunkSet::noteDead(uint64_t number, uint64_t bytes) { countDead(number, bytes, true); }

void ChunkSet::noteAbandoned(uint64_t number, uint64_t bytes) { countDead(number, bytes, false); }

void ChunkSet::countDead(uint64_t number, uint64_t bytes, bool wasLive) {
    std::lock_guard lock(mutex_);
    auto it = chunks_.find(number);
    if (it == chunks_.end()) return;  // already dropped by reallocation
    ChunkInfo& info = it->second.info;
    if (wasLive) info.liveBytes -= std::min(info.liveBytes, bytes);
    info.deadBytes += bytes;
    it->second.dirty = true;
}

Status ChunkSet::sealActive() {
    std::lock_guard lock(mutex_);
    if (!active_) return Status::ok();
    Entry& a = chunks_[*active_];
    active_.reset();
    a.info.sealed = true;
    a.dirty = false;
    return persistEntry(a.info);
}

void ChunkSet::waitForSealedWriters() {
    std::unique_lock lock(mutex_);
    writersDone_.wait(lock, [&] {
        return std::all_of(chunks_.begin(), chunks_.end(), [&](const auto& item) {
            return (active_ && item.first == *active_) || item.second.writers == 0;
        });
    });
}

Result<std::shared_ptr<ChunkFile>> ChunkSet::createSealed() {
    std::lock_guard lock(mutex_);
    WR_ASSIGN_OR_RETURN(Entry * e, createLocked(true));
    return e->file;
}

void ChunkSet::setExtent(uint64_t number, uint64_t appendOffset, BytesView minKey, BytesView maxKey) {
    std::lock_guard lock(mutex_);
    auto it = chunks_.find(number);
    if (it == chunks_.end()) return;
    ChunkInfo& info = it->second.info;
    info.appendOffset = appendOffset;
    info.minKey = Bytes(minKey);
    info.maxKey = Bytes(maxKey);
    info.hasKeys = true;
    it->second.dirty = true;
}

Status ChunkSet::drop(uint64_t number) {
    std::lock_guard lock(mutex_);
    auto it = chunks_.find(number);
    if (it == chunks_.end()) return Status::ok();
    std::shared_ptr<ChunkFile> file = std::move(it->second.file);
    bool refused = !it->second.info.refused.isOk();
    chunks_.erase(it);
    if (active_ == number) active_.reset();
    Status s = index_.registry().deleteTree(index_.dbKey(), chunkKeyPath(number));
    if (s.is(StatusCode::kNotFound)) s = Status::ok();
    // A refused chunk's file is never touched; its metadata alone goes.
    if (file) {
        file->retire();
    } else if (!refused) {
        std::error_code ec;
        std::filesystem::remove(dataDir_ / fileName(number), ec);
    }
    return s;
}

std::vector<ChunkInfo> ChunkSet::snapshot() const {
    std::lock_guard lock(mutex_);
    std::vector<ChunkInfo> out;
    out.reserve(chunks_.size());
    for (const auto& [number, e] : chunks_) out.push_back(e.info);
    return out;
}

Status ChunkSet::persist() {
    if (index_.readOnly()) return Status::ok();
    // Under the mutex, so a chunk being dropped is never written back.
    std::lock_guard lock(mutex_);
    for (auto& [number, e] : chunks_) {
        if (!e.dirty || !e.info.refused.isOk()) continue;
        WR_RETURN_IF_ERROR(persistEntry(e.info));
        e.dirty = false;
    }
    return Status::ok();
}

Status ChunkSet::syncWritten() {
    std::vector<std::shared_ptr<ChunkFile>> written;
    {
        std::lock_guard lock(mutex_);
        for (auto& [number, e] : chunks_) {
            if (e.written && e.file) written.push_back(e.file);
            e.written = false;
        }
    }
    for (const auto& chunk : written) WR_RETURN_IF_ERROR(chunk->file().dataSync());
    return written.empty() ? Status::ok() : syncDirectory(dataDir_);
}

std::vector<std::filesystem::path> ChunkSet::strayFiles() const {
    std::lock_guard lock(mutex_);
    std::vector<std::filesystem::path> out;
    std::error_code ec;
    for (std::filesystem::directory_iterator it(dataDir_, ec), end; !ec && it != end; it.increment(ec)) {
        auto number = parseFileName(it->path().filename().string());
        if (number && !chunks_.contains(*number)) out.push_back(it->path());
    }
    return out;
}

}  // namespace wr::kv::wrstore
