// Importing a .reg file: the preview lists exactly what the file would add,
// change and delete, and nothing reaches the hive — not while previewing, not
// once the import is staged — until the staged changes are written.
#include <QAbstractItemModelTester>
#include <QFile>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "registry/value_codec.h"
#include "test_support.h"
#include "widgets/registry/import_preview_dialog.h"
#include "widgets/registry/import_preview_model.h"
#include "widgets/registry/key_tree_model.h"
#include "widgets/registry/registry_browser.h"
#include "widgets/registry/registry_editor.h"
#include "widgets/registry/registry_session.h"

namespace wr::test {

using wr::gui::ImportPreview;
using wr::gui::RegistrySession;
using Kind = wr::reg::RegChange::Kind;

namespace {

const char kRegFile[] =
    "Windows Registry Editor Version 5.00\r\n"
    "\r\n"
    "[HKEY_CURRENT_USER\\Factory\\Imported]\r\n"
    "\"Name\"=\"new\"\r\n"
    "\r\n"
    "[HKEY_CURRENT_USER]\r\n"
    "\"Version\"=dword:00000002\r\n"
    "\"Home\"=-\r\n"
    "\"Size\"=hex(b):00,00,00,00,00,01,00,00\r\n"
    "\r\n"
    "[-HKEY_CURRENT_USER\\Wide]\r\n";

QByteArray dword(uint32_t v) {
    const wr::Bytes bytes = wr::reg::encodeDword(v);
    return QByteArray(bytes.data(), qsizetype(bytes.size()));
}

std::optional<ImportPreview> previewAndWait(RegistrySession& session, const QString& file) {
    QSignalSpy previewed(&session, &RegistrySession::importPreviewed);
    QSignalSpy failed(&session, &RegistrySession::requestFailed);
    session.previewImport(file);
    if (!QTest::qWaitFor([&] { return !previewed.isEmpty() || !failed.isEmpty(); }, kAsyncTimeoutMs))
        return std::nullopt;
    if (previewed.isEmpty()) {
        qWarning() << failed.first().at(1).value<wr::gui::RequestError>().message;
        return std::nullopt;
    }
    return previewed.first().at(1).value<ImportPreview>();
}

}  // namespace

class ImportPreviewTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        buildTestHive(dir_.filePath(QStringLiteral("hive")));
        file_ = dir_.filePath(QStringLiteral("changes.reg"));
        QFile out(file_);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(kRegFile);
    }

    void listsExactlyWhatWouldChange() {
        RegistrySession session;
        QVERIFY(openAndWait(session, dir_.filePath(QStringLiteral("hive")), true));
        const auto preview = previewAndWait(session, file_);
        QVERIFY(preview.has_value());
        QSet<QString> listed;
        for (const wr::gui::ImportChange& change : preview->changes) {
            listed.insert(wr::gui::importChangeKindName(change.kind) + QLatin1Char('|') + change.keyPath +
                          QLatin1Char('|') + change.valueName);
        }
        const QSet<QString> expected{QStringLiteral("Add key|Factory\\Imported|"),
                                     QStringLiteral("Add value|Factory\\Imported|Name"),
                                     QStringLiteral("Change value||Version"), QStringLiteral("Delete value||Home"),
                                     QStringLiteral("Delete key|Wide|")};
        QCOMPARE(listed, expected);
        QCOMPARE(preview->changes.size(), 5);
        QCOMPARE(preview->unchangedValues, 1u);  // Size already holds 2^40

        wr::gui::ImportPreviewDialog dialog(*preview);
        QAbstractItemModelTester tester(dialog.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(dialog.model()->rowCount(), 5);
        QCOMPARE(dialog.model()->count(Kind::kAddKey), 1);
        QCOMPARE(dialog.model()->count(Kind::kChangeValue), 1);
        QVERIFY(dialog.summary().contains(QStringLiteral("add 1 key")));
        QVERIFY(dialog.summary().contains(QStringLiteral("1 value already holds what the file sets")));
        QVERIFY(dialog.stageButton()->isEnabled());
        const int change = [&] {
            for (int row = 0; row < 5; ++row) {
                if (preview->changes[row].kind == Kind::kChangeValue) return row;
            }
            return -1;
        }();
        QCOMPARE(dialog.model()->index(change, wr::gui::ImportPreviewModel::BeforeColumn).data().toString(),
                 QStringLiteral("REG_DWORD  0x00000001 (1)"));
        QCOMPARE(dialog.model()->index(change, wr::gui::ImportPreviewModel::AfterColumn).data().toString(),
                 QStringLiteral("REG_DWORD  0x00000002 (2)"));

        // Previewing changed nothing.
        QCOMPARE(readValue(session, QString(QLatin1String("")), QStringLiteral("Version")), dword(1));
        QCOMPARE(subkeyCount(session, QStringLiteral("Wide")), kWideSubkeys);
        QCOMPARE(subkeyCount(session, QStringLiteral("Factory\\Imported")), -1);
    }

    void stagesTheImportAndWritesItOnlyWhenAsked() {
        RegistrySession session;
        wr::gui::RegistryBrowser browser(&session);
        wr::gui::RegistryEditor editor(&session, &browser);
        QVERIFY(openAndWait(session, dir_.filePath(QStringLiteral("hive")), true));
        const auto preview = previewAndWait(session, file_);
        QVERIFY(preview.has_value());
        QVERIFY(editor.stageImport(*preview).isOk());
        QCOMPARE(editor.changeCount(), 5);
        QCOMPARE(editor.undoStack()->count(), 1);  // one undoable step
        QTRY_VERIFY_WITH_TIMEOUT(
            childNamed(*browser.keyModel(), browser.keyModel()->rootIndex(), QStringLiteral("Wide")).isValid(),
            kAsyncTimeoutMs);
        const QModelIndex wide =
            childNamed(*browser.keyModel(), browser.keyModel()->rootIndex(), QStringLiteral("Wide"));
        QVERIFY(browser.keyModel()->isDeleted(wide));
        // Staged, not written.
        QCOMPARE(readValue(session, QString(QLatin1String("")), QStringLiteral("Version")), dword(1));
        QCOMPARE(subkeyCount(session, QStringLiteral("Wide")), kWideSubkeys);

        QSignalSpy written(&editor, &wr::gui::RegistryEditor::written);
        QVERIFY(editor.write().isOk());
        QTRY_COMPARE_WITH_TIMEOUT(written.size(), 1, kAsyncTimeoutMs);
        QCOMPARE(readValue(session, QString(QLatin1String("")), QStringLiteral("Version")), dword(2));
        QVERIFY(!readValue(session, QString(QLatin1String("")), QStringLiteral("Home")).has_value());
        QCOMPARE(subkeyCount(session, QStringLiteral("Wide")), -1);
        QCOMPARE(subkeyCount(session, QStringLiteral("Factory\\Imported")), 0);
        const auto name = readValue(session, QStringLiteral("Factory\\Imported"), QStringLiteral("Name"));
        QVERIFY(name.has_value());
        QCOMPARE(QString::fromStdString(wr::reg::decodeString(wr::BytesView(name->constData(), size_t(name->size())))),
                 QStringLiteral("new"));
    }

    void reportsAMalformedFile() {
        RegistrySession session;
        QVERIFY(openAndWait(session, dir_.filePath(QStringLiteral("hive")), true));
        const QString bad = dir_.filePath(QStringLiteral("bad.reg"));
        QFile out(bad);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write("Windows Registry Editor Version 5.00\r\n\r\n[HKEY_CURRENT_USER\\A]\r\n\"x\"=dword:zz\r\n");
        out.close();
        QSignalSpy failed(&session, &RegistrySession::requestFailed);
        session.previewImport(bad);
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, kAsyncTimeoutMs);
        QVERIFY(failed.first().at(1).value<wr::gui::RequestError>().message.contains(QStringLiteral("bad.reg:4")));
    }

private:
    QTemporaryDir dir_;
    QString file_;
};

int runImportPreviewTests(int argc, char** argv) {
    ImportPreviewTest test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace wr::test

#include "import_preview_test.moc"
