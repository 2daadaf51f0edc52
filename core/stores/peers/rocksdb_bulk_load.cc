#include "stores/peers/rocksdb_bulk_load.h"

#include <rocksdb/comparator.h>
#include <rocksdb/db.h>
#include <rocksdb/options.h>
#include <rocksdb/sst_file_writer.h>

#include <atomic>
#include <optional>
#include <utility>
#include <vector>

#include "stores/peers/bulk_load_state.h"
#include "stores/peers/sorted_runs.h"
#include "util/file.h"

namespace wr::kv {

namespace {

// SST files are closed once they reach this size: large enough that a big
// load makes few of them, small enough for compactions to handle well.
constexpr uint64_t kTargetSstBytes = uint64_t{128} << 20;

rocksdb::Slice slice(BytesView b) { return {b.data(), b.size()}; }

// Sorted pairs into consecutive SST files of about kTargetSstBytes each.
class SstFileChain {
public:
    SstFileChain(rocksdb::Options options, rocksdb::ColumnFamilyHandle* family, fs::path directory)
        : options_(std::move(options)), family_(family), directory_(std::move(directory)) {}

    Status put(BytesView key, BytesView value) {
        if (!writer_) WR_RETURN_IF_ERROR(openNext());
        WR_RETURN_IF_ERROR(check(writer_->Put(slice(key), slice(value)), "writing"));
        return writer_->FileSize() >= kTargetSstBytes ? closeCurrent() : Status::ok();
    }

    // The files written, each finished and synced.
    Result<std::vector<std::string>> finish() {
        if (writer_) WR_RETURN_IF_ERROR(closeCurrent());
        return files_;
    }

private:
    Status openNext() {
        files_.push_back((directory_ / ("bulk-" + std::to_string(files_.size()) + ".sst")).string());
        // The pages are left in the cache: the files become the store's.
        writer_.emplace(rocksdb::EnvOptions(options_), options_, family_, false);
        return check(writer_->Open(files_.back()), "creating");
    }

    Status closeCurrent() {
        Status status = check(writer_->Finish(), "finishing");
        writer_.reset();
        return status;
    }

    Status check(const rocksdb::Status& s, const char* step) const {
        if (s.ok()) return Status::ok();
        return Status::ioError(std::string(step) + " SST file " + files_.back() + ": " + s.ToString());
    }

    rocksdb::Options options_;
    rocksdb::ColumnFamilyHandle* family_;
    fs::path directory_;
    std::optional<rocksdb::SstFileWriter> writer_;
    std::vector<std::string> files_;
};

class RocksDbBulkLoader : public BulkLoader {
public:
    RocksDbBulkLoader(std::shared_ptr<rocksdb::DB> db, std::string where, ScratchDirectory scratch,
                      const BulkLoadOptions& options)
        : db_(std::move(db)),
          state_(std::move(where), options.cancel, std::move(scratch)),
          sorter_(state_.scratchPath(), options.memoryBudget, options.cancel) {}

    std::string description() const override {
        const std::string name = "RocksDB SST ingestion";
        if (!finished_) {
            const size_t runs = runFiles_;
            if (runs == 0) return name + " (pairs sorted in memory so far)";
            return name + " (" + countedNoun(runs, "sorted run") + " written so far)";
        }
        const std::string files = countedNoun(sstFiles_, "SST file");
        if (runFiles_ == 0) return name + " (sorted in memory, written as " + files + ")";
        return name + " (" + countedNoun(runsMerged_, "sorted run") + " merged into " + files + ")";
    }

    Status add(BytesView key, BytesView value) override {
        WR_RETURN_IF_ERROR(state_.usable(sorter_.pairsAdded()));
        Status status = sorter_.add(key, value);
        runFiles_ = sorter_.runFilesWritten();
        return status.isOk() ? status : fail(status);
    }

    Status finish(ProgressSink* progress) override {
        WR_RETURN_IF_ERROR(state_.usable(sorter_.pairsAdded()));
        Status written = writeAndIngest(progress);
        Status finished = state_.finish(written.isOk() ? written : written.withContext(state_.where() + ": bulk load"));
        finished_ = finished.isOk();
        return finished;
    }

private:
    Status fail(const Status& status) { return state_.fail(status.withContext(state_.where() + ": bulk load")); }

    Status writeAndIngest(ProgressSink* progress) {
        runsMerged_ = sorter_.runs();
        SstFileChain chain(db_->GetOptions(), db_->DefaultColumnFamily(), state_.scratchPath());
        WR_RETURN_IF_ERROR(
            sorter_.merge([&](BytesView key, BytesView value) { return chain.put(key, value); }, progress));
        WR_ASSIGN_OR_RETURN(std::vector<std::string> files, chain.finish());
        sstFiles_ = files.size();
        if (files.empty()) return Status::ok();

        rocksdb::IngestExternalFileOptions ingest;
        ingest.move_files = true;
        // Nothing to rewrite inside the files: they are read as they are.
        ingest.write_global_seqno = false;
        const rocksdb::Status s = db_->IngestExternalFile(db_->DefaultColumnFamily(), files, ingest);
        if (!s.ok()) {
            return Status::ioError("ingesting " + countedNoun(files.size(), "SST file") +
                                   " (IngestExternalFile): " + s.ToString());
        }
        return Status::ok();
    }

    std::shared_ptr<rocksdb::DB> db_;
    LoaderState state_;
    ExternalSorter sorter_;
    // Read by description() from any thread.
    std::atomic<size_t> runFiles_{0};
    std::atomic<size_t> runsMerged_{0};
    std::atomic<size_t> sstFiles_{0};
    std::atomic<bool> finished_{false};
};

}  // namespace

Result<std::unique_ptr<BulkLoader>> makeRocksDbBulkLoader(std::shared_ptr<rocksdb::DB> db, std::string where,
                                                          const BulkLoadOptions& options) {
    if (db->GetOptions().comparator != rocksdb::BytewiseComparator()) {
        return Status::notSupported(where + ": bulk load: the store's keys are not in bytewise order");
    }
    Result<ScratchDirectory> scratch = ScratchDirectory::create(options.workDirectory, "rocksdb-bulk-load");
    if (!scratch) return scratch.status().withContext(where + ": bulk load");
    return std::unique_ptr<BulkLoader>(
        std::make_unique<RocksDbBulkLoader>(std::move(db), std::move(where), std::move(*scratch), options));
}

}  // namespace wr::kv
