// Durability tiers. A put acknowledged under OS buffering survives a process
// kill but not a power loss; under periodic sync, a power loss loses at most
// the last interval; under sync per operation, nothing acknowledged is lost.
// The tiers cost very different amounts, so every result names its tier and
// the runner refuses to put stores of different tiers in one comparison
// (docs/design.md "Measuring").
#pragma once

#include <string_view>

#include "util/result.h"

namespace wr::bench {

enum class Durability { kOsBuffered, kPeriodicSync, kSyncPerOp };

const char* durabilityName(Durability tier);         // "os-buffered", "periodic-sync", "sync-per-op"
const char* durabilityDescription(Durability tier);  // one sentence for reports
// Accepts the names above and the short forms "os", "periodic", "sync".
Result<Durability> parseDurability(std::string_view text);

}  // namespace wr::bench
