// Helpers shared by the ZDB test executables: opening stores by URI in a
// temporary directory, integer keys, deterministic values, and reading the
// data files from the outside.
#pragma once

#include <QtTest>

#include <filesystem>
#include <string>

#include "common/verify_status.h"
#include "stores/zdb/zdb_int_keys.h"
#include "stores/zdb/zdb_manifest.h"
#include "stores/zdb/zdb_store.h"
#include "util/random.h"

namespace wr::zdbtest {

namespace fs = std::filesystem;

inline std::string uriFor(const fs::path& dir, const std::string& params) {
    return "zdb:dir=" + dir.string() + (params.empty() ? "" : ";" + params);
}

inline Result<std::unique_ptr<zdb::ZdbStore>> openZdb(const fs::path& dir, const std::string& params,
                                                      bool readOnly = false) {
    WR_ASSIGN_OR_RETURN(kv::StoreUri uri, kv::StoreUri::parse(uriFor(dir, params)));
    kv::OpenOptions options;
    options.readOnly = readOnly;
    return zdb::ZdbStore::open(uri, options);
}

inline Bytes key4(uint64_t k) { return zdb::encodeIntegerKey(k, 4); }

// A value that names its key and version, of a length picked from both.
inline Bytes versionedValue(uint64_t key, uint64_t version, size_t maxExtra = 300) {
    Bytes v = "k" + std::to_string(key) + "v" + std::to_string(version) + ":";
    Random rng(key * 1000003 + version);
    size_t extra = rng.uniform(maxExtra + 1);
    for (size_t i = 0; i < extra; ++i) v.push_back(static_cast<char>('a' + rng.uniform(26)));
    return v;
}

// The directory of the table in use (the one being filled while compacting).
inline fs::path currentTableDir(const fs::path& dir) {
    auto m = zdb::readManifest(dir);
    if (!m.isOk()) return {};
    return zdb::tableDir(dir, m->compactingInto != 0 ? m->compactingInto : m->table);
}

inline uint64_t dataFileBytes(const fs::path& tableDirectory) {
    uint64_t total = 0;
    for (const auto& e : fs::directory_iterator(tableDirectory)) {
        if (e.path().extension() == ".zdb") total += fs::file_size(e.path());
    }
    return total;
}

// The rows of the data-driven tests: every cache policy in the write mode
// `only` names, or in both when it is null.
inline void addModeRows(const char* only = nullptr) {
    QTest::addColumn<QString>("params");
    for (const char* cache : {"none", "lru", "arc"}) {
        for (const char* write : {"safe", "async"}) {
            if (only != nullptr && std::string(only) != write) continue;
            std::string row = std::string("cache=") + cache + ";write=" + write;
            std::string params = row + (std::string(cache) != "none" ? ";cache_mb=4" : "");
            QTest::newRow(row.c_str()) << QString::fromStdString(params);
        }
    }
}

}  // namespace wr::zdbtest
