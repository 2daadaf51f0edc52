// Whether wrctl's standard error is a terminal: progress lines go there only
// when a person is watching. One source per platform (posix/, win32/).
#pragma once

namespace wr::cli {

bool standardErrorIsTerminal();

}  // namespace wr::cli
