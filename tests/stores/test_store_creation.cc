// createEmptyStore: every kind of store is created empty and then opens;
// a place that already holds a store, a hive that already holds the
// database, and settings over the engines' limits are refused, and a refusal
// writes nothing.
#include <QtTest>

#include <fstream>
#include <string>

#include "common/open_or_fail.h"
#include "common/verify_status.h"
#include "stores/store_creation.h"
#include "stores/store_factory.h"
#include "util/file.h"

using namespace wr;
using namespace wr::kv;
using wr::test::openOrFail;

namespace {

std::string path(const QTemporaryDir& dir, const char* name) { return (dir.path() + "/" + name).toStdString(); }

Status create(const std::string& uri) {
    auto parsed = StoreUri::parse(uri);
    return parsed ? createEmptyStore(*parsed) : parsed.status();
}

}  // namespace

class StoreCreationTest : public QObject {
    Q_OBJECT

private slots:
    void createsEachKindEmpty_data() {
        QTest::addColumn<QString>("uriTemplate");
        QTest::newRow("wrstore") << "wrstore:hive=$D/hive;db=kvs;depth=2;len=2";
        QTest::newRow("wrstore++ chunk") << "wrstore++:hive=$D/hive;db=big;data=$D/values;mode=chunk";
        QTest::newRow("wrstore++ basic") << "wrstore++:hive=$D/hive;db=big;data=$D/values;mode=basic";
        QTest::newRow("zdb") << "zdb:dir=$D/s;keys=string;files=4";
        QTest::newRow("rocksdb") << "rocksdb:dir=$D/s";
        QTest::newRow("leveldb") << "leveldb:dir=$D/s";
        QTest::newRow("bdb") << "bdb:dir=$D/s;method=hash";
        QTest::newRow("sqlite") << "sqlite:file=$D/sub/s.sqlite";
        QTest::newRow("lmdb") << "lmdb:dir=$D/s";
        QTest::newRow("kyoto") << "kyoto:file=$D/s.kch";
        QTest::newRow("flatfs") << "flatfs:dir=$D/s";
        QTest::newRow("nestedfs") << "nestedfs:dir=$D/s";
    }

    void createsEachKindEmpty() {
        QFETCH(QString, uriTemplate);
        QTemporaryDir dir;
        const std::string uri = QString(uriTemplate).replace("$D", dir.path()).toStdString();
        WR_VERIFY_OK(create(uri));

        {
            auto reader = openOrFail(uri, OpenOptions{.readOnly = true, .createIfMissing = false});
            QVERIFY(reader);
            auto cursor = reader->scan();
            WR_VERIFY_OK(cursor.status());
            QVERIFY(!(*cursor)->valid());
            WR_VERIFY_OK((*cursor)->status());
        }

        auto writer = openOrFail(uri, OpenOptions{.readOnly = false, .createIfMissing = false});
        QVERIFY(writer);
        WR_VERIFY_OK(writer->put("key", "value"));
        WR_VERIFY_OK(writer->close());
    }

    void refusesAPlaceThatHoldsAStore() {
        QTemporaryDir dir;
        const std::string uri = "zdb:dir=" + path(dir, "z");
        {
            auto store = openOrFail(uri);
            QVERIFY(store);
            WR_VERIFY_OK(store->put("kept", "yes"));
            WR_VERIFY_OK(store->close());
        }
        for (const std::string& again : {uri, "rocksdb:dir=" + path(dir, "z"), "lmdb:dir=" + path(dir, "z")}) {
            Status s = create(again);
            QVERIFY2(s.is(StatusCode::kAlreadyExists), s.toString().c_str());
            QVERIFY2(s.message().find("ZDB") != std::string::npos, s.message().c_str());
        }
        auto store = openOrFail(uri, OpenOptions{.readOnly = true, .createIfMissing = false});
        QVERIFY(store);
        auto kept = store->get("kept");
        WR_VERIFY_OK(kept.status());
        QCOMPARE(*kept, std::string("yes"));
    }

    void refusesADirectoryHoldingOtherFiles() {
        QTemporaryDir dir;
        std::ofstream(path(dir, "notes.txt")) << "someone's notes";
        Status s = create("leveldb:dir=" + dir.path().toStdString());
        QVERIFY2(s.is(StatusCode::kAlreadyExists), s.toString().c_str());
        QVERIFY(!fs::exists(path(dir, "CURRENT")));
    }

    void refusesADatabaseTheHiveHoldsButSharesTheHive() {
        QTemporaryDir dir;
        const std::string hive = path(dir, "hive");
        WR_VERIFY_OK(create("wrstore:hive=" + hive + ";db=first"));
        Status s = create("wrstore++:hive=" + hive + ";db=FIRST;data=" + path(dir, "values"));
        QVERIFY2(s.is(StatusCode::kAlreadyExists), s.toString().c_str());
        QVERIFY(!fs::exists(path(dir, "values")));
        WR_VERIFY_OK(create("wrstore:hive=" + hive + ";db=second"));
        QVERIFY(openOrFail("wrstore:hive=" + hive + ";db=first", {.readOnly = true, .createIfMissing = false}));
    }

    void refusesSettingsOverTheLimitsAndWritesNothing_data() {
        QTest::addColumn<QString>("uriTemplate");
        QTest::addColumn<QString>("named");  // what the message names
        // WR_D x WR_L hex digits must fit in MD5's 32.
        QTest::newRow("wrstore layout") << "wrstore:hive=$D/new/hive;depth=8;len=8"
                                        << "len";
        QTest::newRow("wrstore++ mode") << "wrstore++:hive=$D/new/hive;data=$D/new/v;mode=files"
                                        << "mode";
        QTest::newRow("zdb files") << "zdb:dir=$D/new/z;files=0"
                                   << "files";
        QTest::newRow("rocksdb cache") << "rocksdb:dir=$D/new/r;cache_mb=-1"
                                       << "cache_mb";
        QTest::newRow("kyoto bnum") << "kyoto:file=$D/new/k.kch;bnum=0"
                                    << "bnum";
        QTest::newRow("unknown setting") << "lmdb:dir=$D/new/l;colour=blue"
                                         << "colour";
    }

    void refusesSettingsOverTheLimitsAndWritesNothing() {
        QFETCH(QString, uriTemplate);
        QFETCH(QString, named);
        QTemporaryDir dir;
        Status s = create(QString(uriTemplate).replace("$D", dir.path()).toStdString());
        QVERIFY(!s.isOk());
        QVERIFY2(s.message().find(named.toStdString()) != std::string::npos, s.message().c_str());
        QVERIFY2(!fs::exists(path(dir, "new")), s.message().c_str());
    }
};

QTEST_GUILESS_MAIN(StoreCreationTest)
#include "test_store_creation.moc"
