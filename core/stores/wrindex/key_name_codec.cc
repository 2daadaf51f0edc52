#include "stores/wrindex/key_name_codec.h"

#include "registry/names.h"

namespace wr::kv::wrstore {

namespace {

constexpr char kUpperHex[] = "0123456789ABCDEF";

inline bool isPlain(unsigned char c) { return c >= 0x20 && c <= 0x7E && c != '%'; }
inline bool isLetter(unsigned char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
inline bool isUpper(unsigned char c) { return c >= 'A' && c <= 'Z'; }

int upperHexValue(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

Status tooLong(BytesView key, size_t nameChars) {
    return Status::limitExceeded("key '" + printable(key) + "' (" + std::to_string(key.size()) +
                                 " bytes) would be stored under a value name of " + std::to_string(nameChars) +
                                 " characters, over the registry's limit of " +
                                 std::to_string(reg::kMaxValueNameChars) + " (seed 000 Sec. 7); nothing was stored");
}

}  // namespace

Status encodeKeyName(BytesView key, std::string& out) {
    out.clear();
    // Every byte takes at least one character: reject hopeless keys before
    // building a name for them.
    if (key.size() > reg::kMaxValueNameChars) return tooLong(key, key.size());
    bool anyUpper = false;
    for (char ch : key) {
        auto c = static_cast<unsigned char>(ch);
        if (isPlain(c)) {
            out.push_back(ch);
            anyUpper |= isUpper(c);
        } else {
            out.push_back('%');
            out.push_back(kUpperHex[c >> 4]);
            out.push_back(kUpperHex[c & 0x0F]);
        }
    }
    if (anyUpper) {
        out += "%^";
        size_t lastNonZero = out.size();
        int bits = 0, inGroup = 0;
        for (char ch : key) {
            auto c = static_cast<unsigned char>(ch);
            if (!isLetter(c)) continue;
            bits = bits << 1 | (isUpper(c) ? 1 : 0);
            if (++inGroup == 4) {
                out.push_back(kUpperHex[bits]);
                if (bits != 0) lastNonZero = out.size();
                bits = inGroup = 0;
            }
        }
        if (inGroup > 0) {
            bits <<= 4 - inGroup;
            out.push_back(kUpperHex[bits]);
            if (bits != 0) lastNonZero = out.size();
        }
        out.resize(lastNonZero);
    }
    if (out.size() > reg::kMaxValueNameChars) {
        size_t chars = out.size();
        out.clear();
        return tooLong(key, chars);
    }
    return Status::ok();
}

Result<std::string_view> encodeKeyNameScratch(BytesView key) {
    thread_local std::string buffer;
    WR_RETURN_IF_ERROR(encodeKeyName(key, buffer));
    return std::string_view(buffer);
}

Result<Bytes> decodeKeyName(std::string_view name) {
    auto notOurs = [&](const char* why) {
        return Status::corruption("value name '" + printable(name) + "' is not a WR-Store key name: " + why);
    };
    Bytes key;
    key.reserve(name.size());
    size_t i = 0;
    for (; i < name.size(); ++i) {
        char ch = name[i];
        if (ch != '%') {
            if (!isPlain(static_cast<unsigned char>(ch))) return notOurs("it holds a character the encoding escapes");
            key.push_back(ch);
            continue;
        }
        if (i + 1 < name.size() && name[i + 1] == '^') break;
        int hi = i + 2 < name.size() ? upperHexValue(name[i + 1]) : -1;
        int lo = i + 2 < name.size() ? upperHexValue(name[i + 2]) : -1;
        if (hi < 0 || lo < 0) return notOurs("a '%' is not followed by two upper-case hex digits");
        key.push_back(static_cast<char>(hi << 4 | lo));
        i += 2;
    }
    // The letters of the body already carry their case (the registry keeps
    // names as written); the signature must agree, which re-encoding checks.
    std::string canonical;
    Status s = encodeKeyName(key, canonical);
    if (!s.isOk()) return notOurs("it decodes to a key whose name would be over the length limit");
    if (canonical != name) return notOurs("its case signature or escapes are not the canonical ones");
    return key;
}

}  // namespace wr::kv::wrstore
