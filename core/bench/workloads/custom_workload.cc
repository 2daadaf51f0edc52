#include "bench/workloads/custom_workload.h"

#include <array>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <optional>
#include <sstream>

#include "bench/datasets/data_set.h"
#include "bench/datasets/key_order.h"
#include "bench/datasets/zipfian.h"
#include "bench/workloads/op_kind_recorders.h"
#include "bench/workloads/ycsb_workload.h"
#include "util/clock.h"

namespace wr::bench {

namespace {

enum OpKind { kRead, kWrite, kInsert, kDelete, kScan, kReadModifyWrite, kOpKinds };
const char* const kOpNames[kOpKinds] = {"read", "write", "insert", "delete", "scan", "read-modify-write"};
const char* const kKeyOrders[] = {"sequential", "random", "zipfian"};

// A zipfian or latest draw outside the live records is drawn again (as YCSB
// does); after this many draws the key is taken uniformly instead, so a run
// whose deletes emptied most of the key space does not spin.
constexpr int kMaxRedraws = 64;

// The shares and key order a run draws from: the user's, or a YCSB core mix's.
struct Mix {
    std::array<double, kOpKinds> shares{};
    std::string keyOrder;
};

const YcsbMix* findCoreMix(const std::string& letter) {
    if (letter.size() != 1 || letter[0] < 'A' || letter[0] > 'F') return nullptr;
    for (const auto& m : ycsbMixes()) {
        if (m.name == letter) return &m;
    }
    return nullptr;
}

Mix mixOf(const CustomWorkload& w) {
    if (const YcsbMix* m = findCoreMix(w.ycsb)) {
        return {{m->read, m->update, m->insert, 0, m->scan, m->readModifyWrite}, m->distribution};
    }
    return {{w.read, w.write, w.insert, w.remove, w.scan, 0}, w.keyOrder};
}

// Each kind's share of `operations`, rounded by largest remainder so the
// counts sum to `operations` exactly.
std::array<uint64_t, kOpKinds> operationCounts(const Mix& mix, uint64_t operations) {
    std::array<uint64_t, kOpKinds> counts{};
    std::array<double, kOpKinds> remainders{};
    uint64_t assigned = 0;
    for (int k = 0; k < kOpKinds; ++k) {
        double exact = mix.shares[static_cast<size_t>(k)] * static_cast<double>(operations);
        counts[static_cast<size_t>(k)] = static_cast<uint64_t>(std::floor(exact));
        remainders[static_cast<size_t>(k)] = exact - std::floor(exact);
        assigned += counts[static_cast<size_t>(k)];
    }
    while (assigned < operations) {
        size_t best = 0;
        for (size_t k = 1; k < remainders.size(); ++k) {
            if (remainders[k] > remainders[best]) best = k;
        }
        ++counts[best];
        remainders[best] = -1;
        ++assigned;
    }
    return counts;
}

// Keys "user" + the record number in twelve digits, so the store's key order
// is the record order; printable values of a size drawn per record and version.
class CustomRecordSet : public DataSet {
public:
    CustomRecordSet(uint64_t count, uint64_t valueMin, uint64_t valueMax, uint64_t seed)
        : DataSet({"custom", "composed by the user", count, 16, static_cast<double>(valueMin + valueMax) / 2,
                   "\"user\" + 12-digit record numbers, values of " + std::to_string(valueMin) + ".." +
                       std::to_string(valueMax) + " bytes"},
                  count, seed),
          valueMin_(valueMin),
          valueMax_(valueMax) {}

