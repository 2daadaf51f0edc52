// wrctl's command line as a whole, run as a separate process: one error style
// and exit code 2 for every wrong command line, help at every level, and the
// keys of --json output and results files in the order wrctl has always
// written them (scripts and older results files depend on them), with the
// benchmark's steps run by wrctl's own worker processes.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "wrctl_run.h"

namespace {

using Run = WrctlRun;

QJsonObject jsonObject(const QByteArray& text) {
    QJsonParseError error;
    QJsonObject o = QJsonDocument::fromJson(text, &error).object();
    if (error.error != QJsonParseError::NoError) qWarning("not JSON: %s", text.constData());
    return o;
}

}  // namespace

class WrctlCommandsTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir_;

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        // wrctl bench keeps its runs here, never in the user's history.
        qputenv("WR_BENCH_HISTORY", dir_.filePath("history").toUtf8());
    }

    void wrongCommandLinesExitWithUsage_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("nothing") << QStringList{} << "wrctl --help";
        QTest::newRow("unknown group") << QStringList{"frobnicate"} << "unknown command 'frobnicate'";
        QTest::newRow("group alone") << QStringList{"kv"} << "wrctl kv --help";
        QTest::newRow("kv unknown option") << QStringList{"kv", "stats", "flatfs:dir=x", "--colour"} << "--colour";
        QTest::newRow("kv missing URI") << QStringList{"kv", "get"} << "URI";
        QTest::newRow("kv put without value") << QStringList{"kv", "put", "flatfs:dir=x", "k"} << "VALUE, --stdin";
        QTest::newRow("kv negative limit") << QStringList{"kv", "scan", "flatfs:dir=x", "--limit", "-3"} << "--limit";
        QTest::newRow("zdb unknown option") << QStringList{"zdb", "info", "zdb:dir=x", "--colour"} << "--colour";
        QTest::newRow("zdb bad order") << QStringList{"zdb", "scan", "zdb:dir=x", "--order", "random"} << "random";
        QTest::newRow("factory unknown option") << QStringList{"factory", "bench", "--colour"} << "--colour";
        QTest::newRow("factory not a number") << QStringList{"factory", "bench", "--threads", "two"} << "--threads";
        QTest::newRow("factory out of range") << QStringList{"factory", "bench", "--threads", "0"} << "--threads";
        QTest::newRow("bench unknown option") << QStringList{"bench", "--colour"} << "--colour";
        QTest::newRow("bench no preset") << QStringList{"bench"} << "name at least one preset";
        QTest::newRow("tune out of range") << QStringList{"tune", "--max-path", "40"} << "--max-path";
        QTest::newRow("report unknown option") << QStringList{"report", "dir", "--colour"} << "--colour";
        QTest::newRow("report no directory") << QStringList{"report"} << "DIR";
    }

    void wrongCommandLinesExitWithUsage() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        Run r = runWrctl(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.startsWith("wrctl: "), r.err.constData());
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    }

    void helpAtEveryLevel() {
        Run top = runWrctl({"--help"});
        QCOMPARE(top.exitCode, 0);
        for (const char* group : {"reg", "factory", "kv", "zdb", "bench", "tune", "report"}) {
            QVERIFY2(top.out.contains(group), group);
        }
        QVERIFY2(top.out.contains("Exit status: 0 when") && top.out.contains("2 when the command line was wrong"),
                 top.out.constData());
        Run kv = runWrctl({"kv", "--help"});
        QCOMPARE(kv.exitCode, 0);
        QVERIFY(kv.out.contains("compact"));
        QVERIFY(kv.out.contains("flatfs:dir="));
        Run put = runWrctl({"kv", "put", "--help"});
        QCOMPARE(put.exitCode, 0);
        QVERIFY(put.out.contains("--stdin"));
        Run bench = runWrctl({"bench", "--help"});
        QCOMPARE(bench.exitCode, 0);
        QVERIFY(bench.out.contains("--scale"));
        QVERIFY(!bench.out.contains("--worker"));
    }

    void kvJsonKeepsItsKeys() {
        const QString uri = "zdb:dir=" + dir_.filePath("zdb") + ";keys=string";
        QCOMPARE(runWrctl({"kv", "put", uri, "k", "v"}).exitCode, 0);
        Run stats = runWrctl({"kv", "stats", uri, "--json"});
        QCOMPARE(stats.exitCode, 0);
        QCOMPARE(jsonObject(stats.out).keys(),
                 QStringList({"approximate_count", "details", "disk_bytes", "memory_bytes", "uri"}));
        QVERIFY(stats.out.startsWith("{\"uri\":"));
        Run check = runWrctl({"kv", "check", uri, "--json"});
        QCOMPARE(check.exitCode, 0);
        QVERIFY2(check.out.startsWith("{\"ok\":true,\"entries_checked\":1,\"bytes_checked\":"), check.out.constData());
        QVERIFY(check.out.endsWith(",\"problems\":[],\"orphans\":[]}\n"));
        Run scan = runWrctl({"kv", "scan", uri, "--json"});
        QCOMPARE(scan.out, QByteArray("[\n{\"key\":\"k\",\"value\":\"v\"}\n]\n"));
    }

    // The engine's count says whether it is exact; --exact walks the pairs.
    void kvCountSaysWhetherItIsExact() {
        const QString zdb = "zdb:dir=" + dir_.filePath("zdbcount") + ";keys=string";
        QCOMPARE(runWrctl({"kv", "put", zdb, "a", "1"}).exitCode, 0);
        QCOMPARE(runWrctl({"kv", "put", zdb, "b", "2"}).exitCode, 0);
        Run plain = runWrctl({"kv", "count", zdb});
        QCOMPARE(plain.exitCode, 0);
        QCOMPARE(plain.out, QByteArray("2\n"));
        QCOMPARE(plain.err, QByteArray());
        QCOMPARE(runWrctl({"kv", "count", zdb, "--json"}).out, QByteArray("{\"count\":2,\"exact\":true}\n"));

        // A small WR-Store: the estimator visits every leaf, so the count is exact.
        const QString wr = "wrstore:hive=" + dir_.filePath("wrcount") + ";db=kvs";
        for (int i = 0; i < 12; ++i) QCOMPARE(runWrctl({"kv", "put", wr, "k" + QString::number(i), "v"}).exitCode, 0);
        QCOMPARE(runWrctl({"kv", "count", wr, "--json"}).out, QByteArray("{\"count\":12,\"exact\":true}\n"));
        Run exact = runWrctl({"kv", "count", wr, "--exact", "--json"});
        QCOMPARE(exact.exitCode, 0);
        QCOMPARE(exact.out, QByteArray("{\"count\":12,\"exact\":true}\n"));
    }

    void factoryJsonKeepsItsKeys() {
        Run r = runWrctl(
            {"factory", "generate", dir_.filePath("factory"), "--workshops", "2", "--employees", "3", "--json"});
        QCOMPARE(r.exitCode, 0);
        QJsonObject o = jsonObject(r.out);
        QCOMPARE(o.keys(),
                 QStringList({"employees", "hive", "keys", "name_and_data_bytes", "seconds", "values", "workshops"}));
        QVERIFY(r.out.startsWith("{\"hive\":"));
        QCOMPARE(o["workshops"].toInt(), 2);
    }

    // A whole run through wrctl's own worker processes, then its report.
    void benchResultsKeepTheirKeysAndReport() {
        const QString out = dir_.filePath("results");
        Run bench = runWrctl({"bench", "003-factory", "--scale", "tiny", "--reps", "1", "--quiet", "--out", out});
        QVERIFY2(bench.exitCode == 0, bench.err.constData());
        QFile file(out + "/results.json");
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QJsonObject doc = jsonObject(text);
        QVERIFY(text.startsWith("{\n \"format\": "));
        QCOMPARE(doc.keys(), QStringList({"aggregates", "build", "command", "format", "library_versions", "machine",
                                          "packages", "presets", "ratios", "settings", "started_at", "status", "trials",
                                          "version", "wall_seconds"}));
        QCOMPARE(doc["command"].toArray().at(1).toString(), QString("bench"));
        QJsonObject trial = doc["trials"].toArray().at(0).toObject();
        QCOMPARE(trial.keys(), QStringList({"memory_budget", "point", "preset", "repetition", "status", "steps",
                                            "store", "store_uri"}));
        QVERIFY(!trial["steps"].toArray().isEmpty());

        Run report = runWrctl({"report", out});
        QCOMPARE(report.exitCode, 0);
        QVERIFY(report.out.startsWith("#"));
        QVERIFY(report.out.contains("003-factory"));
    }
};

QTEST_GUILESS_MAIN(WrctlCommandsTest)
#include "test_wrctl_commands.moc"
