// When and for how long a command is tried again. What is retried: a node
// that could not be reached or whose connection was lost (refused, reset,
// closed: a master that died, its replica not yet promoted), and the replies
// CLUSTERDOWN (the cluster heals a failed master), TRYAGAIN (a multi-key
// command during a slot migration), LOADING (a restarted node reading its
// data) and MASTERDOWN. Every command the store sends (GET, SET of a whole
// value, DEL) leaves the same result when repeated, so repeating one whose
// reply was lost is safe. What is not retried: a node that does not answer
// within timeout_ms (it may be silent for long; the call fails after one
// timeout, naming it) and every other error. The retries of one call back off
// from 20 ms, doubling up to 250 ms, for the failover window (failover_ms=,
// by default timeout_ms) counted from the call's first setback; then the call
// fails with the last setback's error and how long it was retried.
#pragma once

#include <chrono>
#include <string>

#include "stores/redis/redis_reply.h"
#include "util/status.h"

namespace wr::kv::redis {

// True for a failure worth retrying: the node unreachable or the connection lost, not a timeout.
bool isTransientFailure(const Status& status);
// True for a reply worth retrying: CLUSTERDOWN, TRYAGAIN, LOADING, MASTERDOWN.
bool isTransientReply(const RedisReply& reply);

// The backoff of one call's retries within the failover window.
class RetryWindow {
public:
    explicit RetryWindow(std::chrono::milliseconds window) : window_(window) {}

    // Sleeps before the next attempt and returns true, or returns false once
    // the window, counted from the first call, has passed.
    bool backOff();
    // `last` with how long it was retried ("...; given up after retrying for 2000 ms").
    Status givenUp(const Status& last) const;

private:
    std::chrono::milliseconds window_;
    std::chrono::steady_clock::time_point firstSetback_{};
    std::chrono::milliseconds nextPause_{20};
};

}  // namespace wr::kv::redis
