#include "bench/workloads/migration_workload.h"

#include <filesystem>

#include "bench/datasets/data_set_catalog.h"
#include "bench/datasets/large_value.h"
#include "migrate/migration.h"
#include "migrate/pair_stream.h"
#include "stores/bulk_load.h"
#include "stores/store_factory.h"
#include "util/clock.h"

namespace wr::bench {

namespace {

namespace fs = std::filesystem;

// Write batches of this many pairs where a target has no bulk path.
constexpr size_t kBulkBatchPairs = 1000;

// A phase timed as a whole: its pairs per second, without per-call latencies.
OpResult phaseOp(const std::string& name, uint64_t pairs, uint64_t bytes, double seconds) {
    OpResult op;
    op.op = name;
    op.count = pairs;
    op.bytes = bytes;
    op.seconds = seconds;
    if (seconds > 0) {
        op.opsPerSecond = static_cast<double>(pairs) / seconds;
        op.bytesPerMs = static_cast<double>(bytes) / (seconds * 1000);
    }
    return op;
}

// "migrate rocksdb e-and-t": the phase, the target and the method, where the
// step has them, so one step's ops stay apart from another's in the results.
std::string opName(const std::string& phase, const Json& params) {
    std::string name = phase;
    for (const std::string& part :
         {textOf(member(member(params, "target"), "label")), textOf(member(params, "method"))}) {
        if (!part.empty()) name += " " + part;
    }
    return name;
}

// Where E-then-T's file, checkpoints and bulk loaders' runs go: beside the
// stores, never inside either.
fs::path workDirectory(const RunSpec& spec) { return fs::path(spec.storeDir).parent_path() / "migration-work"; }

// The target's directory emptied, so every step that writes it starts fresh.
Result<std::string> freshTarget(const Json& params) {
    const std::string uri = textOf(member(params, "target_uri"));
    const fs::path dir = textOf(member(params, "target_dir"));
    if (uri.empty() || dir.empty()) return Status::invalidArgument("the step names no placed target");
    std::error_code ec;
    fs::remove_all(dir, ec);
    fs::create_directories(dir, ec);
    if (ec) return Status::ioError("creating " + dir.string() + ": " + ec.message());
    return uri;
}

Result<std::unique_ptr<kv::KvStore>> openTarget(StepContext& ctx, const std::string& uri) {
    auto store = kv::openStore(uri);
    if (!store.isOk()) return store.status().withContext("opening the target " + opName("", ctx.params()));
    return store;
}

// Fig. 16a: the extraction drained, nothing loaded.
Status extract(StepContext& ctx, kv::KvStore& source, migrate::Method method) {
    migrate::ExtractionRequest request;
    request.method = method;
    request.workDirectory = workDirectory(ctx.spec());
    request.cancel = &ctx.cancel();
    std::error_code ec;
    fs::create_directories(request.workDirectory, ec);
    const bool separate = method == migrate::Method::kExtractThenTransform;
    ctx.meter().beginPhase(separate ? "export" : "e-and-t", 0);
    uint64_t start = monotonicNanos();
    WR_ASSIGN_OR_RETURN(migrate::Extraction extraction, migrate::startExtraction(source, request));
    double exportSeconds = separate ? extraction.extractSeconds : 0;
    if (separate) ctx.meter().beginPhase("transform", 0);
    uint64_t transformStart = monotonicNanos();
    uint64_t pairs = 0;
    uint64_t bytes = 0;
    migrate::ExtractedPair pair;
    while (true) {
        if (ctx.cancel().isCancelled()) return ctx.cancelled();
        WR_ASSIGN_OR_RETURN(bool more, extraction.stream->next(pair));
        if (!more) break;
        ++pairs;
        bytes += pair.key.size() + pair.streamedSize.value_or(pair.value.size());
        ctx.meter().add();
    }
    double transformSeconds = secondsSince(transformStart);
    double totalSeconds = secondsSince(start);
    if (!extraction.intermediateFile.empty()) fs::remove(extraction.intermediateFile, ec);
    StepResult& r = ctx.result();
    if (separate) {
        r.ops.push_back(phaseOp("export", pairs, bytes, exportSeconds));
        r.ops.push_back(phaseOp("transform", pairs, bytes, transformSeconds));
        r.ops.push_back(phaseOp("e-then-t", pairs, bytes, totalSeconds));
        r.metrics["intermediate_bytes"] = extraction.intermediateBytes;
    } else {
        r.ops.push_back(phaseOp("e-and-t", pairs, bytes, totalSeconds));
    }
    r.metrics["pairs"] = pairs;
    r.logicalBytes = bytes;
    return Status::ok();
}

// Counts the migrator's progress into the step's meter.
class MeterProgress : public ProgressSink {
public:
    explicit MeterProgress(ProgressMeter& meter) : meter_(meter) {}
    void onProgress(const Progress& p) override {
        if (p.phase != phase_) {
            phase_ = p.phase;
            meter_.beginPhase(p.phase, p.total);
            reported_ = 0;
        }
        if (p.done > reported_) meter_.add(p.done - reported_);
        reported_ = std::max(reported_, p.done);
    }

private:
    ProgressMeter& meter_;
    std::string phase_;
    uint64_t reported_ = 0;
};

// Fig. 16b: a whole migration, the phases timed apart.
Status migrateInto(StepContext& ctx, migrate::Method method) {
    const Json& p = ctx.params();
    WR_ASSIGN_OR_RETURN(std::string targetUri, freshTarget(p));
    WR_ASSIGN_OR_RETURN(kv::StoreUri target, kv::StoreUri::parse(targetUri));
    WR_ASSIGN_OR_RETURN(kv::StoreUri source, kv::StoreUri::parse(ctx.spec().storeUri));
    migrate::MigrationOptions options;
    options.method = method;
    options.loaderThreads = static_cast<unsigned>(std::max(1, ctx.spec().threads));
    options.fastLoad = boolOr(member(member(p, "target"), "fast_load"), true);
    options.workDirectory = workDirectory(ctx.spec());
    MeterProgress progress(ctx.meter());
    options.progress = &progress;
    options.cancel = &ctx.cancel();
    WR_ASSIGN_OR_RETURN(migrate::MigrationReport report, migrate::migrate(source, target, options));
    if (!report.verification.ok()) {
        return Status::corruption("the migrated target differs from the source: " +
                                  (report.verification.firstMismatches.empty()
                                       ? std::string("digests differ")
                                       : report.verification.firstMismatches.front()));
    }
    StepResult& r = ctx.result();
    const double extractTransform = report.extractSeconds + report.transformSeconds;
    r.ops.push_back(phaseOp(opName("migrate", p), report.pairs, report.bytes, report.totalSeconds));
    r.ops.push_back(phaseOp(opName("extract-transform", p), report.pairs, report.bytes, extractTransform));
    r.logicalBytes = report.bytes;
    r.metrics["load_path"] = report.loadPath;
    r.metrics["pairs"] = report.pairs;
    r.metrics["streamed"] = report.streamed;
    r.metrics["verified_keys"] = report.verification.keysCompared;
    r.metrics["verify_seconds"] = report.verifySeconds;
    r.metrics["extract_seconds"] = report.extractSeconds;
    r.metrics["transform_seconds"] = report.transformSeconds;
    // The load's tail after the last pair was extracted; E-and-T loads
    // during the extraction too, so this is no load rate.
    r.metrics["load_seconds"] = report.loadSeconds;
    r.metrics["extract_transform_share"] = report.totalSeconds > 0 ? extractTransform / report.totalSeconds : 0;
    return Status::ok();
}

// The source's bare scan rate: every pair read, nothing done with it.
Status scan(StepContext& ctx, kv::KvStore& source) {
    ctx.meter().beginPhase("scan", 0);
    uint64_t start = monotonicNanos();
    WR_ASSIGN_OR_RETURN(std::unique_ptr<kv::KvCursor> cursor, source.scan());
    uint64_t pairs = 0;
    uint64_t bytes = 0;
    for (; cursor->valid(); cursor->next()) {
        if (ctx.cancel().isCancelled()) return ctx.cancelled();
        WR_ASSIGN_OR_RETURN(Bytes value, cursor->value());
        bytes += cursor->key().size() + value.size();
        ++pairs;
        ctx.meter().add();
    }
    WR_RETURN_IF_ERROR(cursor->status());
    ctx.result().ops.push_back(phaseOp("scan", pairs, bytes, secondsSince(start)));
    ctx.result().logicalBytes = bytes;
    return Status::ok();
}

// The target's bare bulk-load rate: the source's data set regenerated in
// memory and loaded into the empty target through its fastest path.
Status bulkLoad(StepContext& ctx) {
    const Json& p = ctx.params();
    WR_ASSIGN_OR_RETURN(
        std::unique_ptr<DataSet> set,
        makeDataSet(textOf(member(p, "data_set")), numberOr(member(p, "data_scale"), 1), ctx.spec().seed));
    WR_ASSIGN_OR_RETURN(std::string targetUri, freshTarget(p));
    uint64_t openStart = monotonicNanos();
    WR_ASSIGN_OR_RETURN(std::unique_ptr<kv::KvStore> target, openTarget(ctx, targetUri));
    ctx.result().openSeconds = secondsSince(openStart);
    kv::BulkLoadOptions bulk;
    bulk.workDirectory = workDirectory(ctx.spec());
    bulk.cancel = &ctx.cancel();
    std::error_code ec;
    fs::create_directories(bulk.workDirectory, ec);
    ctx.meter().beginPhase("bulk-load", set->count());
    uint64_t start = monotonicNanos();
    auto loader = target->bulkLoader(bulk);
    uint64_t bytes = 0;
    kv::WriteBatch batch;
    for (uint64_t i = 0; i < set->count(); ++i) {
        if (ctx.cancel().isCancelled()) return ctx.cancelled();
        Bytes key = set->key(i);
        Bytes value = set->value(i);
        bytes += key.size() + value.size();
        if (loader.isOk()) {
            WR_RETURN_IF_ERROR((*loader)->add(key, value));
        } else {
            batch.put(key, value);
            if (batch.ops().size() >= kBulkBatchPairs) {
                WR_RETURN_IF_ERROR(target->write(batch));
                batch.clear();
            }
        }
        ctx.meter().add();
    }
    if (loader.isOk()) {
        WR_RETURN_IF_ERROR((*loader)->finish(nullptr));
        ctx.result().metrics["load_path"] = (*loader)->description();
    } else {
        if (!batch.ops().empty()) WR_RETURN_IF_ERROR(target->write(batch));
        WR_RETURN_IF_ERROR(target->flush());
        ctx.result().metrics["load_path"] = "write batches of " + std::to_string(kBulkBatchPairs) + " pairs";
    }
    ctx.result().ops.push_back(phaseOp(opName("bulk-load", p), set->count(), bytes, secondsSince(start)));
    ctx.result().logicalBytes = bytes;
    return target->close();
}

// Seed 001 Sec. 6's large values, streamed into the source.
Status prepareLarge(StepContext& ctx, kv::KvStore& source) {
    const Json& p = ctx.params();
    uint64_t size = uintOr(member(p, "value_bytes"), 1);
    return ctx.timedLoop(
        "put", uintOr(member(p, "values"), 1),
        [&](uint64_t i, int) {
            GeneratedValueSource value(ctx.spec().seed, i, size);
            std::string key = "value-" + std::to_string(i);
            uint64_t start = monotonicNanos();
            Status put = source.putStream(key, value);
            return OpOutcome{std::move(put), monotonicNanos() - start, size};
        },
        0, 1);
}

}  // namespace

RunSpec migrationStep(const std::string& step, const MigrationData& data, const std::string& method,
                      const std::optional<MigrationTarget>& target) {
    RunSpec s;
    s.workload = "migration";
    s.step = step;
    s.params["data_set"] = data.dataSet;
    s.params["data_scale"] = data.dataScale;
    s.params["values"] = data.values;
    s.params["value_bytes"] = data.valueBytes;
    if (!method.empty()) s.params["method"] = method;
    if (target) {
        Json t = Json::object();
        t["label"] = target->label;
        t["uri"] = target->uri;
        t["fast_load"] = target->fastLoad;
        s.params["target"] = t;
    }
    return s;
}

Status runMigrationStep(StepContext& ctx) {
    const std::string& step = ctx.spec().step;
    if (step == "migrate" || step == "extract") {
        auto method = migrate::parseMethod(textOf(member(ctx.params(), "method")));
        if (!method) return Status::invalidArgument("migration step '" + step + "' needs method e-and-t or e-then-t");
        if (step == "migrate") {
            // The source's open alone, timed as every step times it; the
            // migrator opens it again, read-only, for the run.
            WR_ASSIGN_OR_RETURN(std::unique_ptr<kv::KvStore> source, ctx.openStore());
            WR_RETURN_IF_ERROR(source->close());
            return migrateInto(ctx, *method);
        }
        WR_ASSIGN_OR_RETURN(std::unique_ptr<kv::KvStore> source, ctx.openStore());
        WR_RETURN_IF_ERROR(extract(ctx, *source, *method));
        return ctx.finish(std::move(source));
    }
    if (step == "bulk-load") return bulkLoad(ctx);
    if (step != "scan" && step != "open-both" && step != "prepare-large") {
        return Status::invalidArgument("migration workload has no step '" + step + "'");
    }
    WR_ASSIGN_OR_RETURN(std::unique_ptr<kv::KvStore> source, ctx.openStore());
    if (step == "scan") WR_RETURN_IF_ERROR(scan(ctx, *source));
    if (step == "prepare-large") {
        WR_RETURN_IF_ERROR(prepareLarge(ctx, *source));
        WR_RETURN_IF_ERROR(ctx.settle(*source));
    }
    if (step == "open-both") {
        ctx.meter().beginPhase("open", 1);
        uint64_t start = monotonicNanos();
        WR_ASSIGN_OR_RETURN(std::unique_ptr<kv::KvStore> target,
                            openTarget(ctx, textOf(member(ctx.params(), "target_uri"))));
        ctx.meter().add();
        ctx.result().ops.push_back(phaseOp(opName("open-target", ctx.params()), 1, 0, secondsSince(start)));
        WR_RETURN_IF_ERROR(target->close());
    }
    return ctx.finish(std::move(source));
}

}  // namespace wr::bench
