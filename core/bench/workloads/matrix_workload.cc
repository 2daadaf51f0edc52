#include "bench/workloads/matrix_workload.h"

#include "util/clock.h"

namespace wr::bench {

std::vector<RunSpec> matrixSteps(const MatrixPoint& point) {
    RunSpec s;
    s.workload = "matrix";
    s.step = "run";
    s.params["size_range"] = point.sizeRange;
    s.params["kind"] = dataKindName(point.kind);
    s.params["count"] = point.count;
    s.params["iterations"] = point.iterations;
    return {s};
}

Status runMatrixStep(StepContext& ctx) {
    const Json& p = ctx.params();
    if (ctx.spec().step != "run")
        return Status::invalidArgument("matrix workload has no step '" + ctx.spec().step + "'");
    WR_ASSIGN_OR_RETURN(RecordSizeRange range, findRecordSizeRange(textOf(member(p, "size_range"))));
    WR_ASSIGN_OR_RETURN(DataKind kind, parseDataKind(textOf(member(p, "kind"))));
    std::shared_ptr<const TextCorpus> corpus;
    if (kind == DataKind::kCompressible) {
        WR_ASSIGN_OR_RETURN(corpus, loadTextCorpus(ctx.spec().textCorpus));
        ctx.result().metrics["text_corpus"] = corpus->source;
        ctx.result().metrics["text_corpus_md5"] = corpus->md5;
    }
    const uint64_t count = uintOr(member(p, "count"), 100);
    const uint64_t iterations = uintOr(member(p, "iterations"), 1000);
    RecordMatrixSet set(range, kind, count, ctx.spec().seed, corpus);

    // Every record's current value version and size, for checking gets and
    // for the logical bytes the store holds.
    std::vector<uint32_t> version(count + iterations, 0);
    std::vector<uint32_t> valueSize(count + iterations, 0);
    uint64_t storeCount = 0;
    uint32_t nextVersion = 1;
    Random pick(mixBits(ctx.spec().seed ^ 0x5049434Bull));  // "PICK"

    WR_ASSIGN_OR_RETURN(std::unique_ptr<kv::KvStore> store, ctx.openStore());
    auto putRecord = [&](uint64_t index, uint32_t v) {
        Bytes key = set.key(index);
        Bytes value = set.value(index, v);
        version[index] = v;
        valueSize[index] = static_cast<uint32_t>(value.size());
        uint64_t start = monotonicNanos();
        Status s = store->put(key, value);
        return OpOutcome{std::move(s), monotonicNanos() - start, value.size()};
    };

    WR_RETURN_IF_ERROR(ctx.timedLoop(
        "load", count,
        [&](uint64_t i, int) {
            OpOutcome o = putRecord(i, 0);
            ++storeCount;
            return o;
        },
        0, 1));
    WR_RETURN_IF_ERROR(ctx.timedLoop(
        "insert", iterations,
        [&](uint64_t, int) {
            OpOutcome o = putRecord(storeCount, 0);
            ++storeCount;
            return o;
        },
        0, 1));
    WR_RETURN_IF_ERROR(ctx.timedLoop(
        "get", iterations,
        [&](uint64_t, int) {
            uint64_t index = pick.uniform(storeCount);
            Bytes key = set.key(index);
            uint64_t start = monotonicNanos();
            auto got = store->get(key);
            uint64_t nanos = monotonicNanos() - start;
            if (!got.isOk()) return OpOutcome{got.status(), nanos, 0};
            if (*got != set.value(index, version[index])) {
                return OpOutcome{Status::corruption("record " + std::to_string(index) + " read back different bytes"),
                                 nanos, 0};
            }
            return OpOutcome{Status::ok(), nanos, got->size()};
        },
        0, 1));
    WR_RETURN_IF_ERROR(ctx.timedLoop(
        "update", iterations, [&](uint64_t, int) { return putRecord(pick.uniform(storeCount), nextVersion++); }, 0, 1));
    WR_RETURN_IF_ERROR(ctx.timedLoop(
        "remove", iterations,
        [&](uint64_t, int) {
            uint64_t index = pick.uniform(storeCount);
            Bytes key = set.key(index);
            uint64_t start = monotonicNanos();
            Status removed = store->remove(key);
            OpOutcome o{std::move(removed), monotonicNanos() - start, 0};
            if (o.status.isOk()) {
                Status back = putRecord(index, nextVersion++).status;  // Listing 1 line 28, untimed
                if (!back.isOk()) o.status = back.withContext("putting a removed record back");
            }
            return o;
        },
        0, 1));

    uint64_t logical = 0;
    for (uint64_t i = 0; i < storeCount; ++i) logical += 40 + valueSize[i];
    ctx.result().logicalBytes = logical;
    WR_RETURN_IF_ERROR(ctx.settle(*store));
    return ctx.finish(std::move(store));
}

}  // namespace wr::bench
