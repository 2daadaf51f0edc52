// KeyTreeModel: passes QAbstractItemModelTester while the tree loads, loads
// nothing before it is asked to, and loads long keys page by page, the pages
// after the first only when asked for with fetchNextPage().
#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "test_support.h"
#include "widgets/registry/key_tree_model.h"
#include "widgets/registry/registry_session.h"

namespace wr::test {

using wr::gui::KeyTreeModel;
using wr::gui::RegistrySession;

class KeyTreeModelTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        buildTestHive(dir_.path());
    }

    void passesTheModelTesterWhileExpanding() {
        RegistrySession session;
        KeyTreeModel model(&session);
        model.setPageSize(7);  // several pages for Wide
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(openAndWait(session, dir_.path()));
        // The tester fetches every key it can, which expands the whole tree
        // level by level as the pages arrive; it checks the model at each step.
        const QModelIndex root = model.rootIndex();
        QVERIFY(root.isValid());
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(root), 3, kAsyncTimeoutMs);
        // Each level is looked for once the level above has arrived.
        auto child = [&model](const QModelIndex& parent, const QString& name) {
            if (!QTest::qWaitFor([&] { return childNamed(model, parent, name).isValid(); }, kAsyncTimeoutMs))
                return QModelIndex();
            return childNamed(model, parent, name);
        };
        const QModelIndex workshops = child(child(root, QStringLiteral("Factory")), QStringLiteral("Workshops"));
        QVERIFY(workshops.isValid());
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(workshops), kWorkshops, kAsyncTimeoutMs);
        const QModelIndex employees =
            child(child(workshops, QStringLiteral("Workshop0002")), QStringLiteral("Employees"));
        QVERIFY(employees.isValid());
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(employees), kEmployees, kAsyncTimeoutMs);
        // The tester loads first pages only; the rest of Wide comes page by page.
        const QModelIndex wide = childNamed(model, root, QStringLiteral("Wide"));
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(wide), 7, kAsyncTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(session.pendingRequests(), 0, kAsyncTimeoutMs);
        QCOMPARE(model.rowCount(wide), 7);
        QVERIFY(model.hasMoreSubkeys(wide));
        QVERIFY(!model.canFetchMore(wide));
        for (int expected : {14, 21, kWideSubkeys}) {
            model.fetchNextPage(wide);
            QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(wide), expected, kAsyncTimeoutMs);
        }
        QVERIFY(!model.hasMoreSubkeys(wide));
        QTRY_COMPARE_WITH_TIMEOUT(session.pendingRequests(), 0, kAsyncTimeoutMs);

        const QModelIndex employee = childNamed(model, employees, QStringLiteral("Employee0003"));
        QCOMPARE(model.keyPath(employee), QStringLiteral("Factory\\Workshops\\Workshop0002\\Employees\\Employee0003"));
        QCOMPARE(employee.data(KeyTreeModel::ValueCountRole).toUInt(), 6u);
        QVERIFY(!model.hasChildren(employee));
        QVERIFY(model.flags(employee).testFlag(Qt::ItemNeverHasChildren));
        QCOMPARE(model.keyPath(root), QString(QLatin1String("")));
        QVERIFY(!model.keyPath(root).isNull());
        QCOMPARE(root.data().toString(), QFileInfo(dir_.path()).fileName());
    }

    void fetchesNothingBeforeItIsAsked() {
        RegistrySession session;
        KeyTreeModel model(&session);
        QVERIFY(openAndWait(session, dir_.path()));
        QCOMPARE(model.rowCount(), 1);
        const QModelIndex root = model.rootIndex();
        QVERIFY(model.hasChildren(root));
        QVERIFY(model.canFetchMore(root));
        // Had anything been asked for, a request would be pending or answered.
        QCoreApplication::processEvents();
        QCOMPARE(model.rowCount(root), 0);
        QCOMPARE(session.pendingRequests(), 0);

        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        model.fetchMore(root);
        QVERIFY(model.isFetching(root));
        QVERIFY(!model.canFetchMore(root));
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(root), 3, kAsyncTimeoutMs);
        QCOMPARE(inserted.size(), 1);
        QVERIFY(!model.canFetchMore(root));

        // The children came with their counts, and nothing of theirs was fetched.
        const QModelIndex factory = childNamed(model, root, QStringLiteral("Factory"));
        QVERIFY(model.hasChildren(factory));
        QVERIFY(model.canFetchMore(factory));
        QCOMPARE(model.rowCount(factory), 0);
        const QModelIndex many = childNamed(model, root, QStringLiteral("ManyValues"));
        QVERIFY(!model.hasChildren(many));
        QVERIFY(!model.canFetchMore(many));
        QCOMPARE(many.data(KeyTreeModel::ValueCountRole).toUInt(), quint32(kManyValues));
        QTRY_COMPARE_WITH_TIMEOUT(session.pendingRequests(), 0, kAsyncTimeoutMs);
        QCOMPARE(inserted.size(), 1);
    }

    void loadsALongKeyPageByPage() {
        RegistrySession session;
        KeyTreeModel model(&session);
        model.setPageSize(10);
        QVERIFY(openAndWait(session, dir_.path()));
        const QModelIndex root = model.rootIndex();
        model.fetchMore(root);
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(root), 3, kAsyncTimeoutMs);
        const QModelIndex wide = childNamed(model, root, QStringLiteral("Wide"));
        QCOMPARE(wide.data(KeyTreeModel::SubkeyCountRole).toUInt(), quint32(kWideSubkeys));

        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QVERIFY(model.canFetchMore(wide));
        model.fetchMore(wide);
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(wide), 10, kAsyncTimeoutMs);
        // What a view asks for (fetchMore) ends with the first page.
        QVERIFY(!model.canFetchMore(wide));
        QVERIFY(model.hasMoreSubkeys(wide));
        QTRY_COMPARE_WITH_TIMEOUT(session.pendingRequests(), 0, kAsyncTimeoutMs);
        QCOMPARE(model.rowCount(wide), 10);
        for (int expected : {20, 25}) {
            model.fetchNextPage(wide);
            model.fetchNextPage(wide);  // a second call while the page is in flight asks for nothing
            QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(wide), expected, kAsyncTimeoutMs);
        }
        QVERIFY(!model.hasMoreSubkeys(wide));
        QVERIFY(!model.canFetchMore(wide));
        QCOMPARE(inserted.size(), 3);
        QCOMPARE(inserted.at(0).at(1).toInt(), 0);
        QCOMPARE(inserted.at(0).at(2).toInt(), 9);
        QCOMPARE(inserted.at(2).at(1).toInt(), 20);
        QCOMPARE(inserted.at(2).at(2).toInt(), 24);
        for (int row = 0; row < kWideSubkeys; ++row) {
            QCOMPARE(model.index(row, 0, wide).data().toString(),
                     QStringLiteral("Item") + QString::number(row).rightJustified(3, QLatin1Char('0')));
        }
    }

    void followsTheSessionAcrossCloseAndReopen() {
        RegistrySession session;
        KeyTreeModel model(&session);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(openAndWait(session, dir_.path()));
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(model.rootIndex()), 3, kAsyncTimeoutMs);
        QSignalSpy closed(&session, &RegistrySession::closed);
        session.close();
        QTRY_COMPARE_WITH_TIMEOUT(closed.size(), 1, kAsyncTimeoutMs);
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.rootIndex().isValid());
        QVERIFY(openAndWait(session, dir_.path()));
        QCOMPARE(model.rowCount(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(model.rootIndex()), 3, kAsyncTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(session.pendingRequests(), 0, kAsyncTimeoutMs);
    }

private:
    QTemporaryDir dir_;
};

int runKeyTreeModelTests(int argc, char** argv) {
    KeyTreeModelTest test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace wr::test

#include "key_tree_model_test.moc"
