// RegistryEditor: every edit is staged — shown in both panes at once, absent
// from the hive — until written; undo and redo step through the staged
// edits, revert drops them all, and write applies them all, in order.
#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "registry/value_codec.h"
#include "registry/value_type.h"
#include "test_support.h"
#include "widgets/registry/key_tree_model.h"
#include "widgets/registry/key_tree_view.h"
#include "widgets/registry/pending_changes.h"
#include "widgets/registry/registry_browser.h"
#include "widgets/registry/registry_editor.h"
#include "widgets/registry/registry_session.h"
#include "widgets/registry/value_table_model.h"

namespace wr::test {

using wr::gui::ChangeState;
using wr::gui::KeyTreeModel;
using wr::gui::RegistryBrowser;
using wr::gui::RegistryEditor;
using wr::gui::RegistrySession;
using wr::gui::ValueTableModel;

namespace {

QByteArray dword(uint32_t v) {
    const wr::Bytes bytes = wr::reg::encodeDword(v);
    return QByteArray(bytes.data(), qsizetype(bytes.size()));
}

ChangeState stateOf(const QModelIndex& index, int role) { return ChangeState(index.data(role).toInt()); }

// A browser and an editor over a fresh copy of the test hive, opened for writing.
struct Fixture {
    QTemporaryDir dir;
    RegistrySession session;
    RegistryBrowser browser{&session};
    RegistryEditor editor{&session, &browser};
    QAbstractItemModelTester keyTester{browser.keyModel(), QAbstractItemModelTester::FailureReportingMode::QtTest};
    QAbstractItemModelTester valueTester{browser.valueModel(), QAbstractItemModelTester::FailureReportingMode::QtTest};

