#include "exchange/dump_bdb_text.h"

#include <charconv>
#include <string>

namespace wr::exchange {

namespace {

constexpr std::string_view kVersionLine = "VERSION=3";
constexpr std::string_view kHeaderEnd = "HEADER=END";
constexpr std::string_view kDataEnd = "DATA=END";
constexpr char kLowerHex[] = "0123456789abcdef";

void appendDataLine(Bytes& out, BytesView bytes, bool printable) {
    out.push_back(' ');
    if (!printable) {
        out += toHex(bytes);
        out.push_back('\n');
        return;
    }
    size_t plain = 0;  // start of the run of bytes that stand as themselves
    for (size_t i = 0; i < bytes.size(); ++i) {
        const auto b = static_cast<unsigned char>(bytes[i]);
        if (b >= 0x20 && b <= 0x7e && b != '\\') continue;
        out.append(bytes.substr(plain, i - plain));
        out.push_back('\\');
        if (b == '\\') {
            out.push_back('\\');
        } else {
            out.push_back(kLowerHex[b >> 4]);
            out.push_back(kLowerHex[b & 0xf]);
        }
        plain = i + 1;
    }
    out.append(bytes.substr(plain));
    out.push_back('\n');
}

// The bytes a data line's text (after its leading space) stands for, into
// `out`; false when the text is malformed.
bool decodeHex(std::string_view text, Bytes& out) {
    auto bytes = fromHex(text);
    if (!bytes) return false;
    out = std::move(*bytes);
    return true;
}

bool decodePrintable(std::string_view text, Bytes& out) {
    out.clear();
    out.reserve(text.size());
    while (!text.empty()) {
        const size_t slash = text.find('\\');
        out.append(text.substr(0, slash));
        if (slash == std::string_view::npos) break;
        if (text.substr(slash + 1, 1) == "\\") {
            out.push_back('\\');
            text.remove_prefix(slash + 2);
            continue;
        }
        const std::string_view digits = text.substr(slash + 1, 2);
        unsigned byte = 0;
        const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), byte, 16);
        if (digits.size() != 2 || error != std::errc() || end != digits.data() + 2) return false;
        out.push_back(static_cast<char>(byte));
        text.remove_prefix(slash + 3);
    }
    return true;
}

class BdbTextEncoder : public DumpEncoder {
public:
    explicit BdbTextEncoder(bool printable) : printable_(printable) {}

    void header(Bytes& out) override {
        out += kVersionLine;
        out += printable_ ? "\nformat=print\n" : "\nformat=bytevalue\n";
        out += "type=btree\n";
        out += kHeaderEnd;
        out += '\n';
    }
    void pair(Bytes& out, BytesView key, BytesView value) override {
        appendDataLine(out, key, printable_);
        appendDataLine(out, value, printable_);
    }
    void trailer(Bytes& out) override {
        out += kDataEnd;
        out += '\n';
    }

private:
    bool printable_;
};

// Reads the header up to HEADER=END; returns whether it says format=print.
Result<bool> readHeader(DumpInput& in) {
    std::string line;
    WR_ASSIGN_OR_RETURN(bool more, in.readLine(line));
    if (!more || line != kVersionLine) {
        return in.corruptionAt("line 1",
                               "not a db_dump file (it does not start with " + std::string(kVersionLine) + ")");
    }
    std::optional<bool> printable;
    while (true) {
        WR_ASSIGN_OR_RETURN(more, in.readLine(line));
        if (!more) {
            return in.corruptionAt("line " + std::to_string(in.line() + 1),
                                   "the file ends inside its header (no HEADER=END)");
        }
        const std::string where = "line " + std::to_string(in.line());
        if (line == kHeaderEnd) break;
        if (line == "format=bytevalue" || line == "format=print") {
            printable = line == "format=print";
        } else if (line.starts_with("format=")) {
            return in.corruptionAt(where, "unknown " + line + " (db_dump writes bytevalue or print)");
        } else if (line.starts_with("type=") && line != "type=btree" && line != "type=hash") {
            return in.corruptionAt(where, line +
                                              " is not supported: only btree and hash databases hold key-value "
                                              "pairs");
        }
    }
    if (!printable) return in.corruptionAt("line " + std::to_string(in.line()), "the header has no format= line");
    return *printable;
}

class BdbTextDecoder : public DumpDecoder {
public:
    BdbTextDecoder(DumpInput input, bool printable) : in_(std::move(input)), printable_(printable) {}

    Result<bool> next(Bytes& key, Bytes& value) override {
        if (ended_) return false;
        WR_ASSIGN_OR_RETURN(bool more, dataLine(key, "key"));
        if (!more) {
            WR_RETURN_IF_ERROR(checkNothingFollows());
            ended_ = true;
            return false;
        }
        const uint64_t keyLine = in_.line();
        WR_ASSIGN_OR_RETURN(more, dataLine(value, "value"));
        if (!more) {
            return in_.corruptionAt("line " + std::to_string(keyLine), "a key without its value line");
        }
        return true;
    }

private:
    // The next data line decoded into `out`; false at DATA=END.
    Result<bool> dataLine(Bytes& out, const char* what) {
        WR_ASSIGN_OR_RETURN(bool more, in_.readLine(line_));
        if (!more) {
            return in_.corruptionAt("line " + std::to_string(in_.line() + 1),
                                    "the file ends without DATA=END (it was cut short)");
        }
        const std::string where = "line " + std::to_string(in_.line());
        if (line_ == kDataEnd) return false;
        if (!line_.starts_with(' ')) {
            return in_.corruptionAt(where, std::string("a ") + what + " line must start with a space");
        }
        const std::string_view text = std::string_view(line_).substr(1);
        if (!(printable_ ? decodePrintable(text, out) : decodeHex(text, out))) {
            return in_.corruptionAt(
                where, printable_ ? "a backslash not followed by a backslash or two hex digits" : "bad hex");
        }
        return true;
    }

    Status checkNothingFollows() {
        while (true) {
            WR_ASSIGN_OR_RETURN(bool more, in_.readLine(line_));
            if (!more) return Status::ok();
            if (!line_.empty()) {
                return in_.corruptionAt("line " + std::to_string(in_.line()),
                                        "more after DATA=END (a dump of more than one database is not supported)");
            }
        }
    }

    DumpInput in_;
    bool printable_;
    std::string line_;
    bool ended_ = false;
};

}  // namespace

std::unique_ptr<DumpEncoder> makeBdbTextEncoder(bool printable) { return std::make_unique<BdbTextEncoder>(printable); }

Result<std::unique_ptr<DumpDecoder>> makeBdbTextDecoder(DumpInput input, bool printable) {
    WR_ASSIGN_OR_RETURN(bool filePrintable, readHeader(input));
    if (filePrintable != printable) {
        return input.corruptionAt("line " + std::to_string(input.line()),
                                  std::string("the file is in db_dump's ") +
                                      (filePrintable ? "printable form (db_dump-p)" : "hex form (db_dump)"));
    }
    return std::unique_ptr<DumpDecoder>(std::make_unique<BdbTextDecoder>(std::move(input), printable));
}

Result<bool> bdbTextIsPrintable(DumpInput& input) { return readHeader(input); }

bool looksLikeBdbText(BytesView start) { return start.starts_with("VERSION="); }

}  // namespace wr::exchange
