// Writing .reg text exactly as regedit /e writes it, so a file we export is
// byte for byte the file regedit would write for the same tree:
//
//   header       "Windows Registry Editor Version 5.00" or "REGEDIT4", CRLF
//   each key     a blank line, then [full\path], then one line per value
//   the end      one more blank line
//   names        "name"= with \ and " escaped as \\ and \"; @= is the default value
//   REG_SZ       "text", when that text reads back as exactly the stored bytes
//                (one terminating NUL, none inside, no line break); anything
//                else, such as data with embedded NULs or without its
//                terminator, is written hex(1): so nothing is lost (reg.exe
//                export instead cuts such data at its first NUL)
//   REG_DWORD    dword:0000002a when it holds four bytes, hex(4): otherwise
//   REG_BINARY   hex:01,02;  every other type hex(N): with N in lower-case
//                hex (hex(0): REG_NONE, hex(2): REG_EXPAND_SZ, hex(7):
//                REG_MULTI_SZ, hex(b): REG_QWORD, hex(100):, ...)
//   wrapping     bytes are written "xx," one after the other; once a line has
//                reached 77 characters (counting from its start, the "name"=
//                prefix included) it ends with "\" and the next line starts
//                with two spaces. So a continuation line holds 25 bytes (78
//                characters with its backslash); a first line holds fewer,
//                and at least one.
//   line ends    CRLF everywhere
//
// Flavors: kUnicode is what regedit writes by default (version 5, UTF-16LE
// with a byte-order mark); kUtf8 is the same text in UTF-8 without a
// byte-order mark; kRegedit4 is regedit's "Win9x/NT4" export: ANSI text
// (Windows-1252, '?' for what it cannot hold) with hex(2)/hex(7) data written
// as single-byte text.
//
// A value name with a line break cannot be written on one line; it is escaped
// as \n / \r, which the reader accepts.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "registry/regfile/reg_file.h"
#include "util/bytes.h"

namespace wr::reg {

enum class RegFileFlavor { kUnicode, kUtf8, kRegedit4 };

// The text of one value as regedit writes it, continuation lines and the
// final CRLF included (UTF-8; encodeRegText makes file bytes of it).
std::string formatRegValue(std::string_view name, uint32_t type, BytesView data, RegFileFlavor flavor);

// Builds a file piece by piece; take() hands over the encoded bytes written
// so far, so a large export streams to disk instead of growing in memory.
class RegFileWriter {
public:
    // Starts with the byte-order mark (kUnicode) and the header line.
    explicit RegFileWriter(RegFileFlavor flavor);

    void beginKey(std::string_view fullPath);
    void value(std::string_view name, uint32_t type, BytesView data);
    // Ends the file; call once, after the last key.
    void finish();

    Bytes take();
    size_t pendingBytes() const { return out_.size(); }

private:
    void append(std::string_view text);

    RegFileFlavor flavor_;
    Bytes out_;
};

}  // namespace wr::reg
