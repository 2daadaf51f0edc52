// This process, as the file layer and the crash points need it; one source
// per platform (util/posix/process.cc, util/win32/process.cc).
#pragma once

namespace wr {

long currentProcessId();
// Ends this process at once, as a power cut or `kill -9` would: no
// destructors, no buffers flushed, no atexit handlers.
[[noreturn]] void killCurrentProcess();

}  // namespace wr
