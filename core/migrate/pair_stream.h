// The extract (and transform) side of a migration: a stream of the source's
// pairs in a fixed order, so that a resumed migration can skip what its
// checkpoint covers. E-and-T streams straight from the source's scan
// (scan_extraction.cc); E-then-T first writes an intermediate file and then
// parses it (reg_extraction.cc for the registry-backed stores,
// dump_extraction.cc for the others).
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>

#include "migrate/migration.h"
#include "stores/kv_store.h"

namespace wr::migrate {

struct ExtractedPair {
    Bytes key;
    Bytes value;  // empty when streamed
    // Set for a value at least the stream threshold large: it was not read,
    // and the loader streams it from the source (getStream) into the target.
    std::optional<uint64_t> streamedSize;
};

class PairStream {
public:
    virtual ~PairStream() = default;
    // The next pair; false at the end.
    virtual Result<bool> next(ExtractedPair& pair) = 0;
};

// Where a resumed stream starts: after `pairs` pairs, the last being `lastKey`.
struct ResumePoint {
    uint64_t pairs = 0;
    Bytes lastKey;
};

struct Extraction {
    std::unique_ptr<PairStream> stream;
    double extractSeconds = 0;  // E-then-T's export; 0 for E-and-T, which extracts as it streams
    std::filesystem::path intermediateFile;
    uint64_t intermediateBytes = 0;
};

struct ExtractionRequest {
    Method method = Method::kExtractAndTransform;
    std::filesystem::path workDirectory;  // for E-then-T's file
    uint64_t streamThreshold = 0;
    std::optional<ResumePoint> resume;
    ProgressSink* progress = nullptr;  // the export's progress (E-then-T)
    const CancellationToken* cancel = nullptr;
};

// The stream for `source` (which must outlive it).
Result<Extraction> startExtraction(kv::KvStore& source, const ExtractionRequest& request);

// E-and-T: the source's own scan (for WR-Store and WR-Store++ the index walk,
// Fig. 15), from the first pair or from the resume point.
Result<std::unique_ptr<PairStream>> scanStream(kv::KvStore& source, uint64_t streamThreshold,
                                               const std::optional<ResumePoint>& resume);
// E-then-T over the .reg export of a WR-Store or WR-Store++ database.
Result<Extraction> regExtraction(kv::KvStore& source, const ExtractionRequest& request);
// E-then-T over the portable dump, for every other store.
Result<Extraction> dumpExtraction(kv::KvStore& source, const ExtractionRequest& request);

// Skips the first `pairs` pairs of a stream (E-then-T resumes by position,
// since its file is written again in the same order).
Status skipPairs(PairStream& stream, uint64_t pairs);

}  // namespace wr::migrate
