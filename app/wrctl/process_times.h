// Processor time of the whole wrctl process (all threads, user and system):
// on a machine shared with other work it shows what the elapsed time cannot.
// One source per platform (posix/, win32/).
#pragma once

namespace wr::cli {

double processCpuSeconds();

}  // namespace wr::cli
