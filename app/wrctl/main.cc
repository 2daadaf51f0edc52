// wrctl: everything the GUI does, scriptable.
#include "command_table.h"

int main(int argc, char** argv) {
    wr::cli::CommandTable table;
    wr::cli::addRegCommands(table);
    wr::cli::addFactoryCommands(table);
    wr::cli::addKvCommands(table);
    wr::cli::addExchangeCommands(table);
    wr::cli::addDumpCommands(table);
    wr::cli::addZdbCommands(table);
    wr::cli::addBenchCommands(table);
    wr::cli::addRunsCommands(table);
    wr::cli::addStoreCommands(table);
    wr::cli::addMigrateCommands(table);
    wr::cli::addClusterCommands(table);
    wr::cli::addCrashtestCommand(table);
    wr::cli::addUpgradeCommand(table);
    return table.run(argc, argv);
}
