#include "bench/workloads/engine_eval_workload.h"

#include <algorithm>

#include "bench/datasets/fixed_record_sets.h"
#include "bench/datasets/record_matrix.h"
#include "util/clock.h"

namespace wr::bench {

uint64_t engineEvalCount(uint64_t valueBytes) {
    constexpr uint64_t kPaperCount = 100000000;
    return std::min(kPaperCount, kMatrixCapBytes / (4 + valueBytes));
}

std::vector<RunSpec> engineEvalSteps(const EngineEvalPoint& point) {
    std::vector<RunSpec> steps;
    RunSpec write;
    write.workload = "engine-eval";
    write.step = "write";
    write.params["value_bytes"] = point.valueBytes;
    write.params["count"] = point.count;
    write.params["writers"] = point.writers;
    steps.push_back(write);
    if (point.read) {
        RunSpec read = write;
        read.step = "read";
        steps.push_back(std::move(read));
    }
    return steps;
}

Status runEngineEvalStep(StepContext& ctx) {
    const Json& p = ctx.params();
    const uint64_t count = uintOr(member(p, "count"), 1);
    FourByteKeySet set(uintOr(member(p, "value_bytes"), 4), count, ctx.spec().seed);
    WR_ASSIGN_OR_RETURN(std::unique_ptr<kv::KvStore> store, ctx.openStore());
    const std::string& step = ctx.spec().step;
    // One value buffer per client thread, reused: the loops allocate nothing
    // of their own, whatever the store does.
    std::vector<Bytes> buffers(
        static_cast<size_t>(std::max({int64_t{ctx.spec().threads}, intOr(member(p, "writers"), 1), int64_t{1}})));
    if (step == "write") {
        auto writers = static_cast<int>(intOr(member(p, "writers"), 1));
        WR_RETURN_IF_ERROR(ctx.timedLoop(
            "write", count,
            [&](uint64_t i, int thread) {
                Bytes key = set.key(i);
                Bytes& value = buffers[static_cast<size_t>(thread)];
                set.fillValue(i, 0, value);
                uint64_t start = monotonicNanos();
                Status put = store->put(key, value);
                return OpOutcome{std::move(put), monotonicNanos() - start, value.size()};
            },
            0, writers));
        ctx.result().logicalBytes = count * (4 + uintOr(member(p, "value_bytes"), 4));
        WR_RETURN_IF_ERROR(ctx.settle(*store));
        return ctx.finish(std::move(store));
    }
    if (step != "read") return Status::invalidArgument("engine-eval workload has no step '" + step + "'");
    std::vector<Random> rngs;
    for (int t = 0; t < ctx.spec().threads; ++t) {
        rngs.emplace_back(mixBits(ctx.spec().seed ^ (0x52414E44ull + static_cast<uint64_t>(t))));
    }
    WR_RETURN_IF_ERROR(ctx.timedLoop("read", count, [&](uint64_t, int thread) {
        uint64_t index = rngs[static_cast<size_t>(thread)].uniform(count);
        Bytes key = set.key(index);
        uint64_t start = monotonicNanos();
        auto got = store->get(key);
        uint64_t nanos = monotonicNanos() - start;
        if (!got.isOk()) return OpOutcome{got.status(), nanos, 0};
        Bytes& expected = buffers[static_cast<size_t>(thread)];
        set.fillValue(index, 0, expected);
        if (*got != expected) {
            return OpOutcome{Status::corruption("pair " + std::to_string(index) + " read back different bytes"), nanos,
                             0};
        }
        return OpOutcome{Status::ok(), nanos, got->size()};
    }));
    ctx.result().logicalBytes = count * (4 + uintOr(member(p, "value_bytes"), 4));
    return ctx.finish(std::move(store));
}

}  // namespace wr::bench
