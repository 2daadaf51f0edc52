#include "util/lock_holder.h"

namespace wr {

// Windows does not tell who holds a byte-range lock (LockFileEx), so the
// holder of another program's lock stays unnamed.
std::optional<long> posixLockHolder(const fs::path&) { return std::nullopt; }

}  // namespace wr
