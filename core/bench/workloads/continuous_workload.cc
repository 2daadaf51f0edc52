#include "bench/workloads/continuous_workload.h"

#include <algorithm>
#include <chrono>
#include <functional>
#include <optional>
#include <vector>

#include "bench/datasets/data_set_catalog.h"
#include "bench/datasets/key_order.h"
#include "bench/workloads/background_clients.h"
#include "util/clock.h"

namespace wr::bench {

namespace {

constexpr uint64_t kWarmupGets = 1000;

uint64_t readOrderSeed(uint64_t seed) { return mixBits(seed ^ 0x52454144ull); }  // "READ"
uint64_t deleteOrderSeed(uint64_t seed) { return mixBits(seed ^ 0x44454cull); }  // "DEL"
uint64_t putOrderSeed(uint64_t seed) { return mixBits(seed ^ 0x505554ull); }     // "PUT"

// The keys, and the values to put or to expect back, of one batch of a
// timed loop's operations (StepContext::timedBatches), made off the clock.
class PreparedBatch {
public:
    // Operation i works on record index(i); values are made only when asked for.
    PreparedBatch(const DataSet& set, std::function<uint64_t(uint64_t)> index, bool withValues)
        : set_(set), index_(std::move(index)), withValues_(withValues) {}

    void make(uint64_t first, uint64_t end) {
        first_ = first;
        keys_.resize(end - first);
        values_.resize(withValues_ ? end - first : 0);
        for (uint64_t i = first; i < end; ++i) {
            const uint64_t record = index_(i);
            keys_[i - first] = set_.key(record);
            if (withValues_) values_[i - first] = set_.value(record);
        }
    }
    const Bytes& key(uint64_t i) const { return keys_[i - first_]; }
    const Bytes& value(uint64_t i) const { return values_[i - first_]; }

private:
    const DataSet& set_;
    std::function<uint64_t(uint64_t)> index_;
    bool withValues_;
    uint64_t first_ = 0;
    std::vector<Bytes> keys_;
    std::vector<Bytes> values_;
};

Status load(StepContext& ctx, kv::KvStore& store, const DataSet& set, bool randomOrder) {
    const PutOrder order(randomOrder, set.count(), putOrderSeed(ctx.spec().seed));
    PreparedBatch batch(
        set, [&](uint64_t i) { return order(i); }, true);
    uint64_t logical = 0;
    Status s = ctx.timedBatches(
        "load", set.count(), [&](uint64_t first, uint64_t end) { batch.make(first, end); },
        [&](uint64_t i, int) {
            const Bytes& key = batch.key(i);
            const Bytes& value = batch.value(i);
            logical += key.size() + value.size();
            uint64_t start = monotonicNanos();
            Status put = store.put(key, value);
            return OpOutcome{std::move(put), monotonicNanos() - start, value.size()};
        },
        0, 1);
    ctx.result().logicalBytes = logical;
    return s;
}

// Untimed gets over the end of the read order, so the measured calls meet a
// store whose caches and code paths have been exercised.
Status warmUp(StepContext& ctx, kv::KvStore& store, const DataSet& set) {
    IndexPermutation order(set.count(), readOrderSeed(ctx.spec().seed));
    uint64_t n = std::min(kWarmupGets, set.count());
    ctx.meter().beginPhase("warm-up", n);
    for (uint64_t j = 0; j < n; ++j) {
        if (ctx.cancel().isCancelled()) return ctx.cancelled();
        auto got = store.get(set.key(order(set.count() - 1 - j)));
        if (!got.isOk() && !got.status().is(StatusCode::kNotFound)) return got.status().withContext("warm-up get");
        ctx.meter().add();
    }
    return Status::ok();
}

Status measure(StepContext& ctx, kv::KvStore& store, const DataSet& set, const std::string& step, uint64_t k,
               bool randomOrder, uint64_t startNanos) {
    const uint64_t n = set.count();
    if (step == "write") {
        const PutOrder order(randomOrder, k, putOrderSeed(ctx.spec().seed) + 1);
        PreparedBatch batch(
            set, [&](uint64_t i) { return n + order(i); }, true);
        return ctx.timedBatches(
            "write", k, [&](uint64_t first, uint64_t end) { batch.make(first, end); },
            [&](uint64_t i, int) {
                const Bytes& value = batch.value(i);
                uint64_t start = monotonicNanos();
                Status put = store.put(batch.key(i), value);
                return OpOutcome{std::move(put), monotonicNanos() - start, value.size()};
            },
            startNanos);
    }
    if (step == "read") {
        IndexPermutation order(n, readOrderSeed(ctx.spec().seed));
        PreparedBatch batch(
            set, [&](uint64_t i) { return order(i); }, true);
        return ctx.timedBatches(
            "read", std::min(k, n), [&](uint64_t first, uint64_t end) { batch.make(first, end); },
            [&](uint64_t i, int) {
                uint64_t start = monotonicNanos();
                auto got = store.get(batch.key(i));
                uint64_t nanos = monotonicNanos() - start;
                if (!got.isOk()) return OpOutcome{got.status(), nanos, 0};
                if (*got != batch.value(i)) {
                    return OpOutcome{
                        Status::corruption("record " + std::to_string(order(i)) + " read back different bytes"), nanos,
                        0};
                }
                return OpOutcome{Status::ok(), nanos, got->size()};
            },
            startNanos);
    }
    IndexPermutation order(n, deleteOrderSeed(ctx.spec().seed));
    PreparedBatch batch(
        set, [&](uint64_t i) { return order(i); }, false);
    return ctx.timedBatches(
        "delete", std::min(k, n), [&](uint64_t first, uint64_t end) { batch.make(first, end); },
        [&](uint64_t i, int) {
            uint64_t start = monotonicNanos();
            Status removed = store.remove(batch.key(i));
            return OpOutcome{std::move(removed), monotonicNanos() - start, 0};
        },
        startNanos);
}

}  // namespace

std::vector<RunSpec> continuousSteps(const ContinuousPoint& point) {
    std::vector<RunSpec> steps;
    for (const char* step : {"prepare", "write", "read", "delete"}) {
        RunSpec s;
        s.workload = "continuous";
        s.step = step;
        s.params["data_set"] = point.dataSet;
        s.params["data_scale"] = point.dataScale;
        s.params["k"] = point.k;
        s.params["cold"] = point.cold;
        s.params["clients"] = point.clients;
        s.params["client_interval_us"] = point.clientIntervalMicros;
        s.params["put_order"] = point.randomOrder ? "random" : "record";
        steps.push_back(std::move(s));
    }
    return steps;
}

Status runContinuousStep(StepContext& ctx) {
    const Json& p = ctx.params();
    WR_ASSIGN_OR_RETURN(
        std::unique_ptr<DataSet> set,
        makeDataSet(textOf(member(p, "data_set")), numberOr(member(p, "data_scale"), 1), ctx.spec().seed));
    const std::string& step = ctx.spec().step;
    bool cold = boolOr(member(p, "cold"), true);
    auto clients = static_cast<int>(intOr(member(p, "clients"), 0));
    uint64_t k = uintOr(member(p, "k"), 1);
    const std::string putOrder = textOf(member(p, "put_order"));
    if (!putOrder.empty() && putOrder != "record" && putOrder != "random") {
        return Status::invalidArgument("unknown put order '" + putOrder + "' (record or random)");
    }
    const bool randomOrder = putOrder == "random";
    if (step != "prepare" && step != "write" && step != "read" && step != "delete") {
        return Status::invalidArgument("continuous workload has no step '" + step + "'");
    }

    uint64_t openStart = monotonicNanos();
    WR_ASSIGN_OR_RETURN(std::unique_ptr<kv::KvStore> store, ctx.openStore());
    if (step == "prepare") {
        WR_RETURN_IF_ERROR(load(ctx, *store, *set, randomOrder));
        WR_RETURN_IF_ERROR(ctx.settle(*store));
        return ctx.finish(std::move(store));
    }

    std::optional<BackgroundClients> background;
    if (clients > 0) {
        background.emplace(*store, clients, std::chrono::microseconds(uintOr(member(p, "client_interval_us"), 1950)));
        background->start();
    }
    Status s = cold && clients == 0 ? Status::ok() : warmUp(ctx, *store, *set);
    if (s.isOk()) s = measure(ctx, *store, *set, step, k, randomOrder, cold && clients == 0 ? openStart : 0);
    if (background) {
        background->stop();
        ctx.result().metrics["background_clients"] = clients;
        ctx.result().metrics["background_target_ops_per_second"] = background->targetOpsPerSecond();
        ctx.result().metrics["background_achieved_ops_per_second"] = background->achievedOpsPerSecond();
        ctx.result().metrics["background_failures"] = background->failures();
    }
    WR_RETURN_IF_ERROR(s);
    // Keep the store's state settled for the next step (untimed).
    WR_RETURN_IF_ERROR(store->flush());
    return ctx.finish(std::move(store));
}

}  // namespace wr::bench
