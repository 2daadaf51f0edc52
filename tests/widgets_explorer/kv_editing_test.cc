// Staged editing of a store's entries (KvEditor, KvStorePage): edits wait on
// the undo stack until Write Changes applies them as one WriteBatch, Revert
// drops them, and a store opened read-only refuses them.
#include <QFile>
#include <QFont>
#include <QItemSelectionModel>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <optional>

#include "explorer_support.h"
#include "widgets/inspector/value_inspector.h"
#include "widgets/kv/key_list_model.h"
#include "widgets/kv/kv_browser.h"
#include "widgets/kv/kv_editor.h"
#include "widgets/kv/kv_entry_dialog.h"
#include "widgets/kv/kv_session.h"
#include "widgets/pages/kv_store_page.h"

namespace wr::test {

using wr::gui::KvEditor;
using wr::gui::KvPendingEdits;
using wr::gui::KvSession;
using wr::gui::KvStorePage;
using wr::gui::StoreCommand;

namespace {

bool openForWriting(KvSession& session, const QString& uri) {
    QSignalSpy opened(&session, &KvSession::opened);
    QSignalSpy failed(&session, &KvSession::requestFailed);
    session.open(uri, false);
    if (!QTest::qWaitFor([&] { return !opened.isEmpty() || !failed.isEmpty(); }, kAsyncTimeoutMs)) return false;
    return failed.isEmpty();
}

// The value the store holds for `key` (read through the session, off the GUI
// thread), nullopt when it holds none.
std::optional<QByteArray> storedValue(KvSession& session, const QByteArray& key) {
    QSignalSpy loaded(&session, &KvSession::valueLoaded);
    QSignalSpy missing(&session, &KvSession::valueMissing);
    QSignalSpy failed(&session, &KvSession::requestFailed);
    const auto id = session.loadValue(key);
    const bool answered =
        QTest::qWaitFor([&] { return !loaded.isEmpty() || !missing.isEmpty() || !failed.isEmpty(); }, kAsyncTimeoutMs);
    if (!answered || loaded.isEmpty()) return std::nullopt;
    if (loaded.first().at(0).value<wr::gui::KvRequestId>() != id) return std::nullopt;
    auto source = loaded.first().at(2).value<std::shared_ptr<wr::gui::ByteSource>>();
    return source->read(0, qint64(source->size()));
}

bool writeAndWait(KvEditor& editor) {
    QSignalSpy written(&editor, &KvEditor::written);
    QSignalSpy failed(&editor, &KvEditor::writeFailed);
    if (!editor.write().isOk()) return false;
    if (!QTest::qWaitFor([&] { return !written.isEmpty() || !failed.isEmpty(); }, kAsyncTimeoutMs)) return false;
    return failed.isEmpty();
}

}  // namespace

class KvEditingTest : public QObject {
    Q_OBJECT

private slots:
    void init() {
        dir_ = std::make_unique<QTemporaryDir>();
        QVERIFY(dir_->isValid());
        uri_ = buildTestStore(dir_->path());
        QVERIFY(!uri_.isEmpty());
    }

    void stagesEditsUndoesAndRedoesThemWithoutTouchingTheStore() {
        KvSession session;
        QVERIFY(openForWriting(session, uri_));
        KvEditor editor(&session);
        QVERIFY(editor.canEdit());
        const QByteArray removed = userKey(1, "name");

        QVERIFY(editor.put("new/key", "hello").isOk());
        QVERIFY(editor.remove(removed).isOk());
        QCOMPARE(editor.changeCount(), 2);
        QCOMPARE(editor.undoStack()->count(), 2);
        QCOMPARE(editor.pending()->stateOf("new/key"), KvPendingEdits::State::Set);
        QCOMPARE(editor.pending()->stateOf(removed), KvPendingEdits::State::Removed);
        QVERIFY(!editor.put("", "x").isOk());

        // Staged, not written.
        QCOMPARE(storedValue(session, "new/key"), std::nullopt);
        QCOMPARE(storedValue(session, removed), std::optional<QByteArray>("Name 1"));

        editor.undoStack()->undo();
        QCOMPARE(editor.changeCount(), 1);
        QCOMPARE(editor.pending()->stateOf(removed), KvPendingEdits::State::Unchanged);
        editor.undoStack()->undo();
        QVERIFY(!editor.hasChanges());
        editor.undoStack()->redo();
        editor.undoStack()->redo();
        QCOMPARE(editor.changeCount(), 2);
        QCOMPARE(editor.pending()->stateOf(removed), KvPendingEdits::State::Removed);
        QCOMPARE(storedValue(session, removed), std::optional<QByteArray>("Name 1"));
    }

