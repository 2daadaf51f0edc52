#include "terminal.h"

#include <unistd.h>

namespace wr::cli {

bool standardErrorIsTerminal() { return ::isatty(STDERR_FILENO) != 0; }

}  // namespace wr::cli
