#include "registry/hive/hive.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <shared_mutex>  // std::shared_lock
#include <thread>

#include "registry/hive/hive_change.h"
#include "registry/hive/hive_log.h"
#include "registry/hive/hive_snapshot.h"
#include "registry/hive/hive_tree.h"
#include "registry/hive/hive_values.h"
#include "registry/value_codec.h"
#include "util/clock.h"
#include "util/contained_tree.h"
#include "util/crash_point.h"
#include "util/file.h"
#include "util/spin_shared_mutex.h"

namespace wr::reg {

namespace {

namespace fs = std::filesystem;

constexpr const char* kSnapshotFile = "hive.snap";
constexpr const char* kLogFile = "hive.wal";
constexpr const char* kLockFile = "LOCK";
// Last-write times follow the system's timer tick (coarseNowFiletime) and
// advance in steps of at least 1 ms: a clock record is logged only when the
// time has moved that far, not before every change.
constexpr int64_t kClockStep = 10000;
constexpr size_t kKeptScratchBytes = 1 << 20;
// Values up to this size are framed under the writer lock (setEntry).
constexpr size_t kFrameUnderLockBytes = 4096;

std::string quote(std::string_view s) { return "'" + std::string(s) + "'"; }

class HiveImpl;

class HiveKeyHandle final : public KeyHandleImpl {
public:
    HiveKeyHandle(const HiveImpl* owner, uint32_t id, uint32_t generation)
        : KeyHandleImpl(owner, (uint64_t{generation} << 32) | id) {}
};

class HiveImpl final : public Hive {
public:
    HiveImpl(fs::path dir, const HiveOptions& options)
        : dir_(std::move(dir)), options_(options), durability_(options.durability) {}
    ~HiveImpl() override;

    Status openFiles();

    std::string describe() const override { return "hive " + dir_.string(); }
    bool isReadOnly() const override { return options_.readOnly; }
    Key root() override;
    Result<Key> createKey(const Key& parent, std::string_view subPath, bool* created) override;
    Result<Key> openKey(const Key& parent, std::string_view subPath) override;
    Status setValue(const Key& key, std::string_view name, uint32_t type, BytesView data) override;
    Result<ValueData> queryValue(const Key& key, std::string_view name) override;
    Status setValueText(const Key& key, std::string_view name, std::string_view utf8) override;
    Result<ValueText> queryValueText(const Key& key, std::string_view name) override;
    Status deleteValue(const Key& key, std::string_view name) override;
    Result<std::string> enumKey(const Key& key, uint32_t index) override;
    Result<NamedValue> enumValue(const Key& key, uint32_t index) override;
    Result<std::vector<std::string>> listSubkeys(const Key& key, uint32_t start, uint32_t count) override;
    Result<std::vector<NamedValue>> listValues(const Key& key, uint32_t start, uint32_t count) override;
    Result<KeyInfo> queryInfo(const Key& key) override;
    Status deleteKey(const Key& parent, std::string_view subPath) override;
    Status deleteTree(const Key& parent, std::string_view subPath) override;
    Status renameKey(const Key& parent, std::string_view oldName, std::string_view newName) override;
    Status flush() override;
    Result<RegistryStatistics> statistics() override;

    Status checkpoint() override;
    const RecoveryReport& recoveryReport() const override { return report_; }
    const fs::path& directory() const override { return dir_; }
    void setDurability(Durability durability) override { durability_.store(durability); }

private:
    // --- under mutex_ (shared or exclusive)
    // setValue's work, given how to encode the entry under a value name.
    template <typename Encode>
    Status setEntry(const Key& key, std::string_view name, size_t dataBytes, const Encode& encode);
    // Runs `read` on the named value under the reader lock.
    template <typename Read>
    auto readEntry(const Key& key, std::string_view name, const Read& read) -> Result<decltype(read(ValueEntry{}))>;
    // The key's handle if this hive made it, else null.
    // The key id and generation a handle of this hive names, read from the
    // Key itself; nothing for a closed handle or another registry's.
    struct KeyRef {
        uint32_t id;
        uint32_t generation;
    };
    std::optional<KeyRef> ownKey(const Key& key) const;
    Result<uint32_t> resolve(const Key& key) const;
    // Follows parts[matched...] from `from` as far as keys exist, advancing `matched`.
    uint32_t walk(uint32_t from, const std::vector<std::string_view>& parts, size_t& matched) const;
    Result<uint32_t> find(const Key& parent, std::string_view subPath) const;
    Key makeKey(uint32_t id) const;
    std::string keyName(uint32_t id) const;
    Status readOnlyError(const std::string& action) const;

