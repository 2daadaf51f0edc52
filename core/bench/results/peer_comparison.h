// Two readings of a run that no single baseline gives: how our engines
// (WR-Store, WR-Store++, ZDB) stand against the fastest peer measured beside
// them, and how every store's throughput grows with client threads. Both are
// computed from a results document (results_files.h), so `wrctl report`
// gives them for any run that has every repetition's figures.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "bench/workloads/json_document.h"

namespace wr::bench {

// One of our stores at one point, step and operation, against the peer
// with the highest median there.
struct PeerLead {
    std::string preset, point, step, op, store;
    std::string bestPeer;
    double ours = 0, peer = 0;  // medians of the preset's primary figure
    double ratio = 0;           // ours / peer
    // The lowest ratio of one repetition: ours in repetition r over the
    // fastest peer in the same repetition r. A lead the noise can turn over
    // shows here below 1.
    double lowestRunRatio = 0;
    int repetitions = 0;  // repetitions with both sides measured
};

// Rows for every measured operation where the run holds one of our stores
// and at least one peer (the raw-disk reference is no peer).
std::vector<PeerLead> peerLeads(const Json& results);

// True for the schemes of our own engines: "wrstore", "wrstore++", "zdb".
bool isOwnEngine(const std::string& scheme);
// True for a store our engines are measured against: neither one of ours nor
// the harness's raw-disk reference. `store` is a URI or a label ("zdb",
// "wrstore 1D_2L"); its scheme decides.
bool isPeerStore(const std::string& store);

// A store's throughput at each client thread count of a point swept over
// "threads", the other coordinates equal.
struct ThreadScaling {
    std::string preset, point, step, op, store;        // point without its threads
    std::vector<std::pair<int, double>> opsPerSecond;  // (threads, median), by threads
    // Throughput at `threads` over throughput at the fewest threads measured.
    double speedup(int threads) const;
};

std::vector<ThreadScaling> threadScaling(const Json& results);

}  // namespace wr::bench
