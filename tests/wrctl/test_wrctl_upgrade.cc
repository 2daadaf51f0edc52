// wrctl upgrade run as a user runs it, on copies of the format fixtures: a
// WR-Store++ store written before WR_DataFormat existed (version 0) is
// reported, left alone by --dry-run and brought to version 1 by the upgrade,
// its pairs unchanged; stores at the current versions are "up to date"; a
// file of a newer version fails the command with the clear error and no
// byte written; a peer store is said to be its library's business; a wrong
// command line is a usage error.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "formats/format_fixtures.h"
#include "wrctl_run.h"

namespace {

const QStringList kFixturePairs = {"alpha\tone", "beta\tsecond value, overwritten", "gamma\t"};

QString wrstorePPUri(const QString& dir) { return "wrstore++:hive=" + dir + "/hive;db=kvs;data=" + dir + "/data"; }

// The "files" of `wrctl upgrade URI --json [extra]`, keyed by format name.
QMap<QString, QJsonObject> upgradeJson(const QString& uri, const QStringList& extra = {}) {
    const WrctlRun run = runWrctl(QStringList{"upgrade", uri, "--json"} + extra);
    if (run.exitCode != 0) qWarning("upgrade: %s", run.err.constData());
    QMap<QString, QJsonObject> files;
    for (const QJsonValue& file : QJsonDocument::fromJson(run.out).object()["files"].toArray()) {
        files.insert(file["format"].toString() + " " + file["file"].toString(), file.toObject());
    }
    return files;
}

QJsonObject entryOf(const QMap<QString, QJsonObject>& files, const QString& format) {
    for (const QJsonObject& file : files) {
        if (file["format"].toString() == format) return file;
    }
    return {};
}

}  // namespace

class WrctlUpgradeTest : public QObject {
    Q_OBJECT

private slots:
    void versionZeroUpgraded_data() {
        QTest::addColumn<QString>("mode");
        QTest::newRow("chunk") << "chunk";
        QTest::newRow("basic") << "basic";
    }
    void versionZeroUpgraded() {
        QFETCH(QString, mode);
        QTemporaryDir dir;
        const QString copy = copyFixture("wrstorepp/v0/" + mode, dir);
        const QString uri = wrstorePPUri(copy);
        const auto original = filesUnder(copy);

        QJsonObject data = entryOf(upgradeJson(uri, {"--dry-run"}), "WR-Store++ data format");
        QCOMPARE(data["version"].toInt(), 0);
        QCOMPARE(data["current"].toInt(), 1);
        QCOMPARE(data["state"].toString(), QString("upgrade available"));
        QCOMPARE(filesUnder(copy), original);

        const WrctlRun upgraded = runWrctl({"upgrade", uri});
        QCOMPARE(upgraded.exitCode, 0);
        QVERIFY2(upgraded.out.contains("WR-Store++ data format"), upgraded.out.constData());
        QVERIFY2(upgraded.out.contains("version 0"), upgraded.out.constData());
        QVERIFY2(upgraded.out.contains("upgraded"), upgraded.out.constData());

        const auto after = upgradeJson(uri);
        data = entryOf(after, "WR-Store++ data format");
        QCOMPARE(data["version"].toInt(), 1);
        QCOMPARE(data["state"].toString(), QString("up to date"));
        QCOMPARE(entryOf(after, "hive snapshot")["state"].toString(), QString("up to date"));
        QCOMPARE(scannedPairs(uri), kFixturePairs);
    }

    void currentVersionsUpToDate_data() {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QString>("uri");
        QTest::addColumn<int>("files");
        // snapshot, log, key-name encoding
        QTest::newRow("hive") << "hive/v1"
                              << "wrstore:hive=%1;db=kvs" << 3;
        // and the data format
        QTest::newRow("wrstorepp") << "wrstorepp/v1/chunk"
                                   << "wrstore++:hive=%1/hive;db=kvs;data=%1/data" << 4;
        // manifest, two data files, index
        QTest::newRow("zdb") << "zdb/v1"
                             << "zdb:dir=%1" << 4;
    }
    void currentVersionsUpToDate() {
        QFETCH(QString, fixture);
        QFETCH(QString, uri);
        QFETCH(int, files);
        QTemporaryDir dir;
        const QString copy = copyFixture(fixture, dir);
        const auto original = filesUnder(copy);
        const auto entries = upgradeJson(uri.arg(copy));
        QCOMPARE(entries.size(), files);
        for (const QJsonObject& e : entries) {
            QCOMPARE(e["state"].toString(), QString("up to date"));
            QCOMPARE(e["version"].toInt(), e["current"].toInt());
        }
        QCOMPARE(filesUnder(copy), original);
    }

    void newerFileFails() {
        QTemporaryDir dir;
        const QString copy = copyFixture("zdb/v1", dir);
        const QString data = copy + "/table-000001/data-000.zdb";
        bumpVersionAt(data, 0, 20);
        const auto before = filesUnder(copy);
        const WrctlRun run = runWrctl({"upgrade", "zdb:dir=" + copy});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.out, QByteArray());
        QVERIFY2(run.err.contains(data.toUtf8() + ": ZDB data file version 2 was written by a newer WR Studio; "
                                                  "this build reads up to version 1, so upgrade WR Studio"),
                 run.err.constData());
        QCOMPARE(filesUnder(copy), before);
    }

    void peerStoreIsItsLibrarys() {
        QTemporaryDir dir;
        const QString uri = "sqlite:file=" + dir.filePath("kv.sqlite");
        QCOMPARE(runWrctl({"kv", "put", uri, "k", "v"}).exitCode, 0);
        const WrctlRun run = runWrctl({"upgrade", uri});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QByteArray("the files of a sqlite: store are its library's, which versions them itself\n"));
    }

    void wrongCommandLine() {
        QCOMPARE(runWrctl({"upgrade"}).exitCode, 2);
        QCOMPARE(runWrctl({"upgrade", "no-scheme-here"}).exitCode, 2);
        QCOMPARE(runWrctl({"upgrade", "zdb:dir=/x", "--frobnicate"}).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(WrctlUpgradeTest)
#include "test_wrctl_upgrade.moc"
