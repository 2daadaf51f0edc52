// The state of the test function running now and how its outcome is
// reported: the QTest:: queries a test makes, and the FAIL!/SKIP lines with
// their location, written the way Qt Test writes them.
#pragma once

#include <string>

namespace QTest {

const char* currentTestFunction();
// The row of a data-driven function, or nullptr.
const char* currentDataTag();
bool currentTestFailed();

}  // namespace QTest

namespace qtest_shim {

// The function (and data row) that the following reports belong to.
void beginTest(const std::string& className, const std::string& function, const std::string& dataTag);
// After it ran: reports PASS unless it failed or was skipped.
enum class Outcome { kPassed, kFailed, kSkipped };
Outcome endTest();
bool currentTestSkipped();

// A failure of the running function; file may be null for the shim's own checks.
void fail(const std::string& message, const char* file, int line);
void skip(const std::string& message, const char* file, int line);
// A line of output, prefixed like Qt's (e.g. "QWARN  : ") with the test's name.
void report(const char* kind, const std::string& message);

}  // namespace qtest_shim
