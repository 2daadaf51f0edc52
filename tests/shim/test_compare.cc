#include "test_compare.h"

#include <algorithm>
#include <cstdio>
#include <thread>

namespace qtest_shim {

namespace {

// Values can be megabytes: print the start and say how long they are.
constexpr size_t kPrintedBytes = 200;

// "   Actual   (a)    : 1" / "   Expected (long): 2", the colons under each other as Qt has them.
std::string valueLines(const std::string& actual, const std::string& expected, const char* actualExpression,
                       const char* expectedExpression) {
    std::string a = std::string("(") + actualExpression + ")";
    std::string e = std::string("(") + expectedExpression + ")";
    size_t width = std::max(a.size(), e.size());
    a.resize(width, ' ');
    e.resize(width, ' ');
    return "\n   Actual   " + a + ": " + actual + "\n   Expected " + e + ": " + expected;
}

}  // namespace

std::string quotedText(std::string_view text) {
    std::string out = "\"";
    for (char c : text.substr(0, kPrintedBytes)) {
        auto byte = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (byte < 0x20 || byte == 0x7F) {
            char escaped[8];
            std::snprintf(escaped, sizeof(escaped), "\\x%02x", byte);
            out += escaped;
        } else {
            out += c;  // UTF-8 passes through
        }
    }
    out += '"';
    if (text.size() > kPrintedBytes) out += "... (" + std::to_string(text.size()) + " bytes)";
    return out;
}

void reportMismatch(const char* headline, const std::optional<std::string>& actual,
                    const std::optional<std::string>& expected, const char* actualExpression,
                    const char* expectedExpression, const char* file, int line) {
    std::string message = headline;
    if (actual && expected) message += valueLines(*actual, *expected, actualExpression, expectedExpression);
    fail(message, file, line);
}

void reportListMismatch(const QStringList& actual, const QStringList& expected, const char* actualExpression,
                        const char* expectedExpression, const char* file, int line) {
    if (actual.size() != expected.size()) {
        fail("Compared lists have different sizes." + valueLines(std::to_string(actual.size()),
                                                                 std::to_string(expected.size()), actualExpression,
                                                                 expectedExpression),
             file, line);
        return;
    }
    auto differ = std::mismatch(actual.begin(), actual.end(), expected.begin());
    size_t index = static_cast<size_t>(differ.first - actual.begin());
    fail("Compared lists differ at index " + std::to_string(index) + "." +
             valueLines(quotedText(differ.first->toStdString()), quotedText(differ.second->toStdString()),
                        actualExpression, expectedExpression),
         file, line);
}

bool verify(bool ok, const char* statement, const char* description, const char* file, int line) {
    if (!ok) fail(std::string("'") + statement + "' returned FALSE. (" + description + ")", file, line);
    return ok;
}

void waitFor(const std::function<bool()>& done, int timeoutMs) {
    auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs);
    while (!done() && std::chrono::steady_clock::now() < deadline) {
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
}

}  // namespace qtest_shim
