// A store's facts: the statistics panel fills from KvStore::statistics() and
// the registry's counters, and the store's own integrity check runs in the
// background (the page's sessions step aside for it) and shows its report;
// every section is back once the store has reopened.
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

        // The store reopened after the check: the registry's section is back
        // once its index is open again, and after View > Refresh as well.
        const QString registry = QStringLiteral("Registry (the whole hive)");
        QTRY_VERIFY_WITH_TIMEOUT(!fact(*page.statistics(), registry, QStringLiteral("Keys")).isNull(), kAsyncTimeoutMs);
        QVERIFY(page.statistics()->report().contains(QStringLiteral("No problems found")));
        // In its place after the store's own facts, not below the engine's long list.
        QCOMPARE(page.statistics()->table()->topLevelItem(1)->text(0), registry);
        page.run(wr::gui::StoreCommand::Refresh);
        QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 3, kAsyncTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(!fact(*page.statistics(), registry, QStringLiteral("Keys")).isNull(), kAsyncTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(
            !fact(*page.statistics(), QStringLiteral("Contents"), QStringLiteral("On disk")).isNull(), kAsyncTimeoutMs);
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
