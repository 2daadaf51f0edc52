// Exporting pairs of a store into an exchange file (pair_writer.h): the
// whole store (or the keys under a prefix) through the store's own scan, or
// a list of chosen keys. Pairs go to the file as they are read, so no export
// holds more than one value at a time. The file is written beside its
// destination and renamed into place at the end: a failed or cancelled
// export leaves no file, and an existing file as it was.
#pragma once

#include <cstdint>
#include <filesystem>
#include <vector>

#include "exchange/pair_writer.h"
#include "stores/kv_store.h"
#include "util/cancellation.h"
#include "util/result.h"

namespace wr::exchange {

struct ExportOutcome {
    uint64_t pairs = 0;    // written to the file
    uint64_t missing = 0;  // chosen keys the store no longer holds (skipped)
    uint64_t bytes = 0;    // the file's size
};

// Every pair whose key starts with `prefix` (all when empty), in scan order.
Result<ExportOutcome> exportStore(kv::KvStore& store, const std::filesystem::path& path,
                                  const PairWriterOptions& options, BytesView prefix, ProgressSink* progress,
                                  const CancellationToken* cancel);
// The pairs of `keys`, in that order.
Result<ExportOutcome> exportKeys(kv::KvStore& store, const std::vector<Bytes>& keys, const std::filesystem::path& path,
                                 const PairWriterOptions& options, ProgressSink* progress,
                                 const CancellationToken* cancel);

}  // namespace wr::exchange
