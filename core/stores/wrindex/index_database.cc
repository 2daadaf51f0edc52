#include "stores/wrindex/index_database.h"

#include "registry/value_codec.h"
#include "stores/wrindex/index_walker.h"
#include "stores/wrindex/key_name_codec.h"
#include "stores/wrindex/registry_pool.h"

namespace wr::kv::wrstore {

namespace {

constexpr std::string_view kEngineValue = "WR_Engine";
constexpr std::string_view kDepthValue = "WR_D";
constexpr std::string_view kLengthValue = "WR_L";
constexpr std::string_view kEncodingValue = "WR_NameEncoding";

}  // namespace

Result<std::unique_ptr<IndexDatabase>> IndexDatabase::open(const IndexOptions& options, std::string_view engine,
                                                           const OpenOptions& open) {
    std::unique_ptr<IndexDatabase> db(new IndexDatabase());
    WR_ASSIGN_OR_RETURN(db->registry_, openSharedRegistry(options.location));
    db->readOnly_ = open.readOnly || db->registry_->isReadOnly();
    db->description_ =
        std::string(engine) + " database " + options.rootName + "\\" + options.db + " in " + db->registry_->describe();
    bool mayCreate = open.createIfMissing && !db->readOnly_;

    reg::Key root = db->registry_->root();
    auto existing = db->registry_->openKey(root, options.db);
    if (existing) {
        db->db_ = std::move(existing).value();
    } else if (existing.status().is(StatusCode::kNotFound) && mayCreate) {
        WR_ASSIGN_OR_RETURN(db->db_, db->registry_->createKey(root, options.db));
    } else if (existing.status().is(StatusCode::kNotFound)) {
        return Status::notFound("there is no " + db->description_ +
                                (db->readOnly_ ? " (a read-only open does not create one)" : ""));
    } else {
        return existing.status().withContext("cannot open the " + db->description_);
    }
    WR_RETURN_IF_ERROR(db->loadOrRecordFormat(options, engine, mayCreate));
    db->cache_ = std::make_unique<KeyHandleCache>(db->layout_, options.handleCache);
    return db;
}

Status IndexDatabase::loadOrRecordFormat(const IndexOptions& options, std::string_view engine, bool mayRecord) {
    IndexLayout asked{options.depth.value_or(IndexLayout{}.depth), options.length.value_or(IndexLayout{}.length)};
    auto stored = registry_->queryValue(db_, kEngineValue);
    if (!stored) {
        if (!stored.status().is(StatusCode::kNotFound)) return stored.status().withContext(description_);
        WR_ASSIGN_OR_RETURN(reg::KeyInfo info, registry_->queryInfo(db_));
        if (info.subkeyCount > 0) {
            return Status::invalidArgument("registry key " + options.db + " in " + registry_->describe() + " has " +
                                           std::to_string(info.subkeyCount) +
                                           " subkeys but no WR_Engine value, so it is not a WR-Store database; "
                                           "choose another db=");
        }
        if (!mayRecord) return Status::notFound("there is no " + description_ + " (the key exists but is empty)");
        // WR_Engine goes last: a database interrupted while being created has
        // no WR_Engine and no subkeys, and is simply recorded again.
        layout_ = asked;
        WR_RETURN_IF_ERROR(
            registry_->setValue(db_, kDepthValue, reg::REG_DWORD, reg::encodeDword(uint32_t(asked.depth))));
        WR_RETURN_IF_ERROR(
            registry_->setValue(db_, kLengthValue, reg::REG_DWORD, reg::encodeDword(uint32_t(asked.length))));
        WR_RETURN_IF_ERROR(
            registry_->setValue(db_, kEncodingValue, reg::REG_DWORD, reg::encodeDword(kKeyNameEncoding.current)));
        WR_RETURN_IF_ERROR(registry_->setValue(db_, kEngineValue, reg::REG_SZ, reg::encodeString(engine)));
        return registry_->flush();
    }

    std::string storedEngine = reg::decodeString(stored->data);
    if (stored->type != reg::REG_SZ || storedEngine != engine) {
        return Status::invalidArgument(options.db + " in " + registry_->describe() + " holds a '" + storedEngine +
                                       "' database, not a " + std::string(engine) + " one; open it with a " +
                                       storedEngine + ": URI");
    }
    auto dword = [&](std::string_view name) -> Result<uint32_t> {
        WR_ASSIGN_OR_RETURN(reg::ValueData v, registry_->queryValue(db_, name));
        auto d = reg::decodeDword(v.data);
        if (v.type != reg::REG_DWORD || !d) {
            return Status::corruption(description_ + ": the value " + std::string(name) + " is not a REG_DWORD");
        }
        return *d;
    };
    WR_ASSIGN_OR_RETURN(uint32_t depth, dword(kDepthValue));
    WR_ASSIGN_OR_RETURN(uint32_t length, dword(kLengthValue));
    WR_ASSIGN_OR_RETURN(uint32_t encoding, dword(kEncodingValue));
    WR_RETURN_IF_ERROR(kKeyNameEncoding.check(description_, encoding));
    layout_ = IndexLayout{static_cast<int>(std::min<uint32_t>(depth, 1000)),
                          static_cast<int>(std::min<uint32_t>(length, 1000))};
    if (Status s = layout_.validate(); !s.isOk()) return Status::corruption(description_ + ": recorded " + s.message());
    if ((options.depth && *options.depth != layout_.depth) || (options.length && *options.length != layout_.length)) {
        return Status::invalidArgument(description_ + " was built with layout " + layout_.name() +
                                       " (depth=" + std::to_string(layout_.depth) +
                                       ";len=" + std::to_string(layout_.length) + ") but the URI asks for " +
                                       asked.name() + "; omit depth and len to use the stored layout");
    }
    return Status::ok();
}

Status IndexDatabase::leaf(const Md5Digest& digest, const LeafId& id, bool create, LeafHandle& out) {
    if (cache_->find(id, out)) return Status::ok();
    LeafPath path(digest, layout_);
    Result<reg::Key> key = create ? registry_->createKey(db_, path.view()) : registry_->openKey(db_, path.view());
    if (!key) return key.status();
    cache_->insert(id, *key);
    out.own(std::move(key).value());
    return Status::ok();
}

namespace {

const Status& statusOf(const Status& s) { return s; }
template <typename T>
const Status& statusOf(const Result<T>& r) {
    return r.status();
}

}  // namespace

// Each operation retries once with a freshly opened leaf when the cached
// handle's key was deleted underneath it (by a registry editor, an import).
template <typename Op>
auto IndexDatabase::onLeaf(const Md5Digest& digest, bool create, const Op& op) -> decltype(op(reg::Key())) {
    LeafId id(digest, layout_);
    for (int attempt = 0;; ++attempt) {
        LeafHandle leafKey;
        WR_RETURN_IF_ERROR(leaf(digest, id, create, leafKey));
        auto result = op(leafKey.key());
        if (attempt > 0 || !statusOf(result).is(StatusCode::kKeyDeleted)) return result;
        cache_->erase(id);
    }
}

Result<reg::ValueData> IndexDatabase::query(const Md5Digest& digest, std::string_view name) {
    return onLeaf(digest, false, [&](const reg::Key& leaf) { return registry_->queryValue(leaf, name); });
}

Result<reg::ValueText> IndexDatabase::queryText(const Md5Digest& digest, std::string_view name) {
    return onLeaf(digest, false, [&](const reg::Key& leaf) { return registry_->queryValueText(leaf, name); });
}

Status IndexDatabase::set(const Md5Digest& digest, std::string_view name, uint32_t type, BytesView data) {
    if (readOnly_) return Status::readOnly("the store is open read-only");
    return onLeaf(digest, true, [&](const reg::Key& leaf) { return registry_->setValue(leaf, name, type, data); });
}

Status IndexDatabase::setText(const Md5Digest& digest, std::string_view name, std::string_view utf8) {
    if (readOnly_) return Status::readOnly("the store is open read-only");
    return onLeaf(digest, true, [&](const reg::Key& leaf) { return registry_->setValueText(leaf, name, utf8); });
}

Result<bool> IndexDatabase::erase(const Md5Digest& digest, std::string_view name) {
    if (readOnly_) return Status::readOnly("the store is open read-only");
    Status s = onLeaf(digest, false, [&](const reg::Key& leaf) { return registry_->deleteValue(leaf, name); });
    if (s.isOk()) return true;
    if (s.is(StatusCode::kNotFound)) return false;  // no such leaf, or no such value in it
    return s;
}

Result<std::optional<reg::ValueData>> IndexDatabase::setting(std::string_view name) {
    auto v = registry_->queryValue(db_, name);
    if (v) return std::optional<reg::ValueData>(std::move(v).value());
    if (v.status().is(StatusCode::kNotFound)) return std::optional<reg::ValueData>();
    return v.status().withContext(description_);
}

Status IndexDatabase::setSetting(std::string_view name, uint32_t type, BytesView data) {
    if (readOnly_) return Status::readOnly(description_ + " is open read-only");
    return registry_->setValue(db_, name, type, data);
}

Result<EntryCountEstimate> IndexDatabase::estimateEntryCount() {
    return wrstore::estimateEntryCount(*registry_, db_, layout_);
}

Result<KeyCount> IndexDatabase::countKeys() {
    WR_ASSIGN_OR_RETURN(EntryCountEstimate estimate, estimateEntryCount());
    if (estimate.exact) return KeyCount{estimate.entries, true, {}};
    std::string estimatedBy = "sampled " + std::to_string(estimate.leavesVisited);
    // The leaves the layout allows, where the number is small enough to mean something.
    if (const int hexChars = layout_.length * layout_.depth; hexChars <= 12) {
        estimatedBy += " of " + std::to_string(uint64_t(1) << (4 * hexChars));
    }
    return KeyCount{estimate.entries, false, estimatedBy + " leaves"};
}

void IndexDatabase::appendDetails(std::vector<std::pair<std::string, std::string>>& details) {
    details.emplace_back("registry", registry_->describe());
    details.emplace_back("layout", layout_.name());
    details.emplace_back("depth", std::to_string(layout_.depth));
    details.emplace_back("len", std::to_string(layout_.length));
    details.emplace_back("name_encoding", std::to_string(kKeyNameEncoding.current));
    details.emplace_back("handle_cache", std::string(cache_->kind()) + " of " + std::to_string(cache_->capacity()));
    details.emplace_back("handle_cache_entries", std::to_string(cache_->size()));
    details.emplace_back("handle_cache_misses", std::to_string(cache_->misses()));
}

reg::RegistryStatistics IndexDatabase::registryStatistics() {
    auto stats = registry_->statistics();
    return stats ? *stats : reg::RegistryStatistics{};
}

}  // namespace wr::kv::wrstore
