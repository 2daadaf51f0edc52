// wrctl kv export and kv import: key-value pairs of any store in and out as
// CSV or JSON lines (core/exchange; docs/gui.md "Exchange files"), the same
// files the GUI's File > Export and File > Import write and read. Ctrl-C
// cancels either cleanly: an export leaves no file, an import stops between
// batches.
#include <iostream>
#include <memory>
#include <string>

#include "command_table.h"
#include "console_output.h"
#include "exchange/pair_export.h"
#include "exchange/pair_import.h"
#include "interrupt_guard.h"
#include "stores/store_factory.h"

namespace wr::cli {

namespace {

struct ExchangeArguments {
    std::string uri;
    std::string file;
    std::string format = "csv";
    std::string values = "text";
    std::string prefix;
    int64_t batch = 1000;
    bool skipBad = false;
};

exchange::PairFormat formatOf(const ExchangeArguments& args) {
    const auto format = exchange::parseFormat(args.format);
    if (!format) return exchange::PairFormat(usageError("--format is csv or jsonl, not '" + args.format + "'"));
    return *format;
}

Result<std::unique_ptr<kv::KvStore>> openFor(const ExchangeArguments& args, bool writes) {
    kv::OpenOptions options;
    options.readOnly = !writes;
    options.createIfMissing = writes;
    return kv::openStore(args.uri, options);
}

int cmdExport(const ExchangeArguments& args) {
    const auto values = exchange::parseEncoding(args.values);
    if (!values) return usageError("--values is text, hex or base64, not '" + args.values + "'");
    const exchange::PairWriterOptions options{formatOf(args), *values};
    auto store = openFor(args, false);
    if (!store) return fail(store.status());
    CancellationToken cancel;
    InterruptGuard guard(cancel);
    StderrProgress progress;
    const auto exported = exchange::exportStore(**store, args.file, options, args.prefix, &progress, &cancel);
    const Status closed = (*store)->close();
    if (!exported) return fail(exported.status());
    if (!closed.isOk()) return fail(closed);
    std::cout << "exported " << exported->pairs << " pairs to " << args.file << " (" << exported->bytes << " bytes)\n";
    return kExitOk;
}

int cmdImport(const ExchangeArguments& args) {
    const exchange::ImportOptions options{formatOf(args), size_t(args.batch), args.skipBad};
    auto store = openFor(args, true);
    if (!store) return fail(store.status());
    CancellationToken cancel;
    InterruptGuard guard(cancel);
    StderrProgress progress;
    const auto imported = exchange::importFile(**store, args.file, options, &progress, &cancel);
    const Status closed = (*store)->close();
    if (!imported) return fail(imported.status());
    if (!closed.isOk()) return fail(closed);
    std::cout << "imported " << imported->written << " pairs from " << args.file;
    if (imported->duplicates > 0) std::cout << ", " << imported->duplicates << " of them keys given before";
    if (imported->skipped > 0) std::cout << "; skipped " << imported->skipped << " malformed records";
    std::cout << "\n";
    return kExitOk;
}

}  // namespace

void addExchangeCommands(CommandTable& table) {
    CLI::App& group = *table.top().get_subcommand("kv");
    auto args = std::make_shared<ExchangeArguments>();
    auto command = [&](const std::string& name, const std::string& summary, int (*run)(const ExchangeArguments&),
                       const std::string& fileHelp) -> CLI::App& {
        CLI::App& c = table.addCommand(group, name, summary, [args, run] { return run(*args); });
        c.add_option("URI", args->uri, "the store (see 'wrctl kv --help')")->required();
        c.add_option("FILE", args->file, fileHelp)->required();
        c.add_option("--format", args->format, "csv (the default) or jsonl")->type_name("csv|jsonl");
        return c;
    };
    CLI::App& exportCommand = command("export", "write the store's pairs to a CSV or JSON lines file", cmdExport,
                                      "the file, replaced only once every pair is in it");
    exportCommand
        .add_option("--values", args->values,
                    "values as text (hex where they are not text, the default), hex or base64; keys as text "
                    "where they are text, else like the values")
        ->type_name("text|hex|base64");
    exportCommand.add_option("--prefix", args->prefix, "only the keys that start with P")->type_name("P");

    CLI::App& importCommand =
        command("import", "put the pairs of a CSV or JSON lines file into the store (creates it when missing)",
                cmdImport, "the file, as export writes it; a CSV file needs a key,value header");
    importCommand.add_option("--batch", args->batch, "pairs per write batch (1000 by default)")
        ->type_name("N")
        ->check(CLI::Range(int64_t{1}, std::numeric_limits<int64_t>::max()));
    importCommand.add_flag("--skip-bad", args->skipBad,
                           "leave malformed records out; without it a malformed file writes nothing");
}

}  // namespace wr::cli
