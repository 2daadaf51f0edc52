#include "stores/peers/fs_store.h"

#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <mutex>
#include <optional>
#include <set>
#include <vector>

#include "stores/peers/peer_cursor.h"
#include "stores/peers/peer_store.h"
#include "util/file.h"
#include "util/md5.h"

namespace wr::kv {

namespace {

constexpr size_t kStreamChunk = 1 << 20;
constexpr char kTempPrefix[] = ".tmp-";

// Where a key's file lives, and which files are pairs.
struct FsLayout {
    fs::path root;
    int levels = 0;

    fs::path pathOf(BytesView key) const {
        fs::path p = root;
        if (levels > 0) {
            std::string digest = md5Hex(key);
            for (int i = 0; i < levels; ++i) p /= digest.substr(2 * static_cast<size_t>(i), 2);
        }
        return p / toHex(key);
    }

    // The key of a file found `depth` directories below the root, if the
    // file is a pair (its name is a key's hex and it sits where that key's
    // file belongs).
    std::optional<Bytes> keyOf(const fs::path& file, int depth) const {
        if (depth != levels) return std::nullopt;
        std::string name = file.filename().string();
        if (name.empty() || name[0] == '.') return std::nullopt;
        std::optional<Bytes> key = fromHex(name);
        if (!key || key->empty() || pathOf(*key) != file) return std::nullopt;
        return key;
    }
};

// Walks the tree in directory order; values are read when asked for.
class FsCursor : public BatchCursor {
public:
    FsCursor(FsLayout layout, std::string where) : layout_(std::move(layout)), where_(std::move(where)) {
        it_ = fs::recursive_directory_iterator(layout_.root, error_);
    }

    Result<Bytes> value() override {
        Result<Bytes> data = readWholeFile(layout_.pathOf(key()));
        if (!data.isOk())
            return Status::ioError(where_ + ": scan: value of key '" + printable(key()) +
                                   "': " + data.status().message());
        return data;
    }

protected:
    Status fetch(Batch& batch, bool& end) override {
        for (; !error_ && it_ != fs::recursive_directory_iterator(); it_.increment(error_)) {
            const fs::directory_entry& entry = *it_;
            std::error_code typeError;
            if (entry.is_directory(typeError)) {
                if (it_.depth() >= layout_.levels) it_.disable_recursion_pending();
                continue;
            }
            std::optional<Bytes> key = layout_.keyOf(entry.path(), it_.depth());
            if (key && !batch.add(std::move(*key), Bytes())) {
                it_.increment(error_);
                break;
            }
        }
        if (error_) return Status::ioError(where_ + ": scan: " + error_.message());
        end = it_ == fs::recursive_directory_iterator();
        return Status::ok();
    }

private:
    FsLayout layout_;
    std::string where_;
    std::error_code error_;
    fs::recursive_directory_iterator it_;
};

class FsStore : public PeerStore {
public:
    FsStore(PeerConfig config, PeerLimits limits, FileLock lock, int levels)
        : PeerStore(std::move(config), std::move(limits)), lock_(std::move(lock)), layout_{location(), levels} {}

    Status getStream(BytesView key, ValueSink& sink) override {
        WR_ASSIGN_OR_RETURN(CallGuard guard, enter("get"));
        if (!holdable(key)) return keyError(StatusCode::kNotFound, "get", key, "no such key");
        WR_ASSIGN_OR_RETURN(File file, openValue(key));
        std::vector<char> buffer(kStreamChunk);
        for (uint64_t offset = 0;;) {
            WR_ASSIGN_OR_RETURN(size_t n, file.readSomeAt(offset, buffer.size(), buffer.data()));
            if (n == 0) return Status::ok();
            WR_RETURN_IF_ERROR(sink.write(BytesView(buffer.data(), n)));
            offset += n;
        }
    }

