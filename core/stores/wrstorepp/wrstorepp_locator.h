// WR-Store++'s read path: from a key's index entry (wrstorepp_record.h) to its
// verified block in a chunk or a value file. Copies share the store's index
// and data files, so a cursor keeps reading after the store that made it is
// closed; the registry and files are released when the last copy goes.
#pragma once

#include <memory>

#include "stores/wrindex/index_database.h"
#include "stores/wrindex/wrstore_options.h"
#include "stores/wrstorepp/wrstorepp_block.h"
#include "stores/wrstorepp/wrstorepp_chunks.h"
#include "stores/wrstorepp/wrstorepp_files.h"
#include "stores/wrstorepp/wrstorepp_record.h"

namespace wr::kv::wrstore {

class ValueLocator {
public:
    ValueLocator(std::shared_ptr<IndexDatabase> index, std::shared_ptr<ChunkSet> chunks,
                 std::shared_ptr<ValueFiles> files, ReadTuning tuning)
        : index_(std::move(index)), chunks_(std::move(chunks)), files_(std::move(files)), tuning_(tuning) {}

    // The file and offset of a value's block, held open while it is read.
    struct OpenedValue {
        std::shared_ptr<ChunkFile> chunk;  // chunk mode
        File own;                          // basic mode
        uint64_t offset = 0;
        ValueRecord record;
        const File& file() const { return chunk ? chunk->file() : own; }
    };

    IndexDatabase& index() const { return *index_; }
    const ReadTuning& tuning() const { return tuning_; }
    // The record of a key; NotFound when absent.
    Result<ValueRecord> lookup(const Md5Digest& digest, std::string_view name, BytesView key) const;
    // Opens the block `record` names, reading the index entry again when the
    // data moved meanwhile (an overwrite in basic mode, a reallocation in
    // chunk mode); the extent is checked against the file before any read.
    Result<OpenedValue> openValue(const Md5Digest& digest, std::string_view name, BytesView key,
                                  ValueRecord record) const;
    // The whole value, verified (Parallel-GET for large ones).
    Result<Bytes> readValue(const Md5Digest& digest, std::string_view name, BytesView key,
                            const ValueRecord& record) const;

private:
    Result<OpenedValue> openAt(const Md5Digest& digest, const ValueRecord& record, BytesView key) const;

    std::shared_ptr<IndexDatabase> index_;
    std::shared_ptr<ChunkSet> chunks_;   // chunk mode
    std::shared_ptr<ValueFiles> files_;  // basic mode
    ReadTuning tuning_;
};

}  // namespace wr::kv::wrstore
