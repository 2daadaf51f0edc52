#include "terminal.h"

#include <windows.h>

namespace wr::cli {

// A console answers GetConsoleMode; a file or a pipe does not.
bool standardErrorIsTerminal() {
    DWORD mode = 0;
    return GetConsoleMode(GetStdHandle(STD_ERROR_HANDLE), &mode) != 0;
}

}  // namespace wr::cli
