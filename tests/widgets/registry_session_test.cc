// RegistrySession: requests are answered through signals with their ids, and
// failures (a locked hive, a missing hive or key) are reported, not crashed on.
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "registry/value_type.h"
#include "test_support.h"
#include "widgets/registry/registry_session.h"

namespace wr::test {

using wr::gui::RegistrySession;
using wr::gui::RequestError;
using wr::gui::RequestId;
using wr::gui::SessionInfo;
using wr::gui::SubkeyEntry;
using wr::gui::ValueEntry;

class RegistrySessionTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        buildTestHive(dir_.path());
    }

    void opensReadOnlyAndDescribesTheHive() {
        RegistrySession session;
        QSignalSpy opened(&session, &RegistrySession::opened);
        const RequestId id = session.openHive(dir_.path(), true);
        QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 1, kAsyncTimeoutMs);
        QCOMPARE(opened.first().at(0).value<RequestId>(), id);
        const auto info = opened.first().at(1).value<SessionInfo>();
        QVERIFY(info.readOnly);
        QCOMPARE(info.rootLabel, QFileInfo(dir_.path()).fileName());
        QCOMPARE(info.rootInfo.subkeyCount, 3u);  // Factory, ManyValues, Wide
        QCOMPARE(info.rootInfo.valueCount, quint32(kRootValues));
        QVERIFY(session.isOpen());
    }

    void listsSubkeysWithTheirCounts() {
        RegistrySession session;
        QVERIFY(openAndWait(session, dir_.path()));
        QSignalSpy listed(&session, &RegistrySession::subkeysListed);
        const RequestId id = session.listSubkeys(QStringLiteral("Factory\\Workshops"), 1, 5);
        QTRY_COMPARE_WITH_TIMEOUT(listed.size(), 1, kAsyncTimeoutMs);
        QCOMPARE(listed.first().at(0).value<RequestId>(), id);
        QCOMPARE(listed.first().at(1).toString(), QStringLiteral("Factory\\Workshops"));
        QCOMPARE(listed.first().at(2).toUInt(), 1u);
        const auto entries = listed.first().at(3).value<QList<SubkeyEntry>>();
        QCOMPARE(entries.size(), qsizetype(kWorkshops - 1));
        QCOMPARE(entries.first().name, QStringLiteral("Workshop0001"));
        QCOMPARE(entries.first().info.subkeyCount, 1u);  // Employees
        QCOMPARE(entries.first().info.valueCount, 3u);
    }

    void listsValuesAsPreviews() {
        RegistrySession session;
        QVERIFY(openAndWait(session, dir_.path()));
        QSignalSpy listed(&session, &RegistrySession::valuesListed);
        session.listValues(QStringLiteral("Factory\\Workshops\\Workshop0002\\Employees\\Employee0003"), 0, 100);
        QTRY_COMPARE_WITH_TIMEOUT(listed.size(), 1, kAsyncTimeoutMs);
        const auto values = listed.first().at(3).value<QList<ValueEntry>>();
        QCOMPARE(values.size(), 6);
        QCOMPARE(values.at(0).name, QStringLiteral("FirstName"));
        QCOMPARE(values.at(0).type, quint32(wr::reg::REG_SZ));
        QCOMPARE(values.at(0).preview, QStringLiteral("FN100003"));
        QCOMPARE(values.at(5).name, QStringLiteral("Wage"));
        QCOMPARE(values.at(5).preview, QStringLiteral("0x000005df (1503)"));
        QCOMPARE(values.at(5).size, 4u);
    }

    void queriesKeyInformation() {
        RegistrySession session;
        QVERIFY(openAndWait(session, dir_.path()));
        QSignalSpy queried(&session, &RegistrySession::infoQueried);
        session.queryInfo(QStringLiteral("Wide"));
        QTRY_COMPARE_WITH_TIMEOUT(queried.size(), 1, kAsyncTimeoutMs);
        const auto info = queried.first().at(2).value<wr::reg::KeyInfo>();
        QCOMPARE(info.subkeyCount, quint32(kWideSubkeys));
        QVERIFY(info.lastWriteTime > 0);
    }

    void reportsALockedHive() {
        RegistrySession writer;
        QSignalSpy writerOpened(&writer, &RegistrySession::opened);
        writer.openHive(dir_.path(), false);
        QTRY_COMPARE_WITH_TIMEOUT(writerOpened.size(), 1, kAsyncTimeoutMs);
        QVERIFY(!writer.info().readOnly);

        RegistrySession reader;
        QSignalSpy failed(&reader, &RegistrySession::requestFailed);
        QSignalSpy opened(&reader, &RegistrySession::opened);
        const RequestId id = reader.openHive(dir_.path(), true);
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, kAsyncTimeoutMs);
        QCOMPARE(failed.first().at(0).value<RequestId>(), id);
        const auto error = failed.first().at(1).value<RequestError>();
        QCOMPARE(error.code, wr::StatusCode::kBusy);
        QVERIFY2(error.message.contains(QStringLiteral("in use")), qPrintable(error.message));
        QVERIFY(!error.operation.isEmpty());
        QVERIFY(opened.isEmpty());
        QVERIFY(!reader.isOpen());
    }

    void reportsAMissingHiveWithoutCreatingIt() {
        RegistrySession session;
        QSignalSpy failed(&session, &RegistrySession::requestFailed);
        const QString missing = dir_.filePath(QStringLiteral("no-such-hive"));
        session.openHive(missing, true);
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, kAsyncTimeoutMs);
        QCOMPARE(failed.first().at(1).value<RequestError>().code, wr::StatusCode::kNotFound);
        QVERIFY(!QFileInfo::exists(missing));
    }

    void reportsAMissingKey() {
        RegistrySession session;
        QVERIFY(openAndWait(session, dir_.path()));
        QSignalSpy failed(&session, &RegistrySession::requestFailed);
        session.listSubkeys(QStringLiteral("Factory\\NoSuchKey"), 0, 10);
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, kAsyncTimeoutMs);
        QCOMPARE(failed.first().at(1).value<RequestError>().code, wr::StatusCode::kNotFound);
        QVERIFY(session.isOpen());
    }

    void answersRequestsMadeBeforeOpeningWithAFailure() {
        RegistrySession session;
        QSignalSpy failed(&session, &RegistrySession::requestFailed);
        QSignalSpy idle(&session, &RegistrySession::idle);
        session.queryInfo(QString());
        QTRY_COMPARE_WITH_TIMEOUT(idle.size(), 1, kAsyncTimeoutMs);
        QCOMPARE(failed.size(), 1);
        QCOMPARE(session.pendingRequests(), 0);
    }

    void closingReleasesTheHive() {
        RegistrySession first;
        QVERIFY(openAndWait(first, dir_.path()));
        QSignalSpy closed(&first, &RegistrySession::closed);
        first.close();
        QTRY_COMPARE_WITH_TIMEOUT(closed.size(), 1, kAsyncTimeoutMs);
        QVERIFY(!first.isOpen());

        RegistrySession writer;
        QSignalSpy opened(&writer, &RegistrySession::opened);
        writer.openHive(dir_.path(), false);
        QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 1, kAsyncTimeoutMs);
    }

private:
    QTemporaryDir dir_;
};

int runRegistrySessionTests(int argc, char** argv) {
    RegistrySessionTest test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace wr::test

#include "registry_session_test.moc"
