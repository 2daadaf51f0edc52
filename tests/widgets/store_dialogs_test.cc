// The Open dialog's defaults and what it finds at a location, and File > New
// Store's dialog: every kind created and opened, bad settings and existing
// stores refused with a message and nothing written.
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

#include <string>

#include "stores/store_factory.h"
#include "test_support.h"
#include "widgets/shell/known_scheme.h"
#include "widgets/shell/new_store_dialog.h"
#include "widgets/shell/open_store_dialog.h"
#include "widgets/shell/store_parameter_help.h"

namespace wr::test {

using wr::gui::NewStoreDialog;
using wr::gui::OpenStoreDialog;

namespace {

// Creates the store `uri` names with `key` = `value` in it, and closes it.
bool createWithPair(const QString& uri, const std::string& key, const std::string& value) {
    auto store = wr::kv::openStore(uri.toStdString());
    if (!store) {
        qWarning("open %s: %s", qPrintable(uri), store.status().toString().c_str());
        return false;
    }
    return (*store)->put(key, value).isOk() && (*store)->close().isOk();
}

// The value of `key` in the store `uri` names, opened read-only; empty when
// it does not open or has no such key.
std::string readValue(const QString& uri, const std::string& key) {
    auto store = wr::kv::openStore(uri.toStdString(), {.readOnly = true, .createIfMissing = false});
    if (!store) return {};
    auto value = (*store)->get(key);
    return value ? *value : std::string();
}

void selectScheme(QComboBox* box, const QString& scheme) { box->setCurrentIndex(box->findData(scheme)); }

}  // namespace

class StoreDialogsTest : public QObject {
    Q_OBJECT

private slots:
    void openDialogDefaultsOpenAStoreMadeWithDefaults() {
        QTemporaryDir dir;
        const QString hive = dir.filePath("hive"), data = dir.filePath("values");
        QVERIFY(createWithPair("wrstore++:hive=" + hive + ";data=" + data, "photo", "bytes"));

        OpenStoreDialog dialog;
        selectScheme(dialog.typeBox(), "wrstore++");
        // No field shows a value the engine would not take when left empty.
        for (const char* name : {"db", "mode", "chunk_mb", "pget_threads", "pget_min_mb"}) {
            QVERIFY(dialog.field(name) != nullptr);
            QVERIFY2(dialog.field(name)->placeholderText().isEmpty(), name);
        }
        dialog.field("data")->setText(data);
        dialog.field("hive")->setText(hive);
        QCOMPARE(readValue(dialog.address().location, "photo"), std::string("bytes"));
        // Once the hive was looked at, its one database is chosen.
        QTRY_COMPARE_WITH_TIMEOUT(dialog.field("db")->text(), QStringLiteral("kvs"), kAsyncTimeoutMs);
        QCOMPARE(readValue(dialog.address().location, "photo"), std::string("bytes"));
    }

    void openDialogListsKindsInPlainWords() {
        OpenStoreDialog dialog;
        for (int i = 0; i < dialog.typeBox()->count(); ++i) {
            const QString text = dialog.typeBox()->itemText(i);
            QVERIFY2(text != dialog.typeBox()->itemData(i).toString(), qPrintable(text));
            QVERIFY2(!text.contains("seed"), qPrintable(text));
        }
        QVERIFY(dialog.typeBox()->itemText(dialog.typeBox()->findData("wrstore")).startsWith("WR-Store:"));
    }

    // Every kind's line is marked for translation as core words it, so the
    // dialogs show it in the user's language.
    void everySchemeDescriptionIsMarkedForTranslation() {
        for (const wr::kv::SchemeInfo& info : wr::kv::knownSchemes()) {
            QVERIFY2(wr::gui::isDescriptionMarked(info), info.scheme.c_str());
        }
    }

    // Every setting a kind's example names explains itself in the dialogs.
    void everyExampleSettingHasHelp() {
        for (const wr::kv::SchemeInfo& info : wr::kv::knownSchemes()) {
            auto uri = wr::kv::StoreUri::parse(info.example);
            QVERIFY2(uri.isOk(), info.example.c_str());
            for (const auto& [name, value] : uri->params()) {
                const QString help =
                    wr::gui::StoreParameterHelp::of(QString::fromStdString(info.scheme), QString::fromStdString(name));
                QVERIFY2(!help.isEmpty(), (info.scheme + ": " + name).c_str());
            }
        }
    }

