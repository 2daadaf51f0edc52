#include "command_tree.h"

#include <algorithm>

namespace wr::cli {

std::vector<const CLI::App*> visibleCommands(const CLI::App& parent) {
    return parent.get_subcommands([](const CLI::App* c) { return !c->get_name().empty(); });
}

std::vector<const CLI::Option*> visibleOptions(const CLI::App& command) {
    const CLI::Option* help = command.get_help_ptr();
    std::vector<const CLI::Option*> options =
        command.get_options([help](const CLI::Option* o) { return o != help && !o->get_group().empty(); });
    // Positionals first, as --help lists them.
    std::stable_partition(options.begin(), options.end(), [](const CLI::Option* o) { return !o->nonpositional(); });
    return options;
}

std::vector<std::string> optionSpellings(const CLI::Option& option) {
    std::vector<std::string> spellings;
    for (const std::string& s : option.get_snames()) spellings.push_back("-" + s);
    for (const std::string& l : option.get_lnames()) spellings.push_back("--" + l);
    return spellings;
}

bool takesValue(const CLI::Option& option) { return option.get_expected_max() > 0; }

}  // namespace wr::cli