    Bytes key(uint64_t index) const override {
        char text[32];
        std::snprintf(text, sizeof text, "user%012llu", static_cast<unsigned long long>(index));
        return text;
    }
    Bytes value(uint64_t index, uint32_t version) const override {
        Random rng = recordRandom(1, index, version);
        Bytes out;
        appendRandomAlnum(out, rng, static_cast<size_t>(valueMin_ + rng.uniform(valueMax_ - valueMin_ + 1)));
        return out;
    }

private:
    uint64_t valueMin_;
    uint64_t valueMax_;
};

// One client thread's request keys: a live record number in [low, high].
class RequestKeys {
public:
    RequestKeys(const std::string& order, uint64_t records, uint64_t inserts, uint64_t seed, uint64_t firstKey)
        : order_(order), rng_(seed), cursor_(firstKey) {
        if (order == "zipfian") zipfian_.emplace(0, records + 2 * inserts - 1);
        if (order == "latest") latest_.emplace(records == 0 ? 1 : records - 1);
    }

    uint64_t next(uint64_t low, uint64_t high) {
        const uint64_t live = high - low + 1;
        if (order_ == "sequential") return low + cursor_++ % live;
        for (int draw = 0; draw < kMaxRedraws && (zipfian_ || latest_); ++draw) {
            uint64_t key = zipfian_ ? zipfian_->next(rng_) : latest_->next(rng_, high);
            if (key >= low && key <= high) return key;
        }
        return low + rng_.uniform(live);
    }

