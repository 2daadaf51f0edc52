// RunHistoryPanel and RunComparisonView driven offscreen over a temporary
// history (never the user's): hand-written runs listed newest first, the
// preset filter, Compare enabled only for runs of one preset, delete with
// the confirmation accepted, a run added behind the panel's back picked up
// by the watcher, and the comparison's table and ratio bars.
#include <qcustomplot.h>
#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QTranslator>
#include <QtTest>

#include "bench/hand_written_run.h"
#include "widgets/benchhistory/run_comparison_view.h"
#include "widgets/benchhistory/run_history_model.h"
#include "widgets/benchhistory/run_history_panel.h"

using namespace wr;
using namespace wr::gui;
using wr::bench::testing::HandWrittenRun;

namespace {

void writeRun(const QString& dir, const HandWrittenRun& run) {
    Status s = bench::testing::writeHandWrittenRun(dir.toStdString(), run);
    if (!s.isOk()) qFatal("%s", s.toString().c_str());
}

HandWrittenRun run(const char* preset, const char* startedAt, double wrstoreOps = 1000) {
    HandWrittenRun r;
    r.preset = preset;
    r.startedAt = startedAt;
    r.readOpsPerSecond = {{"wrstore", wrstoreOps}, {"rocksdb", 2000}};
    return r;
}

// Clicks the button named `text` of the next message box shown.
void answerNextMessageBox(const QString& text) {
    QTimer::singleShot(0, [text] {
        for (QWidget* w : QApplication::topLevelWidgets()) {
            auto* box = qobject_cast<QMessageBox*>(w);
            if (box == nullptr || !box->isVisible()) continue;
            for (QAbstractButton* b : box->buttons()) {
                if (b->text() == text) b->click();
            }
        }
    });
}

void selectRows(RunHistoryPanel& panel, const QList<int>& rows) {
    panel.view()->clearSelection();
    for (int row : rows) {
        panel.view()->selectionModel()->select(panel.view()->model()->index(row, 0),
                                               QItemSelectionModel::Select | QItemSelectionModel::Rows);
    }
}

}  // namespace

class RunHistoryPanelTest : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir_;
    QString root_;

