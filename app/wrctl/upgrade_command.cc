// wrctl upgrade: the on-disk formats of a store (docs/formats.md) — each
// file's format, its version and whether it is up to date — and the upgrade
// of those at an older version this build can bring to its own. A file of a
// newer version than this build reads fails the command with the error every
// reader gives, and nothing is written. Stores of the peer engines (RocksDB,
// LMDB, ...) keep files their own libraries version; the command says so.
#include <algorithm>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "command_table.h"
#include "console_output.h"
#include "registry/hive/hive_log.h"
#include "registry/hive/hive_snapshot.h"
#include "stores/store_factory.h"
#include "stores/wrindex/key_name_codec.h"
#include "stores/wrstorepp/wrstorepp.h"
#include "stores/zdb/zdb_format.h"
#include "stores/zdb/zdb_manifest.h"

namespace wr::cli {

namespace {

namespace fs = std::filesystem;

struct UpgradeArguments {
    std::string uri;
    bool dryRun = false;
    bool json = false;
};

// One file (or one record in a store) and its format's version.
struct FormatEntry {
    std::string file;
    const FormatVersion* format = nullptr;
    uint32_t version = 0;
    std::string state;  // "up to date", "upgraded", "upgrade available"
};

class Inspection {
public:
    explicit Inspection(bool dryRun) : dryRun_(dryRun) {}

    // A file or record read at `version`: the "newer" error when this build
    // cannot read it.
    Status add(std::string file, const FormatVersion& format, uint32_t version) {
        WR_RETURN_IF_ERROR(format.check(file, version));
        entries_.push_back({std::move(file), &format, version, version == format.current ? "up to date" : ""});
        return Status::ok();
    }

    Status addHeader(const fs::path& path, const FormatVersion& format, uint64_t offset = 0) {
        WR_ASSIGN_OR_RETURN(uint32_t version, readHeaderVersion(path, format, offset));
        return add(path.string(), format, version);
    }

    // The hive's snapshot and log, when the store has a hive of its own.
    Status addHive(const kv::StoreUri& uri) {
        auto hive = uri.get("hive");
        if (!hive) return Status::ok();
        const fs::path dir(*hive);
        WR_RETURN_IF_ERROR(addHeader(dir / "hive.snap", reg::kSnapshotFormat));
        std::error_code ec;
        if (fs::exists(dir / "hive.wal", ec)) WR_RETURN_IF_ERROR(addHeader(dir / "hive.wal", reg::kLogFormat));
        return Status::ok();
    }

    // The manifest, then every table it names: data files and the index's
    // header slots.
    Status addZdb(const kv::StoreUri& uri) {
        const fs::path dir(uri.get("dir").value_or(""));
        WR_ASSIGN_OR_RETURN(zdb::Manifest manifest, zdb::readManifest(dir));
        WR_RETURN_IF_ERROR(add(zdb::manifestPath(dir).string(), zdb::kManifestFormat, zdb::kManifestFormat.current));
        std::vector<uint64_t> tables = {manifest.table};
        if (manifest.compactingInto != 0) tables.push_back(manifest.compactingInto);
        for (uint64_t table : tables) {
            const fs::path tableDir = zdb::tableDir(dir, table);
            std::error_code ec;
            if (!fs::is_directory(tableDir, ec)) continue;
            std::vector<fs::path> files;
            for (const auto& item : fs::directory_iterator(tableDir, ec)) files.push_back(item.path());
            std::sort(files.begin(), files.end());
            for (const fs::path& file : files) {
                if (file.extension() == ".zdb") WR_RETURN_IF_ERROR(addHeader(file, zdb::kDataFileFormat));
                if (file.filename() == "index.zdx") WR_RETURN_IF_ERROR(addIndex(file));
            }
        }
        return Status::ok();
    }

    // What the database key of the open `store` records; upgrades
    // WR-Store++'s data format when it is older.
    Status addDatabase(const kv::StoreUri& uri, kv::KvStore& store) {
        WR_RETURN_IF_ERROR(add(uri.toString(), kv::wrstore::kKeyNameEncoding, kv::wrstore::kKeyNameEncoding.current));
        auto* pp = dynamic_cast<kv::wrstore::WrStorePP*>(&store);
        if (pp == nullptr) return Status::ok();
        WR_RETURN_IF_ERROR(add(uri.toString(), kv::wrstore::kDataFormat, pp->dataFormatVersion()));
        if (pp->dataFormatVersion() < kv::wrstore::kDataFormat.current) {
            if (!dryRun_) WR_RETURN_IF_ERROR(pp->upgradeDataFormat());
            entries_.back().state = dryRun_ ? "upgrade available" : "upgraded";
        }
        return Status::ok();
    }

