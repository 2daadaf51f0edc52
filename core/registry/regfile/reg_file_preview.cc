#include "registry/regfile/reg_file_preview.h"

#include <algorithm>
#include <map>

#include "registry/names.h"

namespace wr::reg {

namespace {

// A key's folded names from the base key down; ordering these vectors
// orders keys depth-first, each key before its subkeys.
using PathKey = std::vector<std::string>;

constexpr uint32_t kBatch = 1024;

bool isMissing(const Status& st) { return st.is(StatusCode::kNotFound); }

bool sameValue(const std::optional<ValueData>& a, const std::optional<ValueData>& b) {
    if (!a || !b) return !a && !b;
    return a->type == b->type && a->data == b->data;
}

bool hasPrefix(const PathKey& path, const PathKey& prefix) {
    return prefix.size() <= path.size() && std::equal(prefix.begin(), prefix.end(), path.begin());
}

std::string childPath(const std::string& parent, std::string_view name) {
    return parent.empty() ? std::string(name) : parent + "\\" + std::string(name);
}

// The state after the import of every key the file touches, beside the
// registry as it is, which stays untouched.
class Simulator {
public:
    Simulator(Registry& registry, const Key& base) : registry_(registry), base_(base) {}

    Status apply(const RegOperation& op, const std::string& path) {
        switch (op.kind) {
        case RegOperation::Kind::kKey: return createKey(path);
        case RegOperation::Kind::kDeleteKey: return deleteKey(path);
        case RegOperation::Kind::kSetValue: return setValue(path, op.valueName, ValueData{op.type, op.data});
        case RegOperation::Kind::kDeleteValue: return setValue(path, op.valueName, std::nullopt);
        }
        return Status::ok();
    }

    Result<RegImportPreview> diff() {
        RegImportPreview out;
        for (auto& [key, node] : keys_) {
            if (node.before && !node.now) {
                if (!deletedAbove(key)) out.changes.push_back({RegChange::Kind::kDeleteKey, node.path, {}, {}, {}});
                continue;
            }
            if (!node.now) continue;
            if (!node.before) out.changes.push_back({RegChange::Kind::kAddKey, node.path, {}, {}, {}});
            for (const auto& [folded, value] : node.values) {
                std::optional<ValueData> original;
                if (node.before) {
                    auto v = originalValue(key, node.path, value.name);
                    if (!v) return v.status();
                    original = std::move(v).value();
                }
                addValueChange(out, node.path, value.name, original, value.now);
            }
            if (node.before && node.wiped) WR_RETURN_IF_ERROR(addLostOriginals(out, key, node));
        }
        return out;
    }

private:
    struct SimValue {
        std::string name;
        std::optional<ValueData> now;  // nullopt: deleted
    };

    struct SimKey {
        std::string path;                        // as the file writes it, relative to the base key
        bool before = false;                     // existed before the import
        bool now = false;                        // exists after it
        bool wiped = false;                      // its original subkeys and values were deleted on the way
        std::map<std::string, SimValue> values;  // by folded name: what the file set or deleted since
    };

    static PathKey foldPath(const std::string& path) {
        PathKey key;
        for (std::string_view name : splitPath(path).valueOr({})) key.push_back(foldName(name));
        return key;
    }

    Status createKey(const std::string& path) {
        PathKey key;
        std::string shown;
        for (std::string_view name : splitPath(path).valueOr({})) {
            key.push_back(foldName(name));
            shown = childPath(shown, name);
            auto node = nodeAt(key, shown);
            if (!node) return node.status();
            (*node)->now = true;
        }
        return Status::ok();
    }

    Status deleteKey(const std::string& path) {
        PathKey key = foldPath(path);
        auto exists = existsNow(key, path);
        if (!exists) return exists.status();
        if (!*exists) return Status::ok();
        auto node = nodeAt(key, path);
        if (!node) return node.status();
        for (auto it = keys_.lower_bound(key); it != keys_.end() && hasPrefix(it->first, key); ++it) {
            it->second.now = false;
            it->second.wiped = true;
            it->second.values.clear();
        }
        return Status::ok();
    }

    Status setValue(const std::string& path, const std::string& name, std::optional<ValueData> data) {
        WR_RETURN_IF_ERROR(createKey(path));
        auto node = nodeAt(foldPath(path), path);
        if (!node) return node.status();
        (*node)->values[foldName(name)] = SimValue{name, std::move(data)};
        return Status::ok();
    }

    // The simulated key at `key`, added on first use from what the registry holds.
    Result<SimKey*> nodeAt(const PathKey& key, const std::string& path) {
        if (auto it = keys_.find(key); it != keys_.end()) return &it->second;
        auto original = originalKey(key, path);
        if (!original) return original.status();
        SimKey node;
        node.path = path;
        node.wiped = wipedAbove(key);
        node.before = original->has_value();
        node.now = node.before && !node.wiped;
        return &keys_.emplace(key, std::move(node)).first->second;
    }

