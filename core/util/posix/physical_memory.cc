#include "util/physical_memory.h"

#include <unistd.h>

#include "util/file.h"

namespace wr {

uint64_t physicalMemoryBytes() {
    const long pages = ::sysconf(_SC_PHYS_PAGES);
    return pages > 0 ? static_cast<uint64_t>(pages) * pageBytes() : 0;
}

}  // namespace wr
