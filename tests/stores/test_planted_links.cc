// A symbolic link planted inside a store's directory that points outside it:
// for the hive (WR-Store's registry), WR-Store++'s data directory in either
// mode and ZDB's directory, the store refuses to open, naming the link and
// its target, and the file outside keeps its bytes — the store neither reads
// nor writes through the link. A link that stays inside is no concern.
#include <QTemporaryDir>
#include <QTest>

#include "stores/store_factory.h"
#include "util/file.h"

using namespace wr;

namespace {

// The first regular file below `dir` whose name ends in `suffix`.
fs::path firstFile(const fs::path& dir, std::string_view suffix) {
    for (const auto& entry : fs::recursive_directory_iterator(dir)) {
        if (entry.is_regular_file() && entry.path().string().ends_with(suffix)) return entry.path();
    }
    return {};
}

}  // namespace

class PlantedLinksTest : public QObject {
    Q_OBJECT

private slots:
    void aLinkLeavingTheStoreIsRefused_data() {
        QTest::addColumn<QString>("uri");
        QTest::addColumn<QString>("storeDir");  // below the temporary directory
        QTest::addColumn<QString>("suffix");    // of the store file replaced by a link
        QTest::newRow("hive log") << "wrstore:hive=$D/hive;db=kvs"
                                  << "hive"
                                  << ".wal";
        QTest::newRow("wrstore++ chunk") << "wrstore++:hive=$D/hive;db=v;data=$D/data;mode=chunk"
                                         << "data"
                                         << ".wrc";
        QTest::newRow("wrstore++ basic") << "wrstore++:hive=$D/hive;db=v;data=$D/data;mode=basic"
                                         << "data"
                                         << "";
        QTest::newRow("zdb data file") << "zdb:dir=$D/zdb;files=2"
                                       << "zdb"
                                       << ".zdb";
        QTest::newRow("zdb index") << "zdb:dir=$D/zdb;files=2"
                                   << "zdb"
                                   << ".zdx";
    }

    void aLinkLeavingTheStoreIsRefused() {
        QFETCH(QString, uri);
        QFETCH(QString, storeDir);
        QFETCH(QString, suffix);
        QTemporaryDir dir;
        uri.replace(QLatin1String("$D"), dir.path());
        kv::OpenOptions create;
        create.createIfMissing = true;
        {
            auto store = kv::openStore(uri.toStdString(), create);
            QVERIFY2(store.isOk(), store.status().toString().c_str());
            QVERIFY((*store)->put("key", std::string(5000, 'v')).isOk());
        }
        const fs::path root = fs::path(dir.path().toStdString()) / storeDir.toStdString();
        fs::path victim;
        if (suffix.isEmpty()) {
            // basic mode: the hashed folder holding the value's file
            victim = firstFile(root, ".wrv").parent_path();
        } else {
            victim = firstFile(root, suffix.toStdString());
        }
        QVERIFY2(!victim.empty(), root.c_str());
        const fs::path outside = fs::path(dir.path().toStdString()) / "outside";
        fs::rename(victim, outside);
        fs::create_symlink(outside, victim);
        const Bytes before = fs::is_directory(outside) ? Bytes() : *readWholeFile(outside);

        auto reopened = kv::openStore(uri.toStdString());
        QVERIFY(!reopened.isOk());
        const std::string message = reopened.status().message();
        QVERIFY2(message.find(victim.string() + " is a symbolic link to " + outside.string()) != std::string::npos,
                 message.c_str());
        if (!fs::is_directory(outside)) QCOMPARE(*readWholeFile(outside), before);

        // Put back as a link that stays inside, the store opens again.
        const fs::path inside = root / "moved-inside";
        fs::remove(victim);
        fs::rename(outside, inside);
        fs::create_symlink(inside, victim);
        auto again = kv::openStore(uri.toStdString());
        QVERIFY2(again.isOk(), again.status().toString().c_str());
        QCOMPARE(*(*again)->get("key"), Bytes(5000, 'v'));
    }
};

QTEST_GUILESS_MAIN(PlantedLinksTest)
#include "test_planted_links.moc"