    Result<bool> existsNow(const PathKey& key, const std::string& path) {
        if (auto it = keys_.find(key); it != keys_.end()) return it->second.now;
        if (wipedAbove(key)) return false;
        auto original = originalKey(key, path);
        if (!original) return original.status();
        return original->has_value();
    }

    bool wipedAbove(const PathKey& key) const {
        return anyAbove(key, [](const SimKey& k) { return k.wiped; });
    }

    bool deletedAbove(const PathKey& key) const {
        return anyAbove(key, [](const SimKey& k) { return k.before && !k.now; });
    }

    template <typename Pred>
    bool anyAbove(const PathKey& key, Pred pred) const {
        for (size_t n = 1; n < key.size(); ++n) {
            auto it = keys_.find(PathKey(key.begin(), key.begin() + static_cast<ptrdiff_t>(n)));
            if (it != keys_.end() && pred(it->second)) return true;
        }
        return false;
    }

    // The key as it is in the registry now; nullopt when it does not exist.
    Result<std::optional<Key>> originalKey(const PathKey& key, const std::string& path) {
        if (auto it = handles_.find(key); it != handles_.end()) return it->second;
        std::optional<Key> out;
        auto opened = registry_.openKey(base_, path);
        if (opened) {
            out = std::move(opened).value();
        } else if (!isMissing(opened.status())) {
            return opened.status();
        }
        handles_.emplace(key, out);
        return out;
    }

    Result<std::optional<ValueData>> originalValue(const PathKey& key, const std::string& path,
                                                   const std::string& name) {
        auto original = originalKey(key, path);
        if (!original) return original.status();
        if (!original->has_value()) return std::optional<ValueData>();
        auto value = registry_.queryValue(**original, name);
        if (value) return std::optional<ValueData>(std::move(value).value());
        if (isMissing(value.status())) return std::optional<ValueData>();
        return value.status();
    }

    static void addValueChange(RegImportPreview& out, const std::string& path, const std::string& name,
                               const std::optional<ValueData>& before, const std::optional<ValueData>& after) {
        if (!before && !after) return;
        if (sameValue(before, after)) {
            ++out.unchangedValues;
            return;
        }
        auto kind = !before  ? RegChange::Kind::kAddValue
                    : !after ? RegChange::Kind::kDeleteValue
                             : RegChange::Kind::kChangeValue;
        out.changes.push_back({kind, path, name, before, after});
    }

    // A key deleted and created again lost the original values and subkeys
    // the file did not put back.
    Status addLostOriginals(RegImportPreview& out, const PathKey& key, const SimKey& node) {
        auto original = originalKey(key, node.path);
        if (!original) return original.status();
        const Key& handle = **original;
        for (uint32_t start = 0;; start += kBatch) {
            auto values = registry_.listValues(handle, start, kBatch);
            if (!values) return values.status();
            for (NamedValue& v : *values) {
                if (node.values.count(foldName(v.name)) != 0) continue;
                out.changes.push_back({RegChange::Kind::kDeleteValue, node.path, v.name,
                                       ValueData{v.type, std::move(v.data)}, std::nullopt});
            }
            if (values->size() < kBatch) break;
        }
        for (uint32_t start = 0;; start += kBatch) {
            auto names = registry_.listSubkeys(handle, start, kBatch);
            if (!names) return names.status();
            for (const std::string& name : *names) {
                PathKey child = key;
                child.push_back(foldName(name));
                if (keys_.count(child) != 0) continue;
                out.changes.push_back({RegChange::Kind::kDeleteKey, childPath(node.path, name), {}, {}, {}});
            }
            if (names->size() < kBatch) return Status::ok();
        }
    }

    Registry& registry_;
    const Key& base_;
    std::map<PathKey, SimKey> keys_;
    std::map<PathKey, std::optional<Key>> handles_;
};

}  // namespace

Result<RegImportPreview> previewRegFile(Registry& registry, const Key& base, const RegFile& file,
                                        const RegImportOptions& options) {
    auto paths = mapRegFilePaths(file, options.mapping);
    if (!paths) return paths.status();
    Simulator simulator(registry, base);
    ProgressThrottle progress(options.progress);
    const uint64_t total = file.operations.size();
    for (size_t i = 0; i < file.operations.size(); ++i) {
        const RegOperation& op = file.operations[i];
        if (options.cancel && options.cancel->isCancelled()) {
            return Status::cancelled("import preview cancelled at " + file.location(op.line));
        }
        if (Status st = simulator.apply(op, (*paths)[i]); !st) {
            return st.withContext(file.location(op.line) + ": previewing [" + op.keyPath + "]");
        }
        progress.report({"preview", i + 1, total, 0});
    }
    return simulator.diff();
}

const char* regChangeKindName(RegChange::Kind kind) {
    switch (kind) {
    case RegChange::Kind::kAddKey: return "add key";
    case RegChange::Kind::kDeleteKey: return "delete key";
    case RegChange::Kind::kAddValue: return "add value";
    case RegChange::Kind::kChangeValue: return "change value";
    case RegChange::Kind::kDeleteValue: return "delete value";
    }
    return "";
}

}  // namespace wr::reg
