#include "bench/workloads/ycsb_workload.h"

#include <atomic>
#include <iterator>
#include <optional>

#include "bench/datasets/fixed_record_sets.h"
#include "bench/datasets/zipfian.h"
#include "bench/workloads/op_kind_recorders.h"
#include "util/clock.h"

namespace wr::bench {

namespace {

enum OpKind { kRead, kUpdate, kInsert, kScan, kRmw, kOpKinds };
const char* const kOpNames[kOpKinds] = {"read", "update", "insert", "scan", "read-modify-write"};

// One client's request generator: its own random stream and key chooser.
class Client {
public:
    Client(const YcsbMix& mix, uint64_t records, uint64_t operations, uint64_t seed)
        : mix_(mix), rng_(seed), latest_(records == 0 ? 1 : records - 1) {
        auto expectedInserts = static_cast<uint64_t>(static_cast<double>(operations) * mix.insert * 2.0);
        zipfian_.emplace(0, records + expectedInserts - 1);
    }

    OpKind nextOp() {
        double u = rng_.uniformDouble();
        const double weights[kOpKinds] = {mix_.read, mix_.update, mix_.insert, mix_.scan, mix_.readModifyWrite};
        for (int k = 0; k < kOpKinds; ++k) {
            if (u < weights[k]) return static_cast<OpKind>(k);
            u -= weights[k];
        }
        return kRead;
    }

    uint64_t nextKey(uint64_t lastAcknowledged) {
        if (mix_.distribution == "latest") return latest_.next(rng_, lastAcknowledged);
        uint64_t key = 0;
        do {
            key = zipfian_->next(rng_);
        } while (key > lastAcknowledged);
        return key;
    }

