#include "stores/zdb/zdb_recovery.h"

#include <algorithm>

#include "stores/zdb/zdb_entry_scan.h"

namespace wr::zdb {

namespace {

class Recovery {
public:
    Recovery(std::vector<std::unique_ptr<DataFile>>& files, FlatIndex& index, RecoveryReport& report)
        : files_(files), index_(index), shape_(index.shape()), report_(report) {}

    Result<RecoveredState> run(const IndexHeader& header, bool rebuilt) {
        state_.maxTimestamp = header.maxTimestamp;
        std::vector<uint64_t> checkpoints = header.checkpoints;
        std::vector<uint32_t> forget;
        for (uint32_t f = 0; f < files_.size(); ++f) {
            if (checkpoints[f] < kDataHeaderBytes || checkpoints[f] > files_[f]->end()) {
                note(files_[f]->path().string() + " is shorter (" + std::to_string(files_[f]->end()) +
                     " bytes) than its checkpoint (" + std::to_string(checkpoints[f]) + "): replaying it whole");
                checkpoints[f] = kDataHeaderBytes;
                forget.push_back(f);
            }
        }
        if (!rebuilt && !forget.empty()) forgetItemsOf(forget);
        for (uint32_t f = 0; f < files_.size(); ++f) WR_RETURN_IF_ERROR(replay(f, checkpoints[f]));
        // A fresh index holds only what replay wrote; otherwise items may be
        // ahead of the data.
        WR_RETURN_IF_ERROR(settleItems(checkpoints, rebuilt));
        return state_;
    }

private:
    uint64_t slotOf(uint64_t key) const { return key - shape_.kmin; }
    uint32_t fileOf(uint64_t key) const { return static_cast<uint32_t>(key % shape_.files); }
    bool belongs(uint64_t key, uint32_t f) const { return key >= shape_.kmin && key < shape_.kmax && fileOf(key) == f; }
    void note(std::string line) { report_.notes.push_back(std::move(line)); }

    void forgetItemsOf(const std::vector<uint32_t>& forget) {
        std::vector<bool> wipe(files_.size(), false);
        for (uint32_t f : forget) wipe[f] = true;
        for (uint64_t slot = 0; slot < shape_.slotCount(); ++slot) {
            if (wipe[fileOf(shape_.kmin + slot)] && index_.load(slot) != 0) index_.store(slot, 0);
        }
    }

    void apply(uint64_t key, uint64_t position, bool removed) {
        index_.store(slotOf(key), encodeItem({position, removed}));
        touched_.push_back(key);
    }

    // Whether a valid entry starts at `offset` (or the file ends there).
    Result<bool> validEntryAt(const DataFile& file, uint64_t offset) {
        EntryReader probe(file, offset, file.end());
        WR_ASSIGN_OR_RETURN(EntryReader::State state, probe.next());
        return state != EntryReader::State::kDamaged;
    }

    Status replay(uint32_t f, uint64_t from) {
        DataFile& file = *files_[f];
        EntryReader reader(file, from, file.end());
        uint64_t maxPosition = maxItemPosition(shape_.itemBytes);
        return scanEntries(
            reader,
            [&](const EntryReader::Entry& e) {
                if (e.position > maxPosition) {
                    return Status::limitExceeded(file.path().string() + " holds an entry at offset " +
                                                 std::to_string(e.position) + ", beyond what " +
                                                 std::to_string(shape_.itemBytes) + "-byte index items address");
                }
                if (!belongs(e.key, f)) {
                    ++report_.damagedEntries;
                    note(file.path().string() + ": entry at offset " + std::to_string(e.position) + " holds key " +
                         std::to_string(e.key) + ", which does not belong in this file; skipped");
                    return Status::ok();
                }
                apply(e.key, e.position, e.info.kind == EntryKind::kRemoval);
                state_.maxTimestamp = std::max(state_.maxTimestamp, e.info.timestamp);
                ++report_.entriesReplayed;
                return Status::ok();
            },
            [&](const EntryReader& damaged) -> Result<bool> {
                uint64_t claimed = damaged.damagedEnd();
                if (claimed != 0 && claimed < file.end()) {
                    WR_ASSIGN_OR_RETURN(bool followed, validEntryAt(file, claimed));
                    if (followed) {
                        markDamaged(damaged, f);
                        note(damaged.problem() + "; kept in place, a get of its key reports the damage");
                        return true;
                    }
                }
                WR_RETURN_IF_ERROR(cutTail(file, damaged.offset(), damaged.problem()));
                return false;
            });
    }

    // Points the key of a damaged mid-file entry at it, when its key field
    // is plausible, so the damage is reported instead of an older value.
    void markDamaged(const EntryReader& reader, uint32_t f) {
        ++report_.damagedEntries;
        auto key = reader.damagedKey();
        if (key.isOk() && belongs(*key, f)) apply(*key, reader.offset(), false);
    }

