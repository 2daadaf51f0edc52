#include "exchange/pair_export.h"

#include "util/file.h"

namespace wr::exchange {

namespace {

// The file being written, with the progress of the pairs put into it.
class ExportFile {
public:
    ExportFile(AtomicFileWriter writer, const PairWriterOptions& options, ProgressSink* progress, uint64_t total)
        : writer_(std::move(writer)), format_(options), throttle_(progress), total_(total) {}

    Status start() { return writer_.append(format_.header()); }
    Status add(BytesView key, BytesView value) {
        WR_RETURN_IF_ERROR(writer_.append(format_.record(key, value)));
        ++outcome_.pairs;
        throttle_.report({"export", outcome_.pairs, total_, 0});
        return Status::ok();
    }
    void skipMissing() { ++outcome_.missing; }
    Result<ExportOutcome> commit() {
        outcome_.bytes = writer_.bytesWritten();
        WR_RETURN_IF_ERROR(writer_.commit());
        throttle_.report({"export", outcome_.pairs, total_, 0}, true);
        return outcome_;
    }

private:
    AtomicFileWriter writer_;
    PairWriter format_;
    ProgressThrottle throttle_;
    uint64_t total_;
    ExportOutcome outcome_;
};

Result<ExportFile> beginFile(const std::filesystem::path& path, const PairWriterOptions& options,
                             ProgressSink* progress, uint64_t total) {
    WR_ASSIGN_OR_RETURN(auto writer, AtomicFileWriter::begin(path));
    ExportFile file(std::move(writer), options, progress, total);
    WR_RETURN_IF_ERROR(file.start());
    return file;
}

Status cancelled() { return Status::cancelled("the export was cancelled; no file was written"); }

}  // namespace

Result<ExportOutcome> exportStore(kv::KvStore& store, const std::filesystem::path& path,
                                  const PairWriterOptions& options, BytesView prefix, ProgressSink* progress,
                                  const CancellationToken* cancel) {
    auto count = store.approximateCount();
    WR_ASSIGN_OR_RETURN(auto file, beginFile(path, options, progress, count ? *count : 0));
    WR_ASSIGN_OR_RETURN(auto cursor, store.scan());
    for (; cursor->valid(); cursor->next()) {
        if (cancel != nullptr && cancel->isCancelled()) return cancelled();
        if (!cursor->key().starts_with(prefix)) continue;
        auto value = cursor->value();
        // A pair removed since the scan passed it is simply not exported.
        if (value.status().is(StatusCode::kNotFound)) continue;
        if (!value) return value.status().withContext("key '" + printable(cursor->key()) + "'");
        WR_RETURN_IF_ERROR(file.add(cursor->key(), *value));
    }
    WR_RETURN_IF_ERROR(cursor->status());
    return file.commit();
}

Result<ExportOutcome> exportKeys(kv::KvStore& store, const std::vector<Bytes>& keys, const std::filesystem::path& path,
                                 const PairWriterOptions& options, ProgressSink* progress,
                                 const CancellationToken* cancel) {
    WR_ASSIGN_OR_RETURN(auto file, beginFile(path, options, progress, keys.size()));
    for (const Bytes& key : keys) {
        if (cancel != nullptr && cancel->isCancelled()) return cancelled();
        auto value = store.get(key);
        if (value.status().is(StatusCode::kNotFound)) {
            file.skipMissing();
            continue;
        }
        if (!value) return value.status().withContext("key '" + printable(key) + "'");
        WR_RETURN_IF_ERROR(file.add(key, *value));
    }
    return file.commit();
}

}  // namespace wr::exchange
