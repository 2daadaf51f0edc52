// Redis in the Benchmark window's store picker: offered beside every preset,
// unchecked so that no run starts a cluster unasked; checked, it joins the
// command as `--stores ...,redis`, and the run it starts holds a trial on a
// local cluster (its URI, three masters) that is gone once the run ends.
#include <QListWidget>
#include <QtTest>

#include "bench/results/results_files.h"
#include "stores/redis/redis_node.h"
#include "widgets/bench/bench_setup_panel.h"
#include "widgets/bench/benchmark_window.h"
#include "widgets/bench/custom_workload_editor.h"
#include "widgets/benchrun/bench_run_controller.h"

using namespace wr;
using namespace wr::bench;
using wr::gui::BenchmarkWindow;

namespace {

QListWidgetItem* itemNamed(QListWidget* list, const QString& text) {
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->text() == text) return list->item(i);
    }
    return nullptr;
}

}  // namespace

class BenchSetupRedisTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        qputenv("WR_BENCH_HISTORY", dir_.filePath("default-history").toUtf8());
    }

    void redisIsOfferedUncheckedBesideEveryPreset() {
        gui::BenchSetupPanel panel;
        auto* list = panel.findChild<QListWidget*>();
        QVERIFY(list != nullptr);
        for (const char* preset : {"custom", "000-fig9", "004-ycsb"}) {
            panel.selectPreset(preset);
            QListWidgetItem* redis = itemNamed(list, "redis");
            QVERIFY2(redis != nullptr, preset);
            QCOMPARE(redis->checkState(), Qt::Unchecked);
            QVERIFY(redis->flags() & Qt::ItemIsEnabled);
            QVERIFY(panel.command().stores.empty());  // the preset's own stores alone
        }
        panel.selectPreset("custom");
        itemNamed(list, "redis")->setCheckState(Qt::Checked);
        const std::vector<std::string> stores = panel.command().stores;
        QVERIFY(!stores.empty());
        QCOMPARE(stores.back(), std::string("redis"));
        QVERIFY(std::find(stores.begin(), stores.end(), "zdb") != stores.end());
    }

    void aCheckedRedisRunsOnALocalCluster() {
        BenchmarkWindow window(dir_.filePath("history"));
        window.controller()->setWorkerProgram(WRCTL_PATH);
        window.setupPanel()->selectPreset("custom");
        window.setupPanel()->setRepetitions(1);
        auto* list = window.setupPanel()->findChild<QListWidget*>();
        for (int i = 0; i < list->count(); ++i) {
            list->item(i)->setCheckState(list->item(i)->text() == "redis" ? Qt::Checked : Qt::Unchecked);
        }
        CustomWorkload workload;
        workload.records = 200;
        workload.operations = 200;
        window.setupPanel()->customWorkload()->setWorkload(workload);
        QCOMPARE(window.setupPanel()->command().stores, std::vector<std::string>{"redis"});
        QSignalSpy shown(&window, &BenchmarkWindow::runShown);
        QVERIFY(window.runSetup() > 0);
        QTRY_COMPARE_WITH_TIMEOUT(shown.size(), 1, 90000);
        auto doc = readResults(shown.front().front().toString().toStdString());
        QVERIFY(doc.isOk());
        const Json& trial = itemsOf(member(*doc, "trials")).at(0);
        QCOMPARE(textOf(member(trial, "store")), std::string("redis"));
        QVERIFY2(boolOr(member(member(trial, "status"), "ok")), dumpJson(member(trial, "status")).c_str());
        const std::string uri = textOf(member(trial, "store_uri"));
        QVERIFY2(uri.rfind("redis:cluster=127.0.0.1:", 0) == 0, uri.c_str());
        const std::string first = uri.substr(uri.find('=') + 1, uri.find(',') - uri.find('=') - 1);
        kv::redis::RedisConnectOptions options;
        options.timeoutMs = 500;
        QVERIFY2(!kv::redis::RedisNode::connect(*kv::redis::RedisEndpoint::parse(first), options).isOk(),
                 "the trial's cluster still runs");
    }

private:
    QTemporaryDir dir_;
};

QTEST_MAIN(BenchSetupRedisTest)
#include "bench_setup_redis_test.moc"
