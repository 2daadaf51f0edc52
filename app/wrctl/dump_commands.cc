// wrctl kv dump and kv load: every pair of any store into a portable dump
// file and back (core/exchange/dump_format.h; docs/migration.md "Dump
// formats"): the native wrdump, Berkeley DB's db_dump text in its hex and
// printable forms, and RocksDB's ldb --hex lines, so that stores move to and
// from those tools too. Progress goes to stderr when it is a terminal;
// Ctrl-C cancels cleanly: a dump leaves no file, a load stops between
// batches.

#include <iostream>
#include <memory>
#include <optional>
#include <string>

#include "command_table.h"
#include "console_output.h"
#include "exchange/dump_format.h"
#include "interrupt_guard.h"
#include "stores/store_factory.h"
#include "terminal.h"

namespace wr::cli {

namespace {

struct DumpArguments {
    std::string uri;
    std::string file;
    std::string format;  // empty: wrdump for a dump, detected for a load
    bool json = false;
};

constexpr char kFormatChoices[] = "wrdump|db_dump|db_dump-p|ldb-hex";

std::optional<exchange::DumpFormat> formatOf(const DumpArguments& args) {
    if (args.format.empty()) return std::nullopt;
    const auto format = exchange::parseDumpFormat(args.format);
    if (!format) usageError("--format is one of " + std::string(kFormatChoices) + ", not '" + args.format + "'");
    return format;
}

// The pairs moved, as a line of text or, with --json, one JSON object.
void printOutcome(const DumpArguments& args, const char* verb, const char* preposition,
                  const exchange::DumpOutcome& outcome, exchange::DumpFormat format) {
    if (args.json) {
        std::cout << jsonText({{"uri", args.uri},
                               {"file", args.file},
                               {"format", exchange::dumpFormatName(format)},
                               {"pairs", outcome.pairs},
                               {"bytes", outcome.bytes}})
                  << "\n";
        return;
    }
    std::cout << verb << " " << outcome.pairs << " pairs " << preposition << " " << args.file << " ("
              << exchange::dumpFormatName(format) << ", " << outcome.bytes << " bytes)\n";
}

// Runs `work` on the store `args` names with Ctrl-C routed to its token,
// progress on stderr when that is a terminal, and the store closed after.
template <typename Work>
int withStore(const DumpArguments& args, bool writes, Work work) {
    kv::OpenOptions options;
    options.readOnly = !writes;
    options.createIfMissing = writes;
    auto store = kv::openStore(args.uri, options);
    if (!store) return fail(store.status());
    CancellationToken cancel;
    InterruptGuard guard(cancel);
    StderrProgress progress;
    ProgressSink* sink = standardErrorIsTerminal() ? &progress : nullptr;
    const auto outcome = work(**store, sink, &cancel);
    const Status closed = (*store)->close();
    if (!outcome) return fail(outcome.status());
    if (!closed.isOk()) return fail(closed);
    return kExitOk;
}

int cmdDump(const DumpArguments& args) {
    const exchange::DumpFormat format = formatOf(args).value_or(exchange::DumpFormat::kWrDump);
    return withStore(args, false, [&](kv::KvStore& store, ProgressSink* progress, const CancellationToken* cancel) {
        auto outcome = exchange::dumpStore(store, args.file, format, progress, cancel);
        if (outcome) printOutcome(args, "dumped", "to", *outcome, format);
        return outcome;
    });
}

int cmdLoad(const DumpArguments& args) {
    std::optional<exchange::DumpFormat> format = formatOf(args);
    if (!format) {
        // Detected here too, to name the format in the summary.
        auto reader = exchange::DumpFileReader::open(args.file);
        if (!reader) return fail(reader.status());
        format = (*reader)->format();
    }
    return withStore(args, true, [&](kv::KvStore& store, ProgressSink* progress, const CancellationToken* cancel) {
        auto outcome = exchange::loadDump(store, args.file, format, progress, cancel);
        if (outcome) printOutcome(args, "loaded", "from", *outcome, *format);
        return outcome;
    });
}

}  // namespace

void addDumpCommands(CommandTable& table) {
    CLI::App& group = *table.top().get_subcommand("kv");
    auto args = std::make_shared<DumpArguments>();
    auto command = [&](const std::string& name, const std::string& summary, int (*run)(const DumpArguments&),
                       const std::string& fileHelp, const std::string& formatHelp) {
        CLI::App& c = table.addCommand(group, name, summary, [args, run] { return run(*args); });
        c.add_option("URI", args->uri, "the store (see 'wrctl kv --help')")->required();
        c.add_option("FILE", args->file, fileHelp)->required();
        c.add_option("--format", args->format, formatHelp)->type_name(kFormatChoices);
        c.add_flag("--json", args->json, "print the summary as one JSON object");
    };
    command("dump", "write every pair of the store to a portable dump file", cmdDump,
            "the file, replaced only once every pair is in it",
            "wrdump (the default: binary, checksummed), db_dump and db_dump-p (Berkeley DB's db_dump text, hex "
            "or printable) or ldb-hex (RocksDB's ldb dump --hex lines)");
    command("load", "put every pair of a dump file into the store (creates it when missing)", cmdLoad,
            "a dump in any of the formats kv dump writes, or written by db_dump or ldb dump --hex",
            "the file's format; detected from its first lines when not given");
}

}  // namespace wr::cli
