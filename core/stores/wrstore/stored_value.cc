#include "stores/wrstore/stored_value.h"

#include "registry/names.h"
#include "registry/value_codec.h"

namespace wr::kv::wrstore {

namespace {

// 0x01..0x7F only: ASCII text without NUL.
bool isPlainAscii(BytesView s) {
    bool plain = true;
    for (char c : s) plain &= static_cast<unsigned char>(c) - 1u < 0x7Fu;
    return plain;
}

}  // namespace

EncodedValue encodeStoredValue(BytesView value, Bytes& scratch) {
    if (isPlainAscii(value)) {
        scratch.assign(2 * value.size() + 2, '\0');
        for (size_t i = 0; i < value.size(); ++i) scratch[2 * i] = value[i];
        return {reg::REG_SZ, scratch};
    }
    if (value.find('\0') == BytesView::npos && reg::isValidUtf8(value)) {
        scratch = reg::encodeString(value);
        return {reg::REG_SZ, scratch};
    }
    return {reg::REG_BINARY, value};
}

Result<Bytes> decodeStoredValue(reg::ValueData value, BytesView key) {
    if (value.type == reg::REG_BINARY) return std::move(value.data);
    auto bad = [&](const std::string& why) {
        return Status::corruption("the value of key '" + printable(key) + "' " + why +
                                  "; WR-Store writes only REG_SZ text and REG_BINARY bytes");
    };
    if (value.type != reg::REG_SZ) return bad("has registry type " + reg::valueTypeName(value.type));
    Bytes& d = value.data;
    if (d.size() < 2 || d.size() % 2 != 0 || d[d.size() - 1] != '\0' || d[d.size() - 2] != '\0') {
        return bad("is REG_SZ data of " + std::to_string(d.size()) + " bytes without a UTF-16 terminator");
    }
    size_t units = d.size() / 2 - 1;
    bool ascii = true;
    for (size_t i = 0; i < units; ++i) {
        auto lo = static_cast<unsigned char>(d[2 * i]);
        if (d[2 * i + 1] != '\0' || lo >= 0x80) ascii = false;
        if (d[2 * i + 1] == '\0' && lo == 0) return bad("is REG_SZ text with a NUL inside");
    }
    if (ascii) {
        // Narrow in place: the text is never longer than its UTF-16 form.
        for (size_t i = 0; i < units; ++i) d[i] = d[2 * i];
        d.resize(units);
        return std::move(d);
    }
    return reg::utf16leToUtf8(BytesView(d.data(), 2 * units));
}

}  // namespace wr::kv::wrstore
