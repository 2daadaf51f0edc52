// The `wrctl bench custom` options of a custom workload, both ways: the words
// that reproduce a CustomWorkload (only the settings that differ from the
// defaults, so the benchmark window can print the equivalent command), and
// the parsing of those same options into one.
//
//   --records N  --operations N  --mix read=0.5,write=0.3,delete=0.1,scan=0.1
//   --ycsb A  --value-size 100 | 100-1000  --key-order sequential|random|zipfian  --cold
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "bench/workloads/custom_workload.h"
#include "util/result.h"

namespace wr::bench {

// The options of custom workloads, as named on the command line.
const std::vector<std::string>& customWorkloadOptions();

// {"--records", "200", "--mix", "read=0.9,write=0.1", ...}: the options whose
// values differ from a default CustomWorkload; --mix only without --ycsb.
std::vector<std::string> customWorkloadArguments(const CustomWorkload& workload);

// "read=0.5,write=0.5": the --mix text of the workload's non-zero shares.
std::string mixArgument(const CustomWorkload& workload);

// Sets the option `option` ("--mix") from its text ("" for --cold); the
// result is validated separately (validate()), once every option is in.
Status applyCustomWorkloadOption(CustomWorkload& workload, std::string_view option, const std::string& value);

// A workload from words as customWorkloadArguments() gives them, validated.
Result<CustomWorkload> parseCustomWorkloadArguments(const std::vector<std::string>& words);

}  // namespace wr::bench