    bool open() {
        buildTestHive(dir.path());
        if (!openAndWait(session, dir.path(), true)) return false;
        KeyTreeModel* keys = browser.keyModel();
        return QTest::qWaitFor([keys] { return keys->rowCount(keys->rootIndex()) == 3; }, kAsyncTimeoutMs);
    }
    QModelIndex key(const QString& path) {
        QModelIndex at = browser.keyModel()->rootIndex();
        for (const QString& name : path.split(QLatin1Char('\\'), Qt::SkipEmptyParts)) {
            browser.keyView()->expand(at);
            const QModelIndex parent = at;
            KeyTreeModel* keys = browser.keyModel();
            if (!QTest::qWaitFor([&] { return childNamed(*keys, parent, name).isValid(); }, kAsyncTimeoutMs)) return {};
            at = childNamed(*keys, parent, name);
        }
        return at;
    }
};

}  // namespace

class RegistryEditorTest : public QObject {
    Q_OBJECT

private slots:
    void stagesWithoutWriting() {
        Fixture f;
        QVERIFY(f.open());
        QVERIFY(f.editor.canEdit());
        KeyTreeModel* keys = f.browser.keyModel();
        QVERIFY(f.key(QStringLiteral("Factory")).isValid());
        QVERIFY(f.key(QStringLiteral("Wide\\Item000")).isValid());

        QVERIFY(f.editor.createKey(QStringLiteral("Factory"), QStringLiteral("Staged")).isOk());
        QVERIFY(
            f.editor
                .setValue(QStringLiteral("Factory\\Staged"), QStringLiteral("Answer"), wr::reg::REG_DWORD, dword(42))
                .isOk());
        QVERIFY(f.editor.renameKey(QStringLiteral("Wide\\Item000"), QStringLiteral("Renamed")).isOk());
        QVERIFY(f.editor.deleteKey(QStringLiteral("ManyValues")).isOk());
        QVERIFY(f.editor.setValue(QString(QLatin1String("")), QStringLiteral("Version"), wr::reg::REG_DWORD, dword(2))
                    .isOk());
        QVERIFY(f.editor.deleteValue(QString(QLatin1String("")), QStringLiteral("Blob")).isOk());
        QCOMPARE(f.editor.changeCount(), 6);
        QCOMPARE(f.editor.undoStack()->count(), 6);

        // The tree shows them.
        const QModelIndex factory = f.key(QStringLiteral("Factory"));
        const QModelIndex staged = childNamed(*keys, factory, QStringLiteral("Staged"));
        QVERIFY(staged.isValid());
        QCOMPARE(stateOf(staged, KeyTreeModel::ChangeStateRole), ChangeState::Added);
        QVERIFY(keys->sourcePath(staged).isNull());
        QVERIFY(staged.data(Qt::FontRole).value<QFont>().italic());
        const QModelIndex wide = f.key(QStringLiteral("Wide"));
        const QModelIndex renamed = childNamed(*keys, wide, QStringLiteral("Renamed"));
        QVERIFY(renamed.isValid());
        QCOMPARE(stateOf(renamed, KeyTreeModel::ChangeStateRole), ChangeState::Renamed);
        QCOMPARE(keys->sourcePath(renamed), QStringLiteral("Wide\\Item000"));
        QCOMPARE(keys->keyPath(renamed), QStringLiteral("Wide\\Renamed"));
        const QModelIndex many = childNamed(*keys, keys->rootIndex(), QStringLiteral("ManyValues"));
        QCOMPARE(stateOf(many, KeyTreeModel::ChangeStateRole), ChangeState::Deleted);
        QVERIFY(many.data(Qt::FontRole).value<QFont>().strikeOut());

        // So do the values: the root's, and the staged key's.
        ValueTableModel* values = f.browser.valueModel();
        f.browser.keyView()->setCurrentIndex(keys->rootIndex());
        QTRY_COMPARE_WITH_TIMEOUT(values->rowCount(), kRootValues, kAsyncTimeoutMs);
        const int version = values->rowOf(QStringLiteral("Version"));
        QVERIFY(version >= 0);
        QCOMPARE(stateOf(values->index(version, 0), ValueTableModel::ChangeStateRole), ChangeState::Modified);
        QCOMPARE(values->index(version, ValueTableModel::DataColumn).data().toString(),
                 QStringLiteral("0x00000002 (2)"));
        QCOMPARE(values->rowOf(QStringLiteral("Blob")), -1);  // deleted rows are not found by name
        f.browser.keyView()->setCurrentIndex(staged);
        QTRY_COMPARE_WITH_TIMEOUT(values->rowCount(), 1, kAsyncTimeoutMs);
        QCOMPARE(values->index(0, 0).data().toString(), QStringLiteral("Answer"));
        QCOMPARE(stateOf(values->index(0, 0), ValueTableModel::ChangeStateRole), ChangeState::Added);

        // Nothing of it is in the hive.
        QCOMPARE(readValue(f.session, QString(QLatin1String("")), QStringLiteral("Version")), dword(1));
        QVERIFY(readValue(f.session, QString(QLatin1String("")), QStringLiteral("Blob")).has_value());
        QCOMPARE(subkeyCount(f.session, QStringLiteral("Factory")), 1);
        QCOMPARE(subkeyCount(f.session, QStringLiteral("ManyValues")), 0);
        QCOMPARE(subkeyCount(f.session, QStringLiteral("Wide\\Item000")), 0);
    }

    void undoesRedoesAndReverts() {
        Fixture f;
        QVERIFY(f.open());
        KeyTreeModel* keys = f.browser.keyModel();
        QVERIFY(f.key(QStringLiteral("Factory\\Workshops")).isValid());  // Factory's own subkey is loaded
        const QModelIndex factory = f.key(QStringLiteral("Factory"));
        QVERIFY(f.editor.createKey(QStringLiteral("Factory"), QStringLiteral("One")).isOk());
        QVERIFY(f.editor.createKey(QStringLiteral("Factory\\One"), QStringLiteral("Two")).isOk());
        QVERIFY(f.editor.renameKey(QStringLiteral("Factory\\One"), QStringLiteral("Uno")).isOk());
        QVERIFY(childNamed(*keys, factory, QStringLiteral("Uno")).isValid());
        // A name a sibling has is refused.
        QCOMPARE(f.editor.createKey(QStringLiteral("Factory"), QStringLiteral("uno")).code(),
                 wr::StatusCode::kInvalidArgument);

        QUndoStack* stack = f.editor.undoStack();
        stack->undo();  // the rename
        QVERIFY(childNamed(*keys, factory, QStringLiteral("One")).isValid());
        QVERIFY(!childNamed(*keys, factory, QStringLiteral("Uno")).isValid());
        stack->undo();  // Two
        stack->undo();  // One
        QVERIFY(!childNamed(*keys, factory, QStringLiteral("One")).isValid());
        QCOMPARE(keys->rowCount(factory), 1);
        QVERIFY(!f.editor.hasChanges());
        stack->redo();
        stack->redo();
        stack->redo();
        const QModelIndex uno = childNamed(*keys, factory, QStringLiteral("Uno"));
        QVERIFY(uno.isValid());
        QVERIFY(childNamed(*keys, uno, QStringLiteral("Two")).isValid());
        QCOMPARE(f.editor.changeCount(), 3);

        f.editor.revert();
        QVERIFY(!f.editor.hasChanges());
        QCOMPARE(stack->count(), 0);
        QCOMPARE(keys->rowCount(factory), 1);
        QCOMPARE(subkeyCount(f.session, QStringLiteral("Factory")), 1);
    }

