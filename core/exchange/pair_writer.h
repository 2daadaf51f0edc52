// PairWriter: turns key-value pairs into the text of an exchange file
// (pair_format.h), one record at a time, so that a file of any size is
// written without holding its pairs. Values go in the chosen encoding (text
// falling back to hex for bytes that are not text); keys go as text when
// they are text, else in the values' byte encoding.
#pragma once

#include <string>

#include "exchange/byte_encoding.h"
#include "exchange/pair_format.h"
#include "util/bytes.h"

namespace wr::exchange {

struct PairWriterOptions {
    PairFormat format = PairFormat::kCsv;
    ByteEncoding values = ByteEncoding::kText;
};

class PairWriter {
public:
    explicit PairWriter(PairWriterOptions options) : options_(options) {}

    const PairWriterOptions& options() const { return options_; }
    // What the file starts with: CSV's header row, nothing for JSON lines.
    std::string header() const;
    // One record, its line ending included.
    std::string record(BytesView key, BytesView value) const;

private:
    PairWriterOptions options_;
};

}  // namespace wr::exchange
