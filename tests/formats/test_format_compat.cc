// On-disk compatibility (docs/formats.md): every fixture under
// tests/fixtures/formats/<format>/v<N>/, written by the build of its version,
// opens with this build and holds exactly the pairs make_fixtures.sh put in;
// a copy with a version bumped past the newest this build reads is refused
// with the "written by a newer WR Studio" error naming the file and both
// versions, and the refused open changes no byte on disk.
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>
#include <map>

#include "bench/results/results_files.h"
#include "exchange/dump_input.h"
#include "exchange/dump_wrdump.h"
#include "formats/format_fixtures.h"
#include "migrate/migration_checkpoint.h"
#include "registry/registry_location.h"
#include "registry/value_codec.h"
#include "stores/store_factory.h"
#include "stores/wrstorepp/wrstorepp.h"
#include "stores/wrstorepp/wrstorepp_record.h"

namespace {

using Pairs = std::map<std::string, std::string>;

const Pairs kFixturePairs = {{"alpha", "one"}, {"beta", "second value, overwritten"}, {"gamma", ""}};

QString storeUri(const QString& scheme, const QString& dir) {
    if (scheme == "wrstore") return "wrstore:hive=" + dir + ";db=kvs";
    if (scheme == "wrstore++") return "wrstore++:hive=" + dir + "/hive;db=kvs;data=" + dir + "/data";
    return "zdb:dir=" + dir;
}

Pairs storePairs(wr::kv::KvStore& store) {
    Pairs pairs;
    auto cursor = store.scan();
    if (!cursor) return {{"scan failed", cursor.status().toString()}};
    for (; (*cursor)->valid(); (*cursor)->next()) {
        auto value = (*cursor)->value();
        pairs[std::string((*cursor)->key())] = value ? *value : "error: " + value.status().toString();
    }
    return pairs;
}

Pairs dumpPairs(const QString& file) {
    auto input = wr::exchange::DumpInput::open(file.toStdString());
    if (!input) return {{"open failed", input.status().toString()}};
    auto decoder = wr::exchange::makeWrDumpDecoder(std::move(input).value());
    if (!decoder) return {{"open failed", decoder.status().toString()}};
    Pairs pairs;
    wr::Bytes key, value;
    while (true) {
        auto more = (*decoder)->next(key, value);
        if (!more) return {{"read failed", more.status().toString()}};
        if (!*more) return pairs;
        pairs[key] = value;
    }
}

void replaceInFile(const QString& file, const QByteArray& from, const QByteArray& to) {
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QByteArray text = f.readAll();
    f.close();
    QVERIFY2(text.contains(from), qPrintable(file + " holds no " + from));
    text.replace(from, to);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(text);
}

// The manifest's first line at version 2, and its crc32c line to match.
void bumpManifestVersion(const QString& file) {
    replaceInFile(file, "zdb-manifest=1\n", "zdb-manifest=2\n");
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QByteArray text = f.readAll();
    f.close();
    text.truncate(text.lastIndexOf("crc32c="));
    text += "crc32c=" +
            QByteArray::number(wr::crc32c::value(text.constData(), size_t(text.size())), 16).rightJustified(8, '0') +
            "\n";
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(text);
}

// Sets a REG_DWORD on the store's database key, through the registry itself.
void setDatabaseDword(const QString& hive, const char* name, uint32_t value) {
    wr::reg::RegistryLocation location;
    location.hivePath = hive.toStdString();
    auto registry = wr::reg::openRegistry(location);
    QVERIFY2(registry.isOk(), qPrintable(QString::fromStdString(registry.status().toString())));
    auto db = (*registry)->openKey((*registry)->root(), "kvs");
    QVERIFY(db.isOk());
    QVERIFY((*registry)->setValue(*db, name, wr::reg::REG_DWORD, wr::reg::encodeDword(value)).isOk());
    QVERIFY((*registry)->flush().isOk());
}

void verifyNewer(const wr::Status& status, const QString& where, const char* format, int version, int newest) {
    const QString message = QString::fromStdString(status.message());
    QVERIFY2(status.is(wr::StatusCode::kNotSupported), qPrintable(QString::fromStdString(status.toString())));
    QVERIFY2(message.contains(where), qPrintable(message));
    QVERIFY2(message.contains(QString("%1 version %2 was written by a newer WR Studio").arg(format).arg(version)),
             qPrintable(message));
    QVERIFY2(message.contains(QString("this build reads up to version %1").arg(newest)), qPrintable(message));
    QVERIFY2(message.contains("upgrade WR Studio"), qPrintable(message));
}

}  // namespace

