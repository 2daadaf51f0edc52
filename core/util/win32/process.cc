#include "util/process.h"

#include <windows.h>

namespace wr {

long currentProcessId() { return static_cast<long>(GetCurrentProcessId()); }

void killCurrentProcess() {
    // 137 is what a shell reports for a process killed by SIGKILL.
    TerminateProcess(GetCurrentProcess(), 137);
    for (;;) Sleep(INFINITE);
}

}  // namespace wr
