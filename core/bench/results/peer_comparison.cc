#include "bench/results/peer_comparison.h"

#include <algorithm>
#include <map>
#include <set>
#include <sstream>
#include <tuple>

#include "bench/results/aggregate.h"
#include "bench/workloads/raw_disk_store.h"

namespace wr::bench {

namespace {

std::string schemeOfUri(const std::string& uri) { return uri.substr(0, uri.find(':')); }

std::string primaryMetric(const Json& results, const std::string& preset) {
    for (const auto& p : itemsOf(member(results, "presets"))) {
        if (textOf(member(p, "id")) == preset) return textOf(member(p, "primary_metric"));
    }
    return "ops_per_second";
}

// One operation of one repetition, as the trial recorded it.
using RunKey = std::tuple<std::string, std::string, std::string, std::string, std::string>;  // preset..op
RunKey runKey(const std::string& preset, const std::string& store, const std::string& point, const std::string& step,
              const std::string& op) {
    return {preset, store, point, step, op};
}

// Every repetition's primary figure of every (preset, store, point, step, op).
std::map<RunKey, std::map<int, double>> repetitionFigures(const Json& results) {
    std::map<std::string, std::string> metrics;
    std::map<RunKey, std::map<int, double>> out;
    for (const auto& trial : itemsOf(member(results, "trials"))) {
        if (!boolOr(member(member(trial, "status"), "ok"))) continue;
        const std::string preset = textOf(member(trial, "preset"));
        if (metrics.count(preset) == 0) metrics[preset] = primaryMetric(results, preset);
        const std::string& metric = metrics[preset];
        const int repetition = static_cast<int>(intOr(member(trial, "repetition")));
        for (const auto& step : itemsOf(member(trial, "steps"))) {
            const std::string stepName = textOf(member(member(step, "spec"), "step"));
            for (const auto& op : itemsOf(member(step, "ops"))) {
                const double value = metric == "ops_per_second" ? numberOr(member(op, "ops_per_second"))
                                                                : numberOr(member(member(op, "extra"), metric.c_str()),
                                                                           numberOr(member(op, "bytes_per_ms")));
                out[runKey(preset, textOf(member(trial, "store")), textOf(member(trial, "point")), stepName,
                           textOf(member(op, "op")))][repetition] = value;
            }
        }
    }
    return out;
}

// "workload=A threads=2" -> ("workload=A", 2); no threads coordinate: -1.
std::pair<std::string, int> splitThreads(const std::string& point) {
    std::istringstream words(point);
    std::string word, rest;
    int threads = -1;
    while (words >> word) {
        if (word.rfind("threads=", 0) == 0) {
            threads = std::atoi(word.c_str() + 8);
        } else {
            rest += (rest.empty() ? "" : " ") + word;
        }
    }
    return {rest, threads};
}

}  // namespace

bool isOwnEngine(const std::string& scheme) { return scheme == "wrstore" || scheme == "wrstore++" || scheme == "zdb"; }

bool isPeerStore(const std::string& store) {
    const std::string scheme = store.substr(0, store.find_first_of(": "));
    return !isOwnEngine(scheme) && scheme != kRawDiskScheme;
}

std::vector<PeerLead> peerLeads(const Json& results) {
    std::vector<AggregateRow> rows;
    for (const auto& a : itemsOf(member(results, "aggregates"))) rows.push_back(AggregateRow::fromJson(a));
    const auto figures = repetitionFigures(results);
    std::vector<PeerLead> out;
    for (const auto& ours : rows) {
        if (!ours.measured || !isOwnEngine(schemeOfUri(ours.storeUri))) continue;
        const std::string metric = primaryMetric(results, ours.preset);
        const AggregateRow* best = nullptr;
        std::vector<const AggregateRow*> peers;
        for (const auto& r : rows) {
            if (r.preset != ours.preset || r.point != ours.point || r.step != ours.step || r.op != ours.op ||
                !isPeerStore(r.storeUri)) {
                continue;
            }
            peers.push_back(&r);
            if (best == nullptr || r.metric(metric) > best->metric(metric)) best = &r;
        }
        if (best == nullptr) continue;
        PeerLead lead{ours.preset, ours.point,  ours.step,           ours.op,
                      ours.store,  best->store, ours.metric(metric), best->metric(metric)};
        lead.ratio = lead.peer > 0 ? lead.ours / lead.peer : 0;
        auto mine = figures.find(runKey(ours.preset, ours.store, ours.point, ours.step, ours.op));
        if (mine != figures.end()) {
            for (const auto& [repetition, value] : mine->second) {
                double fastest = 0;
                for (const AggregateRow* p : peers) {
                    auto theirs = figures.find(runKey(p->preset, p->store, p->point, p->step, p->op));
                    if (theirs == figures.end()) continue;
                    auto at = theirs->second.find(repetition);
                    if (at != theirs->second.end()) fastest = std::max(fastest, at->second);
                }
                if (fastest <= 0) continue;
                const double ratio = value / fastest;
                lead.lowestRunRatio = lead.repetitions == 0 ? ratio : std::min(lead.lowestRunRatio, ratio);
                ++lead.repetitions;
            }
        }
        out.push_back(std::move(lead));
    }
    return out;
}

double ThreadScaling::speedup(int threads) const {
    if (opsPerSecond.empty() || opsPerSecond.front().second <= 0) return 0;
    for (const auto& [t, ops] : opsPerSecond) {
        if (t == threads) return ops / opsPerSecond.front().second;
    }
    return 0;
}

std::vector<ThreadScaling> threadScaling(const Json& results) {
    // The steps that ran with the point's threads (a load before the run
    // keeps one thread whatever the point says).
    std::set<std::tuple<std::string, std::string, std::string>> threaded;  // preset, point, step
    for (const auto& trial : itemsOf(member(results, "trials"))) {
        const std::string point = textOf(member(trial, "point"));
        const int pointThreads = splitThreads(point).second;
        for (const auto& step : itemsOf(member(trial, "steps"))) {
            const Json& spec = member(step, "spec");
            if (intOr(member(spec, "threads")) == pointThreads) {
                threaded.emplace(textOf(member(trial, "preset")), point, textOf(member(spec, "step")));
            }
        }
    }
    std::vector<ThreadScaling> out;
    for (const auto& a : itemsOf(member(results, "aggregates"))) {
        const AggregateRow row = AggregateRow::fromJson(a);
        const auto [point, threads] = splitThreads(row.point);
        if (!row.measured || threads < 1 || threaded.count({row.preset, row.point, row.step}) == 0) continue;
        auto it = std::find_if(out.begin(), out.end(), [&](const ThreadScaling& s) {
            return s.preset == row.preset && s.point == point && s.step == row.step && s.op == row.op &&
                   s.store == row.store;
        });
        if (it == out.end()) {
            out.push_back({row.preset, point, row.step, row.op, row.store, {}});
            it = std::prev(out.end());
        }
        it->opsPerSecond.emplace_back(threads, row.opsPerSecond);
    }
    for (auto& s : out) std::sort(s.opsPerSecond.begin(), s.opsPerSecond.end());
    return out;
}

}  // namespace wr::bench
