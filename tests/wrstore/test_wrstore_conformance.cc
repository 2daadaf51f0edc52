// WR-Store (seed 000) under the KvStore conformance suite, on the layouts of
// Sec. 4.4: in a portable hive, or with WR_TEST_REGISTRY=win32 in the Windows
// registry (common/test_registry.h). It builds against Qt Test or, without
// Qt, against tests/shim.
#include <QtTest>

#include <filesystem>
#include <string>

#include "common/kv_conformance.h"
#include "common/test_registry.h"
#include "stores/store_factory.h"

namespace {

// The URI's part that says where the store's registry is.
std::string registryParameters(const wr::test::TestRegistry& where) {
    if (where.isWin32()) return "db=" + where.location().baseKey + "\\kvs";
    std::u8string hive = where.location().hivePath->generic_u8string();
    return "hive=" + std::string(hive.begin(), hive.end()) + ";db=kvs";
}

}  // namespace

class WrStoreConformanceTest : public QObject {
    Q_OBJECT

private slots:
    void conformance_data() {
        QTest::addColumn<int>("depth");
        QTest::addColumn<int>("length");
        QTest::newRow("1D_4L") << 1 << 4;
        QTest::newRow("2D_2L") << 2 << 2;
        QTest::newRow("4D_1L") << 4 << 1;
        QTest::newRow("2D_3L") << 2 << 3;
    }

    void conformance() {
        QFETCH(int, depth);
        QFETCH(int, length);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        auto where = wr::test::TestRegistry::forTest(std::filesystem::path(dir.path().toStdString()) / "hive",
                                                     QTest::currentTestFunction());
        QVERIFY2(where.isOk(), where.status().toString().c_str());
        std::string uri = "wrstore:" + registryParameters(**where) + ";depth=" + std::to_string(depth) +
                          ";len=" + std::to_string(length) + ";big_values=store";
        wr::test::ConformanceOptions options;
        options.randomOperations = 2000;
        wr::test::runKvConformance([&] { return wr::kv::openStore(uri); }, options);
    }
};

QTEST_GUILESS_MAIN(WrStoreConformanceTest)
#include "test_wrstore_conformance.moc"
