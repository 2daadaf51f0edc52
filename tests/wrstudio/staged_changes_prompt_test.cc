// Closing a tab (or the window) with staged changes says how many and of
// which store, and offers Write and Close besides Discard and Cancel; the
// Staged Changes dock says there is nothing staged without a row for it.
#include <QAction>
#include <QLabel>
#include <QStackedWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoView>

#include "stores/store_factory.h"
#include "widgets/kv/kv_editor.h"
#include "widgets/pages/kv_store_page.h"
#include "widgets/window/main_window.h"
#include "window_support.h"

using wr::gui::KvStorePage;
using wr::gui::StoreAddress;
using wr::gui::StorePage;

namespace wr::test {

namespace {

// The value of `key` as the store holds it; empty when it has none.
QByteArray storedValue(const QString& uri, const QByteArray& key) {
    wr::kv::OpenOptions options;
    options.readOnly = true;
    auto store = wr::kv::openStore(uri.toStdString(), options);
    if (!store) return {};
    auto value = store.value()->get(wr::BytesView(key.constData(), size_t(key.size())));
    if (!value) return {};
    return QByteArray(value.value().data(), qsizetype(value.value().size()));
}

}  // namespace

class StagedChangesPromptTest : public QObject {
    Q_OBJECT

private slots:
    void init() {
        dir_.reset(new QTemporaryDir);
        uri_ = buildFigure2Store(dir_->path());
        QVERIFY(!uri_.isEmpty());
    }

    void writeAndCloseWritesThenCloses() {
        MainWindow window;
        window.show();
        KvStorePage* page = stageOneChange(window);
        QVERIFY(page != nullptr);
        QString prompt;
        answerNextMessageBox(QStringLiteral("Write and Close"), &prompt);
        windowAction(window, QStringLiteral("Close Tab"))->trigger();
        QVERIFY2(prompt.contains(QStringLiteral("1 staged change")), qPrintable(prompt));
        QVERIFY2(prompt.contains(page->address().title()), qPrintable(prompt));
        QTRY_COMPARE_WITH_TIMEOUT(window.pages().size(), 0, kAsyncTimeoutMs);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QTRY_COMPARE_WITH_TIMEOUT(storedValue(uri_, "staged"), QByteArray("value"), kAsyncTimeoutMs);
    }

    void discardClosesWithoutWriting() {
        MainWindow window;
        window.show();
        QVERIFY(stageOneChange(window) != nullptr);
        answerNextMessageBox(QStringLiteral("Discard Changes"));
        windowAction(window, QStringLiteral("Close Tab"))->trigger();
        QCOMPARE(window.pages().size(), 0);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QTRY_VERIFY_WITH_TIMEOUT(storedValue(uri_, "792479") == "#Scotland", kAsyncTimeoutMs);
        QVERIFY(storedValue(uri_, "staged").isEmpty());
    }

    void cancelKeepsTheTabAndItsChanges() {
        MainWindow window;
        window.show();
        KvStorePage* page = stageOneChange(window);
        QVERIFY(page != nullptr);
        answerNextMessageBox(QStringLiteral("Cancel"));
        windowAction(window, QStringLiteral("Close Tab"))->trigger();
        QCOMPARE(window.pages().size(), 1);
        QVERIFY(page->hasUnwrittenChanges());
        // Closing the window asks the same, and Cancel keeps it open.
        answerNextMessageBox(QStringLiteral("Cancel"));
        QVERIFY(!window.close());
        QVERIFY(window.isVisible());
        answerNextMessageBox(QStringLiteral("Discard Changes"));
        QVERIFY(window.close());
    }

    void theStagedChangesDockHasNoRowForNothing() {
        MainWindow window;
        window.show();
        // The dock shares its place with the operation log: what it would show.
        auto* nothing = qobject_cast<QLabel*>(window.stagedChanges()->currentWidget());
        QVERIFY(nothing != nullptr);
        auto* history = window.stagedChanges()->findChild<QUndoView*>();
        QVERIFY(history != nullptr);
        QVERIFY(stageOneChange(window) != nullptr);
        QCOMPARE(window.stagedChanges()->currentWidget(), history);
        QCOMPARE(history->model()->rowCount(), 2);  // the store as written, then the change
        QVERIFY(!history->model()->index(0, 0).data().toString().contains(QLatin1Char('<')));
        answerNextMessageBox(QStringLiteral("Discard Changes"));
        windowAction(window, QStringLiteral("Close Tab"))->trigger();
        QCOMPARE(window.stagedChanges()->currentWidget(), nothing);
    }

private:
    // Opens the store writable in the window and stages one new entry.
    KvStorePage* stageOneChange(MainWindow& window) {
        StorePage* opened = nullptr;
        if (!openAndWait(window, StoreAddress::store(uri_, true), &opened)) return nullptr;
        auto* page = qobject_cast<KvStorePage*>(opened);
        if (page == nullptr || !page->editor()->put("staged", "value").isOk()) return nullptr;
        return page->hasUnwrittenChanges() ? page : nullptr;
    }

    std::unique_ptr<QTemporaryDir> dir_;
    QString uri_;
};

int runStagedChangesPromptTests(int argc, char** argv) {
    StagedChangesPromptTest test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace wr::test

#include "staged_changes_prompt_test.moc"