    // A server store: the kind shows its example URI, every setting explains
    // itself, a pasted URI is taken as it is, and no location is asked for.
    void openDialogTakesAServerStoresUri() {
        OpenStoreDialog dialog;
        selectScheme(dialog.typeBox(), "redis");
        QVERIFY(dialog.field("dir") == nullptr);
        for (const char* name : {"cluster", "password_file", "timeout_ms"}) {
            QVERIFY(dialog.field(name) != nullptr);
            QVERIFY2(!dialog.field(name)->toolTip().isEmpty(), name);
        }
        QVERIFY(dialog.descriptionText().contains("redis:cluster=127.0.0.1:7000"));
        QVERIFY(!dialog.openButton()->isEnabled());  // which server is not said yet
        dialog.uriEdit()->setText("redis:host=127.0.0.1;port=6380;db=1");
        emit dialog.uriEdit()->textEdited(dialog.uriEdit()->text());
        QVERIFY2(dialog.openButton()->isEnabled(), qPrintable(dialog.problem()));
        QCOMPARE(dialog.address().location, QStringLiteral("redis:host=127.0.0.1;port=6380;db=1"));
    }

    // Nothing to create for a server store: New Store does not offer one.
    void newStoreDialogOffersNoServerStore() {
        NewStoreDialog dialog;
        for (const wr::kv::SchemeInfo& info : wr::kv::knownSchemes())
            QCOMPARE(dialog.typeBox()->findData(QString::fromStdString(info.scheme)) >= 0, !info.server);
    }

    void tabGoesFromTheTypeThroughTheFields() {
        OpenStoreDialog open;
        QCOMPARE(open.typeBox()->nextInFocusChain(), open.field("dir"));
        selectScheme(open.typeBox(), "sqlite");
        QCOMPARE(open.typeBox()->nextInFocusChain(), open.field("file"));
        QCOMPARE(open.field("file")->nextInFocusChain(), open.field("cache_mb"));
        NewStoreDialog created;
        selectScheme(created.typeBox(), "zdb");
        QCOMPARE(created.typeBox()->nextInFocusChain(), created.field("dir"));
    }

    void openDialogOffersTheDatabasesOfAHive() {
        QTemporaryDir dir;
        const QString hive = dir.filePath("hive");
        QVERIFY(createWithPair("wrstore:hive=" + hive + ";db=alpha", "a", "1"));
        QVERIFY(createWithPair("wrstore:hive=" + hive + ";db=beta;depth=2;len=2", "b", "2"));

        OpenStoreDialog dialog;
        QCOMPARE(dialog.typeBox()->currentData().toString(), QStringLiteral("hive"));
        dialog.field("dir")->setText(hive);
        QTRY_COMPARE_WITH_TIMEOUT(dialog.databaseBox()->count(), 3, kAsyncTimeoutMs);
        QVERIFY(!dialog.databaseBox()->isHidden());
        QVERIFY2(dialog.foundText().contains("2 WR-Store database"), qPrintable(dialog.foundText()));
        QVERIFY(dialog.databaseBox()->itemText(2).contains("beta"));
        QVERIFY(dialog.databaseBox()->itemText(2).contains("WR_D 2"));

        dialog.databaseBox()->setCurrentIndex(2);
        emit dialog.databaseBox()->activated(2);
        QCOMPARE(dialog.typeBox()->currentData().toString(), QStringLiteral("wrstore"));
        QCOMPARE(dialog.field("db")->text(), QStringLiteral("beta"));
        QCOMPARE(readValue(dialog.address().location, "b"), std::string("2"));
    }

    void openDialogTakesAHiveDirectoryTypedAsTheUri() {
        QTemporaryDir dir;
        OpenStoreDialog dialog;
        selectScheme(dialog.typeBox(), "zdb");
        dialog.uriEdit()->setText(dir.path());
        emit dialog.uriEdit()->textEdited(dir.path());
        QCOMPARE(dialog.typeBox()->currentData().toString(), QStringLiteral("hive"));
        QCOMPARE(dialog.field("dir")->text(), dir.path());
        QVERIFY(dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Open)->isEnabled());
        QCOMPARE(dialog.address().location, dir.path());
    }

    void openDialogTypeFollowsTheStoreFound() {
        QTemporaryDir dir;
        const QString rocks = dir.filePath("rocks");
        QVERIFY(createWithPair("rocksdb:dir=" + rocks, "k", "v"));

        OpenStoreDialog dialog;
        selectScheme(dialog.typeBox(), "leveldb");
        dialog.field("dir")->setText(rocks);
        QTRY_COMPARE_WITH_TIMEOUT(dialog.typeBox()->currentData().toString(), QStringLiteral("rocksdb"),
                                  kAsyncTimeoutMs);
        QCOMPARE(dialog.field("dir")->text(), rocks);
        QCOMPARE(readValue(dialog.address().location, "k"), std::string("v"));
    }

