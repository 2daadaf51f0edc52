// Importing an exchange file (pair_reader.h) into a store. A preview reads
// the whole file without touching the store: how many pairs, the first few,
// keys given more than once (the last one wins, as when the pairs are put
// in order) and every record that cannot be read, with its line. The import
// itself checks the file the same way first and writes nothing when a
// record is malformed, unless told to skip such records; then it puts the
// pairs in batches of `batchPairs` and flushes.
#pragma once

#include <cstdint>
#include <filesystem>
#include <istream>
#include <string>
#include <vector>

#include "exchange/pair_format.h"
#include "exchange/pair_reader.h"
#include "stores/kv_store.h"
#include "util/cancellation.h"
#include "util/result.h"

namespace wr::exchange {

struct ImportProblem {
    uint64_t line = 0;
    std::string what;
};

struct ImportPreview {
    // Records listed in `problems` at most; problemCount counts them all.
    static constexpr size_t kListedProblems = 100;

    uint64_t pairs = 0;       // records read, duplicates included
    uint64_t duplicates = 0;  // records whose key an earlier record gave
    std::vector<PairRecord> first;
    std::vector<ImportProblem> problems;
    uint64_t problemCount = 0;

    // "line 12: not a JSON object", "and 3 more" when there are more.
    std::string problemSummary() const;
};

// Reads every record of `in`; `firstRows` of them are kept. `pairs`, when
// not null, receives every record that was read, in order.
Result<ImportPreview> previewPairs(std::istream& in, PairFormat format, size_t firstRows,
                                   const CancellationToken* cancel, std::vector<PairRecord>* pairs = nullptr);

struct ImportOptions {
    PairFormat format = PairFormat::kCsv;
    size_t batchPairs = 1000;
    bool skipBad = false;  // leave out malformed records instead of writing nothing
};

struct ImportOutcome {
    uint64_t written = 0;
    uint64_t skipped = 0;  // malformed records left out (skipBad)
    uint64_t duplicates = 0;
};

Result<ImportOutcome> importFile(kv::KvStore& store, const std::filesystem::path& path, const ImportOptions& options,
                                 ProgressSink* progress, const CancellationToken* cancel);

}  // namespace wr::exchange
