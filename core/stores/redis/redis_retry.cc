#include "stores/redis/redis_retry.h"

#include <algorithm>
#include <thread>

#include "stores/redis/redis_node.h"

namespace wr::kv::redis {

namespace {

constexpr std::chrono::milliseconds kLongestPause{250};

}  // namespace

bool isTransientFailure(const Status& status) { return status.is(StatusCode::kIoError) && !isTimeout(status); }

bool isTransientReply(const RedisReply& reply) {
    return reply.isErrorCode("CLUSTERDOWN") || reply.isErrorCode("TRYAGAIN") || reply.isErrorCode("LOADING") ||
           reply.isErrorCode("MASTERDOWN");
}

bool RetryWindow::backOff() {
    const auto now = std::chrono::steady_clock::now();
    if (firstSetback_ == std::chrono::steady_clock::time_point{}) firstSetback_ = now;
    const auto left = firstSetback_ + window_ - now;
    if (left <= std::chrono::milliseconds::zero()) return false;
    std::this_thread::sleep_for(std::min<std::chrono::steady_clock::duration>(nextPause_, left));
    nextPause_ = std::min(nextPause_ * 2, kLongestPause);
    return true;
}

Status RetryWindow::givenUp(const Status& last) const {
    return last.withConsequence("given up after retrying for " + std::to_string(window_.count()) + " ms");
}

}  // namespace wr::kv::redis
