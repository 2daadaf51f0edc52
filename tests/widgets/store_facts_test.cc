// A store's facts: the statistics panel fills from KvStore::statistics() and
// the registry's counters, and the store's own integrity check runs in the
// background (the page's sessions step aside for it) and shows its report.
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include "stores/store_factory.h"
#include "test_support.h"
#include "widgets/common/statistics_panel.h"
#include "widgets/pages/kv_store_page.h"

namespace wr::test {

using wr::gui::KvStorePage;
using wr::gui::StatisticsPanel;

namespace {

// The value of the row `name` under `heading`, or a null string.
QString fact(const StatisticsPanel& panel, const QString& heading, const QString& name) {
    QTreeWidget* table = panel.table();
    for (int i = 0; i < table->topLevelItemCount(); ++i) {
        QTreeWidgetItem* section = table->topLevelItem(i);
        if (section->text(0) != heading) continue;
        for (int row = 0; row < section->childCount(); ++row) {
            if (section->child(row)->text(0) == name) return section->child(row)->text(1);
        }
    }
    return {};
}

}  // namespace

class StoreFactsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        uri_ = QStringLiteral("wrstore:hive=%1;db=kvs;depth=2;len=2").arg(dir_.filePath(QStringLiteral("hive")));
        auto store = wr::kv::openStore(uri_.toStdString());
        QVERIFY2(store.isOk(), store.status().toString().c_str());
        for (int i = 0; i < 50; ++i) QVERIFY(store.value()->put("key" + std::to_string(i), "value").isOk());
        QVERIFY(store.value()->close().isOk());
    }

    void showsStatisticsAndChecks() {
        KvStorePage page(wr::gui::StoreAddress::store(uri_));
        QSignalSpy opened(&page, &KvStorePage::openFinished);
        page.open();
        QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 1, kAsyncTimeoutMs);
        page.views()->setCurrentWidget(page.statistics());
        // Exact: the estimator visited every leaf.
        QTRY_COMPARE_WITH_TIMEOUT(fact(*page.statistics(), QStringLiteral("Contents"), QStringLiteral("Keys")),
                                  QStringLiteral("50"), kAsyncTimeoutMs);
        QCOMPARE(fact(*page.statistics(), QStringLiteral("Store"), QStringLiteral("Engine")),
                 QStringLiteral("wrstore"));
        QTRY_VERIFY_WITH_TIMEOUT(
            !fact(*page.statistics(), QStringLiteral("Registry (the whole hive)"), QStringLiteral("Keys")).isNull(),
            kAsyncTimeoutMs);

        QVERIFY(page.canRun(wr::gui::StoreCommand::CheckIntegrity));
        QVERIFY(!page.canRun(wr::gui::StoreCommand::Compact));  // read-only
        page.run(wr::gui::StoreCommand::CheckIntegrity);
        QVERIFY(page.isBusy());
        QVERIFY(!page.canRun(wr::gui::StoreCommand::CheckIntegrity));
        QTRY_VERIFY_WITH_TIMEOUT(page.statistics()->report().contains(QStringLiteral("No problems found")),
                                 kAsyncTimeoutMs);
        QVERIFY(page.statistics()->report().contains(QStringLiteral("Checked 50 entries")));
        QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 2, kAsyncTimeoutMs);
        QVERIFY(page.isOpen());
    }

private:
    QTemporaryDir dir_;
    QString uri_;
};

int runStoreFactsTests(int argc, char** argv) {
    StoreFactsTest test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace wr::test

#include "store_facts_test.moc"
