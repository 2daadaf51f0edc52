// The machine's physical memory, for choices that depend on whether data fits
// in it (the benchmark harness's ZDB value cache). sysconf on POSIX,
// GlobalMemoryStatusEx on Windows; one source per platform.
#pragma once

#include <cstdint>

namespace wr {

// Bytes of physical memory; 0 when the system does not say.
uint64_t physicalMemoryBytes();

}  // namespace wr
