// wrctl bench, tune and report: the benchmark harness of core/bench on the
// command line (docs/benchmarks.md describes the method and how to rerun).
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <map>
#include <memory>
#include <set>

#include "bench/harness/bench_command.h"
#include "bench/harness/custom_workload_arguments.h"
#include "bench/harness/runner.h"
#include "bench/harness/store_profile.h"
#include "bench/harness/worker.h"
#include "bench/results/aggregate.h"
#include "bench/results/report.h"
#include "bench/results/results_files.h"
#include "bench/results/run_history.h"
#include "bench/results/tuning.h"
#include "bench/workloads/durability.h"
#include "command_table.h"
#include "console_output.h"
#include "stores/store_factory.h"
#include "util/file.h"

namespace wr::cli {

namespace {

namespace fs = std::filesystem;
using namespace wr::bench;

// The command line of bench and tune, filled in by CLI11.
struct RunArguments {
    std::vector<std::string> presets;
    bool list = false;
    bool json = false;
    std::string scale = "small";
    std::string stores;
    int64_t threads = 0;  // 0: the preset's
    int64_t reps = 0;     // 0: the scale's
    int64_t values = 0;   // 0: the preset's
    std::string out;
    std::string workDir;
    bool keepStores = false;
    std::string durability = "os";
    int64_t memoryMb = 64;
    bool coldCache = false;
    uint64_t seed = 20190911;
    std::string baseline;
    std::string textCorpus;
    std::string data;
    uint64_t k = 0;
    bool quiet = false;
    // The custom preset's workload: each option as given (absent ones keep the defaults).
    std::map<std::string, std::string> custom;
    // Where every run is kept (run_history.h), unless noHistory.
    std::string history;
    bool noHistory = false;
    // tune's grid
    std::string depths = "1,2,3,4";
    std::string lengths = "1,2,3,4";
    int64_t maxPath = 8;
    // The worker protocol: the runner re-executes wrctl as
    // `wrctl bench --worker --spec FILE --result FILE` for every step.
    bool worker = false;
    std::string spec;
    std::string result;
};

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

struct RunSetup {
    std::vector<std::string> presets;
    PlanOptions plan;
    RunOptions run;
    fs::path outDir;
    fs::path historyRoot;  // empty: keep nothing beyond --out
    bool temporaryWorkDir = false;
    bool quiet = false;
    bool json = false;  // the results document on stdout instead of the report
};

// The run the arguments describe, as the workbench describes its runs too
// (bench_command.h), so both start the same run.
Result<BenchCommand> benchCommandOf(const RunArguments& args, bool tune) {
    BenchCommand c;
    c.tune = tune;
    c.presets = args.presets;
    c.scale = args.scale;
    c.stores = splitStoreList(args.stores);
    c.threads = static_cast<int>(args.threads);
    c.repetitions = static_cast<int>(args.reps);
    c.values = static_cast<int>(args.values);
    c.dataSets = splitList(args.data);
    c.k = args.k;
    c.durability = args.durability;
    c.memoryMb = static_cast<uint64_t>(args.memoryMb);
    c.coldCache = args.coldCache;
    c.seed = args.seed;
    c.baseline = args.baseline;
    c.textCorpus = args.textCorpus;
    c.keepStores = args.keepStores;
    c.out = args.out;
    c.workDir = args.workDir;
    if (tune) {
        WR_ASSIGN_OR_RETURN(c.depths, intList(args.depths, "depths"));
        WR_ASSIGN_OR_RETURN(c.lengths, intList(args.lengths, "lengths"));
        c.maxPath = static_cast<int>(args.maxPath);
    }
    if (!args.custom.empty() && args.presets != std::vector<std::string>{kCustomPreset}) {
        return Status::invalidArgument(args.custom.begin()->first +
                                       " describes a custom workload: run it alone as `wrctl bench custom` (the "
                                       "other presets run their paper's workload)");
    }
    for (const auto& [option, value] : args.custom) {
        WR_RETURN_IF_ERROR(applyCustomWorkloadOption(c.custom, option, value));
    }
    return c;
}

Result<RunSetup> parseRunSetup(const RunArguments& args, bool tune) {
    WR_ASSIGN_OR_RETURN(BenchCommand command, benchCommandOf(args, tune));
    std::error_code ec;
    fs::path self = fs::read_symlink("/proc/self/exe", ec);
    if (ec) return Status::ioError("cannot find this program to run workers (/proc/self/exe): " + ec.message());
    WR_ASSIGN_OR_RETURN(BenchSetup setup, benchSetup(command, self.string()));
    RunSetup s;
    s.presets = setup.presets;
    s.plan = std::move(setup.plan);
    s.run = std::move(setup.run);
    s.quiet = args.quiet;
    s.json = args.json;
    s.outDir = args.out;
    if (!args.noHistory) s.historyRoot = args.history.empty() ? historyRoot() : fs::path(args.history);
    if (s.run.workDir.empty()) {
        WR_ASSIGN_OR_RETURN(s.run.workDir, createTemporaryDirectory("wr-bench-"));
        s.temporaryWorkDir = true;
    }
    return s;
}

// Runs, writes the results, prints the report; the exit code.
int runAndReport(const std::vector<std::string>& presetIds, RunSetup& setup, std::string* reportOut = nullptr,
                 RunRecord* recordOut = nullptr) {
    StderrProgress progress;
    const auto started = std::chrono::system_clock::now();
    auto record = runBenchmarks(presetIds, setup.plan, setup.run, setup.quiet ? nullptr : &progress, nullptr);
    if (setup.temporaryWorkDir) {
        std::error_code ec;
        fs::remove_all(setup.run.workDir, ec);
    }
    if (!record.isOk()) return fail(record.status());
    Json doc = resultsDocument(*record);
    auto report = markdownReport(doc);
    if (!report.isOk()) return fail(report.status());
    if (setup.outDir.empty() && !setup.historyRoot.empty()) {
        auto kept = newRunDirectory(setup.historyRoot, presetIds, started);
        if (!kept.isOk()) return fail(kept.status());
        setup.outDir = *kept;
    }
    if (!setup.outDir.empty()) {
        Status written = writeResultsAndReport(setup.outDir, *record).status();
        if (written.isOk() && !setup.historyRoot.empty()) written = registerRun(setup.historyRoot, setup.outDir);
        if (!written.isOk()) return fail(written);
        std::cerr << "results in " << setup.outDir.string()
                  << " (results.json, results.csv, raw.csv, ratios.csv, report.md)\n";
    }
    if (reportOut != nullptr) {
        *reportOut = *report;
    } else if (setup.json) {
        std::cout << jsonText(doc) << "\n";
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

int runBench(const RunArguments& args) {
    if (args.worker) return workerMain({"--spec", args.spec, "--result", args.result});
    if (args.list) return listPresets();
    if (args.presets.empty()) return usageError("name at least one preset (wrctl bench --list)");
    auto setup = parseRunSetup(args, false);
    if (!setup.isOk()) return usageError(setup.status().message());
    return runAndReport(setup->presets, *setup);
}

int runTune(const RunArguments& args) {
    auto setup = parseRunSetup(args, true);
    if (!setup.isOk()) return usageError(setup.status().message());

    std::string report;
    RunRecord record;
    int code = runAndReport(setup->presets, *setup, &report, &record);
    if (record.trials.empty()) return code;
    Json layouts = Json::object();
    for (const auto& [point, scores] : rankLayouts(aggregate(record), "000-tune")) {
        Json ranked = Json::array();
        if (!setup->json) {
            std::cout << "layouts on " << point << " (mean of read, write and delete ops/s, Table 7's rule):\n";
        }
        for (const auto& s : scores) {
            ranked.push_back({{"store", s.store},
                              {"average", s.average()},
                              {"read", s.read},
                              {"write", s.write},
                              {"delete", s.remove}});
            if (setup->json) continue;
            std::cout << "  " << s.store << "  average " << static_cast<uint64_t>(s.average()) << "  read "
                      << static_cast<uint64_t>(s.read) << "  write " << static_cast<uint64_t>(s.write) << "  delete "
                      << static_cast<uint64_t>(s.remove) << "\n";
        }
        if (!scores.empty() && !setup->json) std::cout << "best layout: " << scores.front().store << "\n\n";
        layouts[point] = ranked;
    }
    if (setup->json) {
        // The results document, with each point's layouts best first.
        Json doc = resultsDocument(record);
        doc["layouts"] = layouts;
        std::cout << jsonText(doc) << "\n";
    }
    return code;
}

int runReport(const std::string& dir, const std::string& output) {
    auto doc = readResults(dir);
    if (!doc.isOk()) return fail(doc.status());
    auto report = markdownReport(*doc);
    if (!report.isOk()) return fail(report.status());
    if (!output.empty()) {
        Status s = writeFileAtomically(output, *report);
        if (!s.isOk()) return fail(s);
        return kExitOk;
    }
    std::cout << *report;
    return kExitOk;
}

// The options bench and tune share: how the trials run and where results go.
void addRunOptions(CLI::App& c, RunArguments& args) {
    c.add_option("--scale", args.scale, "tiny | small | full (default small) or a factor on the papers' sizes")
        ->type_name("S");
    c.add_option("--stores", args.stores,
                 "comma list of schemes or URIs with settings (locations are added), e.g. "
                 "rocksdb,wrstore:depth=2;len=2 (quote the semicolons); a bare scheme runs the preset's own settings "
                 "of it, if it has that store")
        ->type_name("LIST");
    c.add_option("--threads", args.threads, "client threads (default: the preset's)")
        ->type_name("N")
        ->check(CLI::Range(1, 1024));
    c.add_option("--reps", args.reps, "repetitions of every trial (default: the scale's); medians are quoted")
        ->type_name("N")
        ->check(CLI::Range(1, 1000));
    c.add_option("--values", args.values,
                 "values per size in seed 001's large-value presets (default: 100 at full scale, as the paper; "
                 "001-disk: 10)")
        ->type_name("N")
        ->check(CLI::Range(1, 10000));
    c.add_option("--out", args.out, "write results.json, results.csv, raw.csv, ratios.csv and report.md")
        ->type_name("DIR");
    c.add_option("--history", args.history,
                 "the run history every run is kept in (default $WR_BENCH_HISTORY, else "
                 "~/.local/share/wr-studio/bench-runs); a run with --out is registered there")
        ->type_name("DIR");
    c.add_flag("--no-history", args.noHistory, "keep nothing beyond --out: no run history entry");
    c.add_option("--work-dir", args.workDir, "where the trial stores live (default DIR/work, or a temporary directory)")
        ->type_name("DIR");
    c.add_flag("--keep-stores", args.keepStores, "keep every trial's store instead of removing it after the trial");
    c.add_option("--durability", args.durability, "os (default) | periodic | sync: every store runs at this tier")
        ->type_name("T");
    c.add_option("--memory-mb", args.memoryMb, "memory budget per store (default 64)")
        ->type_name("N")
        ->check(CLI::PositiveNumber);
    c.add_flag("--cold-cache", args.coldCache, "drop the page cache before every step (root only)");
    c.add_option("--seed", args.seed, "data and key-order seed (default 20190911)")->type_name("N");
    c.add_option("--baseline", args.baseline, "the store ratios are taken against (default: the preset's)")
        ->type_name("LABEL");
    c.add_option("--text-corpus", args.textCorpus,
                 "English text for compressible data (default: the system's licences)")
        ->type_name("PATH");
    c.add_option("--data", args.data, "run only these data sets of a preset's sweep")->type_name("SETS");
    c.add_option("--k", args.k, "run only this k of a preset's sweep")->type_name("N");
    c.add_flag("--quiet", args.quiet, "no progress on stderr");
    c.add_flag("--json", args.json,
               "print the results document (results.json's shape, docs/benchmarks.md) instead of the report");
}

// `wrctl bench custom`: the workload's options; the harness parses their
// values (custom_workload_arguments.h), so the command line and the GUI agree.
void addCustomWorkloadOptions(CLI::App& c, RunArguments& args) {
    struct Valued {
        const char* name;
        const char* typeName;
        const char* help;
    };
    const Valued valued[] = {
        {"--records", "N", "custom: records loaded before the run (default 100000)"},
        {"--operations", "N", "custom: operations of the measured run, over all threads (default 100000)"},
        {"--mix", "SHARES",
         "custom: shares of read, write, insert, delete, scan summing to 1, e.g. read=0.9,write=0.1 (missing ones "
         "are 0; default read=0.5,write=0.5)"},
        {"--ycsb", "A-F", "custom: a YCSB core mix instead of --mix"},
        {"--value-size", "BYTES", "custom: value bytes, N or MIN-MAX (uniform; default 100)"},
        {"--key-order", "ORDER", "custom: request keys sequential | random (default) | zipfian"},
    };
    for (const auto& [name, typeName, help] : valued) {
        std::string option = name;
        c.add_option_function<std::string>(
             option, [&args, option](const std::string& value) { args.custom[option] = value; }, help)
            ->type_name(typeName);
    }
    c.add_flag_callback(
        "--cold", [&args] { args.custom["--cold"] = ""; },
        "custom: time the run from before the store's open, with no read pass first (default warm: one read "
        "pass over the records before timing)");
}

}  // namespace

void addBenchCommands(CommandTable& table) {
    auto benchArgs = std::make_shared<RunArguments>();
    CLI::App& bench =
        table.addCommand(table.top(), "bench", "run a benchmark preset that reproduces a figure or table of the papers",
                         [benchArgs] { return runBench(*benchArgs); });
    bench.footer(
        "Runs presets that reproduce figures and tables of the seed papers; every step of every trial runs in a\n"
        "fresh wrctl process. The Markdown report goes to stdout; the results are kept in the run history (wrctl\n"
        "runs list), or in --out DIR, which the history then lists too. --no-history without --out keeps nothing.");
    bench.add_option("PRESET", benchArgs->presets, "presets to run (wrctl bench --list)");
    bench.add_flag("--list", benchArgs->list, "every preset, the figure it reproduces and its stores");
    addRunOptions(bench, *benchArgs);
    addCustomWorkloadOptions(bench, *benchArgs);
    // The worker protocol is for the runner only: not in the help.
    bench.add_flag("--worker", benchArgs->worker)->group("");
    bench.add_option("--spec", benchArgs->spec)->group("");
    bench.add_option("--result", benchArgs->result)->group("");

    auto tuneArgs = std::make_shared<RunArguments>();
    CLI::App& tune =
        table.addCommand(table.top(), "tune", "the WR_D x WR_L sweep of seed 000 Figs. 5-8, printing the best layout",
                         [tuneArgs] { return runTune(*tuneArgs); });
    tune.footer(
        "Every layout of the grid whose path WR_D x WR_L is at most --max-path, measured like `wrctl bench\n"
        "000-tune`, then ranked per data set by the mean of read, write and delete throughput (Table 7's rule).\n"
        "Prints the ranking and the best layout.");
    addRunOptions(tune, *tuneArgs);
    tune.add_option("--depths", tuneArgs->depths, "WR_D values of the grid (default 1,2,3,4)")->type_name("LIST");
    tune.add_option("--lengths", tuneArgs->lengths, "WR_L values of the grid (default 1,2,3,4)")->type_name("LIST");
    tune.add_option("--max-path", tuneArgs->maxPath, "the longest WR_D x WR_L (an MD5 has 32 hex characters)")
        ->type_name("N")
        ->capture_default_str()
        ->check(CLI::Range(1, 32));

    auto reportArgs = std::make_shared<std::pair<std::string, std::string>>();
    CLI::App& report = table.addCommand(table.top(), "report", "a Markdown report of a results directory",
                                        [reportArgs] { return runReport(reportArgs->first, reportArgs->second); });
    report.footer(
        "Machine, versions, settings, medians, ratios against the baseline, and our numbers beside the papers'\n"
        "published ones.");
    report.add_option("DIR", reportArgs->first, "a results directory written by wrctl bench --out")->required();
    report.add_option("--output", reportArgs->second, "write the report to FILE instead of stdout")->type_name("FILE");
}

}  // namespace wr::cli
