#include "stores/peers/rocksdb_bulk_load.h"

#include <rocksdb/comparator.h>
#include <rocksdb/db.h>
#include <rocksdb/options.h>
#include <rocksdb/sst_file_writer.h>

#include <stdlib.h>

#include <atomic>
#include <cerrno>
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
// Merge progress is reported every this many pairs (and throttled to 10 Hz).
constexpr uint64_t kProgressPairs = 4096;

rocksdb::Slice slice(BytesView b) { return {b.data(), b.size()}; }

// A directory of our own inside the work directory, removed with everything
// in it when destroyed (and the work directory too, when it was created for
// it and is left empty).
class ScratchDirectory {
public:
    static Result<ScratchDirectory> create(const fs::path& parent) {
        std::error_code ec;
        const bool parentExisted = fs::exists(parent, ec);
        if (!parentExisted) WR_RETURN_IF_ERROR(createDirectories(parent));
        std::string name = (parent / "rocksdb-bulk-load-XXXXXX").string();
        if (::mkdtemp(name.data()) == nullptr) {
            return Status::fromErrno("cannot create a scratch directory in " + parent.string(), errno);
        }
        return ScratchDirectory(name, parentExisted ? fs::path() : parent);
    }

    ScratchDirectory(ScratchDirectory&& other) noexcept
        : path_(std::exchange(other.path_, {})), createdParent_(std::exchange(other.createdParent_, {})) {}
    ScratchDirectory& operator=(ScratchDirectory&&) = delete;
    ScratchDirectory(const ScratchDirectory&) = delete;
    ~ScratchDirectory() { remove(); }

    const fs::path& path() const { return path_; }

    void remove() {
        std::error_code ec;
        if (!path_.empty()) fs::remove_all(path_, ec);
        if (!createdParent_.empty()) fs::remove(createdParent_, ec);
        path_.clear();
        createdParent_.clear();
    }

private:
    ScratchDirectory(fs::path path, fs::path createdParent)
        : path_(std::move(path)), createdParent_(std::move(createdParent)) {}

    fs::path path_;
    fs::path createdParent_;
};

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
          state_(std::move(where), options.cancel),
          scratch_(std::move(scratch)),
          sorter_(scratch_.path(), options.memoryBudget, options.cancel) {}

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
        WR_RETURN_IF_ERROR(usable());
        Status status = sorter_.add(key, value);
        runFiles_ = sorter_.runFilesWritten();
        return status.isOk() ? status : fail(status);
    }

    Status finish(ProgressSink* progress) override {
        WR_RETURN_IF_ERROR(usable());
        Status status = writeAndIngest(progress);
        scratch_.remove();
        if (!status.isOk()) return fail(status);
        finished_ = true;
        state_.finished();
        return Status::ok();
    }

private:
    // The state's verdict; no scratch file outlives the load's end.
    Status usable() {
        Status status = state_.usable(sorter_.pairsAdded());
        if (!status.isOk()) scratch_.remove();
        return status;
    }

    Status fail(const Status& status) {
        scratch_.remove();
        return state_.fail(status.withContext(state_.where() + ": bulk load"));
    }

    Status writeAndIngest(ProgressSink* progress) {
        runsMerged_ = sorter_.runs();
        SstFileChain chain(db_->GetOptions(), db_->DefaultColumnFamily(), scratch_.path());
        ProgressThrottle throttle(progress);
        const uint64_t total = sorter_.pairsAdded();
        const std::string phase = runFiles_ == 0
                                      ? "writing sorted pairs into SST files"
                                      : "merging " + countedNoun(runsMerged_, "sorted run") + " into SST files";
        uint64_t written = 0;
        const Status merged = sorter_.merge([&](BytesView key, BytesView value) {
            WR_RETURN_IF_ERROR(chain.put(key, value));
            if (++written % kProgressPairs == 0) throttle.report({phase, written, total, 0});
            return Status::ok();
        });
        WR_RETURN_IF_ERROR(merged);
        WR_ASSIGN_OR_RETURN(std::vector<std::string> files, chain.finish());
        sstFiles_ = files.size();
        throttle.report({phase, total, total, 0}, true);
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
    ScratchDirectory scratch_;
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
    Result<ScratchDirectory> scratch = ScratchDirectory::create(options.workDirectory);
    if (!scratch) return scratch.status().withContext(where + ": bulk load");
    return std::unique_ptr<BulkLoader>(
        std::make_unique<RocksDbBulkLoader>(std::move(db), std::move(where), std::move(*scratch), options));
}

}  // namespace wr::kv
