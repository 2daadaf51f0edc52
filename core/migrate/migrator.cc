// migrate(): opens both stores, decides how to load (fresh, resumed, bulk),
// and runs the pipeline — the extraction on the calling thread, the loaders
// on their own — with periodic checkpoints, then verifies.
#include <algorithm>
#include <chrono>
#include <thread>

#include "migrate/bounded_queue.h"
#include "migrate/checkpoint_tracker.h"
#include "migrate/migration.h"
#include "migrate/migration_checkpoint.h"
#include "migrate/pair_loader.h"
#include "migrate/pair_stream.h"
#include "stores/store_factory.h"
#include "util/crash_point.h"

namespace wr::migrate {

namespace fs = std::filesystem;

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

// Pairs per write batch when the user leaves it to us: the LSM stores take
// large batches best; the registry-backed ones apply a batch put by put.
size_t defaultBatchPairs(const std::string& scheme) {
    if (scheme == "rocksdb" || scheme == "leveldb") return 10000;
    return 1000;
}

bool isEmpty(kv::KvStore& store) {
    auto cursor = store.scan();
    return cursor && !(*cursor)->valid() && (*cursor)->status().isOk();
}

// Forwards the E-then-T export's progress under the phase "extract".
class ExtractProgress : public ProgressSink {
public:
    ExtractProgress(ProgressSink* sink, uint64_t total) : sink_(sink), total_(total) {}
    void onProgress(const Progress& progress) override {
        if (sink_) sink_->onProgress({"extract", progress.done, total_, progress.rate, progress.bytes});
    }

private:
    ProgressSink* sink_;
    uint64_t total_;
};

class MigrationRun {
public:
    MigrationRun(kv::KvStore& source, kv::KvStore& target, const MigrationOptions& options, fs::path workDirectory)
        : source_(source), target_(target), options_(options), workDirectory_(std::move(workDirectory)) {}

    Result<MigrationReport> run(const std::optional<MigrationCheckpoint>& checkpoint);

private:
    Status prepare(const std::optional<MigrationCheckpoint>& checkpoint);
    Status pump(PairStream& stream);
    Status checkpointNow();
    void loaderThread();
    Status stopped(Status why);

