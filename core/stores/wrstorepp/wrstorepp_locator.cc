#include "stores/wrstorepp/wrstorepp_locator.h"

namespace wr::kv::wrstore {

Result<ValueRecord> ValueLocator::lookup(const Md5Digest& digest, std::string_view name, BytesView key) const {
    auto entry = index_->query(digest, name);
    if (!entry) {
        if (entry.status().is(StatusCode::kNotFound)) {
            return Status::notFound("key '" + printable(key) + "' is not in " + index_->describe());
        }
        return entry.status().withContext(index_->describe() + ", key '" + printable(key) + "'");
    }
    return decodeRecord(entry->type, entry->data, key);
}

Result<ValueLocator::OpenedValue> ValueLocator::openAt(const Md5Digest& digest, const ValueRecord& record,
                                                       BytesView key) const {
    OpenedValue v;
    v.record = record;
    v.offset = record.offset;
    bool chunkRecord = record.kind == ValueRecord::Kind::kChunkBlock;
    if (chunkRecord != (chunks_ != nullptr)) {
        return Status::corruption("the index entry of key '" + printable(key) + "' names a " +
                                  (chunkRecord ? "chunk block" : "value file") + " but " + index_->describe() +
                                  " is in mode=" + (chunks_ ? "chunk" : "basic"));
    }
    if (chunkRecord) {
        WR_ASSIGN_OR_RETURN(v.chunk, chunks_->acquire(record.location));
    } else {
        WR_ASSIGN_OR_RETURN(v.own, files_->open(digest, record.location));
    }
    // Check the extent before trusting the size enough to allocate for it.
    WR_ASSIGN_OR_RETURN(uint64_t fileSize, v.file().size());
    uint64_t bytes = blockBytes(key.size(), record.size);
    if (record.size > fileSize || record.offset > fileSize || bytes > fileSize - record.offset) {
        return Status::corruption("the index entry of key '" + printable(key) + "' names a block of " +
                                  std::to_string(bytes) + " bytes at offset " + std::to_string(record.offset) + " of " +
                                  v.file().path().string() + ", which has only " + std::to_string(fileSize) +
                                  " bytes: the block is torn or the entry is damaged");
    }
    return v;
}

Result<ValueLocator::OpenedValue> ValueLocator::openValue(const Md5Digest& digest, std::string_view name, BytesView key,
                                                          ValueRecord record) const {
    for (int attempt = 0;; ++attempt) {
        auto opened = openAt(digest, record, key);
        if (opened || !opened.status().is(StatusCode::kNotFound)) return opened;
        WR_ASSIGN_OR_RETURN(ValueRecord again, lookup(digest, name, key));
        if (again.samePlace(record) || attempt == 3) {
            return Status::corruption("the data of key '" + printable(key) + "' is gone: " + opened.status().message());
        }
        record = again;
    }
}

Result<Bytes> ValueLocator::readValue(const Md5Digest& digest, std::string_view name, BytesView key,
                                      const ValueRecord& record) const {
    WR_ASSIGN_OR_RETURN(OpenedValue v, openValue(digest, name, key, record));
    return readBlock(v.file(), v.offset, key, v.record, tuning_);
}

}  // namespace wr::kv::wrstore
