// Result<T>: a value or the Status explaining why there is none.
#pragma once

#include <cassert>
#include <optional>
#include <utility>

#include "util/status.h"

namespace wr {

template <typename T>
class [[nodiscard]] Result {
public:
    Result(T value) : value_(std::move(value)) {}         // NOLINT(google-explicit-constructor)
    Result(Status status) : status_(std::move(status)) {  // NOLINT(google-explicit-constructor)
        assert(!status_.isOk() && "a Result built from a Status must carry an error");
    }

    bool isOk() const { return value_.has_value(); }
    explicit operator bool() const { return isOk(); }
    const Status& status() const { return status_; }

    T& value() & {
        assert(isOk());
        return *value_;
    }
    const T& value() const& {
        assert(isOk());
        return *value_;
    }
    T&& value() && {
        assert(isOk());
        return std::move(*value_);
    }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }

    T valueOr(T fallback) const& { return isOk() ? *value_ : std::move(fallback); }

private:
    std::optional<T> value_;
    Status status_;
};

}  // namespace wr

// Assign the value of a Result-returning expression to `lhs`, or return its Status.
#define WR_CONCAT_INNER(a, b) a##b
#define WR_CONCAT(a, b) WR_CONCAT_INNER(a, b)
#define WR_ASSIGN_OR_RETURN(lhs, expr) WR_ASSIGN_OR_RETURN_IMPL(WR_CONCAT(wr_result_, __LINE__), lhs, expr)
#define WR_ASSIGN_OR_RETURN_IMPL(tmp, lhs, expr) \
    auto tmp = (expr);                           \
    if (!tmp.isOk()) return tmp.status();        \
    lhs = std::move(tmp).value()
