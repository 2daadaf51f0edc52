// E-then-T for the registry-backed stores (seed 000 Sec. 5, Fig. 14): first
// the database key is exported to a .reg file exactly as `wrctl reg export`
// (and `regedit /E`) writes it; then the file is parsed by the .reg reader
// and each value of an index leaf is transformed into its pair — the value
// name decodes to the key, and the data is the value (WR-Store) or, for
// WR-Store++, the record locating the value in the data files, which the
// transform reads from there (seed 001 Sec. 6, second case, Step B).
#include <chrono>

#include "migrate/pair_stream.h"
#include "registry/regfile/reg_file_export.h"
#include "registry/regfile/reg_file_reader.h"
#include "stores/wrindex/index_database.h"
#include "stores/wrindex/key_name_codec.h"
#include "stores/wrstore/stored_value.h"
#include "stores/wrstorepp/wrstorepp_record.h"

namespace wr::migrate {

namespace {

using Clock = std::chrono::steady_clock;

// The pairs of a parsed .reg export, read lazily: the parse itself is part of
// the transform, so it happens on the first next().
class RegFileStream : public PairStream {
public:
    RegFileStream(kv::KvStore& source, std::filesystem::path file, std::string dbSection, size_t indexNameLength,
                  uint64_t streamThreshold)
        : source_(source),
          file_(std::move(file)),
          dbSection_(std::move(dbSection)),
          indexNameLength_(indexNameLength),
          streamThreshold_(streamThreshold),
          separated_(source.uri().scheme() == "wrstore++") {}

    Result<bool> next(ExtractedPair& pair) override {
        if (!parsed_) {
            WR_ASSIGN_OR_RETURN(RegFile file, reg::readRegFile(file_));
            operations_ = std::move(file.operations);
            parsed_ = true;
        }
        while (position_ < operations_.size()) {
            const reg::RegOperation& op = operations_[position_++];
            if (op.kind != reg::RegOperation::Kind::kSetValue || !isIndexLeaf(op.keyPath)) continue;
            WR_ASSIGN_OR_RETURN(pair.key, kv::wrstore::decodeKeyName(op.valueName));
            pair.value.clear();
            pair.streamedSize.reset();
            if (separated_) {
                WR_RETURN_IF_ERROR(readSeparatedValue(op, pair));
            } else {
                WR_ASSIGN_OR_RETURN(pair.value,
                                    kv::wrstore::decodeStoredValue(reg::ValueData{op.type, op.data}, pair.key));
            }
            // The operation's bytes are no longer needed: keep memory to the file's text.
            Bytes().swap(operations_[position_ - 1].data);
            return true;
        }
        return false;
    }

private:
    using RegFile = reg::RegFile;

    // Index leaves sit below the database key, each level a subkey of
    // WR_L hex characters; other keys (settings, chunk tables) are not pairs.
    bool isIndexLeaf(const std::string& path) const {
        if (path.size() <= dbSection_.size() + 1 || path.compare(0, dbSection_.size(), dbSection_) != 0 ||
            path[dbSection_.size()] != '\\') {
            return false;
        }
        std::string_view rest(path);
        rest.remove_prefix(dbSection_.size() + 1);
        return rest.size() >= indexNameLength_ && rest.find_first_not_of("0123456789abcdef\\") == std::string::npos;
    }

    Status readSeparatedValue(const reg::RegOperation& op, ExtractedPair& pair) {
        WR_ASSIGN_OR_RETURN(kv::wrstore::ValueRecord record, kv::wrstore::decodeRecord(op.type, op.data, pair.key));
        if (streamThreshold_ > 0 && record.size >= streamThreshold_) {
            pair.streamedSize = record.size;
            return Status::ok();
        }
        WR_ASSIGN_OR_RETURN(pair.value, source_.get(pair.key));
        return Status::ok();
    }

    kv::KvStore& source_;
    std::filesystem::path file_;
    std::string dbSection_;
    size_t indexNameLength_;
    uint64_t streamThreshold_;
    bool separated_;
    bool parsed_ = false;
    std::vector<reg::RegOperation> operations_;
    size_t position_ = 0;
};

}  // namespace

Result<Extraction> regExtraction(kv::KvStore& source, const ExtractionRequest& request) {
    const bool separated = source.uri().scheme() == "wrstore++";
    const kv::OpenOptions readOnly{.readOnly = true, .createIfMissing = false};
    WR_ASSIGN_OR_RETURN(kv::wrstore::IndexOptions indexOptions, kv::wrstore::parseIndexOptions(source.uri(), readOnly));
    WR_ASSIGN_OR_RETURN(std::unique_ptr<kv::wrstore::IndexDatabase> index,
                        kv::wrstore::IndexDatabase::open(indexOptions, separated ? "wrstore++" : "wrstore", readOnly));

    Extraction extraction;
    extraction.intermediateFile = request.workDirectory / "extract.reg";
    reg::RegExportOptions exportOptions;
    exportOptions.keyName =
        (indexOptions.location.root == reg::RootKey::kLocalMachine ? "HKEY_LOCAL_MACHINE\\" : "HKEY_CURRENT_USER\\") +
        indexOptions.db;
    exportOptions.cancel = request.cancel;
    exportOptions.progress = request.progress;
    const auto started = Clock::now();
    WR_RETURN_IF_ERROR(
        reg::exportRegFile(index->registry(), index->dbKey(), exportOptions, extraction.intermediateFile));
    extraction.extractSeconds = std::chrono::duration<double>(Clock::now() - started).count();
    std::error_code ec;
    extraction.intermediateBytes = std::filesystem::file_size(extraction.intermediateFile, ec);

    extraction.stream = std::make_unique<RegFileStream>(source, extraction.intermediateFile, exportOptions.keyName,
                                                        size_t(index->layout().length), request.streamThreshold);
    if (request.resume) WR_RETURN_IF_ERROR(skipPairs(*extraction.stream, request.resume->pairs));
    return extraction;
}

}  // namespace wr::migrate
