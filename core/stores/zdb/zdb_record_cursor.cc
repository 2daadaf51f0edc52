#include "stores/zdb/zdb_record_cursor.h"

#include <vector>

namespace wr::zdb {

namespace {

class KeyOrderCursor final : public RecordCursor {
public:
    explicit KeyOrderCursor(TableSet::Tables tables) : t_(std::move(tables)), shape_(t_.current->shape()) { advance(); }

    bool valid() const override { return valid_; }
    uint64_t key() const override { return key_; }
    Status value(Bytes* out) override { return table_->readItem(key_, item_, out); }
    void next() override { advance(); }
    Status status() const override { return Status::ok(); }

private:
    bool emptyBlock(uint64_t slot) const {
        if ((slot & 63) != 0 || slot + 64 > shape_.slotCount()) return false;
        return t_.current->index().allEmpty(slot, 64) && (!t_.previous || t_.previous->index().allEmpty(slot, 64));
    }

    void advance() {
        while (slot_ < shape_.slotCount()) {
            if (emptyBlock(slot_)) {
                slot_ += 64;
                continue;
            }
            uint64_t key = shape_.kmin + slot_++;
            Item current = t_.current->item(key);
            if (current.live()) {
                land(t_.current.get(), key, current);
                return;
            }
            if (current.empty() && t_.previous) {
                Item old = t_.previous->item(key);
                if (old.live()) {
                    land(t_.previous.get(), key, old);
                    return;
                }
            }
        }
        valid_ = false;
    }

    void land(FlatTable* table, uint64_t key, Item item) {
        table_ = table;
        key_ = key;
        item_ = item;
        valid_ = true;
    }

    TableSet::Tables t_;
    IndexShape shape_;
    uint64_t slot_ = 0;
    bool valid_ = false;
    FlatTable* table_ = nullptr;
    uint64_t key_ = 0;
    Item item_;
};

class InsertionOrderCursor final : public RecordCursor {
public:
    explicit InsertionOrderCursor(TableSet::Tables tables) : t_(std::move(tables)) {
        // The old table first: on equal stamps its entries are the older.
        for (FlatTable* table : {t_.previous.get(), t_.current.get()}) {
            if (table == nullptr) continue;
            for (uint32_t f = 0; f < table->fileCount(); ++f) {
                const DataFile& file = table->dataFile(f);
                sources_.push_back(
                    {table, f, std::make_unique<EntryReader>(file, kDataHeaderBytes, file.end(), kSourceBufferBytes),
                     false});
            }
        }
        for (auto& source : sources_) step(source);
        settle();
    }

    bool valid() const override { return head_ != nullptr; }
    uint64_t key() const override { return head_->reader->entry().key; }
    Status value(Bytes* out) override {
        out->assign(head_->reader->entry().value);
        return Status::ok();
    }
    void next() override {
        step(*head_);
        settle();
    }
    Status status() const override { return status_; }

private:
    static constexpr size_t kSourceBufferBytes = 256 << 10;

    struct Source {
        FlatTable* table;
        uint32_t file;
        std::unique_ptr<EntryReader> reader;
        bool has;  // reader.entry() is an entry not yet yielded
    };

    // Moves `source` to its next entry, skipping damaged ones that are dead.
    void step(Source& source) {
        source.has = false;
        while (status_.isOk()) {
            auto state = source.reader->next();
            if (!state.isOk()) {
                status_ = state.status();
                return;
            }
            if (*state == EntryReader::State::kEnd) return;
            if (*state == EntryReader::State::kEntry) {
                source.has = true;
                return;
            }
            const FlatTable* newer = source.table == t_.current.get() ? nullptr : t_.current.get();
            status_ = source.table->checkDamagedEntry(*source.reader, source.file, newer);
            source.reader->seek(source.reader->damagedEnd());
        }
    }

    bool visible(const Source& source) const {
        const auto& e = source.reader->entry();
        FlatTable& table = *source.table;
        if (e.info.kind != EntryKind::kPut || !table.inRange(e.key) || table.fileOf(e.key) != source.file) return false;
        if (table.item(e.key) != Item{e.position, false}) return false;
        return source.table == t_.current.get() || t_.current->item(e.key).empty();
    }

    // Points head_ at the oldest pending entry that is a live record.
    void settle() {
        for (;;) {
            head_ = nullptr;
            if (!status_.isOk()) return;
            for (auto& source : sources_) {
                if (source.has && (head_ == nullptr ||
                                   source.reader->entry().info.timestamp < head_->reader->entry().info.timestamp)) {
                    head_ = &source;
                }
            }
            if (head_ == nullptr || visible(*head_)) return;
            step(*head_);
        }
    }

    TableSet::Tables t_;
    std::vector<Source> sources_;
    Source* head_ = nullptr;
    Status status_;
};

}  // namespace

std::unique_ptr<RecordCursor> keyOrderCursor(TableSet::Tables tables) {
    return std::make_unique<KeyOrderCursor>(std::move(tables));
}

std::unique_ptr<RecordCursor> insertionOrderCursor(TableSet::Tables tables) {
    return std::make_unique<InsertionOrderCursor>(std::move(tables));
}

}  // namespace wr::zdb
