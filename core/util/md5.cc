#include "util/md5.h"

#include "util/bytes.h"
#include "util/hasher.h"

namespace wr {

Md5Digest md5(std::string_view data) {
    // One hasher per thread: a hot get/put path allocates nothing per digest.
    thread_local Hasher hasher(Hasher::Algorithm::kMd5);
    Md5Digest out{};
    hasher.update(data);
    hasher.finish(out);
    return out;
}

std::string md5Hex(std::string_view data) {
    Md5Digest d = md5(data);
    return toHex(std::string_view(reinterpret_cast<const char*>(d.data()), d.size()));
}

}  // namespace wr
