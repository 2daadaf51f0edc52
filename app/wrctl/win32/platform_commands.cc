#include "command_table.h"

namespace wr::cli {

// The benchmark harness (bench, tune, report, runs), the crash test and the
// local Redis Cluster fork, exec and kill processes and read /proc: none is
// in a Windows build (docs/windows.md).
void addPlatformCommands(CommandTable&) {}

}  // namespace wr::cli
