// A user's walk through each kind of store in the window: open it, make it
// writable, stage a new entry, a modification and a deletion, write them, and
// close it; no message is shown anywhere on the way, and the store then holds
// exactly the pairs expected.
#include <QAction>
#include <QMap>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "registry/value_type.h"
#include "stores/store_factory.h"
#include "widgets/common/message_bar.h"
#include "widgets/kv/kv_editor.h"
#include "widgets/pages/hive_page.h"
#include "widgets/pages/kv_store_page.h"
#include "widgets/registry/registry_editor.h"
#include "widgets/registry/registry_session.h"
#include "widgets/window/main_window.h"
#include "window_support.h"

using wr::gui::StoreAddress;
using wr::gui::StorePage;

namespace wr::test {

namespace {

using Pairs = QMap<QByteArray, QByteArray>;

wr::BytesView view(const QByteArray& bytes) { return {bytes.constData(), size_t(bytes.size())}; }

bool known(const char* scheme) {
    for (const auto& info : wr::kv::knownSchemes()) {
        if (info.scheme == scheme) return true;
    }
    return false;
}

bool fill(const QString& uri, const Pairs& pairs) {
    auto store = wr::kv::openStore(uri.toStdString());
    if (!store) return false;
    wr::kv::WriteBatch batch;
    for (auto it = pairs.cbegin(); it != pairs.cend(); ++it) batch.put(view(it.key()), view(it.value()));
    return store.value()->write(batch).isOk() && store.value()->close().isOk();
}

// Every pair of the store, read through the core API; nullopt while the store
// cannot be opened (the window may still be letting go of it).
std::optional<Pairs> readAll(const QString& uri) {
    wr::kv::OpenOptions options;
    options.readOnly = true;
    options.createIfMissing = false;
    auto store = wr::kv::openStore(uri.toStdString(), options);
    if (!store) return std::nullopt;
    auto cursor = store.value()->scan();
    if (!cursor) return std::nullopt;
    Pairs pairs;
    for (auto& c = *cursor.value(); c.valid(); c.next()) {
        auto value = c.value();
        if (!value) return std::nullopt;
        pairs.insert(QByteArray(c.key().data(), qsizetype(c.key().size())),
                     QByteArray(value.value().data(), qsizetype(value.value().size())));
    }
    if (!cursor.value()->status().isOk()) return std::nullopt;
    return pairs;
}

// No message strip is shown in the window, whichever tab it belongs to.
QString shownMessages(const MainWindow& window) {
    QStringList shown;
    for (const wr::gui::MessageBar* bar : window.findChildren<wr::gui::MessageBar*>()) {
        if (!bar->isHidden()) shown.append(bar->text());
    }
    return shown.join(QLatin1Char('\n'));
}

// Switches the current tab to writable through Tools > Writable, as a user does.
bool makeWritable(MainWindow& window, StorePage* page) {
    QSignalSpy opened(page, &StorePage::openFinished);
    answerNextMessageBox(QStringLiteral("Yes"));
    windowAction(window, QStringLiteral("Writable"))->trigger();
    if (page->isReadOnly()) return false;
    while (opened.isEmpty() || !opened.last().at(0).toBool()) {
        if (!opened.wait(kAsyncTimeoutMs)) return false;
    }
    return page->isOpen();
}

// File > Write Changes, and its answer.
bool writeChanges(MainWindow& window, StorePage* page) {
    QSignalSpy finished(page, &StorePage::writeFinished);
    windowAction(window, QStringLiteral("Write Changes"))->trigger();
    return finished.wait(kAsyncTimeoutMs) && finished.last().at(0).toBool();
}

// Closes the current tab and lets the events run that let go of the store.
void closeCurrentTab(MainWindow& window) {
    windowAction(window, QStringLiteral("Close Tab"))->trigger();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
}

}  // namespace

class WalkthroughTest : public QObject {
    Q_OBJECT

private slots:
    void eachStore_data() {
        QTest::addColumn<QString>("uri");
        QVERIFY(dir_.isValid());
        const QString d = dir_.path();
        QTest::newRow("wrstore") << QStringLiteral("wrstore:hive=%1/wrstore;db=kvs").arg(d);
        QTest::newRow("wrstore++") << QStringLiteral("wrstore++:hive=%1/pp/hive;db=kvspp;data=%1/pp/values").arg(d);
        QTest::newRow("zdb") << QStringLiteral("zdb:dir=%1/zdb;keys=string").arg(d);
        if (known("rocksdb")) QTest::newRow("rocksdb") << QStringLiteral("rocksdb:dir=%1/rocksdb").arg(d);
    }

