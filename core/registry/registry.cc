#include "registry/registry.h"

#include "registry/value_codec.h"

namespace wr::reg {

Status Registry::setValueText(const Key& key, std::string_view name, std::string_view utf8) {
    return setValue(key, name, REG_SZ, encodeString(utf8));
}

Result<ValueText> Registry::queryValueText(const Key& key, std::string_view name) {
    WR_ASSIGN_OR_RETURN(ValueData value, queryValue(key, name));
    return toValueText(std::move(value));
}

ValueText toValueText(ValueData value) {
    if (value.type == REG_SZ) {
        if (auto text = exactString(value.data)) return ValueText{REG_SZ, true, std::move(*text)};
    }
    return ValueText{value.type, false, std::move(value.data)};
}

Result<std::vector<std::string>> Registry::listSubkeys(const Key& key, uint32_t start, uint32_t count) {
    std::vector<std::string> out;
    for (uint32_t i = start; i - start < count; ++i) {
        auto name = enumKey(key, i);
        if (!name) {
            if (name.status().is(StatusCode::kNotFound)) break;
            return name.status();
        }
        out.push_back(std::move(name).value());
    }
    return out;
}

Result<std::vector<NamedValue>> Registry::listValues(const Key& key, uint32_t start, uint32_t count) {
    std::vector<NamedValue> out;
    for (uint32_t i = start; i - start < count; ++i) {
        auto value = enumValue(key, i);
        if (!value) {
            if (value.status().is(StatusCode::kNotFound)) break;
            return value.status();
        }
        out.push_back(std::move(value).value());
    }
    return out;
}

Result<RegistryStatistics> Registry::statistics() {
    return Status::notSupported(describe() + " does not report statistics");
}

Result<std::vector<std::string_view>> splitPath(std::string_view path) {
    std::vector<std::string_view> parts;
    if (path.empty()) return parts;
    size_t start = 0;
    while (true) {
        size_t sep = path.find('\\', start);
        std::string_view part =
            path.substr(start, sep == std::string_view::npos ? std::string_view::npos : sep - start);
        if (part.empty()) {
            return Status::invalidArgument("registry path '" + std::string(path) +
                                           "' has an empty key name (a leading, trailing or doubled backslash)");
        }
        parts.push_back(part);
        if (sep == std::string_view::npos) break;
        start = sep + 1;
    }
    return parts;
}

}  // namespace wr::reg
