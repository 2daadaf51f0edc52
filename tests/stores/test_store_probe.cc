// probeLocation: each kind of store is recognised by what its engine wrote,
// a hive lists its WR-Store databases with their layout and mode, a hive held
// by a writer elsewhere is reported as in use, and a directory or file no
// engine wrote is nothing.
#include <QtTest>

#include <fstream>
#include <map>
#include <string>

#include "common/open_or_fail.h"
#include "common/verify_status.h"
#include "stores/store_factory.h"
#include "stores/store_probe.h"
#include "util/file.h"

using namespace wr;
using namespace wr::kv;
using wr::test::openOrFail;

namespace {

std::string path(const QTemporaryDir& dir, const char* name) { return (dir.path() + "/" + name).toStdString(); }

// Creates the store `uri` names with one pair in it, and closes it.
bool createWithOnePair(const std::string& uri) {
    auto store = openOrFail(uri);
    if (!store) return false;
    return store->put("key", "value").isOk() && store->flush().isOk() && store->close().isOk();
}

}  // namespace

class StoreProbeTest : public QObject {
    Q_OBJECT

private slots:
    void recognisesEachPeerAndZdb_data() {
        QTest::addColumn<QString>("uriTemplate");
        QTest::addColumn<QString>("probed");  // the path probed, below the temporary directory
        QTest::addColumn<QString>("kind");
        QTest::newRow("zdb") << "zdb:dir=$D/s"
                             << "s"
                             << "zdb";
        QTest::newRow("rocksdb") << "rocksdb:dir=$D/s"
                                 << "s"
                                 << "rocksdb";
        QTest::newRow("leveldb") << "leveldb:dir=$D/s"
                                 << "s"
                                 << "leveldb";
        QTest::newRow("lmdb") << "lmdb:dir=$D/s"
                              << "s"
                              << "lmdb";
        QTest::newRow("bdb") << "bdb:dir=$D/s"
                             << "s"
                             << "bdb";
        QTest::newRow("sqlite") << "sqlite:file=$D/s.sqlite"
                                << "s.sqlite"
                                << "sqlite";
        QTest::newRow("kyoto") << "kyoto:file=$D/s.kch"
                               << "s.kch"
                               << "kyoto";
        QTest::newRow("flatfs") << "flatfs:dir=$D/s"
                                << "s"
                                << "flatfs";
        QTest::newRow("nestedfs") << "nestedfs:dir=$D/s"
                                  << "s"
                                  << "nestedfs";
    }

    void recognisesEachPeerAndZdb() {
        QFETCH(QString, uriTemplate);
        QFETCH(QString, probed);
        QFETCH(QString, kind);
        QTemporaryDir dir;
        const std::string uri = QString(uriTemplate).replace("$D", dir.path()).toStdString();
        QVERIFY(createWithOnePair(uri));

        auto result = probeLocation(path(dir, probed.toUtf8().constData()));
        WR_VERIFY_OK(result.status());
        QCOMPARE(QString(probeKindName(result->kind)), kind);
        QCOMPARE(result->scheme, kind.toStdString());
        // The URI the probe offers opens the same store.
        auto reopened = openOrFail(result->uri, OpenOptions{.readOnly = true, .createIfMissing = false});
        QVERIFY(reopened);
        auto value = reopened->get("key");
        WR_VERIFY_OK(value.status());
        QCOMPARE(*value, std::string("value"));
    }

    // A Windows hive file is no store: the registry explorer opens it, so
    // the probe names it without offering a store URI.
    void recognisesAWindowsHiveFile() {
        QTemporaryDir dir;
        const std::string file = path(dir, "NTUSER.DAT");
        WR_VERIFY_OK(writeFileAtomically(file, std::string("regf") + std::string(4092, '\0')));
        auto result = probeLocation(file);
        WR_VERIFY_OK(result.status());
        QCOMPARE(QString(probeKindName(result->kind)), QStringLiteral("regf"));
        QVERIFY(result->scheme.empty());
        QVERIFY(result->uri.empty());
    }

    void readsZdbLayoutFromItsManifest() {
        QTemporaryDir dir;
        QVERIFY(createWithOnePair("zdb:dir=" + path(dir, "z") + ";keys=string;files=4;item_bytes=6"));
        auto result = probeLocation(path(dir, "z"));
        WR_VERIFY_OK(result.status());
        auto fact = [&](const std::string& name) {
            for (const auto& [n, v] : result->facts) {
                if (n == name) return v;
            }
            return std::string();
        };
        QCOMPARE(fact("keys"), std::string("string"));
        QCOMPARE(fact("files"), std::string("4"));
        QCOMPARE(fact("item_bytes"), std::string("6"));
    }

