// wrctl kv dump and kv load run as a user runs them: a round trip through
// every format from one engine into another, with binary keys and values
// and the format detected on load; the --json summary; nothing on stderr
// when it is not a terminal; a wrong --format refused as a usage error and
// a damaged file refused with where.
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "wrctl_run.h"

class WrctlDumpTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir_;

    // The pairs start in a WR-Store and are loaded into LevelDB stores: a
    // dump moves pairs between engines.
    QString source() const { return "wrstore:hive=" + dir_.filePath("source") + ";db=kvs"; }
    QString target(const QString& name) const { return "leveldb:dir=" + dir_.filePath(name); }

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        QCOMPARE(runWrctl({"kv", "put", source(), "plain", "value"}).exitCode, 0);
        const QString binary = dir_.filePath("binary.bin");
        QFile file(binary);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray("line\nbreak\0\xff\\", 13));
        file.close();
        QCOMPARE(runWrctl({"kv", "put", "--escaped", source(), "bin\\x00\\xff", "--file", binary}).exitCode, 0);
        QCOMPARE(runWrctl({"kv", "put", source(), "empty", ""}).exitCode, 0);
    }

    void everyFormatRoundTrips_data() {
        QTest::addColumn<QString>("format");
        for (const char* format : {"wrdump", "db_dump", "db_dump-p", "ldb-hex"}) {
            QTest::newRow(format) << QString::fromLatin1(format);
        }
    }
    void everyFormatRoundTrips() {
        QFETCH(QString, format);
        const QString file = dir_.filePath("pairs." + format);
        const WrctlRun dumped = runWrctl({"kv", "dump", source(), file, "--format", format});
        QCOMPARE(dumped.exitCode, 0);
        const QByteArray size = QByteArray::number(QFileInfo(file).size());
        QCOMPARE(dumped.out, "dumped 3 pairs to " + file.toUtf8() + " (" + format.toUtf8() + ", " + size + " bytes)\n");
        QCOMPARE(dumped.err, QByteArray());
        const QString loadedInto = target("target-" + format);
        const WrctlRun loaded = runWrctl({"kv", "load", loadedInto, file});
        QCOMPARE(loaded.exitCode, 0);
        QCOMPARE(loaded.out,
                 "loaded 3 pairs from " + file.toUtf8() + " (" + format.toUtf8() + ", " + size + " bytes)\n");
        QCOMPARE(loaded.err, QByteArray());
        QCOMPARE(scannedPairs(loadedInto), scannedPairs(source()));
    }

    void jsonSummaries() {
        const QString file = dir_.filePath("summary.wrdump");
        const WrctlRun dumped = runWrctl({"kv", "dump", source(), file, "--json"});
        QCOMPARE(dumped.exitCode, 0);
        const QJsonObject out = QJsonDocument::fromJson(dumped.out).object();
        QCOMPARE(out.value("format").toString(), QString("wrdump"));
        QCOMPARE(out.value("pairs").toInt(), 3);
        QCOMPARE(out.value("bytes").toInteger(), QFileInfo(file).size());
        QCOMPARE(out.value("file").toString(), file);
        const WrctlRun loaded = runWrctl({"kv", "load", target("from-json"), file, "--format", "wrdump", "--json"});
        QCOMPARE(loaded.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(loaded.out).object().value("pairs").toInt(), 3);
    }

    void wrongFormatIsAUsageError() {
        const WrctlRun run = runWrctl({"kv", "dump", source(), dir_.filePath("x"), "--format", "csv"});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("--format is one of wrdump|db_dump|db_dump-p|ldb-hex, not 'csv'"),
                 run.err.constData());
        QVERIFY(!QFile::exists(dir_.filePath("x")));
    }

    void damagedFileIsRefusedWithWhere() {
        const QString file = dir_.filePath("damaged.wrdump");
        QCOMPARE(runWrctl({"kv", "dump", source(), file}).exitCode, 0);
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.resize(f.size() - 13));
        f.close();
        const WrctlRun run = runWrctl({"kv", "load", target("from-damaged"), file});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(": the file ends without its trailer (it was cut short after 3 pairs)"),
                 run.err.constData());
        QVERIFY2(run.err.contains("after 3 pairs were loaded"), run.err.constData());
    }
};

QTEST_GUILESS_MAIN(WrctlDumpTest)
#include "test_wrctl_dump.moc"
