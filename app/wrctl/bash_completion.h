// wrctl's bash completion, written from the command table so it completes
// what --help lists: groups, commands, each command's options, the choices
// an option names (--method e-and-t|e-then-t), files and directories for
// FILE and DIR values, and the store schemes where a command takes a store
// URI. The package builds it with `wrctl --bash-completion`.
#pragma once

#include <CLI/CLI.hpp>
#include <ostream>
#include <string>
#include <vector>

namespace wr::cli {

void writeBashCompletion(const CLI::App& top, const std::vector<std::string>& schemes, std::ostream& out);

}  // namespace wr::cli
