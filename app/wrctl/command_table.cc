#include "command_table.h"

#include <iostream>

#include "util/build_info.h"

namespace wr::cli {

namespace {

// "wrctl kv put": the command the user chose, as deep as parsing got.
std::string chosenCommand(const CLI::App& app) {
    std::string path = app.get_name();
    const CLI::App* at = &app;
    while (!at->get_subcommands().empty()) {
        at = at->get_subcommands().front();
        path += " " + at->get_name();
    }
    return path;
}

std::string failureMessage(const CLI::App* app, const CLI::Error& e) {
    std::string message = e.what();
    // "wrctl kv frobnicate": CLI11 misses a command before it sees the word
    // left over; the word is what the user needs to see.
    std::vector<std::string> leftOver = app->remaining(true);
    if (dynamic_cast<const CLI::RequiredError*>(&e) != nullptr && !leftOver.empty()) {
        message = "unknown command '" + leftOver.front() + "'";
    }
    return "wrctl: " + message + "\nRun '" + chosenCommand(*app) + " --help' for more information.\n";
}

}  // namespace

int fail(const Status& status) {
    std::cerr << "wrctl: " << status.toString() << "\n";
    return kExitFailure;
}

int usageError(const std::string& message) { throw CLI::ValidationError(message); }

CommandTable::CommandTable() : app_("wrctl: everything the GUI does, scriptable.", "wrctl") {
    app_.require_subcommand(1);
    app_.set_version_flag("--version", std::string("wrctl ") + buildVersion() + " (commit " + buildCommit() + ")",
                          "print wrctl's version and the commit it was built from, then exit");
    app_.failure_message(failureMessage);
    app_.footer(
        "'wrctl <group> --help' lists a group's commands.\n\n"
        "Exit status: 0 when the command did what it was asked, 1 when it failed (or a check found problems),\n"
        "2 when the command line was wrong.");
}

CLI::App& CommandTable::addGroup(const std::string& name, const std::string& summary, const std::string& footer) {
    CLI::App& group = *app_.add_subcommand(name, summary);
    group.require_subcommand(1);
    group.footer(footer);
    return group;
}

CLI::App& CommandTable::addCommand(CLI::App& parent, const std::string& name, const std::string& summary,
                                   Action action) {
    CLI::App& command = *parent.add_subcommand(name, summary);
    command.callback([this, run = std::move(action)] { exitCode_ = run(); });
    return command;
}

int CommandTable::run(int argc, char** argv) {
    words_.assign(argv + 1, argv + argc);
    try {
        app_.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app_.exit(e);
    } catch (const CLI::CallForAllHelp& e) {
        return app_.exit(e);
    } catch (const CLI::CallForVersion& e) {
        return app_.exit(e);
    } catch (const CLI::ParseError& e) {
        app_.exit(e);
        return kExitUsage;
    }
    return exitCode_;
}

}  // namespace wr::cli
