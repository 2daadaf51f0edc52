// wrctl(1): the manual page written from the command table, so it says what
// --help says at every level: the groups, each command with its summary,
// positionals and options and their descriptions, and the notes that end
// each help text. The package builds it with `wrctl --help-man`.
#pragma once

#include <CLI/CLI.hpp>
#include <ostream>
#include <string>

namespace wr::cli {

void writeManualPage(const CLI::App& top, const std::string& version, std::ostream& out);

}  // namespace wr::cli
