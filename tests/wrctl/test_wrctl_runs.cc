// wrctl bench keeping its runs and wrctl runs listing, showing, comparing and
// deleting them, run as separate processes against a temporary history
// (WR_BENCH_HISTORY, or --history), never the user's.
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "bench/hand_written_run.h"
#include "bench/results/run_history.h"
#include "wrctl_run.h"

namespace {

QJsonArray jsonArray(const QByteArray& text) { return QJsonDocument::fromJson(text).array(); }

// The environment of a wrctl that keeps its runs in `history`.
QProcessEnvironment withHistory(const QString& history) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("WR_BENCH_HISTORY", history);
    return env;
}

QStringList runDirectories(const QString& history) {
    return QDir(history).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
}

void writeRun(const QString& dir, const wr::bench::testing::HandWrittenRun& run) {
    wr::Status s = wr::bench::testing::writeHandWrittenRun(dir.toStdString(), run);
    if (!s.isOk()) qFatal("%s", s.toString().c_str());
}

}  // namespace

class WrctlRunsTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir_;

    QStringList benchArgs() const { return {"bench", "003-factory", "--scale", "tiny", "--reps", "1", "--quiet"}; }

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        qputenv("WR_BENCH_HISTORY", dir_.filePath("unused-history").toUtf8());
    }

    // Without --out a run goes into a new directory of the history; with
    // --out it goes there and is registered; --no-history keeps nothing.
    void benchKeepsEveryRun() {
        const QString history = dir_.filePath("bench-history");
        WrctlRun kept = runWrctl(benchArgs(), withHistory(history));
        QVERIFY2(kept.exitCode == 0, kept.err.constData());
        const QStringList dirs = runDirectories(history);
        QCOMPARE(dirs.size(), 1);
        QVERIFY(QRegularExpression("^\\d{8}-\\d{6}-003-factory$").match(dirs[0]).hasMatch());
        QVERIFY(kept.err.contains(QDir(history).filePath(dirs[0]).toUtf8()));
        QVERIFY(QFile::exists(QDir(history).filePath(dirs[0] + "/results.json")));
        QVERIFY(QFile::exists(QDir(history).filePath(dirs[0] + "/report.md")));
        QVERIFY(!QFile::exists(QDir(history).filePath(dirs[0] + "/work")));

        const QString out = dir_.filePath("elsewhere");
        WrctlRun registered = runWrctl(benchArgs() << "--out" << out, withHistory(history));
        QVERIFY2(registered.exitCode == 0, registered.err.constData());
        QCOMPARE(runDirectories(history).size(), 1);

        WrctlRun nothing = runWrctl(benchArgs() << "--no-history"
                                                << "--json",
                                    withHistory(history));
        QVERIFY2(nothing.exitCode == 0, nothing.err.constData());
        QCOMPARE(runDirectories(history).size(), 1);
        // --json prints the results document instead of the report.
        const QJsonObject printed = QJsonDocument::fromJson(nothing.out).object();
        QVERIFY2(!printed.isEmpty(), nothing.out.constData());
        QCOMPARE(printed["presets"].toArray().at(0).toObject()["id"].toString(), QString("003-factory"));

        WrctlRun list = runWrctl({"runs", "list", "--json"}, withHistory(history));
        QVERIFY2(list.exitCode == 0, list.err.constData());
        QJsonArray runs = jsonArray(list.out);
        QCOMPARE(runs.size(), 2);
        QCOMPARE(runs[0].toObject()["dir"].toString(), QDir(out).canonicalPath());  // the newer
        QVERIFY(runs[0].toObject()["registered"].toBool());
        QJsonObject first = runs[1].toObject();
        QCOMPARE(first["presets"].toArray().at(0).toString(), QString("003-factory"));
        QCOMPARE(first["status"].toString(), QString("ok"));
        QVERIFY(!first["host"].toString().isEmpty());
        QVERIFY(!first["stores"].toArray().isEmpty());
        QVERIFY(first["build"].toObject().contains("commit"));

        WrctlRun show = runWrctl({"runs", "show", first["dir"].toString()});
        QCOMPARE(show.exitCode, 0);
        QVERIFY(show.out.startsWith("#"));
        QVERIFY(show.out.contains("003-factory"));
        // --json: the run's results.json as it is on disk.
        WrctlRun showJson = runWrctl({"runs", "show", first["dir"].toString(), "--json"});
        QCOMPARE(showJson.exitCode, 0);
        QFile keptResults(first["dir"].toString() + "/results.json");
        QVERIFY(keptResults.open(QIODevice::ReadOnly));
        QCOMPARE(QJsonDocument::fromJson(showJson.out), QJsonDocument::fromJson(keptResults.readAll()));

        WrctlRun compare = runWrctl({"runs", "compare", first["dir"].toString(), out});
        QVERIFY2(compare.exitCode == 0, compare.err.constData());
        QVERIFY(compare.out.contains("ratio 2/1"));
    }

    void tuneKeepsItsRunToo() {
        const QString history = dir_.filePath("tune-history");
        WrctlRun tune = runWrctl({"tune", "--scale", "tiny", "--reps", "1", "--quiet", "--depths", "1", "--lengths",
                                  "1", "--history", history, "--json"});
        QVERIFY2(tune.exitCode == 0, tune.err.constData());
        const QJsonObject layouts = QJsonDocument::fromJson(tune.out).object()["layouts"].toObject();
        QVERIFY2(!layouts.isEmpty(), tune.out.constData());
        const QJsonObject best = layouts.begin()->toArray().at(0).toObject();
        QCOMPARE(best["store"].toString(), QString("wrstore 1D_1L"));
        QVERIFY(best["average"].toDouble() > 0);
        const QStringList dirs = runDirectories(history);
        QCOMPARE(dirs.size(), 1);
        QVERIFY(dirs[0].endsWith("-000-tune"));
    }

    void listShowsEveryFieldAsText() {
        const QString history = dir_.filePath("text-history");
        WrctlRun empty = runWrctl({"runs", "list", "--history", history});
        QCOMPARE(empty.exitCode, 0);
        QVERIFY(empty.out.isEmpty());
        QVERIFY(empty.err.contains("no runs kept in " + history.toUtf8()));
        wr::bench::testing::HandWrittenRun old;
        old.withBuild = false;
        writeRun(history + "/old", old);
        QVERIFY(QDir().mkpath(history + "/broken"));
        QFile broken(history + "/broken/results.json");
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("not json");
        broken.close();

        WrctlRun list = runWrctl({"runs", "list", "--history", history});
        QVERIFY2(list.exitCode == 0, list.err.constData());
        QVERIFY(list.out.contains("003-factory  ok"));
        QVERIFY(list.out.contains("stores rocksdb,wrstore"));
        QVERIFY(list.out.contains("testhost, Test CPU x2, load 0.10 0.20 0.30; build unknown unknown"));
        QVERIFY(list.out.contains("unreadable: "));
    }

    void compareGivesValuesAndRatios() {
        const QString history = dir_.filePath("compare-history");
        wr::bench::testing::HandWrittenRun first, second, other;
        second.readOpsPerSecond = {{"wrstore", 500}, {"rocksdb", 3000}};
        other.preset = "001-get";
        writeRun(history + "/first", first);
        writeRun(history + "/second", second);
        writeRun(history + "/other", other);

        WrctlRun text = runWrctl({"runs", "compare", history + "/first", history + "/second"});
        QVERIFY2(text.exitCode == 0, text.err.constData());
        QVERIFY(text.out.contains("003-factory, ops_per_second"));
        QRegularExpression rocksRead("rocksdb\\s+k=1000\\s+read\\s+get\\s+2000\\s+3000\\s+1.500");
        QVERIFY2(rocksRead.match(QString::fromUtf8(text.out)).hasMatch(), text.out.constData());

        WrctlRun json = runWrctl({"runs", "compare", "--json", history + "/first", history + "/second"});
        QCOMPARE(json.exitCode, 0);
        QJsonObject doc = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(doc["preset"].toString(), QString("003-factory"));
        QJsonObject row = doc["rows"].toArray().at(2).toObject();  // wrstore read
        QCOMPARE(row["store"].toString(), QString("wrstore"));
        QCOMPARE(row["ratios"].toArray().at(0).toDouble(), 0.5);

        WrctlRun mixed = runWrctl({"runs", "compare", history + "/first", history + "/other"});
        QCOMPARE(mixed.exitCode, 1);
        QVERIFY(mixed.err.contains("different presets"));
        WrctlRun single = runWrctl({"runs", "compare", history + "/first"});
        QCOMPARE(single.exitCode, 2);
    }

    void deleteRemovesUnregistersAndRefuses() {
        const QString history = dir_.filePath("delete-history");
        const QString outside = dir_.filePath("delete-outside");
        writeRun(history + "/kept", {});
        writeRun(history + "/gone", {});
        writeRun(outside + "/registered", {});
        writeRun(outside + "/stranger", {});
        wr::Status registered = wr::bench::registerRun(history.toStdString(), (outside + "/registered").toStdString());
        QVERIFY(registered.isOk());

        WrctlRun removed = runWrctl({"runs", "delete", "--history", history, history + "/gone"});
        QVERIFY2(removed.exitCode == 0, removed.err.constData());
        QVERIFY(!QFile::exists(history + "/gone"));
        QVERIFY(QFile::exists(history + "/kept/results.json"));

        WrctlRun refused = runWrctl({"runs", "delete", "--history", history, outside + "/stranger"});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY(refused.err.contains("outside the run history"));
        QVERIFY(QFile::exists(outside + "/stranger/results.json"));

        WrctlRun unregistered = runWrctl({"runs", "delete", "--history", history, "--files", outside + "/registered"});
        QVERIFY2(unregistered.exitCode == 0, unregistered.err.constData());
        QVERIFY(!QFile::exists(outside + "/registered"));
        WrctlRun list = runWrctl({"runs", "list", "--json", "--history", history});
        QCOMPARE(jsonArray(list.out).size(), 1);
    }
};

QTEST_GUILESS_MAIN(WrctlRunsTest)
#include "test_wrctl_runs.moc"
