// A small JSON value for run specs and results (the worker protocol, the
// results files and the report all speak it; core has no Qt to lean on).
// Objects keep their keys in insertion order so written files diff cleanly;
// integers stay exact up to 64 bits, since seeds are full 64-bit values.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "util/result.h"

namespace wr::bench {

class Json {
public:
    enum class Type { kNull, kBool, kInt, kUint, kDouble, kString, kArray, kObject };

    Json() = default;
    Json(bool b) : type_(Type::kBool), bool_(b) {}                        // NOLINT
    Json(int v) : Json(static_cast<int64_t>(v)) {}                        // NOLINT
    Json(int64_t v) : type_(Type::kInt), int_(v) {}                       // NOLINT
    Json(uint64_t v);                                                     // NOLINT
    Json(double v) : type_(Type::kDouble), double_(v) {}                  // NOLINT
    Json(std::string s) : type_(Type::kString), string_(std::move(s)) {}  // NOLINT
    Json(std::string_view s) : Json(std::string(s)) {}                    // NOLINT
    Json(const char* s) : Json(std::string(s)) {}                         // NOLINT

    static Json array() {
        Json j;
        j.type_ = Type::kArray;
        return j;
    }
    static Json object() {
        Json j;
        j.type_ = Type::kObject;
        return j;
    }

    Type type() const { return type_; }
    bool isNumber() const { return type_ == Type::kInt || type_ == Type::kUint || type_ == Type::kDouble; }
    bool isObject() const { return type_ == Type::kObject; }

    // Readers with a fallback for a missing or mistyped value.
    bool asBool(bool fallback = false) const { return type_ == Type::kBool ? bool_ : fallback; }
    double asDouble(double fallback = 0) const;
    int64_t asInt(int64_t fallback = 0) const;
    uint64_t asUint(uint64_t fallback = 0) const;
    const std::string& asString() const;

    // Arrays.
    size_t size() const;
    const Json& at(size_t i) const { return items_.at(i); }
    Json& push(Json value);
    const std::vector<Json>& items() const { return items_; }

    // Objects. operator[] turns a null into an object and inserts missing keys.
    Json& operator[](std::string_view key);
    const Json& get(std::string_view key) const;  // a shared null when absent
    bool has(std::string_view key) const;
    const std::vector<std::pair<std::string, Json>>& members() const { return members_; }

    // Compact with indent < 0, otherwise pretty-printed with that many spaces.
    std::string dump(int indent = -1) const;
    static Result<Json> parse(std::string_view text);

    bool operator==(const Json& other) const;

private:
    void dumpTo(std::string& out, int indent, int depth) const;

    Type type_ = Type::kNull;
    bool bool_ = false;
    int64_t int_ = 0;
    uint64_t uint_ = 0;
    double double_ = 0;
    std::string string_;
    std::vector<Json> items_;
    std::vector<std::pair<std::string, Json>> members_;
};

}  // namespace wr::bench
