// What importing a .reg file would change, worked out without changing
// anything: the import preview of the GUI and of "wrctl reg import --dry-run".
//
// The preview is the net difference between the tree now and the tree after
// applyRegFile: a key the file deletes and then recreates shows only what
// ends up different, a value set twice shows its final data, and a value set
// to what it already holds is counted as unchanged, not listed.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "registry/regfile/reg_file_apply.h"

namespace wr::reg {

struct RegChange {
    enum class Kind { kAddKey, kDeleteKey, kAddValue, kChangeValue, kDeleteValue };

    Kind kind = Kind::kAddKey;
    std::string keyPath;              // relative to the base key ("" is the base key)
    std::string valueName;            // values only; empty is the default value
    std::optional<ValueData> before;  // changed and deleted values
    std::optional<ValueData> after;   // added and changed values
};

struct RegImportPreview {
    // Grouped by key in depth-first order, each key's own change first. A
    // deleted key stands for its whole subtree.
    std::vector<RegChange> changes;
    uint64_t unchangedValues = 0;
};

Result<RegImportPreview> previewRegFile(Registry& registry, const Key& base, const RegFile& file,
                                        const RegImportOptions& options);

// "add key", "delete key", "add value", "change value", "delete value".
const char* regChangeKindName(RegChange::Kind kind);

}  // namespace wr::reg
