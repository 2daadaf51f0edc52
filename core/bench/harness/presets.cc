#include <algorithm>
#include <cmath>
#include <set>
#include <thread>

#include "bench/datasets/data_set_catalog.h"
#include "bench/datasets/large_value.h"
#include "bench/harness/custom_workload_arguments.h"
#include "bench/harness/layout_grid.h"
#include "bench/harness/preset.h"
#include "bench/harness/store_profile.h"
#include "bench/workloads/continuous_workload.h"
#include "bench/workloads/custom_workload.h"
#include "bench/workloads/engine_eval_workload.h"
#include "bench/workloads/factory_workload.h"
#include "bench/workloads/large_mix_workload.h"
#include "bench/workloads/large_value_workload.h"
#include "bench/workloads/matrix_workload.h"
#include "bench/workloads/migration_workload.h"
#include "bench/workloads/ycsb_workload.h"
#include "stores/store_uri.h"

namespace wr::bench {

namespace {

// One point of a preset's sweep before it is crossed with the stores.
struct PointPlan {
    SweepPoint point;
    std::vector<RunSpec> steps;
    bool compress = false;
    uint64_t expectedRecords = 0;
    uint64_t expectedBytes = 0;  // their keys and values; 0: not known
    // Settings a point gives one scheme unless the store sets them itself
    // (seed 000 used each Twitter set's best WR-Store layout, Table 7).
    std::vector<std::pair<std::string, std::string>> schemeParams;  // scheme -> "name=value;..."
    // Schemes this point does not run, and why.
    std::vector<std::pair<std::string, std::string>> excluded;  // scheme -> reason
    // The point sets its steps' client threads itself (a thread sweep), so
    // neither --threads nor the preset's default replaces them.
    bool ownThreads = false;
};

std::string withParams(const std::string& uri, const std::string& params) {
    auto parsed = kv::StoreUri::parse(uri);
    auto extra = kv::StoreUri::parse("x:" + params);
    if (!parsed.isOk() || !extra.isOk()) return uri;
    for (const auto& [name, value] : extra->params()) {
        if (!parsed->has(name)) parsed->set(name, value);
    }
    return parsed->toString();
}

int repetitions(const PlanOptions& options) {
    return options.repetitions > 0 ? options.repetitions : options.scale.repetitions;
}

// Every store at every point, `reps` times, in rounds: each round runs every
// store once, so a machine whose speed drifts during a run (a virtual disk,
// a neighbour's load) slows all the stores of a point alike instead of
// whichever one ran its repetitions at the time.
Plan cross(const Preset& preset, const PlanOptions& options, const std::vector<PointPlan>& points, int reps) {
    Plan plan;
    const std::vector<StoreVariant>& stores = options.stores.empty() ? preset.stores : options.stores;
    // A preset default of 0 threads means one per logical core (seed 003).
    int threads = options.threads > 0         ? options.threads
                  : preset.defaultThreads > 0 ? preset.defaultThreads
                                              : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    for (const auto& pp : points) {
        std::vector<StoreVariant> variants;
        for (const auto& store : stores) {
            std::string scheme = schemeOf(store);
            auto excluded =
                std::find_if(pp.excluded.begin(), pp.excluded.end(), [&](const auto& e) { return e.first == scheme; });
            if (excluded != pp.excluded.end()) {
                plan.skipped.push_back({store.label, pointLabel(pp.point), excluded->second});
                continue;
            }
            StoreVariant variant = store;
            for (const auto& [s, params] : pp.schemeParams) {
                if (s == scheme) variant.uri = withParams(variant.uri, params);
            }
            variants.push_back(std::move(variant));
        }
        for (int rep = 0; rep < reps; ++rep) {
            for (const auto& variant : variants) {
                Trial t;
                t.presetId = preset.id;
                t.store = variant;
                t.point = pp.point;
                t.repetition = rep;
                t.compress = pp.compress;
                t.expectedRecords = pp.expectedRecords;
                t.expectedBytes = pp.expectedBytes;
                t.steps = pp.steps;
                for (auto& step : t.steps) {
                    step.presetId = preset.id;
                    if (!pp.ownThreads && step.threads == 1) step.threads = threads;
                }
                plan.trials.push_back(std::move(t));
            }
        }
    }
    return plan;
}

uint64_t scaledCount(const std::string& dataSet, const Scale& scale) {
    for (const auto& info : dataSetCatalog()) {
        if (info.id == dataSet) return scale.apply(info.paperCount);
    }
    return 1;
}

// The keys and values of `records` records of a set, by its published means.
uint64_t setBytes(const std::string& dataSet, uint64_t records) {
    for (const auto& info : dataSetCatalog()) {
        if (info.id == dataSet) {
            return static_cast<uint64_t>(static_cast<double>(records) * (info.paperKeyBytes + info.paperValueBytes));
        }
    }
    return 0;
}

// k from 1 to 1M by powers of ten, up to the set's size (Figs. 7-9, 11).
std::vector<uint64_t> kSweep(uint64_t records, const Scale& scale) {
    std::vector<uint64_t> ks;
    for (uint64_t k = 1; k <= 1000000 && k <= records; k *= 10) ks.push_back(k);
    return sweep(scale, ks);
}

// A fixed k of the paper (10,000 in Figs. 10, 12; 1,000 in Figs. 5-6),
// scaled, or --k; kept within the set.
uint64_t fixedK(uint64_t paperK, uint64_t records, const PlanOptions& options) {
    return std::min(records, options.k > 0 ? options.k : options.scale.apply(paperK, 10));
}

PointPlan continuousPoint(const std::string& dataSet, uint64_t k, bool cold, const Scale& scale, int clients = 0,
                          bool randomOrder = false) {
    PointPlan pp;
    pp.point = {{"data_set", dataSet}, {"k", std::to_string(k)}, {"mode", cold ? "cold" : "warm"}};
    if (clients > 0) pp.point.emplace_back("clients", std::to_string(clients));
    if (randomOrder) pp.point.emplace_back("order", "random");
    ContinuousPoint cp{dataSet, scale.factor, k, cold, clients};
    cp.randomOrder = randomOrder;
    pp.steps = continuousSteps(cp);
    pp.expectedRecords = scaledCount(dataSet, scale) + k;
    pp.expectedBytes = setBytes(dataSet, pp.expectedRecords);
    return pp;
}

// Table 7's best layout for each Twitter set, used for it in Figs. 11-13.
std::string bestLayoutParams(const std::string& dataSet) {
    if (dataSet == "ID-Tweet-synthetic") return "depth=1;len=4";
    return "depth=2;len=2";
}

// --k runs one point of a k sweep instead of all of them.
std::vector<uint64_t> chosenKs(const PlanOptions& options, uint64_t records) {
    if (options.k > 0) return {std::min(options.k, records)};
    return kSweep(records, options.scale);
}

// --data runs some of a preset's data sets; a set the preset does not sweep is an error.
Result<std::vector<std::string>> chosenSets(const PlanOptions& options, const std::vector<std::string>& sets) {
    if (options.dataSets.empty()) return sweep(options.scale, sets);
    for (const auto& set : options.dataSets) {
        if (std::find(sets.begin(), sets.end(), set) == sets.end()) {
            std::string known;
            for (const auto& s : sets) known += (known.empty() ? "" : ", ") + s;
            return Status::invalidArgument("--data " + set + ": this preset sweeps " + known);
        }
    }
    return options.dataSets;
}

Result<Plan> planKSweep(const Preset& preset, const PlanOptions& options, const std::string& dataSet,
                        const std::vector<bool>& modes) {
    std::vector<PointPlan> points;
    for (uint64_t k : chosenKs(options, scaledCount(dataSet, options.scale))) {
        for (bool cold : thin(options.scale, modes)) {
            PointPlan pp = continuousPoint(dataSet, k, cold, options.scale);
            if (dataSet.find("synthetic") != std::string::npos)
                pp.schemeParams = {{"wrstore", bestLayoutParams(dataSet)}};
            points.push_back(std::move(pp));
        }
    }
    return cross(preset, options, points, repetitions(options));
}

Result<Plan> planFig9(const Preset& p, const PlanOptions& o) { return planKSweep(p, o, "KVData3", {true, false}); }
Result<Plan> planFig11(const Preset& p, const PlanOptions& o) {
    return planKSweep(p, o, "ID-Geo-synthetic", {true, false});
}
Result<Plan> planFig78(const Preset& p, const PlanOptions& o) { return planKSweep(p, o, "KVData3", {true}); }

Result<Plan> planDataSets(const Preset& preset, const PlanOptions& options, const std::vector<std::string>& sets,
                          uint64_t paperK) {
    std::vector<PointPlan> points;
    WR_ASSIGN_OR_RETURN(std::vector<std::string> chosen, chosenSets(options, sets));
    for (const auto& set : chosen) {
        uint64_t records = scaledCount(set, options.scale);
        PointPlan pp = continuousPoint(set, fixedK(paperK, records, options), true, options.scale);
        if (set.find("synthetic") != std::string::npos) pp.schemeParams = {{"wrstore", bestLayoutParams(set)}};
        points.push_back(std::move(pp));
    }
    return cross(preset, options, points, repetitions(options));
}

const std::vector<std::string> kKvData = {"KVData1", "KVData2", "KVData3", "KVData4"};
const std::vector<std::string> kTwitterShaped = {"ID-Geo-synthetic", "ID-Hashtag-synthetic", "ID-Tweet-synthetic",
                                                 "User-Followers-synthetic"};

Result<Plan> planFig10(const Preset& p, const PlanOptions& o) { return planDataSets(p, o, kKvData, 10000); }
Result<Plan> planFig12(const Preset& p, const PlanOptions& o) { return planDataSets(p, o, kTwitterShaped, 10000); }
Result<Plan> planFig56(const Preset& p, const PlanOptions& o) { return planDataSets(p, o, {"KVData2"}, 1000); }

// The tuning sweep: the layouts are the stores, on each data set asked for.
Result<Plan> planTune(const Preset& preset, const PlanOptions& options) {
    std::vector<std::string> sets = options.dataSets.empty() ? std::vector<std::string>{"KVData2"} : options.dataSets;
    std::vector<PointPlan> points;
    for (const auto& set : sets) {
        WR_RETURN_IF_ERROR(makeDataSet(set, options.scale.factor, 0).status());
        uint64_t records = scaledCount(set, options.scale);
        uint64_t k = fixedK(1000, records, options);
        points.push_back(continuousPoint(set, k, true, options.scale));
    }
    return cross(preset, options, points, repetitions(options));
}

// Table 7 sweeps the layouts on every set: the layouts are the stores, so
// no per-set best layout is imposed.
Result<Plan> planTable7(const Preset& preset, const PlanOptions& options) {
    std::vector<PointPlan> points;
    WR_ASSIGN_OR_RETURN(std::vector<std::string> chosen, chosenSets(options, kTwitterShaped));
    for (const auto& set : chosen) {
        uint64_t records = scaledCount(set, options.scale);
        points.push_back(continuousPoint(set, fixedK(10000, records, options), true, options.scale));
    }
    return cross(preset, options, points, repetitions(options));
}

// Sec. 4.7: p clients at one operation per 1.95 ms each (Table 9's top ten).
Result<Plan> planStress(const Preset& preset, const PlanOptions& options) {
    const std::string set = "ID-Geo-synthetic";
    uint64_t records = scaledCount(set, options.scale);
    std::vector<PointPlan> points;
    for (int clients : sweep(options.scale, std::vector<int>{1, 10, 100, 1000})) {
        PointPlan pp = continuousPoint(set, fixedK(10000, records, options), false, options.scale, clients);
        pp.schemeParams = {{"wrstore", bestLayoutParams(set)}};
        points.push_back(std::move(pp));
    }
    return cross(preset, options, points, repetitions(options));
}

// Sec. 5.1 repeats every size 100 times; scaled runs repeat fewer, and
// --values chooses.
int largeValueReps(const PlanOptions& options) {
    if (options.values > 0) return options.values;
    const Scale& scale = options.scale;
    if (scale.name == "full") return 100;
    if (scale.name == "small") return 20;
    if (scale.name == "tiny") return 3;
    return static_cast<int>(std::clamp(std::lround(100 * scale.factor), 3L, 100L));
}

// The 100 repetitions of Sec. 5.1 are inside a trial; one trial per point
// unless --reps asks for more.
int largeValueTrials(const PlanOptions& options) { return options.repetitions > 0 ? options.repetitions : 1; }

// One Table 2 size as a point: `values` values of it, each PUT (timed or
// set-up), GET and DELETE.
PointPlan largeValuePoint(const LargeValueSize& size, const Scale& scale, int values, bool measurePut) {
    PointPlan pp;
    LargeValuePoint lp{size.dataId, scale.apply(size.bytes), values, measurePut};
    pp.point = {{"data_id", std::to_string(size.dataId)}, {"value_bytes", std::to_string(lp.valueBytes)}};
    pp.steps = largeValueSteps(lp);
    pp.expectedRecords = static_cast<uint64_t>(lp.reps);
    return pp;
}

Result<Plan> planLargeValues(const Preset& preset, const PlanOptions& options, bool measurePut) {
    std::vector<PointPlan> points;
    for (const auto& size : sweep(options.scale, largeValueSizes())) {
        PointPlan pp = largeValuePoint(size, options.scale, largeValueReps(options), measurePut);
        // Sec. 5.2.1: WR-Store could not be measured from DATA ID 7 on (the
        // system became unstable); 100 such values would sit in the hive's memory.
        if (size.dataId >= 7) {
            pp.excluded = {{"wrstore",
                            "seed 001 Sec. 5.2.1: WR-Store could not store DATA ID 7 and up; "
                            "100 values of 270 MB or more would sit in the hive's memory"}};
        }
        points.push_back(std::move(pp));
    }
    return cross(preset, options, points, largeValueTrials(options));
}

// WR-Store++ against the disk's raw sequential bandwidth: Table 2's sizes
// from 1 MB up (DATA IDs 3-8), 10 values each unless --values says (enough
// for the 7 % trim to drop the extremes, and 6.6 GB at most per point).
Result<Plan> planDiskReference(const Preset& preset, const PlanOptions& options) {
    std::vector<LargeValueSize> sizes;
    for (const auto& size : largeValueSizes()) {
        if (size.bytes >= (1ull << 20)) sizes.push_back(size);
    }
    int values = options.values > 0 ? options.values : std::min(largeValueReps(options), 10);
    std::vector<PointPlan> points;
    for (const auto& size : sweep(options.scale, sizes)) {
        points.push_back(largeValuePoint(size, options.scale, values, true));
    }
    return cross(preset, options, points, largeValueTrials(options));
}

Result<Plan> planFig5(const Preset& p, const PlanOptions& o) { return planLargeValues(p, o, true); }
Result<Plan> planFig6(const Preset& p, const PlanOptions& o) { return planLargeValues(p, o, true); }
Result<Plan> planFig89(const Preset& p, const PlanOptions& o) { return planLargeValues(p, o, false); }

Result<Plan> planFig7Mixes(const Preset& preset, const PlanOptions& options) {
    std::vector<PointPlan> points;
    for (const auto& mix : sweep(options.scale, largeMixes())) {
        PointPlan pp;
        pp.point = {{"mix", mix.name}};
        pp.steps = largeMixSteps({mix.name, options.scale.factor, 20, static_cast<int>(options.scale.apply(100, 10))});
        pp.expectedRecords = 20 + 100;
        points.push_back(std::move(pp));
    }
    return cross(preset, options, points, repetitions(options));
}

// Listing 1: every (kind, size range, count) cell under the cap.
Result<Plan> planMatrix(const Preset& preset, const PlanOptions& options) {
    // The paper's cells (Listing 1 line 5 at the published counts), each
    // with its count scaled.
    std::vector<PointPlan> points;
    for (DataKind kind : {DataKind::kIncompressible, DataKind::kCompressible}) {
        for (const auto& range : sweep(options.scale, recordSizeRanges())) {
            std::vector<uint64_t> counts;
            for (uint64_t paperCount : recordCounts()) {
                uint64_t scaled = options.scale.apply(paperCount, 10);
                if (matrixCellFits(range, paperCount, kMatrixCapBytes) &&
                    std::find(counts.begin(), counts.end(), scaled) == counts.end()) {
                    counts.push_back(scaled);
                }
            }
            for (uint64_t count : thin(options.scale, counts)) {
                PointPlan pp;
                MatrixPoint mp{range.label, kind, count, options.scale.apply(1000, 10)};
                pp.point = {{"kind", dataKindName(kind)}, {"size", range.label}, {"count", std::to_string(count)}};
                pp.steps = matrixSteps(mp);
                pp.compress = kind == DataKind::kCompressible;  // Sec. 4.2: Snappy on for text only
                pp.expectedRecords = count + mp.iterations;
                points.push_back(std::move(pp));
            }
        }
    }
    return cross(preset, options, points, repetitions(options));
}

// Tables 2-4: three value sizes, one and four writers, reads after the
// one-writer load.
Result<Plan> planEngineEval(const Preset& preset, const PlanOptions& options) {
    std::vector<PointPlan> points;
    for (uint64_t valueBytes : sweep(options.scale, std::vector<uint64_t>{4, 1024, 100 * 1024})) {
        for (int writers : thin(options.scale, std::vector<int>{1, 4})) {
            PointPlan pp;
            EngineEvalPoint ep{valueBytes, options.scale.apply(engineEvalCount(valueBytes), 10), writers, writers == 1};
            pp.point = {{"value_bytes", std::to_string(valueBytes)}, {"writers", std::to_string(writers)}};
            pp.steps = engineEvalSteps(ep);
            pp.expectedRecords = ep.count;
            pp.expectedBytes = ep.count * (4 + valueBytes);
            points.push_back(std::move(pp));
        }
    }
    return cross(preset, options, points, repetitions(options));
}

// YCSB's keys: "user" and a 64-bit hash in decimal (fixed_record_sets.h).
constexpr uint64_t kYcsbKeyBytes = 23;

Result<Plan> planYcsb(const Preset& preset, const PlanOptions& options, const std::vector<std::string>& mixes,
                      const std::vector<uint64_t>& recordSizes) {
    std::vector<PointPlan> points;
    for (const auto& mix : mixes) {
        for (uint64_t bytes : recordSizes) {
            PointPlan pp;
            YcsbPoint yp{mix, bytes, options.scale.apply(1000000, 10), options.scale.apply(1000000, 10)};
            pp.point = {{"workload", mix}, {"record_bytes", std::to_string(bytes)}};
            pp.steps = ycsbSteps(yp);
            pp.expectedRecords = yp.records + yp.operations;
            pp.expectedBytes = pp.expectedRecords * (kYcsbKeyBytes + bytes);
            points.push_back(std::move(pp));
        }
    }
    return cross(preset, options, points, repetitions(options));
}

// Users' workloads beside the papers': KVData3 and KVData4 put in a random
// order into an empty store, then k fresh records put in a random order and
// k random gets and deletes, warm.
Result<Plan> planRandomOrder(const Preset& preset, const PlanOptions& options) {
    WR_ASSIGN_OR_RETURN(std::vector<std::string> sets, chosenSets(options, {"KVData3", "KVData4"}));
    std::vector<PointPlan> points;
    for (const auto& set : sets) {
        const uint64_t k = fixedK(100000, scaledCount(set, options.scale), options);
        points.push_back(continuousPoint(set, k, false, options.scale, 0, true));
    }
    return cross(preset, options, points, repetitions(options));
}

// YCSB A and B over as many records as KVData3, values of its mean size, at
// 1, 2 and 4 client threads, so the harness can report each store's scaling.
constexpr uint64_t kThreadScalingValueBytes = 53;

Result<Plan> planThreadScaling(const Preset& preset, const PlanOptions& options) {
    std::vector<PointPlan> points;
    const uint64_t records = scaledCount("KVData3", options.scale);
    for (const char* mix : {"A", "B"}) {
        for (int threads : sweep(options.scale, std::vector<int>{1, 2, 4})) {
            PointPlan pp;
            YcsbPoint yp{mix, kThreadScalingValueBytes, records, records};
            pp.point = {{"workload", mix}, {"threads", std::to_string(threads)}};
            pp.steps = ycsbSteps(yp);
            for (auto& step : pp.steps) step.threads = step.step == "run" ? threads : 1;
            pp.ownThreads = true;
            pp.expectedRecords = yp.records;
            pp.expectedBytes = yp.records * (kYcsbKeyBytes + yp.recordBytes);
            points.push_back(std::move(pp));
        }
    }
    return cross(preset, options, points, repetitions(options));
}

Result<Plan> planTable1(const Preset& p, const PlanOptions& o) {
    return planYcsb(
        p, o, sweep(o.scale, std::vector<std::string>{"write-only", "high-read-low-write", "low-read-high-write"}),
        thin(o.scale, std::vector<uint64_t>{1024, 4096}));
}
Result<Plan> planYcsbAF(const Preset& p, const PlanOptions& o) {
    // All six at every scale: each exercises a different request path.
    return planYcsb(p, o, {"A", "B", "C", "D", "E", "F"}, {1000});
}

// Seed 003: the Factory tree; both dimensions scale by the square root of
// the factor, so the key count scales by the factor.
Result<Plan> planFactory(const Preset& preset, const PlanOptions& options) {
    auto side = static_cast<uint32_t>(std::max(1.0, std::round(1000 * std::sqrt(options.scale.factor))));
    PointPlan pp;
    pp.point = {{"workshops", std::to_string(side)}, {"employees", std::to_string(side)}};
    pp.steps = factorySteps({side, side});
    return cross(preset, options, {pp}, repetitions(options));
}

// Seed 000 Sec. 5: a WR-Store source loaded with `set` (the continuous
// workload's prepare step, at the set's Table 7 layout), then `steps`.
PointPlan migrationPoint(const std::string& set, const Scale& scale, std::vector<RunSpec> steps) {
    PointPlan pp = continuousPoint(set, 1, true, scale);
    pp.point = {{"data_set", set}};
    pp.steps.resize(1);
    pp.steps.insert(pp.steps.end(), steps.begin(), steps.end());
    pp.expectedRecords = scaledCount(set, scale);
    if (set.find("synthetic") != std::string::npos) pp.schemeParams = {{"wrstore", bestLayoutParams(set)}};
    return pp;
}

// Fig. 16a: E-then-T's export and transform, and E-and-T, nothing loaded.
Result<Plan> planFig16a(const Preset& preset, const PlanOptions& options) {
    std::vector<PointPlan> points;
    WR_ASSIGN_OR_RETURN(std::vector<std::string> chosen, chosenSets(options, kTwitterShaped));
    for (const auto& set : chosen) {
        MigrationData data{set, options.scale.factor, 0, 0};
        points.push_back(
            migrationPoint(set, options.scale,
                           {migrationStep("extract", data, "e-then-t"), migrationStep("extract", data, "e-and-t")}));
    }
    return cross(preset, options, points, repetitions(options));
}

// Fig. 16b: ID-Geo migrated whole into each target by each method; the
// source is loaded once and every migration starts from an empty target.
Result<Plan> planFig16b(const Preset& preset, const PlanOptions& options) {
    const std::string set = "ID-Geo-synthetic";
    MigrationData data{set, options.scale.factor, 0, 0};
    std::vector<RunSpec> steps;
    for (const char* target : {"bdb", "rocksdb", "leveldb"}) {
        for (const char* method : {"e-then-t", "e-and-t"}) {
            steps.push_back(
                migrationStep("migrate", data, method, MigrationTarget{target, std::string(target) + ":", true}));
        }
    }
    return cross(preset, options, {migrationPoint(set, options.scale, std::move(steps))}, repetitions(options));
}

// The fast load paths against plain write batches, on KVData4: the source's
// bare scan and each target's bare bulk load measured in the same trial, and
// the memory of a process that only opens both stores beside the migration's.
Result<Plan> planFastLoad(const Preset& preset, const PlanOptions& options) {
    const std::string set = "KVData4";
    MigrationData data{set, options.scale.factor, 0, 0};
    const MigrationTarget rocksSst{"rocksdb sst", "rocksdb:", true};
    const MigrationTarget rocksBatches{"rocksdb batches", "rocksdb:", false};
    const MigrationTarget level{"leveldb", "leveldb:", true};
    std::vector<RunSpec> steps = {migrationStep("scan", data)};
    for (const auto& target : {rocksSst, rocksBatches, level}) {
        if (target.fastLoad) steps.push_back(migrationStep("bulk-load", data, "", target));
        steps.push_back(migrationStep("migrate", data, "e-and-t", target));
        if (target.fastLoad) steps.push_back(migrationStep("open-both", data, "", target));
    }
    return cross(preset, options, {migrationPoint(set, options.scale, std::move(steps))}, repetitions(options));
}

// Seed 001 Sec. 6, second case: WR-Store++ values of 8 MiB (over the
// migrator's 4 MiB streaming threshold at every scale, so the count scales
// instead of the size) migrated by E-and-T into each peer.
Result<Plan> planWrStorePPMigration(const Preset& preset, const PlanOptions& options) {
    MigrationData data{"", 1, options.scale.apply(100, 2), uint64_t{8} << 20};
    PointPlan pp;
    pp.point = {{"values", std::to_string(data.values)}, {"value_bytes", std::to_string(data.valueBytes)}};
    pp.steps = {migrationStep("prepare-large", data)};
    for (const char* target : {"leveldb", "rocksdb", "bdb"}) {
        pp.steps.push_back(
            migrationStep("migrate", data, "e-and-t", MigrationTarget{target, std::string(target) + ":", true}));
    }
    pp.expectedRecords = data.values;
    return cross(preset, options, {pp}, repetitions(options));
}

// The user's workload at the user's sizes (no scaling): load, then the run.
Result<Plan> planCustom(const Preset& preset, const PlanOptions& options) {
    const CustomWorkload& w = options.custom;
    WR_RETURN_IF_ERROR(validate(w));
    PointPlan pp;
    pp.point = {{"records", std::to_string(w.records)},
                {"operations", std::to_string(w.operations)},
                {"mix", w.ycsb.empty() ? mixArgument(w) : "YCSB-" + w.ycsb},
                {"mode", w.cold ? "cold" : "warm"}};
    pp.steps = customSteps(w);
    pp.expectedRecords = w.records + static_cast<uint64_t>(std::ceil(w.insert * static_cast<double>(w.operations)));
    constexpr uint64_t kKeyBytes = 16;  // "user" and twelve digits (custom_workload.h)
    pp.expectedBytes = pp.expectedRecords * (kKeyBytes + (w.valueMin + w.valueMax) / 2);
    return cross(preset, options, {pp}, repetitions(options));
}

// The custom preset's default stores: those of WR-Store 1D_2L, ZDB, RocksDB
// and LevelDB this build has.
std::vector<StoreVariant> customStores() {
    const std::set<std::string> built = runnableSchemes();
    std::vector<StoreVariant> stores;
    for (const StoreVariant& s : {layoutVariant(1, 2), StoreVariant{"zdb", "zdb:"}, StoreVariant{"rocksdb", "rocksdb:"},
                                  StoreVariant{"leveldb", "leveldb:"}}) {
        if (built.count(schemeOf(s)) > 0) stores.push_back(s);
    }
    return stores;
}

std::vector<StoreVariant> layouts(const std::vector<std::pair<int, int>>& dl) {
    std::vector<StoreVariant> out;
    for (auto [d, l] : dl) out.push_back(layoutVariant(d, l));
    return out;
}

const StoreVariant kWrStore{"wrstore", "wrstore:"};
const StoreVariant kWrStoreBig{"wrstore", "wrstore:big_values=store"};
const StoreVariant kWrStorePP{"wrstore++", "wrstore++:mode=basic;pget_threads=1"};
const StoreVariant kRocks{"rocksdb", "rocksdb:"};
const StoreVariant kLevel{"leveldb", "leveldb:"};
const StoreVariant kBdb{"bdb", "bdb:"};
const StoreVariant kSqlite{"sqlite", "sqlite:"};
const StoreVariant kKyoto{"kyoto", "kyoto:"};
const StoreVariant kFlat{"flatfs", "flatfs:"};
const StoreVariant kNested{"nestedfs", "nestedfs:"};
// Tables 2-4: 4-byte integer keys in the flat table, and no value cache: the
// reads are uniform, so a cache of a fraction of the data only adds a copy to
// each get (docs/zdb.md); the page cache serves ZDB as it serves LMDB.
const StoreVariant kZdbInt{"zdb", "zdb:keys=int;key_bytes=4;cache=none"};
const StoreVariant kLmdb{"lmdb", "lmdb:"};
const StoreVariant kZdb{"zdb", "zdb:"};

const char* const kContinuousScales =
    "full: the published set sizes and k up to 1,000,000; small: 1/100 of the records; "
    "tiny: 1/10,000, the first and last k, cold only, one repetition";

}  // namespace

const std::vector<Preset>& presets() {
    static const std::vector<Preset> list = [] {
        std::vector<Preset> v;
        v.push_back({"000-fig9",
                     "000",
                     "Fig. 9",
                     "KVData3: read, write and delete throughput as the number of continuous operations k grows "
                     "from 1 to 1M, cold (the store's open counted, as the paper does) and warm",
                     kContinuousScales,
                     {kWrStore, kRocks, kBdb, kLevel},
                     "wrstore",
                     1,
                     "ops_per_second",
                     planFig9});
        v.push_back({"000-fig10",
                     "000",
                     "Fig. 10",
                     "KVData1-4 (10 thousand to 10 million records) at k = 10,000: throughput as the data set grows",
                     kContinuousScales,
                     {kWrStore, kRocks, kBdb, kLevel},
                     "wrstore",
                     1,
                     "ops_per_second",
                     planFig10});
        v.push_back({"000-fig11",
                     "000",
                     "Fig. 11",
                     "ID-Geo (synthetic, Table 4's shape): throughput as k grows from 1 to 1M, cold and warm",
                     kContinuousScales,
                     {kWrStore, kRocks, kBdb, kLevel},
                     "wrstore",
                     1,
                     "ops_per_second",
                     planFig11});
        v.push_back({"000-fig12",
                     "000",
                     "Fig. 12",
                     "the four Twitter-shaped sets (synthetic) at k = 10,000, WR-Store at each set's Table 7 layout",
                     kContinuousScales,
                     {kWrStore, kRocks, kBdb, kLevel},
                     "wrstore",
                     1,
                     "ops_per_second",
                     planFig12});
        v.push_back({"000-fig5-6", "000", "Figs. 5-6",
                     "WR-Store layouts xD_1L and 1D_yL (x, y = 1..6) on KVData2 at k = 1,000 (use `wrctl tune` "
                     "for any other grid)",
                     kContinuousScales,
                     layouts({{1, 1}, {2, 1}, {3, 1}, {4, 1}, {5, 1}, {6, 1}, {1, 2}, {1, 3}, {1, 4}, {1, 5}, {1, 6}}),
                     "wrstore 1D_4L", 1, "ops_per_second", planFig56});
        v.push_back({"000-fig7-8", "000", "Figs. 7-8",
                     "WR-Store layouts 2D_1L, 2D_2L, 2D_3L, 1D_4L, 4D_1L on KVData3 as k grows from 1 to 1M",
                     kContinuousScales, layouts({{2, 1}, {2, 2}, {2, 3}, {1, 4}, {4, 1}}), "wrstore 2D_2L", 1,
                     "ops_per_second", planFig78});
        v.push_back({"000-table7", "000", "Table 7",
                     "the five layouts of Table 7 on each Twitter-shaped set (synthetic) at k = 10,000; the best "
                     "layout is the one with the highest mean of read, write and delete throughput",
                     kContinuousScales, layouts({{2, 1}, {2, 2}, {2, 3}, {1, 4}, {4, 1}}), "wrstore 2D_2L", 1,
                     "ops_per_second", planTable7});
        v.push_back({"000-tune", "000", "Figs. 5-8, Table 7 (wrctl tune)",
                     "the WR_D x WR_L sweep: every layout of the grid (by default D x L <= 8) on KVData2 at k = 1,000 "
                     "(or --data, --k), best by the mean of read, write and delete throughput as in Table 7",
                     kContinuousScales, layoutGrid({1, 2, 3, 4}, {1, 2, 3, 4}, 8), "wrstore 1D_4L", 1, "ops_per_second",
                     planTune});
        v.push_back({"000-sec4.7",
                     "000",
                     "Sec. 4.7 (Fig. 13)",
                     "ID-Geo (synthetic), k = 10,000 against one WR-Store registry engine while p = 1..1000 "
                     "clients each issue a registry operation every 1.95 ms",
                     "full: the published set; small: 1/100; tiny: 1/10,000 and p = 1 and 1000 only",
                     {kWrStore},
                     "wrstore",
                     1,
                     "ops_per_second",
                     planStress});
        v.push_back({"000-fig16a",
                     "000",
                     "Fig. 16a",
                     "the four Twitter-shaped sets (synthetic) in WR-Store at Table 7's layout: E-then-T's .reg "
                     "export and its parse into pairs timed apart, and E-and-T's stream over the registry walk, "
                     "nothing loaded",
                     "full: the published set sizes; small: 1/100; tiny: 1/10,000, the first and last set",
                     {kWrStore},
                     "wrstore",
                     1,
                     "ops_per_second",
                     planFig16a});
        v.push_back({"000-fig16b",
                     "000",
                     "Fig. 16b",
                     "ID-Geo (synthetic) migrated whole from WR-Store into Berkeley DB, RocksDB and LevelDB by "
                     "E-then-T and E-and-T (each target's fast load path, verified): the share of extract and "
                     "transform in the whole extract-transform-load",
                     "full: the published set; small: 1/100; tiny: 1/10,000",
                     {kWrStore},
                     "wrstore",
                     2,
                     "ops_per_second",
                     planFig16b});
        v.push_back({"000-fastload",
                     "000",
                     "Sec. 5 load step",
                     "KVData4 migrated by E-and-T from WR-Store into RocksDB with SST ingestion and with write "
                     "batches, and into LevelDB, beside the source's bare scan rate, each target's bare bulk-load "
                     "rate and the memory of a process that only opens both stores",
                     "full: 10 million records; small: 1/100; tiny: 1/10,000",
                     {kWrStore},
                     "wrstore",
                     2,
                     "ops_per_second",
                     planFastLoad});
        v.push_back({"001-fig5",
                     "001",
                     "Fig. 5",
                     "WR-Store against WR-Store++: PUT, GET and DELETE of single values of Table 2's sizes "
                     "(19 KB .. 661 MB), 100 repetitions, top and bottom 7 % dropped, bytes per millisecond",
                     "full: Table 2's sizes, 100 repetitions; small: 1/100 of the size, 20; tiny: 1/10,000, "
                     "DATA IDs 1 and 8, 3",
                     {kWrStoreBig, kWrStorePP},
                     "wrstore",
                     1,
                     "trimmed_bytes_per_ms",
                     planFig5});
        v.push_back({"001-fig6",
                     "001",
                     "Fig. 6",
                     "WR-Store++ against Berkeley DB, RocksDB and LevelDB: PUT, GET, DELETE of Table 2's sizes, "
                     "100 repetitions trimmed by 7 %, bytes per millisecond; one compaction counted after the deletes",
                     "as 001-fig5",
                     {kWrStorePP, kBdb, kRocks, kLevel},
                     "wrstore++",
                     1,
                     "trimmed_bytes_per_ms",
                     planFig6});
        v.push_back({"001-fig7",
                     "001",
                     "Fig. 7 (Table 3)",
                     "read-heavy, write-heavy and read-write-average mixes of 100 operations over values of "
                     "~100 MB, ~500 MB and ~1 GB (70:25:5), total elapsed time",
                     "full: Table 3's sizes; small: 1/100 of the sizes and 10 operations; tiny: 1/10,000, the "
                     "first and last mix",
                     {kWrStorePP, kBdb, kRocks, kLevel},
                     "wrstore++",
                     1,
                     "ops_per_second",
                     planFig7Mixes});
        v.push_back({"001-fig8-9",
                     "001",
                     "Figs. 8-9",
                     "GET of Table 2's sizes: basic WR-Store++, chunk-based, and Parallel-GET with 2 to 5 reader "
                     "threads (1 thread is the chunk-based store)",
                     "as 001-fig5",
                     {{"wrstore++ basic", "wrstore++:mode=basic;pget_threads=1"},
                      {"wrstore++ chunk", "wrstore++:mode=chunk;pget_threads=1"},
                      {"wrstore++ pget-2", "wrstore++:mode=chunk;pget_threads=2;pget_min_mb=0"},
                      {"wrstore++ pget-3", "wrstore++:mode=chunk;pget_threads=3;pget_min_mb=0"},
                      {"wrstore++ pget-4", "wrstore++:mode=chunk;pget_threads=4;pget_min_mb=0"},
                      {"wrstore++ pget-5", "wrstore++:mode=chunk;pget_threads=5;pget_min_mb=0"}},
                     "wrstore++ basic",
                     1,
                     "trimmed_bytes_per_ms",
                     planFig89});
        v.push_back({"001-disk",
                     "001",
                     "Sec. 4.3 against the disk",
                     "WR-Store++ chunk mode (single GET and Parallel-GET with 4 threads) against the disk's raw "
                     "sequential bandwidth (plain files, 1 MiB write()/read() calls): PUT, GET and DELETE of Table "
                     "2's sizes from 1 MB up, 10 values each, trimmed by 7 %, bytes per millisecond",
                     "full: Table 2's sizes from DATA ID 3 (2 MB) to 8 (661 MB); small: 1/100 of the size; tiny: "
                     "1/10,000, the smallest and largest",
                     {{"disk", "disk:"},
                      {"wrstore++ chunk", "wrstore++:mode=chunk;pget_threads=1"},
                      {"wrstore++ pget-4", "wrstore++:mode=chunk;pget_threads=4;pget_min_mb=0"}},
                     "disk",
                     1,
                     "trimmed_bytes_per_ms",
                     planDiskReference});
        v.push_back({"001-sec6",
                     "001",
                     "Sec. 6 (second case)",
                     "WR-Store++ chunk mode holding 8 MiB values migrated by E-and-T into LevelDB, RocksDB and "
                     "Berkeley DB, each value streamed (getStream -> putStream), verified",
                     "full: 100 values (800 MiB); small: 2; tiny: 2",
                     {{"wrstore++ chunk", "wrstore++:mode=chunk;pget_threads=1"}},
                     "wrstore++ chunk",
                     2,
                     "ops_per_second",
                     planWrStorePPMigration});
        v.push_back({"002-listing1",
                     "002",
                     "Listing 1 / Fig. 5",
                     "insert, get, update and remove (1,000 each) over record sizes <1 KiB .. 1 MiB x counts 100 .. "
                     "1M x compressible and incompressible data, with peak memory and space efficiency",
                     "full: every cell under 10 GiB; small: the same cells with 1/100 of the records (at least 10) "
                     "and 10 operations each; tiny: 1/10,000, the smallest and largest sizes, the smallest count",
                     {kSqlite, kLevel, kRocks, kBdb, kFlat, kNested},
                     "flatfs",
                     1,
                     "ops_per_second",
                     planMatrix});
        v.push_back({"003-factory",
                     "003",
                     "the Factory benchmark",
                     "the Factory tree (1,000 workshops x 1,000 employees: 1M keys, 6M values) on the portable hive: "
                     "insert with one thread, delete the tree, insert with one thread per logical core",
                     "full: 1,000 x 1,000; small: 100 x 100; tiny: 10 x 10",
                     {{"hive", "wrstore:"}},
                     "hive",
                     0,
                     "ops_per_second",
                     planFactory});
        v.push_back({"004-tables2-4",
                     "004",
                     "Tables 2-4",
                     "4-byte keys with 4 B, 1 KB and 100 KB values: writes with one thread (Table 2) and four "
                     "(Table 3), then random reads (Table 4)",
                     "full: 100 million pairs of 4 B, the larger values capped at 10 GiB; small: 1/100; tiny: "
                     "1/10,000, the 4 B and 100 KB sizes, one writer",
                     {kZdbInt, kLevel, kRocks, kKyoto, kLmdb},
                     "zdb",
                     1,
                     "ops_per_second",
                     planEngineEval});
        v.push_back({"004-table1",
                     "004",
                     "Table 1 (Figs. 5-10)",
                     "YCSB write only, high read/low write, low read/high write with Zipfian keys, 1 KB and 4 KB "
                     "records, 8 client threads",
                     "full: 1M records and 1M operations; small: 1/100; tiny: 1/10,000, the first and last "
                     "workload, 1 KB records",
                     {kZdb, kLevel, kKyoto},
                     "zdb",
                     8,
                     "ops_per_second",
                     planTable1});
        v.push_back({"004-ycsb",
                     "004",
                     "Sec. 4.1 (YCSB A-F)",
                     "YCSB core workloads A-F (Zipfian; D latest; E scans from the start of the store), 1,000-byte "
                     "records, 8 client threads",
                     "full: 1M records and 1M operations; small: 1/100; tiny: 1/10,000",
                     {kZdb, kLevel, kKyoto},
                     "zdb",
                     8,
                     "ops_per_second",
                     planYcsbAF});
        // The users' workloads: every engine of ours against every peer.
        const std::vector<StoreVariant> everyStore = {
            layoutVariant(1, 2), kZdb, kRocks, kLevel, kBdb, kLmdb, kKyoto, kSqlite};
        v.push_back({"user-random", "—", "random insertion order",
                     "KVData3 and KVData4 put in a random order into an empty store (the load), then k = 100,000 "
                     "fresh records put in a random order, and 100,000 random gets and deletes, warm",
                     "full: 1M and 10M records, k = 100,000; small: 1/100; tiny: 1/10,000", everyStore, "wrstore 1D_2L",
                     1, "ops_per_second", planRandomOrder});
        v.push_back({"user-threads", "—", "client threads",
                     "YCSB A (50% updates) and B (5% updates), Zipfian keys, over 1M records with values of KVData3's "
                     "mean size (53 bytes), at 1, 2 and 4 client threads: each store's scaling with threads",
                     "full: 1M records and 1M operations; small: 1/100; tiny: 1/10,000, 1 and 4 threads", everyStore,
                     "wrstore 1D_2L", 1, "ops_per_second", planThreadScaling});
        const std::vector<StoreVariant> custom = customStores();
        v.push_back({kCustomPreset, "—", "custom workload",
                     "a workload composed by the user: records loaded, then a measured run of a mix of reads, writes, "
                     "inserts, deletes and scans (or YCSB A-F), with chosen value sizes, key order and cold or warm "
                     "start (wrctl bench custom --records, --operations, --mix, --ycsb, --value-size, --key-order, "
                     "--cold)",
                     "the sizes are the user's as given at every scale (default 100,000 records and 100,000 "
                     "operations); the scale only sets the repetitions",
                     custom, custom.empty() ? "" : custom.front().label, 1, "ops_per_second", planCustom});
        return v;
    }();
    return list;
}

const Preset* findPreset(std::string_view id) {
    for (const auto& p : presets()) {
        if (p.id == id) return &p;
    }
    return nullptr;
}

}  // namespace wr::bench