    void eachStore() {
        QFETCH(QString, uri);
        const Pairs before{{"alpha", "1"}, {"beta", "2"}, {"gamma", "3"}};
        QVERIFY(fill(uri, before));
        MainWindow window;
        window.show();
        StorePage* page = nullptr;
        QVERIFY(openAndWait(window, StoreAddress::store(uri), &page));
        QVERIFY(makeWritable(window, page));
        auto* kv = qobject_cast<wr::gui::KvStorePage*>(page);
        QVERIFY(kv != nullptr);
        QVERIFY(kv->editor()->put("delta", "4").isOk());
        QVERIFY(kv->editor()->put("beta", "two").isOk());
        QVERIFY(kv->editor()->remove(QByteArray("gamma")).isOk());
        QVERIFY(writeChanges(window, page));
        QVERIFY(!page->hasUnwrittenChanges());
        QTRY_VERIFY_WITH_TIMEOUT(!page->isBusy(), kAsyncTimeoutMs);
        QVERIFY2(shownMessages(window).isEmpty(), qPrintable(shownMessages(window)));
        closeCurrentTab(window);
        QCOMPARE(window.pages().size(), 0);
        const Pairs expected{{"alpha", "1"}, {"beta", "two"}, {"delta", "4"}};
        std::optional<Pairs> after;
        QTRY_VERIFY_WITH_TIMEOUT((after = readAll(uri)).has_value(), kAsyncTimeoutMs);
        QCOMPARE(*after, expected);
    }

    void aHive() {
        const QString directory = dir_.filePath(QStringLiteral("hive"));
        buildTestHive(directory);
        MainWindow window;
        window.show();
        StorePage* page = nullptr;
        QVERIFY(openAndWait(window, StoreAddress::hive(directory), &page));
        QVERIFY(makeWritable(window, page));
        auto* hive = qobject_cast<wr::gui::HivePage*>(page);
        QVERIFY(hive != nullptr);
        const QString employee = QStringLiteral("Factory\\Workshops\\Workshop0000\\Employees\\Employee0000");
        QVERIFY(hive->editor()->createKey(QStringLiteral("Factory"), QStringLiteral("Visitors")).isOk());
        QVERIFY(hive->editor()
                    ->setValue(employee, QStringLiteral("Post"), wr::reg::REG_BINARY, QByteArray("Chief"))
                    .isOk());
        QVERIFY(hive->editor()->deleteValue(employee, QStringLiteral("Wage")).isOk());
        QVERIFY(writeChanges(window, page));
        QTRY_VERIFY_WITH_TIMEOUT(!page->isBusy(), kAsyncTimeoutMs);
        QVERIFY2(shownMessages(window).isEmpty(), qPrintable(shownMessages(window)));
        closeCurrentTab(window);

        wr::gui::RegistrySession session;
        QTRY_VERIFY_WITH_TIMEOUT(openAndWait(session, directory), kAsyncTimeoutMs);
        QCOMPARE(subkeyCount(session, QStringLiteral("Factory\\Visitors")), 0);
        QCOMPARE(readValue(session, employee, QStringLiteral("Post")), std::optional(QByteArray("Chief")));
        QCOMPARE(readValue(session, employee, QStringLiteral("Wage")), std::nullopt);
    }

private:
    QTemporaryDir dir_;
};

int runWalkthroughTests(int argc, char** argv) {
    WalkthroughTest test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace wr::test

#include "walkthrough_test.moc"
