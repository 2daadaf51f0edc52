// Data-driven tests: the table a name_data() slot fills with
// QTest::addColumn<T>("column") and QTest::newRow("tag") << value << ...,
// and QFETCH(T, column), which reads the current row's value. A value whose
// type is not its column's is a test failure; a QFETCH of the wrong type
// stops the executable, as Qt's does.
#pragma once

#include <any>
#include <string>
#include <typeindex>
#include <typeinfo>
#include <vector>

namespace qtest_shim {

struct DataRow {
    std::string tag;
    std::vector<std::any> values;  // in column order

    template <typename T>
    DataRow& operator<<(const T& value) {
        append(typeid(T), std::any(value));
        return *this;
    }

private:
    void append(const std::type_info& type, std::any value);
};

struct DataColumn {
    std::string name;
    std::type_index type;
};

struct DataTable {
    std::vector<DataColumn> columns;
    std::vector<DataRow> rows;
};

// The table being filled (by a _data slot) or read (by its test function).
DataTable& currentDataTable();
// Where the current row is in it; -1 when the function is not data-driven.
void setCurrentRow(int row);
const std::any& fetch(const char* column, const std::type_info& type);

}  // namespace qtest_shim

namespace QTest {

void addColumn(const char* name, const std::type_info& type);
template <typename T>
void addColumn(const char* name) {
    addColumn(name, typeid(T));
}
qtest_shim::DataRow& newRow(const char* tag);

}  // namespace QTest

#define QFETCH(Type, name) Type name = std::any_cast<Type>(::qtest_shim::fetch(#name, typeid(Type)))
