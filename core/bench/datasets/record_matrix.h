// Seed 002's usage-pattern matrix (Sec. 4.2-4.3, Listing 1): four record
// size ranges x five record counts x two kinds of data, every cell whose
// data would stay under 10 GiB (Listing 1 line 5), with keys that are the
// SHA-1 of the insertion index so a random existing key is the hash of a
// random number below the store's count (Sec. 4.3).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "bench/datasets/data_set.h"
#include "bench/datasets/text_corpus.h"

namespace wr::bench {

struct RecordSizeRange {
    std::string label;  // "<1 KiB", "1-10 KiB", ...
    uint64_t low;       // inclusive
    uint64_t high;      // exclusive
    double average() const { return (static_cast<double>(low) + static_cast<double>(high - 1)) / 2; }
};

enum class DataKind { kIncompressible, kCompressible };
const char* dataKindName(DataKind kind);  // "incompressible", "compressible"
Result<DataKind> parseDataKind(std::string_view name);

// Sec. 4.2: <1 KiB, 1-10 KiB, 10-100 KiB, 100 KiB-1 MiB.
const std::vector<RecordSizeRange>& recordSizeRanges();
Result<RecordSizeRange> findRecordSizeRange(std::string_view label);
// Sec. 4.2: 100, 1,000, 10,000, 100,000 and 1,000,000 records.
const std::vector<uint64_t>& recordCounts();
inline constexpr uint64_t kMatrixCapBytes = 10ull << 30;
// Listing 1 line 5: a cell is run when average record size x count <= cap.
bool matrixCellFits(const RecordSizeRange& range, uint64_t count, uint64_t capBytes);

// Lower-case hex SHA-1 (OpenSSL EVP) of the index written in decimal.
std::string sha1KeyOfIndex(uint64_t index);

// The records of one cell: SHA-1 keys, sizes uniform in the range, values
// of random bytes (the paper used MT19937; any uniform bytes are equally
// incompressible) or slices of English text from the corpus.
class RecordMatrixSet : public DataSet {
public:
    RecordMatrixSet(RecordSizeRange range, DataKind kind, uint64_t count, uint64_t seed,
                    std::shared_ptr<const TextCorpus> corpus);
    Bytes key(uint64_t index) const override { return sha1KeyOfIndex(index); }
    Bytes value(uint64_t index, uint32_t version) const override;

private:
    RecordSizeRange range_;
    DataKind kind_;
    std::shared_ptr<const TextCorpus> corpus_;
};

}  // namespace wr::bench