class FormatCompatTest : public QObject {
    Q_OBJECT

private slots:
    void everyStoreFixtureOpens_data() {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QString>("scheme");
        QTest::addColumn<int>("dataFormat");  // WR-Store++ only
        QTest::newRow("hive v1") << "hive/v1"
                                 << "wrstore" << -1;
        QTest::newRow("wrstorepp v0 chunk") << "wrstorepp/v0/chunk"
                                            << "wrstore++" << 0;
        QTest::newRow("wrstorepp v0 basic") << "wrstorepp/v0/basic"
                                            << "wrstore++" << 0;
        QTest::newRow("wrstorepp v1 chunk") << "wrstorepp/v1/chunk"
                                            << "wrstore++" << 1;
        QTest::newRow("wrstorepp v1 basic") << "wrstorepp/v1/basic"
                                            << "wrstore++" << 1;
        QTest::newRow("zdb v1") << "zdb/v1"
                                << "zdb" << -1;
    }
    void everyStoreFixtureOpens() {
        QFETCH(QString, fixture);
        QFETCH(QString, scheme);
        QFETCH(int, dataFormat);
        QTemporaryDir dir;
        const QString copy = copyFixture(fixture, dir);
        auto store =
            wr::kv::openStore(storeUri(scheme, copy).toStdString(), {.readOnly = false, .createIfMissing = false});
        QVERIFY2(store.isOk(), qPrintable(QString::fromStdString(store.status().toString())));
        QCOMPARE(storePairs(**store), kFixturePairs);
        if (dataFormat >= 0) {
            auto* pp = dynamic_cast<wr::kv::wrstore::WrStorePP*>(store->get());
            QVERIFY(pp != nullptr);
            QCOMPARE(int(pp->dataFormatVersion()), dataFormat);
        }
        QVERIFY((*store)->close().isOk());
    }

    void wrdumpFixtureReads() { QCOMPARE(dumpPairs(fixturePath("wrdump/v1/pairs.wrdump")), kFixturePairs); }

    void newerStoreFileRefused_data() {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QString>("scheme");
        QTest::addColumn<QString>("file");
        QTest::addColumn<qint64>("crcAt");  // of the header; -1: the manifest's text
        QTest::addColumn<QString>("format");
        QTest::newRow("hive snapshot") << "hive/v1"
                                       << "wrstore"
                                       << "hive.snap" << qint64(44) << "hive snapshot";
        QTest::newRow("hive log") << "hive/v1"
                                  << "wrstore"
                                  << "hive.wal" << qint64(28) << "hive write-ahead log";
        QTest::newRow("wrstorepp hive snapshot") << "wrstorepp/v1/chunk"
                                                 << "wrstore++"
                                                 << "hive/hive.snap" << qint64(44) << "hive snapshot";
        QTest::newRow("zdb manifest") << "zdb/v1"
                                      << "zdb"
                                      << "MANIFEST" << qint64(-1) << "ZDB manifest";
        QTest::newRow("zdb data file") << "zdb/v1"
                                       << "zdb"
                                       << "table-000001/data-001.zdb" << qint64(20) << "ZDB data file";
        QTest::newRow("zdb index") << "zdb/v1"
                                   << "zdb"
                                   << "table-000001/index.zdx" << qint64(80) << "ZDB index";
    }
    void newerStoreFileRefused() {
        QFETCH(QString, fixture);
        QFETCH(QString, scheme);
        QFETCH(QString, file);
        QFETCH(qint64, crcAt);
        QFETCH(QString, format);
        QTemporaryDir dir;
        const QString copy = copyFixture(fixture, dir);
        const QString bumped = copy + "/" + file;
        if (crcAt < 0) {
            bumpManifestVersion(bumped);
        } else {
            bumpVersionAt(bumped, 0, crcAt);
            // The index keeps two header slots; a newer build writes both.
            if (file.endsWith("index.zdx")) bumpVersionAt(bumped, 4096, crcAt);
        }
        const auto before = filesUnder(copy);
        auto store =
            wr::kv::openStore(storeUri(scheme, copy).toStdString(), {.readOnly = false, .createIfMissing = false});
        QVERIFY(!store.isOk());
        verifyNewer(store.status(), bumped, qPrintable(format), 2, 1);
        QCOMPARE(filesUnder(copy), before);
    }

