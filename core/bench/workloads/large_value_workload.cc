#include "bench/workloads/large_value_workload.h"

#include "bench/datasets/data_set.h"
#include "bench/datasets/large_value.h"
#include "util/clock.h"

namespace wr::bench {

namespace {

// "random keys" (Sec. 5.1): 16 hex characters drawn from the seed.
Bytes valueKey(uint64_t seed, int rep) {
    Random rng(mixBits(seed ^ (0x4B4559ull + static_cast<uint64_t>(rep))));
    Bytes raw;
    appendRandomBytes(raw, rng, 8);
    return toHex(raw);
}

// The per-call times of a step, trimmed, as bytes per millisecond.
void addTrimmedFigures(OpResult& op, const std::vector<double>& nanos, uint64_t valueBytes) {
    double mean = trimmedMean(nanos, kTrimFraction);
    op.extra["trimmed_mean_ns"] = mean;
    op.extra["trimmed_bytes_per_ms"] = mean > 0 ? static_cast<double>(valueBytes) / (mean / 1e6) : 0;
}

}  // namespace

std::vector<RunSpec> largeValueSteps(const LargeValuePoint& point) {
    std::vector<RunSpec> steps;
    for (const char* step : {"put", "get", "delete"}) {
        RunSpec s;
        s.workload = "large-value";
        s.step = step;
        s.params["data_id"] = point.dataId;
        s.params["value_bytes"] = point.valueBytes;
        s.params["reps"] = point.reps;
        s.params["measured"] = std::string(step) != "put" || point.measurePut;
        steps.push_back(std::move(s));
    }
    // Figs. 8-9 compare GET alone: the DELETE step would only add set-up time.
    if (!point.measurePut) steps.pop_back();
    return steps;
}

Status runLargeValueStep(StepContext& ctx) {
    const Json& p = ctx.params();
    const uint64_t size = uintOr(member(p, "value_bytes"));
    const auto reps = static_cast<uint64_t>(intOr(member(p, "reps"), 1));
    const uint64_t seed = ctx.spec().seed;
    const std::string& step = ctx.spec().step;
    WR_ASSIGN_OR_RETURN(std::unique_ptr<kv::KvStore> store, ctx.openStore());
    std::vector<double> nanos;
    Status s;
    if (step == "put") {
        s = ctx.timedLoop(
            "put", reps,
            [&](uint64_t r, int) {
                GeneratedValueSource source(seed, r, size);
                Bytes key = valueKey(seed, static_cast<int>(r));
                uint64_t start = monotonicNanos();
                Status put = store->putStream(key, source);
                uint64_t took = monotonicNanos() - start;
                nanos.push_back(static_cast<double>(took));
                return OpOutcome{std::move(put), took, size};
            },
            0, 1);
        ctx.result().logicalBytes = reps * size;
    } else if (step == "get") {
        s = ctx.timedLoop(
            "get", reps,
            [&](uint64_t r, int) {
                CountingValueSink sink;
                Bytes key = valueKey(seed, static_cast<int>(r));
                uint64_t start = monotonicNanos();
                Status got = store->getStream(key, sink);
                uint64_t took = monotonicNanos() - start;
                nanos.push_back(static_cast<double>(took));
                if (got.isOk() && sink.bytes() != size) {
                    got = Status::corruption("value " + std::to_string(r) + " came back with " +
                                             std::to_string(sink.bytes()) + " of " + std::to_string(size) + " bytes");
                }
                return OpOutcome{std::move(got), took, sink.bytes()};
            },
            0, 1);
        if (s.isOk() && reps > 0) {
            CountingValueSink check(true);
            WR_RETURN_IF_ERROR(store->getStream(valueKey(seed, 0), check));
            if (check.crc() != generatedValueCrc(seed, 0, size)) {
                return Status::corruption(ctx.spec().storeLabel + " returned different bytes for value 0");
            }
        }
        ctx.result().logicalBytes = reps * size;
    } else if (step == "delete") {
        s = ctx.timedLoop(
            "delete", reps,
            [&](uint64_t r, int) {
                Bytes key = valueKey(seed, static_cast<int>(r));
                uint64_t start = monotonicNanos();
                Status removed = store->remove(key);
                uint64_t took = monotonicNanos() - start;
                nanos.push_back(static_cast<double>(took));
                return OpOutcome{std::move(removed), took, size};
            },
            0, 1);
        if (s.isOk()) {
            uint64_t start = monotonicNanos();
            Status compacted = store->compact(nullptr, &ctx.cancel());
            double compactSeconds = secondsSince(start);
            OpResult& op = ctx.result().ops.back();
            if (compacted.is(StatusCode::kNotSupported)) {
                ctx.result().compaction = "unsupported";
            } else {
                WR_RETURN_IF_ERROR(compacted.withContext("compaction after the deletes"));
                ctx.result().compaction = "counted";
                ctx.result().compactionSeconds = compactSeconds;
            }
            double total = op.seconds + (compacted.isOk() ? compactSeconds : 0);
            op.extra["bytes_per_ms_with_compaction"] = total > 0 ? static_cast<double>(op.bytes) / (total * 1000) : 0;
        }
    } else {
        return Status::invalidArgument("large-value workload has no step '" + step + "'");
    }
    WR_RETURN_IF_ERROR(s);
    OpResult& op = ctx.result().ops.back();
    addTrimmedFigures(op, nanos, size);
    op.extra["measured"] = boolOr(member(p, "measured"), true);
    WR_RETURN_IF_ERROR(store->flush());
    return ctx.finish(std::move(store));
}

}  // namespace wr::bench
