// The character encodings of .reg files. Everything inside the reader and
// the writer is UTF-8; these functions convert at the file's edge.
//
// regedit writes version 5 files as UTF-16LE with a byte-order mark and
// REGEDIT4 files in the machine's ANSI code page. Our ANSI is Windows-1252
// (the Western code page), the same on every platform, so a REGEDIT4 file
// reads the same everywhere. Files without a byte-order mark are UTF-8 when
// they are valid UTF-8, and Windows-1252 otherwise.
#pragma once

#include <string>
#include <string_view>

#include "registry/regfile/reg_file.h"
#include "util/bytes.h"
#include "util/result.h"

namespace wr::reg {

struct DecodedRegText {
    std::string utf8;
    RegTextEncoding encoding = RegTextEncoding::kUtf8;
};

// Detects the encoding of a whole file and converts it to UTF-8. A UTF-16
// file with an odd number of bytes, or a big-endian one, is an error naming
// `source`. A UTF-8 file's bytes are kept, not copied: a caller that owns
// them moves them in, so a large file is held once.
Result<DecodedRegText> decodeRegText(Bytes file, std::string_view source);

// UTF-8 text in the given encoding, without a byte-order mark. Characters
// Windows-1252 cannot hold become '?', as WideCharToMultiByte writes them.
Bytes encodeRegText(std::string_view utf8, RegTextEncoding encoding);

// Windows-1252 <-> UTF-8. The five bytes the code page leaves undefined map
// to the C1 controls of the same number, as Windows maps them.
std::string ansiToUtf8(BytesView ansi);
Bytes utf8ToAnsi(std::string_view utf8);

// The single-byte text of REGEDIT4 hex(2)/hex(7) data: UTF-8 when the bytes
// are valid UTF-8, Windows-1252 otherwise.
std::string singleByteTextToUtf8(BytesView bytes);

}  // namespace wr::reg
