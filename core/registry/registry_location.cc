#include "registry/registry_location.h"

#include <cstdlib>

#include "registry/names.h"
#include "registry/regf/regf_registry.h"
#include "registry/win32/win32_registry.h"

namespace wr::reg {

namespace {

std::filesystem::path fromEnv(const char* name) {
    const char* v = std::getenv(name);
    return (v != nullptr && *v != '\0') ? std::filesystem::path(v) : std::filesystem::path();
}

std::filesystem::path userDataDirectory() {
#ifdef _WIN32
    if (auto local = fromEnv("LOCALAPPDATA"); !local.empty()) return local;
#else
    if (auto xdg = fromEnv("XDG_DATA_HOME"); xdg.is_absolute()) return xdg;
    if (auto home = fromEnv("HOME"); !home.empty()) return home / ".local" / "share";
#endif
    return std::filesystem::temp_directory_path();
}

std::filesystem::path systemDataDirectory() {
#ifdef _WIN32
    if (auto programData = fromEnv("PROGRAMDATA"); !programData.empty()) return programData;
    return "C:\\ProgramData";
#else
    return "/var/lib";
#endif
}

}  // namespace

std::filesystem::path standardHivePath(RootKey root) {
    if (root == RootKey::kCurrentUser) {
        if (auto overridden = fromEnv("WRSTUDIO_USER_REGISTRY"); !overridden.empty()) return overridden;
        return userDataDirectory() / "wrstudio" / "registry" / "HKCU";
    }
    if (auto overridden = fromEnv("WRSTUDIO_SYSTEM_REGISTRY"); !overridden.empty()) return overridden;
    return systemDataDirectory() / "wrstudio" / "registry" / "HKLM";
}

Result<RootKey> parseRootKey(std::string_view name) {
    if (namesEqual(name, "HKCU") || namesEqual(name, "HKEY_CURRENT_USER")) return RootKey::kCurrentUser;
    if (namesEqual(name, "HKLM") || namesEqual(name, "HKEY_LOCAL_MACHINE")) return RootKey::kLocalMachine;
    return Status::invalidArgument("unknown root key '" + std::string(name) +
                                   "': use HKCU (HKEY_CURRENT_USER) or HKLM (HKEY_LOCAL_MACHINE)");
}

const char* rootKeyName(RootKey root) { return root == RootKey::kCurrentUser ? "HKCU" : "HKLM"; }

Backend standardRootBackend() { return win32RegistryAvailable() ? Backend::kWin32 : Backend::kPortable; }

Result<std::unique_ptr<Registry>> openRegistry(const RegistryLocation& location) {
    if (location.backend == Backend::kWin32) {
        if (location.hivePath) {
            return Status::invalidArgument(
                "the Win32 backend opens HKCU or HKLM of the running Windows, not a hive "
                "directory such as " +
                location.hivePath->string());
        }
        return openWin32Registry(location.root, location.baseKey, location.options.readOnly);
    }
    if (!location.baseKey.empty()) {
        return Status::invalidArgument("a base key ('" + location.baseKey +
                                       "') applies to the Win32 backend; a portable hive is a registry of its own");
    }
    // A Windows hive file (NTUSER.DAT, a .hiv) opens read-only, whatever was asked.
    if (location.hivePath && isRegfFile(*location.hivePath)) {
        auto file = RegfRegistry::open(*location.hivePath);
        if (!file) return file.status();
        return std::unique_ptr<Registry>(std::move(file).value());
    }
    std::filesystem::path dir = location.hivePath ? *location.hivePath : standardHivePath(location.root);
    auto hive = Hive::open(dir, location.options);
    if (!hive) return hive.status();
    return std::unique_ptr<Registry>(std::move(hive).value());
}

}  // namespace wr::reg
