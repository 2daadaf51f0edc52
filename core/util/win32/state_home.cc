#include "util/state_home.h"

#include <cstdlib>

namespace wr {

std::filesystem::path userStateHome() {
    namespace fs = std::filesystem;
    // _wgetenv: the variables in UTF-16, as the paths are.
    if (const wchar_t* local = _wgetenv(L"LOCALAPPDATA"); local != nullptr && fs::path(local).is_absolute()) {
        return local;
    }
    const wchar_t* profile = _wgetenv(L"USERPROFILE");
    return fs::path(profile != nullptr ? profile : L"") / "AppData" / "Local";
}

}  // namespace wr
