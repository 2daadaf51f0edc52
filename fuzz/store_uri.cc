// Fuzz target: the store URI parser (store_uri.h). Beyond not crashing, a URI
// that parses must print to text that parses back to the same URI, and the
// typed reads must hold up on every parameter. Seeds: the URIs StoreUri
// prints for each engine.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "stores/store_uri.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    auto uri = wr::kv::StoreUri::parse(text);
    if (!uri) return 0;
    auto again = wr::kv::StoreUri::parse(uri->toString());
    if (!again || !(*again == *uri)) {
        std::fprintf(stderr, "'%s' printed as '%s', which does not parse back to the same URI\n",
                     std::string(text).c_str(), uri->toString().c_str());
        std::abort();
    }
    for (const auto& [name, value] : uri->params()) {
        (void)uri->getInt(name, INT64_MIN, INT64_MAX);
        (void)uri->getBool(name);
        (void)uri->getChoice(name, {"basic", "chunk"});
    }
    return 0;
}
