#include "test_result.h"

#include <cstdio>

namespace qtest_shim {

namespace {

struct Running {
    std::string className;
    std::string function;
    std::string dataTag;
    bool failed = false;
    bool skipped = false;
};

Running& running() {
    static Running state;
    return state;
}

void printLocated(const char* kind, const std::string& message, const char* file, int line) {
    report(kind, message);
    if (file != nullptr) std::printf("   Loc: [%s(%d)]\n", file, line);
    std::fflush(stdout);
}

}  // namespace

void beginTest(const std::string& className, const std::string& function, const std::string& dataTag) {
    running() = Running{className, function, dataTag};
}

Outcome endTest() {
    const Running& r = running();
    if (r.failed) return Outcome::kFailed;
    if (r.skipped) return Outcome::kSkipped;
    report("PASS   : ", "");
    return Outcome::kPassed;
}

bool currentTestSkipped() { return running().skipped; }

void fail(const std::string& message, const char* file, int line) {
    running().failed = true;
    printLocated("FAIL!  : ", message, file, line);
}

void skip(const std::string& message, const char* file, int line) {
    running().skipped = true;
    printLocated("SKIP   : ", message, file, line);
}

void report(const char* kind, const std::string& message) {
    const Running& r = running();
    std::printf("%s%s::%s(%s)%s%s\n", kind, r.className.c_str(), r.function.c_str(), r.dataTag.c_str(),
                message.empty() ? "" : " ", message.c_str());
    std::fflush(stdout);
}

}  // namespace qtest_shim

namespace QTest {

const char* currentTestFunction() { return qtest_shim::running().function.c_str(); }

const char* currentDataTag() {
    const std::string& tag = qtest_shim::running().dataTag;
    return tag.empty() ? nullptr : tag.c_str();
}

bool currentTestFailed() { return qtest_shim::running().failed; }

}  // namespace QTest
