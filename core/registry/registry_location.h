// Choosing a backend: a hive at an explicit path (a portable hive's directory
// or a Windows hive file, opened read-only), or a standard root (HKCU, HKLM)
// backed by the portable engine or, on Windows, the real registry.
#pragma once

#include <filesystem>
#include <memory>
#include <optional>

#include "registry/hive/hive.h"

namespace wr::reg {

enum class Backend { kPortable, kWin32 };

struct RegistryLocation {
    std::optional<std::filesystem::path> hivePath;  // set: a portable hive at this directory, or a Windows hive file
    RootKey root = RootKey::kCurrentUser;           // used when hivePath is not set
    Backend backend = Backend::kPortable;           // kWin32 only exists on Windows builds
    HiveOptions options;
};

Result<std::unique_ptr<Registry>> openRegistry(const RegistryLocation& location);

}  // namespace wr::reg
