// An external merge sort of key-value pairs, for bulk loaders whose engine
// takes keys only in ascending order (RocksDB's SstFileWriter) or writes its
// pages far faster in that order (Berkeley DB's B-tree, LMDB) while they
// arrive in any order (WR-Store scans in MD5 order). Pairs are buffered up to
// a memory budget; each full buffer is sorted and written to a run file; at
// the end one k-way merge reads the runs back, with the last buffer still in
// memory as the newest run, and hands on every key once, with the value added
// last. Keys compare bytewise (PairBuffer's order).
//
// A run file is a sequence of pairs, each a varint key length, a varint value
// length, the key and the value; it lives only as long as the sorter and is
// never synced. More than kMaxFanIn run files are merged in steps (the oldest
// ones first, into one run that takes their place) so that the merge never
// holds more than kMaxFanIn files open.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <vector>

#include "stores/peers/pair_buffer.h"
#include "util/bytes.h"
#include "util/cancellation.h"
#include "util/status.h"

namespace wr::kv {

class ExternalSorter {
public:
    static constexpr size_t kMaxFanIn = 64;

    // Run files go into `directory` (which must exist); `cancel` may be null.
    ExternalSorter(std::filesystem::path directory, uint64_t memoryBudget, const CancellationToken* cancel);
    ~ExternalSorter();
    ExternalSorter(const ExternalSorter&) = delete;
    ExternalSorter& operator=(const ExternalSorter&) = delete;

    // Buffers the pair; writes a run file when the buffer is full.
    Status add(BytesView key, BytesView value);

    uint64_t pairsAdded() const { return pairsAdded_; }
    // Run files written by add() so far.
    size_t runFilesWritten() const { return runFilesWritten_; }
    // The runs merge() merges: the run files, and the pairs still in memory.
    size_t runs() const { return runFiles_.size() + (buffer_.empty() ? 0 : 1); }

    using Emit = std::function<Status(BytesView key, BytesView value)>;
    // Calls `emit` for every key in ascending order, once, with the value
    // added last; an error from `emit` stops the merge and is returned.
    // Progress (may be null) counts the pairs emitted, of those added.
    // Returns Cancelled within a few thousand pairs of the token's cancel.
    // The run files are removed afterwards, whatever the outcome.
    Status merge(const Emit& emit, ProgressSink* progress);

private:
    Status writeRun();
    Status mergeOldestRuns();
    Status checkCancelled(uint64_t pairs) const;
    void removeRunFiles();

    std::filesystem::path directory_;
    uint64_t memoryBudget_;
    const CancellationToken* cancel_;
    PairBuffer buffer_;
    std::vector<std::filesystem::path> runFiles_;  // oldest first
    uint64_t pairsAdded_ = 0;
    size_t runFilesWritten_ = 0;
    size_t nextRunNumber_ = 0;
};

}  // namespace wr::kv
