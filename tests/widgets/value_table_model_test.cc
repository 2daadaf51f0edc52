// ValueTableModel: passes QAbstractItemModelTester, shows values as regedit
// does, pages long keys, and drops the pages of a key no longer shown.
#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "registry/value_type.h"
#include "test_support.h"
#include "widgets/registry/registry_session.h"
#include "widgets/registry/value_table_model.h"

namespace wr::test {

using wr::gui::RegistrySession;
using wr::gui::ValueTableModel;

class ValueTableModelTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        buildTestHive(dir_.path());
    }

    void showsTheRootValuesAsRegeditDoes() {
        RegistrySession session;
        ValueTableModel model(&session);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(openAndWait(session, dir_.path()));
        model.setKeyPath(QString(QLatin1String("")));
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), kRootValues, kAsyncTimeoutMs);
        QVERIFY(!model.canFetchMore({}));
        QCOMPARE(model.columnCount(), 3);
        QCOMPARE(model.headerData(ValueTableModel::DataColumn, Qt::Horizontal).toString(), QStringLiteral("Data"));

        auto cell = [&](int row, int column) { return model.index(row, column).data().toString(); };
        QCOMPARE(cell(0, ValueTableModel::NameColumn), QStringLiteral("(Default)"));
        QCOMPARE(cell(0, ValueTableModel::TypeColumn), QStringLiteral("REG_SZ"));
        QCOMPARE(cell(0, ValueTableModel::DataColumn), QStringLiteral("WR Studio test hive"));
        QCOMPARE(cell(1, ValueTableModel::NameColumn), QStringLiteral("Version"));
        QCOMPARE(cell(1, ValueTableModel::TypeColumn), QStringLiteral("REG_DWORD"));
        QCOMPARE(cell(1, ValueTableModel::DataColumn), QStringLiteral("0x00000001 (1)"));
        QCOMPARE(cell(2, ValueTableModel::TypeColumn), QStringLiteral("REG_QWORD"));
        QCOMPARE(cell(3, ValueTableModel::TypeColumn), QStringLiteral("REG_BINARY"));
        QCOMPARE(model.index(3, 0).data(ValueTableModel::SizeRole).toUInt(), 4u);
        QCOMPARE(cell(4, ValueTableModel::DataColumn), QStringLiteral("a | b"));
        QCOMPARE(model.index(4, 0).data(ValueTableModel::TypeRole).toUInt(), quint32(wr::reg::REG_MULTI_SZ));
        QVERIFY(model.index(0, ValueTableModel::NameColumn).data(Qt::DecorationRole).canConvert<QIcon>());
    }

    void loadsALongKeyPageByPage() {
        RegistrySession session;
        ValueTableModel model(&session);
        model.setPageSize(10);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(openAndWait(session, dir_.path()));
        QSignalSpy finished(&model, &ValueTableModel::fetchFinished);
        model.setKeyPath(QStringLiteral("ManyValues"));
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 10, kAsyncTimeoutMs);
        // Further pages come when asked for, as a view scrolled to the end asks.
        for (int expected : {20, kManyValues}) {
            QTRY_VERIFY_WITH_TIMEOUT(model.canFetchMore({}), kAsyncTimeoutMs);
            model.fetchMore({});
            model.fetchMore({});  // a second call while the page is in flight asks for nothing
            QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), expected, kAsyncTimeoutMs);
        }
        QTRY_VERIFY_WITH_TIMEOUT(!model.isFetching(), kAsyncTimeoutMs);
        QVERIFY(!model.canFetchMore({}));
        QCOMPARE(finished.size(), 3);
        QCOMPARE(model.index(24, ValueTableModel::NameColumn).data().toString(), QStringLiteral("Value024"));
    }

    void showsOnlyTheLastKeySet() {
        RegistrySession session;
        ValueTableModel model(&session);
        model.setPageSize(10);
        QVERIFY(openAndWait(session, dir_.path()));
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        model.setKeyPath(QStringLiteral("ManyValues"));
        model.setKeyPath(QStringLiteral("Factory\\Workshops\\Workshop0001"));
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 3, kAsyncTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(session.pendingRequests(), 0, kAsyncTimeoutMs);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(model.index(2, ValueTableModel::DataColumn).data().toString(), QStringLiteral("0x0000000b (11)"));
    }

    void endsQuietlyOnAMissingKey() {
        RegistrySession session;
        ValueTableModel model(&session);
        QVERIFY(openAndWait(session, dir_.path()));
        QSignalSpy failed(&session, &RegistrySession::requestFailed);
        QSignalSpy finished(&model, &ValueTableModel::fetchFinished);
        model.setKeyPath(QStringLiteral("NoSuchKey"));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kAsyncTimeoutMs);
        QCOMPARE(failed.size(), 1);
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.canFetchMore({}));
        // The view says the values could not be read, not that there are none;
        // the next key starts clean.
        QVERIFY(model.listFailed());
        model.setKeyPath(QString(QLatin1String("")));
        QVERIFY(!model.listFailed());
    }

    void emptiesWhenTheHiveCloses() {
        RegistrySession session;
        ValueTableModel model(&session);
        QVERIFY(openAndWait(session, dir_.path()));
        model.setKeyPath(QStringLiteral("Factory\\Workshops\\Workshop0000"));
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 3, kAsyncTimeoutMs);
        session.close();
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 0, kAsyncTimeoutMs);
        QVERIFY(model.keyPath().isNull());
        QVERIFY(!model.canFetchMore({}));
    }

private:
    QTemporaryDir dir_;
};

int runValueTableModelTests(int argc, char** argv) {
    ValueTableModelTest test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace wr::test

#include "value_table_model_test.moc"
