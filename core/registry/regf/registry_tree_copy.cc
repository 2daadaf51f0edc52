#include "registry/regf/registry_tree_copy.h"

#include <limits>

#include "registry/names.h"

namespace wr::reg {

namespace {

constexpr uint32_t kAll = std::numeric_limits<uint32_t>::max();

class TreeCopy {
public:
    TreeCopy(Registry& from, TreeSink& to, const TreeCopyOptions& options)
        : from_(from), to_(to), options_(options), progress_(options.progress) {}

    Status copy(const Key& key, const std::string& path, size_t depth) {
        if (options_.cancel != nullptr && options_.cancel->isCancelled()) {
            return Status::cancelled(options_.phase + " cancelled before key '" + path + "'");
        }
        if (depth > kMaxKeyDepth) {
            return Status::limitExceeded("key '" + path + "' lies deeper than " + std::to_string(kMaxKeyDepth) +
                                         " levels (do its subkeys loop back to a key above?)");
        }
        auto values = from_.listValues(key, 0, kAll);
        if (!values) return values.status().withContext("key '" + path + "'");
        if (Status st = to_.setValues(*values); !st) return st.withContext("key '" + path + "'");
        counts_.values += values->size();
        progress_.report({options_.phase, ++counts_.keys, 0, 0});

        auto subkeys = from_.listSubkeys(key, 0, kAll);
        if (!subkeys) return subkeys.status().withContext("key '" + path + "'");
        for (const std::string& name : *subkeys) {
            const std::string childPath = path.empty() ? name : path + "\\" + name;
            auto child = from_.openKey(key, name);
            if (!child) return child.status().withContext("key '" + childPath + "'");
            if (Status st = to_.enterKey(name); !st) return st.withContext("key '" + childPath + "'");
            Status st = copy(*child, childPath, depth + 1);
            to_.leaveKey();
            if (!st) return st;
        }
        return Status::ok();
    }

    TreeCopyCounts counts() const { return counts_; }

private:
    Registry& from_;
    TreeSink& to_;
    const TreeCopyOptions& options_;
    ProgressThrottle progress_;
    TreeCopyCounts counts_;
};

}  // namespace

Result<TreeCopyCounts> copyRegistryTree(Registry& from, const Key& top, TreeSink& to, const TreeCopyOptions& options) {
    TreeCopy copy(from, to, options);
    if (Status st = copy.copy(top, "", 0); !st) return st;
    return copy.counts();
}

Status RegistryTreeSink::enterKey(std::string_view name) {
    auto key = registry_.createKey(keys_.back(), name);
    if (!key) return key.status();
    keys_.push_back(std::move(key).value());
    return Status::ok();
}

Status RegistryTreeSink::setValues(const std::vector<NamedValue>& values) {
    for (const NamedValue& value : values) {
        Status st = registry_.setValue(keys_.back(), value.name, value.type, value.data);
        if (!st) return st.withContext("value '" + value.name + "'");
    }
    return Status::ok();
}

}  // namespace wr::reg
