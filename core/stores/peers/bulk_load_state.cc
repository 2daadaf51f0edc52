#include "stores/peers/bulk_load_state.h"

#include <utility>

namespace wr::kv {

LoaderState::LoaderState(std::string where, const CancellationToken* cancel, std::optional<ScratchDirectory> scratch)
    : where_(std::move(where)), cancel_(cancel), scratch_(std::move(scratch)) {}

Status LoaderState::usable(uint64_t pairsAdded) {
    if (!ended_.isOk()) return ended_;
    if (cancel_ != nullptr && cancel_->isCancelled()) {
        return fail(Status::cancelled(where_ + ": bulk load: cancelled after " + countedNoun(pairsAdded, "pair")));
    }
    return Status::ok();
}

Status LoaderState::fail(Status status) {
    end(status);
    return status;
}

Status LoaderState::finish(Status last) {
    if (!last.isOk()) return fail(std::move(last));
    end(Status::invalidArgument(where_ + ": bulk load: it has finished; a new load needs a new loader"));
    return Status::ok();
}

void LoaderState::end(Status status) {
    ended_ = std::move(status);
    scratch_.reset();
}

std::string countedNoun(uint64_t n, std::string_view noun) {
    return std::to_string(n) + " " + std::string(noun) + (n == 1 ? "" : "s");
}

}  // namespace wr::kv
