// A benchmark run as `wrctl bench` takes it on its command line: the presets
// and every option as text. Both ways of starting a run go through it — wrctl
// parses its words into one, the GUI's workbench fills one in from its forms —
// and both turn it into the runner's options with the same function, so a run
// started in either is the same run, and the words a GUI run records repeat it
// on the command line.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "bench/harness/runner.h"

namespace wr::bench {

struct BenchCommand {
    // `wrctl tune`: preset 000-tune over every WR-Store layout of the grid
    // whose path WR_D x WR_L is at most maxPath (harness/layout_grid.h),
    // unless stores are named; `presets` is not used.
    bool tune = false;
    std::vector<int> depths{1, 2, 3, 4};
    std::vector<int> lengths{1, 2, 3, 4};
    int maxPath = 8;

    std::vector<std::string> presets;
    std::string scale = "small";
    // As --stores takes them: a bare scheme ("zdb") stands for the preset's own
    // variants of it; anything else is a URI with settings, labelled by its text.
    std::vector<std::string> stores;
    int threads = 0;      // 0: the preset's
    int repetitions = 0;  // 0: the scale's
    int values = 0;       // 0: the preset's
    std::vector<std::string> dataSets;
    uint64_t k = 0;
    std::string durability = "os";
    uint64_t memoryMb = 64;
    bool coldCache = false;
    uint64_t seed = 20190911;
    std::string baseline;
    std::string textCorpus;
    bool keepStores = false;
    CustomWorkload custom;  // preset "custom"'s workload
    std::string out;        // the results directory
    std::string workDir;    // where trial stores live; empty: out/work

    // "bench" and the presets (or "tune"), then each option that differs from
    // its default.
    std::vector<std::string> words() const;
};

// The inverse of BenchCommand::words(): a command from the words `wrctl bench`
// (or `wrctl tune`) takes, "bench" or "tune" first or left out (then bench).
// The options are those words() writes; anything else, a missing or malformed
// value, or custom-workload options without the custom preset is refused.
Result<BenchCommand> parseBenchWords(const std::vector<std::string>& words);

struct BenchSetup {
    std::vector<std::string> presets;  // what the run runs
    PlanOptions plan;
    RunOptions run;  // workerCommand, workDir and command filled in
};

// The runner's options for `command`, its workers started as `workerProgram
// bench --worker`; the run records "wrctl" and `command.words()`.
Result<BenchSetup> benchSetup(const BenchCommand& command, const std::string& workerProgram);

}  // namespace wr::bench
