#include "bench/workloads/json.h"

#include <charconv>
#include <cmath>
#include <limits>

#include "util/json_string.h"

namespace wr::bench {

namespace {

const Json& nullJson() {
    static const Json null;
    return null;
}

const std::string& emptyString() {
    static const std::string empty;
    return empty;
}

void appendUtf8(std::string& out, uint32_t cp) {
    if (cp < 0x80) {
        out.push_back(char(cp));
    } else if (cp < 0x800) {
        out.push_back(char(0xC0 | (cp >> 6)));
        out.push_back(char(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
        out.push_back(char(0xE0 | (cp >> 12)));
        out.push_back(char(0x80 | ((cp >> 6) & 0x3F)));
        out.push_back(char(0x80 | (cp & 0x3F)));
    } else {
        out.push_back(char(0xF0 | (cp >> 18)));
        out.push_back(char(0x80 | ((cp >> 12) & 0x3F)));
        out.push_back(char(0x80 | ((cp >> 6) & 0x3F)));
        out.push_back(char(0x80 | (cp & 0x3F)));
    }
}

// Recursive-descent parser over the whole text; errors name the offset.
class Parser {
public:
    explicit Parser(std::string_view text) : text_(text) {}

    Result<Json> parseDocument() {
        WR_ASSIGN_OR_RETURN(Json value, parseValue(0));
        skipSpace();
        if (pos_ != text_.size()) return error("trailing characters after the JSON value");
        return value;
    }

private:
    static constexpr int kMaxDepth = 256;

    Status error(const std::string& what) const {
        return Status::invalidArgument("JSON: " + what + " at offset " + std::to_string(pos_));
    }

    void skipSpace() {
        while (pos_ < text_.size() &&
               (text_[pos_] == ' ' || text_[pos_] == '\n' || text_[pos_] == '\r' || text_[pos_] == '\t')) {
            ++pos_;
        }
    }

    bool consume(std::string_view word) {
        if (text_.substr(pos_, word.size()) != word) return false;
        pos_ += word.size();
        return true;
    }

    Result<Json> parseValue(int depth) {
        if (depth > kMaxDepth) return error("nesting deeper than 256 levels");
        skipSpace();
        if (pos_ >= text_.size()) return error("unexpected end of input");
        char c = text_[pos_];
        if (c == '{') return parseObject(depth);
        if (c == '[') return parseArray(depth);
        if (c == '"') {
            WR_ASSIGN_OR_RETURN(std::string s, parseString());
            return Json(std::move(s));
        }
        if (consume("true")) return Json(true);
        if (consume("false")) return Json(false);
        if (consume("null")) return Json();
        return parseNumber();
    }

    Result<Json> parseObject(int depth) {
        ++pos_;
        Json obj = Json::object();
        skipSpace();
        if (pos_ < text_.size() && text_[pos_] == '}') {
            ++pos_;
            return obj;
        }
        while (true) {
            skipSpace();
            if (pos_ >= text_.size() || text_[pos_] != '"') return error("expected a member name");
            WR_ASSIGN_OR_RETURN(std::string key, parseString());
            skipSpace();
            if (pos_ >= text_.size() || text_[pos_] != ':') return error("expected ':'");
            ++pos_;
            WR_ASSIGN_OR_RETURN(Json value, parseValue(depth + 1));
            obj[key] = std::move(value);
            skipSpace();
            if (pos_ < text_.size() && text_[pos_] == ',') {
                ++pos_;
                continue;
            }
            if (pos_ < text_.size() && text_[pos_] == '}') {
                ++pos_;
                return obj;
            }
            return error("expected ',' or '}'");
        }
    }

    Result<Json> parseArray(int depth) {
        ++pos_;
        Json arr = Json::array();
        skipSpace();
        if (pos_ < text_.size() && text_[pos_] == ']') {
            ++pos_;
            return arr;
        }
        while (true) {
            WR_ASSIGN_OR_RETURN(Json value, parseValue(depth + 1));
            arr.push(std::move(value));
            skipSpace();
            if (pos_ < text_.size() && text_[pos_] == ',') {
                ++pos_;
                continue;
            }
            if (pos_ < text_.size() && text_[pos_] == ']') {
                ++pos_;
                return arr;
            }
            return error("expected ',' or ']'");
        }
    }

    Result<uint32_t> parseHex4() {
        if (pos_ + 4 > text_.size()) return error("truncated \\u escape");
        uint32_t v = 0;
        auto [ptr, ec] = std::from_chars(text_.data() + pos_, text_.data() + pos_ + 4, v, 16);
        if (ec != std::errc() || ptr != text_.data() + pos_ + 4) return error("bad \\u escape");
        pos_ += 4;
        return v;
    }

    Result<std::string> parseString() {
        ++pos_;
        std::string out;
        while (pos_ < text_.size()) {
            char c = text_[pos_++];
            if (c == '"') return out;
            if (c != '\\') {
                out.push_back(c);
                continue;
            }
            if (pos_ >= text_.size()) break;
            char e = text_[pos_++];
            switch (e) {
            case '"': out.push_back('"'); break;
            case '\\': out.push_back('\\'); break;
            case '/': out.push_back('/'); break;
            case 'b': out.push_back('\b'); break;
            case 'f': out.push_back('\f'); break;
            case 'n': out.push_back('\n'); break;
            case 'r': out.push_back('\r'); break;
            case 't': out.push_back('\t'); break;
            case 'u': {
                WR_ASSIGN_OR_RETURN(uint32_t cp, parseHex4());
                if (cp >= 0xD800 && cp < 0xDC00 && consume("\\u")) {
                    WR_ASSIGN_OR_RETURN(uint32_t low, parseHex4());
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                }
                appendUtf8(out, cp);
                break;
            }
            default: return error("unknown escape");
            }
        }
        return error("unterminated string");
    }

    Result<Json> parseNumber() {
        size_t start = pos_;
        bool isInteger = true;
        if (pos_ < text_.size() && text_[pos_] == '-') ++pos_;
        while (pos_ < text_.size()) {
            char c = text_[pos_];
            if (c >= '0' && c <= '9') {
                ++pos_;
            } else if (c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-') {
                isInteger = false;
                ++pos_;
            } else {
                break;
            }
        }
        std::string_view token = text_.substr(start, pos_ - start);
        if (token.empty() || token == "-") return error("expected a value");
        const char* first = token.data();
        const char* last = token.data() + token.size();
        if (isInteger) {
            int64_t i = 0;
            auto [p1, e1] = std::from_chars(first, last, i);
            if (e1 == std::errc() && p1 == last) return Json(i);
            uint64_t u = 0;
            auto [p2, e2] = std::from_chars(first, last, u);
            if (e2 == std::errc() && p2 == last) return Json(u);
        }
        double d = 0;
        auto [p3, e3] = std::from_chars(first, last, d);
        if (e3 != std::errc() || p3 != last) return error("malformed number '" + std::string(token) + "'");
        return Json(d);
    }

    std::string_view text_;
    size_t pos_ = 0;
};

}  // namespace

Json::Json(uint64_t v) {
    if (v <= static_cast<uint64_t>(std::numeric_limits<int64_t>::max())) {
        type_ = Type::kInt;
        int_ = static_cast<int64_t>(v);
    } else {
        type_ = Type::kUint;
        uint_ = v;
    }
}

double Json::asDouble(double fallback) const {
    switch (type_) {
    case Type::kInt: return static_cast<double>(int_);
    case Type::kUint: return static_cast<double>(uint_);
    case Type::kDouble: return double_;
    default: return fallback;
    }
}

int64_t Json::asInt(int64_t fallback) const {
    switch (type_) {
    case Type::kInt: return int_;
    case Type::kDouble: return std::isfinite(double_) ? static_cast<int64_t>(double_) : fallback;
    default: return fallback;
    }
}

uint64_t Json::asUint(uint64_t fallback) const {
    switch (type_) {
    case Type::kInt: return int_ >= 0 ? static_cast<uint64_t>(int_) : fallback;
    case Type::kUint: return uint_;
    case Type::kDouble: return double_ >= 0 && std::isfinite(double_) ? static_cast<uint64_t>(double_) : fallback;
    default: return fallback;
    }
}

const std::string& Json::asString() const { return type_ == Type::kString ? string_ : emptyString(); }

size_t Json::size() const {
    if (type_ == Type::kArray) return items_.size();
    if (type_ == Type::kObject) return members_.size();
    return 0;
}

Json& Json::push(Json value) {
    if (type_ != Type::kArray) *this = array();
    items_.push_back(std::move(value));
    return items_.back();
}

Json& Json::operator[](std::string_view key) {
    if (type_ != Type::kObject) *this = object();
    for (auto& [k, v] : members_) {
        if (k == key) return v;
    }
    members_.emplace_back(std::string(key), Json());
    return members_.back().second;
}

const Json& Json::get(std::string_view key) const {
    for (const auto& [k, v] : members_) {
        if (k == key) return v;
    }
    return nullJson();
}

bool Json::has(std::string_view key) const {
    for (const auto& [k, v] : members_) {
        if (k == key) return true;
    }
    return false;
}

void Json::dumpTo(std::string& out, int indent, int depth) const {
    auto newline = [&](int d) {
        if (indent < 0) return;
        out.push_back('\n');
        out.append(static_cast<size_t>(indent * d), ' ');
    };
    switch (type_) {
    case Type::kNull: out += "null"; break;
    case Type::kBool: out += bool_ ? "true" : "false"; break;
    case Type::kInt: out += std::to_string(int_); break;
    case Type::kUint: out += std::to_string(uint_); break;
    case Type::kDouble: {
        if (!std::isfinite(double_)) {
            out += "null";  // JSON has no NaN or infinity
            break;
        }
        char buf[32];
        auto [ptr, ec] = std::to_chars(buf, buf + sizeof(buf), double_);
        std::string_view text(buf, static_cast<size_t>(ptr - buf));
        out += text;
        // Keep a double a double when read back.
        if (text.find_first_of(".eE") == std::string_view::npos) out += ".0";
        break;
    }
    case Type::kString: appendJsonString(out, string_); break;
    case Type::kArray:
        out.push_back('[');
        for (size_t i = 0; i < items_.size(); ++i) {
            if (i > 0) out.push_back(',');
            newline(depth + 1);
            items_[i].dumpTo(out, indent, depth + 1);
        }
        if (!items_.empty()) newline(depth);
        out.push_back(']');
        break;
    case Type::kObject:
        out.push_back('{');
        for (size_t i = 0; i < members_.size(); ++i) {
            if (i > 0) out.push_back(',');
            newline(depth + 1);
            appendJsonString(out, members_[i].first);
            out += indent < 0 ? ":" : ": ";
            members_[i].second.dumpTo(out, indent, depth + 1);
        }
        if (!members_.empty()) newline(depth);
        out.push_back('}');
        break;
    }
}

std::string Json::dump(int indent) const {
    std::string out;
    dumpTo(out, indent, 0);
    return out;
}

Result<Json> Json::parse(std::string_view text) { return Parser(text).parseDocument(); }

bool Json::operator==(const Json& other) const {
    if (isNumber() && other.isNumber()) {
        if (type_ == other.type_) {
            return type_ == Type::kInt    ? int_ == other.int_
                   : type_ == Type::kUint ? uint_ == other.uint_
                                          : double_ == other.double_;
        }
        return asDouble() == other.asDouble();
    }
    if (type_ != other.type_) return false;
    switch (type_) {
    case Type::kNull: return true;
    case Type::kBool: return bool_ == other.bool_;
    case Type::kString: return string_ == other.string_;
    case Type::kArray: return items_ == other.items_;
    case Type::kObject: return members_ == other.members_;
    default: return false;
    }
}

}  // namespace wr::bench