    void newStoreDialogCreatesEachKind_data() {
        QTest::addColumn<QString>("scheme");
        for (const wr::kv::SchemeInfo& info : wr::kv::knownSchemes())
            if (!info.server) QTest::newRow(info.scheme.c_str()) << QString::fromStdString(info.scheme);
    }

    void newStoreDialogCreatesEachKind() {
        QFETCH(QString, scheme);
        QTemporaryDir dir;
        NewStoreDialog dialog;
        selectScheme(dialog.typeBox(), scheme);
        QVERIFY(!dialog.createButton()->isEnabled());
        QVERIFY(!dialog.problem().isEmpty());
        for (const char* name : {"hive", "data", "dir", "file"}) {
            QLineEdit* field = dialog.field(name);
            if (field == nullptr) continue;
            field->setText(dir.filePath(QString(name) + ".store"));
            QVERIFY2(!field->toolTip().isEmpty(), name);  // every setting explains itself
        }
        QVERIFY2(dialog.createButton()->isEnabled(), qPrintable(dialog.problem()));

        dialog.createButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(dialog.result(), int(QDialog::Accepted), kAsyncTimeoutMs);
        QVERIFY(dialog.address().writable);
        auto store = wr::kv::openStore(dialog.address().location.toStdString(), {.createIfMissing = false});
        QVERIFY2(store.isOk(), store.status().toString().c_str());
        QVERIFY((*store)->put("first", "pair").isOk());
        QVERIFY((*store)->close().isOk());
    }

    // A ZDB store sized to its keys, with its index on huge pages: both
    // settings are fields of the form, explained, and reach the store.
    void newZdbStoreTakesItsIndexSizeAndHugePages() {
        QTemporaryDir dir;
        NewStoreDialog dialog;
        selectScheme(dialog.typeBox(), "zdb");
        dialog.field("dir")->setText(dir.filePath("z"));
        for (const char* name : {"kmax", "huge_pages"}) {
            QVERIFY2(dialog.field(name) != nullptr, name);
            QVERIFY2(!dialog.field(name)->toolTip().isEmpty(), name);
        }
        dialog.field("kmax")->setText("100000");
        dialog.field("huge_pages")->setText("1");
        QVERIFY2(dialog.uriEdit()->text().contains("kmax=100000"), qPrintable(dialog.uriEdit()->text()));
        QVERIFY2(dialog.uriEdit()->text().contains("huge_pages=1"), qPrintable(dialog.uriEdit()->text()));
        dialog.createButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(dialog.result(), int(QDialog::Accepted), kAsyncTimeoutMs);
        auto store = wr::kv::openStore(dialog.address().location.toStdString(), {.createIfMissing = false});
        QVERIFY2(store.isOk(), store.status().toString().c_str());
        QVERIFY((*store)->put("first", "pair").isOk());
        QVERIFY((*store)->close().isOk());
        // The index holds the range asked for: 100,000 items of 5 bytes and its header.
        const QFileInfo index(dir.filePath("z/table-000001/index.zdx"));
        QVERIFY2(index.exists() && index.size() > 500000 && index.size() < 600000, qPrintable(dir.filePath("z")));
    }

    void newStoreDialogRefusesBadSettingsAndWritesNothing() {
        QTemporaryDir dir;
        NewStoreDialog dialog;
        selectScheme(dialog.typeBox(), "wrstore");
        dialog.field("hive")->setText(dir.filePath("hive"));
        dialog.field("depth")->setText("8");
        dialog.field("len")->setText("8");
        dialog.createButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog.problem().startsWith("Not created"), kAsyncTimeoutMs);
        QVERIFY2(dialog.problem().contains("len"), qPrintable(dialog.problem()));
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QVERIFY(!QFileInfo::exists(dir.filePath("hive")));
        QVERIFY(dialog.createButton()->isEnabled());
    }

    void newStoreDialogRefusesAnExistingStore() {
        QTemporaryDir dir;
        const QString zdb = dir.filePath("z");
        QVERIFY(createWithPair("zdb:dir=" + zdb, "kept", "yes"));
        NewStoreDialog dialog;
        selectScheme(dialog.typeBox(), "zdb");
        dialog.field("dir")->setText(zdb);
        dialog.createButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog.problem().startsWith("Not created"), kAsyncTimeoutMs);
        QVERIFY2(dialog.problem().contains("already holds"), qPrintable(dialog.problem()));
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QCOMPARE(readValue("zdb:dir=" + zdb, "kept"), std::string("yes"));
    }
};

int runStoreDialogsTests(int argc, char** argv) {
    StoreDialogsTest test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace wr::test

#include "store_dialogs_test.moc"
