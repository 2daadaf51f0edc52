#include "bench/workloads/step_result.h"

#include <algorithm>

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

Status makeStatus(StatusCode code, std::string message) {
    switch (code) {
    case StatusCode::kOk: return Status::ok();
    case StatusCode::kNotFound: return Status::notFound(std::move(message));
    case StatusCode::kInvalidArgument: return Status::invalidArgument(std::move(message));
    case StatusCode::kLimitExceeded: return Status::limitExceeded(std::move(message));
    case StatusCode::kCorruption: return Status::corruption(std::move(message));
    case StatusCode::kIoError: return Status::ioError(std::move(message));
    case StatusCode::kBusy: return Status::busy(std::move(message));
    case StatusCode::kKeyDeleted: return Status::keyDeleted(std::move(message));
    case StatusCode::kReadOnly: return Status::readOnly(std::move(message));
    case StatusCode::kAlreadyExists: return Status::alreadyExists(std::move(message));
    case StatusCode::kNotSupported: return Status::notSupported(std::move(message));
    case StatusCode::kCancelled: return Status::cancelled(std::move(message));
    }
    return Status::ioError(std::move(message));
}

}  // namespace

Json statusToJson(const Status& status) {
    Json j = Json::object();
    j["ok"] = status.isOk();
    j["code"] = statusCodeName(status.code());
    j["message"] = status.message();
    return j;
}

Status statusFromJson(const Json& j) {
    if (j.get("ok").asBool(false)) return Status::ok();
    const std::string& name = j.get("code").asString();
    for (StatusCode c : kAllCodes) {
        if (name == statusCodeName(c) && c != StatusCode::kOk) return makeStatus(c, j.get("message").asString());
    }
    return Status::ioError(j.get("message").asString());
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
    for (const auto& o : ops) opList.push(o.toJson());
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
    WR_ASSIGN_OR_RETURN(r.spec, RunSpec::fromJson(j.get("spec")));
    r.status = statusFromJson(j.get("status"));
    r.wallSeconds = j.get("wall_seconds").asDouble();
    for (const auto& o : j.get("ops").items()) r.ops.push_back(OpResult::fromJson(o));
    r.openSeconds = j.get("open_seconds").asDouble(-1);
    r.flushSeconds = j.get("flush_seconds").asDouble(-1);
    r.compactionSeconds = j.get("compaction_seconds").asDouble(-1);
    r.closeSeconds = j.get("close_seconds").asDouble(-1);
    r.compaction = j.get("compaction").asString();
    const Json& memory = j.get("memory");
    r.peakResetWorked = memory.get("peak_reset_worked").asBool();
    r.baselineRssBytes = memory.get("baseline_rss_bytes").asUint();
    r.peakRssBytes = memory.get("peak_rss_bytes").asUint();
    r.peakAnonBytes = memory.get("peak_anon_bytes").asUint();
    r.peakFileBytes = memory.get("peak_file_bytes").asUint();
    r.peakHeapBytes = memory.get("peak_heap_bytes").asUint();
    const Json& disk = j.get("disk");
    r.allocatedBytes = disk.get("allocated_bytes").asUint();
    r.logicalBytes = disk.get("logical_bytes").asUint();
    r.spaceEfficiency = disk.get("space_efficiency").asDouble();
    const Json& store = j.get("store");
    r.storeCount = store.get("count").asUint();
    r.storeMemoryBytes = store.get("memory_bytes").asUint();
    for (const auto& [k, v] : store.get("details").members()) r.storeDetails.emplace_back(k, v.asString());
    const Json& series = j.get("series");
    size_t samples = std::min({series.get("seconds").size(), series.get("phase").size(), series.get("done").size(),
                               series.get("rate").size()});
    for (size_t i = 0; i < samples; ++i) {
        ThroughputSample s;
        s.seconds = series.get("seconds").at(i).asDouble();
        s.phase = series.get("phase").at(i).asString();
        s.done = series.get("done").at(i).asUint();
        s.rate = series.get("rate").at(i).asDouble();
        r.series.push_back(std::move(s));
    }
    r.metrics = j.get("metrics").isObject() ? j.get("metrics") : Json::object();
    return r;
}

}  // namespace wr::bench
