// The Win32 backend in a build for another system: there is no Windows
// registry to open.
#include "registry/win32/win32_registry.h"

namespace wr::reg {

Result<std::unique_ptr<Registry>> openWin32Registry(RootKey, std::string_view, bool) {
    return Status::notSupported(
        "the Win32 registry backend exists only in Windows builds; open a portable hive instead (the default "
        "backend)");
}

bool win32RegistryAvailable() { return false; }

std::string wineVersion() { return std::string(); }

}  // namespace wr::reg
