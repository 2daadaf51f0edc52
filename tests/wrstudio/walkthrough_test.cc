// A user's walk through each kind of store in the window: open it through
// File > Open with every setting left at its default, make it writable, stage
// a new entry, a modification and a deletion, write them, copy a key, export
// the store, and close it; no message is shown anywhere on the way, the store
// then holds exactly the pairs expected, and the export equals what
// `wrctl kv export` writes of it.
#include <QAbstractButton>
#include <QAction>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLineEdit>
#include <QMap>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include "registry/value_type.h"
#include "stores/store_factory.h"
#include "widgets/common/message_bar.h"
#include "widgets/kv/kv_browser.h"
#include "widgets/kv/kv_editor.h"
#include "widgets/kv/kv_pair_export.h"
#include "widgets/kv/pair_export_dialog.h"
#include "widgets/pages/hive_page.h"
#include "widgets/pages/kv_store_page.h"
#include "widgets/registry/registry_editor.h"
#include "widgets/registry/registry_session.h"
#include "widgets/shell/open_store_dialog.h"
#include "widgets/window/main_window.h"
#include "window_support.h"

using wr::gui::StoreAddress;
using wr::gui::StorePage;

namespace wr::test {

namespace {

using Pairs = QMap<QByteArray, QByteArray>;
using StringMap = QMap<QString, QString>;

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

// Clicks the dialog's accepting button (OK, Open, Export...), as a user does.
void clickAccept(QDialog* dialog) {
    auto* box = dialog->findChild<QDialogButtonBox*>();
    QVERIFY(box != nullptr);
    for (QAbstractButton* button : box->buttons()) {
        if (box->buttonRole(button) == QDialogButtonBox::AcceptRole) {
            QVERIFY(button->isEnabled());
            button->click();
            return;
        }
    }
    QFAIL("the dialog has no accepting button");
}

// File > Open as a new user does it: the kind chosen, its location fields
// filled in, every other field left as the dialog shows it, and OK.
bool openThroughDialog(MainWindow& window, const QString& scheme, const QMap<QString, QString>& locations,
                       StorePage** page) {
    whenDialogShows<wr::gui::OpenStoreDialog>([scheme, locations](wr::gui::OpenStoreDialog* dialog) {
        dialog->typeBox()->setCurrentIndex(dialog->typeBox()->findData(scheme));
        for (auto it = locations.cbegin(); it != locations.cend(); ++it) dialog->field(it.key())->setText(it.value());
        clickAccept(dialog);
    });
    const int before = int(window.pages().size());
    windowAction(window, QStringLiteral("Open..."))->trigger();
    if (window.pages().size() != before + 1) return false;
    *page = window.currentPage();
    QSignalSpy finished(*page, &StorePage::openFinished);
    return (*page)->isOpen() || (finished.wait(kAsyncTimeoutMs) && finished.last().at(0).toBool());
}

// Ctrl+C on the key list's first row; empty when nothing was listed.
QString copyFirstKey(wr::gui::KvStorePage* page) {
    QTableView* keys = page->keys()->keyView();
    if (!QTest::qWaitFor([keys] { return keys->model()->rowCount() > 0; }, kAsyncTimeoutMs)) return {};
    keys->selectRow(0);
    keys->setFocus();
    QApplication::clipboard()->clear();
    QTest::keyClick(keys, Qt::Key_C, Qt::ControlModifier);
    return QApplication::clipboard()->text();
}

// File > Export as CSV of the whole store into `file`.
bool exportWholeStore(MainWindow& window, wr::gui::KvStorePage* page, const QString& file) {
    QSignalSpy finished(page->pairExport(), &wr::gui::KvPairExport::finished);
    whenDialogShows<wr::gui::PairExportDialog>([file](wr::gui::PairExportDialog* dialog) {
        dialog->findChildren<QRadioButton*>().last()->setChecked(true);  // the whole store
        dialog->findChild<QLineEdit*>()->setText(file);
        clickAccept(dialog);
    });
    windowAction(window, QStringLiteral("Export as CSV..."))->trigger();
    return finished.wait(kAsyncTimeoutMs);
}

// What `wrctl kv export URI FILE --format csv` writes of the store.
// Empty when wrctl failed, with what it said in `error`.
QByteArray exportedByWrctl(const QString& uri, const QString& file, QByteArray& error) {
    QProcess wrctl;
    wrctl.start(QStringLiteral(WRCTL_PATH), {QStringLiteral("kv"), QStringLiteral("export"), uri, file,
                                             QStringLiteral("--format"), QStringLiteral("csv")});
    const bool finished = wrctl.waitForFinished(kAsyncTimeoutMs);
    error = wrctl.readAllStandardError();
    if (!finished || wrctl.exitCode() != 0) return {};
    QFile written(file);
    return written.open(QIODevice::ReadOnly) ? written.readAll() : QByteArray();
}

QByteArray contentOf(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
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
        // Each store is made with its engine's defaults, and the dialog is
        // given only where it lives.
        QTest::addColumn<QString>("scheme");
        QTest::addColumn<StringMap>("locations");
        QVERIFY(dir_.isValid());
        const QString d = dir_.path();
        QTest::newRow("wrstore") << "wrstore" << StringMap{{"hive", d + "/wrstore"}};
        QTest::newRow("wrstore++") << "wrstore++" << StringMap{{"hive", d + "/pp/hive"}, {"data", d + "/pp/values"}};
        QTest::newRow("zdb") << "zdb" << StringMap{{"dir", d + "/zdb"}};
        if (known("rocksdb")) QTest::newRow("rocksdb") << "rocksdb" << StringMap{{"dir", d + "/rocksdb"}};
    }

