// Copying a registry tree, key by key, into something that receives keys and
// values: a portable hive (importing a Windows hive file) or a new hive file
// being written through hivex (exporting to regf). The walk is depth-first
// in enumeration order, each key's values before its subkeys, and it stops
// at kMaxKeyDepth, which is also what ends a damaged file whose subkey
// lists loop back to a key above.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "registry/registry.h"
#include "util/cancellation.h"

namespace wr::reg {

// The receiving side. A copy starts with the sink at its top key; every
// enterKey() is matched by a leaveKey().
class TreeSink {
public:
    virtual ~TreeSink() = default;
    // Creates (or opens) the subkey `name` of the current key and makes it current.
    virtual Status enterKey(std::string_view name) = 0;
    // Makes the parent of the current key current again.
    virtual void leaveKey() = 0;
    // Gives the current key these values (called once per key, also with none).
    virtual Status setValues(const std::vector<NamedValue>& values) = 0;
};

struct TreeCopyOptions {
    std::string phase = "copy";                 // the progress phase's name
    const CancellationToken* cancel = nullptr;  // checked between keys
    ProgressSink* progress = nullptr;           // keys copied so far
};

struct TreeCopyCounts {
    uint64_t keys = 0;  // the top key included
    uint64_t values = 0;
};

Result<TreeCopyCounts> copyRegistryTree(Registry& from, const Key& top, TreeSink& to, const TreeCopyOptions& options);

// A sink that writes into a Registry below `base`, merging with what is
// there: existing keys are reused, values of the same name replaced.
class RegistryTreeSink final : public TreeSink {
public:
    RegistryTreeSink(Registry& registry, Key base) : registry_(registry), keys_{std::move(base)} {}

    Status enterKey(std::string_view name) override;
    void leaveKey() override { keys_.pop_back(); }
    Status setValues(const std::vector<NamedValue>& values) override;

private:
    Registry& registry_;
    std::vector<Key> keys_;
};

}  // namespace wr::reg
