// E-and-T (seed 000 Fig. 15): pairs straight from the source's scan, each
// transformed into a pair as the walk meets it — no intermediate file.
#include <chrono>

#include "migrate/pair_stream.h"

namespace wr::migrate {

namespace {

class ScanStream : public PairStream {
public:
    ScanStream(std::unique_ptr<kv::KvCursor> cursor, uint64_t streamThreshold)
        : cursor_(std::move(cursor)), streamThreshold_(streamThreshold) {}

    Result<bool> next(ExtractedPair& pair) override {
        if (!cursor_->valid()) {
            WR_RETURN_IF_ERROR(cursor_->status());
            return false;
        }
        pair.key.assign(cursor_->key());
        pair.streamedSize.reset();
        pair.value.clear();
        std::optional<uint64_t> size = cursor_->valueSize();
        if (streamThreshold_ > 0 && size && *size >= streamThreshold_) {
            pair.streamedSize = size;
        } else {
            WR_ASSIGN_OR_RETURN(pair.value, cursor_->value());
        }
        cursor_->next();
        return true;
    }

private:
    std::unique_ptr<kv::KvCursor> cursor_;
    uint64_t streamThreshold_;
};

}  // namespace

Result<std::unique_ptr<PairStream>> scanStream(kv::KvStore& source, uint64_t streamThreshold,
                                               const std::optional<ResumePoint>& resume) {
    if (!resume || resume->pairs == 0) {
        WR_ASSIGN_OR_RETURN(std::unique_ptr<kv::KvCursor> cursor, source.scan());
        return std::unique_ptr<PairStream>(new ScanStream(std::move(cursor), streamThreshold));
    }
    auto placed = source.scanFromKey(resume->lastKey, nullptr);
    if (!placed) {
        if (placed.status().code() == StatusCode::kNotFound) {
            return Status::notFound(
                "the source no longer holds the last key the checkpoint names; start the migration again "
                "without resuming");
        }
        return placed.status();
    }
    // The checkpoint's last key was migrated: start after it.
    placed->cursor->next();
    return std::unique_ptr<PairStream>(new ScanStream(std::move(placed->cursor), streamThreshold));
}

Status skipPairs(PairStream& stream, uint64_t pairs) {
    ExtractedPair pair;
    for (uint64_t i = 0; i < pairs; ++i) {
        WR_ASSIGN_OR_RETURN(bool more, stream.next(pair));
        if (!more) {
            return Status::corruption("the intermediate file holds fewer pairs (" + std::to_string(i) +
                                      ") than the checkpoint covers (" + std::to_string(pairs) + ")");
        }
    }
    return Status::ok();
}

Result<Extraction> startExtraction(kv::KvStore& source, const ExtractionRequest& request) {
    if (request.method == Method::kExtractAndTransform) {
        Extraction extraction;
        WR_ASSIGN_OR_RETURN(extraction.stream, scanStream(source, request.streamThreshold, request.resume));
        return extraction;
    }
    const std::string& scheme = source.uri().scheme();
    if (scheme == "wrstore" || scheme == "wrstore++") return regExtraction(source, request);
    return dumpExtraction(source, request);
}

}  // namespace wr::migrate
