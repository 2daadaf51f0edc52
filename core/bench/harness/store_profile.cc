#include "bench/harness/store_profile.h"

#include <algorithm>

#include "bench/workloads/raw_disk_store.h"
#include "stores/store_factory.h"

namespace wr::bench {

namespace {

const std::string& tierValue(const StoreProfile& p, Durability tier) {
    switch (tier) {
    case Durability::kOsBuffered: return p.osBuffered;
    case Durability::kPeriodicSync: return p.periodicSync;
    case Durability::kSyncPerOp: return p.syncPerOp;
    }
    return p.osBuffered;
}

uint64_t kyotoBuckets(uint64_t records) { return std::max<uint64_t>(1048583, 2 * records); }

// The logical bytes of a record when a workload does not say.
constexpr uint64_t kGuessedRecordBytes = 128;

// Whether the keys and values a store will hold fit in half the host's
// memory, where the page cache keeps them once read; false when unknown.
bool dataFitsInMemory(const StoreSetup& setup) {
    const uint64_t bytes = setup.expectedBytes > 0 ? setup.expectedBytes : setup.expectedRecords * kGuessedRecordBytes;
    return bytes > 0 && setup.hostMemoryBytes > 0 && bytes <= setup.hostMemoryBytes / 2;
}

// Kyoto's file: each record's key and value with a header of up to 16 bytes
// and its alignment padding (about twice the logical bytes of small records),
// and the bucket array; the logical bytes guessed when the workload does not
// say. Never below Kyoto's own default of 64 MiB.
uint64_t kyotoMapMb(uint64_t records, uint64_t bytes) {
    constexpr uint64_t kBucketBytes = 8;
    const uint64_t logical = bytes > 0 ? bytes : records * kGuessedRecordBytes;
    const uint64_t file = 2 * logical + kBucketBytes * kyotoBuckets(records);
    return std::max<uint64_t>(64, (file + (1 << 20) - 1) >> 20);
}

}  // namespace

const std::vector<StoreProfile>& storeProfiles() {
    static const std::vector<StoreProfile> profiles = [] {
        const std::string pageCacheOnly = "none: reads go through the OS page cache, the engine keeps no cache";
        std::vector<StoreProfile> list;
        // The registry engines: the hive's whole tree is in memory, as the real
        // registry's hives are, so no budget bounds it.
        for (const char* scheme : {"wrstore", "wrstore++"}) {
            StoreProfile p;
            p.scheme = scheme;
            p.library = "WR Studio portable hive engine";
            p.locations = {{"hive", "hive"}};
            if (p.scheme == "wrstore++") p.locations.emplace_back("data", "values");
            p.durabilityParam = "durability";
            p.osBuffered = "os";
            p.periodicSync = "group";
            p.syncPerOp = "sync";
            p.memoryMeaning = "none: the hive keeps its whole tree in memory";
            list.push_back(std::move(p));
        }
        {
            StoreProfile p;
            p.scheme = "zdb";
            p.library = "WR Studio ZDB";
            p.locations = {{"dir", ""}};
            p.durabilityParam = "sync";
            p.osBuffered = "none";
            p.periodicSync = "interval";
            p.syncPerOp = "each";
            p.memoryParam = "cache_mb";
            p.memoryCompanions = {{"cache", "lru"}};
            p.memoryMeaning = "LRU value cache (the index is a memory-mapped file besides)";
            p.memoryOff = {"cache", "none"};
            p.memoryOffWhenDataFits =
                "no value cache: the data fits in memory, so a get is a copy out of the page cache, and a cache "
                "only adds work (docs/zdb.md, Cache); the budget goes to an LRU cache where the data does not fit";
            // The flat index spans [kmin, kmax): integer keys must fall in it
            // (seed 004 Sec. 2.1.1), and string keys do best with about one
            // bucket per key (Sec. 2.8). An index so sized is dense, which is
            // when huge pages for it pay (docs/zdb.md).
            p.sizing = {{"kmax",
                         [](uint64_t records, uint64_t) { return std::max<uint64_t>(records, 1); },
                         {},
                         "one bucket per record: integer keys must fall in the index (seed 004 Sec. 2.1.1), string "
                         "keys do best at about one bucket each (Sec. 2.8)"},
                        {"huge_pages",
                         [](uint64_t, uint64_t) -> uint64_t { return 1; },
                         {},
                         "an index sized to its keys (kmax, above) mapped with huge pages, as docs/zdb.md advises "
                         "for one"}};
            list.push_back(std::move(p));
        }
        auto peer = [&](const char* scheme, const char* library, std::vector<std::string> packages,
                        std::pair<std::string, std::string> location, const char* memoryParam,
                        std::string memoryMeaning) {
            StoreProfile p;
            p.scheme = scheme;
            p.library = library;
            p.packages = std::move(packages);
            p.locations = {std::move(location)};
            p.durabilityParam = "sync";
            p.osBuffered = "none";
            p.syncPerOp = "each";
            p.memoryParam = memoryParam;
            p.memoryMeaning = std::move(memoryMeaning);
            return p;
        };
        StoreProfile rocks = peer("rocksdb", "RocksDB", {"librocksdb*"}, {"dir", ""}, "cache_mb", "block cache");
        rocks.compressionParam = "compression";
        rocks.compressionOn = "snappy";
        rocks.compressionOff = "none";
        list.push_back(rocks);
        StoreProfile level = peer("leveldb", "LevelDB", {"libleveldb*"}, {"dir", ""}, "cache_mb", "block cache");
        level.compressionParam = "compression";
        level.compressionOn = "snappy";
        level.compressionOff = "none";
        list.push_back(level);
        list.push_back(peer("bdb", "Berkeley DB", {"libdb5.3*"}, {"dir", ""}, "cache_mb", "cache (set_cachesize)"));
        list.push_back(peer("sqlite", "SQLite", {"libsqlite3*"}, {"file", "kv.sqlite"}, "cache_mb", "page cache"));
        StoreProfile lmdb = peer("lmdb", "LMDB", {"liblmdb*"}, {"dir", ""}, "", pageCacheOnly);
        // It keeps both tiers' promises (lmdb_store.h).
        lmdb.guided = {{"writemap", "1",
                        "MDB_WRITEMAP, which mdb_env_open's documentation calls faster and lighter on allocations"}};
        list.push_back(lmdb);
        // Kyoto's only cache is its memory-mapped region; beyond it the file
        // is read and written with pread/pwrite through the page cache.
        StoreProfile kyoto = peer("kyoto", "Kyoto Cabinet", {"libkyotocabinet*"}, {"file", "kv.kch"}, "",
                                  "none: a memory-mapped region sized to the data (map_mb), and the OS page cache");
        kyoto.sizing = {{"bnum",
                         [](uint64_t records, uint64_t) { return kyotoBuckets(records); },
                         {},
                         "about twice the records (Kyoto Cabinet specification, Tips and Hacks)"},
                        {"map_mb",
                         kyotoMapMb,
                         {},
                         "the whole file mapped (Kyoto Cabinet specification, HashDB::tune_map: beyond the region "
                         "every access is a pread or pwrite)"}};
        kyoto.guided = {{"autotran", "1",
                         "OAUTOTRAN, every change a transaction: without it a killed process can lose returned "
                         "changes, short of the os tier's promise (kyoto_store.h)"}};
        list.push_back(kyoto);
        list.push_back(peer("flatfs", "file system", {}, {"dir", ""}, "", pageCacheOnly));
        list.push_back(peer("nestedfs", "file system", {}, {"dir", ""}, "", pageCacheOnly));
        list.push_back(peer(kRawDiskScheme, "plain files (raw sequential I/O)", {}, {"dir", ""}, "", pageCacheOnly));
        {
            StoreProfile p;
            p.scheme = "redis";
            p.library = "Redis";
            p.packages = {"redis-server", "redis-tools", "libhiredis*"};
            p.server = true;
            p.memoryMeaning = "none: the servers hold every pair in memory (no maxmemory)";
            list.push_back(std::move(p));
        }
        return list;
    }();
    return profiles;
}

std::set<std::string> runnableSchemes() {
    std::set<std::string> schemes{kRawDiskScheme};
    for (const auto& s : kv::knownSchemes()) schemes.insert(s.scheme);
    return schemes;
}

const StoreProfile* findStoreProfile(std::string_view scheme) {
    for (const auto& p : storeProfiles()) {
        if (p.scheme == scheme) return &p;
    }
    return nullptr;
}

Result<PlacedStore> placeStore(const StoreVariant& variant, const std::filesystem::path& dir, const StoreSetup& setup) {
    WR_ASSIGN_OR_RETURN(kv::StoreUri uri, kv::StoreUri::parse(variant.uri));
    const StoreProfile* p = findStoreProfile(uri.scheme());
    if (p == nullptr) {
        return Status::invalidArgument("store '" + variant.label + "': the benchmark has no profile for scheme '" +
                                       uri.scheme() + "'");
    }
    if (p->server) return PlacedStore{std::move(uri), p->memoryMeaning};
    for (const auto& [param, sub] : p->locations) {
        if (uri.has(param)) {
            return Status::invalidArgument("store '" + variant.label + "' sets " + param +
                                           "=; leave locations out, every trial places its store in a fresh directory");
        }
        uri.set(param, (sub.empty() ? dir : dir / sub).string());
    }
    const std::string& wanted = tierValue(*p, setup.durability);
    if (wanted.empty()) {
        return Status::invalidArgument("store '" + variant.label + "' (" + p->library + ") has no " +
                                       durabilityName(setup.durability) + " setting; compare it at another tier");
    }
    if (auto given = uri.get(p->durabilityParam); given && *given != wanted) {
        return Status::invalidArgument("store '" + variant.label + "' sets " + p->durabilityParam + "=" + *given +
                                       ", not this run's " + durabilityName(setup.durability) + " (" +
                                       p->durabilityParam + "=" + wanted +
                                       "); stores are only compared at one durability tier");
    }
    uri.set(p->durabilityParam, wanted);

    PlacedStore placed;
    const auto& [offParam, offValue] = p->memoryOff;
    if (!p->memoryOffWhenDataFits.empty() && !uri.has(offParam) && !uri.has(p->memoryParam) &&
        dataFitsInMemory(setup)) {
        uri.set(offParam, offValue);
        placed.chosenSettings.push_back(offParam + "=" + offValue + ": " + p->memoryOffWhenDataFits);
    }
    if (p->memoryParam.empty()) {
        placed.memoryBudget = p->memoryMeaning;
    } else if (!offParam.empty() && uri.get(offParam) == offValue && !uri.has(p->memoryParam)) {
        placed.memoryBudget = "none: " + offParam + "=" + offValue + ", reads go through the OS page cache";
    } else {
        if (!uri.has(p->memoryParam)) {
            for (const auto& [name, value] : p->memoryCompanions) {
                if (!uri.has(name)) uri.set(name, value);
            }
            uri.set(p->memoryParam, std::to_string(setup.memoryMb));
        }
        placed.memoryBudget = *uri.get(p->memoryParam) + " MiB (" + p->memoryParam + ": " + p->memoryMeaning + ")";
    }
    auto choose = [&](const std::string& param, const std::string& value, const std::string& reason) {
        uri.set(param, value);
        placed.chosenSettings.push_back(param + "=" + value + ": " + reason);
    };
    if (setup.expectedRecords > 0) {
        for (const auto& sizing : p->sizing) {
            const auto& [modeParam, modeValue] = sizing.onlyIf;
            if (!modeParam.empty() && uri.get(modeParam) != modeValue) continue;
            if (!uri.has(sizing.param)) {
                choose(sizing.param, std::to_string(sizing.value(setup.expectedRecords, setup.expectedBytes)),
                       sizing.reason);
            }
        }
    }
    for (const auto& g : p->guided) {
        if (!uri.has(g.param)) choose(g.param, g.value, g.reason);
    }
    if (!p->compressionParam.empty() && !uri.has(p->compressionParam)) {
        uri.set(p->compressionParam, setup.compress ? p->compressionOn : p->compressionOff);
    }
    placed.uri = std::move(uri);
    return placed;
}

std::string storeSettings(const std::string& placedUri) {
    auto uri = kv::StoreUri::parse(placedUri);
    if (!uri.isOk()) return placedUri;
    if (const StoreProfile* p = findStoreProfile(uri->scheme())) {
        for (const auto& location : p->locations) uri->remove(location.first);
    }
    return uri->toString();
}

Result<StoreVariant> parseStoreVariant(std::string_view text) {
    std::string s(text);
    if (s.find(':') == std::string::npos) s += ":";
    WR_ASSIGN_OR_RETURN(kv::StoreUri uri, kv::StoreUri::parse(s));
    std::string label(text);
    if (!label.empty() && label.back() == ':') label.pop_back();
    return StoreVariant{label, uri.toString()};
}

std::vector<std::string> splitStoreList(std::string_view text) {
    const std::set<std::string> schemes = runnableSchemes();
    std::vector<std::string> out;
    size_t start = 0;
    while (start <= text.size()) {
        const size_t comma = text.find(',', start);
        const std::string_view piece = text.substr(start, comma == std::string_view::npos ? text.npos : comma - start);
        const std::string_view scheme = piece.substr(0, piece.find(':'));
        if (!out.empty() && !piece.empty() && schemes.count(std::string(scheme)) == 0) {
            out.back() += "," + std::string(piece);
        } else if (!piece.empty()) {
            out.emplace_back(piece);
        }
        if (comma == std::string_view::npos) break;
        start = comma + 1;
    }
    return out;
}

}  // namespace wr::bench
