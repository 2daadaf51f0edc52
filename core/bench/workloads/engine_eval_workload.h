// Seed 004's engine evaluation (Sec. 4.2, Tables 2-4): `count` pairs of a
// 4-byte key and a 4-byte, 1 KB or 100 KB value written by one thread
// (Table 2) or four (Table 3), then random reads of the written keys
// (Table 4), in operations per second.
//
// Steps: write (threads = the writer count), read (threads = --threads).
// The paper writes 100 million pairs of every size; at full scale we keep
// 100 million for 4-byte values and cap the larger ones at 10 GiB of data,
// the cap seed 002 uses (Listing 1 line 5).
#pragma once

#include <cstdint>
#include <vector>

#include "bench/workloads/run_spec.h"
#include "bench/workloads/step_context.h"

namespace wr::bench {

struct EngineEvalPoint {
    uint64_t valueBytes = 4;
    uint64_t count = 0;
    int writers = 1;
    bool read = true;  // add the random-read step (Table 4)
};

// Table 2-4's pair count for a value size at scale 1.
uint64_t engineEvalCount(uint64_t valueBytes);

std::vector<RunSpec> engineEvalSteps(const EngineEvalPoint& point);

Status runEngineEvalStep(StepContext& ctx);

}  // namespace wr::bench