    kv::KvStore& source_;
    kv::KvStore& target_;
    const MigrationOptions& options_;
    fs::path workDirectory_;
    MigrationReport report_;
    MigrationCheckpoint state_;
    std::optional<ResumePoint> resume_;
    std::unique_ptr<PairLoader> loader_;
    std::unique_ptr<CheckpointTracker> tracker_;
    std::unique_ptr<BoundedQueue<LoadBatch>> queue_;
    std::mutex errorMutex_;
    Status loadError_;
    std::atomic<uint64_t> loadedPairs_{0};
    std::atomic<uint64_t> loadedBytes_{0};
    uint64_t sourceCount_ = 0;
    Clock::time_point started_;
    Clock::time_point lastCheckpoint_;
    Clock::duration checkpointSpacing_{};  // at least options_.checkpointInterval
};

Status MigrationRun::prepare(const std::optional<MigrationCheckpoint>& checkpoint) {
    state_.sourceUri = source_.uri().toString();
    state_.targetUri = target_.uri().toString();
    state_.method = options_.method;
    state_.policy = options_.onConflict;
    std::unique_ptr<kv::BulkLoader> bulk;
    LoadTotals startTotals;
    ConflictPolicy policy = options_.onConflict;
    CheckpointTracker::Prefix start;
    if (checkpoint) {
        report_.resumed = true;
        state_.targetWasEmpty = checkpoint->targetWasEmpty;
        state_.policy = checkpoint->policy;
        policy = checkpoint->policy;
        if (!checkpoint->bulk) {
            resume_ = ResumePoint{checkpoint->pairs, checkpoint->lastKey};
            startTotals = checkpoint->totals;
            start = {checkpoint->pairs, checkpoint->bytes, checkpoint->lastKey};
            report_.resumedAfter = checkpoint->pairs;
        }
        // The pairs past the checkpoint may be in the target already, put
        // there by the interrupted run: they are written again, not refused.
        if (policy == ConflictPolicy::kAbort) policy = ConflictPolicy::kOverwrite;
    } else {
        state_.targetWasEmpty = isEmpty(target_);
        if (!state_.targetWasEmpty && policy == ConflictPolicy::kAbort) {
            return Status::alreadyExists("the target " + state_.targetUri +
                                         " already holds pairs; choose to overwrite them or to skip the keys it "
                                         "holds (--on-conflict overwrite|skip)");
        }
        if (state_.targetWasEmpty && options_.fastLoad) {
            kv::BulkLoadOptions bulkOptions{workDirectory_ / "bulk", options_.memoryBudget / 2, options_.cancel};
            if (auto offered = target_.bulkLoader(bulkOptions)) bulk = std::move(*offered);
        }
    }
    state_.bulk = bulk != nullptr;
    loader_ = std::make_unique<PairLoader>(source_, target_, std::move(bulk), policy, options_.onUnfitPair);
    loader_->startFrom(startTotals);
    tracker_ = std::make_unique<CheckpointTracker>(start);
    state_.totals = startTotals;
    state_.pairs = start.pairs;
    state_.bytes = start.bytes;
    state_.lastKey = start.lastKey;
    // Recorded before the first pair goes in, so that even a run killed at
    // once leaves something to resume from.
    return writeCheckpoint(workDirectory_, state_);
}

Status MigrationRun::checkpointNow() {
    if (state_.bulk) return Status::ok();
    CheckpointTracker::Prefix prefix = tracker_->prefix();
    MigrationCheckpoint next = state_;
    next.pairs = prefix.pairs;
    next.bytes = prefix.bytes;
    next.lastKey = prefix.lastKey;
    next.totals = loader_->totals();
    // Flush first: the checkpoint must never cover pairs the target could lose.
    const Clock::time_point flushStarted = Clock::now();
    WR_RETURN_IF_ERROR(target_.flush());
    crashPoint("migrate.checkpoint.after_flush");
    WR_RETURN_IF_ERROR(writeCheckpoint(workDirectory_, next));
    crashPoint("migrate.checkpoint.after_write");
    state_ = std::move(next);
    lastCheckpoint_ = Clock::now();
    // A flush that costs as much as the load (a server rewriting its whole
    // append-only file) spaces the checkpoints out: they take at most a tenth
    // of the time.
    checkpointSpacing_ = std::max<Clock::duration>(options_.checkpointInterval, 9 * (lastCheckpoint_ - flushStarted));
    return Status::ok();
}

void MigrationRun::loaderThread() {
    while (std::optional<LoadBatch> batch = queue_->pop()) {
        Status loaded = loader_->load(*batch);
        if (!loaded.isOk()) {
            std::lock_guard lock(errorMutex_);
            if (loadError_.isOk()) loadError_ = loaded;
            queue_->abandon();
            return;
        }
        uint64_t bytes = 0;
        for (const ExtractedPair& pair : batch->pairs)
            bytes += pair.key.size() + pair.value.size() + pair.streamedSize.value_or(0);
        loadedPairs_.fetch_add(batch->pairs.size(), std::memory_order_relaxed);
        loadedBytes_.fetch_add(bytes, std::memory_order_relaxed);
        Bytes lastKey = batch->pairs.empty() ? Bytes() : batch->pairs.back().key;
        tracker_->completed(batch->sequence, batch->endOrdinal, bytes, std::move(lastKey));
    }
}

// Extracts into batches until the stream ends, the user cancels or a loader fails.
Status MigrationRun::pump(PairStream& stream) {
    const size_t threads = loader_->bulk() ? 1 : std::max(1u, options_.loaderThreads);
    const size_t capacity = 2 * threads;
    const size_t batchPairs = options_.batchPairs > 0 ? options_.batchPairs : defaultBatchPairs(target_.uri().scheme());
    const uint64_t batchBytes = std::max<uint64_t>(1 << 20, options_.memoryBudget / (capacity + threads + 1));
    queue_ = std::make_unique<BoundedQueue<LoadBatch>>(capacity);
    std::vector<std::thread> loaders;
    for (size_t i = 0; i < threads; ++i) loaders.emplace_back([this] { loaderThread(); });
    report_.loadPath = loader_->bulk() ? loader_->bulkDescription()
                                       : "write batches of up to " + std::to_string(batchPairs) + " pairs on " +
                                             std::to_string(threads) + (threads == 1 ? " thread" : " threads");

    ProgressThrottle throttle(options_.progress);
    const char* phase = options_.method == Method::kExtractAndTransform ? "migrate" : "transform";
    uint64_t ordinal = resume_ ? resume_->pairs : 0;
    uint64_t sequence = 0;
    LoadBatch batch;
    uint64_t batchBytesNow = 0;
    double streamSeconds = 0;
    Status ended;
    auto flushBatch = [&] {
        batch.sequence = sequence++;
        batch.endOrdinal = ordinal;
        bool queued = queue_->push(std::move(batch));
        batch = LoadBatch();
        batchBytesNow = 0;
        return queued;
    };
    for (;;) {
        if (options_.cancel && options_.cancel->isCancelled()) {
            ended = Status::cancelled("the migration was stopped");
            break;
        }
        ExtractedPair pair;
        const auto before = Clock::now();
        auto more = stream.next(pair);
        streamSeconds += secondsSince(before);
        if (!more) {
            ended = more.status().withContext("reading the source after " + std::to_string(ordinal) + " pairs");
            break;
        }
        if (!*more) break;
        ++ordinal;
        report_.pairs += 1;
        report_.bytes += pair.key.size() + pair.value.size() + pair.streamedSize.value_or(0);
        batchBytesNow += pair.key.size() + pair.value.size();
        batch.pairs.push_back(std::move(pair));
        throttle.report({phase, loadedPairs_.load(), sourceCount_, 0, loadedBytes_.load()});
        if (batch.pairs.size() < batchPairs && batchBytesNow < batchBytes) continue;
        if (!flushBatch()) break;
        if (!state_.bulk && Clock::now() - lastCheckpoint_ >= checkpointSpacing_) {
            if (Status saved = checkpointNow(); !saved.isOk()) {
                ended = saved.withContext("saving the checkpoint");
                break;
            }
        }
    }
    if (ended.isOk() && !batch.pairs.empty()) flushBatch();
    const auto extractionEnded = Clock::now();
    queue_->close();
    for (std::thread& loader : loaders) loader.join();

    if (options_.method == Method::kExtractAndTransform) {
        report_.extractSeconds = streamSeconds;
    } else {
        report_.transformSeconds = streamSeconds;
    }
    {
        std::lock_guard lock(errorMutex_);
        if (!loadError_.isOk()) ended = loadError_.withContext("writing into the target");
    }
    if (ended.isOk()) {
        ended = loader_->finish(options_.progress);
        if (ended.isOk()) ended = target_.flush();
    }
    // A bulk loader's description is final once it finished.
    if (loader_->bulk()) report_.loadPath = loader_->bulkDescription();
    report_.loadSeconds = secondsSince(extractionEnded);
    throttle.report({phase, loadedPairs_.load(), sourceCount_, 0, loadedBytes_.load()}, true);
    return ended;
}

// A stopped migration keeps its checkpoint (after flushing what was loaded,
// when the target still can), and says how to go on.
Status MigrationRun::stopped(Status why) {
    (void)checkpointNow();
    if (state_.bulk) return why.withConsequence("the migration stopped; resuming it loads every pair again (--resume)");
    return why.withConsequence("the migration stopped with " + std::to_string(state_.pairs) +
                               " pairs safely in the target; a resumed migration (--resume) continues after them");
}

Result<MigrationReport> MigrationRun::run(const std::optional<MigrationCheckpoint>& checkpoint) {
    started_ = Clock::now();
    lastCheckpoint_ = started_;
    checkpointSpacing_ = options_.checkpointInterval;
    report_.method = options_.method;
    report_.sourceUri = source_.uri().toString();
    report_.targetUri = target_.uri().toString();
    if (auto count = source_.countKeys()) sourceCount_ = count->keys;
    WR_RETURN_IF_ERROR(prepare(checkpoint));

    ExtractProgress extractProgress(options_.progress, sourceCount_);
    ExtractionRequest request{options_.method, workDirectory_,   options_.streamThreshold,
                              resume_,         &extractProgress, options_.cancel};
    auto extraction = startExtraction(source_, request);
    if (!extraction) return stopped(extraction.status().withContext("extracting the source"));
    report_.intermediateFile = extraction->intermediateFile;
    report_.intermediateBytes = extraction->intermediateBytes;
    report_.extractSeconds = extraction->extractSeconds;

    Status pumped = pump(*extraction->stream);
    extraction->stream.reset();
    if (!report_.intermediateFile.empty()) {
        std::error_code ec;
        fs::remove(report_.intermediateFile, ec);
    }
    if (!pumped.isOk()) return stopped(pumped);
    report_.totalSeconds = secondsSince(started_);

    LoadTotals totals = loader_->totals();
    report_.written = totals.written;
    report_.keptExisting = totals.keptExisting;
    report_.streamed = totals.streamed;
    report_.skipped = totals.skipped;
    report_.skippedPairs = totals.skippedPairs;
    if (report_.resumed) report_.pairs += report_.resumedAfter;

    if (options_.verify) {
        const auto verifyStart = Clock::now();
        auto verification = verifyStores(source_, target_, state_.targetWasEmpty && totals.skipped == 0,
                                         options_.progress, options_.cancel);
        if (!verification) return verification.status().withContext("verifying the target (the migration finished)");
        report_.verification = std::move(*verification);
        report_.verifySeconds = secondsSince(verifyStart);
    }
    std::error_code ec;
    fs::remove_all(workDirectory_, ec);
    report_.workDirectory = workDirectory_;
    return report_;
}

}  // namespace

