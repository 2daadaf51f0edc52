// wrctl's command table: one CLI11 App with a subcommand per group (reg, kv,
// zdb, factory, bench, tune, report) and one per command below a group. Each
// group's file registers its commands and their typed options here; a
// command's action returns the process's exit code. Every wrong command line,
// whether CLI11 or an action finds it, ends the same way: "wrctl: <message>"
// and a pointer to the command's --help on stderr, exit code 2.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <functional>
#include <limits>
#include <string>
#include <vector>

#include "util/status.h"

namespace wr::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitFailure = 1;  // the operation failed, or check found problems
inline constexpr int kExitUsage = 2;    // the command line was wrong

// For counts, limits and offsets: "--limit: Value -3 not in range 0 to ...".
inline const CLI::Range kZeroOrMore(int64_t{0}, std::numeric_limits<int64_t>::max());

// Prints "wrctl: <status>" to stderr and returns kExitFailure.
int fail(const Status& status);
// A wrong command line an action finds after parsing: throws, to end like
// CLI11's own errors. Declared int so actions can `return usageError(...)`.
[[noreturn]] int usageError(const std::string& message);

class CommandTable {
public:
    using Action = std::function<int()>;

    CommandTable();

    // A group of commands, such as "kv"; running it without one is an error.
    // `footer` ends the group's help: what its commands have in common.
    CLI::App& addGroup(const std::string& name, const std::string& summary, const std::string& footer);
    // A command of `parent` (a group, or the table's top level) that runs `action`.
    CLI::App& addCommand(CLI::App& parent, const std::string& name, const std::string& summary, Action action);
    CLI::App& top() { return app_; }

    // The words after the program's name, as given: what results files record.
    const std::vector<std::string>& words() const { return words_; }

    // Parses the command line, runs the chosen command, returns the exit code.
    int run(int argc, char** argv);

private:
    CLI::App app_;
    std::vector<std::string> words_;
    int exitCode_ = kExitOk;
};

// Each group's file (reg_commands.cc, kv_commands.cc, ...) adds its commands.
void addRegCommands(CommandTable& table);
void addFactoryCommands(CommandTable& table);
void addKvCommands(CommandTable& table);
void addExchangeCommands(CommandTable& table);  // kv export and kv import
void addDumpCommands(CommandTable& table);      // kv dump and kv load
void addZdbCommands(CommandTable& table);
void addStoreCommands(CommandTable& table);  // probe and kv create (after addKvCommands)
void addMigrateCommands(CommandTable& table);
void addUpgradeCommand(CommandTable& table);         // on-disk format versions
void addInProcessBenchCommand(CommandTable& table);  // seed 000 Fig. 9 without worker processes
// The commands only some systems have, from a source per platform (posix/,
// win32/): on POSIX the benchmark harness, the run history, the crash test
// and the local Redis Cluster, which start and kill processes of their own.
void addPlatformCommands(CommandTable& table);
// Those platform commands, on POSIX.
void addBenchCommands(CommandTable& table);  // bench, tune and report
void addRunsCommands(CommandTable& table);   // the run history
void addCrashtestCommand(CommandTable& table);
void addClusterCommands(CommandTable& table);                       // a local Redis Cluster
void addClusterBenchCommand(CommandTable& table, CLI::App& group);  // cluster bench

}  // namespace wr::cli
