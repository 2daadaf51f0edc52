// wrctl bench, tune and report: the benchmark harness of core/bench on the
// command line (docs/benchmarks.md describes the method and how to rerun).
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <set>

#include "bench/harness/layout_grid.h"
#include "bench/harness/runner.h"
#include "bench/harness/store_profile.h"
#include "bench/harness/worker.h"
#include "bench/results/aggregate.h"
#include "bench/results/report.h"
#include "bench/results/results_files.h"
#include "bench/results/tuning.h"
#include "bench/workloads/durability.h"
#include "cli_args.h"
#include "commands.h"
#include "stores/store_factory.h"
#include "util/file.h"

namespace wr::cli {

namespace {

namespace fs = std::filesystem;
using namespace wr::bench;

const std::set<std::string> kRunOptions = {
    "scale",       "stores", "threads", "reps",   "out",    "work-dir", "durability", "memory-mb", "seed",   "baseline",
    "text-corpus", "data",   "k",       "values", "depths", "lengths",  "max-path",   "spec",      "result", "output"};

const char* kBenchHelp =
    "usage: wrctl bench --list\n"
    "       wrctl bench PRESET... [options]\n"
    "\n"
    "Runs presets that reproduce figures and tables of the seed papers; every\n"
    "step of every trial runs in a fresh wrctl process. Without --out the\n"
    "Markdown report goes to stdout and nothing is kept.\n"
    "\n"
    "options:\n"
    "  --list               every preset, the figure it reproduces and its stores\n"
    "  --scale S            tiny | small | full (default small) or a factor on the papers' sizes\n"
    "  --stores LIST        comma list of schemes or URIs with settings (locations are added),\n"
    "                       e.g. rocksdb,wrstore:depth=2;len=2 (quote the semicolons); a bare\n"
    "                       scheme runs the preset's own settings of it, if it has that store\n"
    "  --threads N          client threads (default: the preset's)\n"
    "  --reps N             repetitions of every trial (default: the scale's); medians are quoted\n"
    "  --values N           values per size in seed 001's large-value presets (default: 100 at\n"
    "                       full scale, as the paper; 001-disk: 10)\n"
    "  --out DIR            write results.json, results.csv, raw.csv, ratios.csv and report.md\n"
    "  --work-dir DIR       where the trial stores live (default DIR/work, or a temporary directory)\n"
    "  --keep-stores        keep every trial's store instead of removing it after the trial\n"
    "  --durability T       os (default) | periodic | sync: every store runs at this tier\n"
    "  --memory-mb N        memory budget per store (default 64)\n"
    "  --cold-cache         drop the page cache before every step (root only)\n"
    "  --seed N             data and key-order seed (default 20190911)\n"
    "  --baseline LABEL     the store ratios are taken against (default: the preset's)\n"
    "  --text-corpus PATH   English text for compressible data (default: the system's licences)\n"
    "  --data SETS, --k N   run only these data sets / this k of a preset's sweep\n"
    "                       (000-tune: the data sets and k to tune on)\n"
    "  --quiet              no progress on stderr\n";

const char* kTuneHelp =
    "usage: wrctl tune [--data KVData2[,SET...]] [--k 1000] [--depths 1,2,3,4] [--lengths 1,2,3,4]\n"
    "                  [--max-path 8] [bench options]\n"
    "\n"
    "Seed 000's WR_D x WR_L sweep (Figs. 5-8): every layout of the grid whose\n"
    "path WR_D x WR_L is at most --max-path, measured like `wrctl bench 000-tune`,\n"
    "then ranked per data set by the mean of read, write and delete throughput\n"
    "(Table 7's rule). Prints the ranking and the best layout.\n";

const char* kReportHelp =
    "usage: wrctl report DIR [--output FILE]\n"
    "\n"
    "A Markdown report of a results directory written by wrctl bench --out:\n"
    "machine, versions, settings, medians, ratios against the baseline, and our\n"
    "numbers beside the papers' published ones.\n";

std::vector<std::string> splitList(const std::string& text) {
    std::vector<std::string> out;
    size_t start = 0;
    while (start <= text.size()) {
        size_t comma = text.find(',', start);
        std::string item = text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        if (!item.empty()) out.push_back(item);
        if (comma == std::string::npos) break;
        start = comma + 1;
    }
    return out;
}

Result<std::vector<int>> intList(const std::string& text, const std::string& option) {
    std::vector<int> out;
    for (const auto& item : splitList(text)) {
        char* end = nullptr;
        long v = std::strtol(item.c_str(), &end, 10);
        if (end == item.c_str() || *end != '\0' || v < 1 || v > 32) {
            return Status::invalidArgument("--" + option + " takes numbers from 1 to 32, got '" + item + "'");
        }
        out.push_back(static_cast<int>(v));
    }
    return out;
}

// Prints throughput at most once a second: enough to watch, little to log.
class StderrProgress : public ProgressSink {
public:
    void onProgress(const Progress& p) override { throttle_.report(p); }

private:
    class Printer : public ProgressSink {
    public:
        void onProgress(const Progress& p) override {
            std::cerr << p.phase << "  " << p.done;
            if (p.total > 0) std::cerr << "/" << p.total;
            std::cerr << "  " << static_cast<uint64_t>(p.rate) << " ops/s\n";
        }
    };
    Printer printer_;
    ProgressThrottle throttle_{&printer_, std::chrono::milliseconds(1000)};
};

struct RunSetup {
    PlanOptions plan;
    RunOptions run;
    fs::path outDir;
    bool temporaryWorkDir = false;
    bool quiet = false;
};

Result<RunSetup> parseRunSetup(const Args& args, const std::string& group, const std::vector<std::string>& words) {
    RunSetup s;
    WR_ASSIGN_OR_RETURN(s.plan.scale, parseScale(args.optionOr("scale", "small")));
    if (auto stores = args.option("stores")) {
        for (const auto& item : splitList(*stores)) {
            WR_ASSIGN_OR_RETURN(StoreVariant v, parseStoreVariant(item));
            s.plan.stores.push_back(std::move(v));
        }
    }
    WR_ASSIGN_OR_RETURN(int64_t threads, args.intOption("threads", 0));
    WR_ASSIGN_OR_RETURN(int64_t reps, args.intOption("reps", 0));
    WR_ASSIGN_OR_RETURN(int64_t values, args.intOption("values", 0));
    WR_ASSIGN_OR_RETURN(int64_t memory, args.intOption("memory-mb", 64));
    WR_ASSIGN_OR_RETURN(int64_t seed, args.intOption("seed", 20190911));
    WR_ASSIGN_OR_RETURN(int64_t k, args.intOption("k", 0));
    if (threads < 0 || threads > 1024) return Status::invalidArgument("--threads must be from 1 to 1024");
    if (reps < 0 || reps > 1000) return Status::invalidArgument("--reps must be from 1 to 1000");
    if (memory < 1) return Status::invalidArgument("--memory-mb must be at least 1");
    if (k < 0) return Status::invalidArgument("--k must be positive");
    s.plan.threads = static_cast<int>(threads);
    s.plan.repetitions = static_cast<int>(reps);
    if (values < 0 || values > 10000) return Status::invalidArgument("--values must be from 1 to 10000");
    s.plan.values = static_cast<int>(values);
    s.plan.dataSets = splitList(args.optionOr("data", ""));
    s.plan.k = static_cast<uint64_t>(k);
    WR_ASSIGN_OR_RETURN(s.run.durability, parseDurability(args.optionOr("durability", "os")));
    s.run.memoryMb = static_cast<uint64_t>(memory);
    s.run.seed = static_cast<uint64_t>(seed);
    s.run.dropCaches = args.flag("cold-cache");
    s.run.keepStores = args.flag("keep-stores");
    s.run.textCorpus = args.optionOr("text-corpus", "");
    s.run.baseline = args.optionOr("baseline", "");
    s.quiet = args.flag("quiet");

    std::error_code ec;
    fs::path self = fs::read_symlink("/proc/self/exe", ec);
    if (ec) return Status::ioError("cannot find this program to run workers (/proc/self/exe): " + ec.message());
    s.run.workerCommand = {self.string(), "bench", "--worker"};
    s.run.command = {"wrctl", group};
    s.run.command.insert(s.run.command.end(), words.begin(), words.end());

    if (auto out = args.option("out")) s.outDir = *out;
    if (auto work = args.option("work-dir")) {
        s.run.workDir = *work;
    } else if (!s.outDir.empty()) {
        s.run.workDir = s.outDir / "work";
    } else {
        std::string pattern = (fs::temp_directory_path() / "wr-bench-XXXXXX").string();
        if (::mkdtemp(pattern.data()) == nullptr) return Status::fromErrno("creating a work directory", errno);
        s.run.workDir = pattern;
        s.temporaryWorkDir = true;
    }
    return s;
}

// Runs, writes the results, prints the report; the exit code.
int runAndReport(const std::vector<std::string>& presetIds, RunSetup& setup, std::string* reportOut = nullptr,
                 RunRecord* recordOut = nullptr) {
    StderrProgress progress;
    auto record = runBenchmarks(presetIds, setup.plan, setup.run, setup.quiet ? nullptr : &progress, nullptr);
    if (setup.temporaryWorkDir) {
        std::error_code ec;
        fs::remove_all(setup.run.workDir, ec);
    }
    if (!record.isOk()) return fail(record.status());
    Json doc = resultsDocument(*record);
    auto report = markdownReport(doc);
    if (!report.isOk()) return fail(report.status());
    if (!setup.outDir.empty()) {
        Status written = writeResults(setup.outDir, *record);
        if (written.isOk()) written = writeFileAtomically(setup.outDir / "report.md", *report);
        if (!written.isOk()) return fail(written);
        std::cerr << "results in " << setup.outDir.string()
                  << " (results.json, results.csv, raw.csv, ratios.csv, report.md)\n";
    }
    if (reportOut != nullptr) {
        *reportOut = *report;
    } else {
        std::cout << *report;
    }
    if (recordOut != nullptr) *recordOut = *record;
    if (!record->status.isOk()) return fail(record->status);
    return kExitOk;
}

int listPresets() {
    const std::set<std::string> built = runnableSchemes();
    for (const auto& p : presets()) {
        std::cout << p.id << "  seed " << p.seed << " " << p.figure << "\n    " << p.description << "\n    stores:";
        for (const auto& s : p.stores) {
            std::cout << " " << s.label << (built.count(schemeOf(s)) ? "" : " (not built)");
            if (&s != &p.stores.back()) std::cout << ",";
        }
        std::cout << "\n    baseline: " << p.baseline
                  << "; threads: " << (p.defaultThreads > 0 ? std::to_string(p.defaultThreads) : "one per logical core")
                  << "\n    scales: " << p.scales << "\n\n";
    }
    return kExitOk;
}

}  // namespace

int runBenchCommand(const std::vector<std::string>& words) {
    if (!words.empty() && words[0] == "--worker")
        return workerMain(std::vector<std::string>(words.begin() + 1, words.end()));
    auto args = Args::parse(words, kRunOptions);
    if (!args.isOk()) return usageError(args.status().message(), kBenchHelp);
    if (args->flag("help") || words.empty()) {
        std::cout << kBenchHelp;
        return words.empty() ? kExitUsage : kExitOk;
    }
    if (args->flag("list")) return listPresets();
    if (args->count() == 0) return usageError("name at least one preset (wrctl bench --list)", kBenchHelp);
    auto setup = parseRunSetup(*args, "bench", words);
    if (!setup.isOk()) return usageError(setup.status().message(), kBenchHelp);
    return runAndReport(args->positional(), *setup);
}

int runTuneCommand(const std::vector<std::string>& words) {
    auto args = Args::parse(words, kRunOptions);
    if (!args.isOk()) return usageError(args.status().message(), kTuneHelp);
    if (args->flag("help")) {
        std::cout << kTuneHelp;
        return kExitOk;
    }
    if (args->count() != 0) return usageError("tune takes no positional arguments", kTuneHelp);
    auto setup = parseRunSetup(*args, "tune", words);
    if (!setup.isOk()) return usageError(setup.status().message(), kTuneHelp);
    auto depths = intList(args->optionOr("depths", "1,2,3,4"), "depths");
    auto lengths = intList(args->optionOr("lengths", "1,2,3,4"), "lengths");
    auto maxPath = args->intOption("max-path", 8);
    if (!depths.isOk()) return usageError(depths.status().message(), kTuneHelp);
    if (!lengths.isOk()) return usageError(lengths.status().message(), kTuneHelp);
    if (!maxPath.isOk() || *maxPath < 1 || *maxPath > 32) {
        return usageError("--max-path must be from 1 to 32 (an MD5 has 32 hex characters)", kTuneHelp);
    }
    if (setup->plan.stores.empty()) setup->plan.stores = layoutGrid(*depths, *lengths, static_cast<int>(*maxPath));
    if (setup->plan.stores.empty()) return usageError("no layout of the grid is within --max-path", kTuneHelp);

    std::string report;
    RunRecord record;
    int code = runAndReport({"000-tune"}, *setup, &report, &record);
    if (record.trials.empty()) return code;
    for (const auto& [point, scores] : rankLayouts(aggregate(record), "000-tune")) {
        std::cout << "layouts on " << point << " (mean of read, write and delete ops/s, Table 7's rule):\n";
        for (const auto& s : scores) {
            std::cout << "  " << s.store << "  average " << static_cast<uint64_t>(s.average()) << "  read "
                      << static_cast<uint64_t>(s.read) << "  write " << static_cast<uint64_t>(s.write) << "  delete "
                      << static_cast<uint64_t>(s.remove) << "\n";
        }
        if (!scores.empty()) std::cout << "best layout: " << scores.front().store << "\n\n";
    }
    return code;
}

int runReportCommand(const std::vector<std::string>& words) {
    auto args = Args::parse(words, kRunOptions);
    if (!args.isOk()) return usageError(args.status().message(), kReportHelp);
    if (args->flag("help")) {
        std::cout << kReportHelp;
        return kExitOk;
    }
    if (args->count() != 1) return usageError("name one results directory", kReportHelp);
    auto doc = readResults(args->at(0));
    if (!doc.isOk()) return fail(doc.status());
    auto report = markdownReport(*doc);
    if (!report.isOk()) return fail(report.status());
    if (auto output = args->option("output")) {
        Status s = writeFileAtomically(*output, *report);
        if (!s.isOk()) return fail(s);
        return kExitOk;
    }
    std::cout << *report;
    return kExitOk;
}

}  // namespace wr::cli