    Random& rng() { return rng_; }

private:
    std::string order_;
    Random rng_;
    uint64_t cursor_;
    std::optional<ScrambledZipfianGenerator> zipfian_;
    std::optional<SkewedLatestGenerator> latest_;
};

Result<CustomWorkload> fromParams(const Json& p) {
    CustomWorkload w;
    w.records = uintOr(member(p, "records"), w.records);
    w.operations = uintOr(member(p, "operations"), w.operations);
    w.read = numberOr(member(p, "read"), 0);
    w.write = numberOr(member(p, "write"), 0);
    w.insert = numberOr(member(p, "insert"), 0);
    w.remove = numberOr(member(p, "delete"), 0);
    w.scan = numberOr(member(p, "scan"), 0);
    w.ycsb = textOf(member(p, "ycsb"));
    w.valueMin = uintOr(member(p, "value_min"), w.valueMin);
    w.valueMax = uintOr(member(p, "value_max"), w.valueMax);
    w.keyOrder = textOf(member(p, "key_order"));
    w.cold = boolOr(member(p, "cold"), w.cold);
    WR_RETURN_IF_ERROR(validate(w));
    return w;
}

uint64_t loadOrderSeed(uint64_t seed) { return mixBits(seed ^ 0x4c4f4144ull); }  // "LOAD"
uint64_t kindOrderSeed(uint64_t seed) { return mixBits(seed ^ 0x4b494e44ull); }  // "KIND"

Status loadStep(StepContext& ctx, const CustomWorkload& w, const CustomRecordSet& set) {
    WR_ASSIGN_OR_RETURN(std::unique_ptr<kv::KvStore> store, ctx.openStore());
    const PutOrder order(w.keyOrder != "sequential", w.records, loadOrderSeed(ctx.spec().seed));
    uint64_t logical = 0;
    WR_RETURN_IF_ERROR(ctx.timedLoop(
        "load", w.records,
        [&](uint64_t i, int) {
            const uint64_t index = order(i);
            Bytes key = set.key(index);
            Bytes value = set.value(index, 0);
            logical += key.size() + value.size();
            uint64_t start = monotonicNanos();
            Status put = store->put(key, value);
            return OpOutcome{std::move(put), monotonicNanos() - start, value.size()};
        },
        0, 1));
    ctx.result().logicalBytes = logical;
    WR_RETURN_IF_ERROR(ctx.settle(*store));
    return ctx.finish(std::move(store));
}

Status runStep(StepContext& ctx, const CustomWorkload& w, const CustomRecordSet& set) {
    const Mix mix = mixOf(w);
    const std::array<uint64_t, kOpKinds> counts = operationCounts(mix, w.operations);
    // Operation i's kind: its place in a seeded order of the operations,
    // whose first counts[kRead] places are reads, the next writes, and so on.
    const IndexPermutation kindOrder(w.operations, kindOrderSeed(ctx.spec().seed));
    auto kindOf = [&](uint64_t i) {
        uint64_t place = kindOrder(i);
        int kind = 0;
        while (place >= counts[static_cast<size_t>(kind)]) place -= counts[static_cast<size_t>(kind++)];
        return static_cast<OpKind>(kind);
    };

    const uint64_t openStart = monotonicNanos();
    WR_ASSIGN_OR_RETURN(std::unique_ptr<kv::KvStore> store, ctx.openStore());
    if (!w.cold) {
        uint64_t bytes = 0;
        WR_RETURN_IF_ERROR(scanFromStart(*store, w.records, bytes).withContext("warm-up read pass"));
    }

    const int threads = std::max(1, ctx.spec().threads);
    AcknowledgedCounter inserts(w.records);
    std::atomic<uint64_t> deletesTaken{0};
    std::atomic<uint32_t> nextVersion{1};
    std::atomic<uint64_t> readMisses{0};
    std::vector<RequestKeys> clients;
    OpKindRecorders recorders(threads, std::vector<std::string>(std::begin(kOpNames), std::end(kOpNames)));
    for (int t = 0; t < threads; ++t) {
        uint64_t seed = mixBits(ctx.spec().seed ^ (0x43555354ull + static_cast<uint64_t>(t)));  // "CUST"
        clients.emplace_back(mix.keyOrder, w.records, counts[kInsert], seed,
                             w.records * static_cast<uint64_t>(t) / static_cast<uint64_t>(threads));
    }

    WR_RETURN_IF_ERROR(ctx.timedLoop(
        "operations", w.operations,
        [&](uint64_t i, int thread) {
            RequestKeys& client = clients[static_cast<size_t>(thread)];
            const OpKind kind = kindOf(i);
            if (kind == kInsert) return recorders.record(thread, kind, insertNext(*store, set, inserts));
            uint64_t bytes = 0;
            Status s;
            uint64_t t0 = 0;
            if (kind == kDelete) {
                // validate() keeps the deletes within the loaded records.
                Bytes key = set.key(deletesTaken.fetch_add(1));
                t0 = monotonicNanos();
                s = store->remove(key);
            } else if (kind == kScan) {
                auto length = static_cast<uint64_t>(client.rng().range(1, kMaxScanLength));
                t0 = monotonicNanos();
                s = scanFromStart(*store, length, bytes);
            } else {
                uint64_t n = client.next(deletesTaken.load(), inserts.lastAcknowledged());
                Bytes key = set.key(n);
                Bytes value;
                if (kind != kRead) value = set.value(n, nextVersion.fetch_add(1, std::memory_order_relaxed));
                t0 = monotonicNanos();
                if (kind != kWrite) {
                    auto got = store->get(key);
                    if (got.isOk()) {
                        bytes += got->size();
                    } else if (got.status().is(StatusCode::kNotFound)) {
                        readMisses.fetch_add(1, std::memory_order_relaxed);
                    } else {
                        s = got.status();
                    }
                }
                if (s.isOk() && kind != kRead) {
                    s = store->put(key, value);
                    bytes += value.size();
                }
            }
            return recorders.record(thread, kind, OpOutcome{std::move(s), monotonicNanos() - t0, bytes});
        },
        w.cold ? openStart : 0));
    recorders.summarizeInto(ctx.result().ops, ctx.result().ops.back().seconds);
    ctx.result().metrics["read_misses"] = readMisses.load();
    ctx.result().metrics["cold"] = w.cold;
    ctx.result().metrics["scan_from_start_of_store"] = counts[kScan] > 0;
    WR_RETURN_IF_ERROR(store->flush());
    return ctx.finish(std::move(store));
}

}  // namespace

Status validate(const CustomWorkload& w) {
    if (!w.ycsb.empty() && findCoreMix(w.ycsb) == nullptr) {
        return Status::invalidArgument("unknown YCSB mix '" + w.ycsb + "': the core mixes are A, B, C, D, E and F");
    }
    auto text = [](double share) {
        std::ostringstream out;
        out << share;
        return out.str();
    };
    if (w.ycsb.empty()) {
        const std::pair<const char*, double> shares[] = {
            {"read", w.read}, {"write", w.write}, {"insert", w.insert}, {"delete", w.remove}, {"scan", w.scan}};
        double sum = 0;
        for (const auto& [name, share] : shares) {
            if (!(share >= 0 && share <= 1)) {
                return Status::invalidArgument(std::string("the ") + name + " share is " + text(share) +
                                               ": every share is between 0 and 1");
            }
            sum += share;
        }
        if (std::fabs(sum - 1) > 1e-6) {
            return Status::invalidArgument("the operation shares sum to " + text(sum) + ", not 1");
        }
    }
    bool knownOrder = false;
    for (const char* order : kKeyOrders) knownOrder = knownOrder || w.keyOrder == order;
    if (!knownOrder) {
        return Status::invalidArgument("unknown key order '" + w.keyOrder + "' (sequential, random or zipfian)");
    }
    if (w.valueMin == 0) return Status::invalidArgument("values need at least 1 byte");
    if (w.valueMin > w.valueMax) {
        return Status::invalidArgument("the smallest value size (" + std::to_string(w.valueMin) +
                                       " bytes) is larger than the largest (" + std::to_string(w.valueMax) + ")");
    }
    if (w.operations == 0) return Status::invalidArgument("the run needs at least one operation");
    const std::array<uint64_t, kOpKinds> counts = operationCounts(mixOf(w), w.operations);
    const bool needsRecord = counts[kRead] + counts[kWrite] + counts[kReadModifyWrite] > 0;
    if (w.records == 0 && needsRecord) {
        return Status::invalidArgument("reads and writes need loaded records, and there are none (records = 0)");
    }
    // Deletes take the loaded records in turn; reads and writes need one left.
    if (counts[kDelete] > w.records || (needsRecord && counts[kDelete] == w.records && w.records > 0)) {
        return Status::invalidArgument(std::to_string(counts[kDelete]) + " deletes would remove every one of the " +
                                       std::to_string(w.records) +
                                       " loaded records: load more records or lower the delete share");
    }
    return Status::ok();
}

Json customWorkloadJson(const CustomWorkload& w) {
    Json j = Json::object();
    j["records"] = w.records;
    j["operations"] = w.operations;
    j["read"] = w.read;
    j["write"] = w.write;
    j["insert"] = w.insert;
    j["delete"] = w.remove;
    j["scan"] = w.scan;
    j["ycsb"] = w.ycsb;
    j["value_min"] = w.valueMin;
    j["value_max"] = w.valueMax;
    j["key_order"] = w.keyOrder;
    j["cold"] = w.cold;
    return j;
}

std::vector<RunSpec> customSteps(const CustomWorkload& workload) {
    std::vector<RunSpec> steps;
    for (const char* step : {"load", "run"}) {
        RunSpec s;
        s.workload = "custom";
        s.step = step;
        s.params = customWorkloadJson(workload);
        steps.push_back(std::move(s));
    }
    return steps;
}

Status runCustomStep(StepContext& ctx) {
    WR_ASSIGN_OR_RETURN(CustomWorkload w, fromParams(ctx.params()));
    CustomRecordSet set(w.records, w.valueMin, w.valueMax, ctx.spec().seed);
    if (ctx.spec().step == "load") return loadStep(ctx, w, set);
    if (ctx.spec().step == "run") return runStep(ctx, w, set);
    return Status::invalidArgument("custom workload has no step '" + ctx.spec().step + "'");
}

}  // namespace wr::bench
