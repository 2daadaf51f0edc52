#include "bench/workloads/durability.h"

#include <string>

namespace wr::bench {

const char* durabilityName(Durability tier) {
    switch (tier) {
    case Durability::kOsBuffered: return "os-buffered";
    case Durability::kPeriodicSync: return "periodic-sync";
    case Durability::kSyncPerOp: return "sync-per-op";
    }
    return "?";
}

const char* durabilityDescription(Durability tier) {
    switch (tier) {
    case Durability::kOsBuffered:
        return "writes reach the OS page cache; they survive a process kill, not a power loss";
    case Durability::kPeriodicSync:
        return "writes are synced to stable storage at intervals; a power loss loses at most the last interval";
    case Durability::kSyncPerOp: return "every acknowledged write is on stable storage";
    }
    return "?";
}

Result<Durability> parseDurability(std::string_view text) {
    if (text == "os" || text == "os-buffered") return Durability::kOsBuffered;
    if (text == "periodic" || text == "periodic-sync") return Durability::kPeriodicSync;
    if (text == "sync" || text == "sync-per-op") return Durability::kSyncPerOp;
    return Status::invalidArgument("durability must be os, periodic or sync, got '" + std::string(text) + "'");
}

}  // namespace wr::bench
