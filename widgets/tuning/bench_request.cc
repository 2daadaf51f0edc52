#include "widgets/tuning/bench_request.h"

namespace wr::gui {

Result<wr::bench::BenchSetup> benchSetupFor(const BenchRequest& request, const std::string& workerProgram) {
    WR_ASSIGN_OR_RETURN(wr::bench::BenchSetup setup, wr::bench::benchSetup(request.command, workerProgram));
    if (!request.stores.empty()) setup.plan.stores = request.stores;
    return setup;
}

}  // namespace wr::gui
