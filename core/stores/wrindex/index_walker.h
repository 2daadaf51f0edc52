// Walking the hashed index (seed 000 Sec. 5, Fig. 15's Extract-and-Transform
// traversal): every leaf at depth WR_D below the database key, in index order
// (subkeys in the registry's name order, i.e. by hash), and every entry of each
// leaf in the order it was first set. Scans, checks, reallocation and counts
// are built on it.
//
// Each level's subkey names are read once when the walk enters it, and each
// leaf's values in one call, so concurrent writers never make the walk skip or
// repeat a leaf that existed throughout it; a leaf deleted meanwhile is skipped.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "registry/registry.h"
#include "stores/wrindex/hashed_index.h"
#include "util/result.h"

namespace wr::kv::wrstore {

class IndexEntryIterator {
public:
    IndexEntryIterator(reg::Registry& registry, reg::Key db, IndexLayout layout);
    // Starts at the first leaf whose hash prefix is at or after `startHex`
    // (depth * length lower-case hex characters; shorter is padded with '0'),
    // so a walk can begin anywhere in the index.
    IndexEntryIterator(reg::Registry& registry, reg::Key db, IndexLayout layout, std::string_view startHex);

    bool valid() const { return valid_; }
    // The decoded key and the raw registry value of the current entry.
    BytesView key() const { return key_; }
    const reg::NamedValue& entry() const { return leafValues_[position_]; }
    // "fe\\40": the leaf holding the current entry.
    const std::string& leafPath() const { return leafPath_; }
    void next();
    // Empty when the current key's MD5 names the leaf it sits in; otherwise
    // the leaf where gets look for it (a misplaced entry, which checks report).
    std::string misplacedFrom() const;
    // The error that ended the walk (a value name no WR-Store wrote, a
    // registry failure); OK at the end.
    const Status& status() const { return status_; }
    // After a walk ended on a value name no WR-Store wrote, steps past that
    // value and goes on (checks report such names and carry on); false for
    // any other end.
    bool skipForeignName();

private:
    struct Level {
        reg::Key key;
        std::vector<std::string> names;  // index subkeys, in enumeration order
        size_t nextName = 0;
    };
    // Moves to the first entry at or after the current position.
    void settle();
    bool enterNextLeaf();
    Status loadLevel(reg::Key key);

    reg::Registry& registry_;
    IndexLayout layout_;
    // The start's name on each level, followed while the walk's first descent
    // stays on it.
    std::vector<std::string> startNames_;
    bool onStartPath_ = false;
    std::vector<Level> levels_;
    std::vector<reg::NamedValue> leafValues_;
    size_t position_ = 0;
    std::string leafPath_;
    Bytes key_;
    bool valid_ = false;
    bool foreignName_ = false;
    Status status_;
};

// Seed 000 asks for counts without scanning everything: Knuth's estimator of
// a tree's size. From the database key down, each node's subkeys are counted
// (RegQueryInfoKey) and at most `leafBudget`-shaped samples of them, evenly
// spread, are visited; a leaf contributes its value count scaled by the
// fan-outs above it. Exact when every level fits the budget (small stores);
// for 1M keys at 1D_4L it visits 4096 of 65536 leaves, and because MD5 spreads
// keys uniformly the relative error stays near 1 / sqrt(entries visited).
struct EntryCountEstimate {
    uint64_t entries = 0;
    bool exact = true;  // every leaf was visited
    uint64_t leavesVisited = 0;
};
Result<EntryCountEstimate> estimateEntryCount(reg::Registry& registry, const reg::Key& db, const IndexLayout& layout,
                                              uint32_t leafBudget = 4096);

}  // namespace wr::kv::wrstore
