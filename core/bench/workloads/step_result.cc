#include "bench/workloads/step_result.h"

#include <algorithm>

#include "util/status_with_code.h"

namespace wr::bench {

namespace {

constexpr StatusCode kAllCodes[] = {
    StatusCode::kOk,
    StatusCode::kNotFound,
    StatusCode::kInvalidArgument,
    StatusCode::kLimitExceeded,
    StatusCode::kCorruption,
    StatusCode::kIoError,
    StatusCode::kBusy,
    StatusCode::kKeyDeleted,
    StatusCode::kReadOnly,
    StatusCode::kAlreadyExists,
    StatusCode::kNotSupported,
    StatusCode::kCancelled,
};

}  // namespace

Json statusToJson(const Status& status) {
    Json j = Json::object();
    j["ok"] = status.isOk();
    j["code"] = statusCodeName(status.code());
    j["message"] = status.message();
    return j;
}

Status statusFromJson(const Json& j) {
    if (boolOr(member(j, "ok"), false)) return Status::ok();
    const std::string& name = textOf(member(j, "code"));
    for (StatusCode c : kAllCodes) {
        if (name == statusCodeName(c) && c != StatusCode::kOk) return statusWithCode(c, textOf(member(j, "message")));
    }
    return Status::ioError(textOf(member(j, "message")));
}

const OpResult* StepResult::findOp(std::string_view op) const {
    for (const auto& o : ops) {
        if (o.op == op) return &o;
    }
    return nullptr;
}

Json StepResult::toJson() const {
    Json j = Json::object();
    j["spec"] = spec.toJson();
    j["status"] = statusToJson(status);
    j["wall_seconds"] = wallSeconds;
    Json opList = Json::array();
    for (const auto& o : ops) opList.push_back(o.toJson());
    j["ops"] = std::move(opList);
    j["open_seconds"] = openSeconds;
    j["flush_seconds"] = flushSeconds;
    j["compaction_seconds"] = compactionSeconds;
    j["close_seconds"] = closeSeconds;
    j["compaction"] = compaction;
    Json memory = Json::object();
    memory["peak_reset_worked"] = peakResetWorked;
    memory["baseline_rss_bytes"] = baselineRssBytes;
    memory["peak_rss_bytes"] = peakRssBytes;
    memory["peak_above_baseline_bytes"] = peakAboveBaselineBytes();
    memory["peak_anon_bytes"] = peakAnonBytes;
    memory["peak_file_bytes"] = peakFileBytes;
    memory["peak_heap_bytes"] = peakHeapBytes;
    j["memory"] = std::move(memory);
    Json disk = Json::object();
    disk["allocated_bytes"] = allocatedBytes;
    disk["logical_bytes"] = logicalBytes;
    disk["space_efficiency"] = spaceEfficiency;
    j["disk"] = std::move(disk);
    Json store = Json::object();
    store["count"] = storeCount;
    store["memory_bytes"] = storeMemoryBytes;
    Json details = Json::object();
    for (const auto& [k, v] : storeDetails) details[k] = v;
    store["details"] = std::move(details);
    j["store"] = std::move(store);
    j["series"] = bench::toJson(series);
    j["metrics"] = metrics;
    return j;
}

Result<StepResult> StepResult::fromJson(const Json& j) {
    StepResult r;
    WR_ASSIGN_OR_RETURN(r.spec, RunSpec::fromJson(member(j, "spec")));
    r.status = statusFromJson(member(j, "status"));
    r.wallSeconds = numberOr(member(j, "wall_seconds"));
    for (const auto& o : itemsOf(member(j, "ops"))) r.ops.push_back(OpResult::fromJson(o));
    r.openSeconds = numberOr(member(j, "open_seconds"), -1);
    r.flushSeconds = numberOr(member(j, "flush_seconds"), -1);
    r.compactionSeconds = numberOr(member(j, "compaction_seconds"), -1);
    r.closeSeconds = numberOr(member(j, "close_seconds"), -1);
    r.compaction = textOf(member(j, "compaction"));
    const Json& memory = member(j, "memory");
    r.peakResetWorked = boolOr(member(memory, "peak_reset_worked"));
    r.baselineRssBytes = uintOr(member(memory, "baseline_rss_bytes"));
    r.peakRssBytes = uintOr(member(memory, "peak_rss_bytes"));
    r.peakAnonBytes = uintOr(member(memory, "peak_anon_bytes"));
    r.peakFileBytes = uintOr(member(memory, "peak_file_bytes"));
    r.peakHeapBytes = uintOr(member(memory, "peak_heap_bytes"));
    const Json& disk = member(j, "disk");
    r.allocatedBytes = uintOr(member(disk, "allocated_bytes"));
    r.logicalBytes = uintOr(member(disk, "logical_bytes"));
    r.spaceEfficiency = numberOr(member(disk, "space_efficiency"));
    const Json& store = member(j, "store");
    r.storeCount = uintOr(member(store, "count"));
    r.storeMemoryBytes = uintOr(member(store, "memory_bytes"));
    for (const auto& [k, v] : objectOf(member(store, "details")).items()) r.storeDetails.emplace_back(k, textOf(v));
    const Json& series = member(j, "series");
    size_t samples = std::min({member(series, "seconds").size(), member(series, "phase").size(),
                               member(series, "done").size(), member(series, "rate").size()});
    for (size_t i = 0; i < samples; ++i) {
        ThroughputSample s;
        s.seconds = numberOr(member(series, "seconds").at(i));
        s.phase = textOf(member(series, "phase").at(i));
        s.done = uintOr(member(series, "done").at(i));
        s.rate = numberOr(member(series, "rate").at(i));
        r.series.push_back(std::move(s));
    }
    r.metrics = member(j, "metrics").is_object() ? member(j, "metrics") : Json::object();
    return r;
}

}  // namespace wr::bench
