// wrstudio-responsiveness on a tiny WR-Store: it loads KVData4's first 1,000
// keys, runs the scripted session and reports every phase in its table and
// its JSON. And its --bench mode on a tiny preset: a run through the
// workbench reports its stalls, the live chart's updates and the run's
// throughputs; --compare-headless 1 prints both sides' throughputs. No timing
// is asserted; runs are kept in a temporary run history.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

class ResponsivenessTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir_;

    int run(const QStringList& args, QByteArray* out = nullptr) {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("WR_BENCH_HISTORY"), dir_.filePath(QStringLiteral("history")));
        p.setProcessEnvironment(env);
        p.start(RESPONSIVENESS_PATH, args);
        if (!p.waitForFinished(120000)) return -1;
        if (out != nullptr) *out = p.readAllStandardOutput();
        if (p.exitStatus() != QProcess::NormalExit) return -1;
        if (p.exitCode() != 0) qWarning("%s", p.readAllStandardError().constData());
        return p.exitCode();
    }

    // Runs --bench on a tiny preset with `extra` options; its JSON record
    // (empty when it failed) and its Markdown report.
    QJsonObject runBench(const QStringList& extra, const QString& name, QByteArray* report) {
        const QString json = dir_.filePath(name);
        QStringList args{"--bench", "000-fig9 --scale tiny --stores zdb", "--baseline-seconds", "0.1", "--out", json};
        if (run(args + extra, report) != 0) return {};
        QFile file(json);
        if (!file.open(QIODevice::ReadOnly)) return {};
        return QJsonDocument::fromJson(file.readAll()).object();
    }

private slots:
    void runsAndReports() {
        QVERIFY(dir_.isValid());
        const QString uri = QStringLiteral("wrstore:hive=%1;db=kvs;depth=2;len=2").arg(dir_.filePath("hive"));
        QCOMPARE(run({"--load", "KVData4", "--keys", "1000", uri}), 0);

        const QString json = dir_.filePath("result.json");
        QByteArray table;
        QCOMPARE(run({uri, "--out", json, "--baseline-seconds", "0.1", "--search-seconds", "0.5", "--scroll-steps",
                      "20", "--page-downs", "5", "--jumps", "5"},
                     &table),
                 0);
        QVERIFY2(table.contains("| store | keys | phase |"), table.constData());

        QFile file(json);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject result = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(result["store"].toString(), uri);
        QCOMPARE(result["keys"].toInt(), 1000);
        QVERIFY(result["opened"].toBool());
        const QJsonObject outcome = result["outcome"].toObject();
        QCOMPARE(outcome["listed_rows"].toInt(), 1000);
        QVERIFY(outcome["list_at_end"].toBool());
        QVERIFY(outcome["count_exact"].toBool());
        QCOMPARE(outcome["jumps"].toInt(), 5);
        QVERIFY(outcome["expanded_keys"].toInt() > 0);
        QCOMPARE(outcome["search_scanned"].toInt(), 1000);
        QSet<QString> phases;
        for (const QJsonValue& phase : result["phases"].toArray()) {
            const QJsonObject p = phase.toObject();
            phases.insert(p["phase"].toString());
            QVERIFY(p["ticks"].toInt() > 0);
            QVERIFY(p["longest_stall_ms"].toDouble() >= p["p99_ms"].toDouble());
        }
        for (const char* expected :
             {"baseline", "open", "expand", "scroll", "page", "jump", "search", "cancel", "close"}) {
            QVERIFY2(phases.contains(expected), expected);
        }
        QCOMPARE(result["machine"].toObject()["load_after"].toArray().size(), 3);
    }

    void benchRunsThroughTheWorkbench() {
        QVERIFY(dir_.isValid());
        QByteArray report;
        const QJsonObject result = runBench({"--rss-seconds", "0.5"}, QStringLiteral("bench.json"), &report);
        QVERIFY2(!result.isEmpty(), report.constData());
        QVERIFY2(report.contains("longest stall while running:"), report.constData());
        QVERIFY2(report.contains("live chart:"), report.constData());
        // Where the GUI thread's time went, by receiver and event.
        QVERIFY2(report.contains("| QCustomPlot in wr::gui::LiveThroughputChart |"), report.constData());
        QVERIFY2(report.contains("| 000-fig9 | zdb |"), report.constData());
        QCOMPARE(result["error"].toString(), QString());
        QVERIFY(result["longest_stall_ms"].toDouble() > 0);
        QVERIFY(result["longest_run_stall_ms"].toDouble() > 0);
        QVERIFY(!result["gui_thread_events"].toArray().isEmpty());
        QVERIFY(result["chart_updates"].toInt() > 0);
        QVERIFY(result["chart_step_seconds"].toDouble() > 0);
        QVERIFY(result["rss_kib"].toArray().size() >= 2);
        const QJsonArray runs = result["gui_runs"].toArray();
        QCOMPARE(runs.size(), 1);
        // The run went into the run history, as every workbench run does.
        const QString results = runs[0].toObject()["results"].toString();
        QVERIFY2(results.startsWith(dir_.filePath(QStringLiteral("history"))), qPrintable(results));
        QVERIFY(QFile::exists(results + QStringLiteral("/results.json")));
        QSet<QString> phases;
        for (const QJsonValue& phase : result["phases"].toArray()) phases.insert(phase["phase"].toString());
        QCOMPARE(phases, (QSet<QString>{"baseline", "opening the workbench", "run", "reading results"}));
    }

    void compareHeadlessPrintsBothThroughputs() {
        QVERIFY(dir_.isValid());
        QByteArray report;
        const QJsonObject result = runBench({"--compare-headless", "1"}, QStringLiteral("compare.json"), &report);
        QVERIFY2(!result.isEmpty(), report.constData());
        QVERIFY2(report.contains("| headless median | GUI median | GUI / headless |"), report.constData());
        QVERIFY2(report.contains("median GUI / headless over"), report.constData());
        const QJsonObject comparison = result["comparison"].toObject();
        const QJsonArray rows = comparison["rows"].toArray();
        QVERIFY(!rows.isEmpty());
        for (const QJsonValue& row : rows) {
            QCOMPARE(row["store"].toString(), QStringLiteral("zdb"));
            QVERIFY(row["headless_median"].toDouble() > 0);
            QVERIFY(row["gui_median"].toDouble() > 0);
        }
        QVERIFY(comparison["median_ratio"].toDouble() > 0);
    }

    void benchRefusesWordsWrctlWouldNot() {
        QByteArray report;
        QCOMPARE(run({"--bench", "000-fig9 --bogus 1"}, &report), 2);
        QCOMPARE(run({"--bench", "000-fig9", "--repeat-for", "5", "--compare-headless", "1"}, &report), 2);
    }
};

QTEST_GUILESS_MAIN(ResponsivenessTest)
#include "test_wrstudio_responsiveness.moc"
