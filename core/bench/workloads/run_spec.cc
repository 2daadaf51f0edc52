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
    if (!j.isObject()) return Status::invalidArgument("run spec: expected a JSON object");
    RunSpec s;
    s.presetId = j.get("preset").asString();
    s.workload = j.get("workload").asString();
    s.step = j.get("step").asString();
    s.storeLabel = j.get("store_label").asString();
    s.storeUri = j.get("store_uri").asString();
    s.storeDir = j.get("store_dir").asString();
    WR_ASSIGN_OR_RETURN(s.durability, parseDurability(j.get("durability").asString()));
    s.memoryBudget = j.get("memory_budget").asString();
    s.seed = j.get("seed").asUint();
    s.threads = static_cast<int>(j.get("threads").asInt(1));
    s.pageCache = j.get("page_cache").asString();
    s.textCorpus = j.get("text_corpus").asString();
    s.params = j.get("params").isObject() ? j.get("params") : Json::object();
    if (s.workload.empty() || s.step.empty() || s.storeUri.empty()) {
        return Status::invalidArgument("run spec: workload, step and store_uri are required");
    }
    if (s.threads < 1) return Status::invalidArgument("run spec: threads must be at least 1");
    return s;
}

}  // namespace wr::bench