    void newerDatabaseValueRefused_data() {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("format");
        QTest::newRow("data format") << "WR_DataFormat"
                                     << "WR-Store++ data format";
        QTest::newRow("key-name encoding") << "WR_NameEncoding"
                                           << "WR-Store key-name encoding";
    }
    void newerDatabaseValueRefused() {
        QFETCH(QString, value);
        QFETCH(QString, format);
        QTemporaryDir dir;
        const QString copy = copyFixture("wrstorepp/v1/chunk", dir);
        setDatabaseDword(copy + "/hive", qPrintable(value), 2);
        const auto before = filesUnder(copy);
        auto store =
            wr::kv::openStore(storeUri("wrstore++", copy).toStdString(), {.readOnly = false, .createIfMissing = false});
        QVERIFY(!store.isOk());
        verifyNewer(store.status(), "HKCU\\kvs", qPrintable(format), 2, 1);
        QCOMPARE(filesUnder(copy), before);
    }

    // A block of a newer layout fails its own key's get; the others read on.
    void newerBlockRefused() {
        QTemporaryDir dir;
        const QString copy = copyFixture("wrstorepp/v1/chunk", dir);
        const QString chunk = copy + "/data/chunk-00000001.wrc";
        replaceInFile(chunk, "WRB1", "WRB2");  // every block: the first is alpha's
        const auto before = filesUnder(copy);
        auto store = wr::kv::openStore(storeUri("wrstore++", copy).toStdString(), {.readOnly = true});
        QVERIFY(store.isOk());
        auto value = (*store)->get("alpha");
        QVERIFY(!value.isOk());
        verifyNewer(value.status(), chunk, "WR-Store++ value block", 2, 1);
        QVERIFY((*store)->close().isOk());
        QCOMPARE(filesUnder(copy), before);
    }

    void newerIndexRecordRefused() {
        wr::Bytes record = wr::kv::wrstore::encodeRecord({});
        record[0] = 2;
        auto decoded = wr::kv::wrstore::decodeRecord(wr::reg::REG_BINARY, record, "alpha");
        QVERIFY(!decoded.isOk());
        verifyNewer(decoded.status(), "the index entry of key 'alpha'", "WR-Store++ index record", 2, 1);
    }

    void newerWrdumpRefused() {
        QTemporaryDir dir;
        const QString copy = copyFixture("wrdump/v1/pairs.wrdump", dir);
        bumpVersionAt(copy, 0, 12);
        const auto before = filesUnder(dir.path());
        const Pairs read = dumpPairs(copy);
        QCOMPARE(read.size(), size_t(1));
        QVERIFY2(read.begin()->second.find("wrdump version 2 was written by a newer WR Studio") != std::string::npos,
                 read.begin()->second.c_str());
        QCOMPARE(filesUnder(dir.path()), before);
    }

    void newerMigrationCheckpointRefused() {
        QTemporaryDir dir;
        wr::migrate::MigrationCheckpoint checkpoint;
        checkpoint.sourceUri = "zdb:dir=/a";
        checkpoint.targetUri = "zdb:dir=/b";
        QVERIFY(wr::migrate::writeCheckpoint(dir.path().toStdString(), checkpoint).isOk());
        QVERIFY(wr::migrate::readCheckpoint(dir.path().toStdString()).isOk());
        const QString file = dir.filePath("checkpoint.json");
        replaceInFile(file, "\"version\": 1", "\"version\": 2");
        auto read = wr::migrate::readCheckpoint(dir.path().toStdString());
        QVERIFY(!read.isOk());
        verifyNewer(read.status(), file, "migration checkpoint", 2, 1);
    }

    void newerBenchmarkResultsRefused() {
        QTemporaryDir dir;
        const QString file = dir.filePath("results.json");
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "wr-bench-results", "version": 2})");
        f.close();
        auto read = wr::bench::readResults(file.toStdString());
        QVERIFY(!read.isOk());
        verifyNewer(read.status(), file, "benchmark results file", 2, 1);
    }
};

QTEST_GUILESS_MAIN(FormatCompatTest)
#include "test_format_compat.moc"
