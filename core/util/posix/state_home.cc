#include "util/state_home.h"

#include <pwd.h>
#include <unistd.h>

#include <cstdlib>
#include <string>

namespace wr {

std::filesystem::path userStateHome() {
    namespace fs = std::filesystem;
    if (const char* state = std::getenv("XDG_STATE_HOME"); state != nullptr && fs::path(state).is_absolute()) {
        return state;
    }
    std::string home = std::getenv("HOME") != nullptr ? std::getenv("HOME") : "";
    if (home.empty()) {
        if (const passwd* pw = getpwuid(getuid()); pw != nullptr && pw->pw_dir != nullptr) home = pw->pw_dir;
    }
    return fs::path(home) / ".local/state";
}

}  // namespace wr
