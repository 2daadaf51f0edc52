// A status of a code known only at run time: one read back from a file
// (a benchmark step's result) or from another process (the crash test's
// reader), or mapped from a library's error.
#pragma once

#include <string>

#include "util/status.h"

namespace wr {

// OK for kOk; an I/O error for a value no code has.
Status statusWithCode(StatusCode code, std::string message);

}  // namespace wr
