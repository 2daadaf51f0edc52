// What the harness knows about each store scheme to run it fairly: where its
// files go inside a trial's directory, which URI setting gives each
// durability tier, how the per-store memory budget is spent, how engine
// compression is switched, and which Debian packages carry its library (for
// the versions a result records). Settings an engine's own header documents
// are used as documented; nothing here reaches into an engine.
#pragma once

#include <cstdint>
#include <filesystem>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "bench/harness/trial.h"
#include "bench/workloads/durability.h"
#include "stores/store_uri.h"
#include "util/physical_memory.h"

namespace wr::bench {

struct StoreProfile {
    std::string scheme;
    std::string library;                // "RocksDB", "WR Studio portable hive"
    std::vector<std::string> packages;  // dpkg patterns: "librocksdb*"
    // A server the store connects to (redis): no locations, and the
    // durability tier is the server's setting (trial_server.h).
    bool server = false;
    // URI parameters naming locations, with the path each gets inside the
    // store directory ("" is the directory itself).
    std::vector<std::pair<std::string, std::string>> locations;
    // The durability parameter and its value for each tier ("" = no such tier).
    std::string durabilityParam;
    std::string osBuffered, periodicSync, syncPerOp;
    // The memory budget: the parameter that takes it in MiB, settings that
    // must accompany it, and what it buys; without a parameter, why no
    // budget applies. A store that sets `memoryOff` (parameter, value) has
    // turned off what the budget buys, and gets none.
    std::string memoryParam;
    std::vector<std::pair<std::string, std::string>> memoryCompanions;
    std::string memoryMeaning;
    std::pair<std::string, std::string> memoryOff;
    // Why a store whose data fits in memory (at most half the host's) is
    // given `memoryOff` rather than the budget; empty: the budget always.
    std::string memoryOffWhenDataFits;
    // Engine compression: parameter, value for on, value for off ("" = none).
    std::string compressionParam, compressionOn, compressionOff;
    // Settings the engine's documentation sizes by the data the store will
    // hold, applied unless the store sets them (and, with `onlyIf`, only in
    // that mode). `bytes` is 0 when the workload does not know it.
    struct Sizing {
        std::string param;
        uint64_t (*value)(uint64_t records, uint64_t bytes);
        std::pair<std::string, std::string> onlyIf;  // (parameter, value); empty: always
        std::string reason;                          // why, and the guide it follows
    };
    std::vector<Sizing> sizing;
    // Settings the engine's own documentation recommends for every workload
    // measured here and every tier (docs/benchmarks.md, Fairness), applied
    // unless the store sets them.
    struct Guided {
        std::string param, value;
        std::string reason;  // why, and the guide it follows
    };
    std::vector<Guided> guided;
};

const std::vector<StoreProfile>& storeProfiles();
const StoreProfile* findStoreProfile(std::string_view scheme);

// The schemes a run can use: every engine of this build's store factory and
// the harness's own raw-disk reference (raw_disk_store.h).
std::set<std::string> runnableSchemes();

struct StoreSetup {
    Durability durability = Durability::kOsBuffered;
    uint64_t memoryMb = 64;
    bool compress = false;
    uint64_t expectedRecords = 0;  // 0: unknown, engine defaults stay
    uint64_t expectedBytes = 0;    // keys and values the store will hold; 0: unknown
    uint64_t hostMemoryBytes = physicalMemoryBytes();
};

struct PlacedStore {
    kv::StoreUri uri;
    std::string memoryBudget;  // "64 MiB (cache_mb: block cache)"
    // The sized and guided settings the harness gave the store, each with its
    // reason: "bnum=2000000: ... (Kyoto Cabinet, Tips and Hacks)".
    std::vector<std::string> chosenSettings;
};

// The variant's URI completed for a store in `dir`. Refuses a variant that
// names a location itself (each trial gets a fresh directory) or sets a
// durability other than the run's tier (stores are compared at one tier).
// An explicit memory, compression or sizing setting in the variant is kept.
// A server's URI is kept as it is: the trial finds or starts the server
// (trial_server.h).
Result<PlacedStore> placeStore(const StoreVariant& variant, const std::filesystem::path& dir, const StoreSetup& setup);

// A placed store's URI without its locations: the settings a reader compares
// ("rocksdb:sync=none;cache_mb=64;compression=none").
std::string storeSettings(const std::string& placedUri);

// "rocksdb" or a URI "wrstore:depth=2;len=2" as a variant; the label is the
// text itself.
Result<StoreVariant> parseStoreVariant(std::string_view text);

// The stores of a comma-separated list as --stores takes it. A URI may hold
// commas itself ("redis:cluster=127.0.0.1:7000,127.0.0.1:7001"), so a piece
// that does not start with a runnable scheme belongs to the URI before it.
std::vector<std::string> splitStoreList(std::string_view text);

}  // namespace wr::bench
