#include "registry_walk.h"

#include "registry/hive/hive.h"

#include <cstdint>
#include <string>
#include <vector>

namespace wr::fuzz {

namespace {

// Deeper than any path the registry's limits allow, so the walk ends on any tree.
constexpr int kMaxDepth = 600;

void walkKey(reg::Registry& registry, const reg::Key& key, int depth) {
    if (depth > kMaxDepth) return;
    (void)registry.queryInfo(key);
    if (auto values = registry.listValues(key, 0, UINT32_MAX)) {
        for (const reg::NamedValue& value : *values) (void)registry.queryValueText(key, value.name);
    }
    auto subkeys = registry.listSubkeys(key, 0, UINT32_MAX);
    if (!subkeys) return;
    for (const std::string& name : *subkeys) {
        if (auto child = registry.openKey(key, name)) walkKey(registry, *child, depth + 1);
    }
}

}  // namespace

void walkRegistry(reg::Registry& registry) { walkKey(registry, registry.root(), 0); }

void openAndWalkHive(const std::filesystem::path& dir) {
    reg::HiveOptions options;
    options.readOnly = true;
    if (auto hive = reg::Hive::open(dir, options)) walkRegistry(**hive);
}

}  // namespace wr::fuzz
