#include "test_runner.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "test_data.h"
#include "test_result.h"

namespace qtest_shim {

namespace {

// A function the command line asks for, and its row when it names one.
struct Selection {
    const TestFunction* function;
    std::optional<std::string> tag;
};

struct Totals {
    int passed = 0;
    int failed = 0;
    int skipped = 0;

    void add(Outcome outcome) {
        if (outcome == Outcome::kPassed) ++passed;
        if (outcome == Outcome::kFailed) ++failed;
        if (outcome == Outcome::kSkipped) ++skipped;
    }
};

void usage(const char* program) {
    std::printf(
        "Usage: %s [-functions] [testfunction[:testdata]]...\n"
        "  -functions : list the test functions and exit\n"
        "(the Qt Test shim of tests/shim: Qt Test's other options are not available)\n",
        program);
}

// Runs one slot that has no data of its own (initTestCase, cleanupTestCase):
// reported like a test function, even when the class does not declare it.
Outcome runCaseSlot(const TestClass& testClass, QObject& object, const Slot& slot, const char* name) {
    beginTest(testClass.name, name, "");
    if (slot) slot(object);
    return endTest();
}

// init, the function on one row (or none), cleanup; init failing or
// skipping leaves the function out but cleanup runs.
Outcome runOnce(const TestClass& testClass, QObject& object, const TestFunction& function, const std::string& tag) {
    beginTest(testClass.name, function.name, tag);
    if (testClass.init) testClass.init(object);
    if (!QTest::currentTestFailed() && !currentTestSkipped()) function.run(object);
    if (testClass.cleanup) testClass.cleanup(object);
    return endTest();
}

void runFunction(const TestClass& testClass, QObject& object, const Selection& selection, Totals& totals) {
    const TestFunction& function = *selection.function;
    currentDataTable() = {};
    setCurrentRow(-1);
    if (!function.data) {
        totals.add(runOnce(testClass, object, function, ""));
        return;
    }
    beginTest(testClass.name, function.name, "");
    function.data(object);
    DataTable& table = currentDataTable();
    for (const DataRow& row : table.rows) {
        if (row.values.size() != table.columns.size()) {
            fail("row '" + row.tag + "' has " + std::to_string(row.values.size()) + " values for " +
                     std::to_string(table.columns.size()) + " columns",
                 nullptr, 0);
        }
    }
    if (QTest::currentTestFailed()) {
        totals.add(Outcome::kFailed);
        return;
    }
    bool ranOne = false;
    for (size_t row = 0; row < table.rows.size(); ++row) {
        if (selection.tag && *selection.tag != table.rows[row].tag) continue;
        ranOne = true;
        setCurrentRow(static_cast<int>(row));
        totals.add(runOnce(testClass, object, function, table.rows[row].tag));
    }
    if (!ranOne && selection.tag) {
        std::string tags;
        for (const DataRow& row : table.rows) tags += " '" + row.tag + "'";
        beginTest(testClass.name, function.name, "");
        fail("Unknown testdata for function " + function.name + "(): '" + *selection.tag +
                 "'. The function has these data tags:" + tags,
             nullptr, 0);
        totals.add(Outcome::kFailed);
    }
}

// The functions named on the command line, or all; nullopt after an error.
std::optional<std::vector<Selection>> select(const TestClass& testClass, const std::vector<std::string>& names) {
    std::vector<Selection> out;
    if (names.empty()) {
        for (const TestFunction& f : testClass.functions) out.push_back({&f, std::nullopt});
        return out;
    }
    for (const std::string& name : names) {
        size_t colon = name.find(':');
        std::string functionName = name.substr(0, colon);
        if (functionName.ends_with("()")) functionName.resize(functionName.size() - 2);
        auto found = std::find_if(testClass.functions.begin(), testClass.functions.end(),
                                  [&](const TestFunction& f) { return f.name == functionName; });
        if (found == testClass.functions.end()) {
            std::fprintf(stderr, "Unknown test function: '%s'. Available test functions: run with -functions\n",
                         functionName.c_str());
            return std::nullopt;
        }
        out.push_back({&*found, colon == std::string::npos ? std::nullopt : std::optional(name.substr(colon + 1))});
    }
    return out;
}

}  // namespace

int exec(const TestClass& testClass, int argc, char** argv) {
    std::vector<std::string> names;
    for (int i = 1; i < argc; ++i) {
        std::string arg = argv[i];
        if (arg == "-functions") {
            for (const TestFunction& f : testClass.functions) std::printf("%s()\n", f.name.c_str());
            return 0;
        }
        if (arg == "-help" || arg == "--help" || arg == "-h") {
            usage(argv[0]);
            return 0;
        }
        if (arg.starts_with("-")) {
            std::fprintf(stderr, "%s: unknown option '%s'\n", argv[0], arg.c_str());
            usage(argv[0]);
            return 1;
        }
        names.push_back(arg);
    }
    auto selection = select(testClass, names);
    if (!selection) return 1;

    auto started = std::chrono::steady_clock::now();
    std::printf("********* Start testing of %s *********\n", testClass.name.c_str());
    std::printf("Config: Using the Qt Test shim of WR Studio (tests/shim), no Qt\n");
    std::unique_ptr<QObject> object = testClass.create();
    Totals totals;
    Outcome setUp = runCaseSlot(testClass, *object, testClass.initTestCase, "initTestCase");
    totals.add(setUp);
    if (setUp == Outcome::kPassed) {
        for (const Selection& s : *selection) runFunction(testClass, *object, s, totals);
    }
    totals.add(runCaseSlot(testClass, *object, testClass.cleanupTestCase, "cleanupTestCase"));
    object.reset();

    auto elapsed =
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started).count();
    std::printf("Totals: %d passed, %d failed, %d skipped, 0 blacklisted, %lldms\n", totals.passed, totals.failed,
                totals.skipped, static_cast<long long>(elapsed));
    std::printf("********* Finished testing of %s *********\n", testClass.name.c_str());
    return std::min(totals.failed, 127);
}

}  // namespace qtest_shim
