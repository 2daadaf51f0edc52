#include "command_table.h"

namespace wr::cli {

void addPlatformCommands(CommandTable& table) {
    addBenchCommands(table);
    addRunsCommands(table);
    addClusterCommands(table);
    addCrashtestCommand(table);
}

}  // namespace wr::cli
