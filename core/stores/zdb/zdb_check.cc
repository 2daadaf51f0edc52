#include "stores/zdb/zdb_check.h"

#include "stores/zdb/zdb_entry_scan.h"
#include "stores/zdb/zdb_string_keys.h"

namespace wr::zdb {

namespace {

class Check {
public:
    Check(const StoreLayout& layout, ProgressSink* progress, CancellationToken* cancel)
        : layout_(layout), throttle_(progress), cancel_(cancel) {}

    Result<kv::CheckReport> run(const TableSet::Tables& t) {
        for (FlatTable* table : {t.previous.get(), t.current.get()}) {
            if (table != nullptr) total_ += table->dataBytes();
        }
        for (FlatTable* table : {t.previous.get(), t.current.get()}) {
            if (table == nullptr) continue;
            for (uint32_t f = 0; f < table->fileCount(); ++f) WR_RETURN_IF_ERROR(checkFile(*table, f));
            WR_RETURN_IF_ERROR(checkItems(*table));
        }
        report("done", true);
        return report_;
    }

private:
    Status cancelled() const {
        return Status::cancelled("the integrity check was cancelled after " + std::to_string(done_) + " of " +
                                 std::to_string(total_) + " bytes");
    }
    bool stopped() const { return cancel_ != nullptr && cancel_->isCancelled(); }

    void report(const std::string& phase, bool force) {
        Progress p;
        p.phase = phase;
        p.done = done_;
        p.total = total_;
        throttle_.report(p, force);
    }

    Status checkFile(const FlatTable& table, uint32_t f) {
        const DataFile& file = table.dataFile(f);
        std::string phase = "checking " + file.path().string();
        EntryReader reader(file, kDataHeaderBytes, file.end());
        done_ += kDataHeaderBytes;
        return scanEntries(
            reader, [&] { return stopped() ? cancelled() : Status::ok(); },
            [&](const EntryReader::Entry& e) {
                ++report_.entriesChecked;
                report_.bytesChecked += e.bytes();
                done_ += e.bytes();
                std::string where = "entry at offset " + std::to_string(e.position) + " of " + file.path().string();
                if (!table.inRange(e.key) || table.fileOf(e.key) != f) {
                    report_.problems.push_back(where + " holds key " + std::to_string(e.key) +
                                               ", which does not belong in this file");
                } else if (Item item = table.item(e.key); item.position < e.position) {
                    report_.orphans.push_back(where + " (key " + std::to_string(e.key) +
                                              ") is newer than the entry the index points at; the index is behind");
                }
                report(phase, false);
                return Status::ok();
            },
            [&](const EntryReader& damaged) -> Result<bool> {
                report_.problems.push_back(damaged.problem());
                // With no end the rest of the file cannot be parsed.
                if (damaged.damagedEnd() == 0) return false;
                done_ += damaged.damagedEnd() - damaged.offset();
                return true;
            });
    }

    Status checkItems(const FlatTable& table) {
        std::string phase = "checking the index items of " + table.dir().string();
        const IndexShape& shape = table.shape();
        Bytes value;
        return table.index().forEachSlot([&] { return stopped() ? cancelled() : Status::ok(); },
                                         [&](uint64_t slot) {
                                             uint64_t key = shape.kmin + slot;
                                             Item item = table.item(key);
                                             if (!item.live()) return Status::ok();
                                             Status read = table.readItem(key, item, &value);
                                             if (!read.isOk()) {
                                                 report_.problems.push_back(read.message());
                                                 return Status::ok();
                                             }
                                             if (layout_.keys == KeyMode::kString) checkBucket(key, value);
                                             report(phase, false);
                                             return Status::ok();
                                         });
    }

    void checkBucket(uint64_t number, BytesView bucket) {
        BucketReader reader(bucket, number);
        BytesView k;
        BytesView v;
        for (;;) {
            auto more = reader.next(&k, &v);
            if (!more.isOk()) {
                report_.problems.push_back(more.status().message());
                return;
            }
            if (!*more) return;
            uint64_t home = bucketOf(k, layout_.kmin, layout_.kmax);
            if (home != number) {
                report_.problems.push_back("bucket " + std::to_string(number) + " holds key '" + printable(k) +
                                           "', which hashes to bucket " + std::to_string(home));
            }
        }
    }

    const StoreLayout& layout_;
    ProgressThrottle throttle_;
    CancellationToken* cancel_;
    kv::CheckReport report_;
    uint64_t total_ = 0;
    uint64_t done_ = 0;
};

}  // namespace

Result<kv::CheckReport> checkTables(const TableSet::Tables& tables, const StoreLayout& layout, ProgressSink* progress,
                                    CancellationToken* cancel) {
    return Check(layout, progress, cancel).run(tables);
}

}  // namespace wr::zdb
