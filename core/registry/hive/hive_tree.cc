#include "registry/hive/hive_tree.h"

#include <algorithm>
#include <bit>
#include <cstring>

#include "registry/names.h"
#include "util/prefetch.h"

namespace wr::reg {

namespace {

Status tooManyValueBytes(uint64_t bytes) {
    return Status::limitExceeded("the values of one key would take " + std::to_string(bytes) +
                                 " bytes; a key holds at most 4 GiB of values");
}

size_t childArrayBytes(uint32_t capacity) { return (2 * size_t(capacity) + 2) * sizeof(uint32_t); }

}  // namespace

template <class F>
void HiveTree::forEachNode(F f) const {
    for (uint32_t id = 0; id < denseEnd_; ++id) {
        if (const Node* n = node(id)) f(id, n);
    }
    for (const auto& entry : sparse_) {
        if (const Node* n = node(entry.first)) f(entry.first, n);
    }
}

HiveTree::HiveTree() { setNode(kRootId, allocateNode("", 0, 0)); }

HiveTree::~HiveTree() {
    // A load that failed may have left the indexer reading blocks freed below.
    indexer_.reset();
    // The arena frees its chunks; blocks above its size classes came from
    // malloc and are returned one by one.
    forEachNode([this](uint32_t, const Node* n) { freeNode(const_cast<Node*>(n)); });
}

size_t HiveTree::blockBytes(size_t nameSize, size_t valuesSize, uint32_t valueCount) {
    size_t total = sizeof(Node) + nameSize + valuesSize + valueCount;
    if (total <= kExactBlockBytes) return HiveArena::roundUp(total);
    // Larger keys grow in steps of half the power of two below their size
    // (1, 1.5, 2, 3, 4, ... times a power of two): a key that grows value by
    // value is moved, and copied whole, each time it grows by a third or a
    // half, so each byte is copied about three times over its life, where
    // steps of an eighth copied it about twelve times.
    size_t step = std::bit_floor(total) / 2;
    return (total + step - 1) / step * step;
}

HiveTree::IdSlot& HiveTree::slot(uint32_t id) {
    if (id >= slotCount_) {
        if (!mayCoverDensely(id)) return sparse_[id];
        while (id >= slotCount_) addSlots();
    }
    return ids_[id >> kPageBits][id & kPageMask];
}

const HiveTree::IdSlot* HiveTree::sparseSlot(uint32_t id) const {
    auto found = sparse_.find(id);
    return found == sparse_.end() ? nullptr : &found->second;
}

// Twice the keys: a tree that allocated its ids itself has every id below
// its key count plus the ids its deletes freed, which new keys take first.
bool HiveTree::mayCoverDensely(uint32_t id) const {
    return id < 2 * std::max(keyCount_, expectedKeys_) + (uint64_t(1) << kPageBits);
}

void HiveTree::addSlots() {
    constexpr uint32_t kFirstSlots = 1024;
    constexpr uint32_t kPageSlots = 1u << kPageBits;
    const uint64_t covered = slotCount_;
    if (slotCount_ >= kPageSlots) {
        ids_.push_back(std::make_unique<IdSlot[]>(kPageSlots));
        slotCount_ += kPageSlots;
    } else {
        uint64_t grown = slotCount_ == 0 ? kFirstSlots : slotCount_ * 2;
        auto page = std::make_unique<IdSlot[]>(grown);
        for (uint64_t i = 0; i < slotCount_; ++i) page[i] = std::move(ids_[0][i]);
        if (ids_.empty()) {
            ids_.push_back(std::move(page));
        } else {
            ids_[0] = std::move(page);
        }
        slotCount_ = grown;
    }
    uint64_t movedEnd = 0;
    for (auto it = sparse_.begin(); it != sparse_.end();) {
        if (it->first >= covered && it->first < slotCount_) {
            ids_[it->first >> kPageBits][it->first & kPageMask] = std::move(it->second);
            movedEnd = std::max(movedEnd, uint64_t(it->first) + 1);
            it = sparse_.erase(it);
        } else {
            ++it;
        }
    }
    // The ids below a moved key that no key holds are free.
    for (; denseEnd_ < movedEnd; ++denseEnd_) {
        if (node(denseEnd_) == nullptr) chainFree(denseEnd_);
    }
}

void HiveTree::setNode(uint32_t id, Node* node) {
    slot(id).node = reinterpret_cast<uintptr_t>(node);
    if (id < slotCount_ && id >= denseEnd_) denseEnd_ = id + 1;
}

void HiveTree::chainFree(uint32_t id) {
    ids_[id >> kPageBits][id & kPageMask].node = (uint64_t(freeHead_) << 1) | kFreeTag;
    freeHead_ = id;
}

// Bumping the generation is what tells a handle its key is gone. A sparse
// id's slot goes altogether: new keys never take a sparse id, so no later
// key can meet a stale handle there.
void HiveTree::freeId(uint32_t id) {
    if (id >= slotCount_) {
        sparse_.erase(id);
        return;
    }
    IdSlot& s = slot(id);
    s.index.reset();
    ++s.generation;
    chainFree(id);
}

uint32_t HiveTree::allocateId() {
    if (freeHead_ == kNoKey) {
        // Moving sparse keys in may free ids below them, or take the next.
        while (denseEnd_ >= slotCount_ && freeHead_ == kNoKey) addSlots();
        if (freeHead_ == kNoKey) return denseEnd_++;
    }
    uint32_t id = freeHead_;
    IdSlot& s = ids_[id >> kPageBits][id & kPageMask];
    freeHead_ = static_cast<uint32_t>(s.node >> 1);
    s.node = 0;
    return id;
}

void HiveTree::releaseId(uint32_t id) { freeId(id); }

void HiveTree::rebuildFreeIds() {
    freeHead_ = kNoKey;
    for (uint32_t id = denseEnd_; id-- > 1;) {
        if (node(id) == nullptr) chainFree(id);
    }
}

Node* HiveTree::allocateNode(std::string_view name, uint32_t valuesSize, uint32_t valueCount) {
    auto* n = static_cast<Node*>(arena_.allocate(blockBytes(name.size(), valuesSize, valueCount)));
    n->parent = kRootId;
    n->valuesSize = valuesSize;
    n->children = nullptr;
    n->lastWrite = clock_;
    n->valueCount = valueCount;
    n->nameSize = static_cast<uint16_t>(name.size());
    n->unused = 0;
    std::memcpy(n + 1, name.data(), name.size());
    return n;
}

void HiveTree::freeNode(Node* node) {
    if (node->children != nullptr) arena_.deallocate(node->children, childArrayBytes(node->children[0]));
    arena_.deallocate(node, blockBytes(*node));
}

Node* HiveTree::resizeValues(uint32_t id, Node* node, uint32_t valuesSize, uint32_t valueCount, uint32_t keepValues,
                             uint32_t keepTags) {
    // Tags sit at the block's end: in a block of the same size they stay put.
    const size_t oldBytes = blockBytes(*node);
    const size_t newBytes = blockBytes(node->nameSize, valuesSize, valueCount);
    if (newBytes == oldBytes) {
        node->valuesSize = valuesSize;
        node->valueCount = valueCount;
        return node;
    }
    if (newBytes >= HiveArena::kMinMappedBytes && arena_.isMapped(node)) {
        // Remapped, the block keeps its bytes where they are; only the tags
        // move to its new end, before the block shrinks or after it grew.
        auto* base = reinterpret_cast<char*>(node);
        if (newBytes < oldBytes) std::memmove(base + newBytes - keepTags, base + oldBytes - keepTags, keepTags);
        if (auto* moved = static_cast<char*>(arena_.remap(node, oldBytes, newBytes))) {
            if (newBytes > oldBytes) std::memmove(moved + newBytes - keepTags, moved + oldBytes - keepTags, keepTags);
            auto* n = reinterpret_cast<Node*>(moved);
            n->valuesSize = valuesSize;
            n->valueCount = valueCount;
            setNode(id, n);
            return n;
        }
        // The block stays as it was, to be copied below.
        if (newBytes < oldBytes) std::memmove(base + oldBytes - keepTags, base + newBytes - keepTags, keepTags);
    }
    Node* moved = allocateNode(node->name(), valuesSize, valueCount);
    moved->parent = node->parent;
    moved->children = node->children;
    moved->lastWrite = node->lastWrite;
    std::memcpy(moved->values(), node->values(), keepValues);
    std::memcpy(tagsEnd(*moved) - keepTags, tagsEnd(*node) - keepTags, keepTags);
    node->children = nullptr;  // now owned by `moved`
    freeNode(node);
    setNode(id, moved);
    return moved;
}

std::string HiveTree::path(uint32_t id) const {
    std::vector<std::string_view> names;
    for (const Node* n = node(id); n != nullptr && id != kRootId; n = node(id)) {
        names.push_back(n->name());
        id = n->parent;
    }
    std::string out;
    for (auto it = names.rbegin(); it != names.rend(); ++it) {
        if (!out.empty()) out += '\\';
        out += *it;
    }
    return out;
}

size_t HiveTree::depth(uint32_t id) const {
    size_t levels = 0;
    for (; id != kRootId; id = node(id)->parent) ++levels;
    return levels;
}

// --- subkeys

size_t HiveTree::lowerBound(const Node& parent, std::string_view name) const {
    size_t lo = 0, hi = parent.childCount();
    uint32_t prefix = namePrefix(name);
    auto before = [&](size_t i) {  // the i-th subkey sorts before `name`
        auto at = static_cast<uint32_t>(i);
        return nameLess(parent.childPrefix(at), node(parent.child(at))->name(), prefix, name);
    };
    // Keys are often added in name order (Employee0000, Employee0001, ...):
    // one comparison with the last subkey settles those.
    if (hi > 0 && before(hi - 1)) return hi;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (before(mid)) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    return lo;
}

uint32_t HiveTree::findChild(const Node& parent, std::string_view name) const {
    size_t pos = lowerBound(parent, name);
    if (pos < parent.childCount()) {
        auto at = static_cast<uint32_t>(pos);
        uint32_t prefix = namePrefix(name), found = parent.childPrefix(at);
        if (((prefix | found) & kNamePrefixUncertain) == 0 && prefix != found) return kNoKey;
        uint32_t id = parent.child(at);
        if (namesEqual(node(id)->name(), name)) return id;
    }
    return kNoKey;
}

void HiveTree::setChildCapacity(Node* node, uint32_t capacity) {
    uint32_t* old = node->children;
    uint32_t count = node->childCount();
    uint32_t* fresh = nullptr;
    if (capacity > 0) {
        fresh = static_cast<uint32_t*>(arena_.allocate(childArrayBytes(capacity)));
        fresh[0] = capacity;
        fresh[1] = count;
        if (count > 0) {
            std::memcpy(fresh + 2, old + 2, count * sizeof(uint32_t));
            std::memcpy(fresh + 2 + capacity, old + 2 + old[0], count * sizeof(uint32_t));
        }
    }
    if (old != nullptr) arena_.deallocate(old, childArrayBytes(old[0]));
    node->children = fresh;
}

void HiveTree::insertChild(Node* parent, uint32_t id, std::string_view name) {
    size_t pos = lowerBound(*parent, name);
    uint32_t count = parent->childCount();
    uint32_t capacity = parent->children == nullptr ? 0 : parent->children[0];
    if (count == capacity) setChildCapacity(parent, std::max<uint32_t>(4, capacity * 2));
    uint32_t* ids = parent->children + 2;
    uint32_t* prefixes = ids + parent->children[0];
    std::memmove(ids + pos + 1, ids + pos, (count - pos) * sizeof(uint32_t));
    std::memmove(prefixes + pos + 1, prefixes + pos, (count - pos) * sizeof(uint32_t));
    ids[pos] = id;
    prefixes[pos] = namePrefix(name);
    ++parent->children[1];
}

void HiveTree::removeChild(Node* parent, uint32_t id) {
    size_t pos = lowerBound(*parent, node(id)->name());
    uint32_t count = --parent->children[1];
    uint32_t* ids = parent->children + 2;
    uint32_t* prefixes = ids + parent->children[0];
    std::memmove(ids + pos, ids + pos + 1, (count - pos) * sizeof(uint32_t));
    std::memmove(prefixes + pos, prefixes + pos + 1, (count - pos) * sizeof(uint32_t));
    uint32_t capacity = parent->children[0];
    if (count == 0) {
        setChildCapacity(parent, 0);
    } else if (capacity > 8 && count <= capacity / 4) {
        setChildCapacity(parent, capacity / 2);
    }
}

// --- values

void HiveTree::reindexValues(uint32_t id, Node& node) {
    std::unique_ptr<ValueIndex>& index = slot(id).index;
    if (node.valueCount < ValueIndex::kMinValues / 2) {
        if (index) tagValues(node);  // stale while the index answered
        index.reset();
        return;
    }
    if (!index) {
        if (node.valueCount < ValueIndex::kMinValues) return;
        index = std::make_unique<ValueIndex>();
    }
    index->rebuild(node.values(), node.valuesSize, node.valueCount);
}

void HiveTree::tagValues(Node& node) {
    uint8_t* tags = tagsEnd(node);
    uint32_t offset = 0;
    for (uint32_t pos = 0; pos < node.valueCount; ++pos) {
        ValueEntry e = readLiveValueEntry(node.values(), offset);
        tags[-1 - int64_t(pos)] = nameTag(e.name);
        offset = e.offset + e.size;
    }
}

std::optional<ValueEntry> HiveTree::findValue(uint32_t id, const Node& node, std::string_view name,
                                              ValueSearch search) const {
    if (const ValueIndex* index = indexOf(id)) {
        int64_t offset = index->find(node.values(), name);
        if (offset < 0) return std::nullopt;
        return readValueEntry(node.values(), static_cast<uint32_t>(offset));
    }
    // A search that expects a new name skips the entries whose tag rules them
    // out without reading them; one that expects a hit reads no tag at all.
    const uint8_t wanted = search == ValueSearch::kExpectNew ? nameTag(name) : kNameTagUncertain;
    const uint8_t* tags = tagsEnd(node);
    uint32_t offset = 0, walked = 0;  // `offset` is where the entry at position `walked` starts
    for (uint32_t pos = 0; pos < node.valueCount; ++pos) {
        if (wanted != kNameTagUncertain) {
            uint8_t tag = tags[-1 - int64_t(pos)];
            if (tag != wanted && tag != kNameTagUncertain) continue;
        }
        for (; walked < pos; ++walked) offset += readValueEntry(node.values(), offset).size;
        ValueEntry e = readValueEntry(node.values(), offset);
        if (namesEqual(e.name, name)) {
            e.position = pos;
            return e;
        }
        offset += e.size;
        walked = pos + 1;
    }
    return std::nullopt;
}

void HiveTree::prefetchForSet(uint32_t id, const Node& node) const {
    prefetchForWrite(node.values() + node.valuesSize);
    if (const ValueIndex* index = indexOf(id)) {
        index->prefetchEnd();
    } else {
        prefetchForWrite(tagsEnd(node) - node.valueCount - 1);
    }
}

ValueEntry HiveTree::valueAt(uint32_t id, const Node& node, uint32_t position) const {
    if (const ValueIndex* index = indexOf(id)) return readValueEntry(node.values(), index->offsetOf(position));
    uint32_t offset = 0;
    for (uint32_t pos = 0; pos < position; ++pos) offset += readValueEntry(node.values(), offset).size;
    return readValueEntry(node.values(), offset);
}

uint64_t HiveTree::rawValueBytes(const Node& node) {
    uint64_t total = 0;
    for (uint32_t offset = 0; offset < node.valuesSize;) {
        ValueEntry e = readValueEntry(node.values(), offset);
        if (!e.isHole()) total += e.name.size() + e.dataBytes();
        offset += e.size;
    }
    return total;
}

// --- changes

Status HiveTree::missingKey(uint32_t id) const { return Status::corruption("no key has id " + std::to_string(id)); }

Status HiveTree::apply(const Change& change) {
    switch (change.op) {
    case ChangeOp::kClock: clock_ = change.time; return Status::ok();
    case ChangeOp::kCreateKeys: return createKeys(change);
    case ChangeOp::kSetValue: return setValue(change.key, change.entry, nullptr);
    case ChangeOp::kDeleteValue: return deleteValue(change.key, change.name, nullptr);
    case ChangeOp::kDeleteKey: return deleteKey(change.key);
    case ChangeOp::kClearKey: return clearKey(change.key);
    case ChangeOp::kRenameKey: return renameKey(change.key, change.name);
    }
    return Status::corruption("unknown change type " + std::to_string(static_cast<int>(change.op)));
}

Status HiveTree::createKeys(const Change& change) {
    Node* parent = mutableNode(change.key);
    if (parent == nullptr) return missingKey(change.key);
    const auto& keys = change.newKeys;
    if (keys.empty()) return Status::corruption("a key creation names no key");
    size_t levels = depth(change.key) + keys.size();
    if (levels > kMaxKeyDepth) {
        return Status::limitExceeded("a key would be " + std::to_string(levels) +
                                     " levels deep; the registry allows at most " + std::to_string(kMaxKeyDepth));
    }
    if (findChild(*parent, keys[0].name) != kNoKey) {
        return Status::alreadyExists("key '" + std::string(keys[0].name) + "' exists already");
    }
    for (size_t i = 0; i < keys.size(); ++i) {
        if (keys[i].id == kNoKey || keys[i].id == kRootId || mutableNode(keys[i].id) != nullptr) {
            return Status::corruption("key id " + std::to_string(keys[i].id) + " is in use already");
        }
        for (size_t j = 0; j < i; ++j) {
            if (keys[j].id == keys[i].id)
                return Status::corruption("key id " + std::to_string(keys[i].id) + " is given twice");
        }
    }
    uint32_t parentId = change.key;
    for (const NewKey& k : keys) {
        Node* n = allocateNode(k.name, 0, 0);
        n->parent = parentId;
        setNode(k.id, n);
        Node* p = mutableNode(parentId);
        insertChild(p, k.id, k.name);
        p->lastWrite = clock_;
        ++keyCount_;
        rawBytes_ += k.name.size();
        parentId = k.id;
    }
    return Status::ok();
}

Status HiveTree::applyLookedUp(const Change& change, const std::optional<ValueEntry>& existing) {
    if (change.op == ChangeOp::kDeleteValue) return deleteValue(change.key, change.name, &existing);
    return setValue(change.key, change.entry, &existing);
}

Status HiveTree::setValue(uint32_t id, std::string_view entry, const std::optional<ValueEntry>* existing) {
    Node* n = mutableNode(id);
    if (n == nullptr) return missingKey(id);
    ValueEntry incoming = readValueEntry(entry.data(), 0);
    auto size = static_cast<uint32_t>(entry.size());
    if (holeBytes(id) != 0 && uint64_t(n->valuesSize) + size > UINT32_MAX) {
        // The holes hold room the value may need: cut them out first, which
        // moves the entry the caller looked up.
        n = closeHoles(id, n);
        existing = nullptr;
    }
    auto found = existing != nullptr ? *existing : findValue(id, *n, incoming.name, ValueSearch::kExpectNew);
    if (found) {
        const ValueEntry& old = *found;
        uint64_t newTotal = uint64_t(n->valuesSize) - old.size + size;
        if (newTotal > UINT32_MAX) return tooManyValueBytes(newTotal);
        uint32_t offset = old.offset, oldSize = old.size, oldTotal = n->valuesSize, count = n->valueCount;
        uint32_t tail = oldTotal - offset - oldSize;
        ValueIndex* index = indexOf(id);
        uint32_t keepTags = index != nullptr ? 0 : count;
        rawBytes_ += incoming.name.size() + incoming.dataBytes();
        rawBytes_ -= old.name.size() + old.dataBytes();
        // Grow before moving the tail right; shrink after moving it left.
        auto total = static_cast<uint32_t>(newTotal);
        if (size >= oldSize) n = resizeValues(id, n, total, count, oldTotal, keepTags);
        char* v = n->values();
        std::memmove(v + offset + size, v + offset + oldSize, tail);
        std::memcpy(v + offset, entry.data(), size);
        if (size < oldSize) n = resizeValues(id, n, total, count, total, keepTags);
        if (index == nullptr) {
            // The tag follows the name the entry now holds.
            tagsEnd(*n)[-1 - int64_t(old.position)] = nameTag(incoming.name);
        } else if (size != oldSize) {
            index->resized(offset, int64_t(size) - oldSize);
        }
    } else {
        uint64_t newTotal = uint64_t(n->valuesSize) + size;
        if (newTotal > UINT32_MAX) return tooManyValueBytes(newTotal);
        uint32_t offset = n->valuesSize, count = n->valueCount;
        ValueIndex* index = indexOf(id);
        n = resizeValues(id, n, static_cast<uint32_t>(newTotal), count + 1, offset, index != nullptr ? 0 : count);
        std::memcpy(n->values() + offset, entry.data(), size);
        ++valueCount_;
        rawBytes_ += incoming.name.size() + incoming.dataBytes();
        // Only keys with many values have an index (ValueIndex::kMinValues).
        if (index != nullptr) {
            index->appended(n->values(), offset);
        } else {
            tagsEnd(*n)[-1 - int64_t(count)] = nameTag(incoming.name);
            if (n->valueCount >= ValueIndex::kMinValues) reindexValues(id, *n);
        }
    }
    n->lastWrite = clock_;
    return Status::ok();
}

Status HiveTree::deleteValue(uint32_t id, std::string_view name, const std::optional<ValueEntry>* existing) {
    Node* n = mutableNode(id);
    if (n == nullptr) return missingKey(id);
    auto found = existing != nullptr ? *existing : findValue(id, *n, name, ValueSearch::kExpectFound);
    if (!found) return Status::notFound("value '" + std::string(name) + "' does not exist");
    const ValueEntry& old = *found;
    rawBytes_ -= old.name.size() + old.dataBytes();
    uint32_t offset = old.offset, size = old.size, count = n->valueCount;
    if (ValueIndex* index = indexOf(id)) {
        // The index goes first, while the entry's name is still where `old` saw it.
        index->becameHole(offset, size, old.name);
        markHole(n->values(), old);
        n = resizeValues(id, n, n->valuesSize, count - 1, n->valuesSize, 0);
        if (count - 1 < ValueIndex::kMinValues / 2 || index->holeBytes() > n->valuesSize / 2) {
            n = closeHoles(id, n);
        }
    } else {
        // The tags of the later values move one place towards the block's end.
        uint8_t* tags = tagsEnd(*n);
        std::memmove(tags - count + 1, tags - count, count - 1 - old.position);
        uint32_t newTotal = n->valuesSize - size;
        char* v = n->values();
        std::memmove(v + offset, v + offset + size, newTotal - offset);
        n = resizeValues(id, n, newTotal, count - 1, newTotal, count - 1);
    }
    --valueCount_;
    n->lastWrite = clock_;
    return Status::ok();
}

Node* HiveTree::closeHoles(uint32_t id, Node* node) {
    char* v = node->values();
    uint32_t to = 0;
    for (uint32_t from = 0; from < node->valuesSize;) {
        ValueEntry e = readValueEntry(v, from);
        from += e.size;
        if (e.isHole()) continue;
        std::memmove(v + to, v + e.offset, e.size);
        to += e.size;
    }
    // Only keys with an index have holes, and their tags are stale.
    node = resizeValues(id, node, to, node->valueCount, to, 0);
    reindexValues(id, *node);
    return node;
}

void HiveTree::deleteSubtree(uint32_t id) {
    std::vector<uint32_t> stack{id};
    while (!stack.empty()) {
        uint32_t x = stack.back();
        stack.pop_back();
        Node* n = mutableNode(x);
        for (uint32_t i = 0; i < n->childCount(); ++i) stack.push_back(n->child(i));
        --keyCount_;
        valueCount_ -= n->valueCount;
        rawBytes_ -= n->nameSize + rawValueBytes(*n);
        freeNode(n);
        freeId(x);
    }
}

Status HiveTree::deleteKey(uint32_t id) {
    Node* n = mutableNode(id);
    if (n == nullptr) return missingKey(id);
    if (id == kRootId) return Status::invalidArgument("the root key cannot be deleted");
    Node* parent = mutableNode(n->parent);
    removeChild(parent, id);
    parent->lastWrite = clock_;
    deleteSubtree(id);
    return Status::ok();
}

Status HiveTree::clearKey(uint32_t id) {
    Node* n = mutableNode(id);
    if (n == nullptr) return missingKey(id);
    for (uint32_t i = 0; i < n->childCount(); ++i) deleteSubtree(n->child(i));
    setChildCapacity(n, 0);
    valueCount_ -= n->valueCount;
    rawBytes_ -= rawValueBytes(*n);
    slot(id).index.reset();
    n = resizeValues(id, n, 0, 0, 0, 0);
    n->lastWrite = clock_;
    return Status::ok();
}

Status HiveTree::renameKey(uint32_t id, std::string_view newName) {
    Node* n = mutableNode(id);
    if (n == nullptr) return missingKey(id);
    if (id == kRootId) return Status::invalidArgument("the root key cannot be renamed");
    Node* parent = mutableNode(n->parent);
    uint32_t other = findChild(*parent, newName);
    if (other != kNoKey && other != id) {
        return Status::alreadyExists("a subkey named '" + std::string(node(other)->name()) + "' exists already");
    }
    removeChild(parent, id);
    parent = mutableNode(n->parent);
    Node* renamed = allocateNode(newName, n->valuesSize, n->valueCount);
    renamed->parent = n->parent;
    renamed->children = n->children;
    std::memcpy(renamed->values(), n->values(), n->valuesSize);
    std::memcpy(tagsEnd(*renamed) - n->valueCount, tagsEnd(*n) - n->valueCount, n->valueCount);
    rawBytes_ += newName.size();
    rawBytes_ -= n->nameSize;
    n->children = nullptr;  // now owned by `renamed`
    freeNode(n);
    setNode(id, renamed);
    insertChild(parent, id, newName);
    renamed->lastWrite = clock_;
    parent->lastWrite = clock_;
    return Status::ok();
}

// --- loading

Status HiveTree::loadKey(uint32_t id, uint32_t parentId, std::string_view name, int64_t lastWrite, uint32_t childCount,
                         uint32_t valueCount, std::string_view values) {
    // Checked before the block it sizes is allocated: a lying count in a
    // small file must not take gigabytes.
    if (valueCount > values.size() / kMinValueEntryBytes) {
        return Status::corruption("key id " + std::to_string(id) + " claims " + std::to_string(valueCount) +
                                  " values in " + std::to_string(values.size()) + " bytes");
    }
    Node* n = nullptr;
    if (id == kRootId) {
        Node* root = mutableNode(kRootId);
        if (keyCount_ != 0 || root->children != nullptr || root->valuesSize != 0 || !name.empty()) {
            return Status::corruption("the root key must come first, once, without a name");
        }
        n = resizeValues(kRootId, root, static_cast<uint32_t>(values.size()), valueCount, 0, 0);
    } else {
        Node* parent = mutableNode(parentId);
        if (id == kNoKey || mutableNode(id) != nullptr) {
            return Status::corruption("key id " + std::to_string(id) + " appears twice");
        }
        if (parent == nullptr || parent->children == nullptr || parent->children[1] >= parent->children[0]) {
            return Status::corruption("key id " + std::to_string(id) + " has no place under parent id " +
                                      std::to_string(parentId));
        }
        Status valid = validateKeyName(name);
        if (!valid.isOk()) return Status::corruption(valid.message());
        uint32_t siblings = parent->children[1];
        if (siblings > 0 && compareNames(node(parent->child(siblings - 1))->name(), name) >= 0) {
            return Status::corruption("subkey '" + std::string(name) + "' is out of order or a duplicate");
        }
        if (depth(parentId) + 1 > kMaxKeyDepth) return Status::corruption("the tree is deeper than 512 levels");
        n = allocateNode(name, static_cast<uint32_t>(values.size()), valueCount);
        n->parent = parentId;
        uint32_t at = parent->children[1]++;
        parent->children[2 + at] = id;
        parent->children[2 + parent->children[0] + at] = namePrefix(name);
        setNode(id, n);
        ++keyCount_;
        rawBytes_ += name.size();
    }
    // Checked where they now lie, tagged in the same pass. Damaged values
    // fail the whole load, and the tree is dropped with this key in it.
    std::memcpy(n->values(), values.data(), values.size());
    uint64_t valueRawBytes = 0;
    std::string problem = validateValueEntries(n->valueBytes(), valueCount, valueRawBytes, tagsEnd(*n));
    if (!problem.empty()) return Status::corruption("the values of key id " + std::to_string(id) + ": " + problem);
    n->lastWrite = lastWrite;
    if (childCount > 0) setChildCapacity(n, childCount);
    valueCount_ += valueCount;
    rawBytes_ += valueRawBytes;
    if (valueCount < ValueIndex::kMinValues) return Status::ok();
    if (values.size() >= ValueIndexer::kMinValueBytes && (indexer_ || ValueIndexer::worthStarting())) {
        if (!indexer_) indexer_ = std::make_unique<ValueIndexer>();
        indexer_->add({id, n->values(), n->valuesSize, valueCount});
    } else {
        reindexValues(id, *n);
    }
    return Status::ok();
}

Status HiveTree::finishLoad(int64_t clock) {
    if (indexer_) {
        for (ValueIndexer::Indexed& key : indexer_->finish()) slot(key.id).index = std::move(key.index);
        indexer_.reset();
    }
    std::string missing;
    forEachNode([&missing](uint32_t id, const Node* n) {
        if (missing.empty() && n->children != nullptr && n->children[1] != n->children[0]) {
            missing = "key id " + std::to_string(id) + " declares " + std::to_string(n->children[0]) + " subkeys but " +
                      std::to_string(n->children[1]) + " follow it";
        }
    });
    if (!missing.empty()) return Status::corruption(missing);
    clock_ = clock;
    expectedKeys_ = 0;
    rebuildFreeIds();
    return Status::ok();
}

uint64_t HiveTree::memoryBytes() const {
    // A hash map's node: the slot, its key and a link, plus a bucket.
    constexpr uint64_t kSparseSlotBytes = sizeof(IdSlot) + 2 * sizeof(void*) + sizeof(uint32_t);
    uint64_t total = arena_.reservedBytes() + slotCount_ * sizeof(IdSlot) + sparse_.size() * kSparseSlotBytes;
    forEachNode([&total, this](uint32_t id, const Node*) {
        if (const ValueIndex* index = indexOf(id)) total += sizeof(ValueIndex) + index->memoryBytes();
    });
    return total;
}

}  // namespace wr::reg
