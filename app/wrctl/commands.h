// wrctl's command groups. Each group lives in its own file and takes the
// words after its name ("wrctl reg set ..." gives the reg group "set ...").
#pragma once

#include <string>
#include <vector>

namespace wr::cli {

struct CommandGroup {
    const char* name;     // "reg"
    const char* summary;  // one line for wrctl --help
    int (*run)(const std::vector<std::string>& words);
};

int runRegCommand(const std::vector<std::string>& words);      // reg_commands.cc
int runFactoryCommand(const std::vector<std::string>& words);  // factory_commands.cc
int runKvCommand(const std::vector<std::string>& words);       // kv_commands.cc
int runZdbCommand(const std::vector<std::string>& words);      // zdb_commands.cc
int runBenchCommand(const std::vector<std::string>& words);    // bench_commands.cc
int runTuneCommand(const std::vector<std::string>& words);     // bench_commands.cc
int runReportCommand(const std::vector<std::string>& words);   // bench_commands.cc

}  // namespace wr::cli
