// Store URIs name every store the same way in wrctl, the GUI, saved benchmarks
// and migrations:
//
//   scheme ":" [ param { ";" param } ]        param = name "=" value
//
// e.g. "wrstore:hive=/data/h;db=kvs;depth=2;len=2", "zdb:dir=/data/z;files=16".
// Names are [A-Za-z0-9_]+; in values the characters '%', ';' and '=' are
// written %25, %3B and %3D, and nothing else is escaped. Parameters keep the
// order they were written in, so printing a parsed URI gives back the same
// text (for any URI in this canonical form). Each engine documents its own
// parameters in its header; openStore() rejects unknown ones by name.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "util/result.h"

namespace wr::kv {

class StoreUri {
public:
    StoreUri() = default;
    explicit StoreUri(std::string scheme) : scheme_(std::move(scheme)) {}

    static Result<StoreUri> parse(std::string_view text);
    std::string toString() const;

    const std::string& scheme() const { return scheme_; }
    const std::vector<std::pair<std::string, std::string>>& params() const { return params_; }

    bool has(std::string_view name) const;
    std::optional<std::string> get(std::string_view name) const;
    // Replaces the value of an existing parameter, or appends it.
    StoreUri& set(std::string_view name, std::string_view value);
    StoreUri& remove(std::string_view name);

    // Typed reads with the error a user can act on: "store URI parameter
    // 'depth' must be an integer from 1 to 16, got 'x'".
    Result<std::string> getString(std::string_view name, std::optional<std::string> fallback = std::nullopt) const;
    Result<int64_t> getInt(std::string_view name, int64_t min, int64_t max,
                           std::optional<int64_t> fallback = std::nullopt) const;
    Result<bool> getBool(std::string_view name, std::optional<bool> fallback = std::nullopt) const;
    // One of `choices`, e.g. mode=basic|chunk.
    Result<std::string> getChoice(std::string_view name, const std::vector<std::string>& choices,
                                  std::optional<std::string> fallback = std::nullopt) const;
    // InvalidArgument naming the first parameter not in `known`.
    Status checkKnown(const std::vector<std::string>& known) const;

    bool operator==(const StoreUri& other) const = default;

private:
    std::string scheme_;
    std::vector<std::pair<std::string, std::string>> params_;
};

}  // namespace wr::kv
