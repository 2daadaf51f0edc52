// wrstudio --view names a view in English or in the language shown: with the
// Korean translation installed, "Statistics" finds the tab reading "통계".
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include "widgets/shell/store_address.h"
#include "widgets/shell/store_page.h"
#include "widgets/test_support.h"
#include "widgets/window/main_window.h"
#include "widgets/window/named_view.h"

namespace wr::test {

class NamedViewTest : public QObject {
    Q_OBJECT

private slots:
    void englishAndKoreanNamesFindTheView() {
        QTemporaryDir directory;
        buildTestHive(directory.path());
        QTranslator korean;
        QVERIFY(korean.load(QStringLiteral(WRSTUDIO_KO_QM)));
        QCoreApplication::installTranslator(&korean);
        {
            MainWindow window;
            gui::StorePage* page = window.openStore(gui::StoreAddress::hive(directory.path()));
            QSignalSpy finished(page, &gui::StorePage::openFinished);
            QVERIFY(finished.wait(kAsyncTimeoutMs));
            QTabWidget* views = page->views();
            QCOMPARE(views->tabText(1), QStringLiteral("통계"));

            QVERIFY(gui::showNamedView(*page, QStringLiteral("Statistics")));
            QCOMPARE(views->currentIndex(), 1);
            QVERIFY(gui::showNamedView(*page, QStringLiteral("registry")));
            QCOMPARE(views->currentIndex(), 0);
            QVERIFY(gui::showNamedView(*page, QStringLiteral("통계")));
            QCOMPARE(views->currentIndex(), 1);
            QVERIFY(!gui::showNamedView(*page, QStringLiteral("Chunks")));
            QCOMPARE(views->currentIndex(), 1);
        }
        QCoreApplication::removeTranslator(&korean);
    }
};

int runNamedViewTests(int argc, char** argv) {
    NamedViewTest test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace wr::test

#include "named_view_test.moc"
