// One entry of a store's statistics().details, looked up by name, for tests
// that check what an engine reports about itself.
#pragma once

#include <string>

#include "stores/kv_store.h"

namespace wr::test {

inline const std::string* findDetail(const kv::StoreStatistics& stats, const std::string& name) {
    for (const auto& [n, v] : stats.details) {
        if (n == name) return &v;
    }
    return nullptr;
}

inline bool hasDetail(const kv::StoreStatistics& stats, const std::string& name) {
    return findDetail(stats, name) != nullptr;
}

// Empty when the engine does not report it.
inline std::string detail(const kv::StoreStatistics& stats, const std::string& name) {
    const std::string* value = findDetail(stats, name);
    return value != nullptr ? *value : std::string();
}

}  // namespace wr::test
