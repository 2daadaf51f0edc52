#include "stores/peers/bulk_load_state.h"

namespace wr::kv {

Status LoaderState::usable(uint64_t pairsAdded) {
    if (!ended_.isOk()) return ended_;
    if (cancel_ != nullptr && cancel_->isCancelled()) {
        return fail(Status::cancelled(where_ + ": bulk load: cancelled after " + countedNoun(pairsAdded, "pair")));
    }
    return Status::ok();
}

Status LoaderState::fail(Status status) {
    ended_ = status;
    return status;
}

void LoaderState::finished() {
    ended_ = Status::invalidArgument(where_ + ": bulk load: it has finished; a new load needs a new loader");
}

std::string countedNoun(uint64_t n, std::string_view noun) {
    return std::to_string(n) + " " + std::string(noun) + (n == 1 ? "" : "s");
}

}  // namespace wr::kv
