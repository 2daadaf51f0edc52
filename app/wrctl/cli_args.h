// The command line of one wrctl command: positional words and --options.
// "--name=value" and "--name value" both set an option; "--flag" alone is a
// boolean; "--" ends options.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "util/json_string.h"
#include "util/result.h"

namespace wr::cli {

class Args {
public:
    // `valueOptions` names the options that take a value; every other
    // --option is a boolean flag.
    static Result<Args> parse(const std::vector<std::string>& words, const std::set<std::string>& valueOptions);

    const std::vector<std::string>& positional() const { return positional_; }
    size_t count() const { return positional_.size(); }
    const std::string& at(size_t i) const { return positional_.at(i); }

    bool flag(const std::string& name) const { return flags_.count(name) != 0; }
    std::optional<std::string> option(const std::string& name) const;
    std::string optionOr(const std::string& name, const std::string& fallback) const;
    Result<int64_t> intOption(const std::string& name, int64_t fallback) const;

private:
    std::vector<std::string> positional_;
    std::set<std::string> flags_;
    std::map<std::string, std::string> options_;
};

// Exit codes shared by every command.
inline constexpr int kExitOk = 0;
inline constexpr int kExitFailure = 1;  // the operation failed (message on stderr)
inline constexpr int kExitUsage = 2;    // the command line was wrong

// Prints "wrctl: <status>" to stderr and returns the exit code for it.
int fail(const Status& status);
int usageError(const std::string& message, const std::string& help);

}  // namespace wr::cli
