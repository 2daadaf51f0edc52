// What the engines' bulk loaders (rocksdb_bulk_load.h, bdb_bulk_load.h,
// lmdb_bulk_load.h) share about their life: a loader takes pairs until an
// error, a cancel or finish() ends it, and from then on every call returns
// why it ended; its scratch directory, when it has one, goes as soon as the
// load ends. Also the counted nouns their descriptions use.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "stores/peers/scratch_directory.h"
#include "util/cancellation.h"
#include "util/status.h"

namespace wr::kv {

class LoaderState {
public:
    // `where` ("lmdb store PATH") starts the messages; `cancel` may be null.
    LoaderState(std::string where, const CancellationToken* cancel,
                std::optional<ScratchDirectory> scratch = std::nullopt);

    const std::string& where() const { return where_; }
    // The scratch directory's path; empty when the loader has none.
    std::filesystem::path scratchPath() const { return scratch_ ? scratch_->path() : std::filesystem::path(); }

    // OK while pairs may still be added; otherwise the error that ended the
    // load, or Cancelled once the token is (which ends it too).
    Status usable(uint64_t pairsAdded);
    // Ends the load with `status`, and returns it.
    Status fail(Status status);
    // Ends the load with the outcome of finish()'s last step, and returns
    // it: the error, or OK (later calls then say the load has finished).
    Status finish(Status last);

private:
    void end(Status status);

    std::string where_;
    const CancellationToken* cancel_;
    std::optional<ScratchDirectory> scratch_;
    Status ended_;
};

// "1 pair", "3 sorted runs".
std::string countedNoun(uint64_t n, std::string_view noun);

}  // namespace wr::kv
