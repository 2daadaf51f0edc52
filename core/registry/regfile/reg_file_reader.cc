#include "registry/regfile/reg_file_reader.h"

#include "registry/names.h"
#include "registry/regfile/reg_file_encoding.h"
#include "registry/registry.h"
#include "registry/value_codec.h"
#include "util/file.h"

namespace wr::reg {

namespace {

constexpr std::string_view kHeaderVersion5 = "Windows Registry Editor Version 5.00";
constexpr std::string_view kHeaderRegedit4 = "REGEDIT4";

bool isBlank(char c) { return c == ' ' || c == '\t'; }

std::string_view trimLeft(std::string_view s) {
    while (!s.empty() && isBlank(s.front())) s.remove_prefix(1);
    return s;
}

std::string_view trim(std::string_view s) {
    s = trimLeft(s);
    while (!s.empty() && isBlank(s.back())) s.remove_suffix(1);
    return s;
}

int hexDigit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

bool startsWithNoCase(std::string_view s, std::string_view prefix) {
    if (s.size() < prefix.size()) return false;
    for (size_t i = 0; i < prefix.size(); ++i) {
        char a = s[i];
        if (a >= 'A' && a <= 'Z') a = static_cast<char>(a - 'A' + 'a');
        if (a != prefix[i]) return false;
    }
    return true;
}

// The start of a line for a message, cut so a huge hex line stays readable.
std::string excerpt(std::string_view s) {
    constexpr size_t kMax = 40;
    return s.size() <= kMax ? std::string(s) : std::string(s.substr(0, kMax)) + "...";
}

// How many hex digits `in` starts with.
size_t countHexDigits(std::string_view in) {
    size_t n = 0;
    while (n < in.size() && hexDigit(in[n]) >= 0) ++n;
    return n;
}

uint64_t hexValue(std::string_view digits) {
    uint64_t v = 0;
    for (char c : digits) v = v << 4 | static_cast<uint64_t>(hexDigit(c));
    return v;
}

struct Line {
    std::string_view text;
    int number;
};

// CRLF, LF and a lone CR all end a line, as regedit reads them.
std::vector<Line> splitLines(std::string_view text) {
    std::vector<Line> lines;
    int number = 1;
    size_t start = 0;
    for (size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '\r' && text[i] != '\n') continue;
        lines.push_back({text.substr(start, i - start), number++});
        if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
        start = i + 1;
    }
    if (start < text.size()) lines.push_back({text.substr(start), number});
    return lines;
}

class Parser {
public:
    Parser(std::string_view text, RegFile& file) : lines_(splitLines(text)), file_(file) {}

    Status run() {
        WR_RETURN_IF_ERROR(readHeader());
        WR_RETURN_IF_ERROR(rejectNulCharacters());
        while (next_ < lines_.size()) {
            const Line& line = lines_[next_++];
            std::string_view s = trim(line.text);
            if (s.empty() || s.front() == ';' || s.front() == '#') continue;
            if (s.front() == '[') {
                WR_RETURN_IF_ERROR(readKey(s, line.number));
            } else if (s.front() == '"' || s.front() == '@') {
                WR_RETURN_IF_ERROR(readValue(s, line.number));
            } else {
                return fail(line.number, "cannot read '" + excerpt(s) +
                                             "': expected [key], [-key], \"name\"=value, @=value, a ; comment "
                                             "or a blank line");
            }
        }
        return Status::ok();
    }

    int errorLine() const { return errorLine_; }

private:
    Status fail(int line, const std::string& what) {
        errorLine_ = line;
        return Status::invalidArgument(file_.location(line) + ": " + what);
    }

    Status readHeader() {
        if (lines_.empty()) {
            return fail(1, "the file is empty; a .reg file starts with '" + std::string(kHeaderVersion5) + "' or '" +
                               std::string(kHeaderRegedit4) + "'");
        }
        std::string_view header = trim(lines_[0].text);
        next_ = 1;
        if (header == kHeaderVersion5) {
            file_.format = RegFormat::kVersion5;
        } else if (header == kHeaderRegedit4) {
            file_.format = RegFormat::kRegedit4;
        } else {
            return fail(1, "unknown header '" + excerpt(header) + "': expected '" + std::string(kHeaderVersion5) +
                               "' or '" + std::string(kHeaderRegedit4) + "'");
        }
        return Status::ok();
    }

    Status rejectNulCharacters() {
        for (const Line& line : lines_) {
            if (line.text.find('\0') != std::string_view::npos) {
                return fail(line.number, "the line holds a NUL character, which no .reg file contains");
            }
        }
        return Status::ok();
    }

    // Only blanks or a "; comment" may follow what ends at `rest`.
    Status expectEnd(std::string_view rest, int line, std::string_view after) {
        rest = trimLeft(rest);
        if (rest.empty() || rest.front() == ';') return Status::ok();
        return fail(line, "unexpected text '" + excerpt(rest) + "' after " + std::string(after));
    }

