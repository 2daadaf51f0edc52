#include "bench/workloads/workload_registry.h"

#include <string>
#include <utility>

#include "bench/workloads/continuous_workload.h"
#include "bench/workloads/custom_workload.h"
#include "bench/workloads/engine_eval_workload.h"
#include "bench/workloads/factory_workload.h"
#include "bench/workloads/large_mix_workload.h"
#include "bench/workloads/large_value_workload.h"
#include "bench/workloads/matrix_workload.h"
#include "bench/workloads/migration_workload.h"
#include "bench/workloads/ycsb_workload.h"

namespace wr::bench {

Result<StepFunction> findWorkload(std::string_view name) {
    static const std::pair<const char*, StepFunction> kWorkloads[] = {
        {"continuous", runContinuousStep}, {"large-value", runLargeValueStep}, {"large-mix", runLargeMixStep},
        {"matrix", runMatrixStep},         {"engine-eval", runEngineEvalStep}, {"ycsb", runYcsbStep},
        {"factory", runFactoryStep},       {"migration", runMigrationStep},    {"custom", runCustomStep},
    };
    std::string known;
    for (const auto& [n, f] : kWorkloads) {
        if (name == n) return f;
        known += (known.empty() ? "" : ", ") + std::string(n);
    }
    return Status::invalidArgument("unknown workload '" + std::string(name) + "' (known: " + known + ")");
}

}  // namespace wr::bench
