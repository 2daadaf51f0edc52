// A KvStore behind the injected-fault sweep (fault_sweep.h), opened by URI;
// its checkpoint is a compaction.
#pragma once

#include <memory>
#include <string>

#include "fault_sweep.h"
#include "stores/store_factory.h"

namespace wr::test {

class KvFaultTarget : public FaultTarget {
public:
    explicit KvFaultTarget(std::string uri) : uri_(std::move(uri)) {}

    Status open() override {
        auto store = kv::openStore(uri_);
        if (!store.isOk()) return store.status();
        store_ = std::move(*store);
        return Status::ok();
    }
    void close() override {
        if (store_) (void)store_->close();
        store_.reset();
    }
    Status put(int key, BytesView value) override { return store_->put(keyOf(key), value); }
    Status remove(int key) override { return store_->remove(keyOf(key)); }
    Status flush() override { return store_->flush(); }
    Status checkpoint() override { return store_->compact(nullptr, nullptr); }
    Result<std::optional<Bytes>> read(int key) override {
        auto got = store_->get(keyOf(key));
        if (got.status().is(StatusCode::kNotFound)) return std::optional<Bytes>();
        if (!got.isOk()) return got.status();
        return std::optional<Bytes>(std::move(*got));
    }

private:
    static Bytes keyOf(int key) { return "key-" + std::to_string(key); }
    std::string uri_;
    std::unique_ptr<kv::KvStore> store_;
};

}  // namespace wr::test
