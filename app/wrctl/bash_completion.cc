#include "bash_completion.h"

#include <sstream>

#include "command_tree.h"

namespace wr::cli {

namespace {

std::string joined(const std::vector<std::string>& words) {
    std::string out;
    for (const std::string& w : words) out += (out.empty() ? "" : " ") + w;
    return out;
}

// What a value may be, from its type name: "e-and-t|e-then-t" and
// "TEXT:{random,named,both}" name their choices.
std::vector<std::string> choices(const std::string& typeName) {
    std::string list;
    char separator = '|';
    if (size_t open = typeName.find(":{"); open != std::string::npos && typeName.back() == '}') {
        list = typeName.substr(open + 2, typeName.size() - open - 3);
        separator = ',';
    } else if (typeName.find('|') != std::string::npos && typeName.find(' ') == std::string::npos) {
        list = typeName;
    }
    std::vector<std::string> out;
    std::stringstream in(list);
    for (std::string choice; std::getline(in, choice, separator);) out.push_back(choice);
    return out;
}

// A positional that names a store: "URI", or described as a store
// ("SOURCE: the store to read").
bool namesStore(const CLI::Option& option) {
    return option.get_name(true) == "URI" || option.get_description().find("store") != std::string::npos;
}

struct Tables {
    std::ostringstream commands;  // path) the commands below it
    std::ostringstream options;   // path) its options
    std::ostringstream values;    // "path option") how to complete its value
    std::vector<std::string> storePaths;
};

void addCommand(const std::string& path, const CLI::App& command, Tables& t) {
    std::vector<std::string> names;
    for (const CLI::App* sub : visibleCommands(command)) names.push_back(sub->get_name());
    if (!names.empty()) t.commands << "    \"" << path << "\") echo \"" << joined(names) << "\" ;;\n";
    std::vector<std::string> optionNames{"--help"};
    bool takesStore = false;
    for (const CLI::Option* option : visibleOptions(command)) {
        if (!option->nonpositional()) {
            takesStore = takesStore || namesStore(*option);
            continue;
        }
        for (const std::string& spelling : optionSpellings(*option)) {
            optionNames.push_back(spelling);
            if (!takesValue(*option)) continue;
            const std::string type = option->get_type_name();
            t.values << "    \"" << path << " " << spelling << "\") ";
            if (std::vector<std::string> c = choices(type); !c.empty()) {
                t.values << "COMPREPLY=($(compgen -W \"" << joined(c) << "\" -- \"$cur\")) ;;\n";
            } else if (type == "DIR") {
                t.values << "_filedir -d ;;\n";
            } else if (type == "FILE" || type == "PATH") {
                t.values << "_filedir ;;\n";
            } else {
                t.values << "COMPREPLY=() ;;\n";
            }
        }
    }
    t.options << "    \"" << path << "\") echo \"" << joined(optionNames) << "\" ;;\n";
    if (takesStore) t.storePaths.push_back(path);
    for (const CLI::App* sub : visibleCommands(command)) {
        addCommand(path.empty() ? sub->get_name() : path + " " + sub->get_name(), *sub, t);
    }
}

}  // namespace

void writeBashCompletion(const CLI::App& top, const std::vector<std::string>& schemes, std::ostream& out) {
    Tables t;
    addCommand("", top, t);
    std::vector<std::string> prefixes;
    for (const std::string& scheme : schemes) prefixes.push_back(scheme + ":");
    std::string storePaths;
    for (const std::string& path : t.storePaths) storePaths += (storePaths.empty() ? "" : "|") + ("\"" + path + "\"");
    out << "# bash completion for wrctl, written by 'wrctl --bash-completion' from the command\n"
           "# table behind wrctl --help.\n\n"
           "# The commands below a path (\"\" is wrctl itself, \"kv\" the kv group).\n"
           "_wrctl_commands() {\n    case \"$1\" in\n"
        << t.commands.str()
        << "    esac\n}\n\n"
           "# The options of a path.\n"
           "_wrctl_options() {\n    case \"$1\" in\n"
        << t.options.str()
        << "    esac\n}\n\n"
           "# Completes the value of option $2 of path $1; fails for an option without a value.\n"
           "_wrctl_value() {\n    case \"$1 $2\" in\n"
        << t.values.str()
        << "    *) return 1 ;;\n    esac\n}\n\n"
           "_wrctl() {\n"
           "    local cur prev words cword\n"
           "    _init_completion -n := || return\n"
           "    # The command path: the words naming groups and commands, up to the first word\n"
           "    # that is not one (an argument) or the first option.\n"
           "    local path=\"\" i word\n"
           "    for ((i = 1; i < cword; i++)); do\n"
           "        word=${words[i]}\n"
           "        [[ $word == -* ]] && break\n"
           "        [[ \" $(_wrctl_commands \"$path\") \" == *\" $word \"* ]] || break\n"
           "        path=${path:+$path }$word\n"
           "    done\n"
           "    if [[ $prev == -* ]] && _wrctl_value \"$path\" \"$prev\"; then\n"
           "        return\n"
           "    fi\n"
           "    if [[ $cur == -* ]]; then\n"
           "        COMPREPLY=($(compgen -W \"$(_wrctl_options \"$path\")\" -- \"$cur\"))\n"
           "        return\n"
           "    fi\n"
           "    local commands\n"
           "    commands=$(_wrctl_commands \"$path\")\n"
           "    if [[ -n $commands ]]; then\n"
           "        COMPREPLY=($(compgen -W \"$commands\" -- \"$cur\"))\n"
           "        return\n"
           "    fi\n"
           "    case \"$path\" in\n";
    if (!storePaths.empty()) {
        out << "    " << storePaths
            << ")\n"
               "        # A store URI starts with its scheme; a hive or a file may be named by its path.\n"
               "        if [[ $cur != *:* ]]; then\n"
               "            COMPREPLY=($(compgen -W \""
            << joined(prefixes)
            << "\" -- \"$cur\"))\n"
               "            compopt -o nospace\n"
               "        fi\n"
               "        ;;\n";
    }
    out << "    esac\n"
           "    [[ $cur == *:* ]] || _filedir\n"
           "}\n"
           "complete -F _wrctl wrctl\n";
}

}  // namespace wr::cli
