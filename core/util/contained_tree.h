// A store's directory must hold its own files. A symbolic link planted
// inside it that points elsewhere (data-000.zdb -> /home/user/notes, a hive's
// log -> /etc/...) would make the store read or overwrite a file outside,
// so stores check their directories before they open anything in them.
#pragma once

#include <string_view>

#include "util/file.h"
#include "util/status.h"

namespace wr {

// Looks at the entries of `root` and of its subdirectories down to `depth`
// levels (1: only root's own entries), following no link. A symbolic link
// that resolves outside `root` (or dangles) is an InvalidArgument error
// naming it, its target and `what`; links that stay inside are fine. A
// missing root is fine too (nothing is there yet).
Status checkNoLinkLeaves(const fs::path& root, int depth, std::string_view what);

}  // namespace wr
