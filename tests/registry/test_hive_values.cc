// The packed values of a hive key and their ValueIndex (hive_values.h): the
// index finds every name, and a rebuilt index has room to grow into.
#include <QtTest>

#include <string>

#include "registry/hive/hive_values.h"
#include "registry/value_type.h"

using namespace wr;
using namespace wr::reg;

namespace {

std::string valueName(uint32_t i) { return "v" + std::to_string(i * 7919); }

// Appends values [from, to) to `values`, telling `index` of each when given.
void appendValues(Bytes& values, uint32_t from, uint32_t to, ValueIndex* index) {
    for (uint32_t i = from; i < to; ++i) {
        auto offset = static_cast<uint32_t>(values.size());
        encodeValueEntry(values, valueName(i), REG_BINARY, Bytes(i % 7 + 1, 'x'));
        if (index != nullptr) index->appended(values.data(), offset);
    }
}

}  // namespace

class HiveValuesTest : public QObject {
    Q_OBJECT

private slots:
    // Just under a doubling, where a key of a store just opened sat: the
    // next quarter of values must not regrow the index, and every name is
    // still found, in a different case too.
    void rebuiltIndexTakesAQuarterMoreValuesWithoutGrowing() {
        for (uint32_t count : {32u, 1000u, 1023u, 3906u}) {
            Bytes values;
            appendValues(values, 0, count, nullptr);
            ValueIndex index;
            index.rebuild(values.data(), static_cast<uint32_t>(values.size()), count);
            const uint64_t rebuilt = index.memoryBytes();
            appendValues(values, count, count + count / 4, &index);
            QCOMPARE(index.memoryBytes(), rebuilt);
            for (uint32_t i = 0; i < count + count / 4; i += 13) {
                QVERIFY(index.find(values.data(), valueName(i)) >= 0);
            }
            QVERIFY(index.find(values.data(), "V" + std::to_string(7919)) >= 0);
            QCOMPARE(index.find(values.data(), "absent"), int64_t(-1));
        }
    }
};

QTEST_GUILESS_MAIN(HiveValuesTest)
#include "test_hive_values.moc"
