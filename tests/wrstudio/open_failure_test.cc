// A store that does not open: its tab says why, with Retry and Close, instead
// of views waiting for it forever, and Writable is off until it opens.
#include <QAction>
#include <QDir>
#include <QPushButton>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include "stores/store_factory.h"
#include "widgets/shell/open_failure_panel.h"
#include "widgets/shell/store_page.h"
#include "widgets/window/main_window.h"
#include "window_support.h"

using wr::gui::StoreAddress;
using wr::gui::StorePage;

namespace wr::test {

namespace {

bool createStore(const QString& uri) {
    auto store = wr::kv::openStore(uri.toStdString());
    return store && store.value()->close().isOk();
}

QString wrstorePlusPlusUri(const QString& directory, const QString& db) {
    return QStringLiteral("wrstore++:hive=%1/hive;db=%2;data=%1/values").arg(directory, db);
}

}  // namespace

class OpenFailureTest : public QObject {
    Q_OBJECT

private slots:
    void missingZdbShowsWhyAndRetryOpensItOnceCreated() {
        QTemporaryDir dir;
        const QString uri = QStringLiteral("zdb:dir=") + dir.filePath(QStringLiteral("missing"));
        MainWindow window;
        window.show();
        StorePage* page = nullptr;
        QVERIFY(!openAndWait(window, StoreAddress::store(uri), &page));
        QVERIFY(page->openFailure()->isVisible());
        QVERIFY(!page->views()->isVisible());
        QVERIFY(page->openFailure()->text().contains(page->address().title()));
        QVERIFY(!page->isBusy());
        QVERIFY(!windowAction(window, QStringLiteral("Writable"))->isEnabled());
        QVERIFY(!page->messageBar()->isVisible());

        QVERIFY(createStore(uri));
        QTest::mouseClick(page->openFailure()->retryButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(page->isOpen(), kAsyncTimeoutMs);
        QTRY_VERIFY(page->views()->isVisible());
        QVERIFY(!page->openFailure()->isVisible());
        QVERIFY(windowAction(window, QStringLiteral("Writable"))->isEnabled());
    }

    void wrongWrStorePlusPlusDatabaseShowsWhyAndRetryOpensIt() {
        QTemporaryDir dir;
        QVERIFY(createStore(wrstorePlusPlusUri(dir.path(), QStringLiteral("kvspp"))));
        const QString uri = wrstorePlusPlusUri(dir.path(), QStringLiteral("kvs"));
        MainWindow window;
        window.show();
        StorePage* page = nullptr;
        QVERIFY(!openAndWait(window, StoreAddress::store(uri), &page));
        QVERIFY(page->openFailure()->isVisible());
        QVERIFY(page->openFailure()->text().contains(QStringLiteral("kvs")));

        QVERIFY(createStore(uri));
        QTest::mouseClick(page->openFailure()->retryButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(page->isOpen(), kAsyncTimeoutMs);
        QTRY_VERIFY(page->views()->isVisible());
        QVERIFY(!page->openFailure()->isVisible());
    }

    void closeRemovesTheTab() {
        QTemporaryDir dir;
        MainWindow window;
        window.show();
        StorePage* page = nullptr;
        QVERIFY(!openAndWait(window, StoreAddress::store(QStringLiteral("zdb:dir=") + dir.filePath("missing")), &page));
        QCOMPARE(window.pages().size(), 1);
        QTest::mouseClick(page->openFailure()->closeButton(), Qt::LeftButton);
        QCOMPARE(window.pages().size(), 0);
        QVERIFY(window.currentPage() == nullptr);
    }
};

int runOpenFailureTests(int argc, char** argv) {
    OpenFailureTest test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace wr::test

#include "open_failure_test.moc"