private slots:
    void init() {
        root_ = dir_.filePath(QString::fromLatin1(QTest::currentTestFunction()));
        writeRun(root_ + "/a", run("003-factory", "2026-01-01T00:00:00Z"));
        writeRun(root_ + "/b", run("003-factory", "2026-01-02T00:00:00Z", 1500));
        writeRun(root_ + "/c", run("001-get", "2026-01-03T00:00:00Z"));
    }

    void listsRunsNewestFirst() {
        RunHistoryPanel panel(root_);
        QSignalSpy refreshed(&panel, &RunHistoryPanel::refreshed);
        QVERIFY(refreshed.wait(5000));
        RunHistoryModel* model = panel.model();
        QCOMPARE(model->rowCount(), 3);
        QCOMPARE(model->index(0, RunHistoryModel::kPresets).data().toString(), QString("001-get"));
        QCOMPARE(model->index(2, RunHistoryModel::kStores).data().toString(), QString("rocksdb, wrstore"));
        QCOMPARE(model->index(0, RunHistoryModel::kHost).data().toString(), QString("testhost (Test CPU, 2 cores)"));
        QCOMPARE(model->index(0, RunHistoryModel::kLoad).data().toString(), QString("0.10 0.20 0.30"));
        QCOMPARE(model->index(0, RunHistoryModel::kCommit).data().toString(), QString("a956e84"));
        QCOMPARE(model->index(0, RunHistoryModel::kStatus).data().toString(), QString("ok"));
        QCOMPARE(model->index(0, RunHistoryModel::kDuration).data().toString(), QString("1.5 s"));
        QCOMPARE(model->headerData(RunHistoryModel::kCommit, Qt::Horizontal).toString(), QString("Commit"));

        bench::RunSummary single = model->run(0);
        single.logicalCores = 1;
        model->setRuns({single});
        QCOMPARE(model->index(0, RunHistoryModel::kHost).data().toString(), QString("testhost (Test CPU, 1 core)"));
    }

    void filterShowsOnePresetAndCompareNeedsTwoOfIt() {
        RunHistoryPanel panel(root_);
        QSignalSpy refreshed(&panel, &RunHistoryPanel::refreshed);
        QVERIFY(refreshed.wait(5000));
        QCOMPARE(panel.presetFilter()->count(), 3);  // all, 001-get, 003-factory
        selectRows(panel, {0, 1});                   // 001-get and 003-factory
        QVERIFY(!panel.compareAction()->isEnabled());
        QVERIFY(!panel.openAction()->isEnabled());

        panel.presetFilter()->setCurrentText("003-factory");
        QCOMPARE(panel.view()->model()->rowCount(), 2);
        selectRows(panel, {0});
        QVERIFY(panel.openAction()->isEnabled());
        QVERIFY(!panel.compareAction()->isEnabled());
        QSignalSpy opened(&panel, &RunHistoryPanel::openRunRequested);
        panel.openAction()->trigger();
        QCOMPARE(opened.size(), 1);
        QCOMPARE(opened.at(0).at(0).toString(), root_ + "/b");

        selectRows(panel, {0, 1});
        QVERIFY(panel.compareAction()->isEnabled());
        QSignalSpy compared(&panel, &RunHistoryPanel::compareRequested);
        panel.compareAction()->trigger();
        QCOMPARE(compared.size(), 1);
        QCOMPARE(compared.at(0).at(0).toStringList(), QStringList({root_ + "/b", root_ + "/a"}));
    }

    void deleteAsksAndRemovesTheRun() {
        RunHistoryPanel panel(root_);
        QSignalSpy refreshed(&panel, &RunHistoryPanel::refreshed);
        QVERIFY(refreshed.wait(5000));
        selectRows(panel, {2});

        answerNextMessageBox("Cancel");
        panel.deleteAction()->trigger();
        QVERIFY(QFile::exists(root_ + "/a/results.json"));

        answerNextMessageBox("Delete");
        panel.deleteAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(panel.model()->rowCount(), 2, 5000);
        QVERIFY(!QFile::exists(root_ + "/a"));
        QVERIFY(QFile::exists(root_ + "/b/results.json"));
    }

    void watcherPicksUpANewRun() {
        RunHistoryPanel panel(root_);
        QSignalSpy refreshed(&panel, &RunHistoryPanel::refreshed);
        QVERIFY(refreshed.wait(5000));
        writeRun(root_ + "/d", run("003-factory", "2026-01-04T00:00:00Z"));
        QTRY_COMPARE_WITH_TIMEOUT(panel.model()->rowCount(), 4, 5000);
        QCOMPARE(panel.model()->index(0, 0).data(RunHistoryModel::kDirRole).toString(), root_ + "/d");
    }

    // wrctl bench makes the run's folder first and writes results.json into
    // it later, when the root itself does not change any more.
    void watcherPicksUpAFolderFilledLater() {
        RunHistoryPanel panel(root_);
        QSignalSpy refreshed(&panel, &RunHistoryPanel::refreshed);
        QVERIFY(refreshed.wait(5000));
        QVERIFY(QDir().mkpath(root_ + "/e"));
        QVERIFY(refreshed.wait(5000));
        QTest::qWait(200);
        QCOMPARE(panel.model()->rowCount(), 3);
        writeRun(root_ + "/e", run("003-factory", "2026-01-05T00:00:00Z"));
        QTRY_COMPARE_WITH_TIMEOUT(panel.model()->rowCount(), 4, 5000);
    }

    void comparisonShowsValuesRatiosAndBars() {
        RunComparisonView view;
        QSignalSpy loaded(&view, &RunComparisonView::loaded);
        view.loadRuns({root_ + "/a", root_ + "/b"});
        QVERIFY(loaded.wait(5000));
        ChartTable t = view.table();
        QCOMPARE(t.columns, QStringList({"Store", "Point", "Step", "Op", "a", "b", "Ratio 2/1"}));
        QCOMPARE(t.rows.size(), 4);
        QStringList wrstoreRead = t.rows[2];
        QCOMPARE(wrstoreRead.mid(0, 4), QStringList({"wrstore", "k=1000", "read", "get"}));
        QCOMPARE(wrstoreRead[6], QString("▲ 1.500×"));
        QCOMPARE(view.tableWidget()->item(2, 6)->foreground().color(), QColor(0x1b, 0x7f, 0x3a));
        QCOMPARE(t.rows[0][6], QString("= 1.000×"));  // rocksdb read, unchanged
        QCOMPARE(view.plot()->plottableCount(), 1);
        auto* bars = qobject_cast<QCPBars*>(view.plot()->plottable(0));
        QVERIFY(bars != nullptr);
        QCOMPARE(bars->data()->size(), 4);
        QCOMPARE(view.plot()->itemCount(), 1);  // the line of no change

        view.loadRuns({root_ + "/a", root_ + "/c"});
        QVERIFY(loaded.wait(5000));
        QVERIFY(view.message().contains("different presets"));
        QCOMPARE(view.table().rows.size(), 0);
    }

    void comparisonBarsNameWhatTellsTheirPointsApart() {
        for (const char* name : {"cold", "warm"}) {
            HandWrittenRun r = run("000-fig9", "2026-01-06T00:00:00Z");
            r.readOpsPerSecond = {{"zdb", 1000}};
            r.points = {"data_set=KVData3 k=10 mode=cold", "data_set=KVData3 k=10 mode=warm"};
            writeRun(root_ + "/" + name, r);
        }
        RunComparisonView view;
        QSignalSpy loaded(&view, &RunComparisonView::loaded);
        view.loadRuns({root_ + "/cold", root_ + "/warm"});
        QVERIFY(loaded.wait(5000));
        auto ticker = qSharedPointerDynamicCast<QCPAxisTickerText>(view.plot()->xAxis->ticker());
        QVERIFY(ticker != nullptr);
        // The settings every bar shares are left out of the labels.
        QCOMPARE(ticker->ticks().values(), QVector<QString>({"zdb read/get · mode=cold", "zdb write/put · mode=cold",
                                                             "zdb read/get · mode=warm", "zdb write/put · mode=warm"}));
    }
};

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QTranslator english;
    if (!english.load(QStringLiteral(":/i18n/wrstudio_en.qm")) || !QCoreApplication::installTranslator(&english))
        return 1;
    RunHistoryPanelTest test;
    return QTest::qExec(&test, argc, argv);
}
#include "run_history_panel_test.moc"
