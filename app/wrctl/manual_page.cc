#include "manual_page.h"

#include <algorithm>
#include <cctype>
#include <vector>

#include "command_tree.h"

namespace wr::cli {

namespace {

// Text as roff prints it: backslashes and minus signs escaped (options stay
// copyable), and a line starting with a control character kept as text.
std::string roffText(const std::string& text) {
    std::string out;
    bool lineStart = true;
    for (char c : text) {
        if (lineStart && (c == '.' || c == '\'')) out += "\\&";
        if (c == '\\') {
            out += "\\e";
        } else if (c == '-') {
            out += "\\-";
        } else {
            out += c;
        }
        lineStart = c == '\n';
    }
    return out;
}

// A note ending a help text keeps its lines: examples are indented by hand.
void writeNote(const std::string& note, std::ostream& out) {
    if (note.empty()) return;
    out << ".PP\n.nf\n" << roffText(note) << (note.back() == '\n' ? "" : "\n") << ".fi\n";
}

// "--out FILE", "--threads N:INT in [1 - 1024]", "URI": as --help labels it.
std::string optionLabel(const CLI::Option& option) {
    std::string label;
    if (option.nonpositional()) {
        for (const std::string& spelling : optionSpellings(option)) {
            label += (label.empty() ? "\\fB" : ", \\fB") + roffText(spelling) + "\\fR";
        }
        if (takesValue(option)) label += " \\fI" + roffText(option.get_type_name()) + "\\fR";
    } else {
        label = "\\fI" + roffText(option.get_name(true)) + "\\fR";
    }
    return label;
}

std::string optionRemarks(const CLI::Option& option) {
    std::vector<std::string> remarks;
    if (option.get_required()) remarks.push_back("required");
    if (!option.get_default_str().empty()) remarks.push_back("default " + option.get_default_str());
    if (option.get_expected_max() > 1) remarks.push_back("repeatable");
    // Sorted by name: the set is ordered by address, which differs from run to run.
    std::vector<std::string> excluded;
    // get_name(): "--stdin" or "VALUE" (get_name(true) is empty for an option with dashes).
    for (const CLI::Option* other : option.get_excludes()) excluded.push_back(other->get_name());
    std::sort(excluded.begin(), excluded.end());
    std::string excludes;
    for (const std::string& other : excluded) excludes += (excludes.empty() ? "" : ", ") + other;
    if (!excludes.empty()) remarks.push_back("not with " + excludes);
    std::string text;
    for (const std::string& r : remarks) text += (text.empty() ? "(" : "; ") + r;
    return text.empty() ? text : roffText(text + ")");
}

void writeOptions(const CLI::App& command, std::ostream& out) {
    for (const CLI::Option* option : visibleOptions(command)) {
        out << ".TP\n" << optionLabel(*option) << "\n" << roffText(option->get_description()) << "\n";
        if (const std::string remarks = optionRemarks(*option); !remarks.empty()) out << remarks << "\n";
    }
}

// "wrctl kv get [OPTIONS] URI KEY"
std::string usage(const std::string& path, const CLI::App& command) {
    std::string line = path;
    if (!visibleCommands(command).empty()) return line + " COMMAND";
    bool hasOptions = false;
    std::string positionals;
    for (const CLI::Option* option : visibleOptions(command)) {
        if (option->nonpositional()) {
            hasOptions = true;
            continue;
        }
        std::string name = option->get_name(true) + (option->get_expected_max() > 1 ? "..." : "");
        positionals += " " + (option->get_required() ? name : "[" + name + "]");
    }
    return line + (hasOptions ? " [OPTIONS]" : "") + positionals;
}

void writeCommand(const std::string& parentPath, const CLI::App& parent, const CLI::App& command, std::ostream& out) {
    const std::string path = parentPath + " " + command.get_name();
    out << ".SS \"" << roffText(usage(path, command)) << "\"\n" << roffText(command.get_description()) << "\n";
    writeOptions(command, out);
    // A command's note that repeats its group's (the store URIs) is said once, for the group.
    if (command.get_footer() != parent.get_footer()) writeNote(command.get_footer(), out);
    for (const CLI::App* sub : visibleCommands(command)) writeCommand(path, command, *sub, out);
}

// "wrctl: everything the GUI does, scriptable." -> "everything the GUI does, scriptable"
std::string nameLine(const CLI::App& top) {
    std::string text = top.get_description();
    const std::string prefix = top.get_name() + ": ";
    if (text.rfind(prefix, 0) == 0) text.erase(0, prefix.size());
    if (!text.empty() && text.back() == '.') text.pop_back();
    return text;
}

}  // namespace

void writeManualPage(const CLI::App& top, const std::string& version, std::ostream& out) {
    const std::string name = top.get_name();
    std::string upper;
    for (char c : name) upper += char(std::toupper(static_cast<unsigned char>(c)));
    out << ".\\\" Written by '" << name << " --help-man' from the command table behind " << name << " --help.\n";
    out << ".TH " << upper << " 1 \"\" \"WR Studio " << version << "\" \"User Commands\"\n";
    out << ".SH NAME\n" << name << " \\- " << roffText(nameLine(top)) << "\n";
    out << ".SH SYNOPSIS\n.B " << name << "\n.I GROUP COMMAND\n.RI [ OPTIONS ] \" \" [ ARGUMENTS ]\n.br\n";
    out << ".B " << name << "\n.I COMMAND\n.RI [ OPTIONS ] \" \" [ ARGUMENTS ]\n";
    out << ".SH DESCRIPTION\n" << roffText(top.get_description()) << "\n";
    out << ".PP\nEvery group and command takes \\fB\\-h\\fR, \\fB\\-\\-help\\fR: " << roffText(name)
        << " prints what it takes and exits.\n";
    writeOptions(top, out);  // --version
    writeNote(top.get_footer(), out);
    out << ".SH COMMANDS\n";
    for (const CLI::App* command : visibleCommands(top)) writeCommand(name, top, *command, out);
    out << ".SH SEE ALSO\n.BR wrstudio (1)\n";
}

}  // namespace wr::cli
