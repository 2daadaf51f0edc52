// Where the keys of a .reg file land. A file names every key from a root
// ("HKEY_CURRENT_USER\kvs\00"); an import puts them under a base key of some
// Registry, which usually means cutting off the root, or a longer prefix.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "registry/regfile/reg_file.h"
#include "util/result.h"

namespace wr::reg {

enum class RegRootMapping {
    kStripRoot,    // drop the root key name, whichever it is: "HKCU\a\b" -> "a\b"
    kStripPrefix,  // drop `prefix`; a key outside it is an error
    kKeepPath,     // the whole path, root name included, is relative to the base key
};

struct RegPathMapping {
    RegRootMapping mode = RegRootMapping::kStripRoot;
    // kStripPrefix: e.g. "HKEY_CURRENT_USER\kvs" maps "HKEY_CURRENT_USER\kvs\00"
    // (or "HKCU\kvs\00") to "00". A root name matches its short form.
    std::string prefix;
};

// The full name of a root key written either way ("HKCU", "hkey_current_user"
// -> "HKEY_CURRENT_USER"), or nullopt for a name that is no root key.
std::optional<std::string_view> canonicalRootKeyName(std::string_view name);

// The path, relative to the base key, of a key path written in a .reg file;
// empty for the base key itself. An error when the path is outside the
// mapping's prefix or more than kMaxKeyDepth levels below the base.
Result<std::string> mapRegKeyPath(std::string_view fileKeyPath, const RegPathMapping& mapping);

// mapRegKeyPath for every operation of a file, one path per operation, all
// checked before anything is applied; errors name the file and line. A
// [-key] line that would delete the base key itself is an error too.
Result<std::vector<std::string>> mapRegFilePaths(const RegFile& file, const RegPathMapping& mapping);

}  // namespace wr::reg
