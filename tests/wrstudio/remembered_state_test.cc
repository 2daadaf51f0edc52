// What the window remembers between runs: its geometry, its docks, and the
// view each store was last shown in.
#include <QDockWidget>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include "widgets/shell/store_page.h"
#include "widgets/window/main_window.h"
#include "window_support.h"

using wr::gui::StoreAddress;
using wr::gui::StorePage;

namespace wr::test {

class RememberedStateTest : public QObject {
    Q_OBJECT

private slots:
    void geometryAndDocksComeBack() {
        {
            MainWindow window;
            window.show();
            window.resize(700, 500);
            QTRY_COMPARE(window.size(), QSize(700, 500));
            window.findChild<QDockWidget*>(QStringLiteral("operationLog"))->hide();
            QVERIFY(window.close());
        }
        MainWindow again;
        again.restoreLayout();
        again.show();
        QTRY_COMPARE(again.size(), QSize(700, 500));
        QVERIFY(!again.findChild<QDockWidget*>(QStringLiteral("operationLog"))->isVisible());
        QVERIFY(again.findChild<QDockWidget*>(QStringLiteral("stagedChanges"))->isVisible());
    }

    void aStoreOpensInTheViewLastShown() {
        QTemporaryDir dir;
        const QString uri = buildFigure2Store(dir.path());
        QVERIFY(!uri.isEmpty());
        {
            MainWindow window;
            window.show();
            StorePage* page = nullptr;
            QVERIFY(openAndWait(window, StoreAddress::store(uri), &page));
            QCOMPARE(page->views()->tabText(page->views()->currentIndex()), QStringLiteral("Index"));
            for (int i = 0; i < page->views()->count(); ++i) {
                if (page->views()->tabText(i) == QLatin1String("Statistics")) page->views()->setCurrentIndex(i);
            }
        }
        MainWindow window;
        window.show();
        StorePage* page = nullptr;
        QVERIFY(openAndWait(window, StoreAddress::store(uri), &page));
        QCOMPARE(page->views()->tabText(page->views()->currentIndex()), QStringLiteral("Statistics"));
    }
};

int runRememberedStateTests(int argc, char** argv) {
    RememberedStateTest test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace wr::test

#include "remembered_state_test.moc"
