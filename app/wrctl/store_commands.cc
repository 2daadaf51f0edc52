// wrctl probe and wrctl kv create: what a path holds, without opening it for
// writing, and a new empty store of any kind — the facts and the creation the
// GUI's Open and New Store dialogs use.
#include <iostream>
#include <memory>
#include <string>

#include "command_table.h"
#include "console_output.h"
#include "stores/store_creation.h"
#include "stores/store_probe.h"

namespace wr::cli {

namespace {

struct StoreArguments {
    std::string path;  // probe
    std::string uri;   // kv create
    bool json = false;
};

Json probeJson(const std::string& path, const kv::ProbeResult& r) {
    Json databases = Json::array();
    for (const kv::ProbedDatabase& db : r.databases) {
        Json entry = {{"engine", db.engine}, {"db", db.db}, {"depth", db.depth}, {"len", db.length}};
        if (!db.mode.empty()) entry["mode"] = db.mode;
        databases.push_back(std::move(entry));
    }
    Json facts = Json::object();
    for (const auto& [name, value] : r.facts) facts[name] = value;
    return {{"path", path},          {"kind", kv::probeKindName(r.kind)},
            {"scheme", r.scheme},    {"uri", r.uri},
            {"summary", r.summary},  {"facts", facts},
            {"databases", databases}};
}

void printProbe(const std::string& path, const kv::ProbeResult& r) {
    std::cout << path << ": " << r.summary << "\n";
    if (!r.uri.empty()) std::cout << "  open with  " << r.uri << "\n";
    for (const auto& [name, value] : r.facts) std::cout << "  " << padded(name, 11) << value << "\n";
    for (const kv::ProbedDatabase& db : r.databases) {
        std::cout << "  " << padded(db.engine, 10) << "db=" << db.db << "  WR_D=" << db.depth << " WR_L=" << db.length;
        if (!db.mode.empty()) std::cout << "  mode=" << db.mode;
        std::cout << "\n";
    }
}

int cmdProbe(const StoreArguments& args) {
    auto probed = kv::probeLocation(args.path);
    if (!probed) return fail(probed.status());
    if (args.json) {
        std::cout << jsonText(probeJson(args.path, *probed)) << "\n";
    } else {
        printProbe(args.path, *probed);
    }
    return kExitOk;
}

int cmdCreate(const StoreArguments& args) {
    auto uri = kv::StoreUri::parse(args.uri);
    if (!uri) return usageError(uri.status().message());
    if (Status s = kv::createEmptyStore(*uri); !s.isOk()) return fail(s);
    std::cout << "created " << args.uri << "\n";
    return kExitOk;
}

}  // namespace

void addStoreCommands(CommandTable& table) {
    auto args = std::make_shared<StoreArguments>();
    CLI::App& probe =
        table.addCommand(table.top(), "probe", "what a directory or file holds: a hive and its databases, or a store",
                         [args] { return cmdProbe(*args); });
    probe.add_option("PATH", args->path, "the directory or file to look at")->required();
    probe.add_flag("--json", args->json, "print one JSON object");
    probe.footer("Nothing is opened for writing and no lock is held that would stop a store open elsewhere.");

    CLI::App* kv = table.top().get_subcommand("kv");
    CLI::App& create = table.addCommand(*kv, "create", "create an empty store; refused where a store already is",
                                        [args] { return cmdCreate(*args); });
    create.add_option("URI", args->uri, "the store to create (see 'wrctl kv --help')")->required();
}

}  // namespace wr::cli
