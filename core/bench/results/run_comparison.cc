#include "bench/results/run_comparison.h"

#include <map>
#include <tuple>

#include "bench/results/aggregate.h"

namespace wr::bench {

namespace {

// The one preset a results document holds, or "" when it holds several or none.
std::string onlyPreset(const Json& results) {
    const Json& presets = itemsOf(member(results, "presets"));
    return presets.size() == 1 ? textOf(member(presets.front(), "id")) : std::string();
}

using RowKey = std::tuple<std::string, std::string, std::string, std::string>;  // store, point, step, op

}  // namespace

Result<RunComparison> compareRuns(const std::vector<Json>& results) {
    if (results.size() < 2) return Status::invalidArgument("comparing runs takes two or more");
    RunComparison c;
    c.preset = onlyPreset(results.front());
    if (c.preset.empty()) return Status::invalidArgument("the first run is not a run of exactly one preset");
    for (size_t i = 1; i < results.size(); ++i) {
        std::string other = onlyPreset(results[i]);
        if (other != c.preset) {
            return Status::invalidArgument("runs of different presets do not compare: " + c.preset + " and " +
                                           (other.empty() ? std::string("several presets") : other));
        }
    }
    c.metric = textOf(member(itemsOf(member(results.front(), "presets")).front(), "primary_metric"));
    if (c.metric.empty()) c.metric = "ops_per_second";
    c.higherIsBetter = c.metric != "seconds" && c.metric != "mean_ns";

    // Rows in the first run's order, then those only later runs have.
    std::map<RowKey, size_t> index;
    for (size_t run = 0; run < results.size(); ++run) {
        c.runs.push_back(textOf(member(results[run], "started_at")));
        for (const auto& j : itemsOf(member(results[run], "aggregates"))) {
            AggregateRow a = AggregateRow::fromJson(j);
            if (!a.measured) continue;
            RowKey key{a.store, a.point, a.step, a.op};
            auto [at, added] = index.emplace(key, c.rows.size());
            if (added) {
                c.rows.push_back({a.store, a.point, a.step, a.op, {}, {}});
                c.rows.back().values.resize(results.size());
            }
            c.rows[at->second].values[run] = a.metric(c.metric);
        }
    }
    for (auto& row : c.rows) {
        for (size_t run = 1; run < results.size(); ++run) {
            const auto& first = row.values.front();
            const auto& later = row.values[run];
            bool comparable = first && later && *first > 0;
            row.ratios.push_back(comparable ? std::optional<double>(*later / *first) : std::nullopt);
        }
    }
    return c;
}

}  // namespace wr::bench