    Status putStream(BytesView key, ValueSource& source) override {
        WR_ASSIGN_OR_RETURN(CallGuard guard, enter("put"));
        WR_RETURN_IF_ERROR(checkChange("put", key, source.size()));
        return writeValue("put", key, [&](File& file) -> Status {
            std::vector<char> buffer(kStreamChunk);
            uint64_t written = 0;
            while (written < source.size()) {
                WR_ASSIGN_OR_RETURN(size_t n, source.read(buffer.data(), buffer.size()));
                if (n == 0) {
                    return keyError(StatusCode::kInvalidArgument, "put", key,
                                    "the value source ended after " + std::to_string(written) + " of " +
                                        std::to_string(source.size()) + " bytes; nothing was stored");
                }
                WR_RETURN_IF_ERROR(file.append(BytesView(buffer.data(), n)));
                written += n;
            }
            return Status::ok();
        });
    }

protected:
    Result<Bytes> doGet(BytesView key) override {
        WR_ASSIGN_OR_RETURN(File file, openValue(key));
        WR_ASSIGN_OR_RETURN(uint64_t size, file.size());
        Bytes value(size, '\0');
        WR_RETURN_IF_ERROR(file.readAt(0, size, value.data()));
        return value;
    }

    Status doPut(BytesView key, BytesView value) override {
        return writeValue("put", key, [&](File& file) { return file.append(value); });
    }

    Status doRemove(BytesView key) override {
        fs::path path = layout_.pathOf(key);
        if (::unlink(path.c_str()) != 0) {
            if (errno == ENOENT) return Status::ok();
            return keyError(StatusCode::kIoError, "remove", key,
                            "cannot delete " + path.string() + ": " + std::strerror(errno));
        }
        return changedDirectories(path.parent_path(), path.parent_path(), std::nullopt);
    }

    Status doWrite(const WriteBatch& batch) override {
        for (const auto& op : batch.ops()) {
            WR_RETURN_IF_ERROR(op.type == WriteBatch::OpType::kPut ? doPut(op.key, op.value) : doRemove(op.key));
        }
        return Status::ok();
    }

    Result<std::unique_ptr<KvCursor>> doScan() override {
        return BatchCursor::start<FsCursor>(layout_, config().describe());
    }

    Result<uint64_t> doCount() override {
        WR_ASSIGN_OR_RETURN(std::unique_ptr<KvCursor> cursor, doScan());
        uint64_t n = 0;
        for (; cursor->valid(); cursor->next()) ++n;
        WR_RETURN_IF_ERROR(cursor->status());
        return n;
    }

    Status doFlush() override {
        std::set<fs::path> files, dirs;
        {
            std::lock_guard guard(dirtyMutex_);
            files.swap(dirtyFiles_);
            dirs.swap(dirtyDirs_);
        }
        for (const auto& path : files) {
            Result<File> file = File::open(path, File::Mode::kRead);
            if (!file.isOk()) {
                if (file.status().is(StatusCode::kNotFound)) continue;  // removed since: its directory is synced below
                return storeError(StatusCode::kIoError, "flush", file.status().message());
            }
            WR_RETURN_IF_ERROR(file->sync());
        }
        // Deepest first, so a new directory is durable before its entry.
        for (auto it = dirs.rbegin(); it != dirs.rend(); ++it) {
            std::error_code ec;
            if (!fs::exists(*it, ec)) continue;
            WR_RETURN_IF_ERROR(syncDirectory(*it));
        }
        return Status::ok();
    }

    Status doStatistics(StoreStatistics& stats) override {
        WR_ASSIGN_OR_RETURN(stats.approximateCount, doCount());
        return Status::ok();
    }

    Status doClose() override {
        lock_ = FileLock();
        return Status::ok();
    }

private:
    Result<File> openValue(BytesView key) const {
        Result<File> file = File::open(layout_.pathOf(key), File::Mode::kRead);
        if (!file.isOk()) {
            if (file.status().is(StatusCode::kNotFound))
                return keyError(StatusCode::kNotFound, "get", key, "no such key");
            return keyError(StatusCode::kIoError, "get", key, file.status().message());
        }
        return file;
    }

    // Writes a value to a temporary file with `fill` and renames it over the
    // key's file; on any error the key's file is unchanged.
    template <typename Fill>
    Status writeValue(std::string_view op, BytesView key, Fill&& fill) {
        fs::path tmp = location() / (kTempPrefix + std::to_string(nextTemp_.fetch_add(1)));
        Status s = [&]() -> Status {
            WR_ASSIGN_OR_RETURN(File file, File::open(tmp, File::Mode::kTruncateReadWrite));
            WR_RETURN_IF_ERROR(fill(file));
            if (syncMode() == SyncMode::kEach) WR_RETURN_IF_ERROR(file.sync());
            return file.close();
        }();
        fs::path target = layout_.pathOf(key);
        std::optional<fs::path> created;
        if (s.isOk()) s = renameOver(tmp, target, created);
        if (!s.isOk()) {
            ::unlink(tmp.c_str());
            return keyError(s.code(), op, key, s.message() + "; nothing was stored");
        }
        return changedDirectories(target.parent_path(), created ? layout_.root : target.parent_path(), target);
    }

