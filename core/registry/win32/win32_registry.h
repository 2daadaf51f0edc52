// The Win32 backend: the Registry API on the real Windows registry, one call
// of the Win32 registry API per operation (RegCreateKeyExW, RegSetValueExW,
// RegQueryValueExW, RegEnumKeyExW, ...). Names and paths convert between
// UTF-8 and UTF-16; data passes through as the bytes Windows holds.
// Durability is Windows' own: flush() is RegFlushKey.
//
// The limits (names, depth, value size) are checked before Windows sees the
// call and refused with the portable hive's errors, so a store meets the same
// error on either backend (docs/hive.md "Windows and Wine").
//
// Windows builds compile win32_registry.cc; every other build compiles
// win32_registry_unavailable.cc, whose openWin32Registry says why not.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "registry/hive/hive.h"

namespace wr::reg {

// HKEY_CURRENT_USER or HKEY_LOCAL_MACHINE of the running Windows; with a
// `baseKey` ("Software\\WR Studio"), that key below it, created unless
// read-only, stands for root(). Read-only opens keys with KEY_READ and
// refuses every change with ReadOnly.
Result<std::unique_ptr<Registry>> openWin32Registry(RootKey root, std::string_view baseKey, bool readOnly);

// Whether this build has the Win32 backend, and so opens a standard root
// (HKCU, HKLM, named without a hive directory) on the real registry.
bool win32RegistryAvailable();

// The version of Wine this process runs under ("8.0"); empty on Windows and
// in builds for other systems. Wine's registry differs from Windows' in a
// few documented ways (docs/hive.md "Windows and Wine").
std::string wineVersion();

}  // namespace wr::reg