    // --- under mutex_ held exclusively
    // Logs the change (after a clock record when time has moved on), then
    // applies it to the tree; checkpoints when the log has grown enough.
    Status commit(const Change& change, const std::optional<ValueEntry>* existing = nullptr);
    // The same with the change's log record framed and the time read already
    // (outside the lock). For a kSetValue or kDeleteValue, `existing` (when
    // given) is what findValue just answered for the value's name, so the
    // tree need not look again.
    Status commit(const Change& change, BytesView record, int64_t now,
                  const std::optional<ValueEntry>* existing = nullptr);
    Status checkpointLocked();
    Status ensureLog();

    // --- without mutex_
    // What a change owes its durability mode before it returns.
    Status afterChange();
    Status syncLog();
    void groupCommitLoop();

    const fs::path dir_;
    const HiveOptions options_;
    std::atomic<Durability> durability_;
    std::atomic<bool> lastSetIndexed_{false};  // setEntry: did the last set go to a key with a value index?
    FileLock lock_;
    RecoveryReport report_;
    bool open_ = false;

    mutable SpinSharedMutex
        mutex_;  // readers shared, writers exclusive (spin_shared_mutex.h: why not std::shared_mutex)
    HiveTree tree_;
    uint64_t generation_ = 0;
    uint64_t snapshotBytes_ = 0;
    uint64_t nextAutoCheckpoint_ = 0;  // log size that triggers the next one
    Bytes recordScratch_;
    Bytes clockScratch_;

    std::mutex logMutex_;  // guards replacing log_ against the syncing threads
    std::shared_ptr<LogWriter> log_;

