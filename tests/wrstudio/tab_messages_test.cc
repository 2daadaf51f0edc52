// Messages belong to their tab: one tab's message is not shown over the
// others, it goes away with its cause, and showing it moves nothing.
#include <QAction>
#include <QLineEdit>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include "widgets/common/message_bar.h"
#include "widgets/common/progress_strip.h"
#include "widgets/shell/store_page.h"
#include "widgets/window/main_window.h"
#include "window_support.h"

using wr::gui::MessageBar;
using wr::gui::StoreAddress;
using wr::gui::StorePage;

namespace wr::test {

class TabMessagesTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        buildTestHive(dir_.filePath(QStringLiteral("hive")));
        storeUri_ = buildFigure2Store(dir_.filePath(QStringLiteral("store")));
        QVERIFY(!storeUri_.isEmpty());
    }

    void aMessageShowsOnlyInItsOwnTab() {
        MainWindow window;
        window.show();
        StorePage* hive = nullptr;
        StorePage* store = nullptr;
        QVERIFY(openAndWait(window, StoreAddress::hive(dir_.filePath(QStringLiteral("hive"))), &hive));
        QVERIFY(openAndWait(window, StoreAddress::store(storeUri_), &store));
        emit hive->message(MessageBar::Level::Error, QStringLiteral("the hive's trouble"));
        QVERIFY(!hive->messageBar()->isVisible());  // its tab is not shown
        QVERIFY(!store->messageBar()->isVisible());
        for (MessageBar* bar : window.findChildren<MessageBar*>()) QVERIFY(!bar->isVisible());

        QTabWidget* tabs = window.tabs();
        tabs->setCurrentWidget(hive);
        QTRY_VERIFY(hive->messageBar()->isVisible());
        QCOMPARE(hive->messageBar()->text(), QStringLiteral("the hive's trouble"));
        tabs->setCurrentWidget(store);
        QTRY_VERIFY(!hive->messageBar()->isVisible());
        QVERIFY(!store->messageBar()->isVisible());
    }

    void showingAMessageMovesNothing() {
        MainWindow window;
        window.show();
        StorePage* hive = nullptr;
        QVERIFY(openAndWait(window, StoreAddress::hive(dir_.filePath(QStringLiteral("hive"))), &hive));
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // The opening's progress strip has gone and the layout has settled.
        QTRY_VERIFY(!hive->progressStrip()->isVisible());
        QCoreApplication::processEvents();
        const QRect before(hive->views()->mapToGlobal(QPoint(0, 0)), hive->views()->size());
        emit hive->message(MessageBar::Level::Warning, QStringLiteral("a warning\nof two lines"));
        QTRY_VERIFY(hive->messageBar()->isVisible());
        QCoreApplication::processEvents();
        const QRect after(hive->views()->mapToGlobal(QPoint(0, 0)), hive->views()->size());
        QCOMPARE(after, before);
        // Over the bottom of the page, whole.
        QCOMPARE(hive->messageBar()->geometry().bottom(), hive->rect().bottom());
        QVERIFY(hive->messageBar()->height() >= hive->messageBar()->minimumSizeHint().height());
    }

    void aReadOnlyWarningGoesOnceTheTabIsWritable() {
        MainWindow window;
        window.show();
        StorePage* store = nullptr;
        QVERIFY(openAndWait(window, StoreAddress::store(storeUri_), &store));
        emit store->message(MessageBar::Level::Information,
                            QStringLiteral("Reallocation writes to the store: reopen it for writing first."));
        QTRY_VERIFY(store->messageBar()->isVisible());
        answerNextMessageBox(QStringLiteral("Yes"));
        windowAction(window, QStringLiteral("Writable"))->trigger();
        QVERIFY(!store->isReadOnly());
        QVERIFY(!store->messageBar()->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(store->isOpen() && !store->isBusy(), kAsyncTimeoutMs);
        QVERIFY(!store->messageBar()->isVisible());
    }

    void aBadAddressWithNoTabGoesToTheStatusBar() {
        MainWindow window;
        window.show();
        window.addressBar()->setText(QStringLiteral("nosuchscheme:dir=/nowhere"));
        QTest::keyClick(window.addressBar(), Qt::Key_Return);
        QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("nosuchscheme")));
        for (MessageBar* bar : window.findChildren<MessageBar*>()) QVERIFY(!bar->isVisible());
    }

private:
    QTemporaryDir dir_;
    QString storeUri_;
};

int runTabMessagesTests(int argc, char** argv) {
    TabMessagesTest test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace wr::test

#include "tab_messages_test.moc"
