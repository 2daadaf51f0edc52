// The window's keyboard: Ctrl+L and Alt+D to the address bar, Ctrl+Tab,
// Ctrl+Shift+Tab, Ctrl+PgDown and Ctrl+PgUp between tabs, Ctrl+F to the
// page's search field and F3 to the next search hit, and a mnemonic on every
// menu and menu item.
#include <QAction>
#include <QApplication>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include "widgets/kv/kv_browser.h"
#include "widgets/kv/kv_search_bar.h"
#include "widgets/kv/search_results_model.h"
#include "widgets/pages/hive_page.h"
#include "widgets/pages/kv_store_page.h"
#include "widgets/registry/key_tree_view.h"
#include "widgets/registry/registry_browser.h"
#include "widgets/window/main_window.h"
#include "window_support.h"

using wr::gui::HivePage;
using wr::gui::KvStorePage;
using wr::gui::StoreAddress;
using wr::gui::StorePage;

namespace wr::test {

namespace {

// The menu items whose text names no mnemonic, as "Menu > Item".
QStringList withoutMnemonic(QMenu* menu) {
    QStringList missing;
    const QString name = menu->title().remove(QLatin1Char('&'));
    for (QAction* action : menu->actions()) {
        if (action->isSeparator()) continue;
        if (!action->text().contains(QLatin1Char('&'))) missing.append(name + QStringLiteral(" > ") + action->text());
        if (action->menu() != nullptr) missing += withoutMnemonic(action->menu());
    }
    return missing;
}

// Where a key typed now goes: the focused widget, or the window.
QWidget* focused(QWidget* window) {
    QWidget* widget = QApplication::focusWidget();
    return widget != nullptr ? widget : window;
}

// Puts the keyboard in the page's main list, away from the address bar.
void focusTheList(StorePage* page) {
    if (auto* hive = qobject_cast<HivePage*>(page)) hive->browser()->keyView()->setFocus();
    if (auto* store = qobject_cast<KvStorePage*>(page)) store->keys()->keyView()->setFocus();
}

}  // namespace

class KeyboardTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        buildTestHive(dir_.filePath(QStringLiteral("hive")));
        QList<QPair<QByteArray, QByteArray>> more;
        for (int i = 0; i < 5; ++i) more.append({QByteArray("hit/") + QByteArray::number(i), QByteArray("v")});
        storeUri_ = buildFigure2Store(dir_.filePath(QStringLiteral("store")), more);
        QVERIFY(!storeUri_.isEmpty());
    }

    void init() {
        window_.reset(new MainWindow);
        window_->show();
        window_->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window_.get()));
    }

    void cleanup() { window_.reset(); }

    void ctrlLAndAltDSelectTheAddressBar() {
        StorePage* page = nullptr;
        QVERIFY(openAndWait(*window_, StoreAddress::hive(dir_.filePath(QStringLiteral("hive"))), &page));
        for (const QKeyCombination key : {QKeyCombination(Qt::CTRL, Qt::Key_L), QKeyCombination(Qt::ALT, Qt::Key_D)}) {
            focusTheList(page);
            QTRY_VERIFY(!window_->addressBar()->hasFocus());
            QTest::keyClick(focused(window_.get()), key.key(), key.keyboardModifiers());
            QTRY_VERIFY(window_->addressBar()->hasFocus());
            QVERIFY(!window_->addressBar()->text().isEmpty());
            QCOMPARE(window_->addressBar()->selectedText(), window_->addressBar()->text());
        }
    }

    void ctrlTabAndCtrlPageKeysMoveBetweenTabs() {
        StorePage* hive = nullptr;
        StorePage* store = nullptr;
        QVERIFY(openAndWait(*window_, StoreAddress::hive(dir_.filePath(QStringLiteral("hive"))), &hive));
        QVERIFY(openAndWait(*window_, StoreAddress::store(storeUri_), &store));
        QTabWidget* tabs = window_->tabs();
        QCOMPARE(tabs->currentWidget(), store);
        focusTheList(store);
        QTest::keyClick(focused(window_.get()), Qt::Key_Tab, Qt::ControlModifier);
        QCOMPARE(tabs->currentWidget(), hive);
        QTest::keyClick(focused(window_.get()), Qt::Key_Backtab, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(tabs->currentWidget(), store);
        QTest::keyClick(focused(window_.get()), Qt::Key_PageDown, Qt::ControlModifier);
        QCOMPARE(tabs->currentWidget(), hive);
        QTest::keyClick(focused(window_.get()), Qt::Key_PageUp, Qt::ControlModifier);
        QCOMPARE(tabs->currentWidget(), store);
    }

    void ctrlFFocusesTheSearchAndF3GoesToTheNextHit() {
        StorePage* opened = nullptr;
        QVERIFY(openAndWait(*window_, StoreAddress::store(storeUri_), &opened));
        auto* page = qobject_cast<KvStorePage*>(opened);
        QVERIFY(page != nullptr);
        window_->addressBar()->setFocus();
        QTest::keyClick(window_->addressBar(), Qt::Key_F, Qt::ControlModifier);
        QCOMPARE(page->views()->currentWidget(), page->keys());
        auto* field = qobject_cast<QLineEdit*>(QApplication::focusWidget());
        QVERIFY(field != nullptr);
        QVERIFY(page->keys()->searchBar()->isAncestorOf(field));

        QTest::keyClicks(field, QStringLiteral("hit/"));
        QTest::keyClick(field, Qt::Key_Return);
        QTRY_COMPARE_WITH_TIMEOUT(page->keys()->resultsModel()->rowCount(), 5, kAsyncTimeoutMs);
        QTableView* results = page->keys()->resultsView();
        const int first = results->currentIndex().isValid() ? results->currentIndex().row() : -1;
        QTest::keyClick(focused(window_.get()), Qt::Key_F3);
        QCOMPARE(results->currentIndex().row(), first + 1);
        QTest::keyClick(focused(window_.get()), Qt::Key_F3);
        QCOMPARE(results->currentIndex().row(), first + 2);
        QTRY_COMPARE_WITH_TIMEOUT(page->keys()->currentKey(),
                                  results->currentIndex().data(Qt::DisplayRole).toString().toUtf8(), kAsyncTimeoutMs);
    }

    void ctrlFOnAHiveGoesToTheAddressBar() {
        StorePage* page = nullptr;
        QVERIFY(openAndWait(*window_, StoreAddress::hive(dir_.filePath(QStringLiteral("hive"))), &page));
        focusTheList(page);
        QTest::keyClick(focused(window_.get()), Qt::Key_F, Qt::ControlModifier);
        QTRY_VERIFY(window_->addressBar()->hasFocus());
    }

    void everyMenuAndItemHasAMnemonic() {
        StorePage* page = nullptr;
        QVERIFY(openAndWait(*window_, StoreAddress::hive(dir_.filePath(QStringLiteral("hive"))), &page));
        QStringList missing;
        for (QAction* menu : window_->menuBar()->actions()) {
            if (!menu->text().contains(QLatin1Char('&'))) missing.append(menu->text());
            if (menu->menu() != nullptr) missing += withoutMnemonic(menu->menu());
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
    }

private:
    QTemporaryDir dir_;
    QString storeUri_;
    std::unique_ptr<MainWindow> window_;
};

int runKeyboardTests(int argc, char** argv) {
    KeyboardTest test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace wr::test

#include "keyboard_test.moc"
