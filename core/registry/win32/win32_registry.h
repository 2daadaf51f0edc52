// The Win32 backend (Windows builds only): the Registry API on the real
// Windows registry, one call of the Win32 registry API per operation
// (RegCreateKeyExW, RegSetValueExW, RegQueryValueExW, RegEnumKeyExW, ...).
// Names and paths convert between UTF-8 and UTF-16; data passes through as
// the bytes Windows holds. Durability is Windows' own: flush() is RegFlushKey.
#pragma once

#include <memory>

#include "registry/hive/hive.h"

namespace wr::reg {

// HKEY_CURRENT_USER or HKEY_LOCAL_MACHINE of the running Windows. Read-only
// opens keys with KEY_READ and refuses every change with ReadOnly.
Result<std::unique_ptr<Registry>> openWin32Registry(RootKey root, bool readOnly);

}  // namespace wr::reg
