// Registry value types with the numbers Windows gives them (winnt.h). A value
// may carry any 32-bit type number; these are the ones with a meaning.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace wr::reg {

enum ValueType : uint32_t {
    REG_NONE = 0,
    REG_SZ = 1,
    REG_EXPAND_SZ = 2,
    REG_BINARY = 3,
    REG_DWORD = 4,  // little-endian
    REG_DWORD_BIG_ENDIAN = 5,
    REG_LINK = 6,
    REG_MULTI_SZ = 7,
    REG_RESOURCE_LIST = 8,
    REG_FULL_RESOURCE_DESCRIPTOR = 9,
    REG_RESOURCE_REQUIREMENTS_LIST = 10,
    REG_QWORD = 11,  // little-endian
};

// "REG_SZ", ..., or "0x0000002a" for a number without a name.
std::string valueTypeName(uint32_t type);
// Inverse of valueTypeName, also accepting plain decimal or 0x-hex numbers.
std::optional<uint32_t> parseValueType(std::string_view name);
// REG_SZ, REG_EXPAND_SZ, REG_LINK and REG_MULTI_SZ hold UTF-16LE text.
inline bool isStringType(uint32_t type) {
    return type == REG_SZ || type == REG_EXPAND_SZ || type == REG_LINK || type == REG_MULTI_SZ;
}

}  // namespace wr::reg
