#include "bench/results/results_files.h"

#include <algorithm>
#include <cstdio>
#include <map>

#include "bench/harness/store_profile.h"
#include "bench/results/aggregate.h"
#include "bench/results/report.h"
#include "util/file.h"

namespace wr::bench {

namespace {

std::string number(double v) {
    char buf[32];
    std::snprintf(buf, sizeof(buf), "%.6g", v);
    return buf;
}

std::string csvLine(const std::vector<std::string>& fields) {
    std::string line;
    for (size_t i = 0; i < fields.size(); ++i) line += (i ? "," : "") + csvField(fields[i]);
    return line + "\n";
}

// Library versions as the adapters report them (statistics().details keys
// ending in "_version"), per scheme.
Json libraryVersions(const RunRecord& record) {
    std::map<std::string, std::map<std::string, std::string>> seen;
    for (const auto& t : record.trials) {
        std::string scheme = schemeOf(t.trial.store);
        for (const auto& s : t.steps) {
            for (const auto& [k, v] : s.storeDetails) {
                if (k.size() > 8 && k.compare(k.size() - 8, 8, "_version") == 0) seen[scheme][k] = v;
            }
        }
    }
    Json j = Json::object();
    for (const auto& [scheme, versions] : seen) {
        Json& entry = j[scheme];
        for (const auto& [k, v] : versions) entry[k] = v;
    }
    return j;
}

}  // namespace

std::string csvField(const std::string& text) {
    if (text.find_first_of(",\"\n\r") == std::string::npos) return text;
    std::string out = "\"";
    for (char c : text) {
        if (c == '"') out += '"';
        out.push_back(c);
    }
    return out + "\"";
}

Json resultsDocument(const RunRecord& record) {
    std::vector<AggregateRow> rows = aggregate(record);
    std::vector<RatioRow> ratioRows = ratios(record, rows);

    Json doc = Json::object();
    doc["format"] = kResultsFormat;
    doc["version"] = kResultsFileFormat.current;
    Json command = Json::array();
    for (const auto& w : record.command) command.push_back(w);
    doc["command"] = std::move(command);
    Json build = Json::object();
    build["version"] = record.buildVersion;
    build["commit"] = record.buildCommit;
    doc["build"] = std::move(build);
    doc["started_at"] = record.startedAt;
    doc["wall_seconds"] = record.wallSeconds;
    doc["status"] = statusToJson(record.status);
    doc["machine"] = toJson(record.machine);
    Json packages = Json::object();
    for (const auto& [p, v] : record.packages) packages[p] = v;
    doc["packages"] = std::move(packages);
    doc["library_versions"] = libraryVersions(record);
    doc["settings"] = record.settings;

    Json presetList = Json::array();
    for (const auto& pr : record.presets) {
        Json p = Json::object();
        p["id"] = pr.presetId;
        if (const Preset* preset = findPreset(pr.presetId)) {
            p["seed"] = preset->seed;
            p["figure"] = preset->figure;
            p["description"] = preset->description;
            p["primary_metric"] = preset->primaryMetric;
        }
        p["baseline"] = pr.baseline;
        p["baseline_note"] = pr.baselineNote;
        Json skipped = Json::array();
        for (const auto& s : pr.skipped) {
            Json e = Json::object();
            e["store"] = s.store;
            e["point"] = s.point;
            e["reason"] = s.reason;
            skipped.push_back(std::move(e));
        }
        p["skipped"] = std::move(skipped);
        // Each store as its first trial placed it, with every setting the
        // harness chose for it at any point (sizes follow the point's data).
        Json stores = Json::array();
        std::map<std::string, size_t> listed;
        for (const auto& t : record.trials) {
            if (t.trial.presetId != pr.presetId) continue;
            auto [at, first] = listed.emplace(t.trial.store.label, stores.size());
            if (first) {
                Json s = Json::object();
                s["label"] = t.trial.store.label;
                s["uri"] = storeSettings(t.storeUri.empty() ? t.trial.store.uri : t.storeUri);
                s["memory_budget"] = t.memoryBudget;
                s["chosen_settings"] = Json::array();
                stores.push_back(std::move(s));
            }
            Json& chosen = stores[at->second]["chosen_settings"];
            for (const auto& c : t.chosenSettings) {
                if (std::find(chosen.begin(), chosen.end(), Json(c)) == chosen.end()) chosen.push_back(c);
            }
        }
        p["stores"] = std::move(stores);
        presetList.push_back(std::move(p));
    }
    doc["presets"] = std::move(presetList);

    Json trials = Json::array();
    for (const auto& t : record.trials) {
        Json j = Json::object();
        j["preset"] = t.trial.presetId;
        j["store"] = t.trial.store.label;
        j["point"] = pointLabel(t.trial.point);
        j["repetition"] = t.trial.repetition;
        j["store_uri"] = t.storeUri;
        j["memory_budget"] = t.memoryBudget;
        j["status"] = statusToJson(t.status);
        Json steps = Json::array();
        for (const auto& s : t.steps) steps.push_back(s.toJson());
        j["steps"] = std::move(steps);
        trials.push_back(std::move(j));
    }
    doc["trials"] = std::move(trials);
    Json aggregates = Json::array();
    for (const auto& r : rows) aggregates.push_back(r.toJson());
    doc["aggregates"] = std::move(aggregates);
    Json ratioList = Json::array();
    for (const auto& r : ratioRows) ratioList.push_back(r.toJson());
    doc["ratios"] = std::move(ratioList);
    return doc;
}

namespace {

// results.json from `doc`, the record's document, and the CSVs.
Status writeResultsOf(const std::filesystem::path& dir, const RunRecord& record, const Json& doc) {
    WR_RETURN_IF_ERROR(createDirectories(dir));
    WR_RETURN_IF_ERROR(writeFileAtomically(dir / "results.json", dumpJson(doc, 1)));

    std::string csv = csvLine({"preset",
                               "store",
                               "point",
                               "step",
                               "op",
                               "samples",
                               "measured",
                               "durability",
                               "memory_budget",
                               "ops_per_second",
                               "bytes_per_ms",
                               "trimmed_bytes_per_ms",
                               "bytes_per_ms_with_compaction",
                               "mean_ns",
                               "p50_ns",
                               "p99_ns",
                               "p999_ns",
                               "open_seconds",
                               "peak_above_baseline_bytes",
                               "peak_anon_bytes",
                               "peak_file_bytes",
                               "peak_heap_bytes",
                               "allocated_bytes",
                               "space_efficiency",
                               "store_uri"});
    for (const auto& a : itemsOf(member(doc, "aggregates"))) {
        AggregateRow r = AggregateRow::fromJson(a);
        csv += csvLine({r.preset,
                        r.store,
                        r.point,
                        r.step,
                        r.op,
                        std::to_string(r.samples),
                        r.measured ? "1" : "0",
                        r.durability,
                        r.memoryBudget,
                        number(r.opsPerSecond),
                        number(r.bytesPerMs),
                        number(r.trimmedBytesPerMs),
                        number(r.bytesPerMsWithCompaction),
                        number(r.meanNs),
                        number(r.p50Ns),
                        number(r.p99Ns),
                        number(r.p999Ns),
                        number(r.openSeconds),
                        number(r.peakAboveBaselineBytes),
                        number(r.peakAnonBytes),
                        number(r.peakFileBytes),
                        number(r.peakHeapBytes),
                        number(r.allocatedBytes),
                        number(r.spaceEfficiency),
                        r.storeUri});
    }
    WR_RETURN_IF_ERROR(writeFileAtomically(dir / "results.csv", csv));

    std::string raw = csvLine({"preset",          "store",         "point",
                               "repetition",      "step",          "op",
                               "status",          "count",         "errors",
                               "bytes",           "seconds",       "ops_per_second",
                               "bytes_per_ms",    "mean_ns",       "min_ns",
                               "p50_ns",          "p99_ns",        "p999_ns",
                               "max_ns",          "open_seconds",  "peak_above_baseline_bytes",
                               "allocated_bytes", "logical_bytes", "space_efficiency",
                               "page_cache"});
    for (const auto& t : record.trials) {
        for (const auto& s : t.steps) {
            for (const auto& o : s.ops) {
                raw += csvLine({t.trial.presetId,
                                t.trial.store.label,
                                pointLabel(t.trial.point),
                                std::to_string(t.trial.repetition),
                                s.spec.step,
                                o.op,
                                s.status.isOk() ? "ok" : s.status.toString(),
                                std::to_string(o.count),
                                std::to_string(o.errors),
                                std::to_string(o.bytes),
                                number(o.seconds),
                                number(o.opsPerSecond),
                                number(o.bytesPerMs),
                                number(o.meanNs),
                                std::to_string(o.minNs),
                                std::to_string(o.p50Ns),
                                std::to_string(o.p99Ns),
                                std::to_string(o.p999Ns),
                                std::to_string(o.maxNs),
                                number(s.openSeconds),
                                std::to_string(s.peakAboveBaselineBytes()),
                                std::to_string(s.allocatedBytes),
                                std::to_string(s.logicalBytes),
                                number(s.spaceEfficiency),
                                s.spec.pageCache});
            }
        }
    }
    WR_RETURN_IF_ERROR(writeFileAtomically(dir / "raw.csv", raw));

    std::string ratioCsv =
        csvLine({"preset", "point", "step", "op", "store", "baseline", "metric", "value", "baseline_value", "ratio"});
    for (const auto& j : itemsOf(member(doc, "ratios"))) {
        RatioRow r = RatioRow::fromJson(j);
        ratioCsv += csvLine({r.preset, r.point, r.step, r.op, r.store, r.baseline, r.metric, number(r.value),
                             number(r.baselineValue), number(r.ratio)});
    }
    return writeFileAtomically(dir / "ratios.csv", ratioCsv);
}

}  // namespace

Status writeResults(const std::filesystem::path& dir, const RunRecord& record) {
    return writeResultsOf(dir, record, resultsDocument(record));
}

Result<Json> writeResultsAndReport(const std::filesystem::path& dir, const RunRecord& record) {
    Json doc = resultsDocument(record);
    WR_RETURN_IF_ERROR(writeResultsOf(dir, record, doc));
    WR_ASSIGN_OR_RETURN(std::string report, markdownReport(doc));
    WR_RETURN_IF_ERROR(writeFileAtomically(dir / "report.md", report));
    return doc;
}

Result<Json> readResults(const std::filesystem::path& dirOrFile) {
    std::error_code ec;
    std::filesystem::path file = std::filesystem::is_directory(dirOrFile, ec) ? dirOrFile / "results.json" : dirOrFile;
    WR_ASSIGN_OR_RETURN(Bytes text, readWholeFile(file));
    WR_ASSIGN_OR_RETURN(Json doc, parseJson(text));
    if (textOf(member(doc, "format")) != kResultsFormat) {
        return Status::invalidArgument(file.string() + " is not a WR Studio benchmark results file");
    }
    WR_RETURN_IF_ERROR(kResultsFileFormat.check(file.string(), uintOr(member(doc, "version"))));
    return doc;
}

}  // namespace wr::bench