    // Where the bytes past `at` end once the trailing zeros are left out:
    // `at` when they are all zero, else the end of the last 4 KiB block that
    // holds a non-zero byte (or the file's end, if sooner).
    Result<uint64_t> endOfNonZero(const DataFile& file, uint64_t at) {
        constexpr uint64_t kBlock = 4096;
        uint64_t size = file.end();
        Bytes chunk;
        for (uint64_t hi = size; hi > at;) {
            uint64_t lo = hi > at + (uint64_t{1} << 20) ? hi - (uint64_t{1} << 20) : at;
            chunk.resize(static_cast<size_t>(hi - lo));
            WR_RETURN_IF_ERROR(file.readRaw(lo, chunk.size(), chunk.data()));
            size_t last = chunk.find_last_not_of('\0');
            if (last != Bytes::npos) {
                uint64_t nonZeroEnd = lo + last + 1;
                return std::min(size, (nonZeroEnd + kBlock - 1) / kBlock * kBlock);
            }
            hi = lo;
        }
        return at;
    }

    // Cuts the file at `at`, where replay met `problem`: a run of zeros is
    // the unused preallocated space of a file that was open (DataFile) and
    // goes silently; anything else is a torn tail, kept beside the file
    // (without the zeros after it).
    Status cutTail(DataFile& file, uint64_t at, const std::string& problem) {
        WR_ASSIGN_OR_RETURN(uint64_t size, endOfNonZero(file, at));
        if (size == at) return file.truncate(at);
        note(problem + "; cutting the torn tail of " + std::to_string(size - at) + " bytes");
        report_.tornBytes += size - at;
        if (!file.readOnly()) {
            fs::path keep = file.path();
            keep += ".torn-" + std::to_string(at);
            WR_ASSIGN_OR_RETURN(File out, File::open(keep, File::Mode::kTruncateReadWrite));
            Bytes chunk;
            for (uint64_t off = at; off < size;) {
                chunk.resize(static_cast<size_t>(std::min<uint64_t>(size - off, 1 << 20)));
                WR_RETURN_IF_ERROR(file.readRaw(off, chunk.size(), chunk.data()));
                WR_RETURN_IF_ERROR(out.append(chunk));
                off += chunk.size();
            }
            WR_RETURN_IF_ERROR(out.sync());
            note("kept the cut bytes in " + keep.string());
        }
        return file.truncate(at);
    }

    Status settleItems(const std::vector<uint64_t>& checkpoints, bool rebuilt) {
        std::sort(touched_.begin(), touched_.end());
        std::vector<std::vector<uint64_t>> ahead(files_.size());
        WR_RETURN_IF_ERROR(index_.forEachSlot([&](uint64_t slot) {
            Item item = decodeItem(index_.load(slot));
            if (item.empty()) return Status::ok();
            uint64_t key = shape_.kmin + slot;
            uint32_t f = fileOf(key);
            if (!rebuilt && item.position >= checkpoints[f] &&
                !std::binary_search(touched_.begin(), touched_.end(), key)) {
                ahead[f].push_back(key);
            } else if (item.live()) {
                ++state_.liveCount;
            }
            return Status::ok();
        }));
        for (uint32_t f = 0; f < files_.size(); ++f) {
            if (!ahead[f].empty()) WR_RETURN_IF_ERROR(rollBack(f, checkpoints[f], ahead[f]));
        }
        return Status::ok();
    }

    // Sets each key of `keys` (sorted) to its last entry below `checkpoint`.
    Status rollBack(uint32_t f, uint64_t checkpoint, const std::vector<uint64_t>& keys) {
        DataFile& file = *files_[f];
        std::vector<uint64_t> found(keys.size(), 0);
        EntryReader reader(file, kDataHeaderBytes, std::min(checkpoint, file.end()));
        WR_RETURN_IF_ERROR(scanEntries(
            reader,
            [&](const EntryReader::Entry& e) {
                auto it = std::lower_bound(keys.begin(), keys.end(), e.key);
                if (it != keys.end() && *it == e.key) {
                    found[it - keys.begin()] = encodeItem({e.position, e.info.kind == EntryKind::kRemoval});
                }
                return Status::ok();
            },
            [&](const EntryReader& damaged) -> Result<bool> {
                note(damaged.problem() + "; below the checkpoint, skipped while rolling back items");
                return true;
            }));
        for (size_t i = 0; i < keys.size(); ++i) {
            index_.store(slotOf(keys[i]), found[i]);
            if (decodeItem(found[i]).live()) ++state_.liveCount;
        }
        report_.itemsRolledBack += keys.size();
        note(std::to_string(keys.size()) + " index items of " + file.path().string() +
             " pointed past what the data file holds; rolled back to the entries below its checkpoint");
        return Status::ok();
    }

    std::vector<std::unique_ptr<DataFile>>& files_;
    FlatIndex& index_;
    const IndexShape& shape_;
    RecoveryReport& report_;
    RecoveredState state_;
    std::vector<uint64_t> touched_;
};

}  // namespace

Result<RecoveredState> recoverTable(std::vector<std::unique_ptr<DataFile>>& files, FlatIndex& index,
                                    const IndexHeader& header, bool rebuilt, RecoveryReport& report) {
    bool sizesMatch = true;
    for (uint32_t f = 0; f < files.size(); ++f) sizesMatch = sizesMatch && files[f]->end() == header.checkpoints[f];
    if (header.clean && sizesMatch && !rebuilt) return RecoveredState{header.liveCount, header.maxTimestamp};
    report.clean = false;
    return Recovery(files, index, report).run(header, rebuilt);
}

}  // namespace wr::zdb
