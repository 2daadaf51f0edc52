// QTEST_GUILESS_MAIN / QTEST_APPLESS_MAIN: runs the test class the way
// QTest::qExec does. The command line takes test functions to run
// ("name" or "name:tag"; all when none is named) and -functions, which lists
// them. Exit status: the number of failures.
#pragma once

#include <type_traits>

#include "test_object.h"

namespace qtest_shim {

int exec(const TestClass& testClass, int argc, char** argv);

}  // namespace qtest_shim

#define QTEST_APPLESS_MAIN(TestClassName)                                                  \
    static_assert(std::is_base_of_v<QObject, TestClassName>, "a test class is a QObject"); \
    int main(int argc, char** argv) { return ::qtest_shim::exec(::qtest_shim::generatedTestClass(), argc, argv); }
#define QTEST_GUILESS_MAIN(TestClassName) QTEST_APPLESS_MAIN(TestClassName)
