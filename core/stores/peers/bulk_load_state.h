// What the engines' bulk loaders (rocksdb_bulk_load.h, bdb_bulk_load.h,
// lmdb_bulk_load.h) share about their life: a loader takes pairs until an
// error, a cancel or finish() ends it, and from then on every call returns
// why it ended. Also the counted nouns their descriptions use.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

#include "util/cancellation.h"
#include "util/status.h"

namespace wr::kv {

class LoaderState {
public:
    // `where` ("lmdb store PATH") starts the messages; `cancel` may be null.
    LoaderState(std::string where, const CancellationToken* cancel) : where_(std::move(where)), cancel_(cancel) {}

    const std::string& where() const { return where_; }
    // OK while pairs may still be added; otherwise the error that ended the
    // load, or Cancelled once the token is (which ends it too).
    Status usable(uint64_t pairsAdded);
    // Ends the load with `status`, and returns it.
    Status fail(Status status);
    // Ends the load after a finish() that succeeded.
    void finished();

private:
    std::string where_;
    const CancellationToken* cancel_;
    Status ended_;
};

// "1 pair", "3 sorted runs".
std::string countedNoun(uint64_t n, std::string_view noun);

}  // namespace wr::kv