    void writeAppliesEveryStagedEditInOrder() {
        KvSession session;
        QVERIFY(openForWriting(session, uri_));
        KvEditor editor(&session);
        const QByteArray removed = userKey(2, "email");
        const QByteArray modified = userKey(3, "name");
        QVERIFY(editor.put("new/key", "first").isOk());
        QVERIFY(editor.put("new/key", QByteArray("second\0\xff", 8)).isOk());
        QVERIFY(editor.put(modified, "Renamed").isOk());
        QVERIFY(editor.remove(QList<QByteArray>{removed, itemKey(4)}).isOk());
        QCOMPARE(editor.undoStack()->count(), 4);

        QVERIFY(writeAndWait(editor));
        QVERIFY(!editor.hasChanges());
        QCOMPARE(editor.undoStack()->count(), 0);
        QCOMPARE(storedValue(session, "new/key"), std::optional<QByteArray>(QByteArray("second\0\xff", 8)));
        QCOMPARE(storedValue(session, modified), std::optional<QByteArray>("Renamed"));
        QCOMPARE(storedValue(session, removed), std::nullopt);
        QCOMPARE(storedValue(session, itemKey(4)), std::nullopt);
        QCOMPARE(storedValue(session, itemKey(5)), std::optional<QByteArray>(itemValue(5)));
    }

    void revertDropsEveryStagedEdit() {
        KvSession session;
        QVERIFY(openForWriting(session, uri_));
        KvEditor editor(&session);
        const QByteArray removed = userKey(6, "name");
        QVERIFY(editor.put("new/key", "hello").isOk());
        QVERIFY(editor.remove(removed).isOk());
        editor.revert();
        QVERIFY(!editor.hasChanges());
        QCOMPARE(editor.undoStack()->count(), 0);
        QVERIFY(editor.write().isOk());  // nothing to write
        QVERIFY(!editor.isWriting());
        QCOMPARE(storedValue(session, "new/key"), std::nullopt);
        QCOMPARE(storedValue(session, removed), std::optional<QByteArray>("Name 6"));
    }

    void aReadOnlyStoreRefusesEdits() {
        {
            KvSession session;
            QVERIFY(openAndWait(session, uri_));
            KvEditor editor(&session);
            QVERIFY(!editor.canEdit());
            QVERIFY(editor.put("new/key", "hello").is(wr::StatusCode::kReadOnly));
            QVERIFY(editor.remove(userKey(1, "name")).is(wr::StatusCode::kReadOnly));
            QVERIFY(!editor.hasChanges());
            QCOMPARE(editor.undoStack()->count(), 0);

            // Even a batch sent past the editor is refused by the session.
            QSignalSpy failed(&session, &KvSession::requestFailed);
            const auto id = session.writeEdits({wr::gui::KvEdit::remove(userKey(1, "name"))});
            QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, kAsyncTimeoutMs);
            QCOMPARE(failed.first().at(0).value<wr::gui::KvRequestId>(), id);
            QCOMPARE(failed.first().at(1).value<wr::gui::KvRequestError>().code, wr::StatusCode::kReadOnly);
            QCOMPARE(storedValue(session, userKey(1, "name")), std::optional<QByteArray>("Name 1"));
        }

