// Where a user's programs keep state between runs (migration checkpoints):
// $XDG_STATE_HOME or ~/.local/state on POSIX, %LOCALAPPDATA% on Windows.
// One source per platform (util/posix/, util/win32/).
#pragma once

#include <filesystem>

namespace wr {

std::filesystem::path userStateHome();

}  // namespace wr
