// wrctl: everything the GUI does, scriptable.
#include <iostream>
#include <string>
#include <string_view>
#include <vector>

#include "bash_completion.h"
#include "command_table.h"
#include "manual_page.h"
#include "stores/store_factory.h"
#include "util/build_info.h"

int main(int argc, char** argv) {
    wr::cli::CommandTable table;
    wr::cli::addRegCommands(table);
    wr::cli::addFactoryCommands(table);
    wr::cli::addKvCommands(table);
    wr::cli::addExchangeCommands(table);
    wr::cli::addDumpCommands(table);
    wr::cli::addZdbCommands(table);
    wr::cli::addStoreCommands(table);
    wr::cli::addMigrateCommands(table);
    wr::cli::addUpgradeCommand(table);
    wr::cli::addInProcessBenchCommand(table);
    wr::cli::addPlatformCommands(table);
    // The package's manual page and bash completion, written from the table
    // so they never drift from --help.
    const std::string_view only = argc == 2 ? argv[1] : "";
    if (only == "--help-man") {
        wr::cli::writeManualPage(table.top(), wr::buildVersion(), std::cout);
        return wr::cli::kExitOk;
    }
    if (only == "--bash-completion") {
        std::vector<std::string> schemes;
        for (const wr::kv::SchemeInfo& s : wr::kv::knownSchemes()) schemes.push_back(s.scheme);
        wr::cli::writeBashCompletion(table.top(), schemes, std::cout);
        return wr::cli::kExitOk;
    }
    return table.run(argc, argv);
}