    void writesEverythingInOrder() {
        Fixture f;
        QVERIFY(f.open());
        QVERIFY(f.key(QStringLiteral("Wide\\Item001")).isValid());
        QVERIFY(f.editor.createKey(QStringLiteral("Factory"), QStringLiteral("New")).isOk());
        QVERIFY(
            f.editor.setValue(QStringLiteral("Factory\\New"), QStringLiteral("Answer"), wr::reg::REG_DWORD, dword(42))
                .isOk());
        QVERIFY(f.editor.renameKey(QStringLiteral("Factory\\New"), QStringLiteral("Newer")).isOk());
        QVERIFY(f.editor.renameKey(QStringLiteral("Wide\\Item001"), QStringLiteral("Moved")).isOk());
        QVERIFY(f.editor.deleteKey(QStringLiteral("ManyValues")).isOk());
        QVERIFY(f.editor.renameValue(QString(QLatin1String("")), QStringLiteral("Version"), QStringLiteral("Release"))
                    .isOk());
        QVERIFY(f.editor.setValue(QString(QLatin1String("")), QStringLiteral("Release"), wr::reg::REG_DWORD, dword(7))
                    .isOk());

        QSignalSpy written(&f.editor, &RegistryEditor::written);
        QSignalSpy failed(&f.editor, &RegistryEditor::writeFailed);
        QVERIFY(f.editor.write().isOk());
        QVERIFY(f.editor.isWriting());
        QVERIFY(!f.editor.canEdit());
        QTRY_COMPARE_WITH_TIMEOUT(written.size() + failed.size(), 1, kAsyncTimeoutMs);
        QCOMPARE(written.size(), 1);
        QCOMPARE(written.first().at(0).toInt(), 7);
        QVERIFY(!f.editor.hasChanges());
        QCOMPARE(f.editor.undoStack()->count(), 0);

        QCOMPARE(readValue(f.session, QStringLiteral("Factory\\Newer"), QStringLiteral("Answer")), dword(42));
        QCOMPARE(readValue(f.session, QString(QLatin1String("")), QStringLiteral("Release")), dword(7));
        QVERIFY(!readValue(f.session, QString(QLatin1String("")), QStringLiteral("Version")).has_value());
        QCOMPARE(subkeyCount(f.session, QStringLiteral("ManyValues")), -1);
        QCOMPARE(subkeyCount(f.session, QStringLiteral("Wide\\Moved")), 0);
        QCOMPARE(subkeyCount(f.session, QStringLiteral("Wide")), kWideSubkeys);

        // The tree starts over from the registry: the new key is an ordinary one now.
        KeyTreeModel* keys = f.browser.keyModel();
        const QModelIndex newer = f.key(QStringLiteral("Factory\\Newer"));
        QVERIFY(newer.isValid());
        QCOMPARE(stateOf(newer, KeyTreeModel::ChangeStateRole), ChangeState::Unchanged);
        QCOMPARE(keys->sourcePath(newer), QStringLiteral("Factory\\Newer"));
    }
};

int runRegistryEditorTests(int argc, char** argv) {
    RegistryEditorTest test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace wr::test

#include "registry_editor_test.moc"
