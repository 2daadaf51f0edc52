#include "exchange/dump_ldb_hex.h"

#include <charconv>
#include <string>

namespace wr::exchange {

namespace {

constexpr std::string_view kHexPrefix = "0x";
constexpr std::string_view kArrow = " ==> ";
constexpr std::string_view kCountPrefix = "Keys in range: ";
constexpr char kHexDigits[] = "0123456789ABCDEF";

void appendHex(Bytes& out, BytesView bytes) {
    out += kHexPrefix;
    size_t at = out.size();
    out.resize(at + 2 * bytes.size());
    for (char c : bytes) {
        const auto b = static_cast<unsigned char>(c);
        out[at++] = kHexDigits[b >> 4];
        out[at++] = kHexDigits[b & 0xf];
    }
}

class LdbHexEncoder : public DumpEncoder {
public:
    void header(Bytes&) override {}
    void pair(Bytes& out, BytesView key, BytesView value) override {
        appendHex(out, key);
        out += kArrow;
        appendHex(out, value);
        out.push_back('\n');
    }
    void trailer(Bytes&) override {}
};

// "0x..." decoded into `out`; false when it is not.
bool decodeHex(std::string_view text, Bytes& out) {
    if (!text.starts_with(kHexPrefix)) return false;
    auto bytes = fromHex(text.substr(kHexPrefix.size()));
    if (!bytes) return false;
    out = std::move(*bytes);
    return true;
}

class LdbHexDecoder : public DumpDecoder {
public:
    explicit LdbHexDecoder(DumpInput input) : in_(std::move(input)) {}

    Result<bool> next(Bytes& key, Bytes& value) override {
        if (ended_) return false;
        WR_ASSIGN_OR_RETURN(bool more, in_.readLine(line_));
        if (!more) {
            ended_ = true;
            return false;
        }
        const std::string where = "line " + std::to_string(in_.line());
        if (line_.starts_with(kCountPrefix)) {
            WR_RETURN_IF_ERROR(checkCount(where));
            ended_ = true;
            return false;
        }
        const size_t arrow = line_.find(kArrow);
        const std::string_view text(line_);
        if (arrow == std::string::npos) {
            return in_.corruptionAt(where, "not a \"0xKEY ==> 0xVALUE\" line");
        }
        if (!decodeHex(text.substr(0, arrow), key) || !decodeHex(text.substr(arrow + kArrow.size()), value)) {
            return in_.corruptionAt(where, "bad hex (each side is 0x and an even number of hex digits)");
        }
        ++pairs_;
        return true;
    }

private:
    // The "Keys in range: N" line `ldb dump` ends with: N must be the pairs
    // read, and nothing may follow it.
    Status checkCount(const std::string& where) {
        const std::string_view digits = std::string_view(line_).substr(kCountPrefix.size());
        uint64_t counted = 0;
        const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), counted);
        if (error != std::errc() || end != digits.data() + digits.size()) {
            return in_.corruptionAt(where, "a count line without a count");
        }
        if (counted != pairs_) {
            return in_.corruptionAt(
                where, "ldb counted " + std::to_string(counted) + " keys; the file holds " + std::to_string(pairs_));
        }
        WR_ASSIGN_OR_RETURN(bool more, in_.readLine(line_));
        if (more) return in_.corruptionAt("line " + std::to_string(in_.line()), "more after the count line");
        return Status::ok();
    }

    DumpInput in_;
    std::string line_;
    uint64_t pairs_ = 0;
    bool ended_ = false;
};

}  // namespace

std::unique_ptr<DumpEncoder> makeLdbHexEncoder() { return std::make_unique<LdbHexEncoder>(); }

std::unique_ptr<DumpDecoder> makeLdbHexDecoder(DumpInput input) {
    return std::make_unique<LdbHexDecoder>(std::move(input));
}

bool looksLikeLdbHex(BytesView start) { return start.starts_with(kHexPrefix) || start.starts_with(kCountPrefix); }

}  // namespace wr::exchange
