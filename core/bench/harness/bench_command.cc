#include "bench/harness/bench_command.h"

#include <algorithm>
#include <type_traits>

#include "bench/harness/custom_workload_arguments.h"
#include "bench/harness/layout_grid.h"
#include "bench/harness/store_profile.h"

namespace wr::bench {

namespace {

template <typename T>
std::string joined(const std::vector<T>& items) {
    std::string out;
    for (const auto& item : items) {
        if (!out.empty()) out += ",";
        if constexpr (std::is_same_v<T, std::string>) {
            out += item;
        } else {
            out += std::to_string(item);
        }
    }
    return out;
}

bool runsCustom(const std::vector<std::string>& presets) {
    return std::find(presets.begin(), presets.end(), kCustomPreset) != presets.end();
}

// The preset `wrctl tune` runs.
const char* const kTunePreset = "000-tune";

}  // namespace

std::vector<std::string> BenchCommand::words() const {
    const BenchCommand defaults;
    std::vector<std::string> w{tune ? "tune" : "bench"};
    if (!tune) w.insert(w.end(), presets.begin(), presets.end());
    auto option = [&w](const char* name, const std::string& value) { w.insert(w.end(), {name, value}); };
    if (tune && depths != defaults.depths) option("--depths", joined(depths));
    if (tune && lengths != defaults.lengths) option("--lengths", joined(lengths));
    if (tune && maxPath != defaults.maxPath) option("--max-path", std::to_string(maxPath));
    if (scale != defaults.scale) option("--scale", scale);
    if (!stores.empty()) option("--stores", joined(stores));
    if (threads > 0) option("--threads", std::to_string(threads));
    if (repetitions > 0) option("--reps", std::to_string(repetitions));
    if (values > 0) option("--values", std::to_string(values));
    if (!dataSets.empty()) option("--data", joined(dataSets));
    if (k > 0) option("--k", std::to_string(k));
    if (durability != defaults.durability) option("--durability", durability);
    if (memoryMb != defaults.memoryMb) option("--memory-mb", std::to_string(memoryMb));
    if (coldCache) w.push_back("--cold-cache");
    if (seed != defaults.seed) option("--seed", std::to_string(seed));
    if (!baseline.empty()) option("--baseline", baseline);
    if (!textCorpus.empty()) option("--text-corpus", textCorpus);
    if (keepStores) w.push_back("--keep-stores");
    if (runsCustom(presets) && !tune) {
        for (const auto& word : customWorkloadArguments(custom)) w.push_back(word);
    }
    if (!out.empty()) option("--out", out);
    if (!workDir.empty()) option("--work-dir", workDir);
    return w;
}

Result<BenchSetup> benchSetup(const BenchCommand& command, const std::string& workerProgram) {
    BenchSetup s;
    s.presets = command.tune ? std::vector<std::string>{kTunePreset} : command.presets;
    if (s.presets.empty()) return Status::invalidArgument("name at least one preset (wrctl bench --list)");
    WR_ASSIGN_OR_RETURN(s.plan.scale, parseScale(command.scale));
    for (const auto& item : command.stores) {
        WR_ASSIGN_OR_RETURN(StoreVariant v, parseStoreVariant(item));
        s.plan.stores.push_back(std::move(v));
    }
    if (command.tune && s.plan.stores.empty()) {
        s.plan.stores = layoutGrid(command.depths, command.lengths, command.maxPath);
        if (s.plan.stores.empty()) return Status::invalidArgument("no layout of the grid is within --max-path");
    }
    s.plan.threads = command.threads;
    s.plan.repetitions = command.repetitions;
    s.plan.values = command.values;
    s.plan.dataSets = command.dataSets;
    s.plan.k = command.k;
    s.plan.custom = command.custom;
    if (runsCustom(s.presets)) WR_RETURN_IF_ERROR(validate(command.custom));
    WR_ASSIGN_OR_RETURN(s.run.durability, parseDurability(command.durability));
    s.run.memoryMb = command.memoryMb;
    s.run.seed = command.seed;
    s.run.dropCaches = command.coldCache;
    s.run.keepStores = command.keepStores;
    s.run.textCorpus = command.textCorpus;
    s.run.baseline = command.baseline;
    s.run.workerCommand = {workerProgram, "bench", "--worker"};
    s.run.command = {"wrctl"};
    for (const auto& w : command.words()) s.run.command.push_back(w);
    if (!command.workDir.empty()) {
        s.run.workDir = command.workDir;
    } else if (!command.out.empty()) {
        s.run.workDir = std::filesystem::path(command.out) / "work";
    }
    return s;
}

}  // namespace wr::bench
