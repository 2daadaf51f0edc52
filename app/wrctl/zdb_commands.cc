// wrctl zdb: what only ZDB stores have (seed 004): iteration in key or
// insertion order, and the facts of the data files and the flat index. The
// generic commands (get, put, compact, check, ...) are `wrctl kv` on a zdb:
// URI. Every command here opens the store read-only.
#include <cinttypes>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include "command_table.h"
#include "console_output.h"
#include "stores/zdb/zdb_inspect.h"
#include "stores/zdb/zdb_int_keys.h"
#include "stores/zdb/zdb_store.h"

namespace wr::cli {

namespace {

using namespace wr::zdb;

// The command line of a zdb command, filled in by CLI11.
struct ZdbArguments {
    std::string uri;
    std::string order = "key";
    int64_t limit = -1;
    int64_t file = 0;
    int64_t from = 0;
    bool previous = false;
    bool json = false;
};

Result<std::unique_ptr<ZdbStore>> openReadOnly(const std::string& text) {
    WR_ASSIGN_OR_RETURN(kv::StoreUri uri, kv::StoreUri::parse(text));
    kv::OpenOptions options;
    options.readOnly = true;
    options.createIfMissing = false;
    return ZdbStore::open(uri, options);
}

std::string keyText(const ZdbStore& store, BytesView key) {
    const StoreLayout& l = store.options().layout;
    if (l.keys == KeyMode::kInteger) {
        if (auto k = decodeIntegerKey(key, l.keyBytes)) return std::to_string(*k);
    }
    return printable(key, 200);
}

int runScan(const ZdbArguments& args) {
    const int64_t limit = args.limit;
    auto store = openReadOnly(args.uri);
    if (!store) return fail(store.status());
    auto cursor = args.order == "key" ? (*store)->scan() : (*store)->scanInsertionOrder();
    if (!cursor) return fail(cursor.status());
    const bool json = args.json;
    if (json) std::cout << "[";
    int64_t shown = 0;
    for (; (*cursor)->valid() && (limit < 0 || shown < limit); (*cursor)->next(), ++shown) {
        auto value = (*cursor)->value();
        if (!value) return fail(value.status());
        BytesView key = (*cursor)->key();
        if (json) {
            std::cout << (shown ? ",\n " : "\n ")
                      << jsonText({{"key", keyText(**store, key)},
                                   {"key_hex", toHex(key)},
                                   {"value_bytes", value->size()},
                                   {"value_hex", toHex(*value)}});
        } else {
            std::cout << keyText(**store, key) << "\t" << printable(*value, 64) << "\t(" << value->size()
                      << " bytes)\n";
        }
    }
    if (json) std::cout << "\n]\n";
    if (!(*cursor)->status().isOk()) return fail((*cursor)->status());
    return kExitOk;
}

Json fileJson(const DataFileSummary& f) {
    return {{"file", f.file},
            {"path", f.path},
            {"bytes", f.bytes},
            {"header_bytes", f.headerBytes},
            {"entries", f.entries},
            {"live_entries", f.liveEntries},
            {"live_bytes", f.liveBytes},
            {"dead_entries", f.deadEntries},
            {"dead_bytes", f.deadBytes},
            {"tombstones", f.tombstones},
            {"tombstone_bytes", f.tombstoneBytes},
            {"damaged_entries", f.damagedEntries},
            {"damaged_bytes", f.damagedBytes}};
}

int runInfo(const ZdbArguments& args) {
    auto store = openReadOnly(args.uri);
    if (!store) return fail(store.status());
    auto summary = summarize(**store, nullptr, nullptr);
    if (!summary) return fail(summary.status());
    const StoreLayout& l = summary->layout;
    std::string keys = l.keys == KeyMode::kInteger ? "int (" + std::to_string(l.keyBytes) + "-byte big-endian)"
                                                   : std::string("string (Jenkins-hashed buckets)");
    uint64_t maxFile = maxItemPosition(l.itemBytes);
    if (args.json) {
        Json tables = Json::array();
        for (const auto& t : summary->tables) {
            Json files = Json::array();
            for (const auto& f : t.files) files.push_back(fileJson(f));
            tables.push_back({{"role", t.role == TableRole::kCurrent ? "current" : "previous"},
                              {"dir", t.dir},
                              {"index", t.indexPath},
                              {"index_bytes", t.indexBytes},
                              {"index_allocated_bytes", t.indexAllocatedBytes},
                              {"live_keys", t.liveKeys},
                              {"files", std::move(files)}});
        }
        std::cout << jsonText({{"dir", (*store)->options().dir.string()},
                               {"keys", keyModeName(l.keys)},
                               {"key_bytes", l.keyBytes},
                               {"kmin", l.kmin},
                               {"kmax", l.kmax},
                               {"item_bytes", l.itemBytes},
                               {"max_data_file_bytes", maxFile},
                               {"data_files", l.files},
                               {"compacting", summary->compacting},
                               {"data_bytes", summary->dataBytes},
                               {"header_bytes", summary->headerBytes},
                               {"live_bytes", summary->liveBytes},
                               {"dead_bytes", summary->deadBytes},
                               {"tombstones", summary->tombstones},
                               {"tombstone_bytes", summary->tombstoneBytes},
                               {"damaged_bytes", summary->damagedBytes},
                               {"tables", std::move(tables)}})
                  << "\n";
        return kExitOk;
    }
    std::cout << "ZDB store   " << (*store)->options().dir.string() << "\n"
              << "keys        " << keys << "\n"
              << "key range   [" << l.kmin << ", " << l.kmax << ")\n"
              << "index items " << l.itemBytes << " bytes (data files up to " << maxFile << " bytes)\n"
              << "data files  " << l.files << " per table" << (summary->compacting ? "; a compaction is under way" : "")
              << "\n";
    for (const auto& t : summary->tables) {
        std::cout << "\n"
                  << (t.role == TableRole::kCurrent ? "table " : "old table ") << t.dir << "\n"
                  << "  index " << t.indexPath << ": " << t.indexBytes << " bytes (" << t.indexAllocatedBytes
                  << " allocated), " << t.liveKeys << " live keys\n";
        std::printf("  %-4s %12s %9s %9s %12s %9s %12s %9s %12s %8s\n", "file", "bytes", "entries", "live",
                    "live bytes", "dead", "dead bytes", "tombst.", "tomb bytes", "damaged");
        for (const auto& f : t.files) {
            std::printf("  %-4u %12" PRIu64 " %9" PRIu64 " %9" PRIu64 " %12" PRIu64 " %9" PRIu64 " %12" PRIu64
                        " %9" PRIu64 " %12" PRIu64 " %8" PRIu64 "\n",
                        f.file, f.bytes, f.entries, f.liveEntries, f.liveBytes, f.deadEntries, f.deadBytes,
                        f.tombstones, f.tombstoneBytes, f.damagedEntries);
        }
    }
    std::cout << "\ndata bytes  " << summary->dataBytes << " = " << summary->headerBytes << " headers + "
              << summary->liveBytes << " live + " << summary->deadBytes << " dead + " << summary->tombstoneBytes
              << " tombstones"
              << (summary->damagedBytes ? " + " + std::to_string(summary->damagedBytes) + " damaged" : "") << "\n";
    return kExitOk;
}

int runEntries(const ZdbArguments& args) {
    auto store = openReadOnly(args.uri);
    if (!store) return fail(store.status());
    TableRole role = args.previous ? TableRole::kPrevious : TableRole::kCurrent;
    auto page = inspectDataFile(**store, role, static_cast<uint32_t>(args.file), static_cast<uint64_t>(args.from),
                                static_cast<size_t>(args.limit));
    if (!page) return fail(page.status());
    const bool json = args.json;
    Json entries = Json::array();
    if (!json) {
        std::cout << page->path << " (" << page->fileBytes << " bytes)\n";
        std::printf("%12s %-10s %20s %10s %10s %-7s %s\n", "offset", "state", "key", "value", "entry", "kind",
                    "time stamp");
    }
    for (size_t i = 0; i < page->entries.size(); ++i) {
        const InspectedEntry& e = page->entries[i];
        const char* kind = e.kind == EntryKind::kPut ? "put" : "removal";
        if (json) {
            Json keys = Json::array();
            for (const auto& k : e.bucketKeys) keys.push_back(printable(k, 200));
            entries.push_back({{"offset", e.offset},
                               {"state", entryStateName(e.state)},
                               {"key", e.key},
                               {"kind", kind},
                               {"value_bytes", e.valueBytes},
                               {"entry_bytes", e.entryBytes},
                               {"timestamp_us", e.timestamp},
                               {"bucket_keys", std::move(keys)},
                               {"problem", e.problem}});
        } else {
            std::printf("%12" PRIu64 " %-10s %20" PRIu64 " %10u %10" PRIu64 " %-7s %" PRId64 "%s%s\n", e.offset,
                        entryStateName(e.state), e.key, e.valueBytes, e.entryBytes, kind, e.timestamp,
                        e.problem.empty() ? "" : "  ", e.problem.c_str());
        }
    }
    if (json) {
        std::cout << jsonText({{"path", page->path},
                               {"file_bytes", page->fileBytes},
                               {"next_offset", page->nextOffset},
                               {"entries", std::move(entries)}})
                  << "\n";
    } else if (page->nextOffset != 0) {
        std::printf("more entries follow: --from %" PRIu64 "\n", page->nextOffset);
    }
    return kExitOk;
}

}  // namespace

void addZdbCommands(CommandTable& table) {
    CLI::App& group = table.addGroup("zdb", "ZDB specifics: iteration in key or insertion order, index facts",
                                     "URI: zdb:dir=PATH[;...], the parameters are in core/stores/zdb/zdb_options.h.\n"
                                     "Integer keys print as numbers, string keys as text with \\xNN escapes.");
    auto args = std::make_shared<ZdbArguments>();
    auto command = [&](const std::string& name, const std::string& summary,
                       int (*run)(const ZdbArguments&)) -> CLI::App& {
        CLI::App& c = table.addCommand(group, name, summary, [args, run] { return run(*args); });
        c.add_option("URI", args->uri, "the store, zdb:dir=PATH[;...]")->required();
        c.add_flag("--json", args->json, "JSON output");
        return c;
    };
    CLI::App& scan = command("scan",
                             "every pair, in key order (by integer key, or by bucket in string mode) or in "
                             "insertion order (the order of the last writes)",
                             runScan);
    scan.add_option("--order", args->order, "key (the default) or insertion")
        ->check(CLI::IsMember({"key", "insertion"}));
    scan.add_option("--limit", args->limit, "at most N pairs")->type_name("N")->check(kZeroOrMore);

    command("info",
            "layout, data files with their sizes and live, dead and tombstone bytes, the index file, its item size "
            "and key range (reads every data file)",
            runInfo);

    CLI::App& entries = command("entries",
                                "the entries of one data file with offset, key, size and state: live, dead, "
                                "tombstone or damaged",
                                runEntries);
    entries.add_option("--file", args->file, "the data file (default 0)")->type_name("N")->check(kZeroOrMore);
    entries.add_option("--from", args->from, "the offset to start at (default 0)")
        ->type_name("OFFSET")
        ->check(kZeroOrMore);
    entries.add_option("--limit", args->limit, "at most N entries (default 100)")->type_name("N")->check(kZeroOrMore);
    entries.add_flag("--previous", args->previous, "the old table of a compaction in progress");
    // entries shows a page at a time; scan shows everything unless told.
    entries.preparse_callback([args](size_t) { args->limit = 100; });
}

}  // namespace wr::cli
