#include "bench/workloads/large_mix_workload.h"

#include <cmath>

#include "bench/datasets/data_set.h"
#include "bench/datasets/large_value.h"
#include "util/clock.h"

namespace wr::bench {

namespace {

// Table 3's value sizes (MiB) and their ratio out of 100.
struct SizeClass {
    uint64_t nominalMiB;
    int ratio;
};
constexpr SizeClass kSizeClasses[] = {{100, 70}, {500, 25}, {1024, 5}};

// The size of value `id`: its class by the ratio, +-10 % around the class.
uint64_t valueSize(uint64_t seed, uint64_t id, double sizeScale) {
    Random rng(mixBits(seed ^ mixBits(id + 0x53495AEull)));
    auto draw = static_cast<int>(rng.uniform(100));
    uint64_t nominal = kSizeClasses[2].nominalMiB;
    for (const auto& c : kSizeClasses) {
        if (draw < c.ratio) {
            nominal = c.nominalMiB;
            break;
        }
        draw -= c.ratio;
    }
    double jitter = 0.9 + 0.2 * rng.uniformDouble();
    return std::max<uint64_t>(
        1, static_cast<uint64_t>(std::llround(static_cast<double>(nominal << 20) * sizeScale * jitter)));
}

// Loaded values follow the ratio exactly: the first 14 of 20 are ~100 MB,
// the next 5 ~500 MB, the last ~1 GB.
uint64_t loadedValueSize(uint64_t seed, int index, int loaded, double sizeScale) {
    int acc = 0;
    uint64_t nominal = kSizeClasses[2].nominalMiB;
    for (const auto& c : kSizeClasses) {
        acc += c.ratio;
        if (index * 100 < acc * loaded) {
            nominal = c.nominalMiB;
            break;
        }
    }
    Random rng(mixBits(seed ^ (0x4C4F4144ull + static_cast<uint64_t>(index))));
    double jitter = 0.9 + 0.2 * rng.uniformDouble();
    return std::max<uint64_t>(
        1, static_cast<uint64_t>(std::llround(static_cast<double>(nominal << 20) * sizeScale * jitter)));
}

std::string mixKey(uint64_t id) { return "value-" + std::to_string(id); }

Status putValue(kv::KvStore& store, uint64_t seed, uint64_t id, uint64_t size) {
    GeneratedValueSource source(seed, id, size);
    return store.putStream(mixKey(id), source);
}

}  // namespace

const std::vector<LargeMix>& largeMixes() {
    static const std::vector<LargeMix> mixes = {
        {"read-heavy", 65, 20, 15},
        {"write-heavy", 20, 40, 40},
        {"read-write-average", 45, 30, 25},
    };
    return mixes;
}

std::vector<RunSpec> largeMixSteps(const LargeMixPoint& point) {
    std::vector<RunSpec> steps;
    for (const char* step : {"load", "run"}) {
        RunSpec s;
        s.workload = "large-mix";
        s.step = step;
        s.params["mix"] = point.mix;
        s.params["size_scale"] = point.sizeScale;
        s.params["loaded_values"] = point.loadedValues;
        s.params["operations"] = point.operations;
        steps.push_back(std::move(s));
    }
    return steps;
}

Status runLargeMixStep(StepContext& ctx) {
    const Json& p = ctx.params();
    const uint64_t seed = ctx.spec().seed;
    const double sizeScale = numberOr(member(p, "size_scale"), 1);
    const auto loaded = static_cast<int>(intOr(member(p, "loaded_values"), 20));
    const LargeMix* mix = nullptr;
    for (const auto& m : largeMixes()) {
        if (m.name == textOf(member(p, "mix"))) mix = &m;
    }
    if (mix == nullptr) return Status::invalidArgument("unknown mix '" + textOf(member(p, "mix")) + "'");

    WR_ASSIGN_OR_RETURN(std::unique_ptr<kv::KvStore> store, ctx.openStore());
    if (ctx.spec().step == "load") {
        uint64_t logical = 0;
        WR_RETURN_IF_ERROR(ctx.timedLoop(
            "load", static_cast<uint64_t>(loaded),
            [&](uint64_t i, int) {
                uint64_t size = loadedValueSize(seed, static_cast<int>(i), loaded, sizeScale);
                logical += size;
                uint64_t start = monotonicNanos();
                Status put = putValue(*store, seed, i, size);
                return OpOutcome{std::move(put), monotonicNanos() - start, size};
            },
            0, 1));
        ctx.result().logicalBytes = logical;
        WR_RETURN_IF_ERROR(ctx.settle(*store));
        return ctx.finish(std::move(store));
    }
    if (ctx.spec().step != "run")
        return Status::invalidArgument("large-mix workload has no step '" + ctx.spec().step + "'");

    // The live values and their sizes; new values take ids after the loaded.
    std::vector<std::pair<uint64_t, uint64_t>> live;
    for (int i = 0; i < loaded; ++i) live.emplace_back(i, loadedValueSize(seed, i, loaded, sizeScale));
    uint64_t nextId = static_cast<uint64_t>(loaded);
    Random rng(mixBits(seed ^ 0x4D4958ull));
    OpRecorder gets("get"), puts("put"), updates("update");
    const auto operations = static_cast<uint64_t>(intOr(member(p, "operations"), 100));
    uint64_t start = monotonicNanos();
    Status loop = ctx.timedLoop(
        "mixed", operations,
        [&](uint64_t, int) {
            auto draw = static_cast<int>(rng.uniform(100));
            uint64_t t0 = monotonicNanos();
            Status s;
            uint64_t bytes = 0;
            OpRecorder* kind = nullptr;
            if (draw < mix->getPercent && !live.empty()) {
                const auto& [id, size] = live[rng.uniform(live.size())];
                CountingValueSink sink;
                s = store->getStream(mixKey(id), sink);
                if (s.isOk() && sink.bytes() != size) s = Status::corruption(mixKey(id) + " came back short");
                bytes = sink.bytes();
                kind = &gets;
            } else if (draw < mix->getPercent + mix->putPercent || live.empty()) {
                uint64_t size = valueSize(seed, nextId, sizeScale);
                s = putValue(*store, seed, nextId, size);
                live.emplace_back(nextId++, size);
                bytes = size;
                kind = &puts;
            } else {
                size_t victim = static_cast<size_t>(rng.uniform(live.size()));
                s = store->remove(mixKey(live[victim].first));
                live.erase(live.begin() + static_cast<std::ptrdiff_t>(victim));
                if (s.isOk()) {
                    uint64_t size = valueSize(seed, nextId, sizeScale);
                    s = putValue(*store, seed, nextId, size);
                    live.emplace_back(nextId++, size);
                    bytes = size;
                }
                kind = &updates;
            }
            uint64_t took = monotonicNanos() - t0;
            kind->record(took, bytes, s.isOk());
            return OpOutcome{std::move(s), took, bytes};
        },
        start, 1);
    WR_RETURN_IF_ERROR(loop);
    double seconds = ctx.result().ops.back().seconds;
    // Each kind's latencies; its rate is per second of the whole mixed run.
    for (const OpRecorder* r : {&gets, &puts, &updates}) {
        if (r->count() > 0) ctx.result().ops.push_back(summarize(*r, seconds));
    }
    ctx.result().metrics["elapsed_seconds"] = seconds;
    uint64_t logical = 0;
    for (const auto& v : live) logical += v.second;
    ctx.result().logicalBytes = logical;
    WR_RETURN_IF_ERROR(store->flush());
    return ctx.finish(std::move(store));
}

}  // namespace wr::bench
