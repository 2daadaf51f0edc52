// RocksDB's `ldb dump --hex` lines, which `ldb load --hex` reads back: one
// pair a line, "0x" and the key's bytes in hex, " ==> ", "0x" and the
// value's bytes in hex ("0x6B6579 ==> 0x76616C7565"; an empty key or value
// is a bare "0x"). ldb writes upper-case hex and so does the writer here;
// the reader takes either case. `ldb dump` ends with "Keys in range: N":
// the reader accepts that line as the last and checks N against the pairs
// it read. A line of any other shape, bad hex, or a last line without its
// newline is Corruption naming the line.
#pragma once

#include <memory>

#include "exchange/dump_codec.h"

namespace wr::exchange {

std::unique_ptr<DumpEncoder> makeLdbHexEncoder();
std::unique_ptr<DumpDecoder> makeLdbHexDecoder(DumpInput input);
// True when `start` (a file's first bytes) begins as an ldb dump does.
bool looksLikeLdbHex(BytesView start);

}  // namespace wr::exchange
