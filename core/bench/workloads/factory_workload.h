// Seed 003's hierarchical workload on the portable hive engine, through the
// registry model rather than KvStore: the Factory tree (1,000 workshops of
// 1,000 employees: 1M keys, about 6M typed values) inserted by one thread,
// the tree deleted, then inserted by one thread per logical core, as 003's
// program does. The tree itself is core/bench/workloads/factory_tree.h's.
//
// Steps, each a fresh process on the same hive: insert-1, delete, insert-n.
// The hive is the `hive=` location of the trial's wrstore URI, with its
// durability setting; each step ends with a flush (untimed) so the next
// starts from stable state.
#pragma once

#include <cstdint>
#include <vector>

#include "bench/workloads/run_spec.h"
#include "bench/workloads/step_context.h"

namespace wr::bench {

struct FactoryPoint {
    uint32_t workshops = 1000;
    uint32_t employees = 1000;  // per workshop
};

std::vector<RunSpec> factorySteps(const FactoryPoint& point);

Status runFactoryStep(StepContext& ctx);

}  // namespace wr::bench
