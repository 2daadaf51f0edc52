#include "bench/workloads/json_document.h"

#include <cmath>

namespace wr::bench {

namespace {

const Json& shared(Json::value_t type) {
    static const Json null;
    static const Json array = Json::array();
    static const Json object = Json::object();
    return type == Json::value_t::array ? array : type == Json::value_t::object ? object : null;
}

}  // namespace

Result<Json> parseJson(std::string_view text) {
    try {
        return Json::parse(text);
    } catch (const Json::parse_error& e) {
        return Status::invalidArgument(std::string("JSON: ") + e.what());
    }
}

std::string dumpJson(const Json& value, int indent) {
    return value.dump(indent, ' ', false, Json::error_handler_t::replace);
}

const Json& member(const Json& object, std::string_view key) {
    if (!object.is_object()) return shared(Json::value_t::null);
    auto it = object.find(key);
    return it == object.end() ? shared(Json::value_t::null) : *it;
}

const Json& itemsOf(const Json& value) {
    return value.is_array() || value.is_object() ? value : shared(Json::value_t::array);
}

const Json& objectOf(const Json& value) { return value.is_object() ? value : shared(Json::value_t::object); }

double numberOr(const Json& value, double fallback) { return value.is_number() ? value.get<double>() : fallback; }

int64_t intOr(const Json& value, int64_t fallback) {
    if (value.is_number_integer()) {
        if (value.is_number_unsigned() && value.get<uint64_t>() > uint64_t(INT64_MAX)) return fallback;
        return value.get<int64_t>();
    }
    if (value.is_number_float() && std::isfinite(value.get<double>())) return static_cast<int64_t>(value.get<double>());
    return fallback;
}

uint64_t uintOr(const Json& value, uint64_t fallback) {
    if (value.is_number_unsigned()) return value.get<uint64_t>();
    if (value.is_number_integer()) return value.get<int64_t>() >= 0 ? value.get<uint64_t>() : fallback;
    if (value.is_number_float()) {
        double d = value.get<double>();
        return d >= 0 && std::isfinite(d) ? static_cast<uint64_t>(d) : fallback;
    }
    return fallback;
}

bool boolOr(const Json& value, bool fallback) { return value.is_boolean() ? value.get<bool>() : fallback; }

const std::string& textOf(const Json& value) {
    static const std::string empty;
    return value.is_string() ? value.get_ref<const std::string&>() : empty;
}

}  // namespace wr::bench
