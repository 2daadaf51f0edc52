// The two halves every dump format implements (dump_format.h): an encoder
// that turns pairs into the bytes of the file, and a decoder that reads
// them back from a DumpInput one pair at a time. DumpFileWriter and
// DumpFileReader pick one by format and do the file handling around it.
#pragma once

#include <memory>

#include "exchange/dump_format.h"
#include "exchange/dump_input.h"
#include "util/bytes.h"
#include "util/result.h"

namespace wr::exchange {

class DumpEncoder {
public:
    virtual ~DumpEncoder() = default;
    // What the file starts with.
    virtual void header(Bytes& out) = 0;
    // Appends one pair's bytes to `out`.
    virtual void pair(Bytes& out, BytesView key, BytesView value) = 0;
    // What the file ends with, after the last pair.
    virtual void trailer(Bytes& out) = 0;
};

class DumpDecoder {
public:
    virtual ~DumpDecoder() = default;
    // The next pair; false at the end of the dump (its trailer checked).
    virtual Result<bool> next(Bytes& key, Bytes& value) = 0;
};

std::unique_ptr<DumpEncoder> makeDumpEncoder(DumpFormat format);
// A decoder reading `input` from its start as `format`; Corruption when the
// file does not start as that format does.
Result<std::unique_ptr<DumpDecoder>> makeDumpDecoder(DumpFormat format, DumpInput input);
// The format a file's first bytes show; Corruption when they show none.
Result<DumpFormat> detectDumpFormat(DumpInput& input);

}  // namespace wr::exchange
