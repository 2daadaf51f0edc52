// One factory turns a store URI into an open store, whatever the engine.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "stores/kv_store.h"

namespace wr::kv {

struct SchemeInfo {
    std::string scheme;       // "wrstore"
    std::string description;  // one line for --help and the GUI's open dialog
    std::string example;      // a complete example URI
    // A server the store connects to (redis), not files at a path: there is
    // nothing to create, and the URI names no location.
    bool server = false;
};

// Every scheme this build can open.
const std::vector<SchemeInfo>& knownSchemes();

// Opens (or, with options.createIfMissing, creates) the store `uri` names.
// Unknown schemes and bad parameters are InvalidArgument errors that name them.
Result<std::unique_ptr<KvStore>> openStore(const StoreUri& uri, const OpenOptions& options = {});
Result<std::unique_ptr<KvStore>> openStore(std::string_view uri, const OpenOptions& options = {});

}  // namespace wr::kv
