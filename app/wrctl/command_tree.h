// What wrctl's command table holds, as its --help shows it: the commands
// below a group and the options of a command (positionals first, each in the
// order they were added),
// without hidden options (the benchmark's worker protocol) and without
// --help, which every command has. The manual page and the bash completion
// are written from this, so they list what --help lists.
#pragma once

#include <CLI/CLI.hpp>
#include <string>
#include <vector>

namespace wr::cli {

std::vector<const CLI::App*> visibleCommands(const CLI::App& parent);
std::vector<const CLI::Option*> visibleOptions(const CLI::App& command);

// "-h", "--help": every name an option is given by on the command line.
std::vector<std::string> optionSpellings(const CLI::Option& option);
// Whether the option is followed by a value (--out FILE), unlike a flag.
bool takesValue(const CLI::Option& option);

}  // namespace wr::cli
