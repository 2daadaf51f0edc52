// QVERIFY, QVERIFY2, QCOMPARE, QSKIP and QTRY_VERIFY / QTRY_COMPARE. As in
// Qt, a failed check reports and returns from the function it is in. A failed
// QCOMPARE prints both values: text quoted (long text cut short), numbers,
// enums as their number, types with a toString() (wr::Status) through it,
// string lists element by element.
#pragma once

#include <charconv>
#include <chrono>
#include <cmath>
#include <concepts>
#include <functional>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "qt_strings.h"
#include "test_result.h"

namespace qtest_shim {

std::string quotedText(std::string_view text);

template <typename T>
std::optional<std::string> toString(const T& value) {
    if constexpr (std::is_same_v<T, bool>) {
        return value ? "true" : "false";
    } else if constexpr (std::is_enum_v<T>) {
        return std::to_string(static_cast<std::underlying_type_t<T>>(value));
    } else if constexpr (std::is_integral_v<T>) {
        return std::to_string(value);
    } else if constexpr (std::is_floating_point_v<T>) {
        char text[64];
        auto end = std::to_chars(text, text + sizeof(text), value).ptr;
        return std::string(text, end);
    } else if constexpr (std::is_convertible_v<const T&, std::string_view>) {
        return ::qtest_shim::quotedText(value);
    } else if constexpr (std::is_same_v<T, QString>) {
        return ::qtest_shim::quotedText(value.toStdString());
    } else if constexpr (requires {
                             { value.toString() } -> std::convertible_to<std::string>;
                         }) {
        return value.toString();
    } else if constexpr (requires(std::ostream & out) { out << value; }) {
        std::ostringstream out;
        out << value;
        return out.str();
    } else {
        return std::nullopt;  // Qt, too, says only that the values differ
    }
}

// Integers of different signedness or width compare by value, floating point
// as qFuzzyCompare does, anything else with ==.
template <typename A, typename E>
bool equal(const A& actual, const E& expected) {
    if constexpr (!std::is_same_v<A, E> && std::is_integral_v<A> && std::is_integral_v<E> && !std::is_same_v<A, bool> &&
                  !std::is_same_v<E, bool>) {
        return std::cmp_equal(actual, expected);
    } else if constexpr (std::is_floating_point_v<A> && std::is_floating_point_v<E>) {
        if (actual == expected || (std::isnan(actual) && std::isnan(expected))) return true;
        using F = std::common_type_t<A, E>;
        F tolerance = std::is_same_v<F, float> ? F(1e-5) : F(1e-12);
        return std::abs(F(actual) - F(expected)) <= tolerance * std::min(std::abs(F(actual)), std::abs(F(expected)));
    } else {
        return actual == expected;
    }
}

// `headline` says what differs as Qt says it: values, or floating point
// numbers that were compared fuzzily.
void reportMismatch(const char* headline, const std::optional<std::string>& actual,
                    const std::optional<std::string>& expected, const char* actualExpression,
                    const char* expectedExpression, const char* file, int line);
void reportListMismatch(const QStringList& actual, const QStringList& expected, const char* actualExpression,
                        const char* expectedExpression, const char* file, int line);

template <typename A, typename E>
bool compare(const A& actual, const E& expected, const char* actualExpression, const char* expectedExpression,
             const char* file, int line) {
    if (equal(actual, expected)) return true;
    if constexpr (std::is_same_v<A, QStringList> && std::is_same_v<E, QStringList>) {
        reportListMismatch(actual, expected, actualExpression, expectedExpression, file, line);
    } else {
        const char* headline = "Compared values are not the same";
        if constexpr (std::is_floating_point_v<A> && std::is_floating_point_v<E>) {
            headline = std::is_same_v<std::common_type_t<A, E>, float>
                           ? "Compared floats are not the same (fuzzy compare)"
                           : "Compared doubles are not the same (fuzzy compare)";
        }
        reportMismatch(headline, toString(actual), toString(expected), actualExpression, expectedExpression, file,
                       line);
    }
    return false;
}

bool verify(bool ok, const char* statement, const char* description, const char* file, int line);

// Polls `done` until it holds or `timeoutMs` pass; the caller then checks once more and reports.
void waitFor(const std::function<bool()>& done, int timeoutMs);

}  // namespace qtest_shim

#define QVERIFY(statement)                                                                                   \
    do {                                                                                                     \
        if (!::qtest_shim::verify(static_cast<bool>(statement), #statement, "", __FILE__, __LINE__)) return; \
    } while (false)

#define QVERIFY2(statement, description)                                                                        \
    do {                                                                                                        \
        if (!::qtest_shim::verify(static_cast<bool>(statement), #statement, (description), __FILE__, __LINE__)) \
            return;                                                                                             \
    } while (false)

#define QCOMPARE(actual, expected)                                                                    \
    do {                                                                                              \
        if (!::qtest_shim::compare(actual, expected, #actual, #expected, __FILE__, __LINE__)) return; \
    } while (false)

#define QSKIP(message)                                     \
    do {                                                   \
        ::qtest_shim::skip((message), __FILE__, __LINE__); \
        return;                                            \
    } while (false)

#define QTRY_VERIFY_WITH_TIMEOUT(statement, timeoutMs)                                    \
    do {                                                                                  \
        ::qtest_shim::waitFor([&] { return static_cast<bool>(statement); }, (timeoutMs)); \
        QVERIFY(statement);                                                               \
    } while (false)
#define QTRY_VERIFY(statement) QTRY_VERIFY_WITH_TIMEOUT(statement, 5000)

#define QTRY_COMPARE_WITH_TIMEOUT(actual, expected, timeoutMs)                                         \
    do {                                                                                               \
        ::qtest_shim::waitFor([&] { return ::qtest_shim::equal((actual), (expected)); }, (timeoutMs)); \
        QCOMPARE(actual, expected);                                                                    \
    } while (false)
#define QTRY_COMPARE(actual, expected) QTRY_COMPARE_WITH_TIMEOUT(actual, expected, 5000)
