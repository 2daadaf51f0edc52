// A store opened read-only refuses every write: the edit actions are
// disabled, a staging call says ReadOnly, and a write sent to the session
// anyway fails with ReadOnly from the hive itself.
#include <QAction>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "test_support.h"
#include "widgets/pages/hive_page.h"
#include "widgets/registry/key_tree_view.h"
#include "widgets/registry/registry_browser.h"
#include "widgets/registry/registry_editor.h"
#include "widgets/shell/store_actions.h"

namespace wr::test {

using wr::gui::HivePage;
using wr::gui::StoreActions;
using wr::gui::StoreAddress;
using wr::gui::StoreCommand;

namespace {

bool openPage(HivePage& page) {
    QSignalSpy finished(&page, &HivePage::openFinished);
    page.open();
    if (!QTest::qWaitFor([&] { return !finished.isEmpty(); }, kAsyncTimeoutMs)) return false;
    return finished.first().at(0).toBool();
}

}  // namespace

class ReadOnlyTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        buildTestHive(dir_.path());
    }

    void refusesEveryWrite() {
        HivePage page(StoreAddress::hive(dir_.path()));
        StoreActions actions;
        page.setActions(&actions);
        actions.setPage(&page);
        QVERIFY(openPage(page));
        QVERIFY(page.isReadOnly());
        QTRY_VERIFY_WITH_TIMEOUT(page.browser()->currentKeyIndex().isValid(), kAsyncTimeoutMs);
        for (StoreCommand command :
             {StoreCommand::NewKey, StoreCommand::NewValue, StoreCommand::Modify, StoreCommand::Rename,
              StoreCommand::Delete, StoreCommand::ImportReg, StoreCommand::WriteChanges, StoreCommand::RevertChanges}) {
            QVERIFY(!page.canRun(command));
            QVERIFY(!actions.action(command)->isEnabled());
        }
        // Reading is still allowed.
        QVERIFY(actions.action(StoreCommand::ExportReg)->isEnabled());

        QVERIFY(!page.editor()->canEdit());
        const wr::Status refused = page.editor()->createKey(QString(QLatin1String("")), QStringLiteral("Nope"));
        QCOMPARE(refused.code(), wr::StatusCode::kReadOnly);
        QVERIFY(!page.editor()->hasChanges());

        // Straight to the session: the hive itself says no.
        QSignalSpy failed(page.session(), &wr::gui::RegistrySession::requestFailed);
        const auto id = page.session()->applyChanges(
            {wr::gui::RegistryChange::createKey(QString(QLatin1String("")), QStringLiteral("Nope"))});
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, kAsyncTimeoutMs);
        QCOMPARE(failed.first().at(0).value<wr::gui::RequestId>(), id);
        QCOMPARE(failed.first().at(1).value<wr::gui::RequestError>().code, wr::StatusCode::kReadOnly);
        QCOMPARE(subkeyCount(*page.session(), QStringLiteral("Nope")), -1);
    }

    void enablesEditingOnceWritable() {
        HivePage page(StoreAddress::hive(dir_.path()));
        StoreActions actions;
        actions.setPage(&page);
        QVERIFY(openPage(page));
        QVERIFY(!actions.action(StoreCommand::NewKey)->isEnabled());
        QSignalSpy finished(&page, &HivePage::openFinished);
        page.reopen(true);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kAsyncTimeoutMs);
        QVERIFY(!page.isReadOnly());
        QTRY_VERIFY_WITH_TIMEOUT(page.browser()->currentKeyIndex().isValid(), kAsyncTimeoutMs);
        QVERIFY(page.canRun(StoreCommand::NewKey));
        QVERIFY(actions.action(StoreCommand::NewKey)->isEnabled());
        QVERIFY(page.editor()->createKey(QString(QLatin1String("")), QStringLiteral("Yes")).isOk());
        QVERIFY(actions.action(StoreCommand::WriteChanges)->isEnabled());
        QVERIFY(page.hasUnwrittenChanges());
    }

private:
    QTemporaryDir dir_;
};

int runReadOnlyTests(int argc, char** argv) {
    ReadOnlyTest test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace wr::test

#include "read_only_test.moc"
