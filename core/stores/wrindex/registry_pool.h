// One open registry per location and process. A hive admits one opener at a
// time (its LOCK), yet two stores in one process may well live in the same
// hive — a migration from wrstore:root=HKCU;db=a to wrstore++:root=HKCU;db=b —
// so stores share the registry through this pool instead of opening it twice.
// The registry closes when the last store using it closes.
//
// When the second opener asks for a stricter durability than the registry
// has, the registry is switched to it (a stricter setting never weakens the
// first store's contract); a read-write open of a registry the process holds
// read-only is refused with Busy.
#pragma once

#include <memory>

#include "registry/registry_location.h"
#include "util/result.h"

namespace wr::kv::wrstore {

Result<std::shared_ptr<reg::Registry>> openSharedRegistry(const reg::RegistryLocation& location);

}  // namespace wr::kv::wrstore