    Status readKey(std::string_view s, int line) {
        size_t close = s.rfind(']');
        if (close == std::string_view::npos) return fail(line, "the key line '" + excerpt(s) + "' has no closing ']'");
        WR_RETURN_IF_ERROR(expectEnd(s.substr(close + 1), line, "the key's closing ']'"));
        std::string_view path = s.substr(1, close - 1);
        bool remove = !path.empty() && path.front() == '-';
        if (remove) path.remove_prefix(1);
        if (path.empty()) return fail(line, "the key line '" + std::string(s.substr(0, close + 1)) + "' names no key");
        auto parts = splitPath(path);
        if (!parts) return fail(line, parts.status().message());
        for (std::string_view name : *parts) {
            if (Status st = validateKeyName(name); !st) return fail(line, st.message());
        }
        RegOperation op;
        op.kind = remove ? RegOperation::Kind::kDeleteKey : RegOperation::Kind::kKey;
        op.line = line;
        op.keyPath = std::string(path);
        currentKey_ = op.keyPath;
        inKey_ = !remove;
        sawKey_ = true;
        file_.operations.push_back(std::move(op));
        return Status::ok();
    }

    Status readValue(std::string_view s, int line) {
        if (!inKey_) {
            return fail(line, sawKey_ ? "the value follows a [-key] deletion, so it has no key to go into"
                                      : "the value comes before any [key] line");
        }
        RegOperation op;
        op.line = line;
        op.keyPath = currentKey_;
        std::string_view in = s;
        if (in.front() == '@') {
            in.remove_prefix(1);
        } else {
            auto name = readQuoted(in, line, "value name");
            if (!name) return name.status();
            op.valueName = std::move(name).value();
        }
        if (Status st = validateValueName(op.valueName); !st) return fail(line, st.message());
        in = trimLeft(in);
        if (in.empty() || in.front() != '=') return fail(line, "expected '=' after the value name");
        in = trimLeft(in.substr(1));
        WR_RETURN_IF_ERROR(readData(in, line, op));
        file_.operations.push_back(std::move(op));
        return Status::ok();
    }

    Status readData(std::string_view in, int line, RegOperation& op) {
        op.kind = RegOperation::Kind::kSetValue;
        if (!in.empty() && in.front() == '-') {
            op.kind = RegOperation::Kind::kDeleteValue;
            return expectEnd(in.substr(1), line, "'-' (a value deletion)");
        }
        if (!in.empty() && in.front() == '"') {
            auto text = readQuoted(in, line, "string");
            if (!text) return text.status();
            op.type = REG_SZ;
            op.data = encodeString(*text);
            return expectEnd(in, line, "the string's closing quote");
        }
        if (startsWithNoCase(in, "dword:")) return readDword(in.substr(6), line, op);
        if (startsWithNoCase(in, "hex")) return readHex(in.substr(3), line, op);
        return fail(line,
                    "unknown value data '" + excerpt(in) + "': expected \"text\", dword:, hex:, hex(N): or - (delete)");
    }

    Status readDword(std::string_view in, int line, RegOperation& op) {
        in = trimLeft(in);
        size_t digits = countHexDigits(in);
        if (digits == 0) return fail(line, "dword: needs one to eight hex digits, found '" + excerpt(in) + "'");
        if (digits > 8) {
            return fail(line, "dword:" + excerpt(in.substr(0, digits)) + " has more than eight hex digits");
        }
        op.type = REG_DWORD;
        op.data = encodeDword(static_cast<uint32_t>(hexValue(in.substr(0, digits))));
        return expectEnd(in.substr(digits), line, "the dword value");
    }

    // After "hex": either ":" (REG_BINARY) or "(N):" with N a hex type number.
    Status readHex(std::string_view in, int line, RegOperation& op) {
        op.type = REG_BINARY;
        if (!in.empty() && in.front() == '(') {
            size_t digits = countHexDigits(in.substr(1));
            if (digits == 0 || digits > 8 || in.substr(1 + digits, 2) != "):") {
                return fail(line, "bad value type in '" + excerpt(in) +
                                      "': expected hex(N): with N a hex number "
                                      "of up to eight digits");
            }
            op.type = static_cast<uint32_t>(hexValue(in.substr(1, digits)));
            in.remove_prefix(digits + 3);
        } else if (!in.empty() && in.front() == ':') {
            in.remove_prefix(1);
        } else {
            return fail(line, "expected 'hex:' or 'hex(N):' at 'hex" + excerpt(in) + "'");
        }
        auto bytes = readHexList(in, line);
        if (!bytes) return bytes.status();
        op.data = std::move(bytes).value();
        // REGEDIT4 keeps these two types as single-byte text; the registry holds UTF-16LE.
        if (file_.format == RegFormat::kRegedit4 && (op.type == REG_EXPAND_SZ || op.type == REG_MULTI_SZ)) {
            op.data = utf8ToUtf16le(singleByteTextToUtf8(op.data));
        }
        return Status::ok();
    }

