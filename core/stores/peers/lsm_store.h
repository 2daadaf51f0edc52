// The part of a KvStore over LevelDB or its descendant RocksDB that both
// engines' near-identical APIs (DB, Slice, Status, WriteBatch, ReadOptions,
// WriteOptions, Iterator) share: get, put, remove, atomic batches and the
// scan, with the mapping of their errors. Each engine's store derives from
// LsmStore<Api> and adds only what differs: opening, counting, flushing,
// compacting, statistics and closing.
//
// Api names the engine's types (LsmTypes below), its Handle (owns the
// database as `db`, shared with cursors) and the two error tests the engines
// spell differently: isNotSupported and isBusy.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "stores/peers/lsm_cursor.h"
#include "stores/peers/peer_store.h"

namespace wr::kv {

template <typename DBType, typename SliceType, typename StatusType, typename WriteBatchType, typename ReadOptionsType,
          typename WriteOptionsType>
struct LsmTypes {
    using DB = DBType;
    using Slice = SliceType;
    using Status = StatusType;
    using WriteBatch = WriteBatchType;
    using ReadOptions = ReadOptionsType;
    using WriteOptions = WriteOptionsType;
};

template <typename Api>
class LsmStore : public PeerStore {
public:
    using Handle = typename Api::Handle;
    using EngineStatus = typename Api::Status;

    LsmStore(PeerConfig config, std::shared_ptr<Handle> handle)
        : PeerStore(std::move(config), PeerLimits{}), handle_(std::move(handle)) {
        write_.sync = syncMode() == SyncMode::kEach;
    }

    static StatusCode codeOf(const EngineStatus& s) {
        if (s.IsNotFound()) return StatusCode::kNotFound;
        if (s.IsCorruption()) return StatusCode::kCorruption;
        if (s.IsInvalidArgument()) return StatusCode::kInvalidArgument;
        if (Api::isNotSupported(s)) return StatusCode::kNotSupported;
        if (Api::isBusy(s)) return StatusCode::kBusy;
        // The LOCK file held by another handle surfaces as an I/O error.
        if (s.IsIOError() && s.ToString().find("lock") != std::string::npos) return StatusCode::kBusy;
        return StatusCode::kIoError;
    }

protected:
    static typename Api::Slice slice(BytesView b) { return {b.data(), b.size()}; }

    Result<Bytes> doGet(BytesView key) override {
        Bytes value;
        EngineStatus s = db().Get(typename Api::ReadOptions(), slice(key), &value);
        if (!s.ok()) return keyError(codeOf(s), "get", key, s.IsNotFound() ? "no such key" : s.ToString());
        return value;
    }

    Status doPut(BytesView key, BytesView value) override {
        return keyStatus(db().Put(write_, slice(key), slice(value)), "put", key);
    }

    Status doRemove(BytesView key) override { return keyStatus(db().Delete(write_, slice(key)), "remove", key); }

    Status doWrite(const WriteBatch& batch) override {
        typename Api::WriteBatch engineBatch;
        for (const auto& op : batch.ops()) {
            EngineStatus s = staged([&] {
                return op.type == WriteBatch::OpType::kPut ? engineBatch.Put(slice(op.key), slice(op.value))
                                                           : engineBatch.Delete(slice(op.key));
            });
            if (!s.ok()) return keyStatus(s, "write batch", op.key);
        }
        return engineError(db().Write(write_, &engineBatch),
                           "write batch of " + std::to_string(batch.size()) + " operations");
    }

    Result<std::unique_ptr<KvCursor>> doScan() override {
        return BatchCursor::start<LsmCursor<Handle, typename Api::ReadOptions>>(handle_, config().describe());
    }

    // Both engines compact through CompactRange; neither has a check of its own.
    StoreCapabilities capabilities() const override {
        StoreCapabilities capabilities;
        capabilities.canCompact = true;
        return capabilities;
    }

    typename Api::DB& db() { return *handle_->db; }

    Status keyStatus(const EngineStatus& s, std::string_view op, BytesView key) const {
        return s.ok() ? Status::ok() : keyError(codeOf(s), op, key, s.ToString());
    }

    Status engineError(const EngineStatus& s, std::string_view what) const {
        return s.ok() ? Status::ok() : storeError(codeOf(s), what, s.ToString());
    }

    std::shared_ptr<Handle> handle_;
    typename Api::WriteOptions write_;

private:
    // RocksDB's batch can refuse an operation at once; LevelDB's cannot and
    // returns nothing.
    template <typename Stage>
    static EngineStatus staged(Stage stage) {
        if constexpr (std::is_void_v<decltype(stage())>) {
            stage();
            return EngineStatus::OK();
        } else {
            return stage();
        }
    }
};

}  // namespace wr::kv
