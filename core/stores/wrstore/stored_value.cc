#include "stores/wrstore/stored_value.h"

#include "registry/names.h"
#include "registry/value_codec.h"

namespace wr::kv::wrstore {

bool storedAsText(BytesView value) {
    return reg::isAsciiWithoutNul(value) || (value.find('\0') == BytesView::npos && reg::isValidUtf8(value));
}

Result<Bytes> decodeStoredValue(reg::ValueText value, BytesView key) {
    if (value.isText || value.type == reg::REG_BINARY) return std::move(value.data);
    std::string why = value.type == reg::REG_SZ ? "is REG_SZ data of " + std::to_string(value.data.size()) +
                                                      " bytes that is not NUL-terminated UTF-16 text without NUL inside"
                                                : "has registry type " + reg::valueTypeName(value.type);
    return Status::corruption("the value of key '" + printable(key) + "' " + why +
                              "; WR-Store writes only REG_SZ text and REG_BINARY bytes");
}

Result<Bytes> decodeStoredValue(reg::ValueData value, BytesView key) {
    return decodeStoredValue(reg::toValueText(std::move(value)), key);
}

}  // namespace wr::kv::wrstore
