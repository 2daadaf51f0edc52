// wrctl probe and wrctl kv create as a user runs them: a store is created
// empty and takes pairs, a second creation at the same place is refused and
// keeps the pairs, and probe tells what a hive or a store directory holds,
// as text and as JSON; a value that fails its checksum never reaches the
// caller's output.
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "wrctl_run.h"

class WrctlStoreTest : public QObject {
    Q_OBJECT

private slots:
    void createsAStoreOnceAndProbesIt() {
        QTemporaryDir dir;
        const QString uri = "zdb:dir=" + dir.filePath("z") + ";files=4";
        WrctlRun created = runWrctl({"kv", "create", uri});
        QVERIFY2(created.exitCode == 0, created.err.constData());
        QCOMPARE(runWrctl({"kv", "put", uri, "k", "v"}).exitCode, 0);

        WrctlRun again = runWrctl({"kv", "create", uri});
        QCOMPARE(again.exitCode, 1);
        QVERIFY2(again.err.contains("already holds a ZDB store"), again.err.constData());
        QCOMPARE(runWrctl({"kv", "get", uri, "k"}).out, QByteArray("v"));

        WrctlRun probed = runWrctl({"probe", dir.filePath("z")});
        QVERIFY2(probed.exitCode == 0, probed.err.constData());
        QVERIFY2(probed.out.contains("a ZDB store: string keys, 4 data files"), probed.out.constData());
        QVERIFY2(probed.out.contains("zdb:dir="), probed.out.constData());
    }

    void aValueFailingItsChecksumNeverReachesTheOutput() {
        QTemporaryDir dir;
        const QString data = dir.filePath("v");
        const QString uri = "wrstore++:hive=" + dir.filePath("hive") + ";db=big;data=" + data + ";mode=basic";
        const QByteArray value = "value-of-k|" + QByteArray(3000, 'a');
        QCOMPARE(runWrctl({"kv", "put", uri, "k", QString::fromLatin1(value)}).exitCode, 0);
        QCOMPARE(runWrctl({"kv", "get", uri, "k"}).out, value);

        bool flipped = false;
        for (QDirIterator files(data, QDir::Files, QDirIterator::Subdirectories); files.hasNext() && !flipped;) {
            QFile file(files.next());
            QVERIFY(file.open(QIODevice::ReadWrite));
            QByteArray bytes = file.readAll();
            const qsizetype at = bytes.indexOf("value-of-k|");
            if (at < 0) continue;
            bytes[at + 100] = 'b';
            QVERIFY(file.seek(0));
            QCOMPARE(file.write(bytes), bytes.size());
            flipped = true;
        }
        QVERIFY(flipped);

        WrctlRun got = runWrctl({"kv", "get", uri, "k"});
        QCOMPARE(got.exitCode, 1);
        QVERIFY2(got.out.isEmpty(), "damaged bytes reached standard output");
        QVERIFY2(got.err.contains("CRC32C"), got.err.constData());
        WrctlRun saved = runWrctl({"kv", "get", uri, "k", "--out", dir.filePath("copy")});
        QCOMPARE(saved.exitCode, 1);
        QVERIFY(!QFile::exists(dir.filePath("copy")));
    }

    void probesTheDatabasesOfAHiveAsJson() {
        QTemporaryDir dir;
        const QString hive = dir.filePath("hive");
        QCOMPARE(runWrctl({"kv", "create", "wrstore:hive=" + hive + ";db=one;depth=2;len=2"}).exitCode, 0);
        QCOMPARE(
            runWrctl({"kv", "create", "wrstore++:hive=" + hive + ";db=two;data=" + dir.filePath("v") + ";mode=basic"})
                .exitCode,
            0);

        WrctlRun probed = runWrctl({"probe", hive, "--json"});
        QVERIFY2(probed.exitCode == 0, probed.err.constData());
        const QJsonObject json = QJsonDocument::fromJson(probed.out).object();
        QCOMPARE(json["kind"].toString(), QStringLiteral("hive"));
        const QJsonArray databases = json["databases"].toArray();
        QCOMPARE(databases.size(), 2);
        QJsonObject one, two;
        for (const QJsonValue& db : databases) (db["db"].toString() == "one" ? one : two) = db.toObject();
        QCOMPARE(one["engine"].toString(), QStringLiteral("wrstore"));
        QCOMPARE(one["depth"].toInt(), 2);
        QCOMPARE(one["len"].toInt(), 2);
        QCOMPARE(two["engine"].toString(), QStringLiteral("wrstore++"));
        QCOMPARE(two["mode"].toString(), QStringLiteral("basic"));

        WrctlRun nothing = runWrctl({"probe", dir.filePath("missing"), "--json"});
        QCOMPARE(nothing.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(nothing.out).object()["kind"].toString(), QStringLiteral("missing"));
    }
};

QTEST_GUILESS_MAIN(WrctlStoreTest)
#include "test_wrctl_store.moc"
