#include "registry/value_type.h"

#include <charconv>
#include <cstdio>

namespace wr::reg {

namespace {
struct NamedType {
    uint32_t type;
    const char* name;
};
constexpr NamedType kNames[] = {
    {REG_NONE, "REG_NONE"},
    {REG_SZ, "REG_SZ"},
    {REG_EXPAND_SZ, "REG_EXPAND_SZ"},
    {REG_BINARY, "REG_BINARY"},
    {REG_DWORD, "REG_DWORD"},
    {REG_DWORD_BIG_ENDIAN, "REG_DWORD_BIG_ENDIAN"},
    {REG_LINK, "REG_LINK"},
    {REG_MULTI_SZ, "REG_MULTI_SZ"},
    {REG_RESOURCE_LIST, "REG_RESOURCE_LIST"},
    {REG_FULL_RESOURCE_DESCRIPTOR, "REG_FULL_RESOURCE_DESCRIPTOR"},
    {REG_RESOURCE_REQUIREMENTS_LIST, "REG_RESOURCE_REQUIREMENTS_LIST"},
    {REG_QWORD, "REG_QWORD"},
};
}  // namespace

std::string valueTypeName(uint32_t type) {
    for (const auto& n : kNames) {
        if (n.type == type) return n.name;
    }
    char buf[16];
    std::snprintf(buf, sizeof(buf), "0x%08x", type);
    return buf;
}

std::optional<uint32_t> parseValueType(std::string_view name) {
    for (const auto& n : kNames) {
        if (name == n.name) return n.type;
    }
    int base = 10;
    if (name.size() > 2 && name[0] == '0' && (name[1] == 'x' || name[1] == 'X')) {
        name.remove_prefix(2);
        base = 16;
    }
    uint32_t out = 0;
    auto [ptr, ec] = std::from_chars(name.data(), name.data() + name.size(), out, base);
    if (ec != std::errc() || ptr != name.data() + name.size() || name.empty()) return std::nullopt;
    return out;
}

}  // namespace wr::reg
