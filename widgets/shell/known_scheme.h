// The store factory's schemes by name (wr::kv::knownSchemes()), for the
// Open dialog, store addresses and the migration wizard: whether this build
// knows a scheme, and whether it names a server (Redis) rather than files:
// no place on disk, nothing to create.
#pragma once

#include <string_view>

#include "stores/store_factory.h"

namespace wr::gui {

// The scheme of that name, or null when this build knows none.
const wr::kv::SchemeInfo* knownScheme(std::string_view scheme);
bool isServerScheme(std::string_view scheme);

}  // namespace wr::gui
