// PairReader: reads the pairs of an exchange file (pair_format.h) one
// record at a time. A record that cannot be read (a JSON line that is not an
// object with a string key and value, a CSV row with the wrong number of
// fields, an unknown encoding, bad hex or base64) comes back with the line
// it starts on and what is wrong, and reading goes on after it, so callers
// decide whether to stop or skip. A CSV file without a "key" and a "value"
// column, or a quoted CSV field that never ends, ends the file with an error.
#pragma once

#include <cstdint>
#include <istream>
#include <optional>
#include <string>
#include <vector>

#include "exchange/pair_format.h"
#include "util/bytes.h"
#include "util/result.h"

namespace wr::exchange {

struct PairRecord {
    uint64_t line = 0;  // 1-based line the record starts on
    Bytes key;
    Bytes value;
    std::string problem;  // empty when the record was read
};

class PairReader {
public:
    PairReader(std::istream& in, PairFormat format) : in_(in), format_(format) {}

    // The next record; nullopt at the end of the file.
    Result<std::optional<PairRecord>> next();

private:
    // The fields of the next CSV row and the line it starts on; nullopt at the end.
    Result<std::optional<std::vector<std::string>>> csvRow(uint64_t& startLine);
    Status readCsvHeader();
    Result<std::optional<PairRecord>> nextCsv();
    Result<std::optional<PairRecord>> nextJsonLine();

    std::istream& in_;
    PairFormat format_;
    uint64_t line_ = 1;  // the line the reader is on
    bool headerRead_ = false;
    size_t columns_ = 0;
    // Column of each field in the CSV header; -1 when absent.
    int keyColumn_ = -1;
    int valueColumn_ = -1;
    int keyEncodingColumn_ = -1;
    int valueEncodingColumn_ = -1;
};

}  // namespace wr::exchange
