// Replaced by the group's implementation.
#include "cli_args.h"
#include "commands.h"

namespace wr::cli {

int runKvCommand(const std::vector<std::string>&) {
    return fail(Status::notSupported("wrctl kv is not built into this version yet"));
}

}  // namespace wr::cli
