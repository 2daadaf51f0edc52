// E-then-T for every store that is not registry-backed: the store's own scan
// written to the portable dump (exchange/dump_format.h) first, then the dump
// read back into pairs — the same two phases as the .reg path, through the
// format users move stores with.
#include <chrono>

#include "exchange/dump_format.h"
#include "migrate/pair_stream.h"

namespace wr::migrate {

namespace {

class DumpStream : public PairStream {
public:
    explicit DumpStream(std::filesystem::path file) : file_(std::move(file)) {}

    Result<bool> next(ExtractedPair& pair) override {
        // Opened on the first pair, so that the transform's time includes it.
        if (!reader_) {
            WR_ASSIGN_OR_RETURN(reader_, exchange::DumpFileReader::open(file_, exchange::DumpFormat::kWrDump));
        }
        pair.streamedSize.reset();
        return reader_->next(pair.key, pair.value);
    }

private:
    std::filesystem::path file_;
    std::unique_ptr<exchange::DumpFileReader> reader_;
};

}  // namespace

Result<Extraction> dumpExtraction(kv::KvStore& source, const ExtractionRequest& request) {
    Extraction extraction;
    extraction.intermediateFile = request.workDirectory / "extract.wrdump";
    const auto started = std::chrono::steady_clock::now();
    WR_ASSIGN_OR_RETURN(exchange::DumpOutcome dumped,
                        exchange::dumpStore(source, extraction.intermediateFile, exchange::DumpFormat::kWrDump,
                                            request.progress, request.cancel));
    extraction.extractSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    extraction.intermediateBytes = dumped.bytes;
    extraction.stream = std::make_unique<DumpStream>(extraction.intermediateFile);
    if (request.resume) WR_RETURN_IF_ERROR(skipPairs(*extraction.stream, request.resume->pairs));
    return extraction;
}

}  // namespace wr::migrate
