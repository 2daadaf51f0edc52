#include "bench/workloads/factory_workload.h"

#include "bench/workloads/factory_tree.h"
#include "registry/hive/hive.h"
#include "util/clock.h"
#include "util/file.h"

namespace wr::bench {

namespace {

// The hive settings a wrstore URI names (stores/wrindex/wrstore_options.h).
Result<reg::HiveOptions> hiveOptions(const kv::StoreUri& uri) {
    reg::HiveOptions options;
    WR_ASSIGN_OR_RETURN(std::string durability, uri.getChoice("durability", {"group", "os", "sync"}, "group"));
    options.durability = durability == "os"     ? reg::Durability::kOsBuffered
                         : durability == "sync" ? reg::Durability::kSyncEachChange
                                                : reg::Durability::kGroupCommit;
    return options;
}

}  // namespace

std::vector<RunSpec> factorySteps(const FactoryPoint& point) {
    std::vector<RunSpec> steps;
    for (const char* step : {"insert-1", "delete", "insert-n"}) {
        RunSpec s;
        s.workload = "factory";
        s.step = step;
        s.params["workshops"] = static_cast<uint64_t>(point.workshops);
        s.params["employees"] = static_cast<uint64_t>(point.employees);
        steps.push_back(std::move(s));
    }
    return steps;
}

Status runFactoryStep(StepContext& ctx) {
    const std::string& step = ctx.spec().step;
    if (step != "insert-1" && step != "delete" && step != "insert-n") {
        return Status::invalidArgument("factory workload has no step '" + step + "'");
    }
    WR_ASSIGN_OR_RETURN(kv::StoreUri uri, kv::StoreUri::parse(ctx.spec().storeUri));
    WR_ASSIGN_OR_RETURN(std::string hiveDir, uri.getString("hive"));
    WR_ASSIGN_OR_RETURN(reg::HiveOptions options, hiveOptions(uri));
    reg::FactoryOptions factory;
    factory.workshops = static_cast<uint32_t>(uintOr(member(ctx.params(), "workshops"), 1000));
    factory.employees = static_cast<uint32_t>(uintOr(member(ctx.params(), "employees"), 1000));
    factory.seed = ctx.spec().seed;
    factory.threads = step == "insert-n" ? static_cast<uint32_t>(ctx.spec().threads) : 1;
    const uint64_t keys = uint64_t(factory.workshops) * (factory.employees + 1);

    uint64_t start = monotonicNanos();
    auto hive = reg::Hive::open(hiveDir, options);
    ctx.result().openSeconds = secondsSince(start);
    if (!hive.isOk()) return hive.status().withContext("opening the hive " + hiveDir);
    reg::Hive& registry = **hive;

    // One timed call: the whole insert or delete, as 003 times them; its
    // count is the keys it wrote or removed.
    ctx.meter().beginPhase(step, factory.workshops);
    uint64_t t0 = monotonicNanos();
    Status s;
    uint64_t values = 0;
    if (step == "delete") {
        s = reg::deleteFactory(registry, registry.root());
    } else {
        auto totals = reg::insertFactory(registry, registry.root(), factory, nullptr, &ctx.cancel());
        s = totals.status();
        if (totals.isOk()) values = totals->values;
    }
    uint64_t nanos = monotonicNanos() - t0;
    ctx.meter().add(factory.workshops);
    OpRecorder recorder(step == "delete" ? "delete" : "insert");
    recorder.record(nanos, 0, s.isOk());
    OpResult op = summarize(recorder, static_cast<double>(nanos) / 1e9);
    op.count = keys;
    op.opsPerSecond = op.seconds > 0 ? static_cast<double>(keys) / op.seconds : 0;
    op.extra["keys"] = keys;
    op.extra["values"] = values;
    op.extra["threads"] = static_cast<uint64_t>(factory.threads);
    ctx.result().ops.push_back(std::move(op));
    WR_RETURN_IF_ERROR(s);

    t0 = monotonicNanos();
    WR_RETURN_IF_ERROR(registry.flush());
    ctx.result().flushSeconds = secondsSince(t0);
    if (auto stats = registry.statistics(); stats.isOk()) {
        ctx.result().storeCount = stats->keys;
        ctx.result().storeMemoryBytes = stats->memoryBytes;
        ctx.result().logicalBytes = stats->nameAndDataBytes;
        ctx.result().metrics["hive_values"] = stats->values;
    }
    t0 = monotonicNanos();
    hive->reset();
    ctx.result().closeSeconds = secondsSince(t0);
    ctx.result().allocatedBytes = allocatedBytes(ctx.spec().storeDir);
    if (ctx.result().allocatedBytes > 0) {
        ctx.result().spaceEfficiency =
            static_cast<double>(ctx.result().logicalBytes) / static_cast<double>(ctx.result().allocatedBytes);
    }
    return Status::ok();
}

}  // namespace wr::bench
