#include "bench/harness/runner.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <fstream>
#include <set>

#include "bench/harness/child_process.h"
#include "bench/harness/store_profile.h"
#include "bench/harness/trial_server.h"
#include "bench/harness/worker.h"
#include "bench/workloads/step_context.h"
#include "stores/store_factory.h"
#include "util/build_info.h"
#include "util/clock.h"
#include "util/file.h"

namespace wr::bench {

namespace {

std::string utcNow() {
    std::time_t now = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&now, &tm);
    char buf[32];
    std::strftime(buf, sizeof(buf), "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

// A file-name-safe rendering of labels and points.
std::string slug(const std::string& text) {
    std::string out;
    for (char c : text) {
        bool keep = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
                    c == '.' || c == '+';
        out.push_back(keep ? c : '_');
    }
    return out.empty() ? "_" : out;
}

std::string lastLines(const fs::path& file, size_t maxBytes) {
    auto text = readWholeFile(file);
    if (!text.isOk() || text->empty()) return {};
    std::string s = text->size() > maxBytes ? text->substr(text->size() - maxBytes) : *text;
    while (!s.empty() && (s.back() == '\n' || s.back() == '\r')) s.pop_back();
    return s;
}

// Writes back every dirty page of the file system under `dir`. Before a
// step, so the write-back of what earlier steps (often another store's)
// left dirty does not take a core and the disk inside this step's timing.
void writeBackDirtyPages(const fs::path& dir) {
    int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return;  // the step still runs; only its neighbour's write-back may overlap it
    ::syncfs(fd);
    ::close(fd);
}

Status dropPageCache() {
    ::sync();
    std::ofstream out("/proc/sys/vm/drop_caches");
    out << "3\n";
    out.flush();
    if (!out) return Status::ioError("could not write /proc/sys/vm/drop_caches (--cold-cache needs root)");
    return Status::ok();
}

// Forwards a worker's samples: to the sink as progress with the trial and
// step in front of its phase, and whole to the observer.
class StepProgress {
public:
    StepProgress(ProgressSink* sink, std::string prefix, RunObserver* observer, size_t trial, size_t step)
        : sink_(sink), prefix_(std::move(prefix)), observer_(observer), trial_(trial), step_(step) {}
    void forward(const std::string& line) {
        ThroughputSample sample;
        uint64_t total = 0;
        if (!parseProgressLine(line, sample, total)) return;
        if (sink_ != nullptr) sink_->onProgress(Progress{prefix_ + sample.phase, sample.done, total, sample.rate});
        if (observer_ != nullptr) observer_->onSample(trial_, step_, sample, total);
    }

private:
    ProgressSink* sink_;
    std::string prefix_;
    RunObserver* observer_;
    size_t trial_;
    size_t step_;
};

// How long a cancelled worker may take to stop between operations and write
// its result before it is killed: a stop ends the run within a second.
constexpr int kStopGraceMs = 800;

Result<StepResult> runWorker(const RunOptions& options, const RunSpec& spec, const fs::path& trialDir, int index,
                             StepProgress& progress, CancellationToken* cancel) {
    std::string base = "step" + std::to_string(index) + "-" + spec.step;
    fs::path specFile = trialDir / (base + ".spec.json");
    fs::path resultFile = trialDir / (base + ".result.json");
    fs::path stderrFile = trialDir / (base + ".stderr");
    WR_RETURN_IF_ERROR(writeFileAtomically(specFile, dumpJson(spec.toJson(), 1)));
    std::vector<std::string> argv = options.workerCommand;
    argv.insert(argv.end(), {"--spec", specFile.string(), "--result", resultFile.string()});
    WR_ASSIGN_OR_RETURN(ChildProcess child, ChildProcess::spawn(argv, stderrFile));
    bool ended = false;
    bool stopped = false;
    while (!ended) {
        for (const auto& line : child.readLines(100, ended)) progress.forward(line);
        if (!stopped && cancel != nullptr && cancel->isCancelled()) {
            child.stop(kStopGraceMs);
            stopped = true;
        }
    }
    WR_ASSIGN_OR_RETURN(int code, child.wait());
    auto text = readWholeFile(resultFile);
    if (code != 0 || !text.isOk()) {
        std::string why = code >= 128 ? "was killed by signal " + std::to_string(code - 128)
                                      : "exited with code " + std::to_string(code);
        std::string err = lastLines(stderrFile, 2000);
        return Status::ioError("worker for " + spec.storeLabel + " " + spec.step + " " + why +
                               (err.empty() ? "" : ": " + err));
    }
    WR_ASSIGN_OR_RETURN(Json json, parseJson(*text));
    return StepResult::fromJson(json);
}

// A step's second store (a migration's target) lives here in the trial
// directory, beside the trial's own store, one directory per target label.
const char* const kTargetsDirectory = "targets";

// Places the store a step names as its "target" the way the trial's own store
// is placed, and hands the step its URI and directory.
Status placeStepTarget(RunSpec& spec, const fs::path& trialDir, const RunOptions& options, uint64_t records) {
    const Json& target = member(spec.params, "target");
    if (target.is_null()) return Status::ok();
    const std::string label = textOf(member(target, "label"));
    fs::path dir = trialDir / kTargetsDirectory / slug(label);
    WR_ASSIGN_OR_RETURN(PlacedStore placed,
                        placeStore(StoreVariant{label, textOf(member(target, "uri"))}, dir,
                                   StoreSetup{options.durability, options.memoryMb, false, records}));
    spec.params["target_uri"] = placed.uri.toString();
    spec.params["target_dir"] = dir.string();
    spec.params["target_memory_budget"] = placed.memoryBudget;
    return Status::ok();
}

// Runs a trial's steps in order; the first failure ends the trial.
TrialResult runTrial(const Trial& trial, size_t index, const RunOptions& options, const fs::path& trialDir,
                     const std::string& prefix, ProgressSink* sink, CancellationToken* cancel) {
    TrialResult result;
    result.trial = trial;
    fs::path storeDir = trialDir / "store";
    std::error_code ec;
    fs::remove_all(trialDir, ec);
    result.status = createDirectories(storeDir);
    if (!result.status.isOk()) return result;
    auto placed = placeStore(
        trial.store, storeDir,
        StoreSetup{options.durability, options.memoryMb, trial.compress, trial.expectedRecords, trial.expectedBytes});
    if (!placed.isOk()) {
        result.status = placed.status();
        return result;
    }
    auto server = TrialServer::prepare(placed->uri, storeDir, options.durability);
    if (!server.isOk()) {
        result.status = server.status().withContext(trial.presetId + " " + trial.store.label);
        return result;
    }
    result.storeUri = placed->uri.toString();
    result.memoryBudget = placed->memoryBudget;
    result.chosenSettings = placed->chosenSettings;
    for (size_t i = 0; i < trial.steps.size(); ++i) {
        RunSpec spec = trial.steps[i];
        result.status = placeStepTarget(spec, trialDir, options, trial.expectedRecords);
        if (!result.status.isOk()) break;
        spec.storeLabel = trial.store.label;
        spec.storeUri = result.storeUri;
        spec.storeDir = storeDir.string();
        spec.durability = options.durability;
        spec.memoryBudget = result.memoryBudget;
        spec.seed = options.seed;
        spec.textCorpus = options.textCorpus;
        if (options.dropCaches) {
            result.status = dropPageCache();
            if (!result.status.isOk()) break;
            spec.pageCache = "dropped before the step (sync; echo 3 > /proc/sys/vm/drop_caches)";
        } else {
            writeBackDirtyPages(trialDir);
            spec.pageCache =
                "not dropped: files written by earlier steps may still be in the page cache (written back by "
                "syncfs before the step)";
        }
        if (options.observer != nullptr) options.observer->onStepStarted(index, i, spec);
        StepProgress progress(sink, prefix + spec.step + ": ", options.observer, index, i);
        auto step = runWorker(options, spec, trialDir, static_cast<int>(i), progress, cancel);
        if (!step.isOk()) {
            result.status = step.status();
            break;
        }
        if (options.observer != nullptr) options.observer->onStepFinished(index, i, *step);
        result.steps.push_back(std::move(*step));
        const Status& s = result.steps.back().status;
        if (!s.isOk()) {
            result.status = s.withContext(trial.presetId + " " + trial.store.label + " " + pointLabel(trial.point) +
                                          " step " + spec.step);
            break;
        }
    }
    if (*server != nullptr) {
        Status finished = (*server)->finish();
        if (result.status.isOk()) result.status = finished;
    }
    if (!options.keepStores) {
        fs::remove_all(storeDir, ec);
        fs::remove_all(trialDir / kTargetsDirectory, ec);
    }
    return result;
}

// A bare scheme ("zdb", "zdb:") stands for the preset's own variants of that
// scheme, whose settings are the paper's (integer keys for seed 004's
// tables, say), not the scheme's defaults; anything else runs as given.
std::vector<StoreVariant> presetVariantsFor(const Preset& preset, const std::vector<StoreVariant>& requested) {
    if (requested.empty()) return preset.stores;
    std::vector<StoreVariant> out;
    for (const auto& r : requested) {
        const std::string scheme = schemeOf(r);
        size_t before = out.size();
        if (r.uri == scheme + ":") {
            for (const auto& p : preset.stores) {
                if (schemeOf(p) == scheme) out.push_back(p);
            }
        }
        if (out.size() == before) out.push_back(r);
    }
    return out;
}

}  // namespace

Result<std::vector<StoreVariant>> storesForPreset(const Preset& preset, const std::vector<StoreVariant>& requested) {
    const std::vector<StoreVariant> stores = presetVariantsFor(preset, requested);
    const std::set<std::string> built = runnableSchemes();
    std::string missing;
    for (const auto& s : stores) {
        std::string scheme = schemeOf(s);
        if (built.count(scheme) == 0 && missing.find("'" + scheme + "'") == std::string::npos) {
            missing += (missing.empty() ? "'" : ", '") + scheme + "'";
        }
    }
    if (!missing.empty()) {
        std::string have;
        for (const auto& b : built) have += (have.empty() ? "" : ", ") + b;
        return Status::notSupported("preset " + preset.id + " needs store " + missing +
                                    ", which this build does not include (built: " + (have.empty() ? "none" : have) +
                                    "); choose others with --stores");
    }
    return stores;
}

namespace {

// Each preset's trials, its baseline and what it leaves out.
struct PlannedPreset {
    const Preset* preset;
    Plan plan;
    PresetRun run;
};

// Plans everything before any work, so a bad preset or store fails first.
Result<std::vector<PlannedPreset>> planPresets(const std::vector<std::string>& presetIds, const PlanOptions& plan,
                                               const RunOptions& options) {
    if (options.workerCommand.empty()) return Status::invalidArgument("no worker command to run steps with");
    if (options.dropCaches && ::geteuid() != 0) {
        return Status::invalidArgument("--cold-cache drops the page cache and needs root");
    }
    std::vector<PlannedPreset> planned;
    for (const auto& id : presetIds) {
        const Preset* preset = findPreset(id);
        if (preset == nullptr) return Status::invalidArgument("unknown preset '" + id + "' (wrctl bench --list)");
        WR_ASSIGN_OR_RETURN(std::vector<StoreVariant> stores, storesForPreset(*preset, plan.stores));
        for (const auto& s : stores) {
            WR_RETURN_IF_ERROR(
                placeStore(s, options.workDir / "check", StoreSetup{options.durability, options.memoryMb})
                    .status()
                    .withContext("preset " + preset->id));
        }
        PlanOptions po = plan;
        po.stores = stores;
        WR_ASSIGN_OR_RETURN(Plan p, preset->plan(*preset, po));
        PresetRun run;
        run.presetId = preset->id;
        run.baseline = options.baseline.empty() ? preset->baseline : options.baseline;
        bool present = false;
        for (const auto& s : stores) present = present || s.label == run.baseline;
        if (!present) {
            run.baselineNote = "baseline '" + run.baseline + "' was not in this run; ratios are against '" +
                               stores.front().label + "'";
            run.baseline = stores.front().label;
        }
        run.skipped = p.skipped;
        planned.push_back({preset, std::move(p), std::move(run)});
    }
    return planned;
}

}  // namespace

Result<size_t> planTrials(const std::vector<std::string>& presetIds, const PlanOptions& plan,
                          const RunOptions& options) {
    WR_ASSIGN_OR_RETURN(std::vector<PlannedPreset> planned, planPresets(presetIds, plan, options));
    size_t trials = 0;
    for (const auto& p : planned) trials += p.plan.trials.size();
    return trials;
}

Result<RunRecord> runBenchmarks(const std::vector<std::string>& presetIds, const PlanOptions& plan,
                                const RunOptions& options, ProgressSink* progress, CancellationToken* cancel) {
    WR_ASSIGN_OR_RETURN(std::vector<PlannedPreset> planned, planPresets(presetIds, plan, options));

    RunRecord record;
    record.command = options.command;
    record.buildVersion = buildVersion();
    record.buildCommit = buildCommit();
    record.startedAt = utcNow();
    WR_RETURN_IF_ERROR(createDirectories(options.workDir));
    record.machine = describeMachine(options.workDir);
    std::vector<std::string> patterns;
    for (const auto& p : storeProfiles()) patterns.insert(patterns.end(), p.packages.begin(), p.packages.end());
    record.packages = installedPackageVersions(patterns);
    Json& settings = record.settings;
    settings["scale"] = plan.scale.name;
    settings["scale_factor"] = plan.scale.factor;
    settings["repetitions"] = plan.repetitions > 0 ? plan.repetitions : plan.scale.repetitions;
    settings["threads"] = plan.threads;
    settings["durability"] = durabilityName(options.durability);
    settings["durability_meaning"] = durabilityDescription(options.durability);
    settings["memory_budget_mb"] = options.memoryMb;
    settings["seed"] = options.seed;
    settings["page_cache"] = options.dropCaches ? "dropped before every step"
                                                : "not dropped; dirty pages written back (syncfs) before every step";
    settings["text_corpus"] = options.textCorpus.empty() ? "system" : options.textCorpus;
    settings["work_dir"] = options.workDir.string();
    if (std::find(presetIds.begin(), presetIds.end(), kCustomPreset) != presetIds.end()) {
        settings["custom"] = customWorkloadJson(plan.custom);
    }

    size_t total = 0;
    for (const auto& p : planned) total += p.plan.trials.size();
    for (const auto& p : planned) record.presets.push_back(p.run);
    if (options.observer != nullptr) options.observer->onRunStarted(record, total);
    size_t done = 0;
    uint64_t start = monotonicNanos();
    for (auto& p : planned) {
        for (const auto& trial : p.plan.trials) {
            if (cancel != nullptr && cancel->isCancelled()) break;
            ++done;
            std::string name = slug(trial.store.label) + "/" + slug(pointLabel(trial.point)) + "/rep" +
                               std::to_string(trial.repetition);
            std::string prefix = "[" + std::to_string(done) + "/" + std::to_string(total) + "] " + trial.presetId +
                                 " " + trial.store.label + " " + pointLabel(trial.point) + " ";
            if (options.observer != nullptr) options.observer->onTrialStarted(done - 1, trial);
            TrialResult r = runTrial(trial, done - 1, options, options.workDir / slug(trial.presetId) / name, prefix,
                                     progress, cancel);
            if (options.observer != nullptr) options.observer->onTrialFinished(done - 1, r);
            if (!r.status.isOk() && record.status.isOk()) record.status = r.status;
            record.trials.push_back(std::move(r));
        }
    }
    if (cancel != nullptr && cancel->isCancelled() && record.status.isOk()) {
        record.status = Status::cancelled("the benchmark run was cancelled");
    }
    record.wallSeconds = secondsSince(start);
    return record;
}

}  // namespace wr::bench
