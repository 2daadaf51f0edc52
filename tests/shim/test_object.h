// QObject, Q_OBJECT and `slots` as a test class uses them, and the
// description of a test class that moc would give Qt Test. Without moc, the
// table is generated from the test's source (generate_test_table.py) into the
// "<source>.moc" file the source includes, as with Qt.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

// The base of a test class; the shim needs nothing of it but a virtual
// destructor.
class QObject {
public:
    QObject() = default;
    QObject(const QObject&) = delete;
    QObject& operator=(const QObject&) = delete;
    virtual ~QObject() = default;
};

namespace qtest_shim {

// A slot of the test class, called on the test object.
using Slot = std::function<void(QObject&)>;

struct TestFunction {
    std::string name;
    Slot run;
    Slot data;  // its name_data() slot, which fills the data table; empty when it has none
};

// What Qt Test learns from moc: the class's name and its private slots.
struct TestClass {
    std::string name;
    std::function<std::unique_ptr<QObject>()> create;
    Slot initTestCase, cleanupTestCase, init, cleanup;  // empty when the class does not declare them
    std::vector<TestFunction> functions;                // in declaration order
};

// Specialised for the test class by its generated table; Q_OBJECT makes it a
// friend, so the test slots stay private as Qt wants them.
template <typename>
struct SlotAccess;

// Defined by the generated table: the executable's one test class.
TestClass generatedTestClass();

}  // namespace qtest_shim

#define Q_OBJECT        \
    template <typename> \
    friend struct ::qtest_shim::SlotAccess;
#define slots
