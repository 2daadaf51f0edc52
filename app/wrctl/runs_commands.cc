// wrctl runs: the run history of wrctl bench and tune (and the GUI's runs):
// list, show, compare and delete kept runs (core/bench/results/run_history.h).
#include <algorithm>
#include <cstdio>
#include <iostream>
#include <memory>

#include "bench/results/report.h"
#include "bench/results/results_files.h"
#include "bench/results/run_comparison.h"
#include "bench/results/run_history.h"
#include "command_table.h"
#include "console_output.h"

namespace wr::cli {

namespace {

namespace fs = std::filesystem;
using namespace wr::bench;

struct RunsArguments {
    std::string history;
    std::vector<std::string> dirs;
    bool json = false;
    bool files = false;

    fs::path root() const { return history.empty() ? historyRoot() : fs::path(history); }
};

std::string joined(const std::vector<std::string>& words, const char* separator) {
    std::string out;
    for (const auto& w : words) out += (out.empty() ? "" : separator) + w;
    return out;
}

std::string fixed(double value, int decimals) {
    char buf[48];
    std::snprintf(buf, sizeof(buf), "%.*f", decimals, value);
    return buf;
}

Json summaryJson(const RunSummary& s) {
    return {{"dir", s.dir.string()},           {"registered", s.registered},
            {"presets", s.presetIds},          {"stores", s.storeLabels},
            {"started_at", s.startedAt},       {"host", s.host},
            {"cpu_model", s.cpuModel},         {"logical_cores", s.logicalCores},
            {"load_average", s.loadAverage},   {"build", {{"version", s.buildVersion}, {"commit", s.buildCommit}}},
            {"status", runStateName(s.state)}, {"message", s.message},
            {"wall_seconds", s.wallSeconds},   {"command", s.command}};
}

int runList(const RunsArguments& args) {
    auto runs = listRuns(args.root());
    if (!runs.isOk()) return fail(runs.status());
    if (args.json) {
        Json list = Json::array();
        for (const auto& s : *runs) list.push_back(summaryJson(s));
        std::cout << jsonText(list) << "\n";
        return kExitOk;
    }
    if (runs->empty()) std::cerr << "no runs kept in " << args.root().string() << "\n";
    for (const auto& s : *runs) {
        std::cout << s.dir.string() << (s.registered ? "  (registered)" : "") << "\n    "
                  << (s.startedAt.empty() ? "-" : s.startedAt) << "  " << joined(s.presetIds, ",") << "  "
                  << runStateName(s.state);
        if (!s.message.empty()) std::cout << ": " << s.message;
        if (s.state != RunState::kUnreadable) {
            std::cout << "\n    stores " << joined(s.storeLabels, ",") << "\n    " << s.host << ", " << s.cpuModel
                      << " x" << s.logicalCores << ", load " << s.loadAverage << "; build " << s.buildVersion << " "
                      << s.buildCommit << "; " << fixed(s.wallSeconds, 1) << " s";
        }
        std::cout << "\n";
    }
    return kExitOk;
}

int runShow(const RunsArguments& args) {
    auto doc = readResults(args.dirs.front());
    if (!doc.isOk()) return fail(doc.status());
    if (args.json) {
        std::cout << jsonText(*doc) << "\n";
        return kExitOk;
    }
    auto report = markdownReport(*doc);
    if (!report.isOk()) return fail(report.status());
    std::cout << *report;
    return kExitOk;
}

int runDelete(const RunsArguments& args) {
    const fs::path root = args.root();
    int code = kExitOk;
    for (const auto& dir : args.dirs) {
        Status s = deleteRun(root, dir, args.files);
        if (!s.isOk()) code = fail(s);
    }
    return code;
}

std::string cell(const std::optional<double>& value, int decimals) {
    return value ? fixed(*value, decimals) : std::string("missing");
}

int runCompare(const RunsArguments& args) {
    std::vector<Json> docs;
    for (const auto& dir : args.dirs) {
        auto doc = readResults(dir);
        if (!doc.isOk()) return fail(doc.status());
        docs.push_back(std::move(*doc));
    }
    auto c = compareRuns(docs);
    if (!c.isOk()) return fail(c.status());
    if (args.json) {
        Json rows = Json::array();
        for (const auto& r : c->rows) {
            Json values = Json::array(), ratios = Json::array();
            for (const auto& v : r.values) values.push_back(v ? Json(*v) : Json());
            for (const auto& v : r.ratios) ratios.push_back(v ? Json(*v) : Json());
            rows.push_back({{"store", r.store},
                            {"point", r.point},
                            {"step", r.step},
                            {"op", r.op},
                            {"values", std::move(values)},
                            {"ratios", std::move(ratios)}});
        }
        std::cout << jsonText({{"preset", c->preset},
                               {"metric", c->metric},
                               {"runs", args.dirs},
                               {"started_at", c->runs},
                               {"rows", std::move(rows)}})
                  << "\n";
        return kExitOk;
    }
    std::cout << c->preset << ", " << c->metric << "; ratios are each run over run 1\n";
    for (size_t i = 0; i < args.dirs.size(); ++i) {
        std::cout << "  run " << i + 1 << ": " << args.dirs[i] << " (" << c->runs[i] << ")\n";
    }
    // Each key column as wide as its longest entry, so points like
    // "workshops=10 employees=10" keep the columns aligned.
    size_t width[4] = {5, 5, 4, 2};
    for (const auto& r : c->rows) {
        const std::string* keys[4] = {&r.store, &r.point, &r.step, &r.op};
        for (int i = 0; i < 4; ++i) width[i] = std::max(width[i], keys[i]->size());
    }
    auto keyColumns = [&width](const std::string& store, const std::string& point, const std::string& step,
                               const std::string& op) {
        return padded(store, width[0] + 2) + padded(point, width[1] + 2) + padded(step, width[2] + 2) +
               padded(op, width[3] + 2);
    };
    std::string head = keyColumns("store", "point", "step", "op");
    for (size_t i = 0; i < docs.size(); ++i) head += padded("run " + std::to_string(i + 1), 14);
    for (size_t i = 1; i < docs.size(); ++i) head += padded("ratio " + std::to_string(i + 1) + "/1", 12);
    std::cout << head << "\n";
    for (const auto& r : c->rows) {
        std::string line = keyColumns(r.store, r.point, r.step, r.op);
        for (const auto& v : r.values) line += padded(cell(v, 0), 14);
        for (const auto& v : r.ratios) line += padded(cell(v, 3), 12);
        std::cout << line << "\n";
    }
    return kExitOk;
}

}  // namespace

void addRunsCommands(CommandTable& table) {
    CLI::App& group = table.addGroup(
        "runs", "the run history: every run of wrctl bench and tune, listed, shown, compared and deleted",
        "Runs are kept under $WR_BENCH_HISTORY, else $XDG_DATA_HOME/wr-studio/bench-runs, else\n"
        "~/.local/share/wr-studio/bench-runs; runs written with --out DIR are registered there.");
    auto args = std::make_shared<RunsArguments>();
    auto command = [&](const std::string& name, const std::string& summary,
                       int (*run)(const RunsArguments&)) -> CLI::App& {
        CLI::App& c = table.addCommand(group, name, summary, [args, run] { return run(*args); });
        c.add_option("--history", args->history, "the run history (default: as above)")->type_name("DIR");
        return c;
    };
    CLI::App& list =
        command("list", "every kept run, newest first: presets, stores, date, machine, build, status", runList);
    list.add_flag("--json", args->json, "JSON output");
    CLI::App& show = command("show", "the Markdown report of a run, like wrctl report", runShow);
    show.add_option("DIR", args->dirs, "the run's directory")->required()->expected(1);
    show.add_flag("--json", args->json, "the run's results document (results.json) instead of the report");
    CLI::App& remove =
        command("delete", "delete runs: remove runs kept in the history, unregister registered ones", runDelete);
    remove.add_option("DIR", args->dirs, "the runs' directories")->required();
    remove.add_flag("--files", args->files, "also remove the files of registered runs written with --out");
    CLI::App& compare = command("compare",
                                "runs of one preset side by side: each run's median of the primary figure per "
                                "store, point, step and op, and every run's ratio to the first",
                                runCompare);
    compare.add_option("DIR", args->dirs, "two or more runs of the same preset; the first is the reference")
        ->required()
        ->expected(2, -1);
    compare.add_flag("--json", args->json, "JSON output");
}

}  // namespace wr::cli
