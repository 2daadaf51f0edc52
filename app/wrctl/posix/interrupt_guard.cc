#include "interrupt_guard.h"

#include <signal.h>

namespace wr::cli {

namespace {

CancellationToken* interruptToken = nullptr;
struct sigaction previousInterrupt {};
struct sigaction previousTerminate {};

extern "C" void onInterrupt(int) {
    // An atomic store: safe in a signal handler.
    if (interruptToken != nullptr) interruptToken->cancel();
}

}  // namespace

InterruptGuard::InterruptGuard(CancellationToken& token) {
    interruptToken = &token;
    struct sigaction action {};
    action.sa_handler = onInterrupt;
    action.sa_flags = SA_RESTART;  // interrupted system calls resume; the token stops the work
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, &previousInterrupt);
    sigaction(SIGTERM, &action, &previousTerminate);
}

InterruptGuard::~InterruptGuard() {
    sigaction(SIGINT, &previousInterrupt, nullptr);
    sigaction(SIGTERM, &previousTerminate, nullptr);
    interruptToken = nullptr;
}

}  // namespace wr::cli
