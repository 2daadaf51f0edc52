// Reading .reg files: "Windows Registry Editor Version 5.00" and REGEDIT4,
// UTF-16LE (with its byte-order mark), UTF-8 (with or without one) or ANSI,
// CRLF, LF or CR line ends.
//
// What a file may hold, line by line (leading and trailing blanks are ignored
// everywhere, as regedit ignores them):
//   the header              first line, exactly one of the two above
//   ; comment  or # comment  a whole line
//   [path] / [-path]         a key to create or open / to delete with everything below
//   "name"=... / @=...       a value of the current key; @ is the default value
//     "text"                REG_SZ; \\ and \" are escapes (\n and \r too, as Wine writes them)
//     dword:1f              REG_DWORD, one to eight hex digits
//     hex:01,02             REG_BINARY; hex(N): any type N (hex, e.g. hex(b) is REG_QWORD)
//     -                     delete the value
//   after a value or a key, blanks and a "; comment" may follow
//   hex lists continue on the next line after ",\"; blank lines and
//   "; comment" lines (not "#") may sit between the pieces, as in regedit
// In a REGEDIT4 file the bytes of hex(2) (REG_EXPAND_SZ) and hex(7)
// (REG_MULTI_SZ) are single-byte text; they are converted to UTF-16LE here,
// so a RegFile always holds the bytes the registry will store.
//
// Unlike regedit, which skips a line it cannot read and imports the rest, a
// file with any malformed line is rejected as a whole: the error names the
// line and what is wrong, and nothing is returned to apply. Names are checked
// against the registry's limits here too (names.h).
#pragma once

#include <filesystem>
#include <string_view>

#include "registry/regfile/reg_file.h"
#include "util/result.h"

namespace wr::reg {

// Parses the bytes of a whole file; `source` names it in messages
// ("import.reg:12: ..."). On failure `errorLine` (optional) receives the
// 1-based line of the error, or 0 when the file as a whole is wrong.
Result<RegFile> parseRegFile(BytesView file, std::string_view source, int* errorLine = nullptr);

// Reads and parses a file from disk.
Result<RegFile> readRegFile(const std::filesystem::path& path, int* errorLine = nullptr);

}  // namespace wr::reg
