// The benchmark's JSON documents (run specs, step results, results files,
// the worker's progress lines) as nlohmann::ordered_json: objects keep their
// keys in insertion order so written files diff cleanly, and integers stay
// exact up to 64 bits, since seeds are full 64-bit values. The readers here
// take a fallback instead of throwing, so results files written by older
// versions, with keys missing or null, still load.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "util/result.h"

namespace wr::bench {

using Json = nlohmann::ordered_json;

// Errors name the offset of the first character that does not fit.
Result<Json> parseJson(std::string_view text);
// Compact with indent < 0, otherwise pretty-printed with that many spaces.
// Bytes that are not UTF-8 become U+FFFD instead of failing the write.
std::string dumpJson(const Json& value, int indent = -1);

// A member of an object; a shared null when absent or `object` is no object.
const Json& member(const Json& object, std::string_view key);
// `value` when it is an array or object, else an empty one: safe to iterate.
const Json& itemsOf(const Json& value);
const Json& objectOf(const Json& value);

// Numbers of any JSON type convert; anything else gives the fallback.
double numberOr(const Json& value, double fallback = 0);
int64_t intOr(const Json& value, int64_t fallback = 0);
uint64_t uintOr(const Json& value, uint64_t fallback = 0);
bool boolOr(const Json& value, bool fallback = false);
// The text of a string; "" for anything else.
const std::string& textOf(const Json& value);

}  // namespace wr::bench
