// The key-value store page as a user drives it, on a WR-Store (hashed
// registry index), a ZDB and the peer the explorer tests build: a written
// delete shows as gone in every view without an error, reopening keeps the
// user's place, actions follow what the store can do, going to a key works
// alike everywhere, counts say when they are estimates and can be made
// exact, and a staged value shows in its row.
#include <QAbstractButton>
#include <QLabel>
#include <QLocale>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "explorer_support.h"
#include "stores/store_factory.h"
#include "widgets/common/message_bar.h"
#include "widgets/common/progress_strip.h"
#include "widgets/common/statistics_panel.h"
#include "widgets/inspector/value_inspector.h"
#include "widgets/kv/key_list_model.h"
#include "widgets/kv/key_placement_panel.h"
#include "widgets/kv/kv_browser.h"
#include "widgets/kv/kv_editor.h"
#include "widgets/kv/search_results_model.h"
#include "widgets/pages/kv_store_page.h"
#include "widgets/registry/registry_browser.h"

namespace wr::test {

using wr::gui::KeyRowsModel;
using wr::gui::KvBrowser;
using wr::gui::KvStorePage;
using wr::gui::MessageBar;
using wr::gui::StoreAddress;
using wr::gui::StoreCommand;

namespace {

constexpr int kStoreKeys = 40;

QByteArray keyOf(int i) { return QStringLiteral("key/%1").arg(i, 3, 10, QLatin1Char('0')).toUtf8(); }
QByteArray valueOf(int i) { return QStringLiteral("value %1").arg(i).toUtf8(); }

// A store of `keys` pairs key/000 = "value 0" ...
QString buildStore(const QString& uri, int keys = kStoreKeys) {
    auto opened = wr::kv::openStore(uri.toStdString());
    if (!opened) {
        QTest::qFail(opened.status().toString().c_str(), __FILE__, __LINE__);
        return {};
    }
    wr::kv::WriteBatch batch;
    for (int i = 0; i < keys; ++i) {
        const QByteArray key = keyOf(i);
        const QByteArray value = valueOf(i);
        batch.put({key.constData(), size_t(key.size())}, {value.constData(), size_t(value.size())});
    }
    const wr::Status written = opened.value()->write(batch);
    if (!written.isOk()) {
        QTest::qFail(written.toString().c_str(), __FILE__, __LINE__);
        return {};
    }
    (void)opened.value()->close();
    return uri;
}

// The page's messages, by level.
struct Messages {
    explicit Messages(KvStorePage& page) : spy(&page, &KvStorePage::message) {}
    int count(MessageBar::Level level) const {
        int n = 0;
        for (const QList<QVariant>& args : spy) n += args.at(0).value<MessageBar::Level>() == level ? 1 : 0;
        return n;
    }
    QString all() const {
        QStringList texts;
        for (const QList<QVariant>& args : spy) texts.append(args.at(1).toString());
        return texts.join(QLatin1Char('\n'));
    }
    QSignalSpy spy;
};

// Shown, as a user sees it (the placement panel works only while shown).
bool openPage(KvStorePage& page) {
    page.resize(1000, 600);
    page.show();
    QSignalSpy opened(&page, &KvStorePage::openFinished);
    page.open();
    if (!QTest::qWaitFor([&] { return !opened.isEmpty(); }, kAsyncTimeoutMs)) return false;
    return opened.first().at(0).toBool();
}

QByteArray shownValue(const KvBrowser& browser) {
    const auto& source = browser.inspector()->source();
    return source != nullptr ? source->read(0, 1000) : QByteArray();
}

// What the inspector says in place of a value.
bool inspectorSays(const KvBrowser& browser, const QString& text) {
    for (const QLabel* label : browser.inspector()->findChildren<QLabel*>()) {
        if (label->text().contains(text)) return true;
    }
    return false;
}

bool resultsHold(const KvBrowser& browser, const QByteArray& key) {
    for (int row = 0; row < browser.resultsModel()->rowCount(); ++row) {
        if (browser.resultsModel()->keyAt(row) == key) return true;
    }
    return false;
}

}  // namespace

class KvPageTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(base_.isValid()); }

    // Delete, Yes, Write Changes: the key is gone from the key list, the
    // search results, the inspector and the placement panel, and nothing
    // reports an error for it.
    void aWrittenDeleteShowsTheStoreAsItNowIs_data() { storeKinds(); }
    void aWrittenDeleteShowsTheStoreAsItNowIs() {
        QFETCH(QString, uri);
        KvStorePage page(StoreAddress::store(buildStore(uri), true));
        Messages messages(page);
        QVERIFY(openPage(page));
        KvBrowser* browser = page.keys();
        const QByteArray key = keyOf(3);
        page.goTo(QString::fromUtf8(keyOf(0)).chopped(1));  // key/00: lists key/000 .. key/009
        QTRY_COMPARE_WITH_TIMEOUT(browser->resultsModel()->rowCount(), 10, kAsyncTimeoutMs);
        browser->showKeyNamed(key);
        QTRY_COMPARE_WITH_TIMEOUT(shownValue(*browser), valueOf(3), kAsyncTimeoutMs);
        const bool placed = browser->placementPanel()->isVisibleTo(browser);
        if (placed)
            QTRY_VERIFY_WITH_TIMEOUT(browser->placementPanel()->lookupText().startsWith("found"), kAsyncTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(browser->keyModel()->isCountExact(), kAsyncTimeoutMs);

        QVERIFY(page.editor()->remove(key).isOk());
        QSignalSpy written(page.editor(), &wr::gui::KvEditor::written);
        page.run(StoreCommand::WriteChanges);
        QTRY_COMPARE_WITH_TIMEOUT(written.size(), 1, kAsyncTimeoutMs);

        QTRY_VERIFY_WITH_TIMEOUT(inspectorSays(*browser, QStringLiteral("no key key/003")), kAsyncTimeoutMs);
        QVERIFY(browser->inspector()->source() == nullptr);
        QTRY_COMPARE_WITH_TIMEOUT(browser->resultsModel()->rowCount(), 9, kAsyncTimeoutMs);
        QVERIFY(!resultsHold(*browser, key));
        QTRY_COMPARE_WITH_TIMEOUT(browser->keyModel()->rowCount(), kStoreKeys - 1, kAsyncTimeoutMs);
        if (placed) {
            QTRY_COMPARE_WITH_TIMEOUT(browser->placementPanel()->lookupText(), QStringLiteral("not found"),
                                      kAsyncTimeoutMs);
        }
        QTRY_VERIFY_WITH_TIMEOUT(page.session()->pendingRequests() == 0, kAsyncTimeoutMs);
        QVERIFY2(messages.count(MessageBar::Level::Error) == 0, qPrintable(messages.all()));
    }

    // Reopening for writing keeps the selected key and its value, the search
    // and its status, and the index tree's selection.
    void reopeningKeepsTheUsersPlace_data() { storeKinds(); }
    void reopeningKeepsTheUsersPlace() {
        QFETCH(QString, uri);
        KvStorePage page(StoreAddress::store(buildStore(uri)));
        QVERIFY(openPage(page));
        KvBrowser* browser = page.keys();
        page.goTo(QString::fromUtf8(keyOf(12)));
        QTRY_COMPARE_WITH_TIMEOUT(shownValue(*browser), valueOf(12), kAsyncTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(page.statusText().contains(QStringLiteral("1 found")), kAsyncTimeoutMs);
        QString leaf;
        if (page.indexBrowser() != nullptr) {
            QTRY_VERIFY_WITH_TIMEOUT(page.indexBrowser()->currentKeyPath().count(QLatin1Char('\\')) == 3,
                                     kAsyncTimeoutMs);
            leaf = page.indexBrowser()->currentKeyPath();
        }
        const QWidget* view = page.views()->currentWidget();

        QSignalSpy opened(&page, &KvStorePage::openFinished);
        page.reopen(true);
        QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 1, kAsyncTimeoutMs);
        QVERIFY(opened.first().at(0).toBool());
        QVERIFY(!page.isReadOnly());
        QCOMPARE(page.views()->currentWidget(), view);
        QCOMPARE(browser->currentKey(), keyOf(12));
        QTRY_COMPARE_WITH_TIMEOUT(shownValue(*browser), valueOf(12), kAsyncTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(browser->resultsModel()->rowCount(), 1, kAsyncTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(page.statusText().contains(QStringLiteral("1 found")), kAsyncTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(browser->resultsView()->currentIndex().row(), 0, kAsyncTimeoutMs);
        if (page.indexBrowser() != nullptr) {
            QTRY_COMPARE_WITH_TIMEOUT(page.indexBrowser()->currentKeyPath(), leaf, kAsyncTimeoutMs);
        }
    }

    // Check Integrity and Compact are offered exactly where the store has them.
    void actionsFollowTheStoresCapabilities_data() { storeKinds(); }
    void actionsFollowTheStoresCapabilities() {
        QFETCH(QString, uri);
        QFETCH(bool, canCheck);
        QFETCH(bool, canCompact);
        KvStorePage page(StoreAddress::store(buildStore(uri), true));
        QVERIFY(openPage(page));
        QTRY_VERIFY_WITH_TIMEOUT(!page.isBusy(), kAsyncTimeoutMs);
        QCOMPARE(page.session()->info().capabilities.canCheck, canCheck);
        QCOMPARE(page.session()->info().capabilities.canCompact, canCompact);
        QCOMPARE(page.canRun(StoreCommand::CheckIntegrity), canCheck);
        QCOMPARE(page.canRun(StoreCommand::Compact), canCompact);
        // The Statistics panel's Check button too.
        bool checkShown = false;
        for (const QAbstractButton* button : page.statistics()->findChildren<QAbstractButton*>()) {
            if (button->text().contains(QStringLiteral("Check")) && button->isVisibleTo(page.statistics())) {
                checkShown = true;
            }
        }
        QCOMPARE(checkShown, canCheck);
    }

    // Going to a key selects it and shows its value on every store, lists
    // the keys it starts, and the status line agrees; a missing key is a
    // notice, never an error.
    void goingToAKeyWorksAlikeOnEveryStore_data() { storeKinds(); }
    void goingToAKeyWorksAlikeOnEveryStore() {
        QFETCH(QString, uri);
        KvStorePage page(StoreAddress::store(buildStore(uri)));
        Messages messages(page);
        QVERIFY(openPage(page));
        KvBrowser* browser = page.keys();
        page.goTo(QString::fromUtf8(keyOf(21)));
        QCOMPARE(page.views()->currentWidget(), browser);
        QCOMPARE(browser->currentKey(), keyOf(21));
        QTRY_COMPARE_WITH_TIMEOUT(shownValue(*browser), valueOf(21), kAsyncTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(page.statusText().contains(QStringLiteral("1 found")), kAsyncTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(browser->resultsView()->currentIndex().row(), 0, kAsyncTimeoutMs);
        if (page.indexBrowser() != nullptr) {
            // The index goes to the key's leaf as well, behind the Keys view.
            QTRY_VERIFY_WITH_TIMEOUT(page.indexBrowser()->currentKeyPath().count(QLatin1Char('\\')) == 3,
                                     kAsyncTimeoutMs);
            QCOMPARE(page.views()->currentWidget(), browser);
        }

        page.goTo(QStringLiteral("key/none"));
        QTRY_COMPARE_WITH_TIMEOUT(messages.count(MessageBar::Level::Information), 1, kAsyncTimeoutMs);
        QVERIFY(messages.all().contains(QStringLiteral("no key key/none")));
        QVERIFY(inspectorSays(*browser, QStringLiteral("no key key/none")));
        QTRY_VERIFY_WITH_TIMEOUT(page.statusText().contains(QStringLiteral("0 found")), kAsyncTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(page.session()->pendingRequests() == 0, kAsyncTimeoutMs);
        QVERIFY2(messages.count(MessageBar::Level::Error) == 0, qPrintable(messages.all()));
        QCOMPARE(messages.count(MessageBar::Level::Information), 1);
    }

    // A sampled count says "about" and how it was made, in the status line
    // and the statistics; Count Keys counts every key in the background.
    void anEstimatedCountSaysSoAndCanBeMadeExact() {
        // 2D_2L: past 4,096 leaves the estimator samples some under each first-level key.
        constexpr int kKeys = 6000;
        const QString uri =
            buildStore(QStringLiteral("wrstore:hive=%1;db=kvs;depth=2;len=2").arg(newDirectory()), kKeys);
        KvStorePage page(StoreAddress::store(uri));
        KvBrowser* browser = page.keys();
        // Hidden, with small pages: the list does not walk to the end by itself.
        browser->keyModel()->setPageSize(5);
        QSignalSpy opened(&page, &KvStorePage::openFinished);
        page.open();
        QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 1, kAsyncTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(browser->keyModel()->countEstimate().has_value(), kAsyncTimeoutMs);
        QVERIFY(!browser->keyModel()->isCountExact());
        QTRY_VERIFY_WITH_TIMEOUT(page.statusText().contains(QStringLiteral("about")), kAsyncTimeoutMs);
        QVERIFY2(page.statusText().contains(QStringLiteral("sampled")), qPrintable(page.statusText()));

        page.views()->setCurrentWidget(page.statistics());
        QTRY_VERIFY_WITH_TIMEOUT(statisticsText(page).contains(QStringLiteral("about")), kAsyncTimeoutMs);

        page.countKeysExactly();
        QVERIFY(page.progressStrip()->isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(browser->keyModel()->isCountExact(), kAsyncTimeoutMs);
        QVERIFY(!page.progressStrip()->isRunning());
        QCOMPARE(browser->keyModel()->rowCount(), kKeys);
        QTRY_VERIFY_WITH_TIMEOUT(!page.statusText().contains(QStringLiteral("about")), kAsyncTimeoutMs);
        QVERIFY2(page.statusText().contains(QLocale().toString(kKeys)), qPrintable(page.statusText()));
        QTRY_VERIFY_WITH_TIMEOUT(statisticsText(page).contains(QStringLiteral("(every key counted)")), kAsyncTimeoutMs);
        QVERIFY(statisticsText(page).contains(QLocale().toString(kKeys)));
    }

    // A modified key's row shows the staged value's size and preview, marked
    // as staged, until it is reverted.
    void aStagedValueShowsInItsRow() {
        const QString uri = buildStore(QStringLiteral("zdb:dir=%1;keys=string").arg(newDirectory()));
        KvStorePage page(StoreAddress::store(uri, true));
        QVERIFY(openPage(page));
        auto* model = page.keys()->keyModel();
        QTRY_VERIFY_WITH_TIMEOUT(model->rowCount() > 0 && model->isLoaded(0), kAsyncTimeoutMs);
        const QByteArray key = model->keyAt(0);
        const QModelIndex size = model->index(0, KeyRowsModel::SizeColumn);
        const QModelIndex preview = model->index(0, KeyRowsModel::PreviewColumn);
        (void)size.data();
        QTRY_VERIFY_WITH_TIMEOUT(size.data(KeyRowsModel::ValueSizeRole).isValid(), kAsyncTimeoutMs);
        const quint64 stored = size.data(KeyRowsModel::ValueSizeRole).toULongLong();
        const QByteArray staged(3000, 'z');
        QVERIFY(page.editor()->put(key, staged).isOk());
        QCOMPARE(size.data(KeyRowsModel::ValueSizeRole).toULongLong(), quint64(staged.size()));
        QVERIFY2(size.data().toString().contains(QStringLiteral("(staged)")), qPrintable(size.data().toString()));
        QVERIFY(size.data().toString().contains(QStringLiteral("KiB")));
        QVERIFY(preview.data().toString().startsWith(QStringLiteral("zzzz")));
        page.undoStack()->undo();
        QCOMPARE(size.data(KeyRowsModel::ValueSizeRole).toULongLong(), stored);
        QVERIFY(!size.data().toString().contains(QStringLiteral("(staged)")));
    }

private:
    void storeKinds() {
        QTest::addColumn<QString>("uri");
        QTest::addColumn<bool>("canCheck");
        QTest::addColumn<bool>("canCompact");
        const QString path = newDirectory();
        QTest::newRow("wrstore") << QStringLiteral("wrstore:hive=%1/hive;db=kvs;depth=3;len=1").arg(path) << true
                                 << false;
        QTest::newRow("zdb") << QStringLiteral("zdb:dir=%1/zdb;keys=string").arg(path) << true << true;
        for (const auto& info : wr::kv::knownSchemes()) {
            if (info.scheme == "rocksdb") {
                QTest::newRow("rocksdb") << QStringLiteral("rocksdb:dir=%1/rocks").arg(path) << false << true;
            }
        }
    }

    // Every cell of the panel's sections and their rows.
    static QString statisticsText(const KvStorePage& page) {
        QStringList texts;
        for (const QAbstractItemView* view : page.statistics()->findChildren<QAbstractItemView*>()) {
            if (view->model() != nullptr) collectTexts(*view->model(), {}, texts);
        }
        return texts.join(QLatin1Char('\n'));
    }

    static void collectTexts(const QAbstractItemModel& model, const QModelIndex& parent, QStringList& texts) {
        for (int row = 0; row < model.rowCount(parent); ++row) {
            for (int column = 0; column < model.columnCount(parent); ++column)
                texts.append(model.index(row, column, parent).data().toString());
            collectTexts(model, model.index(row, 0, parent), texts);
        }
    }

    // A directory of its own for each store.
    QString newDirectory() { return base_.filePath(QString::number(++directories_)); }

    QTemporaryDir base_;
    int directories_ = 0;
};

int runKvPageTests(int argc, char** argv) {
    KvPageTest test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace wr::test

#include "kv_page_test.moc"
