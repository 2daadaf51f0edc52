#include "stores/zdb/zdb_compaction.h"

#include "stores/zdb/zdb_entry_scan.h"
#include "util/clock.h"
#include "util/crash_point.h"

namespace wr::zdb {

namespace {

class Compaction {
public:
    Compaction(TableSet& set, ProgressSink* progress, CancellationToken* cancel, const std::atomic<bool>& closing)
        : set_(set), throttle_(progress), cancel_(cancel), closing_(closing) {}

    Status run() {
        WR_RETURN_IF_ERROR(set_.beginCompaction());
        crashPoint("zdb.compaction.after_begin");
        TableSet::Tables t = set_.tables();
        from_ = t.previous.get();
        into_ = t.current.get();
        total_ = from_->dataBytes();
        started_ = monotonicNanos();
        for (uint32_t f = 0; f < from_->fileCount(); ++f) {
            WR_RETURN_IF_ERROR(copyFile(f));
            crashPoint("zdb.compaction.after_copy_file");
        }
        WR_RETURN_IF_ERROR(sweep());
        crashPoint("zdb.compaction.before_finish");
        report("finishing: syncing the new table and deleting the old one", true);
        WR_RETURN_IF_ERROR(set_.finishCompaction());
        report("done", true);
        return Status::ok();
    }

private:
    bool stopped() const { return (cancel_ != nullptr && cancel_->isCancelled()) || closing_.load(); }
    Status cancelled() const {
        return Status::cancelled("compaction of " + from_->dir().parent_path().string() + " was cancelled after " +
                                 std::to_string(done_) + " of " + std::to_string(total_) +
                                 " bytes; the store keeps serving from both tables and the next compaction "
                                 "resumes the copy");
    }

    void report(std::string phase, bool force) {
        Progress p;
        p.phase = std::move(phase);
        p.done = done_;
        p.total = total_;
        double seconds = static_cast<double>(monotonicNanos() - started_) / 1e9;
        p.rate = seconds > 0 ? static_cast<double>(done_) / seconds : 0;
        throttle_.report(p, force);
    }

    Status copyFile(uint32_t f) {
        const DataFile& file = from_->dataFile(f);
        std::string phase =
            "copying live entries of data file " + std::to_string(f + 1) + " of " + std::to_string(from_->fileCount());
        EntryReader reader(file, kDataHeaderBytes, file.end());
        done_ += kDataHeaderBytes;
        return scanEntries(
            reader, [&] { return stopped() ? cancelled() : Status::ok(); },
            [&](const EntryReader::Entry& e) {
                if (e.info.kind == EntryKind::kPut && belongs(e.key, f) &&
                    from_->item(e.key) == Item{e.position, false}) {
                    WR_RETURN_IF_ERROR(into_->copyIfNeverWritten(e.key, e.value, e.info.timestamp).status());
                }
                done_ += e.bytes();
                report(phase, false);
                return Status::ok();
            },
            [&](const EntryReader& damaged) -> Result<bool> {
                WR_RETURN_IF_ERROR(skipDamaged(damaged, f));
                return true;
            });
    }

    // The old index, swept for live keys the sequential pass did not reach
    // (it skips damaged stretches by the sizes they claim): they are copied
    // by position, so no live key is ever left behind.
    Status sweep() {
        const IndexShape& shape = from_->shape();
        Bytes value;
        return from_->index().forEachSlot(
            [&] { return stopped() ? cancelled() : Status::ok(); },
            [&](uint64_t slot) {
                uint64_t key = shape.kmin + slot;
                Item old = from_->item(key);
                if (!old.live() || !into_->item(key).empty()) return Status::ok();
                int64_t timestamp = 0;
                Status read = from_->readItem(key, old, &value, &timestamp);
                if (!read.isOk()) {
                    return read.withContext("compaction stopped, the store keeps serving from both tables");
                }
                return into_->copyIfNeverWritten(key, value, timestamp).status();
            });
    }

    bool belongs(uint64_t key, uint32_t f) const { return from_->inRange(key) && from_->fileOf(key) == f; }

    // A damaged entry that is no key's live value is garbage the compaction
    // drops; one that is live cannot be copied, and stops the compaction.
    Status skipDamaged(const EntryReader& reader, uint32_t f) {
        Status live = from_->checkDamagedEntry(reader, f, into_);
        if (!live.isOk()) return live.withContext("compaction stopped, the store keeps serving from both tables");
        done_ += reader.damagedEnd() - reader.offset();
        return Status::ok();
    }

    TableSet& set_;
    ProgressThrottle throttle_;
    CancellationToken* cancel_;
    const std::atomic<bool>& closing_;
    FlatTable* from_ = nullptr;
    FlatTable* into_ = nullptr;
    uint64_t total_ = 0;
    uint64_t done_ = 0;
    uint64_t started_ = 0;
};

}  // namespace

Status compactTables(TableSet& tables, ProgressSink* progress, CancellationToken* cancel,
                     const std::atomic<bool>& closing) {
    return Compaction(tables, progress, cancel, closing).run();
}

}  // namespace wr::zdb
