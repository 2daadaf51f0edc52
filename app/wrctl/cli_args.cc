#include "cli_args.h"

#include <charconv>
#include <iostream>

namespace wr::cli {

Result<Args> Args::parse(const std::vector<std::string>& words, const std::set<std::string>& valueOptions) {
    Args args;
    bool optionsEnded = false;
    for (size_t i = 0; i < words.size(); ++i) {
        const std::string& w = words[i];
        if (optionsEnded || w.size() < 3 || w.compare(0, 2, "--") != 0) {
            if (w == "--") {
                optionsEnded = true;
                continue;
            }
            args.positional_.push_back(w);
            continue;
        }
        std::string name = w.substr(2);
        std::optional<std::string> value;
        if (auto eq = name.find('='); eq != std::string::npos) {
            value = name.substr(eq + 1);
            name = name.substr(0, eq);
        }
        if (valueOptions.count(name) != 0) {
            if (!value) {
                if (i + 1 >= words.size()) return Status::invalidArgument("--" + name + " needs a value");
                value = words[++i];
            }
            args.options_[name] = *value;
        } else {
            if (value) return Status::invalidArgument("--" + name + " takes no value");
            args.flags_.insert(name);
        }
    }
    return args;
}

std::optional<std::string> Args::option(const std::string& name) const {
    auto it = options_.find(name);
    if (it == options_.end()) return std::nullopt;
    return it->second;
}

std::string Args::optionOr(const std::string& name, const std::string& fallback) const {
    return option(name).value_or(fallback);
}

Result<int64_t> Args::intOption(const std::string& name, int64_t fallback) const {
    auto v = option(name);
    if (!v) return fallback;
    int64_t out = 0;
    auto [ptr, ec] = std::from_chars(v->data(), v->data() + v->size(), out);
    if (ec != std::errc() || ptr != v->data() + v->size()) {
        return Status::invalidArgument("--" + name + " must be an integer, got '" + *v + "'");
    }
    return out;
}

int fail(const Status& status) {
    std::cerr << "wrctl: " << status.toString() << "\n";
    return kExitFailure;
}

int usageError(const std::string& message, const std::string& help) {
    std::cerr << "wrctl: " << message << "\n\n" << help;
    return kExitUsage;
}

}  // namespace wr::cli
