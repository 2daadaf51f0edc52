// A parsed .reg file (regedit's text format): the ordered list of what it
// asks for. The reader (reg_file_reader.h) builds it, reg_file_apply.h applies
// or previews it against a Registry, reg_file_export.h writes a tree out.
//
// Each operation remembers the line it came from, so every later error
// (a path outside the import prefix, a failed write) can point at it.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "registry/value_type.h"
#include "util/bytes.h"

namespace wr::reg {

// "Windows Registry Editor Version 5.00" or "REGEDIT4".
enum class RegFormat { kVersion5, kRegedit4 };

// How a .reg file's text is stored on disk.
enum class RegTextEncoding {
    kUtf16le,  // with a byte-order mark, as regedit writes version 5 files
    kUtf8,     // with or without a byte-order mark
    kAnsi,     // Windows-1252, as regedit writes REGEDIT4 files on Western systems
};

struct RegOperation {
    enum class Kind {
        kKey,          // [path]: create or open the key; the values that follow go into it
        kDeleteKey,    // [-path]: delete the key and everything below it
        kSetValue,     // "name"=data or @=data
        kDeleteValue,  // "name"=-
    };

    Kind kind = Kind::kKey;
    int line = 0;           // 1-based line where the operation starts
    std::string keyPath;    // the section's full path as written, root prefix included
    std::string valueName;  // values only; empty is the default value "@"
    uint32_t type = REG_NONE;
    Bytes data;  // the exact bytes the value will hold (REG_SZ is UTF-16LE)
};

struct RegFile {
    std::string source;  // the file name, for messages
    RegFormat format = RegFormat::kVersion5;
    RegTextEncoding encoding = RegTextEncoding::kUtf16le;
    std::vector<RegOperation> operations;

    // "import.reg:12", the prefix of every message about line 12.
    std::string location(int line) const { return source + ":" + std::to_string(line); }
};

}  // namespace wr::reg
