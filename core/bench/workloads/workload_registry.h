// The workloads a worker can run, by the name a RunSpec carries.
#pragma once

#include <string_view>

#include "bench/workloads/step_context.h"

namespace wr::bench {

using StepFunction = Status (*)(StepContext& ctx);

// The step function of a workload; InvalidArgument naming the known ones.
Result<StepFunction> findWorkload(std::string_view name);

}  // namespace wr::bench