    const std::vector<FormatEntry>& entries() const { return entries_; }

private:
    // Either slot may hold the newest header; a slot without one is skipped.
    Status addIndex(const fs::path& path) {
        uint32_t newest = 0;
        for (uint64_t slot = 0; slot < 2; ++slot) {
            auto version = readHeaderVersion(path, zdb::kIndexFileFormat, slot * zdb::kIndexSlotBytes);
            if (version) newest = std::max(newest, *version);
        }
        return add(path.string(), zdb::kIndexFileFormat, newest);
    }

    bool dryRun_;
    std::vector<FormatEntry> entries_;
};

Status inspect(const kv::StoreUri& uri, bool dryRun, Inspection& inspection) {
    const bool registryStore = uri.scheme() == "wrstore" || uri.scheme() == "wrstore++";
    if (!registryStore && uri.scheme() != "zdb") return Status::ok();
    // The store's own readers first: a damaged header is reported as damage
    // and a newer file with the newer-version error, before any version is
    // listed. Only an upgrade opens it for writing.
    kv::OpenOptions options;
    options.readOnly = dryRun || !registryStore;
    options.createIfMissing = false;
    WR_ASSIGN_OR_RETURN(std::unique_ptr<kv::KvStore> store, kv::openStore(uri, options));
    if (registryStore) {
        WR_RETURN_IF_ERROR(inspection.addHive(uri));
        WR_RETURN_IF_ERROR(inspection.addDatabase(uri, *store));
    } else {
        WR_RETURN_IF_ERROR(inspection.addZdb(uri));
    }
    return store->close();
}

// What a store whose files WR Studio does not version holds instead.
std::string foreignFormatNote(const std::string& scheme) {
    if (scheme == "flatfs" || scheme == "nestedfs") {
        return "a " + scheme + ": store keeps each value in a plain file of its own: there is no format to version";
    }
    if (scheme == "redis") return "a redis: store lives on its servers, which version their own files";
    return "the files of a " + scheme + ": store are its library's, which versions them itself";
}

Json entryJson(const FormatEntry& e) {
    return {{"file", e.file},
            {"format", std::string(e.format->name)},
            {"version", e.version},
            {"current", e.format->current},
            {"state", e.state}};
}

int runUpgrade(const UpgradeArguments& args) {
    auto uri = kv::StoreUri::parse(args.uri);
    if (!uri) return usageError(uri.status().message());
    Inspection inspection(args.dryRun);
    Status inspected = inspect(*uri, args.dryRun, inspection);
    if (!inspected.isOk()) return fail(inspected);
    const bool ownFormats = !inspection.entries().empty();
    const std::string note = ownFormats ? "" : foreignFormatNote(uri->scheme());
    if (args.json) {
        Json files = Json::array();
        for (const FormatEntry& e : inspection.entries()) files.push_back(entryJson(e));
        Json out = {{"uri", uri->toString()}, {"dry_run", args.dryRun}, {"files", files}};
        if (!ownFormats) out["note"] = note;
        std::cout << jsonText(out) << "\n";
        return kExitOk;
    }
    for (const FormatEntry& e : inspection.entries()) {
        std::cout << padded(std::string(e.format->name), 28) << padded("version " + std::to_string(e.version), 12)
                  << padded(e.state, 19) << e.file << "\n";
    }
    if (!ownFormats) std::cout << note << "\n";
    return kExitOk;
}

}  // namespace

void addUpgradeCommand(CommandTable& table) {
    auto args = std::make_shared<UpgradeArguments>();
    CLI::App& upgrade = table.addCommand(
        table.top(), "upgrade", "each file's format and version (docs/formats.md); brings older ones up to date",
        [args] { return runUpgrade(*args); });
    upgrade.add_option("URI", args->uri, "the store (see 'wrctl kv --help')")->required();
    upgrade.add_flag("--dry-run", args->dryRun,
                     "report what would be upgraded; open the store read-only, write nothing");
    upgrade.add_flag("--json", args->json, "print one JSON object");
    upgrade.footer(
        "A file a newer WR Studio wrote fails the command with an error naming it, its version and the newest\n"
        "this build reads, and nothing is written. Upgrading rewrites only what is at an older version.");
}

}  // namespace wr::cli
