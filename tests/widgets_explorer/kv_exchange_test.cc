// Getting pairs out of a key-value store's page: File > Export as CSV / JSON
// of the selected rows or the whole store (the files' exact content, a
// cancelled export leaving no file), Copy Key / Value / Row with Ctrl+C,
// pasting hex into the entry editor, a "contains" search, recent searches
// and remembered column widths.
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <functional>
#include <future>

#include "explorer_support.h"
#include "stores/store_factory.h"
#include "widgets/inspector/value_inspector.h"
#include "widgets/kv/key_filter.h"
#include "widgets/kv/key_list_model.h"
#include "widgets/kv/kv_browser.h"
#include "widgets/kv/kv_clipboard.h"
#include "widgets/kv/kv_editor.h"
#include "widgets/kv/kv_entry_dialog.h"
#include "widgets/kv/kv_pair_export.h"
#include "widgets/kv/kv_pair_import.h"
#include "widgets/kv/kv_search_bar.h"
#include "widgets/kv/pair_export_dialog.h"
#include "widgets/kv/pair_import_dialog.h"
#include "widgets/kv/search_results_model.h"
#include "widgets/pages/kv_store_page.h"

namespace wr::test {

using wr::gui::KvBrowser;
using wr::gui::KvPairExport;
using wr::gui::KvStorePage;
using wr::gui::PairExportDialog;
using wr::gui::StoreCommand;

namespace {

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void setFile(PairExportDialog* dialog, const QString& file) {
    auto* edit = dialog->findChild<QLineEdit*>();
    QVERIFY(edit != nullptr);
    edit->setText(file);
}

}  // namespace

class KvExchangeTest : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> dir_;
    QString uri_;
    std::unique_ptr<KvStorePage> page_;

    QTableView* keyView() const { return page_->keys()->keyView(); }

    // Selects rows first..last of the key list (the store's first keys: item/00000 ..).
    void selectRows(QTableView* view, int first, int last) {
        QAbstractItemModel* model = view->model();
        QTRY_VERIFY_WITH_TIMEOUT(
            model->rowCount() > last &&
                !model->index(last, 0).data(gui::KeyRowsModel::KeyBytesRole).toByteArray().isEmpty(),
            kAsyncTimeoutMs);
        view->selectionModel()->setCurrentIndex(model->index(first, 0),
                                                QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        view->selectionModel()->select(QItemSelection(model->index(first, 0), model->index(last, 0)),
                                       QItemSelectionModel::Select | QItemSelectionModel::Rows);
    }

    // Exports through File > Export's command and dialog; the dialog is answered by `answer`.
    void exportThroughDialog(StoreCommand command, const QString& file, std::function<void(PairExportDialog*)> answer) {
        QSignalSpy finished(page_->pairExport(), &KvPairExport::finished);
        whenDialogShows<PairExportDialog>([file, answer = std::move(answer)](PairExportDialog* dialog) {
            setFile(dialog, file);
            answer(dialog);
            dialog->accept();
        });
        QVERIFY(page_->canRun(command));
        page_->run(command);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kAsyncTimeoutMs);
    }

private slots:
    void initTestCase() {
        // Remembered searches and columns go to a settings file of the tests' own.
        QStandardPaths::setTestModeEnabled(true);
        QSettings().remove(QStringLiteral("columns"));
    }

