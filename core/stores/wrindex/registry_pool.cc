#include "stores/wrindex/registry_pool.h"

#include <map>
#include <mutex>
#include <string>

namespace wr::kv::wrstore {

namespace {

struct PoolEntry {
    std::weak_ptr<reg::Registry> registry;
    bool readOnly = false;
    reg::Durability durability = reg::Durability::kGroupCommit;
};

int strictness(reg::Durability d) {
    switch (d) {
    case reg::Durability::kOsBuffered: return 0;
    case reg::Durability::kGroupCommit: return 1;
    case reg::Durability::kSyncEachChange: return 2;
    }
    return 0;
}

std::string poolKey(const reg::RegistryLocation& location) {
    if (location.backend == reg::Backend::kWin32) return std::string("win32:") + reg::rootKeyName(location.root);
    std::filesystem::path dir = location.hivePath ? *location.hivePath : reg::standardHivePath(location.root);
    std::error_code ec;
    std::filesystem::path canonical = std::filesystem::weakly_canonical(std::filesystem::absolute(dir, ec), ec);
    return "hive:" + (ec ? dir.lexically_normal() : canonical).string();
}

}  // namespace

Result<std::shared_ptr<reg::Registry>> openSharedRegistry(const reg::RegistryLocation& location) {
    static std::mutex mutex;
    static std::map<std::string, PoolEntry> pool;

    std::lock_guard lock(mutex);
    std::erase_if(pool, [](const auto& item) { return item.second.registry.expired(); });

    std::string key = poolKey(location);
    // The last store may let go between the sweep and here, so the entry
    // counts only if it still yields the registry.
    auto it = pool.find(key);
    std::shared_ptr<reg::Registry> shared = it != pool.end() ? it->second.registry.lock() : nullptr;
    if (shared) {
        if (it->second.readOnly && !location.options.readOnly) {
            return Status::busy(shared->describe() +
                                " is open read-only in this process; close its stores before opening it for writing");
        }
        if (strictness(location.options.durability) > strictness(it->second.durability)) {
            if (auto* hive = dynamic_cast<reg::Hive*>(shared.get())) hive->setDurability(location.options.durability);
            it->second.durability = location.options.durability;
        }
        return shared;
    }
    WR_ASSIGN_OR_RETURN(std::unique_ptr<reg::Registry> opened, reg::openRegistry(location));
    shared = std::move(opened);
    pool[key] = PoolEntry{shared, location.options.readOnly, location.options.durability};
    return shared;
}

}  // namespace wr::kv::wrstore
