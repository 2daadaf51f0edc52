#include "bench/harness/custom_workload_arguments.h"

#include <charconv>
#include <cstdlib>

namespace wr::bench {

namespace {

// The shortest text that reads back as the same double ("0.1", not "0.100000").
std::string shortest(double value) {
    char text[32];
    auto [end, ec] = std::to_chars(text, text + sizeof text, value);
    return ec == std::errc() ? std::string(text, end) : std::to_string(value);
}

Result<uint64_t> count(std::string_view option, const std::string& text) {
    uint64_t value = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size()) {
        return Status::invalidArgument(std::string(option) + " takes a whole number, got '" + text + "'");
    }
    return value;
}

Status parseMix(CustomWorkload& w, const std::string& text) {
    w.read = w.write = w.insert = w.remove = w.scan = 0;
    size_t start = 0;
    while (start < text.size()) {
        size_t comma = text.find(',', start);
        std::string item = text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        start = comma == std::string::npos ? text.size() : comma + 1;
        size_t equals = item.find('=');
        std::string name = item.substr(0, equals);
        double* share = name == "read"     ? &w.read
                        : name == "write"  ? &w.write
                        : name == "insert" ? &w.insert
                        : name == "delete" ? &w.remove
                        : name == "scan"   ? &w.scan
                                           : nullptr;
        if (share == nullptr || equals == std::string::npos) {
            return Status::invalidArgument(
                "--mix takes name=share pairs of read, write, insert, delete and scan, got '" + item + "'");
        }
        std::string number = item.substr(equals + 1);
        auto [end, ec] = std::from_chars(number.data(), number.data() + number.size(), *share);
        if (number.empty() || ec != std::errc() || end != number.data() + number.size()) {
            return Status::invalidArgument("--mix: the share of " + name + " is not a number: '" + number + "'");
        }
    }
    return Status::ok();
}

Status parseValueSize(CustomWorkload& w, const std::string& text) {
    size_t dash = text.find('-');
    WR_ASSIGN_OR_RETURN(w.valueMin, count("--value-size", text.substr(0, dash)));
    w.valueMax = w.valueMin;
    if (dash != std::string::npos) {
        WR_ASSIGN_OR_RETURN(w.valueMax, count("--value-size", text.substr(dash + 1)));
    }
    return Status::ok();
}

}  // namespace

const std::vector<std::string>& customWorkloadOptions() {
    static const std::vector<std::string> options = {"--records",    "--operations", "--mix", "--ycsb",
                                                     "--value-size", "--key-order",  "--cold"};
    return options;
}

std::string mixArgument(const CustomWorkload& w) {
    std::string mix;
    const std::pair<const char*, double> shares[] = {
        {"read", w.read}, {"write", w.write}, {"insert", w.insert}, {"delete", w.remove}, {"scan", w.scan}};
    for (const auto& [name, share] : shares) {
        if (share != 0) mix += (mix.empty() ? "" : ",") + std::string(name) + "=" + shortest(share);
    }
    return mix;
}

std::vector<std::string> customWorkloadArguments(const CustomWorkload& w) {
    const CustomWorkload defaults;
    std::vector<std::string> words;
    if (w.records != defaults.records) words.insert(words.end(), {"--records", std::to_string(w.records)});
    if (w.operations != defaults.operations) words.insert(words.end(), {"--operations", std::to_string(w.operations)});
    if (!w.ycsb.empty()) {
        words.insert(words.end(), {"--ycsb", w.ycsb});
    } else if (mixArgument(w) != mixArgument(defaults)) {
        words.insert(words.end(), {"--mix", mixArgument(w)});
    }
    if (w.valueMin != defaults.valueMin || w.valueMax != defaults.valueMax) {
        std::string size = std::to_string(w.valueMin);
        if (w.valueMax != w.valueMin) size += "-" + std::to_string(w.valueMax);
        words.insert(words.end(), {"--value-size", size});
    }
    if (w.keyOrder != defaults.keyOrder) words.insert(words.end(), {"--key-order", w.keyOrder});
    if (w.cold) words.emplace_back("--cold");
    return words;
}

Status applyCustomWorkloadOption(CustomWorkload& w, std::string_view option, const std::string& value) {
    if (option == "--mix") return parseMix(w, value);
    if (option == "--value-size") return parseValueSize(w, value);
    if (option == "--records") {
        WR_ASSIGN_OR_RETURN(w.records, count(option, value));
    } else if (option == "--operations") {
        WR_ASSIGN_OR_RETURN(w.operations, count(option, value));
    } else if (option == "--ycsb") {
        w.ycsb = value;
    } else if (option == "--key-order") {
        w.keyOrder = value;
    } else if (option == "--cold") {
        w.cold = true;
    } else {
        return Status::invalidArgument("unknown custom workload option '" + std::string(option) + "'");
    }
    return Status::ok();
}

Result<CustomWorkload> parseCustomWorkloadArguments(const std::vector<std::string>& words) {
    CustomWorkload w;
    for (size_t i = 0; i < words.size(); ++i) {
        const std::string& option = words[i];
        std::string value;
        if (option != "--cold") {
            if (i + 1 >= words.size()) return Status::invalidArgument(option + " needs a value");
            value = words[++i];
        }
        WR_RETURN_IF_ERROR(applyCustomWorkloadOption(w, option, value));
    }
    WR_RETURN_IF_ERROR(validate(w));
    return w;
}

}  // namespace wr::bench
