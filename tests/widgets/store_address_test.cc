// StoreAddress and OpenStoreDialog: any store URI of a known scheme, a hive
// directory or "hive:dir=" opens; the dialog builds the URI from its fields
// and reads a typed URI back into them.
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QTemporaryDir>
#include <QTest>

#include "test_support.h"
#include "widgets/shell/open_store_dialog.h"
#include "widgets/shell/store_address.h"

namespace wr::test {

using wr::gui::OpenStoreDialog;
using wr::gui::StoreAddress;

class StoreAddressTest : public QObject {
    Q_OBJECT

private slots:
    void parsesStoresAndHives() {
        QTemporaryDir dir;
        auto hive = StoreAddress::parse(dir.path());
        QVERIFY(hive.has_value());
        QCOMPARE(hive->kind, StoreAddress::Kind::Hive);
        QCOMPARE(hive->scheme(), QStringLiteral("hive"));
        QCOMPARE(StoreAddress::parse(hive->toString())->location, hive->location);

        auto store = StoreAddress::parse(QStringLiteral("wrstore:hive=/data/h;db=kvs;depth=4;len=2"));
        QVERIFY(store.has_value());
        QCOMPARE(store->kind, StoreAddress::Kind::Store);
        QCOMPARE(store->scheme(), QStringLiteral("wrstore"));
        QCOMPARE(store->title(), QStringLiteral("h\\kvs (wrstore)"));
        QCOMPARE(store->paths(), QStringList{QStringLiteral("/data/h")});
        QVERIFY(!store->writable);

        QString error;
        QVERIFY(!StoreAddress::parse(QStringLiteral("nosuch:dir=/x"), &error).has_value());
        QVERIFY(error.contains(QStringLiteral("nosuch")));
        QVERIFY(!StoreAddress::parse(QStringLiteral("hive:root=HKCU"), &error).has_value());
    }

    // A server store names no path: its tab is named after the server.
    void serverStoresAreNamedByTheirServer() {
        auto cluster = StoreAddress::parse(QStringLiteral("redis:cluster=127.0.0.1:7000,127.0.0.1:7001"));
        QVERIFY(cluster.has_value());
        QCOMPARE(cluster->title(), QStringLiteral("127.0.0.1:7000 (redis)"));
        QVERIFY(cluster->paths().isEmpty());
        QCOMPARE(StoreAddress::parse(QStringLiteral("redis:host=cache.local;port=6380;db=2"))->title(),
                 QStringLiteral("cache.local:6380 db 2 (redis)"));
        QCOMPARE(StoreAddress::parse(QStringLiteral("redis:port=6380"))->title(), QStringLiteral(":6380 (redis)"));
    }

    void dialogBuildsTheUri() {
        OpenStoreDialog dialog;
        QCOMPARE(dialog.typeBox()->currentData().toString(), QStringLiteral("hive"));
        QVERIFY(!dialog.writableBox()->isChecked());
        dialog.typeBox()->setCurrentIndex(dialog.typeBox()->findData(QStringLiteral("zdb")));
        QVERIFY(dialog.field(QStringLiteral("dir")) != nullptr);
        dialog.field(QStringLiteral("dir"))->setText(QStringLiteral("/data/z"));
        dialog.field(QStringLiteral("files"))->setText(QStringLiteral("4"));
        QCOMPARE(dialog.uriEdit()->text(), QStringLiteral("zdb:dir=/data/z;files=4"));
        QCOMPARE(dialog.address().location, QStringLiteral("zdb:dir=/data/z;files=4"));

        // A typed URI fills the fields, switching the type when it names another.
        dialog.setAddress(StoreAddress::store(QStringLiteral("wrstore++:hive=/h;data=/v;mode=chunk"), true));
        QCOMPARE(dialog.typeBox()->currentData().toString(), QStringLiteral("wrstore++"));
        QCOMPARE(dialog.field(QStringLiteral("data"))->text(), QStringLiteral("/v"));
        QVERIFY(dialog.writableBox()->isChecked());
        QVERIFY(dialog.address().writable);
        QCOMPARE(dialog.address().kind, StoreAddress::Kind::Store);
    }
};

int runStoreAddressTests(int argc, char** argv) {
    StoreAddressTest test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace wr::test

#include "store_address_test.moc"
