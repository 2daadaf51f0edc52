// dumpStore and loadDump (dump_format.h): a store's scan into a dump file,
// and a dump file into a store in write batches.
#include "exchange/dump_format.h"

namespace wr::exchange {

namespace {

// A load's write batch ends at whichever of these it reaches first: enough
// pairs to amortise a store's per-write cost, few enough bytes that large
// values do not pile up in memory.
constexpr size_t kLoadBatchPairs = 1000;
constexpr uint64_t kLoadBatchBytes = uint64_t{4} << 20;

}  // namespace

Result<DumpOutcome> dumpStore(kv::KvStore& store, const std::filesystem::path& path, DumpFormat format,
                              ProgressSink* progress, const CancellationToken* cancel) {
    const auto count = store.approximateCount();
    const uint64_t total = count ? *count : 0;
    WR_ASSIGN_OR_RETURN(auto writer, DumpFileWriter::create(path, format));
    WR_ASSIGN_OR_RETURN(auto cursor, store.scan());
    ProgressThrottle throttle(progress);
    DumpOutcome outcome;
    for (; cursor->valid(); cursor->next()) {
        if (cancel != nullptr && cancel->isCancelled()) {
            return Status::cancelled("the dump was cancelled; no file was written");
        }
        auto value = cursor->value();
        // A pair removed since the scan passed it is simply not dumped.
        if (value.status().is(StatusCode::kNotFound)) continue;
        if (!value) return value.status().withContext("key '" + printable(cursor->key()) + "'");
        WR_RETURN_IF_ERROR(writer->add(cursor->key(), *value));
        ++outcome.pairs;
        throttle.report({"dump", outcome.pairs, total, 0});
    }
    WR_RETURN_IF_ERROR(cursor->status());
    WR_ASSIGN_OR_RETURN(outcome.bytes, writer->finish());
    throttle.report({"dump", outcome.pairs, outcome.pairs, 0}, true);
    return outcome;
}

Result<DumpOutcome> loadDump(kv::KvStore& store, const std::filesystem::path& path, std::optional<DumpFormat> format,
                             ProgressSink* progress, const CancellationToken* cancel) {
    WR_ASSIGN_OR_RETURN(auto reader, DumpFileReader::open(path, format));
    ProgressThrottle throttle(progress);
    DumpOutcome outcome;
    kv::WriteBatch batch;
    uint64_t batchBytes = 0;
    auto writeBatch = [&]() -> Status {
        if (batch.empty()) return Status::ok();
        WR_RETURN_IF_ERROR(store.write(batch));
        outcome.pairs += batch.size();
        batch.clear();
        batchBytes = 0;
        throttle.report({"load", outcome.pairs, 0, 0});
        return Status::ok();
    };
    auto stopped = [&](const Status& status) {
        return status.withContext("after " + std::to_string(outcome.pairs) + " pairs were loaded");
    };
    Bytes key;
    Bytes value;
    while (true) {
        if (cancel != nullptr && cancel->isCancelled()) return stopped(Status::cancelled("the load was cancelled"));
        auto more = reader->next(key, value);
        if (!more) {
            // The pairs read before the damage still go in, so that the
            // count in the error is what the store holds.
            const Status written = writeBatch();
            return stopped(written.isOk() ? more.status() : written);
        }
        if (!*more) break;
        batchBytes += key.size() + value.size();
        batch.put(key, value);
        if (batch.size() >= kLoadBatchPairs || batchBytes >= kLoadBatchBytes) {
            if (Status s = writeBatch(); !s.isOk()) return stopped(s);
        }
    }
    if (Status s = writeBatch(); !s.isOk()) return stopped(s);
    WR_RETURN_IF_ERROR(store.flush());
    std::error_code error;
    outcome.bytes = std::filesystem::file_size(path, error);
    throttle.report({"load", outcome.pairs, outcome.pairs, 0}, true);
    return outcome;
}

}  // namespace wr::exchange
