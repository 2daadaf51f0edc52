// Replaced by the group's implementation.
#include "cli_args.h"
#include "commands.h"

namespace wr::cli {

int runBenchCommand(const std::vector<std::string>&) {
    return fail(Status::notSupported("wrctl bench is not built into this version yet"));
}

int runTuneCommand(const std::vector<std::string>&) {
    return fail(Status::notSupported("wrctl tune is not built into this version yet"));
}
int runReportCommand(const std::vector<std::string>&) {
    return fail(Status::notSupported("wrctl report is not built into this version yet"));
}
}  // namespace wr::cli
