// The assertions every test executable uses on a wr::Status. WR_VERIFY_OK
// fails the current Qt test unless the status is OK, with the status's text
// as the message, after `context` when one is given:
//   WR_VERIFY_OK(store->put(k, v));
//   WR_VERIFY_OK(store->put(k, v), "put of key " + name);
// WR_STOP_IF_FAILED lets the caller of a void helper stop once a check inside
// it has failed: QTest's assertion macros return only from the function they
// are in.
#pragma once

#include <QtTest>

#include <string>
#include <string_view>

#include "util/status.h"

namespace wr::test {

inline std::string failureText(const Status& status) { return status.toString(); }

inline std::string failureText(const Status& status, std::string_view context) {
    return std::string(context) + ": " + status.toString();
}

}  // namespace wr::test

#define WR_VERIFY_OK(expr, ...)                                                                                    \
    do {                                                                                                           \
        const ::wr::Status wr_verify_ok_ = (expr);                                                                 \
        QVERIFY2(wr_verify_ok_.isOk(), ::wr::test::failureText(wr_verify_ok_ __VA_OPT__(, ) __VA_ARGS__).c_str()); \
    } while (0)

#define WR_STOP_IF_FAILED()                     \
    do {                                        \
        if (QTest::currentTestFailed()) return; \
    } while (0)