    void eachStore() {
        QFETCH(QString, scheme);
        QFETCH(StringMap, locations);
        QStringList parameters;
        for (auto it = locations.cbegin(); it != locations.cend(); ++it) parameters.append(it.key() + '=' + it.value());
        const QString uri = scheme + ':' + parameters.join(';');
        const Pairs before{{"alpha", "1"}, {"beta", "2"}, {"gamma", "3"}};
        QVERIFY(fill(uri, before));
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        StorePage* page = nullptr;
        QVERIFY(openThroughDialog(window, scheme, locations, &page));
        QVERIFY(makeWritable(window, page));
        auto* kv = qobject_cast<wr::gui::KvStorePage*>(page);
        QVERIFY(kv != nullptr);
        QVERIFY(kv->editor()->put("delta", "4").isOk());
        QVERIFY(kv->editor()->put("beta", "two").isOk());
        QVERIFY(kv->editor()->remove(QByteArray("gamma")).isOk());
        QVERIFY(writeChanges(window, page));
        QVERIFY(!page->hasUnwrittenChanges());
        QTRY_VERIFY_WITH_TIMEOUT(!page->isBusy(), kAsyncTimeoutMs);
        QCOMPARE(copyFirstKey(kv).isEmpty(), false);
        const QString exported = dir_.filePath(QStringLiteral("%1.csv").arg(QTest::currentDataTag()));
        QVERIFY(exportWholeStore(window, kv, exported));
        QVERIFY2(shownMessages(window).isEmpty(), qPrintable(shownMessages(window)));
        closeCurrentTab(window);
        QCOMPARE(window.pages().size(), 0);
        const Pairs expected{{"alpha", "1"}, {"beta", "two"}, {"delta", "4"}};
        std::optional<Pairs> after;
        QTRY_VERIFY_WITH_TIMEOUT((after = readAll(uri)).has_value(), kAsyncTimeoutMs);
        QCOMPARE(*after, expected);
        // The closed tab's store is released on its worker thread; until then
        // another process is told the store is in use.
        QByteArray byWrctl;
        QByteArray error;
        QTRY_VERIFY2_WITH_TIMEOUT(
            !(byWrctl = exportedByWrctl(uri, exported + QStringLiteral(".wrctl"), error)).isEmpty(), error.constData(),
            kAsyncTimeoutMs);
        QCOMPARE(contentOf(exported), byWrctl);
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
