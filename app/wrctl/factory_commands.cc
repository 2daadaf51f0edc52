// Replaced by the group's implementation.
#include "cli_args.h"
#include "commands.h"

namespace wr::cli {

int runFactoryCommand(const std::vector<std::string>&) {
    return fail(Status::notSupported("wrctl factory is not built into this version yet"));
}

}  // namespace wr::cli
