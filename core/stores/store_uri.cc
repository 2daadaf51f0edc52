#include "stores/store_uri.h"

#include <algorithm>
#include <charconv>

namespace wr::kv {

namespace {

bool isNameChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

bool isSchemeChar(char c) { return isNameChar(c) || c == '+' || c == '-' || c == '.'; }

int hexDigit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

Result<std::string> unescape(std::string_view v, std::string_view param) {
    std::string out;
    for (size_t i = 0; i < v.size(); ++i) {
        if (v[i] != '%') {
            out.push_back(v[i]);
            continue;
        }
        int hi = i + 2 < v.size() + 0 ? hexDigit(v[i + 1]) : -1;
        int lo = i + 2 < v.size() + 0 ? hexDigit(v[i + 2]) : -1;
        if (i + 2 >= v.size() || hi < 0 || lo < 0) {
            return Status::invalidArgument("store URI parameter '" + std::string(param) +
                                           "' has a '%' not followed by two hex digits");
        }
        out.push_back(static_cast<char>(hi << 4 | lo));
        i += 2;
    }
    return out;
}

std::string escape(std::string_view v) {
    std::string out;
    for (char c : v) {
        if (c == '%')
            out += "%25";
        else if (c == ';')
            out += "%3B";
        else if (c == '=')
            out += "%3D";
        else
            out.push_back(c);
    }
    return out;
}

Status badParam(std::string_view name, std::string_view expected, std::string_view got) {
    return Status::invalidArgument("store URI parameter '" + std::string(name) + "' must be " + std::string(expected) +
                                   ", got '" + std::string(got) + "'");
}

}  // namespace

Result<StoreUri> StoreUri::parse(std::string_view text) {
    size_t colon = text.find(':');
    if (colon == std::string_view::npos || colon == 0) {
        return Status::invalidArgument("'" + std::string(text) +
                                       "' is not a store URI: expected scheme:name=value;... (e.g. zdb:dir=/tmp/z)");
    }
    std::string_view scheme = text.substr(0, colon);
    if (!std::all_of(scheme.begin(), scheme.end(), isSchemeChar)) {
        return Status::invalidArgument("store URI scheme '" + std::string(scheme) +
                                       "' has characters other than letters, digits and + - . _");
    }
    StoreUri uri{std::string(scheme)};
    std::string_view rest = text.substr(colon + 1);
    while (!rest.empty()) {
        size_t semi = rest.find(';');
        std::string_view item = rest.substr(0, semi);
        rest = semi == std::string_view::npos ? std::string_view{} : rest.substr(semi + 1);
        if (semi != std::string_view::npos && rest.empty()) {
            return Status::invalidArgument("store URI '" + std::string(text) + "' ends with ';'");
        }
        size_t eq = item.find('=');
        if (eq == std::string_view::npos || eq == 0) {
            return Status::invalidArgument("store URI parameter '" + std::string(item) + "' is not name=value");
        }
        std::string_view name = item.substr(0, eq);
        if (!std::all_of(name.begin(), name.end(), isNameChar)) {
            return Status::invalidArgument("store URI parameter name '" + std::string(name) +
                                           "' may hold only letters, digits and '_'");
        }
        if (uri.has(name)) {
            return Status::invalidArgument("store URI parameter '" + std::string(name) + "' is given twice");
        }
        WR_ASSIGN_OR_RETURN(std::string value, unescape(item.substr(eq + 1), name));
        uri.params_.emplace_back(std::string(name), std::move(value));
    }
    return uri;
}

std::string StoreUri::toString() const {
    std::string out = scheme_ + ":";
    for (size_t i = 0; i < params_.size(); ++i) {
        if (i > 0) out += ';';
        out += params_[i].first;
        out += '=';
        out += escape(params_[i].second);
    }
    return out;
}

bool StoreUri::has(std::string_view name) const { return get(name).has_value(); }

std::optional<std::string> StoreUri::get(std::string_view name) const {
    for (const auto& [n, v] : params_) {
        if (n == name) return v;
    }
    return std::nullopt;
}

StoreUri& StoreUri::set(std::string_view name, std::string_view value) {
    for (auto& [n, v] : params_) {
        if (n == name) {
            v = std::string(value);
            return *this;
        }
    }
    params_.emplace_back(std::string(name), std::string(value));
    return *this;
}

StoreUri& StoreUri::remove(std::string_view name) {
    std::erase_if(params_, [&](const auto& p) { return p.first == name; });
    return *this;
}

Result<std::string> StoreUri::getString(std::string_view name, std::optional<std::string> fallback) const {
    if (auto v = get(name)) return *v;
    if (fallback) return *fallback;
    return Status::invalidArgument("store URI '" + toString() + "' needs the parameter '" + std::string(name) + "'");
}

Result<int64_t> StoreUri::getInt(std::string_view name, int64_t min, int64_t max,
                                 std::optional<int64_t> fallback) const {
    auto v = get(name);
    std::string expected = "an integer from " + std::to_string(min) + " to " + std::to_string(max);
    if (!v) {
        if (fallback) return *fallback;
        return Status::invalidArgument("store URI '" + toString() + "' needs the parameter '" + std::string(name) +
                                       "' (" + expected + ")");
    }
    int64_t out = 0;
    auto [ptr, ec] = std::from_chars(v->data(), v->data() + v->size(), out);
    if (ec != std::errc() || ptr != v->data() + v->size() || out < min || out > max) {
        return badParam(name, expected, *v);
    }
    return out;
}

Result<bool> StoreUri::getBool(std::string_view name, std::optional<bool> fallback) const {
    auto v = get(name);
    if (!v) {
        if (fallback) return *fallback;
        return Status::invalidArgument("store URI '" + toString() + "' needs the parameter '" + std::string(name) +
                                       "'");
    }
    if (*v == "1" || *v == "true" || *v == "yes" || *v == "on") return true;
    if (*v == "0" || *v == "false" || *v == "no" || *v == "off") return false;
    return badParam(name, "true or false", *v);
}

Result<std::string> StoreUri::getChoice(std::string_view name, const std::vector<std::string>& choices,
                                        std::optional<std::string> fallback) const {
    auto v = get(name);
    if (!v) {
        if (fallback) return *fallback;
        return Status::invalidArgument("store URI '" + toString() + "' needs the parameter '" + std::string(name) +
                                       "'");
    }
    if (std::find(choices.begin(), choices.end(), *v) != choices.end()) return *v;
    std::string expected = "one of ";
    for (size_t i = 0; i < choices.size(); ++i) expected += (i ? ", " : "") + choices[i];
    return badParam(name, expected, *v);
}

Status StoreUri::checkKnown(const std::vector<std::string>& known) const {
    for (const auto& [n, v] : params_) {
        if (std::find(known.begin(), known.end(), n) == known.end()) {
            std::string list;
            for (size_t i = 0; i < known.size(); ++i) list += (i ? ", " : "") + known[i];
            return Status::invalidArgument(scheme_ + " store URIs have no parameter '" + n + "' (known: " + list + ")");
        }
    }
    return Status::ok();
}

}  // namespace wr::kv
