#include "stores/wrindex/hashed_index.h"

namespace wr::kv::wrstore {

namespace {

constexpr char kHexDigits[] = "0123456789abcdef";

// The i-th hex character (nibble) of a digest, most significant first.
inline uint8_t nibble(const Md5Digest& digest, int i) {
    uint8_t byte = digest[static_cast<size_t>(i / 2)];
    return (i % 2 == 0) ? byte >> 4 : byte & 0x0F;
}

}  // namespace

Status IndexLayout::validate() const {
    if (depth < 1 || length < 1 || depth * length > kHexChars) {
        return Status::invalidArgument("index layout depth=" + std::to_string(depth) +
                                       ";len=" + std::to_string(length) +
                                       " is impossible: depth and len must be at least 1 and depth x len at most "
                                       "32, the hex characters of an MD5 digest (seed 000 Sec. 3.2)");
    }
    return Status::ok();
}

std::string IndexLayout::name() const { return std::to_string(depth) + "D_" + std::to_string(length) + "L"; }

LeafPath::LeafPath(const Md5Digest& digest, const IndexLayout& layout) {
    int n = 0;
    for (int level = 0; level < layout.depth; ++level) {
        if (level > 0) chars_[size_++] = '\\';
        for (int k = 0; k < layout.length; ++k) chars_[size_++] = kHexDigits[nibble(digest, n++)];
    }
}

LeafId::LeafId(const Md5Digest& digest, const IndexLayout& layout) {
    for (size_t i = 0; i < 8; ++i) {
        high = high << 8 | digest[i];
        low = low << 8 | digest[8 + i];
    }
    // Keep the leading depth x length nibbles, zero the rest.
    int nibbles = layout.depth * layout.length;
    if (nibbles <= 16) {
        low = 0;
        if (nibbles < 16) high &= ~(~uint64_t(0) >> (4 * nibbles));
    } else if (nibbles < 32) {
        low &= ~(~uint64_t(0) >> (4 * (nibbles - 16)));
    }
}

KeyPlacement placementOf(BytesView key, const IndexLayout& layout) {
    Md5Digest digest = md5(key);
    return {toHex(BytesView(reinterpret_cast<const char*>(digest.data()), digest.size())),
            std::string(LeafPath(digest, layout).view())};
}

bool isIndexSubkeyName(std::string_view name, int length) {
    if (name.size() != static_cast<size_t>(length)) return false;
    for (char c : name) {
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
    }
    return true;
}

}  // namespace wr::kv::wrstore
