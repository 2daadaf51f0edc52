#include "interrupt_guard.h"

#include <windows.h>

#include <atomic>

namespace wr::cli {

namespace {

std::atomic<CancellationToken*> interruptToken{nullptr};

// Runs on a thread of its own that Windows starts for the event.
BOOL WINAPI onControl(DWORD event) {
    if (event != CTRL_C_EVENT && event != CTRL_BREAK_EVENT) return FALSE;
    CancellationToken* token = interruptToken.load();
    if (token == nullptr) return FALSE;  // the default: end the process
    token->cancel();
    return TRUE;
}

}  // namespace

InterruptGuard::InterruptGuard(CancellationToken& token) {
    interruptToken.store(&token);
    SetConsoleCtrlHandler(onControl, TRUE);
}

InterruptGuard::~InterruptGuard() {
    SetConsoleCtrlHandler(onControl, FALSE);
    interruptToken.store(nullptr);
}

}  // namespace wr::cli
