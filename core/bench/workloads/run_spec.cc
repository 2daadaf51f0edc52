#include "bench/workloads/run_spec.h"

namespace wr::bench {

Json RunSpec::toJson() const {
    Json j = Json::object();
    j["preset"] = presetId;
    j["workload"] = workload;
    j["step"] = step;
    j["store_label"] = storeLabel;
    j["store_uri"] = storeUri;
    j["store_dir"] = storeDir;
    j["durability"] = durabilityName(durability);
    j["memory_budget"] = memoryBudget;
    j["seed"] = seed;
    j["threads"] = threads;
    j["page_cache"] = pageCache;
    j["text_corpus"] = textCorpus;
    j["params"] = params;
    return j;
}

Result<RunSpec> RunSpec::fromJson(const Json& j) {
    if (!j.is_object()) return Status::invalidArgument("run spec: expected a JSON object");
    RunSpec s;
    s.presetId = textOf(member(j, "preset"));
    s.workload = textOf(member(j, "workload"));
    s.step = textOf(member(j, "step"));
    s.storeLabel = textOf(member(j, "store_label"));
    s.storeUri = textOf(member(j, "store_uri"));
    s.storeDir = textOf(member(j, "store_dir"));
    WR_ASSIGN_OR_RETURN(s.durability, parseDurability(textOf(member(j, "durability"))));
    s.memoryBudget = textOf(member(j, "memory_budget"));
    s.seed = uintOr(member(j, "seed"));
    s.threads = static_cast<int>(intOr(member(j, "threads"), 1));
    s.pageCache = textOf(member(j, "page_cache"));
    s.textCorpus = textOf(member(j, "text_corpus"));
    s.params = member(j, "params").is_object() ? member(j, "params") : Json::object();
    if (s.workload.empty() || s.step.empty() || s.storeUri.empty()) {
        return Status::invalidArgument("run spec: workload, step and store_uri are required");
    }
    if (s.threads < 1) return Status::invalidArgument("run spec: threads must be at least 1");
    return s;
}

}  // namespace wr::bench