    void listsTheDatabasesOfAHive() {
        QTemporaryDir dir;
        const std::string hive = path(dir, "hive");
        QVERIFY(createWithOnePair("wrstore:hive=" + hive + ";db=first;depth=2;len=3"));
        QVERIFY(createWithOnePair("wrstore:hive=" + hive + ";db=Software\\second"));
        QVERIFY(createWithOnePair("wrstore++:hive=" + hive + ";db=big;data=" + path(dir, "values") + ";mode=basic"));

        auto result = probeLocation(hive);
        WR_VERIFY_OK(result.status());
        QCOMPARE(result->kind, ProbeKind::kHive);
        QCOMPARE(result->databases.size(), size_t(3));
        std::map<std::string, ProbedDatabase> byName;
        for (const ProbedDatabase& db : result->databases) byName[db.db] = db;
        QCOMPARE(byName["first"].engine, std::string("wrstore"));
        QCOMPARE(byName["first"].depth, 2);
        QCOMPARE(byName["first"].length, 3);
        QCOMPARE(byName["Software\\second"].engine, std::string("wrstore"));
        QCOMPARE(byName["Software\\second"].depth, 1);
        QCOMPARE(byName["Software\\second"].length, 4);
        QCOMPARE(byName["big"].engine, std::string("wrstore++"));
        QCOMPARE(byName["big"].mode, std::string("basic"));

        auto data = probeLocation(path(dir, "values"));
        WR_VERIFY_OK(data.status());
        QCOMPARE(data->kind, ProbeKind::kWrStorePPData);
    }

    void readsAHiveAStoreInThisProcessHasOpen() {
        QTemporaryDir dir;
        const std::string hive = path(dir, "hive");
        auto writer = openOrFail("wrstore:hive=" + hive + ";db=kvs");
        QVERIFY(writer);
        auto result = probeLocation(hive);
        WR_VERIFY_OK(result.status());
        QCOMPARE(result->kind, ProbeKind::kHive);
        QCOMPARE(result->databases.size(), size_t(1));
        // The probe let go of the hive: the writer still writes.
        WR_VERIFY_OK(writer->put("after", "probe"));
    }

    void saysInUseWhenAWriterElsewhereHoldsTheHive() {
        QTemporaryDir dir;
        const std::string hive = path(dir, "hive");
        QVERIFY(createWithOnePair("wrstore:hive=" + hive + ";db=kvs"));
        // The hive's exclusive lock as another process's writer holds it.
        auto lock = FileLock::acquire(fs::path(hive) / "LOCK", "a writer elsewhere");
        WR_VERIFY_OK(lock.status());
        auto result = probeLocation(hive);
        WR_VERIFY_OK(result.status());
        QCOMPARE(result->kind, ProbeKind::kHiveInUse);
        QVERIFY(result->databases.empty());
    }

    void doesNotStopAStoreOpeningElsewhere() {
        QTemporaryDir dir;
        QVERIFY(createWithOnePair("rocksdb:dir=" + path(dir, "r")));
        auto result = probeLocation(path(dir, "r"));
        WR_VERIFY_OK(result.status());
        // A writer opens right after, and while it holds the store the probe still answers.
        auto writer = openOrFail("rocksdb:dir=" + path(dir, "r"));
        QVERIFY(writer);
        auto again = probeLocation(path(dir, "r"));
        WR_VERIFY_OK(again.status());
        QCOMPARE(again->kind, ProbeKind::kRocksDb);
    }

    void findsNothingWhereNoEngineWrote() {
        QTemporaryDir dir;
        auto empty = probeLocation(dir.path().toStdString());
        WR_VERIFY_OK(empty.status());
        QCOMPARE(empty->kind, ProbeKind::kNothing);
        QVERIFY(empty->uri.empty());

        std::ofstream(path(dir, "notes.txt")) << "not a store";
        fs::create_directories(path(dir, "sub"));
        auto other = probeLocation(dir.path().toStdString());
        WR_VERIFY_OK(other.status());
        QCOMPARE(other->kind, ProbeKind::kNothing);
        auto file = probeLocation(path(dir, "notes.txt"));
        WR_VERIFY_OK(file.status());
        QCOMPARE(file->kind, ProbeKind::kNothing);

        auto missing = probeLocation(path(dir, "missing"));
        WR_VERIFY_OK(missing.status());
        QCOMPARE(missing->kind, ProbeKind::kMissing);
    }
};

QTEST_GUILESS_MAIN(StoreProbeTest)
#include "test_store_probe.moc"
