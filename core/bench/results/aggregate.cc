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
    r.preset = j.get("preset").asString();
    r.store = j.get("store").asString();
    r.point = j.get("point").asString();
    r.step = j.get("step").asString();
    r.op = j.get("op").asString();
    r.samples = static_cast<int>(j.get("samples").asInt());
    r.measured = j.get("measured").asBool(true);
    r.seconds = j.get("seconds").asDouble();
    r.opsPerSecond = j.get("ops_per_second").asDouble();
    r.bytesPerMs = j.get("bytes_per_ms").asDouble();
    r.trimmedBytesPerMs = j.get("trimmed_bytes_per_ms").asDouble(-1);
    r.bytesPerMsWithCompaction = j.get("bytes_per_ms_with_compaction").asDouble(-1);
    r.meanNs = j.get("mean_ns").asDouble();
    r.p50Ns = j.get("p50_ns").asDouble();
    r.p99Ns = j.get("p99_ns").asDouble();
    r.p999Ns = j.get("p999_ns").asDouble();
    r.openSeconds = j.get("open_seconds").asDouble(-1);
    r.peakAboveBaselineBytes = j.get("peak_above_baseline_bytes").asDouble();
    r.peakAnonBytes = j.get("peak_anon_bytes").asDouble();
    r.peakFileBytes = j.get("peak_file_bytes").asDouble();
    r.peakHeapBytes = j.get("peak_heap_bytes").asDouble();
    r.allocatedBytes = j.get("allocated_bytes").asDouble();
    r.spaceEfficiency = j.get("space_efficiency").asDouble();
    r.durability = j.get("durability").asString();
    r.memoryBudget = j.get("memory_budget").asString();
    r.storeUri = j.get("store_uri").asString();
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
                    s.row.measured = op.extra.get("measured").asBool(true);
                    s.row.durability = durabilityName(step.spec.durability);
                    s.row.memoryBudget = trial.memoryBudget;
                    s.row.storeUri = trial.storeUri;
                    groups.push_back(std::move(s));
                }
                auto& f = groups[it->second].figures;
                f["ops"].push_back(op.opsPerSecond);
                f["seconds"].push_back(op.seconds);
                f["bpms"].push_back(op.bytesPerMs);
                if (op.extra.has("trimmed_bytes_per_ms"))
                    f["trim"].push_back(op.extra.get("trimmed_bytes_per_ms").asDouble());
                if (op.extra.has("bytes_per_ms_with_compaction")) {
                    f["comp"].push_back(op.extra.get("bytes_per_ms_with_compaction").asDouble());
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
    r.preset = j.get("preset").asString();
    r.point = j.get("point").asString();
    r.step = j.get("step").asString();
    r.op = j.get("op").asString();
    r.store = j.get("store").asString();
    r.baseline = j.get("baseline").asString();
    r.metric = j.get("metric").asString();
    r.value = j.get("value").asDouble();
    r.baselineValue = j.get("baseline_value").asDouble();
    r.ratio = j.get("ratio").asDouble();
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
