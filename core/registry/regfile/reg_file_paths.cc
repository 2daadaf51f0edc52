#include "registry/regfile/reg_file_paths.h"

#include "registry/names.h"
#include "registry/registry.h"

namespace wr::reg {

namespace {

struct RootAlias {
    std::string_view full;
    std::string_view shortName;
};

constexpr RootAlias kRoots[] = {
    {"HKEY_LOCAL_MACHINE", "HKLM"}, {"HKEY_CURRENT_USER", "HKCU"},   {"HKEY_CLASSES_ROOT", "HKCR"},
    {"HKEY_USERS", "HKU"},          {"HKEY_CURRENT_CONFIG", "HKCC"},
};

// Two leading names match when they are equal, or both name the same root.
bool sameFirstName(std::string_view a, std::string_view b) {
    auto ra = canonicalRootKeyName(a);
    auto rb = canonicalRootKeyName(b);
    if (ra && rb) return *ra == *rb;
    return namesEqual(a, b);
}

std::string join(const std::vector<std::string_view>& names, size_t from) {
    std::string out;
    for (size_t i = from; i < names.size(); ++i) {
        if (i > from) out.push_back('\\');
        out += names[i];
    }
    return out;
}

// How many leading names of `parts` the mapping removes.
Result<size_t> strippedNames(std::string_view path, const std::vector<std::string_view>& parts,
                             const RegPathMapping& mapping) {
    switch (mapping.mode) {
    case RegRootMapping::kKeepPath: return size_t{0};
    case RegRootMapping::kStripRoot:
        if (!canonicalRootKeyName(parts.front())) {
            return Status::invalidArgument("key '" + std::string(path) +
                                           "' does not start with a root key (HKEY_CURRENT_USER or HKCU, "
                                           "HKEY_LOCAL_MACHINE or HKLM, HKEY_CLASSES_ROOT, HKEY_USERS, "
                                           "HKEY_CURRENT_CONFIG)");
        }
        return size_t{1};
    case RegRootMapping::kStripPrefix: {
        auto prefix = splitPath(mapping.prefix);
        if (!prefix || prefix->empty()) {
            return Status::invalidArgument("the import prefix '" + mapping.prefix + "' is not a key path");
        }
        bool inside = parts.size() >= prefix->size();
        for (size_t i = 0; inside && i < prefix->size(); ++i) {
            inside = i == 0 ? sameFirstName(parts[i], (*prefix)[i]) : namesEqual(parts[i], (*prefix)[i]);
        }
        if (!inside) {
            return Status::invalidArgument("key '" + std::string(path) + "' is outside the import prefix '" +
                                           mapping.prefix + "'");
        }
        return prefix->size();
    }
    }
    return size_t{0};
}

}  // namespace

std::optional<std::string_view> canonicalRootKeyName(std::string_view name) {
    for (const RootAlias& root : kRoots) {
        if (namesEqual(name, root.full) || namesEqual(name, root.shortName)) return root.full;
    }
    return std::nullopt;
}

Result<std::string> mapRegKeyPath(std::string_view fileKeyPath, const RegPathMapping& mapping) {
    auto parts = splitPath(fileKeyPath);
    if (!parts) return parts.status();
    if (parts->empty()) return Status::invalidArgument("an empty key path cannot be imported");
    auto stripped = strippedNames(fileKeyPath, *parts, mapping);
    if (!stripped) return stripped.status();
    size_t depth = parts->size() - *stripped;
    if (depth > kMaxKeyDepth) {
        return Status::limitExceeded("key '" + std::string(fileKeyPath).substr(0, 200) + "...' would be " +
                                     std::to_string(depth) + " levels below the base key; the registry allows " +
                                     std::to_string(kMaxKeyDepth));
    }
    return join(*parts, *stripped);
}

Result<std::vector<std::string>> mapRegFilePaths(const RegFile& file, const RegPathMapping& mapping) {
    std::vector<std::string> paths;
    paths.reserve(file.operations.size());
    for (const RegOperation& op : file.operations) {
        // The values of a section repeat its path; map it once.
        bool sameAsLast = !paths.empty() && op.keyPath == file.operations[paths.size() - 1].keyPath;
        if (!sameAsLast) {
            auto path = mapRegKeyPath(op.keyPath, mapping);
            if (!path) return path.status().withContext(file.location(op.line));
            paths.push_back(std::move(path).value());
        } else {
            paths.push_back(paths.back());
        }
        if (op.kind == RegOperation::Kind::kDeleteKey && paths.back().empty()) {
            return Status::invalidArgument(file.location(op.line) + ": [-" + op.keyPath +
                                           "] would delete the base key of the import itself");
        }
    }
    return paths;
}

}  // namespace wr::reg