        // The page, with the session above let go of (some engines lock even read-only stores).
        KvStorePage page(wr::gui::StoreAddress::store(uri_));
        QSignalSpy opened(&page, &KvStorePage::openFinished);
        page.open();
        QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 1, kAsyncTimeoutMs);
        QVERIFY(opened.first().at(0).toBool());
        for (StoreCommand command : {StoreCommand::NewKey, StoreCommand::NewValue, StoreCommand::Modify,
                                     StoreCommand::Delete, StoreCommand::WriteChanges}) {
            QVERIFY(!page.canRun(command));
        }
        QVERIFY(page.editor()->put("new/key", "hello").is(wr::StatusCode::kReadOnly));
        QVERIFY(!page.hasUnwrittenChanges());
    }

    void thePageMarksStagedRowsAndWritesThem() {
        KvStorePage page(wr::gui::StoreAddress::store(uri_, true));
        QSignalSpy opened(&page, &KvStorePage::openFinished);
        page.open();
        QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 1, kAsyncTimeoutMs);
        QVERIFY(opened.first().at(0).toBool());
        QVERIFY(page.undoStack() != nullptr);
        QVERIFY(page.canRun(StoreCommand::NewKey));
        QVERIFY(!page.canRun(StoreCommand::WriteChanges));

        auto* model = page.keys()->keyModel();
        QTRY_VERIFY_WITH_TIMEOUT(model->rowCount() > 0, kAsyncTimeoutMs);
        const QModelIndex first = model->index(0, 0);
        const QByteArray key = first.data(wr::gui::KeyRowsModel::KeyBytesRole).toByteArray();
        QCOMPARE(first.data(wr::gui::KeyRowsModel::StagedStateRole).toInt(), int(KvPendingEdits::State::Unchanged));

        // The inspector shows a staged value, and the store's again once it is undone.
        auto* inspector = page.keys()->inspector();
        auto shown = [inspector] {
            return inspector->source() != nullptr ? inspector->source()->read(0, 1000) : QByteArray();
        };
        QTableView* list = page.keys()->keyView();
        list->selectionModel()->setCurrentIndex(list->model()->index(0, 0),
                                                QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        QTRY_VERIFY_WITH_TIMEOUT(inspector->source() != nullptr, kAsyncTimeoutMs);
        const QByteArray original = shown();
        QVERIFY(page.canRun(StoreCommand::Modify));
        QVERIFY(page.editor()->put(key, "staged value").isOk());
        QCOMPARE(first.data(wr::gui::KeyRowsModel::StagedStateRole).toInt(), int(KvPendingEdits::State::Set));
        QCOMPARE(shown(), QByteArray("staged value"));
        page.undoStack()->undo();
        QTRY_COMPARE_WITH_TIMEOUT(shown(), original, kAsyncTimeoutMs);

        QVERIFY(page.editor()->remove(key).isOk());
        QCOMPARE(first.data(wr::gui::KeyRowsModel::StagedStateRole).toInt(), int(KvPendingEdits::State::Removed));
        QVERIFY(!page.canRun(StoreCommand::Modify));
        QVERIFY(first.data(Qt::FontRole).value<QFont>().strikeOut());
        QVERIFY(page.hasUnwrittenChanges());
        QVERIFY(page.canRun(StoreCommand::WriteChanges));
        QVERIFY(page.canRun(StoreCommand::RevertChanges));
        // Reopening would drop the staged edit.
        QVERIFY(!page.canRun(StoreCommand::Refresh));
        QCOMPARE(page.undoStack()->count(), 1);

        page.undoStack()->undo();
        QVERIFY(!page.hasUnwrittenChanges());
        QCOMPARE(first.data(wr::gui::KeyRowsModel::StagedStateRole).toInt(), int(KvPendingEdits::State::Unchanged));
        page.undoStack()->redo();
        QVERIFY(page.hasUnwrittenChanges());

        QSignalSpy written(page.editor(), &KvEditor::written);
        page.run(StoreCommand::WriteChanges);
        QTRY_COMPARE_WITH_TIMEOUT(written.size(), 1, kAsyncTimeoutMs);
        QVERIFY(!page.hasUnwrittenChanges());
        QTRY_VERIFY_WITH_TIMEOUT(page.canRun(StoreCommand::Refresh), kAsyncTimeoutMs);
        QCOMPARE(storedValue(*page.session(), key), std::nullopt);
    }

    void aWrStoreTakesTheBatchAndAFailedWriteKeepsItStaged() {
        const QString uri = buildFigure2Store(dir_->path() + QStringLiteral("/wr"), {});
        QVERIFY(!uri.isEmpty());
        KvSession session;
        QVERIFY(openForWriting(session, uri));
        KvEditor editor(&session);
        QVERIFY(editor.put("792480", "#Wales").isOk());
        QVERIFY(editor.remove(QByteArrayLiteral("2149")).isOk());
        QCOMPARE(storedValue(session, "2149"), std::optional<QByteArray>("(-115.223125, 36.232915)"));
        QVERIFY(writeAndWait(editor));
        QCOMPARE(storedValue(session, "792480"), std::optional<QByteArray>("#Wales"));
        QCOMPARE(storedValue(session, "2149"), std::nullopt);
        QCOMPARE(storedValue(session, "792479"), std::optional<QByteArray>("#Scotland"));

        // A key longer than a registry value name can be: the store refuses
        // the batch, and the edits stay staged and undoable.
        QVERIFY(editor.put(QByteArray(40000, 'k'), "too long").isOk());
        QSignalSpy failed(&editor, &KvEditor::writeFailed);
        QVERIFY(editor.write().isOk());
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, kAsyncTimeoutMs);
        QVERIFY(!editor.isWriting());
        QCOMPARE(editor.changeCount(), 1);
        QCOMPARE(editor.undoStack()->count(), 1);
        editor.undoStack()->undo();
        QVERIFY(!editor.hasChanges());
    }

    void theEntryDialogReadsTextHexAndFiles() {
        wr::gui::KvEntryDialog dialog;
        QVERIFY(!dialog.errorText().isEmpty());  // no key yet
        dialog.setKeyText(QStringLiteral("a\\x00b"));
        QCOMPARE(dialog.key(), QByteArray("a\0b", 3));
        dialog.setValueText(QStringLiteral("héllo"));
        QCOMPARE(dialog.value(), std::optional<QByteArray>(QStringLiteral("héllo").toUtf8()));
        dialog.setFormat(wr::gui::KvEntryDialog::Format::Hex);
        dialog.setValueText(QStringLiteral("00 ff\n10"));
        QCOMPARE(dialog.value(), std::optional<QByteArray>(QByteArray("\x00\xff\x10", 3)));
        QVERIFY(dialog.errorText().isEmpty());
        // Shown as text, bytes that text cannot show stay as they are.
        dialog.setFormat(wr::gui::KvEntryDialog::Format::Text);
        QCOMPARE(dialog.value(), std::optional<QByteArray>(QByteArray("\x00\xff\x10", 3)));
        dialog.setFormat(wr::gui::KvEntryDialog::Format::Hex);
        QCOMPARE(dialog.value(), std::optional<QByteArray>(QByteArray("\x00\xff\x10", 3)));
        dialog.setValueText(QStringLiteral("0g"));
        QCOMPARE(dialog.value(), std::nullopt);
        QVERIFY(!dialog.errorText().isEmpty());

        const QByteArray bytes("\x01\x02\xfe\x00z", 5);
        QFile file(dir_->filePath(QStringLiteral("value.bin")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
        file.close();
        dialog.setFormat(wr::gui::KvEntryDialog::Format::Text);
        QVERIFY(dialog.loadFile(file.fileName()));
        QCOMPARE(dialog.value(), std::optional<QByteArray>(bytes));
        QVERIFY(!dialog.loadFile(dir_->filePath(QStringLiteral("missing"))));

        // Modifying keeps the key and shows a binary value as hex.
        wr::gui::KvEntryDialog modify;
        modify.setEntry(QByteArray("k\x01", 2), bytes);
        QCOMPARE(modify.key(), QByteArray("k\x01", 2));
        QCOMPARE(modify.value(), std::optional<QByteArray>(bytes));
    }

private:
    std::unique_ptr<QTemporaryDir> dir_;
    QString uri_;
};

int runKvEditingTests(int argc, char** argv) {
    KvEditingTest test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace wr::test

#include "kv_editing_test.moc"