    Random& rng() { return rng_; }

private:
    const YcsbMix& mix_;
    Random rng_;
    std::optional<ScrambledZipfianGenerator> zipfian_;
    SkewedLatestGenerator latest_;
};

}  // namespace

const std::vector<YcsbMix>& ycsbMixes() {
    static const std::vector<YcsbMix> mixes = {
        {"A", "YCSB workloada (update heavy)", 0.5, 0.5, 0, 0, 0, "zipfian"},
        {"B", "YCSB workloadb (read mostly)", 0.95, 0.05, 0, 0, 0, "zipfian"},
        {"C", "YCSB workloadc (read only)", 1.0, 0, 0, 0, 0, "zipfian"},
        {"D", "YCSB workloadd (read latest)", 0.95, 0, 0.05, 0, 0, "latest"},
        {"E", "YCSB workloade (short ranges)", 0, 0, 0.05, 0.95, 0, "zipfian"},
        {"F", "YCSB workloadf (read-modify-write)", 0.5, 0, 0, 0, 0.5, "zipfian"},
        {"write-only", "seed 004 Table 1", 0, 0, 1.0, 0, 0, "zipfian"},
        // Table 1 prints these two rows' Put/Get columns the other way round
        // from their names; the names and Figs. 7-10's captions agree, so we
        // follow the names.
        {"high-read-low-write", "seed 004 Table 1", 0.9, 0.1, 0, 0, 0, "zipfian"},
        {"low-read-high-write", "seed 004 Table 1", 0.1, 0.9, 0, 0, 0, "zipfian"},
    };
    return mixes;
}

OpOutcome insertNext(kv::KvStore& store, const DataSet& set, AcknowledgedCounter& inserts) {
    uint64_t n = inserts.take();
    Bytes key = set.key(n);
    Bytes value = set.value(n, 0);
    uint64_t start = monotonicNanos();
    Status put = store.put(key, value);
    uint64_t nanos = monotonicNanos() - start;
    if (put.isOk()) inserts.acknowledge(n);
    return OpOutcome{std::move(put), nanos, value.size()};
}

Status scanFromStart(kv::KvStore& store, uint64_t length, uint64_t& bytes) {
    auto cursor = store.scan();
    if (!cursor.isOk()) return cursor.status();
    for (uint64_t read = 0; (*cursor)->valid() && read < length; ++read, (*cursor)->next()) {
        auto value = (*cursor)->value();
        if (!value.isOk()) return value.status();
        bytes += value->size();
    }
    return (*cursor)->status();
}

std::vector<RunSpec> ycsbSteps(const YcsbPoint& point) {
    std::vector<RunSpec> steps;
    for (const char* step : {"load", "run"}) {
        RunSpec s;
        s.workload = "ycsb";
        s.step = step;
        s.params["mix"] = point.mix;
        s.params["record_bytes"] = point.recordBytes;
        s.params["records"] = point.records;
        s.params["operations"] = point.operations;
        steps.push_back(std::move(s));
    }
    return steps;
}

Status runYcsbStep(StepContext& ctx) {
    const Json& p = ctx.params();
    const YcsbMix* mix = nullptr;
    for (const auto& m : ycsbMixes()) {
        if (m.name == textOf(member(p, "mix"))) mix = &m;
    }
    if (mix == nullptr) return Status::invalidArgument("unknown YCSB workload '" + textOf(member(p, "mix")) + "'");
    const uint64_t records = uintOr(member(p, "records"), 1);
    const uint64_t operations = uintOr(member(p, "operations"), 1);
    YcsbRecordSet set(uintOr(member(p, "record_bytes"), 1000), records, ctx.spec().seed);
    WR_ASSIGN_OR_RETURN(std::unique_ptr<kv::KvStore> store, ctx.openStore());

    if (ctx.spec().step == "load") {
        WR_RETURN_IF_ERROR(ctx.timedLoop(
            "load", records,
            [&](uint64_t i, int) {
                Bytes key = set.key(i);
                Bytes value = set.value(i, 0);
                uint64_t start = monotonicNanos();
                Status put = store->put(key, value);
                return OpOutcome{std::move(put), monotonicNanos() - start, value.size()};
            },
            0, 1));
        ctx.result().logicalBytes = records * (set.key(0).size() + uintOr(member(p, "record_bytes"), 1000));
        WR_RETURN_IF_ERROR(ctx.settle(*store));
        return ctx.finish(std::move(store));
    }
    if (ctx.spec().step != "run") return Status::invalidArgument("ycsb workload has no step '" + ctx.spec().step + "'");

    const int threads = ctx.spec().threads;
    AcknowledgedCounter inserts(records);
    std::vector<Client> clients;
    OpKindRecorders recorders(threads, std::vector<std::string>(std::begin(kOpNames), std::end(kOpNames)));
    for (int t = 0; t < threads; ++t) {
        clients.emplace_back(*mix, records, operations,
                             mixBits(ctx.spec().seed ^ (0x59435342ull + static_cast<uint64_t>(t))));
    }
    std::atomic<uint32_t> nextVersion{1};

    uint64_t start = monotonicNanos();
    WR_RETURN_IF_ERROR(ctx.timedLoop(
        "operations", operations,
        [&](uint64_t, int thread) {
            Client& client = clients[static_cast<size_t>(thread)];
            OpKind kind = client.nextOp();
            if (kind == kInsert) return recorders.record(thread, kind, insertNext(*store, set, inserts));
            uint64_t bytes = 0;
            Status s;
            uint64_t t0 = 0;
            if (kind == kScan) {
                auto length = static_cast<uint64_t>(client.rng().range(1, kMaxScanLength));
                t0 = monotonicNanos();
                s = scanFromStart(*store, length, bytes);
            } else {
                uint64_t n = client.nextKey(inserts.lastAcknowledged());
                Bytes key = set.key(n);
                Bytes value;
                if (kind != kRead) value = set.value(n, nextVersion.fetch_add(1, std::memory_order_relaxed));
                t0 = monotonicNanos();
                if (kind == kRead || kind == kRmw) {
                    auto got = store->get(key);
                    s = got.status();
                    if (s.isOk()) bytes += got->size();
                }
                if (s.isOk() && kind != kRead) {
                    s = store->put(key, value);
                    bytes += value.size();
                }
            }
            return recorders.record(thread, kind, OpOutcome{std::move(s), monotonicNanos() - t0, bytes});
        },
        start));
    recorders.summarizeInto(ctx.result().ops, ctx.result().ops.back().seconds);
    ctx.result().metrics["scan_from_start_of_store"] = mix->scan > 0;
    WR_RETURN_IF_ERROR(store->flush());
    return ctx.finish(std::move(store));
}

}  // namespace wr::bench
