// Berkeley DB's db_dump text format, as db_dump writes it and db_load reads
// it (both db_dump's default hex form and its -p printable form):
//   VERSION=3
//   format=bytevalue          ("print" in the printable form)
//   type=btree                (or hash; other header lines such as
//   HEADER=END                 db_pagesize=4096 are read past)
//    6b6579                   one line per key, then one per its value,
//    76616c7565               each starting with one space
//   DATA=END
// In the hex form every byte is two lower-case hex digits. In the printable
// form printable ASCII (0x20-0x7e) stands as itself, a backslash as "\\" and
// every other byte as a backslash and two hex digits ("\00", "\ff"). A file
// that ends before DATA=END, a key without its value line, bad hex or an
// unknown escape is Corruption naming the line.
#pragma once

#include <memory>

#include "exchange/dump_codec.h"

namespace wr::exchange {

std::unique_ptr<DumpEncoder> makeBdbTextEncoder(bool printable);
// Reads the header; Corruption when the file is not a db_dump file, or when
// its form (hex or printable) is not the one asked for.
Result<std::unique_ptr<DumpDecoder>> makeBdbTextDecoder(DumpInput input, bool printable);
// The form a db_dump file's header gives (format=print: printable), read
// from the file's start; Corruption when it is not a db_dump file.
Result<bool> bdbTextIsPrintable(DumpInput& input);
// True when `start` (a file's first bytes) begins as a db_dump file does.
bool looksLikeBdbText(BytesView start);

}  // namespace wr::exchange