    std::mutex commitMutex_;
    std::condition_variable commitWake_;
    bool stopping_ = false;
    std::thread committer_;
};

// --- opening and closing

Status HiveImpl::openFiles() {
    std::error_code ec;
    bool exists = fs::exists(dir_ / kSnapshotFile, ec) || fs::exists(dir_ / kLogFile, ec);
    if (!exists && (options_.readOnly || !options_.createIfMissing)) {
        return Status::notFound("no hive at " + dir_.string() + " (it has no " + kSnapshotFile + ")");
    }
    if (!exists) WR_RETURN_IF_ERROR(createDirectories(dir_));
    auto lock = options_.readOnly ? FileLock::acquireShared(dir_ / kLockFile, describe())
                                  : FileLock::acquire(dir_ / kLockFile, describe());
    if (!lock) return lock.status();
    lock_ = std::move(lock).value();
    WR_RETURN_IF_ERROR(checkNoLinkLeaves(dir_, 1, describe()));

    const fs::path snapPath = dir_ / kSnapshotFile;
    const fs::path logPath = dir_ / kLogFile;
    if (!options_.readOnly) {
        fs::remove(dir_ / (std::string(kSnapshotFile) + ".tmp"), ec);
        fs::remove(dir_ / (std::string(kLogFile) + ".tmp"), ec);
    }
    if (!fs::exists(snapPath, ec)) {
        if (fs::exists(logPath, ec)) {
            return Status::corruption(describe() + " has a write-ahead log but no snapshot (" + kSnapshotFile + ")");
        }
        generation_ = 1;
        WR_ASSIGN_OR_RETURN(SnapshotInfo info, writeSnapshot(snapPath, tree_, generation_));
        snapshotBytes_ = info.fileBytes;
        WR_ASSIGN_OR_RETURN(log_, LogWriter::create(logPath, generation_));
    } else {
        WR_ASSIGN_OR_RETURN(SnapshotInfo info, loadSnapshot(snapPath, tree_));
        generation_ = info.generation;
        snapshotBytes_ = info.fileBytes;
        report_.snapshotKeys = info.keys;
        uint64_t logGeneration = 0;
        if (fs::exists(logPath, ec)) {
            WR_ASSIGN_OR_RETURN(logGeneration, readLogGeneration(logPath));
        }
        if (logGeneration > generation_) {
            return Status::corruption("write-ahead log " + logPath.string() + " has generation " +
                                      std::to_string(logGeneration) + " but the snapshot it follows has " +
                                      std::to_string(generation_) + ": the snapshot is older than its log");
        }
        if (logGeneration == generation_) {
            auto replay = [this, &logPath](ChangeOp op, BytesView payload, uint64_t offset) -> Status {
                auto change = decodeChangePayload(op, payload);
                Status applied = change ? tree_.apply(*change) : change.status();
                if (applied.isOk()) return applied;
                return Status::corruption("write-ahead log " + logPath.string() + ": the record at offset " +
                                          std::to_string(offset) + " does not fit the tree: " + applied.message());
            };
            WR_ASSIGN_OR_RETURN(LogScan scan, scanLog(logPath, replay));
            tree_.rebuildFreeIds();
            report_.replayedRecords = scan.records;
            report_.tornTail = scan.torn;
            report_.tornOffset = scan.torn ? scan.end : 0;
            report_.discardedBytes = scan.discardedBytes;
            if (scan.torn) {
                report_.message = describe() + ": the write-ahead log ended in a torn record at offset " +
                                  std::to_string(scan.end) + "; " + std::to_string(scan.discardedBytes) +
                                  " bytes after the last good record were discarded (a change that had not "
                                  "returned when the process stopped)";
            }
            if (!options_.readOnly) {
                WR_ASSIGN_OR_RETURN(log_, LogWriter::reopen(logPath, scan.end));
            }
        } else {
            if (logGeneration != 0) {
                report_.message = describe() + ": ignored a write-ahead log of generation " +
                                  std::to_string(logGeneration) + ", older than the snapshot (" +
                                  std::to_string(generation_) + ")";
            }
            if (!options_.readOnly) {
                WR_ASSIGN_OR_RETURN(log_, LogWriter::create(logPath, generation_));
            }
        }
    }
    nextAutoCheckpoint_ = std::max(options_.checkpointLogBytes, snapshotBytes_);
    if (!options_.readOnly) committer_ = std::thread([this] { groupCommitLoop(); });
    open_ = true;
    return Status::ok();
}

HiveImpl::~HiveImpl() {
    if (committer_.joinable()) {
        {
            std::lock_guard<std::mutex> guard(commitMutex_);
            stopping_ = true;
        }
        commitWake_.notify_all();
        committer_.join();
    }
    if (!open_ || options_.readOnly) return;
    // A checkpoint on close makes the next open a plain snapshot load. If it
    // fails, the log still holds every change.
    std::unique_lock<SpinSharedMutex> lock(mutex_);
    if (log_ != nullptr && log_->hasRecords() && checkpointLocked().isOk()) return;
    if (log_ != nullptr) (void)log_->sync();
}

Status HiveImpl::ensureLog() {
    if (log_ != nullptr) return Status::ok();
    // A checkpoint wrote its snapshot but could not start the log after it.
    WR_ASSIGN_OR_RETURN(std::unique_ptr<LogWriter> fresh, LogWriter::create(dir_ / kLogFile, generation_));
    std::lock_guard<std::mutex> guard(logMutex_);
    log_ = std::move(fresh);
    return Status::ok();
}

Status HiveImpl::checkpointLocked() {
    uint64_t generation = generation_ + 1;
    crashPoint("hive.checkpoint.before_snapshot");
    auto snap = writeSnapshot(dir_ / kSnapshotFile, tree_, generation);
    if (!snap && readSnapshotGeneration(dir_ / kSnapshotFile).valueOr(0) == generation) {
        // Failed past the rename (the directory's fsync): the old log no
        // longer follows the snapshot, so the next change starts a log of
        // the new generation, whose own directory fsync makes both durable.
        generation_ = generation;
        std::lock_guard<std::mutex> guard(logMutex_);
        log_.reset();
    }
    if (!snap) return snap.status().withContext("checkpoint of " + describe());
    crashPoint("hive.checkpoint.before_log_trim");
    // The new snapshot holds every change; from here on only a log of the
    // new generation may follow it.
    generation_ = generation;
    snapshotBytes_ = snap->fileBytes;
    nextAutoCheckpoint_ = std::max(options_.checkpointLogBytes, snapshotBytes_);
    {
        std::lock_guard<std::mutex> guard(logMutex_);
        log_.reset();
    }
    Status trimmed = ensureLog();
    crashPoint("hive.checkpoint.after_log_trim");
    return trimmed.withContext("checkpoint of " + describe());
}

Status HiveImpl::checkpoint() {
    if (options_.readOnly) return readOnlyError("checkpoint");
    std::unique_lock<SpinSharedMutex> lock(mutex_);
    return checkpointLocked();
}

void HiveImpl::groupCommitLoop() {
    std::unique_lock<std::mutex> lock(commitMutex_);
    while (!stopping_) {
        commitWake_.wait_for(lock, options_.groupCommitInterval);
        if (stopping_ || durability_.load() != Durability::kGroupCommit) continue;
        lock.unlock();
        // A failed fdatasync sticks to the log (LogWriter::sync): flush() and
        // the next changes report it.
        (void)syncLog();
        lock.lock();
    }
}

Status HiveImpl::syncLog() {
    std::shared_ptr<LogWriter> log;
    {
        std::lock_guard<std::mutex> guard(logMutex_);
        log = log_;
    }
    return log == nullptr ? Status::ok() : log->sync();
}

Status HiveImpl::afterChange() { return durability_.load() == Durability::kSyncEachChange ? syncLog() : Status::ok(); }

Status HiveImpl::commit(const Change& change, const std::optional<ValueEntry>* existing) {
    recordScratch_.clear();
    appendLogRecord(recordScratch_, change);
    return commit(change, recordScratch_, coarseNowFiletime(), existing);
}

Status HiveImpl::commit(const Change& change, BytesView record, int64_t now,
                        const std::optional<ValueEntry>* existing) {
    WR_RETURN_IF_ERROR(ensureLog());
    // A time read just before another thread's later one may arrive second:
    // within a step it keeps the clock as it is.
    if (now - tree_.clock() >= kClockStep || tree_.clock() - now >= kClockStep) {
        Change clock;
        clock.time = now;
        clockScratch_.clear();
        appendLogRecord(clockScratch_, clock);
        WR_RETURN_IF_ERROR(log_->append(clockScratch_));
        (void)tree_.apply(clock);
    }
    crashPoint("hive.log.before_append");
    WR_RETURN_IF_ERROR(log_->append(record));
    crashPoint("hive.log.after_append");
    // The caller checked the change against the tree, so applying it cannot
    // fail; replay applies the same record the same way.
    Status applied = existing != nullptr ? tree_.applyLookedUp(change, *existing) : tree_.apply(change);
    if (!applied.isOk()) return applied;
    if (log_->size() > nextAutoCheckpoint_ && !checkpointLocked().isOk()) {
        // The change itself is logged. Try again after as much log again
        // rather than on every change while, say, the disk is full.
        nextAutoCheckpoint_ = log_ != nullptr ? log_->size() + options_.checkpointLogBytes : 0;
    }
    return Status::ok();
}

// --- handles and paths

Key HiveImpl::makeKey(uint32_t id) const {
    return Key(std::make_shared<HiveKeyHandle>(this, id, tree_.generation(id)));
}

Key HiveImpl::root() {
    std::shared_lock<SpinSharedMutex> lock(mutex_);
    return makeKey(HiveTree::kRootId);
}

std::optional<HiveImpl::KeyRef> HiveImpl::ownKey(const Key& key) const {
    if (key.issuer() != this) return std::nullopt;
    return KeyRef{static_cast<uint32_t>(key.word()), static_cast<uint32_t>(key.word() >> 32)};
}

Result<uint32_t> HiveImpl::resolve(const Key& key) const {
    std::optional<KeyRef> handle = ownKey(key);
    if (!handle) {
        if (!key.isOpen()) return Status::invalidArgument("the key handle is closed");
        if (dynamic_cast<const HiveKeyHandle*>(key.impl()) != nullptr) {
            return Status::invalidArgument("the key handle belongs to another hive, not " + describe());
        }
        return Status::invalidArgument("the key handle belongs to another registry backend, not " + describe());
    }
    if (tree_.node(handle->id) == nullptr || tree_.generation(handle->id) != handle->generation) {
        return Status::keyDeleted("the key this handle refers to has been deleted from " + describe());
    }
    return handle->id;
}

std::string HiveImpl::keyName(uint32_t id) const {
    if (id == HiveTree::kRootId) return "the root key of " + describe();
    return "key " + quote(tree_.path(id)) + " of " + describe();
}

Status HiveImpl::readOnlyError(const std::string& action) const {
    return Status::readOnly(describe() + " is open read-only: cannot " + action);
}

uint32_t HiveImpl::walk(uint32_t from, const std::vector<std::string_view>& parts, size_t& matched) const {
    uint32_t id = from;
    for (; matched < parts.size(); ++matched) {
        uint32_t next = tree_.findChild(*tree_.node(id), parts[matched]);
        if (next == HiveTree::kNoKey) break;
        id = next;
    }
    return id;
}

Result<uint32_t> HiveImpl::find(const Key& parent, std::string_view subPath) const {
    WR_ASSIGN_OR_RETURN(uint32_t id, resolve(parent));
    auto parts = splitPath(subPath);
    if (!parts) return parts.status();
    size_t matched = 0;
    uint32_t last = walk(id, *parts, matched);
    if (matched < parts->size()) {
        return Status::notFound("key " + quote(subPath) + " not found under " + keyName(id) + ": " +
                                quote((*parts)[matched]) + " does not exist" +
                                (matched > 0 ? " in " + quote(tree_.path(last)) : std::string()));
    }
    return last;
}

// --- keys

Result<Key> HiveImpl::createKey(const Key& parent, std::string_view subPath, bool* created) {
    if (created != nullptr) *created = false;
    auto partsOr = splitPath(subPath);
    if (!partsOr) return partsOr.status().withContext("cannot create key in " + describe());
    const auto& parts = *partsOr;
    for (std::string_view part : parts) {
        Status valid = validateKeyName(part);
        if (!valid.isOk()) return valid.withContext("cannot create key " + quote(subPath) + " in " + describe());
    }
    // Most calls open existing keys: look under the shared lock first, and
    // remember how far the path exists so the writer need not walk it again.
    uint32_t id = 0, last = 0, lastGeneration = 0;
    size_t matched = 0;
    {
        std::shared_lock<SpinSharedMutex> lock(mutex_);
        WR_ASSIGN_OR_RETURN(id, resolve(parent));
        last = walk(id, parts, matched);
        if (matched == parts.size()) return makeKey(last);
        lastGeneration = tree_.generation(last);
    }
    if (options_.readOnly) return readOnlyError("create key " + quote(subPath));
    std::unique_lock<SpinSharedMutex> lock(mutex_);
    if (tree_.node(last) == nullptr || tree_.generation(last) != lastGeneration) {
        // Deleted in between: start over from the parent.
        WR_ASSIGN_OR_RETURN(id, resolve(parent));
        matched = 0;
        last = id;
    }
    last = walk(last, parts, matched);
    if (matched == parts.size()) return makeKey(last);
    Status shallowEnough = validateKeyDepth(tree_.depth(last) + (parts.size() - matched));
    if (!shallowEnough.isOk()) {
        return shallowEnough.withContext("cannot create key " + quote(subPath) + " under " + keyName(id));
    }
    Change change;
    change.op = ChangeOp::kCreateKeys;
    change.key = last;
    for (size_t i = matched; i < parts.size(); ++i) change.newKeys.push_back({tree_.allocateId(), parts[i]});
    Status committed = commit(change);
    if (!committed.isOk()) {
        for (const NewKey& k : change.newKeys) tree_.releaseId(k.id);
        return committed.withContext("cannot create key " + quote(subPath) + " under " + keyName(id));
    }
    Key key = makeKey(change.newKeys.back().id);
    lock.unlock();
    WR_RETURN_IF_ERROR(afterChange());
    if (created != nullptr) *created = true;
    return key;
}

Result<Key> HiveImpl::openKey(const Key& parent, std::string_view subPath) {
    std::shared_lock<SpinSharedMutex> lock(mutex_);
    WR_ASSIGN_OR_RETURN(uint32_t id, find(parent, subPath));
    return makeKey(id);
}

Status HiveImpl::deleteKey(const Key& parent, std::string_view subPath) {
    if (options_.readOnly) return readOnlyError("delete key " + quote(subPath));
    std::unique_lock<SpinSharedMutex> lock(mutex_);
    WR_ASSIGN_OR_RETURN(uint32_t id, find(parent, subPath));
    if (id == HiveTree::kRootId) return Status::invalidArgument("the root key of " + describe() + " cannot be deleted");
    const Node* n = tree_.node(id);
    if (n->childCount() > 0) {
        return Status::invalidArgument("cannot delete " + keyName(id) + ": it has " + std::to_string(n->childCount()) +
                                       " subkeys; delete them first or delete the whole tree");
    }
    Change change;
    change.op = ChangeOp::kDeleteKey;
    change.key = id;
    std::string name = keyName(id);
    Status committed = commit(change);
    if (!committed.isOk()) return committed.withContext("cannot delete " + name);
    lock.unlock();
    return afterChange();
}

Status HiveImpl::deleteTree(const Key& parent, std::string_view subPath) {
    if (options_.readOnly) return readOnlyError("delete tree " + quote(subPath));
    std::unique_lock<SpinSharedMutex> lock(mutex_);
    WR_ASSIGN_OR_RETURN(uint32_t id, find(parent, subPath));
    Change change;
    // An empty path empties the key itself (RegDeleteTree with no subkey).
    change.op = subPath.empty() ? ChangeOp::kClearKey : ChangeOp::kDeleteKey;
    change.key = id;
    std::string name = keyName(id);
    Status committed = commit(change);
    if (!committed.isOk()) return committed.withContext("cannot delete the tree of " + name);
    lock.unlock();
    return afterChange();
}

Status HiveImpl::renameKey(const Key& parent, std::string_view oldName, std::string_view newName) {
    if (options_.readOnly) return readOnlyError("rename key " + quote(oldName));
    Status valid = validateKeyName(oldName);
    if (valid.isOk()) valid = validateKeyName(newName);
    if (!valid.isOk()) return valid.withContext("cannot rename key " + quote(oldName) + " to " + quote(newName));
    std::unique_lock<SpinSharedMutex> lock(mutex_);
    WR_ASSIGN_OR_RETURN(uint32_t parentId, resolve(parent));
    uint32_t id = tree_.findChild(*tree_.node(parentId), oldName);
    if (id == HiveTree::kNoKey) {
        return Status::notFound("cannot rename key " + quote(oldName) + ": " + keyName(parentId) +
                                " has no such subkey");
    }
    uint32_t other = tree_.findChild(*tree_.node(parentId), newName);
    if (other != HiveTree::kNoKey && other != id) {
        return Status::alreadyExists("cannot rename key " + quote(oldName) + " to " + quote(newName) + ": " +
                                     keyName(parentId) + " has a subkey of that name already");
    }
    if (tree_.node(id)->name() == newName) return Status::ok();
    Change change;
    change.op = ChangeOp::kRenameKey;
    change.key = id;
    change.name = newName;
    Status committed = commit(change);
    if (!committed.isOk()) return committed.withContext("cannot rename " + keyName(id));
    lock.unlock();
    return afterChange();
}

Result<std::string> HiveImpl::enumKey(const Key& key, uint32_t index) {
    std::shared_lock<SpinSharedMutex> lock(mutex_);
    WR_ASSIGN_OR_RETURN(uint32_t id, resolve(key));
    const Node* n = tree_.node(id);
    if (index >= n->childCount()) {
        return Status::notFound("no subkey at index " + std::to_string(index) + " of " + keyName(id) + " (it has " +
                                std::to_string(n->childCount()) + ")");
    }
    return std::string(tree_.node(n->child(index))->name());
}

Result<std::vector<std::string>> HiveImpl::listSubkeys(const Key& key, uint32_t start, uint32_t count) {
    std::shared_lock<SpinSharedMutex> lock(mutex_);
    WR_ASSIGN_OR_RETURN(uint32_t id, resolve(key));
    const Node* n = tree_.node(id);
    std::vector<std::string> out;
    uint32_t end = start < n->childCount() ? start + std::min(count, n->childCount() - start) : start;
    for (uint32_t i = start; i < end; ++i) out.emplace_back(tree_.node(n->child(i))->name());
    return out;
}

Result<KeyInfo> HiveImpl::queryInfo(const Key& key) {
    std::shared_lock<SpinSharedMutex> lock(mutex_);
    WR_ASSIGN_OR_RETURN(uint32_t id, resolve(key));
    const Node* n = tree_.node(id);
    KeyInfo info;
    info.subkeyCount = n->childCount();
    info.valueCount = n->valueCount;
    info.lastWriteTime = n->lastWrite;
    for (uint32_t i = 0; i < n->childCount(); ++i) {
        info.maxSubkeyNameLength = std::max<uint32_t>(
            info.maxSubkeyNameLength, static_cast<uint32_t>(utf16Length(tree_.node(n->child(i))->name())));
    }
    for (uint32_t i = 0, offset = 0; i < n->valueCount; ++i) {
        ValueEntry e = readLiveValueEntry(n->values(), offset);
        info.maxValueNameLength =
            std::max<uint32_t>(info.maxValueNameLength, static_cast<uint32_t>(utf16Length(e.name)));
        info.maxValueDataBytes = std::max<uint32_t>(info.maxValueDataBytes, static_cast<uint32_t>(e.dataBytes()));
        offset = e.offset + e.size;
    }
    return info;
}

// --- values

Status HiveImpl::setValue(const Key& key, std::string_view name, uint32_t type, BytesView data) {
    return setEntry(key, name, data.size(),
                    [&](Bytes& out, std::string_view valueName) { encodeValueEntry(out, valueName, type, data); });
}

Status HiveImpl::setValueText(const Key& key, std::string_view name, std::string_view utf8) {
    if (!isAsciiWithoutNul(utf8)) return Registry::setValueText(key, name, utf8);
    return setEntry(key, name, 2 * (utf8.size() + 1),
                    [&](Bytes& out, std::string_view valueName) { encodeTextEntry(out, valueName, utf8); });
}

template <typename Encode>
Status HiveImpl::setEntry(const Key& key, std::string_view name, size_t dataBytes, const Encode& encode) {
    Status valid = validateValueName(name);
    if (!valid.isOk()) return valid.withContext("cannot set a value in " + describe());
    if (options_.readOnly) return readOnlyError("set value " + quote(name));
    Status small = validateValueSize(dataBytes);
    if (!small.isOk()) return small.withContext("cannot set value " + quote(name) + " in " + describe());
    std::optional<KeyRef> handle = ownKey(key);
    // A small value set in a key with a value index has its record framed
    // under the lock, once the search's first reads are on their way, so the
    // framing overlaps their cache misses. Any other is framed before the
    // lock, so that threads setting values at once frame them in parallel.
    // Whether a key has an index is known only under the lock, so the choice
    // follows the last set's key (a WR-Store's buckets all have one, a
    // Factory's employees none).
    thread_local Bytes entry;
    thread_local Bytes record;
    Change change;
    change.op = ChangeOp::kSetValue;
    change.key = handle ? handle->id : 0;
    auto frame = [&](std::string_view valueName) {
        entry.clear();
        encode(entry, valueName);
        change.entry = entry;
        record.clear();
        appendLogRecord(record, change);
    };
    const bool lastIndexed = lastSetIndexed_.load(std::memory_order_relaxed);
    const bool frameUnderLock = lastIndexed && dataBytes <= kFrameUnderLockBytes;
    int64_t now = 0;
    if (!frameUnderLock) {
        frame(name);
        now = coarseNowFiletime();
    }
    std::unique_lock<SpinSharedMutex> lock(mutex_);
    WR_ASSIGN_OR_RETURN(uint32_t id, resolve(key));
    const Node* n = tree_.node(id);
    tree_.prefetchForSet(id, *n);
    tree_.prefetchSearch(id, name);
    if (const bool indexed = tree_.hasValueIndex(id); indexed != lastIndexed) {
        lastSetIndexed_.store(indexed, std::memory_order_relaxed);
    }
    if (frameUnderLock) {
        frame(name);
        now = coarseNowFiletime();
    }
    auto existing = tree_.findValue(id, *n, name, ValueSearch::kExpectNew);
    // An overwritten value keeps its position and the name it was first set with.
    if (existing && existing->name != name) frame(std::string(existing->name));
    uint64_t newSize = uint64_t(n->valuesSize) - tree_.holeBytes(id) + entry.size() - (existing ? existing->size : 0);
    if (newSize > UINT32_MAX) {
        return Status::limitExceeded("cannot set value " + quote(name) + " in " + keyName(id) +
                                     ": the key's values would take " + std::to_string(newSize) +
                                     " bytes, over the 4 GiB a key holds");
    }
    Status committed = commit(change, record, now, &existing);
    if (!committed.isOk()) return committed.withContext("cannot set value " + quote(name) + " in " + keyName(id));
    lock.unlock();
    if (record.capacity() > kKeptScratchBytes) {
        // A large value passed through: do not keep its buffers for the thread's lifetime.
        Bytes().swap(entry);
        Bytes().swap(record);
    }
    return afterChange();
}

template <typename Read>
auto HiveImpl::readEntry(const Key& key, std::string_view name, const Read& read)
    -> Result<decltype(read(ValueEntry{}))> {
    std::shared_lock<SpinSharedMutex> lock(mutex_);
    WR_ASSIGN_OR_RETURN(uint32_t id, resolve(key));
    auto found = tree_.findValue(id, *tree_.node(id), name, ValueSearch::kExpectFound);
    if (!found) return Status::notFound("value " + quote(name) + " not found in " + keyName(id));
    return read(*found);
}

Result<ValueData> HiveImpl::queryValue(const Key& key, std::string_view name) {
    return readEntry(key, name, [](const ValueEntry& e) { return ValueData{e.type, valueData(e)}; });
}

Result<ValueText> HiveImpl::queryValueText(const Key& key, std::string_view name) {
    return readEntry(key, name, [](const ValueEntry& e) {
        if (auto text = entryText(e)) return ValueText{e.type, true, std::move(*text)};
        return ValueText{e.type, false, valueData(e)};
    });
}

Status HiveImpl::deleteValue(const Key& key, std::string_view name) {
    if (options_.readOnly) return readOnlyError("delete value " + quote(name));
    std::unique_lock<SpinSharedMutex> lock(mutex_);
    WR_ASSIGN_OR_RETURN(uint32_t id, resolve(key));
    // The record is framed while the search's first read is on its way.
    tree_.prefetchSearch(id, name);
    Change change;
    change.op = ChangeOp::kDeleteValue;
    change.key = id;
    change.name = name;
    recordScratch_.clear();
    appendLogRecord(recordScratch_, change);
    int64_t now = coarseNowFiletime();
    auto existing = tree_.findValue(id, *tree_.node(id), name, ValueSearch::kExpectFound);
    if (!existing) {
        return Status::notFound("cannot delete value " + quote(name) + ": it does not exist in " + keyName(id));
    }
    Status committed = commit(change, recordScratch_, now, &existing);
    if (!committed.isOk()) return committed.withContext("cannot delete value " + quote(name) + " of " + keyName(id));
    lock.unlock();
    return afterChange();
}

Result<NamedValue> HiveImpl::enumValue(const Key& key, uint32_t index) {
    std::shared_lock<SpinSharedMutex> lock(mutex_);
    WR_ASSIGN_OR_RETURN(uint32_t id, resolve(key));
    const Node* n = tree_.node(id);
    if (index >= n->valueCount) {
        return Status::notFound("no value at index " + std::to_string(index) + " of " + keyName(id) + " (it has " +
                                std::to_string(n->valueCount) + ")");
    }
    ValueEntry e = tree_.valueAt(id, *n, index);
    return NamedValue{std::string(e.name), e.type, valueData(e)};
}

Result<std::vector<NamedValue>> HiveImpl::listValues(const Key& key, uint32_t start, uint32_t count) {
    std::shared_lock<SpinSharedMutex> lock(mutex_);
    WR_ASSIGN_OR_RETURN(uint32_t id, resolve(key));
    const Node* n = tree_.node(id);
    std::vector<NamedValue> out;
    if (start >= n->valueCount) return out;
    uint32_t end = start + std::min(count, n->valueCount - start);
    out.reserve(end - start);
    uint32_t offset = tree_.valueAt(id, *n, start).offset;
    for (uint32_t i = start; i < end; ++i) {
        ValueEntry e = readLiveValueEntry(n->values(), offset);
        out.push_back(NamedValue{std::string(e.name), e.type, valueData(e)});
        offset = e.offset + e.size;
    }
    return out;
}

// --- durability and counters

Status HiveImpl::flush() {
    if (options_.readOnly) return Status::ok();
    return syncLog().withContext("flush of " + describe());
}

Result<RegistryStatistics> HiveImpl::statistics() {
    RegistryStatistics stats;
    {
        std::shared_lock<SpinSharedMutex> lock(mutex_);
        stats.keys = tree_.keyCount();
        stats.values = tree_.valueCount();
        stats.nameAndDataBytes = tree_.rawBytes();
        stats.memoryBytes = tree_.memoryBytes();
    }
    stats.diskBytes = allocatedBytes(dir_);
    return stats;
}

}  // namespace

Result<std::unique_ptr<Hive>> Hive::open(const std::filesystem::path& dir, const HiveOptions& options) {
    auto hive = std::make_unique<HiveImpl>(dir, options);
    WR_RETURN_IF_ERROR(hive->openFiles());
    return std::unique_ptr<Hive>(std::move(hive));
}

}  // namespace wr::reg
