#include "bench/results/aggregate.h"

#include <algorithm>
#include <map>

namespace wr::bench {

double median(std::vector<double> values) {
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    size_t n = values.size();
    return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

double AggregateRow::metric(const std::string& name) const {
    if (name == "trimmed_bytes_per_ms") return trimmedBytesPerMs >= 0 ? trimmedBytesPerMs : bytesPerMs;
    if (name == "bytes_per_ms") return bytesPerMs;
    if (name == "mean_ns") return meanNs;
    if (name == "seconds") return seconds;
    return opsPerSecond;
}

Json AggregateRow::toJson() const {
    Json j = Json::object();
    j["preset"] = preset;
    j["store"] = store;
    j["point"] = point;
    j["step"] = step;
    j["op"] = op;
    j["samples"] = samples;
    j["measured"] = measured;
    j["seconds"] = seconds;
    j["ops_per_second"] = opsPerSecond;
    j["bytes_per_ms"] = bytesPerMs;
    j["trimmed_bytes_per_ms"] = trimmedBytesPerMs;
    j["bytes_per_ms_with_compaction"] = bytesPerMsWithCompaction;
    j["mean_ns"] = meanNs;
    j["p50_ns"] = p50Ns;
    j["p99_ns"] = p99Ns;
    j["p999_ns"] = p999Ns;
    j["open_seconds"] = openSeconds;
    j["peak_above_baseline_bytes"] = peakAboveBaselineBytes;
    j["peak_anon_bytes"] = peakAnonBytes;
    j["peak_file_bytes"] = peakFileBytes;
    j["peak_heap_bytes"] = peakHeapBytes;
    j["allocated_bytes"] = allocatedBytes;
    j["space_efficiency"] = spaceEfficiency;
    j["durability"] = durability;
    j["memory_budget"] = memoryBudget;
    j["store_uri"] = storeUri;
    return j;
}

AggregateRow AggregateRow::fromJson(const Json& j) {
    AggregateRow r;
    r.preset = textOf(member(j, "preset"));
    r.store = textOf(member(j, "store"));
    r.point = textOf(member(j, "point"));
    r.step = textOf(member(j, "step"));
    r.op = textOf(member(j, "op"));
    r.samples = static_cast<int>(intOr(member(j, "samples")));
    r.measured = boolOr(member(j, "measured"), true);
    r.seconds = numberOr(member(j, "seconds"));
    r.opsPerSecond = numberOr(member(j, "ops_per_second"));
    r.bytesPerMs = numberOr(member(j, "bytes_per_ms"));
    r.trimmedBytesPerMs = numberOr(member(j, "trimmed_bytes_per_ms"), -1);
    r.bytesPerMsWithCompaction = numberOr(member(j, "bytes_per_ms_with_compaction"), -1);
    r.meanNs = numberOr(member(j, "mean_ns"));
    r.p50Ns = numberOr(member(j, "p50_ns"));
    r.p99Ns = numberOr(member(j, "p99_ns"));
    r.p999Ns = numberOr(member(j, "p999_ns"));
    r.openSeconds = numberOr(member(j, "open_seconds"), -1);
    r.peakAboveBaselineBytes = numberOr(member(j, "peak_above_baseline_bytes"));
    r.peakAnonBytes = numberOr(member(j, "peak_anon_bytes"));
    r.peakFileBytes = numberOr(member(j, "peak_file_bytes"));
    r.peakHeapBytes = numberOr(member(j, "peak_heap_bytes"));
    r.allocatedBytes = numberOr(member(j, "allocated_bytes"));
    r.spaceEfficiency = numberOr(member(j, "space_efficiency"));
    r.durability = textOf(member(j, "durability"));
    r.memoryBudget = textOf(member(j, "memory_budget"));
    r.storeUri = textOf(member(j, "store_uri"));
    return r;
}

std::vector<AggregateRow> aggregate(const RunRecord& record) {
    // Samples of one row, in the order rows first appear.
    struct Samples {
        AggregateRow row;
        std::map<std::string, std::vector<double>> figures;
    };
    std::vector<Samples> groups;
    std::map<std::string, size_t> index;
    for (const auto& trial : record.trials) {
        if (!trial.status.isOk()) continue;
        for (const auto& step : trial.steps) {
            for (const auto& op : step.ops) {
                std::string point = pointLabel(trial.trial.point);
                std::string key = trial.trial.presetId + "\n" + trial.trial.store.label + "\n" + point + "\n" +
                                  step.spec.step + "\n" + op.op;
                auto [it, inserted] = index.emplace(key, groups.size());
                if (inserted) {
                    Samples s;
                    s.row.preset = trial.trial.presetId;
                    s.row.store = trial.trial.store.label;
                    s.row.point = point;
                    s.row.step = step.spec.step;
                    s.row.op = op.op;
                    s.row.measured = boolOr(member(op.extra, "measured"), true);
                    s.row.durability = durabilityName(step.spec.durability);
                    s.row.memoryBudget = trial.memoryBudget;
                    s.row.storeUri = trial.storeUri;
                    groups.push_back(std::move(s));
                }
                auto& f = groups[it->second].figures;
                f["ops"].push_back(op.opsPerSecond);
                f["seconds"].push_back(op.seconds);
                f["bpms"].push_back(op.bytesPerMs);
                if (op.extra.contains("trimmed_bytes_per_ms"))
                    f["trim"].push_back(numberOr(member(op.extra, "trimmed_bytes_per_ms")));
                if (op.extra.contains("bytes_per_ms_with_compaction")) {
                    f["comp"].push_back(numberOr(member(op.extra, "bytes_per_ms_with_compaction")));
                }
                f["mean"].push_back(op.meanNs);
                f["p50"].push_back(static_cast<double>(op.p50Ns));
                f["p99"].push_back(static_cast<double>(op.p99Ns));
                f["p999"].push_back(static_cast<double>(op.p999Ns));
                if (step.openSeconds >= 0) f["open"].push_back(step.openSeconds);
                f["peak"].push_back(static_cast<double>(step.peakAboveBaselineBytes()));
                f["anon"].push_back(static_cast<double>(step.peakAnonBytes));
                f["file"].push_back(static_cast<double>(step.peakFileBytes));
                f["heap"].push_back(static_cast<double>(step.peakHeapBytes));
                f["disk"].push_back(static_cast<double>(step.allocatedBytes));
                f["eff"].push_back(step.spaceEfficiency);
            }
        }
    }
    std::vector<AggregateRow> rows;
    for (auto& g : groups) {
        auto m = [&](const char* name, double fallback = 0) {
            auto it = g.figures.find(name);
            return it == g.figures.end() || it->second.empty() ? fallback : median(it->second);
        };
        AggregateRow r = g.row;
        r.samples = static_cast<int>(g.figures["ops"].size());
        r.seconds = m("seconds");
        r.opsPerSecond = m("ops");
        r.bytesPerMs = m("bpms");
        r.trimmedBytesPerMs = m("trim", -1);
        r.bytesPerMsWithCompaction = m("comp", -1);
        r.meanNs = m("mean");
        r.p50Ns = m("p50");
        r.p99Ns = m("p99");
        r.p999Ns = m("p999");
        r.openSeconds = m("open", -1);
        r.peakAboveBaselineBytes = m("peak");
        r.peakAnonBytes = m("anon");
        r.peakFileBytes = m("file");
        r.peakHeapBytes = m("heap");
        r.allocatedBytes = m("disk");
        r.spaceEfficiency = m("eff");
        rows.push_back(std::move(r));
    }
    return rows;
}

Json RatioRow::toJson() const {
    Json j = Json::object();
    j["preset"] = preset;
    j["point"] = point;
    j["step"] = step;
    j["op"] = op;
    j["store"] = store;
    j["baseline"] = baseline;
    j["metric"] = metric;
    j["value"] = value;
    j["baseline_value"] = baselineValue;
    j["ratio"] = ratio;
    return j;
}

RatioRow RatioRow::fromJson(const Json& j) {
    RatioRow r;
    r.preset = textOf(member(j, "preset"));
    r.point = textOf(member(j, "point"));
    r.step = textOf(member(j, "step"));
    r.op = textOf(member(j, "op"));
    r.store = textOf(member(j, "store"));
    r.baseline = textOf(member(j, "baseline"));
    r.metric = textOf(member(j, "metric"));
    r.value = numberOr(member(j, "value"));
    r.baselineValue = numberOr(member(j, "baseline_value"));
    r.ratio = numberOr(member(j, "ratio"));
    return r;
}

std::vector<RatioRow> ratios(const RunRecord& record, const std::vector<AggregateRow>& rows) {
    std::vector<RatioRow> out;
    for (const auto& pr : record.presets) {
        const Preset* preset = findPreset(pr.presetId);
        std::string metric = preset != nullptr ? preset->primaryMetric : "ops_per_second";
        for (const auto& row : rows) {
            if (row.preset != pr.presetId || row.store == pr.baseline || !row.measured) continue;
            for (const auto& base : rows) {
                if (base.preset != row.preset || base.store != pr.baseline || base.point != row.point ||
                    base.step != row.step || base.op != row.op) {
                    continue;
                }
                RatioRow r{row.preset,         row.point,           row.step, row.op, row.store, pr.baseline, metric,
                           row.metric(metric), base.metric(metric), 0};
                r.ratio = r.baselineValue > 0 ? r.value / r.baselineValue : 0;
                out.push_back(std::move(r));
            }
        }
    }
    return out;
}

}  // namespace wr::bench
