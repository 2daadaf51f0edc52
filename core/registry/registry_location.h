// Choosing a backend: a hive at an explicit path (a portable hive's directory
// or a Windows hive file, opened read-only), or a standard root (HKCU, HKLM)
// backed by the portable engine or, on Windows, the real registry.
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include "registry/hive/hive.h"

namespace wr::reg {

enum class Backend { kPortable, kWin32 };

struct RegistryLocation {
    std::optional<std::filesystem::path> hivePath;  // set: a portable hive at this directory, or a Windows hive file
    RootKey root = RootKey::kCurrentUser;           // used when hivePath is not set
    Backend backend = Backend::kPortable;           // kWin32 only exists on Windows builds
    // The Win32 backend only: a key path below `root` that the opened
    // registry's root() stands for (created unless read-only), so a user or a
    // test works inside e.g. HKCU\Software\WR Studio rather than at the top.
    // A portable hive is a registry of its own and refuses it.
    std::string baseKey;
    HiveOptions options;
};

// The backend a standard root named without a hive directory opens with:
// the real registry in a Windows build, the portable hive elsewhere.
Backend standardRootBackend();

Result<std::unique_ptr<Registry>> openRegistry(const RegistryLocation& location);

}  // namespace wr::reg
