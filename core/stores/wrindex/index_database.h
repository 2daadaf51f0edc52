// The registry side that WR-Store and WR-Store++ share: the registry (one per
// process and location, registry_pool.h), the database key ROOT\DB (seed 000
// Sec. 3.1) with the format recorded in it, and the leaves of the hashed index
// (hashed_index.h) reached through a handle cache (key_handle_cache.h).
//
// The database key records, as values of its own:
//   WR_Engine        REG_SZ    "wrstore" or "wrstore++"
//   WR_D, WR_L       REG_DWORD the index layout
//   WR_NameEncoding  REG_DWORD the key-name encoding version (key_name_codec.h)
// so a store reopens with the layout it was built with. Engines keep further
// settings beside them (setting()/setSetting()). Index subkeys are exactly
// WR_L lower-case hex characters; other subkeys of the database key are not
// part of the index.
//
// Only the abstract reg::Registry API is used, so the same code runs on the
// portable hive and on the real Windows registry. Thread-safe.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "registry/registry.h"
#include "stores/kv_store.h"
#include "stores/wrindex/index_walker.h"
#include "stores/wrindex/key_handle_cache.h"
#include "stores/wrindex/wrstore_options.h"

namespace wr::kv::wrstore {

class IndexDatabase {
public:
    // Opens ROOT\DB of the location in `options`, creating it (and recording
    // the format) when `open` allows. `engine` is "wrstore" or "wrstore++"; a
    // database written by the other engine, or with another layout than the
    // options ask for, is refused with a message that says what to change.
    static Result<std::unique_ptr<IndexDatabase>> open(const IndexOptions& options, std::string_view engine,
                                                       const OpenOptions& open);

    reg::Registry& registry() { return *registry_; }
    const reg::Key& dbKey() const { return db_; }
    const IndexLayout& layout() const { return layout_; }
    bool readOnly() const { return readOnly_; }
    // "wrstore++ database HKCU\kvs in hive /path" for messages.
    const std::string& describe() const { return description_; }

    // The value `name` in the leaf of `digest`; NotFound when the leaf or the
    // value does not exist.
    Result<reg::ValueData> query(const Md5Digest& digest, std::string_view name);
    // The same through Registry::queryValueText.
    Result<reg::ValueText> queryText(const Md5Digest& digest, std::string_view name);
    // Sets the value, creating the leaf on the way.
    Status set(const Md5Digest& digest, std::string_view name, uint32_t type, BytesView data);
    // The same through Registry::setValueText.
    Status setText(const Md5Digest& digest, std::string_view name, std::string_view utf8);
    // Deletes the value; true when there was one.
    Result<bool> erase(const Md5Digest& digest, std::string_view name);

    // Engine settings kept as values of the database key.
    Result<std::optional<reg::ValueData>> setting(std::string_view name);
    Status setSetting(std::string_view name, uint32_t type, BytesView data);

    // An estimate of the entries in the index without visiting every leaf
    // (index_walker.h), and the count as a store reports it.
    Result<EntryCountEstimate> estimateEntryCount();
    Result<KeyCount> countKeys();
    // Layout, encoding and cache counters for statistics().
    void appendDetails(std::vector<std::pair<std::string, std::string>>& details);
    // The registry's own counters, zero where the backend has none.
    reg::RegistryStatistics registryStatistics();

private:
    IndexDatabase() = default;
    Status loadOrRecordFormat(const IndexOptions& options, std::string_view engine, bool mayRecord);
    // Runs `op` on the leaf key of `digest` (created on the way when `create`).
    template <typename Op>
    auto onLeaf(const Md5Digest& digest, bool create, const Op& op) -> decltype(op(reg::Key()));
    // The leaf's handle from the cache, or opened (created when `create`) and
    // cached. NotFound when it does not exist and `create` is false.
    Status leaf(const Md5Digest& digest, const LeafId& id, bool create, LeafHandle& out);

    std::shared_ptr<reg::Registry> registry_;
    reg::Key db_;
    IndexLayout layout_;
    bool readOnly_ = false;
    std::string description_;
    std::unique_ptr<KeyHandleCache> cache_;
};

}  // namespace wr::kv::wrstore
