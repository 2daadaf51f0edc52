#include "test_data.h"

#include <cstdio>
#include <cstdlib>

#include "test_result.h"

namespace qtest_shim {

namespace {

int& currentRow() {
    static int row = -1;
    return row;
}

[[noreturn]] void fatal(const std::string& message) {
    report("QFATAL : ", message);
    std::abort();
}

}  // namespace

DataTable& currentDataTable() {
    static DataTable table;
    return table;
}

void setCurrentRow(int row) { currentRow() = row; }

void DataRow::append(const std::type_info& type, std::any value) {
    const auto& columns = currentDataTable().columns;
    if (values.size() >= columns.size()) {
        fail("row '" + tag + "' has more values than the table's " + std::to_string(columns.size()) + " columns",
             nullptr, 0);
        return;
    }
    const DataColumn& column = columns[values.size()];
    if (column.type != std::type_index(type)) {
        fail("row '" + tag + "', column '" + column.name + "': a value of type " + type.name() + ", expected " +
                 column.type.name(),
             nullptr, 0);
        return;
    }
    values.push_back(std::move(value));
}

const std::any& fetch(const char* column, const std::type_info& type) {
    DataTable& table = currentDataTable();
    if (currentRow() < 0) fatal(std::string("QFETCH(") + column + ") in a test function without a _data slot");
    for (size_t i = 0; i < table.columns.size(); ++i) {
        if (table.columns[i].name != column) continue;
        if (table.columns[i].type != std::type_index(type)) {
            fatal(std::string("QFETCH(") + type.name() + ", " + column + "): the column holds " +
                  table.columns[i].type.name());
        }
        return table.rows[static_cast<size_t>(currentRow())].values[i];
    }
    fatal(std::string("QFETCH(") + column + "): the data table has no such column");
}

}  // namespace qtest_shim

namespace QTest {

void addColumn(const char* name, const std::type_info& type) {
    qtest_shim::currentDataTable().columns.push_back({name, std::type_index(type)});
}

qtest_shim::DataRow& newRow(const char* tag) {
    auto& rows = qtest_shim::currentDataTable().rows;
    rows.push_back({tag, {}});
    return rows.back();
}

}  // namespace QTest
