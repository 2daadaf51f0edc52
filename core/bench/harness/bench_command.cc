#include "bench/harness/bench_command.h"

#include <algorithm>
#include <charconv>
#include <limits>
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

std::vector<std::string> splitList(const std::string& text) {
    std::vector<std::string> out;
    size_t start = 0;
    while (start <= text.size()) {
        const size_t comma = text.find(',', start);
        std::string item = text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        if (!item.empty()) out.push_back(std::move(item));
        if (comma == std::string::npos) break;
        start = comma + 1;
    }
    return out;
}

Result<uint64_t> unsignedOf(const std::string& option, const std::string& text) {
    uint64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc() || end != text.data() + text.size()) {
        return Status::invalidArgument(option + " takes a whole number, got '" + text + "'");
    }
    return value;
}

Result<int> intOf(const std::string& option, const std::string& text) {
    WR_ASSIGN_OR_RETURN(uint64_t value, unsignedOf(option, text));
    if (value > static_cast<uint64_t>(std::numeric_limits<int>::max())) {
        return Status::invalidArgument(option + " is out of range: " + text);
    }
    return static_cast<int>(value);
}

Result<std::vector<int>> intListOf(const std::string& option, const std::string& text) {
    std::vector<int> out;
    for (const auto& item : splitList(text)) {
        WR_ASSIGN_OR_RETURN(int value, intOf(option, item));
        out.push_back(value);
    }
    if (out.empty()) return Status::invalidArgument(option + " takes a list of numbers");
    return out;
}

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

Result<BenchCommand> parseBenchWords(const std::vector<std::string>& words) {
    BenchCommand c;
    size_t i = 0;
    if (!words.empty() && (words[0] == "bench" || words[0] == "tune")) c.tune = words[i++] == "tune";
    std::vector<std::pair<std::string, std::string>> customOptions;
    const auto& custom = customWorkloadOptions();
    for (; i < words.size(); ++i) {
        const std::string& word = words[i];
        if (word.rfind("--", 0) != 0) {
            if (c.tune) return Status::invalidArgument("tune takes no presets, got '" + word + "'");
            c.presets.push_back(word);
            continue;
        }
        if (word == "--cold-cache") {
            c.coldCache = true;
            continue;
        }
        if (word == "--keep-stores") {
            c.keepStores = true;
            continue;
        }
        const bool customOption = std::find(custom.begin(), custom.end(), word) != custom.end();
        // --cold is the custom workload's one option without a value.
        if (customOption && word == "--cold") {
            customOptions.emplace_back(word, "");
            continue;
        }
        if (i + 1 >= words.size()) return Status::invalidArgument(word + " needs a value");
        const std::string& value = words[++i];
        if (customOption) {
            customOptions.emplace_back(word, value);
        } else if (word == "--scale") {
            c.scale = value;
        } else if (word == "--stores") {
            c.stores = splitStoreList(value);
        } else if (word == "--threads") {
            WR_ASSIGN_OR_RETURN(c.threads, intOf(word, value));
        } else if (word == "--reps") {
            WR_ASSIGN_OR_RETURN(c.repetitions, intOf(word, value));
        } else if (word == "--values") {
            WR_ASSIGN_OR_RETURN(c.values, intOf(word, value));
        } else if (word == "--data") {
            c.dataSets = splitList(value);
        } else if (word == "--k") {
            WR_ASSIGN_OR_RETURN(c.k, unsignedOf(word, value));
        } else if (word == "--durability") {
            c.durability = value;
        } else if (word == "--memory-mb") {
            WR_ASSIGN_OR_RETURN(c.memoryMb, unsignedOf(word, value));
        } else if (word == "--seed") {
            WR_ASSIGN_OR_RETURN(c.seed, unsignedOf(word, value));
        } else if (word == "--baseline") {
            c.baseline = value;
        } else if (word == "--text-corpus") {
            c.textCorpus = value;
        } else if (word == "--out") {
            c.out = value;
        } else if (word == "--work-dir") {
            c.workDir = value;
        } else if (c.tune && word == "--depths") {
            WR_ASSIGN_OR_RETURN(c.depths, intListOf(word, value));
        } else if (c.tune && word == "--lengths") {
            WR_ASSIGN_OR_RETURN(c.lengths, intListOf(word, value));
        } else if (c.tune && word == "--max-path") {
            WR_ASSIGN_OR_RETURN(c.maxPath, intOf(word, value));
        } else {
            return Status::invalidArgument("unknown option " + word);
        }
    }
    if (!customOptions.empty() && (c.tune || c.presets != std::vector<std::string>{kCustomPreset})) {
        return Status::invalidArgument(customOptions.front().first +
                                       " describes a custom workload: it goes with the custom preset alone");
    }
    for (const auto& [option, value] : customOptions) {
        WR_RETURN_IF_ERROR(applyCustomWorkloadOption(c.custom, option, value));
    }
    return c;
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
