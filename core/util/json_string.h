// A string as a JSON string literal: quotes, backslashes and control
// characters escaped, everything else (UTF-8 included) as it is. Shared by
// the benchmark's JSON documents and wrctl's --json output.
#pragma once

#include <string>
#include <string_view>

namespace wr {

void appendJsonString(std::string& out, std::string_view s);
std::string jsonString(std::string_view s);

}  // namespace wr
