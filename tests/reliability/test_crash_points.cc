// Every named crash point of the hive, ZDB and WR-Store++: a forked writer
// dies there (SIGKILL from inside, at the point's first or second pass), the
// store reopens, and every key holds its last acknowledged value or the one
// in flight — never a lost change, a later one or wrong bytes. A point that
// the workload never reaches fails the test, so the list and the engines
// cannot drift apart unnoticed.
#include <QtTest>

#include <set>

#include "crash_test_stores.h"
#include "reliability/crash_test.h"
#include "util/crash_point.h"

using namespace wr;

class CrashPointsTest : public QObject {
    Q_OBJECT

private slots:
    void everyPointIsListedOnce() {
        std::set<std::string> names;
        for (const CrashPointInfo& point : crashPointTable()) {
            QVERIFY2(names.insert(point.name).second, point.name);
            QVERIFY(std::string(point.name)
                        .starts_with(std::string(point.component) == "wrstore++" ? std::string("wrstorepp.")
                                                                                 : std::string(point.component) + "."));
        }
        QVERIFY(findCrashPoint("hive.checkpoint.before_rename") != nullptr);
        QVERIFY(findCrashPoint("no.such.point") == nullptr);
        QVERIFY(!armCrashPointSpec("no.such.point").isOk());
        QVERIFY(!armCrashPointSpec("hive.log.before_sync:x").isOk());
        QVERIFY(!armCrashPointSpec("hive.log.before_sync:0").isOk());
        disarmCrashPoints();
    }

    void writerDiesAtPointAndStoreReopens_data() {
        QTest::addColumn<QString>("point");
        QTest::addColumn<QString>("component");
        for (const CrashPointInfo& point : crashPointTable()) {
            if (std::string(point.component) == "migrate") continue;  // test_migration_crash_points
            QTest::newRow(point.name) << QString(point.name) << QString(point.component);
        }
    }

    void writerDiesAtPointAndStoreReopens() {
        QFETCH(QString, point);
        QFETCH(QString, component);
        QTemporaryDir dir;
        reliability::CrashTestOptions options;
        options.uri = test::crashStoreFor(component.toStdString(), dir);
        options.kills = reliability::KillMode::kPoints;
        options.points = {point.toStdString()};
        options.iterations = 6;
        options.opsPerIteration = 60;
        options.keys = 48;
        options.checkEvery = 3;
        options.seed = qHash(point);
        auto summary = reliability::runCrashTest(options);
        QVERIFY2(summary.isOk(), summary.status().toString().c_str());
        for (const std::string& problem : summary->problems) qWarning("%s", problem.c_str());
        QVERIFY2(summary->clean(), "the store lost, invented or damaged a change");
        QCOMPARE(summary->reopens, options.iterations);
        QVERIFY2(summary->pointKills[point.toStdString()] > 0, "the workload never reached the point");
    }
};

QTEST_GUILESS_MAIN(CrashPointsTest)
#include "test_crash_points.moc"