    // Renames the temporary file over the key's file, creating the key's
    // directories (noted in `created`) when they do not exist yet.
    Status renameOver(const fs::path& tmp, const fs::path& target, std::optional<fs::path>& created) {
        if (::rename(tmp.c_str(), target.c_str()) == 0) return Status::ok();
        if (errno == ENOENT && layout_.levels > 0) {
            created = target.parent_path();
            WR_RETURN_IF_ERROR(createDirectories(*created));
            if (::rename(tmp.c_str(), target.c_str()) == 0) return Status::ok();
        }
        return Status::fromErrno("cannot rename " + tmp.string() + " to " + target.string(), errno);
    }

    // After a change in `dir`: with sync=each syncs it and every directory up
    // to `top` (new directories' entries); else remembers them (and `file`)
    // for flush().
    Status changedDirectories(const fs::path& dir, const fs::path& top, const std::optional<fs::path>& file) {
        std::vector<fs::path> dirs{dir};
        while (dirs.back() != top && dirs.back().has_parent_path()) dirs.push_back(dirs.back().parent_path());
        if (syncMode() == SyncMode::kEach) {
            for (const auto& d : dirs) WR_RETURN_IF_ERROR(syncDirectory(d));
            return Status::ok();
        }
        std::lock_guard guard(dirtyMutex_);
        if (file) dirtyFiles_.insert(*file);
        dirtyDirs_.insert(dirs.begin(), dirs.end());
        return Status::ok();
    }

    FileLock lock_;
    FsLayout layout_;
    std::atomic<uint64_t> nextTemp_{0};
    std::mutex dirtyMutex_;
    std::set<fs::path> dirtyFiles_, dirtyDirs_;
};

// Removes the temporaries a crash left behind.
Status removeTemporaries(const PeerConfig& config) {
    std::error_code ec;
    for (fs::directory_iterator it(config.location, ec), end; !ec && it != end; it.increment(ec)) {
        if (it->path().filename().string().starts_with(kTempPrefix)) fs::remove(it->path(), ec);
    }
    if (ec) return config.error(StatusCode::kIoError, "cannot remove temporary files", ec.message());
    return Status::ok();
}

}  // namespace

Result<std::unique_ptr<KvStore>> openFileSystemStore(const StoreUri& uri, const OpenOptions& options, int levels) {
    WR_ASSIGN_OR_RETURN(PeerConfig config, parsePeerConfig(uri, options, PeerLocation::kDirectory, {}));
    std::error_code ec;
    if (!fs::is_directory(config.location, ec)) {
        return config.error(StatusCode::kInvalidArgument, "cannot open", "not a directory");
    }
    WR_ASSIGN_OR_RETURN(FileLock lock, lockStore(config));
    if (!options.readOnly) WR_RETURN_IF_ERROR(removeTemporaries(config));

    long nameMax = ::pathconf(config.location.c_str(), _PC_NAME_MAX);
    if (nameMax <= 0) nameMax = 255;
    PeerLimits limits;
    limits.maxKeyBytes = static_cast<size_t>(nameMax) / 2;
    limits.emptyKeys = false;
    limits.reason = "file names here are the key in hex (2 characters a byte), at most " + std::to_string(nameMax) +
                    " characters, so keys are 1 to " + std::to_string(limits.maxKeyBytes) + " bytes";

    config.record("layout", levels == 0 ? "flat" : "nested");
    config.record("levels", levels);
    config.record("chars_per_level", levels == 0 ? 0 : 2);
    config.record("file_name", "hex of the key");
    if (levels > 0) config.record("directories", "md5 of the key");
    config.record("atomic_writes", "temporary file + rename");
    config.record("max_key_bytes", static_cast<int64_t>(limits.maxKeyBytes));
    config.record("compression", "none");
    config.record("cache", "OS page cache");
    return std::unique_ptr<KvStore>(
        std::make_unique<FsStore>(std::move(config), std::move(limits), std::move(lock), levels));
}

}  // namespace wr::kv
