// wrctl zdb: what only ZDB stores have (seed 004): iteration in key or
// insertion order, and the facts of the data files and the flat index. The
// generic commands (get, put, compact, check, ...) are `wrctl kv` on a zdb:
// URI. Every command here opens the store read-only.
#include <cinttypes>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include "cli_args.h"
#include "commands.h"
#include "stores/zdb/zdb_inspect.h"
#include "stores/zdb/zdb_int_keys.h"
#include "stores/zdb/zdb_store.h"

namespace wr::cli {

namespace {

using namespace wr::zdb;

const char kHelp[] =
    "usage: wrctl zdb <command> URI [options]\n"
    "\n"
    "commands:\n"
    "  scan URI [--order key|insertion] [--limit N] [--json]\n"
    "      every pair, in key order (the default: by integer key, or by bucket in\n"
    "      string mode) or in insertion order (the order of the last writes)\n"
    "  info URI [--json]\n"
    "      layout, data files with their sizes and live, dead and tombstone bytes,\n"
    "      the index file, its item size and key range (reads every data file)\n"
    "  entries URI [--file N] [--from OFFSET] [--limit N] [--previous] [--json]\n"
    "      the entries of one data file (default 0) with offset, key, size and\n"
    "      state: live, dead, tombstone or damaged; --previous shows the old table\n"
    "      of a compaction in progress\n"
    "\n"
    "URI: zdb:dir=PATH[;...], the parameters are in core/stores/zdb/zdb_options.h.\n"
    "Integer keys print as numbers, string keys as text with \\xNN escapes.\n";

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

std::string field(const std::string& name, const std::string& jsonValue) { return jsonString(name) + ":" + jsonValue; }
std::string number(uint64_t v) { return std::to_string(v); }

std::string join(const std::vector<std::string>& fields) {
    std::string out = "{";
    for (size_t i = 0; i < fields.size(); ++i) out += (i ? "," : "") + fields[i];
    return out + "}";
}

int runScan(const Args& args) {
    std::string order = args.optionOr("order", "key");
    if (order != "key" && order != "insertion") {
        return usageError("--order must be key or insertion, got '" + order + "'", kHelp);
    }
    auto limit = args.intOption("limit", -1);
    if (!limit) return usageError(limit.status().message(), kHelp);
    auto store = openReadOnly(args.at(1));
    if (!store) return fail(store.status());
    auto cursor = order == "key" ? (*store)->scan() : (*store)->scanInsertionOrder();
    if (!cursor) return fail(cursor.status());
    bool json = args.flag("json");
    if (json) std::cout << "[";
    int64_t shown = 0;
    for (; (*cursor)->valid() && (*limit < 0 || shown < *limit); (*cursor)->next(), ++shown) {
        auto value = (*cursor)->value();
        if (!value) return fail(value.status());
        BytesView key = (*cursor)->key();
        if (json) {
            std::cout << (shown ? ",\n " : "\n ")
                      << join({field("key", jsonString(keyText(**store, key))),
                               field("key_hex", jsonString(toHex(key))), field("value_bytes", number(value->size())),
                               field("value_hex", jsonString(toHex(*value)))});
        } else {
            std::cout << keyText(**store, key) << "\t" << printable(*value, 64) << "\t(" << value->size()
                      << " bytes)\n";
        }
    }
    if (json) std::cout << "\n]\n";
    if (!(*cursor)->status().isOk()) return fail((*cursor)->status());
    return kExitOk;
}

std::string fileJson(const DataFileSummary& f) {
    return join({field("file", number(f.file)), field("path", jsonString(f.path)), field("bytes", number(f.bytes)),
                 field("header_bytes", number(f.headerBytes)), field("entries", number(f.entries)),
                 field("live_entries", number(f.liveEntries)), field("live_bytes", number(f.liveBytes)),
                 field("dead_entries", number(f.deadEntries)), field("dead_bytes", number(f.deadBytes)),
                 field("tombstones", number(f.tombstones)), field("tombstone_bytes", number(f.tombstoneBytes)),
                 field("damaged_entries", number(f.damagedEntries)), field("damaged_bytes", number(f.damagedBytes))});
}

int runInfo(const Args& args) {
    auto store = openReadOnly(args.at(1));
    if (!store) return fail(store.status());
    auto summary = summarize(**store, nullptr, nullptr);
    if (!summary) return fail(summary.status());
    const StoreLayout& l = summary->layout;
    std::string keys = l.keys == KeyMode::kInteger ? "int (" + std::to_string(l.keyBytes) + "-byte big-endian)"
                                                   : std::string("string (Jenkins-hashed buckets)");
    uint64_t maxFile = maxItemPosition(l.itemBytes);
    if (args.flag("json")) {
        std::vector<std::string> tables;
        for (const auto& t : summary->tables) {
            std::vector<std::string> files;
            for (const auto& f : t.files) files.push_back(fileJson(f));
            std::string list = "[";
            for (size_t i = 0; i < files.size(); ++i) list += (i ? "," : "") + files[i];
            tables.push_back(join({field("role", jsonString(t.role == TableRole::kCurrent ? "current" : "previous")),
                                   field("dir", jsonString(t.dir)), field("index", jsonString(t.indexPath)),
                                   field("index_bytes", number(t.indexBytes)),
                                   field("index_allocated_bytes", number(t.indexAllocatedBytes)),
                                   field("live_keys", number(t.liveKeys)), field("files", list + "]")}));
        }
        std::string list = "[";
        for (size_t i = 0; i < tables.size(); ++i) list += (i ? "," : "") + tables[i];
        std::cout << join({field("dir", jsonString((*store)->options().dir.string())),
                           field("keys", jsonString(keyModeName(l.keys))), field("key_bytes", number(l.keyBytes)),
                           field("kmin", number(l.kmin)), field("kmax", number(l.kmax)),
                           field("item_bytes", number(l.itemBytes)), field("max_data_file_bytes", number(maxFile)),
                           field("data_files", number(l.files)),
                           field("compacting", summary->compacting ? "true" : "false"),
                           field("data_bytes", number(summary->dataBytes)),
                           field("header_bytes", number(summary->headerBytes)),
                           field("live_bytes", number(summary->liveBytes)),
                           field("dead_bytes", number(summary->deadBytes)),
                           field("tombstones", number(summary->tombstones)),
                           field("tombstone_bytes", number(summary->tombstoneBytes)),
                           field("damaged_bytes", number(summary->damagedBytes)), field("tables", list + "]")})
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

int runEntries(const Args& args) {
    auto file = args.intOption("file", 0);
    auto from = args.intOption("from", 0);
    auto limit = args.intOption("limit", 100);
    for (const auto* r : {&file, &from, &limit}) {
        if (!*r) return usageError(r->status().message(), kHelp);
        if (**r < 0) return usageError("--file, --from and --limit take numbers of 0 or more", kHelp);
    }
    auto store = openReadOnly(args.at(1));
    if (!store) return fail(store.status());
    TableRole role = args.flag("previous") ? TableRole::kPrevious : TableRole::kCurrent;
    auto page = inspectDataFile(**store, role, static_cast<uint32_t>(*file), static_cast<uint64_t>(*from),
                                static_cast<size_t>(*limit));
    if (!page) return fail(page.status());
    bool json = args.flag("json");
    if (json) {
        std::cout << "{" << field("path", jsonString(page->path)) << "," << field("file_bytes", number(page->fileBytes))
                  << "," << field("next_offset", number(page->nextOffset)) << ",\"entries\":[";
    } else {
        std::cout << page->path << " (" << page->fileBytes << " bytes)\n";
        std::printf("%12s %-10s %20s %10s %10s %-7s %s\n", "offset", "state", "key", "value", "entry", "kind",
                    "time stamp");
    }
    for (size_t i = 0; i < page->entries.size(); ++i) {
        const InspectedEntry& e = page->entries[i];
        const char* kind = e.kind == EntryKind::kPut ? "put" : "removal";
        if (json) {
            std::vector<std::string> keys;
            for (const auto& k : e.bucketKeys) keys.push_back(jsonString(printable(k, 200)));
            std::string list = "[";
            for (size_t j = 0; j < keys.size(); ++j) list += (j ? "," : "") + keys[j];
            std::cout << (i ? ",\n " : "\n ")
                      << join({field("offset", number(e.offset)), field("state", jsonString(entryStateName(e.state))),
                               field("key", number(e.key)), field("kind", jsonString(kind)),
                               field("value_bytes", number(e.valueBytes)), field("entry_bytes", number(e.entryBytes)),
                               field("timestamp_us", std::to_string(e.timestamp)), field("bucket_keys", list + "]"),
                               field("problem", jsonString(e.problem))});
        } else {
            std::printf("%12" PRIu64 " %-10s %20" PRIu64 " %10u %10" PRIu64 " %-7s %" PRId64 "%s%s\n", e.offset,
                        entryStateName(e.state), e.key, e.valueBytes, e.entryBytes, kind, e.timestamp,
                        e.problem.empty() ? "" : "  ", e.problem.c_str());
        }
    }
    if (json) {
        std::cout << "\n]}\n";
    } else if (page->nextOffset != 0) {
        std::printf("more entries follow: --from %" PRIu64 "\n", page->nextOffset);
    }
    return kExitOk;
}

}  // namespace

int runZdbCommand(const std::vector<std::string>& words) {
    auto args = Args::parse(words, {"order", "limit", "file", "from"});
    if (!args) return usageError(args.status().message(), kHelp);
    if (args->flag("help") || args->count() == 0) {
        std::cout << kHelp;
        return args->count() == 0 && !args->flag("help") ? kExitUsage : kExitOk;
    }
    const std::string& command = args->at(0);
    if (args->count() != 2) return usageError("wrctl zdb " + command + " takes one URI", kHelp);
    if (command == "scan") return runScan(*args);
    if (command == "info") return runInfo(*args);
    if (command == "entries") return runEntries(*args);
    return usageError("unknown zdb command '" + command + "'", kHelp);
}

}  // namespace wr::cli
