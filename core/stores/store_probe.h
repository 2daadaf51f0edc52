// What a directory or file holds, found without opening it for writing and
// without holding a lock that would stop a store open elsewhere: a portable
// hive (and the WR-Store / WR-Store++ databases inside it), a ZDB store, a
// WR-Store++ data directory, or a store of one of the peers, each recognised
// by the files its engine writes. The GUI's Open dialog fills itself in from
// it, `wrctl probe` prints it, and new stores are refused where one exists.
#pragma once

#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "util/result.h"

namespace wr::kv {

// What probeLocation found at a path.
enum class ProbeKind {
    kMissing,        // nothing at the path
    kNothing,        // an empty directory, or one or a file no engine here wrote
    kHive,           // a portable hive; its databases are listed
    kHiveInUse,      // a portable hive a writer in another process holds
    kZdb,            // a ZDB store (MANIFEST)
    kWrStorePPData,  // the data directory of a WR-Store++ database (STORE_ID)
    kRocksDb,        // CURRENT, MANIFEST-*, OPTIONS-*
    kLevelDb,        // CURRENT, MANIFEST-*, no OPTIONS-*
    kLmdb,           // data.mdb
    kSqlite,         // a file starting with SQLite's header
    kBdb,            // an environment home holding data.db
    kBdbSingleFile,  // a Berkeley DB file of the former single-file layout
    kKyoto,          // a file starting with Kyoto Cabinet's HashDB magic
    kFlatFs,         // one hex-named file per pair, and the LOCK file
    kNestedFs,       // 2-hex-character directories, and the LOCK file
    kRegfFile,       // a Windows hive file ("regf"), which the registry explorer opens read-only
};

// "missing", "none", "hive", "hive-in-use", "zdb", "wrstore++-data", or the
// scheme of the peer ("rocksdb", ...; "bdb-single-file").
const char* probeKindName(ProbeKind kind);

// A WR-Store or WR-Store++ database inside a hive.
struct ProbedDatabase {
    std::string engine;  // "wrstore" or "wrstore++"
    std::string db;      // the key path under the hive's root, as db= takes it
    int depth = 0;       // WR_D
    int length = 0;      // WR_L
    std::string mode;    // WR-Store++: "basic" or "chunk"; empty for WR-Store
};

struct ProbeResult {
    ProbeKind kind = ProbeKind::kNothing;
    // The scheme that opens what was found; empty for a hive (its databases
    // have their own), a WR-Store++ data directory (it needs its hive) and
    // for nothing.
    std::string scheme;
    // A URI that opens it when the path alone says everything the URI needs.
    std::string uri;
    // One line for people: "a ZDB store: string keys, 16 data files".
    std::string summary;
    // Settings read from the store's own files, in the URI's parameter names.
    std::vector<std::pair<std::string, std::string>> facts;
    std::vector<ProbedDatabase> databases;  // kHive only
};

// Errors only when the path cannot be read at all (permissions, a damaged
// hive); a path holding nothing known is kNothing, a missing one kMissing.
Result<ProbeResult> probeLocation(const std::filesystem::path& path);

}  // namespace wr::kv