Result<MigrationReport> migrate(const kv::StoreUri& source, const kv::StoreUri& target,
                                const MigrationOptions& options) {
    WR_RETURN_IF_ERROR(checkEndpoints(source, target));
    fs::path workDirectory = options.workDirectory;
    if (workDirectory.empty()) {
        WR_ASSIGN_OR_RETURN(workDirectory, defaultWorkDirectory(target));
    }
    WR_ASSIGN_OR_RETURN(std::optional<MigrationCheckpoint> checkpoint, readCheckpoint(workDirectory));
    if (checkpoint && !options.resume) {
        return Status::alreadyExists("an interrupted migration into this target left its checkpoint in " +
                                     workDirectory.string() +
                                     "; resume it (--resume), or delete that directory "
                                     "to start over");
    }
    if (options.resume && !checkpoint) {
        return Status::notFound("there is no interrupted migration to resume in " + workDirectory.string());
    }
    if (checkpoint && (checkpoint->sourceUri != source.toString() || checkpoint->targetUri != target.toString())) {
        return Status::invalidArgument("the checkpoint in " + workDirectory.string() + " belongs to the migration " +
                                       checkpoint->sourceUri + " -> " + checkpoint->targetUri);
    }
    if (checkpoint && checkpoint->method != options.method) {
        return Status::invalidArgument(std::string("the interrupted migration used ") + methodName(checkpoint->method) +
                                       "; resume it with the same method");
    }
    WR_ASSIGN_OR_RETURN(std::unique_ptr<kv::KvStore> sourceStore,
                        kv::openStore(source, {.readOnly = true, .createIfMissing = false}));
    WR_ASSIGN_OR_RETURN(std::unique_ptr<kv::KvStore> targetStore,
                        kv::openStore(target, {.readOnly = false, .createIfMissing = true}));
    MigrationRun run(*sourceStore, *targetStore, options, workDirectory);
    auto report = run.run(checkpoint);
    Status closed = targetStore->close();
    (void)sourceStore->close();
    if (report && !closed.isOk()) return closed.withContext("closing the target");
    return report;
}

}  // namespace wr::migrate
