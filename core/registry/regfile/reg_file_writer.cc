#include "registry/regfile/reg_file_writer.h"

#include <cstdio>

#include "registry/names.h"
#include "registry/regfile/reg_file_encoding.h"
#include "registry/value_codec.h"

namespace wr::reg {

namespace {

// regedit ends a line of hex bytes once it has reached this many characters.
constexpr size_t kHexLineChars = 77;

std::string escapeQuoted(std::string_view text) {
    std::string out;
    out.reserve(text.size() + 2);
    for (char c : text) {
        switch (c) {
        case '\\': out += "\\\\"; break;
        case '"': out += "\\\""; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        default: out.push_back(c);
        }
    }
    return out;
}

// True when "text" reads back as exactly these REG_SZ bytes.
bool isQuotableString(BytesView data) {
    std::string text = decodeString(data);
    return text.find_first_of("\r\n") == std::string::npos && encodeString(text) == data;
}

std::string hexTag(uint32_t type) {
    if (type == REG_BINARY) return "hex:";
    char buf[24];
    std::snprintf(buf, sizeof(buf), "hex(%x):", type);
    return buf;
}

// REGEDIT4 writes the UTF-16 text of these types as single-byte text.
Bytes hexBytesFor(uint32_t type, BytesView data, RegFileFlavor flavor) {
    if (flavor != RegFileFlavor::kRegedit4 || (type != REG_EXPAND_SZ && type != REG_MULTI_SZ)) return Bytes(data);
    return utf8ToAnsi(utf16leToUtf8(data));
}

void appendWrappedHex(std::string& out, BytesView bytes, size_t lineChars) {
    static constexpr char kDigits[] = "0123456789abcdef";
    for (size_t i = 0; i < bytes.size(); ++i) {
        auto b = static_cast<unsigned char>(bytes[i]);
        out.push_back(kDigits[b >> 4]);
        out.push_back(kDigits[b & 0xF]);
        if (i + 1 == bytes.size()) break;
        out.push_back(',');
        lineChars += 3;
        if (lineChars >= kHexLineChars) {
            out += "\\\r\n  ";
            lineChars = 2;
        }
    }
}

}  // namespace

std::string formatRegValue(std::string_view name, uint32_t type, BytesView data, RegFileFlavor flavor) {
    std::string line = name.empty() ? std::string("@=") : "\"" + escapeQuoted(name) + "\"=";
    if (type == REG_SZ && isQuotableString(data)) return line + "\"" + escapeQuoted(decodeString(data)) + "\"\r\n";
    if (type == REG_DWORD && data.size() == 4) {
        char buf[24];
        std::snprintf(buf, sizeof(buf), "dword:%08x\r\n", getFixed32(data.data()));
        return line + buf;
    }
    std::string tag = hexTag(type);
    size_t lineChars = utf16Length(line) + tag.size();
    line += tag;
    appendWrappedHex(line, hexBytesFor(type, data, flavor), lineChars);
    return line + "\r\n";
}

RegFileWriter::RegFileWriter(RegFileFlavor flavor) : flavor_(flavor) {
    if (flavor_ == RegFileFlavor::kUnicode) out_ = Bytes("\xFF\xFE", 2);
    append(flavor_ == RegFileFlavor::kRegedit4 ? "REGEDIT4\r\n" : "Windows Registry Editor Version 5.00\r\n");
}

void RegFileWriter::beginKey(std::string_view fullPath) { append("\r\n[" + std::string(fullPath) + "]\r\n"); }

void RegFileWriter::value(std::string_view name, uint32_t type, BytesView data) {
    append(formatRegValue(name, type, data, flavor_));
}

void RegFileWriter::finish() { append("\r\n"); }

Bytes RegFileWriter::take() {
    Bytes out;
    out.swap(out_);
    return out;
}

void RegFileWriter::append(std::string_view text) {
    switch (flavor_) {
    case RegFileFlavor::kUnicode: out_ += encodeRegText(text, RegTextEncoding::kUtf16le); break;
    case RegFileFlavor::kUtf8: out_ += text; break;
    case RegFileFlavor::kRegedit4: out_ += encodeRegText(text, RegTextEncoding::kAnsi); break;
    }
}

}  // namespace wr::reg
