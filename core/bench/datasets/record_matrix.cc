#include "bench/datasets/record_matrix.h"

#include <array>

#include "util/hasher.h"

namespace wr::bench {

const char* dataKindName(DataKind kind) { return kind == DataKind::kCompressible ? "compressible" : "incompressible"; }

Result<DataKind> parseDataKind(std::string_view name) {
    if (name == "compressible") return DataKind::kCompressible;
    if (name == "incompressible") return DataKind::kIncompressible;
    return Status::invalidArgument("data kind must be 'compressible' or 'incompressible', got '" + std::string(name) +
                                   "'");
}

const std::vector<RecordSizeRange>& recordSizeRanges() {
    static const std::vector<RecordSizeRange> ranges = {
        {"<1 KiB", 1, 1024},
        {"1-10 KiB", 1024, 10 * 1024},
        {"10-100 KiB", 10 * 1024, 100 * 1024},
        {"100 KiB-1 MiB", 100 * 1024, 1024 * 1024},
    };
    return ranges;
}

Result<RecordSizeRange> findRecordSizeRange(std::string_view label) {
    for (const auto& r : recordSizeRanges()) {
        if (r.label == label) return r;
    }
    return Status::invalidArgument("unknown record size range '" + std::string(label) + "'");
}

const std::vector<uint64_t>& recordCounts() {
    static const std::vector<uint64_t> counts = {100, 1000, 10000, 100000, 1000000};
    return counts;
}

bool matrixCellFits(const RecordSizeRange& range, uint64_t count, uint64_t capBytes) {
    return range.average() * static_cast<double>(count) <= static_cast<double>(capBytes);
}

std::string sha1KeyOfIndex(uint64_t index) {
    // One hasher per thread: a fresh one per digest would dominate key making.
    thread_local Hasher sha1(Hasher::Algorithm::kSha1);
    std::array<uint8_t, 20> digest{};
    sha1.update(std::to_string(index));
    sha1.finish(digest);
    return toHex(BytesView(reinterpret_cast<const char*>(digest.data()), digest.size()));
}

RecordMatrixSet::RecordMatrixSet(RecordSizeRange range, DataKind kind, uint64_t count, uint64_t seed,
                                 std::shared_ptr<const TextCorpus> corpus)
    : DataSet({"002-" + range.label + "-" + dataKindName(kind), "seed 002 Sec. 4.2-4.3", count, 40, range.average(),
               "SHA-1 keys, " + range.label + " records of " + dataKindName(kind) + " data"},
              count, seed),
      range_(std::move(range)),
      kind_(kind),
      corpus_(std::move(corpus)) {}

Bytes RecordMatrixSet::value(uint64_t index, uint32_t version) const {
    Random rng = recordRandom(1, index, version);
    auto size = static_cast<size_t>(range_.low + rng.uniform(range_.high - range_.low));
    Bytes out;
    if (kind_ == DataKind::kIncompressible) {
        appendRandomBytes(out, rng, size);
        return out;
    }
    // A slice of the text from a random offset, wrapping at its end.
    const std::string& text = corpus_->text;
    out.reserve(size);
    size_t offset = static_cast<size_t>(rng.uniform(text.size()));
    while (out.size() < size) {
        size_t take = std::min(size - out.size(), text.size() - offset);
        out.append(text, offset, take);
        offset = 0;
    }
    return out;
}

}  // namespace wr::bench
