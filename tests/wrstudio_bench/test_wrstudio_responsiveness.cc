// wrstudio-responsiveness on a tiny WR-Store: it loads KVData4's first 1,000
// keys, runs the scripted session and reports every phase in its table and
// its JSON. No timing is asserted.
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
        p.start(RESPONSIVENESS_PATH, args);
        if (!p.waitForFinished(120000)) return -1;
        if (out != nullptr) *out = p.readAllStandardOutput();
        if (p.exitStatus() != QProcess::NormalExit) return -1;
        if (p.exitCode() != 0) qWarning("%s", p.readAllStandardError().constData());
        return p.exitCode();
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
};

QTEST_GUILESS_MAIN(ResponsivenessTest)
#include "test_wrstudio_responsiveness.moc"
