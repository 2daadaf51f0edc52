// wrctl: everything the GUI does, scriptable.
#include <iostream>
#include <string>
#include <vector>

#include "cli_args.h"
#include "commands.h"

namespace {

using wr::cli::CommandGroup;

const std::vector<CommandGroup>& groups() {
    static const std::vector<CommandGroup> list = {
        {"reg", "registry hives: keys, values, .reg import/export, checkpoint, statistics", wr::cli::runRegCommand},
        {"factory", "seed 003's Factory tree: generate a sample hive, run the timed benchmark",
         wr::cli::runFactoryCommand},
        {"kv", "any store by URI: get, put, delete, scan, count, stats, compact, check", wr::cli::runKvCommand},
        {"zdb", "ZDB specifics: iteration in key or insertion order, index facts", wr::cli::runZdbCommand},
        {"bench", "run a benchmark preset that reproduces a figure or table of the papers", wr::cli::runBenchCommand},
        {"tune", "the WR_D x WR_L sweep of seed 000 Figs. 5-8, printing the best layout", wr::cli::runTuneCommand},
        {"report", "a Markdown report of a results directory", wr::cli::runReportCommand},
    };
    return list;
}

std::string help() {
    std::string out = "usage: wrctl <group> <command> [arguments] [--options]\n\ngroups:\n";
    for (const auto& g : groups())
        out += "  " + std::string(g.name) + std::string(8 - std::string(g.name).size(), ' ') + g.summary + "\n";
    out += "\n'wrctl <group> --help' lists a group's commands.\n";
    return out;
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string> words(argv + 1, argv + argc);
    if (words.empty() || words[0] == "--help" || words[0] == "-h" || words[0] == "help") {
        std::cout << help();
        return words.empty() ? wr::cli::kExitUsage : wr::cli::kExitOk;
    }
    for (const auto& g : groups()) {
        if (words[0] == g.name) return g.run(std::vector<std::string>(words.begin() + 1, words.end()));
    }
    return wr::cli::usageError("unknown command group '" + words[0] + "'", help());
}