    // Comma-separated bytes of one or two hex digits. A line ending in ",\"
    // continues on the next line that is neither blank nor a ; comment.
    Result<Bytes> readHexList(std::string_view in, int line) {
        Bytes out;
        bool expectByte = true;  // at the start and after each comma
        int current = line;
        while (true) {
            in = trimLeft(in);
            if (in.empty() || in.front() == ';') return out;
            char c = in.front();
            if (c == '\\') {
                if (!expectByte) return fail(current, "expected ',' before the line continuation '\\'");
                WR_RETURN_IF_ERROR(expectEnd(in.substr(1), current, "the line continuation '\\'"));
                auto nextLine = continuationLine(current);
                if (!nextLine) return nextLine.status();
                in = nextLine->text;
                current = nextLine->number;
            } else if (c == ',') {
                if (expectByte) return fail(current, "a hex byte is missing before ','");
                expectByte = true;
                in.remove_prefix(1);
            } else if (hexDigit(c) >= 0) {
                if (!expectByte) return fail(current, "expected ',' between hex bytes at '" + excerpt(in) + "'");
                size_t digits = countHexDigits(in);
                if (digits > 2) {
                    return fail(current, "'" + excerpt(in.substr(0, digits)) +
                                             "' is not a byte: hex bytes have one or two digits");
                }
                out.push_back(static_cast<char>(hexValue(in.substr(0, digits))));
                in.remove_prefix(digits);
                expectByte = false;
            } else {
                return fail(current, "bad hex data at '" + excerpt(in) + "': expected hex bytes separated by commas");
            }
        }
    }

    Result<Line> continuationLine(int from) {
        while (next_ < lines_.size()) {
            const Line& line = lines_[next_++];
            std::string_view s = trim(line.text);
            if (s.empty() || s.front() == ';') continue;
            return Line{s, line.number};
        }
        return fail(from, "the hex data continues ('\\' at the end of the line) past the end of the file");
    }

    // A quoted string at the front of `in`, unescaped; `in` moves past its closing quote.
    Result<std::string> readQuoted(std::string_view& in, int line, std::string_view what) {
        // Find the closing quote first: a string that never ends (a file of one
        // endless line) is refused before anything is copied.
        size_t end = 1;
        while (end < in.size() && in[end] != '"') end += in[end] == '\\' ? 2 : 1;
        if (end >= in.size()) return fail(line, "unterminated " + std::string(what) + ": the closing quote is missing");
        std::string out;
        out.reserve(end - 1);
        for (size_t i = 1; i < in.size(); ++i) {
            char c = in[i];
            if (c == '"') {
                in.remove_prefix(i + 1);
                return out;
            }
            if (c != '\\') {
                out.push_back(c);
                continue;
            }
            if (++i == in.size()) break;
            switch (in[i]) {
            case '\\': out.push_back('\\'); break;
            case '"': out.push_back('"'); break;
            case 'n': out.push_back('\n'); break;
            case 'r': out.push_back('\r'); break;
            default:
                return fail(line, "unknown escape '\\" + std::string(1, in[i]) + "' in the " + std::string(what) +
                                      ": write a backslash as \\\\ and a quote as \\\"");
            }
        }
        return fail(line, "unterminated " + std::string(what) + ": the closing quote is missing");
    }

    std::vector<Line> lines_;
    size_t next_ = 0;
    RegFile& file_;
    std::string currentKey_;
    bool inKey_ = false;   // values go into currentKey_
    bool sawKey_ = false;  // some [key] or [-key] line came before
    int errorLine_ = 0;
};

Result<RegFile> parseDecoded(Result<DecodedRegText> text, std::string_view source, int* errorLine) {
    if (errorLine) *errorLine = 0;
    RegFile out;
    out.source = std::string(source);
    if (!text) return text.status();
    out.encoding = text->encoding;
    Parser parser(text->utf8, out);
    if (Status st = parser.run(); !st) {
        if (errorLine) *errorLine = parser.errorLine();
        return st;
    }
    return out;
}

}  // namespace

Result<RegFile> parseRegFile(BytesView file, std::string_view source, int* errorLine) {
    return parseDecoded(decodeRegText(Bytes(file), source), source, errorLine);
}

Result<RegFile> readRegFile(const std::filesystem::path& path, int* errorLine) {
    if (errorLine) *errorLine = 0;
    auto bytes = readWholeFile(path);
    if (!bytes) return bytes.status();
    const std::string source = path.string();
    return parseDecoded(decodeRegText(std::move(bytes).value(), source), source, errorLine);
}

}  // namespace wr::reg
