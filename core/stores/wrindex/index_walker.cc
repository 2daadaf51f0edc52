#include "stores/wrindex/index_walker.h"

#include <cmath>
#include <limits>

#include "stores/wrindex/key_name_codec.h"

namespace wr::kv::wrstore {

namespace {

// The index subkeys of `key`, in enumeration order, read in one call: a count
// asked for first would go stale when a put adds a subkey before the list is
// read, and the last name would fall off the end.
Result<std::vector<std::string>> indexSubkeys(reg::Registry& registry, const reg::Key& key, int length) {
    WR_ASSIGN_OR_RETURN(std::vector<std::string> names, registry.listSubkeys(key, 0, UINT32_MAX));
    std::erase_if(names, [&](const std::string& n) { return !isIndexSubkeyName(n, length); });
    return names;
}

bool vanished(const Status& s) { return s.is(StatusCode::kNotFound) || s.is(StatusCode::kKeyDeleted); }

}  // namespace

IndexEntryIterator::IndexEntryIterator(reg::Registry& registry, reg::Key db, IndexLayout layout)
    : registry_(registry), layout_(layout) {
    status_ = loadLevel(std::move(db));
    if (status_.isOk()) settle();
}

IndexEntryIterator::IndexEntryIterator(reg::Registry& registry, reg::Key db, IndexLayout layout,
                                       std::string_view startHex)
    : registry_(registry), layout_(layout), onStartPath_(true) {
    std::string hex(startHex.substr(0, size_t(layout_.depth * layout_.length)));
    hex.resize(size_t(layout_.depth * layout_.length), '0');
    for (int level = 0; level < layout_.depth; ++level) {
        startNames_.push_back(hex.substr(size_t(level * layout_.length), size_t(layout_.length)));
    }
    status_ = loadLevel(std::move(db));
    if (status_.isOk()) settle();
}

Status IndexEntryIterator::loadLevel(reg::Key key) {
    WR_ASSIGN_OR_RETURN(std::vector<std::string> names, indexSubkeys(registry_, key, layout_.length));
    size_t first = 0;
    if (onStartPath_) {
        // Names come in hash order: skip those before the start's.
        const std::string& start = startNames_[levels_.size()];
        while (first < names.size() && names[first] < start) ++first;
        onStartPath_ = first < names.size() && names[first] == start;
    }
    levels_.push_back(Level{std::move(key), std::move(names), first});
    return Status::ok();
}

bool IndexEntryIterator::enterNextLeaf() {
    while (!levels_.empty()) {
        Level& top = levels_.back();
        if (top.nextName == top.names.size()) {
            levels_.pop_back();
            continue;
        }
        const std::string& name = top.names[top.nextName++];
        // Any later name on a level sorts after the start's.
        onStartPath_ = onStartPath_ && name == startNames_[levels_.size() - 1];
        auto child = registry_.openKey(top.key, name);
        if (!child) {
            if (vanished(child.status())) continue;
            status_ = child.status();
            return false;
        }
        if (levels_.size() < static_cast<size_t>(layout_.depth)) {
            status_ = loadLevel(std::move(child).value());
            if (!status_.isOk()) {
                if (!vanished(status_)) return false;
                status_ = Status::ok();
            }
            continue;
        }
        auto values = registry_.listValues(*child, 0, std::numeric_limits<uint32_t>::max());
        if (!values) {
            if (vanished(values.status())) continue;
            status_ = values.status();
            return false;
        }
        leafValues_ = std::move(values).value();
        position_ = 0;
        leafPath_.clear();
        for (size_t i = 1; i < levels_.size(); ++i) {
            leafPath_ += levels_[i - 1].names[levels_[i - 1].nextName - 1];
            leafPath_ += '\\';
        }
        leafPath_ += name;
        return true;
    }
    return false;
}

void IndexEntryIterator::settle() {
    while (true) {
        if (position_ < leafValues_.size()) {
            auto key = decodeKeyName(leafValues_[position_].name);
            if (!key) {
                status_ = key.status().withContext("index leaf " + leafPath_);
                valid_ = false;
                foreignName_ = true;
                return;
            }
            key_ = std::move(key).value();
            valid_ = true;
            return;
        }
        leafValues_.clear();
        if (!enterNextLeaf()) {
            valid_ = false;
            return;
        }
    }
}

void IndexEntryIterator::next() {
    if (!valid_) return;
    ++position_;
    settle();
}

std::string IndexEntryIterator::misplacedFrom() const {
    LeafPath home(md5(key_), layout_);
    return home.view() == leafPath_ ? std::string() : std::string(home.view());
}

bool IndexEntryIterator::skipForeignName() {
    if (!foreignName_) return false;
    foreignName_ = false;
    status_ = Status::ok();
    ++position_;
    settle();
    return true;
}

namespace {

Result<double> estimateBelow(reg::Registry& registry, const reg::Key& key, int levelsLeft, int length, uint64_t budget,
                             EntryCountEstimate& estimate) {
    if (levelsLeft == 0) {
        WR_ASSIGN_OR_RETURN(reg::KeyInfo info, registry.queryInfo(key));
        ++estimate.leavesVisited;
        return static_cast<double>(info.valueCount);
    }
    WR_ASSIGN_OR_RETURN(std::vector<std::string> names, indexSubkeys(registry, key, length));
    uint64_t n = names.size();
    if (n == 0) return 0.0;
    uint64_t samples = std::min<uint64_t>(n, std::max<uint64_t>(budget, 1));
    if (samples < n) estimate.exact = false;
    uint64_t childBudget = std::max<uint64_t>(1, budget / samples);
    double sum = 0;
    for (uint64_t j = 0; j < samples; ++j) {
        auto child = registry.openKey(key, names[j * n / samples]);
        if (!child) {
            if (vanished(child.status())) continue;
            return child.status();
        }
        auto below = estimateBelow(registry, *child, levelsLeft - 1, length, childBudget, estimate);
        if (!below) {
            if (vanished(below.status())) continue;
            return below.status();
        }
        sum += *below;
    }
    return sum * static_cast<double>(n) / static_cast<double>(samples);
}

}  // namespace

Result<EntryCountEstimate> estimateEntryCount(reg::Registry& registry, const reg::Key& db, const IndexLayout& layout,
                                              uint32_t leafBudget) {
    EntryCountEstimate estimate;
    WR_ASSIGN_OR_RETURN(double entries, estimateBelow(registry, db, layout.depth, layout.length, leafBudget, estimate));
    estimate.entries = static_cast<uint64_t>(std::llround(entries));
    return estimate;
}

}  // namespace wr::kv::wrstore
