#include "stores/zdb/zdb_kv_cursor.h"

#include "stores/zdb/zdb_int_keys.h"
#include "stores/zdb/zdb_string_keys.h"

namespace wr::zdb {

namespace {

class IntegerKeyCursor final : public kv::KvCursor {
public:
    IntegerKeyCursor(std::unique_ptr<RecordCursor> records, uint32_t keyBytes)
        : records_(std::move(records)), keyBytes_(keyBytes) {
        land();
    }
    bool valid() const override { return records_->valid(); }
    BytesView key() const override { return key_; }
    Result<Bytes> value() override {
        Bytes out;
        WR_RETURN_IF_ERROR(records_->value(&out));
        return out;
    }
    void next() override {
        records_->next();
        land();
    }
    Status status() const override { return records_->status(); }

private:
    void land() {
        if (records_->valid()) key_ = encodeIntegerKey(records_->key(), keyBytes_);
    }
    std::unique_ptr<RecordCursor> records_;
    uint32_t keyBytes_;
    Bytes key_;
};

class StringKeyCursor final : public kv::KvCursor {
public:
    explicit StringKeyCursor(std::unique_ptr<RecordCursor> records) : records_(std::move(records)) { advance(); }
    bool valid() const override { return valid_; }
    BytesView key() const override { return key_; }
    Result<Bytes> value() override { return Bytes(value_); }
    void next() override { advance(); }
    Status status() const override { return status_.isOk() ? records_->status() : status_; }

private:
    // The next pair of the current bucket, loading the next bucket when it ends.
    void advance() {
        valid_ = false;
        while (status_.isOk()) {
            if (reader_) {
                auto more = reader_->next(&key_, &value_);
                if (!more.isOk()) {
                    status_ = more.status();
                    return;
                }
                if (*more) {
                    valid_ = true;
                    return;
                }
                reader_.reset();
            }
            if (!records_->valid()) return;
            bucketNumber_ = records_->key();
            status_ = records_->value(&bucket_);
            records_->next();
            reader_.emplace(bucket_, bucketNumber_);
        }
    }

    std::unique_ptr<RecordCursor> records_;
    Bytes bucket_;
    uint64_t bucketNumber_ = 0;
    std::optional<BucketReader> reader_;
    BytesView key_;
    BytesView value_;
    bool valid_ = false;
    Status status_;
};

}  // namespace

std::unique_ptr<kv::KvCursor> makeKvCursor(std::unique_ptr<RecordCursor> records, const StoreLayout& layout) {
    if (layout.keys == KeyMode::kInteger)
        return std::make_unique<IntegerKeyCursor>(std::move(records), layout.keyBytes);
    return std::make_unique<StringKeyCursor>(std::move(records));
}

}  // namespace wr::zdb