    void init() {
        dir_ = std::make_unique<QTemporaryDir>();
        QVERIFY(dir_->isValid());
        uri_ = buildTestStore(dir_->path());
        QVERIFY(!uri_.isEmpty());
        page_ = std::make_unique<KvStorePage>(gui::StoreAddress::store(uri_));
        page_->resize(1200, 800);
        QSignalSpy opened(page_.get(), &KvStorePage::openFinished);
        page_->open();
        QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 1, kAsyncTimeoutMs);
        QVERIFY(opened.first().at(0).toBool());
    }

    void cleanup() { page_.reset(); }

    void exportIsOfferedForSelectedRows() {
        selectRows(keyView(), 0, 2);
        QVERIFY(page_->canRun(StoreCommand::ExportCsv));
        QVERIFY(page_->canRun(StoreCommand::ExportJson));
    }

    void exportsTheSelectedRowsAsCsv() {
        selectRows(keyView(), 0, 2);
        const QString file = dir_->filePath(QStringLiteral("selected.csv"));
        exportThroughDialog(StoreCommand::ExportCsv, file, [](PairExportDialog* dialog) {
            auto* selection = dialog->findChildren<QRadioButton*>().first();
            QVERIFY(selection->isChecked());
            // (The plural comes from the translation, which the tests do not load.)
            QVERIFY(selection->text().startsWith(QLatin1String("The 3 selected key")));
            QVERIFY(selection->text().endsWith(QLatin1String(" of the key list")));
        });
        QCOMPARE(readAll(file), QByteArray("key,value,key_encoding,value_encoding\n"
                                           "item/00000,00ff,text,hex\n"
                                           "item/00001,0001ff,text,hex\n"
                                           "item/00002,000102ff,text,hex\n"));
    }

    void exportsTheWholeStoreAsJsonLines() {
        const QString file = dir_->filePath(QStringLiteral("all.jsonl"));
        exportThroughDialog(StoreCommand::ExportJson, file, [](PairExportDialog* dialog) {
            dialog->findChildren<QRadioButton*>().last()->setChecked(true);
            auto* values = dialog->findChildren<QComboBox*>().last();
            values->setCurrentIndex(values->findText(QStringLiteral("Base64")));
        });
        const QList<QByteArray> lines = readAll(file).split('\n');
        QCOMPARE(lines.size(), kTestKeys + 1);  // the last line ends too
        QVERIFY(lines.last().isEmpty());
        QCOMPARE(lines.first(), QByteArray("{\"key\":\"item/00000\",\"value\":\"AP8=\",\"key_encoding\":\"text\","
                                           "\"value_encoding\":\"base64\"}"));
        QVERIFY(
            lines.contains("{\"key\":\"user/0042/name\",\"value\":\"TmFtZSA0Mg==\",\"key_encoding\":\"text\","
                           "\"value_encoding\":\"base64\"}"));
    }

    void exportsTheSelectedSearchResults() {
        gui::SearchSpec spec;
        spec.mode = gui::SearchSpec::Mode::Contains;
        spec.pattern = QStringLiteral("0042/");
        QSignalSpy searched(page_->keys()->resultsModel(), &gui::SearchResultsModel::finished);
        page_->keys()->startSearch(spec);
        QTRY_COMPARE_WITH_TIMEOUT(searched.size(), 1, kAsyncTimeoutMs);
        QCOMPARE(page_->keys()->resultsModel()->rowCount(), 2);
        selectRows(page_->keys()->resultsView(), 0, 1);
        const QString file = dir_->filePath(QStringLiteral("results.csv"));
        exportThroughDialog(StoreCommand::ExportCsv, file, [](PairExportDialog* dialog) {
            QVERIFY(dialog->findChildren<QRadioButton*>().first()->text().endsWith(
                QLatin1String(" of the search results")));
        });
        QCOMPARE(readAll(file), QByteArray("key,value,key_encoding,value_encoding\n"
                                           "user/0042/email,u42@example.com,text,text\n"
                                           "user/0042/name,Name 42,text,text\n"));
    }

    void importPreviewsTheFileAndStagesItsPairs() {
        if (!uri_.startsWith(QLatin1String("leveldb:"))) QSKIP("the build has no LevelDB");
        QTemporaryDir emptyDir;
        const QString targetUri = QStringLiteral("leveldb:dir=") + emptyDir.filePath("store");
        QVERIFY(wr::kv::openStore(targetUri.toStdString()).isOk());  // created empty
        KvStorePage target(gui::StoreAddress::store(targetUri, true));
        QSignalSpy opened(&target, &KvStorePage::openFinished);
        target.open();
        QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 1, kAsyncTimeoutMs);
        QVERIFY(opened.first().at(0).toBool());
        QVERIFY(target.canRun(StoreCommand::ImportPairs));
        QVERIFY(!page_->canRun(StoreCommand::ImportPairs));  // read-only

        const QString file = dir_->filePath(QStringLiteral("in.jsonl"));
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(
            "{\"key\":\"a\",\"value\":\"1\"}\n"
            "{\"key\":\"00ff\",\"key_encoding\":\"hex\",\"value\":\"AAE=\",\"value_encoding\":\"base64\"}\n"
            "{\"key\":\"a\"}\n"
            "{\"key\":\"a\",\"value\":\"2\"}\n");
        out.close();
        QSignalSpy staged(target.pairImport(), &gui::KvPairImport::staged);
        // What the preview showed, checked once it is answered (a failure inside would leave it open).
        QString stageText;
        bool stageWasDisabled = false;
        QString problems;
        whenDialogShows<gui::PairImportDialog>([&](gui::PairImportDialog* dialog) {
            for (QAbstractButton* button : dialog->findChild<QDialogButtonBox*>()->buttons()) {
                if (!button->text().startsWith(QLatin1String("&Stage"))) continue;
                stageText = button->text();
                stageWasDisabled = !button->isEnabled();
            }
            problems = dialog->findChild<QPlainTextEdit*>()->toPlainText();
            dialog->findChild<QCheckBox*>()->setChecked(true);
            dialog->accept();
        });
        target.pairImport()->read(file, wr::exchange::PairFormat::kJsonLines);
        QTRY_COMPARE_WITH_TIMEOUT(staged.size(), 1, kAsyncTimeoutMs);
        QVERIFY2(stageText.startsWith(QLatin1String("&Stage 2 Pair")), qPrintable(stageText));
        QCOMPARE(problems, QStringLiteral("line 3: \"value\" is missing"));
        QVERIFY(stageWasDisabled);
        QCOMPARE(target.editor()->changeCount(), 2);
        QCOMPARE(target.undoStack()->count(), 1);
        QCOMPARE(target.editor()->pending()->stagedValue("a"), QByteArray("2"));
        QCOMPARE(target.editor()->pending()->stagedValue(QByteArray("\x00\xff", 2)), QByteArray("\x00\x01", 2));
        target.undoStack()->undo();
        QCOMPARE(target.editor()->changeCount(), 0);
        target.undoStack()->redo();
        QSignalSpy written(target.editor(), &gui::KvEditor::written);
        target.run(StoreCommand::WriteChanges);
        QTRY_COMPARE_WITH_TIMEOUT(written.size(), 1, kAsyncTimeoutMs);

        // Exported again, the pairs are the same bytes.
        QSignalSpy exported(target.pairExport(), &KvPairExport::finished);
        gui::PairExportRequest request;
        request.wholeStore = true;
        request.file = dir_->filePath(QStringLiteral("again.csv"));
        target.pairExport()->start(request);
        QTRY_COMPARE_WITH_TIMEOUT(exported.size(), 1, kAsyncTimeoutMs);
        QCOMPARE(readAll(request.file),
                 QByteArray("key,value,key_encoding,value_encoding\n00ff,0001,hex,hex\na,2,text,text\n"));
    }

    void cancelledExportLeavesNoFile() {
        QSignalSpy stopped(page_->pairExport(), &KvPairExport::stopped);
        const QString file = dir_->filePath(QStringLiteral("cancelled.csv"));
        gui::PairExportRequest request;
        request.wholeStore = true;
        request.file = file;
        // The session's worker runs requests in order: a task ahead of the
        // export holds it until the cancel is in, so a fast export of the
        // small store cannot finish first, however loaded the machine.
        std::promise<void> release;
        std::shared_future<void> released = release.get_future().share();
        page_->session()->runTask(QStringLiteral("hold"), [released](wr::kv::KvStore&, const wr::CancellationToken&) {
            released.wait();
            return wr::Status::ok();
        });
        page_->pairExport()->start(request);
        QVERIFY(!page_->canRun(StoreCommand::ExportCsv));  // one export at a time
        page_->pairExport()->cancel();
        release.set_value();
        QTRY_COMPARE_WITH_TIMEOUT(stopped.size(), 1, kAsyncTimeoutMs);
        QVERIFY(!QFile::exists(file));
        QCOMPARE(QDir(dir_->path()).entryList({QStringLiteral("cancelled*")}, QDir::Files), QStringList());
        QVERIFY(page_->canRun(StoreCommand::ExportCsv));
    }

    void ctrlCCopiesTheSelectedKeys() {
        page_->show();
        QVERIFY(QTest::qWaitForWindowExposed(page_.get()));
        page_->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(page_.get()));
        selectRows(keyView(), 1, 2);
        keyView()->setFocus();
        QTRY_VERIFY(keyView()->hasFocus());
        QApplication::clipboard()->clear();
        QTest::keyClick(keyView(), Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("item/00001\nitem/00002"));
    }

    void copiesValuesAndRows() {
        selectRows(keyView(), 0, 0);
        KvBrowser* keys = page_->keys();
        QTRY_VERIFY_WITH_TIMEOUT(keys->inspector()->source() != nullptr, kAsyncTimeoutMs);
        keys->clipboard()->copyValueAction()->trigger();
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("00 ff"));
        QCOMPARE(gui::valueText("Name 7"), QStringLiteral("Name 7"));

        keys->clipboard()->copyRowAction()->trigger();
        const QStringList cells = QApplication::clipboard()->text().split(QLatin1Char('\t'));
        QCOMPARE(cells.size(), 3);
        QCOMPARE(cells.first(), QStringLiteral("item/00000"));
        QCOMPARE(cells.at(1), keyView()->model()->index(0, gui::KeyRowsModel::SizeColumn).data().toString());
    }

    void hexPastesIntoTheEntryEditor() {
        gui::KvEntryDialog dialog;
        dialog.setFormat(gui::KvEntryDialog::Format::Hex);
        QApplication::clipboard()->setText(QStringLiteral("de ad be ef"));
        auto* value = dialog.findChild<QPlainTextEdit*>();
        QVERIFY(value != nullptr);
        value->paste();
        QCOMPARE(dialog.value(), std::optional<QByteArray>(QByteArray("\xde\xad\xbe\xef")));
        dialog.setFormat(gui::KvEntryDialog::Format::Text);
        value->clear();
        QApplication::clipboard()->setText(QStringLiteral("plain text"));
        value->paste();
        QCOMPARE(dialog.value(), std::optional<QByteArray>(QByteArray("plain text")));
    }

    void containsSearchFindsKeysAnywhere() {
        gui::SearchSpec spec;
        spec.mode = gui::SearchSpec::Mode::Contains;
        spec.pattern = QStringLiteral("/EMAIL");
        spec.caseSensitive = false;
        QSignalSpy searched(page_->keys()->resultsModel(), &gui::SearchResultsModel::finished);
        page_->keys()->startSearch(spec);
        QTRY_COMPARE_WITH_TIMEOUT(searched.size(), 1, kAsyncTimeoutMs);
        QCOMPARE(page_->keys()->resultsModel()->rowCount(), kUsers);
        spec.caseSensitive = true;
        QCOMPARE(gui::KeySearch(spec).matches("user/0001/email"), false);
        spec.pattern = QStringLiteral("\\xff");
        QCOMPARE(gui::KeySearch(spec).matches(itemValue(3)), true);
    }

    void filterRowNarrowsTheKeyList() {
        gui::KeyFilter* filter = page_->keys()->keyFilter();
        QVERIFY(!filter->isFiltering());
        filter->setFilter(gui::SearchSpec::Mode::Contains, QStringLiteral("0042/"));
        QVERIFY(filter->isFiltering());
        QCOMPARE(page_->keys()->currentListView(), filter->filteredView());
        QTRY_VERIFY_WITH_TIMEOUT(!filter->filteredModel()->isRunning(), kAsyncTimeoutMs);
        QCOMPARE(filter->filteredModel()->rowCount(), 2);
        QVERIFY2(page_->keys()->statusText().startsWith(QLatin1String("Matching the filter: 2 of ")),
                 qPrintable(page_->keys()->statusText()));

        // Typing filters too, once the typing pauses.
        auto* text = filter->findChild<QLineEdit*>();
        text->setText(QStringLiteral("item/0099"));
        QTRY_COMPARE_WITH_TIMEOUT(filter->filteredModel()->rowCount(), 10, kAsyncTimeoutMs);
        QTRY_VERIFY_WITH_TIMEOUT(!filter->filteredModel()->isRunning(), kAsyncTimeoutMs);

        // The filtered rows are what Copy takes.
        selectRows(filter->filteredView(), 0, 1);
        page_->keys()->clipboard()->copyKeys();
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("item/00990\nitem/00991"));

        filter->setFilter(gui::SearchSpec::Mode::Contains, QString());
        QVERIFY(!filter->isFiltering());
        QCOMPARE(page_->keys()->currentListView(), keyView());
        QVERIFY(page_->keys()->statusText().startsWith(QLatin1String("Rows ")));
    }

    void remembersRecentSearches() {
        QSettings().remove(QStringLiteral("kvSearch"));
        gui::KvSearchBar* bar = page_->keys()->searchBar();
        auto* pattern = bar->findChild<QLineEdit*>();
        for (const QString& text : {QStringLiteral("user/"), QStringLiteral("item/"), QStringLiteral("user/")}) {
            pattern->setText(text);
            QTest::keyClick(pattern, Qt::Key_Return);
            QTRY_VERIFY_WITH_TIMEOUT(!page_->keys()->resultsModel()->isRunning(), kAsyncTimeoutMs);
        }
        QCOMPARE(gui::KvSearchBar::recentPatterns(), (QStringList{QStringLiteral("user/"), QStringLiteral("item/")}));
    }

    void remembersColumnWidths() {
        keyView()->horizontalHeader()->resizeSection(gui::KeyRowsModel::KeyColumn, 333);
        KvStorePage again(gui::StoreAddress::store(uri_));
        QCOMPARE(again.keys()->keyView()->horizontalHeader()->sectionSize(gui::KeyRowsModel::KeyColumn), 333);
    }
};

int runKvExchangeTests(int argc, char** argv) {
    KvExchangeTest test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace wr::test

#include "kv_exchange_test.moc"
