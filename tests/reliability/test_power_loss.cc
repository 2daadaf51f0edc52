// The power-loss simulation (util/power_loss.h): after a cut, a directory
// holds exactly what its syncs made durable — a file's synced bytes, an msync'd
// range, entries its directory sync saw — and each engine, written through
// the crash test with every kill a power cut, keeps what it promises for one.
#include <QTemporaryDir>
#include <QTest>
#include <filesystem>

#include "reliability/crash_test.h"
#include "util/file.h"
#include "util/mapped_file.h"
#include "util/power_loss.h"

using namespace wr;
namespace fs = std::filesystem;

namespace {

std::string contentsOf(const fs::path& path) {
    auto bytes = readWholeFile(path);
    return bytes ? *bytes : std::string("<missing>");
}

Status writeFile(const fs::path& path, const std::string& text, File::Mode mode = File::Mode::kCreateReadWrite) {
    WR_ASSIGN_OR_RETURN(File file, File::open(path, mode));
    return file.append(BytesView(text));
}

}  // namespace

class TestPowerLoss : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    fs::path root_;
    fs::path image_;

    // Tracks a fresh root holding `before`, each name with its contents.
    void track(const std::vector<std::pair<std::string, std::string>>& before) {
        fs::remove_all(root_);
        fs::create_directories(root_);
        for (const auto& [name, text] : before) QVERIFY(writeFile(root_ / name, text).isOk());
        QVERIFY(PowerLoss::begin({root_}, image_).isOk());
    }

    void cut() {
        PowerLoss::stop();
        Status cut = PowerLoss::cutPower(image_);
        QVERIFY2(cut.isOk(), cut.toString().c_str());
    }

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        root_ = fs::path(dir_.path().toStdString()) / "store";
        image_ = fs::path(dir_.path().toStdString()) / "image";
    }
    void cleanup() { PowerLoss::stop(); }

    void whatTrackingFoundSurvives() {
        track({{"old", "kept"}});
        QVERIFY(writeFile(root_ / "old", "-changed", File::Mode::kAppend).isOk());
        cut();
        QCOMPARE(contentsOf(root_ / "old"), std::string("kept"));
    }

    void aNewFileNeedsItsDirectorySynced() {
        track({});
        {
            auto file = File::open(root_ / "new", File::Mode::kCreateReadWrite);
            QVERIFY(file.isOk());
            QVERIFY(file->append(BytesView("data")).isOk());
            QVERIFY(file->sync().isOk());
        }
        cut();
        QVERIFY(!fs::exists(root_ / "new"));
    }

    void onlySyncedBytesSurvive() {
        track({});
        auto file = File::open(root_ / "log", File::Mode::kCreateReadWrite);
        QVERIFY(file.isOk());
        QVERIFY(file->append(BytesView("synced")).isOk());
        QVERIFY(file->dataSync().isOk());
        QVERIFY(syncDirectory(root_).isOk());
        QVERIFY(file->append(BytesView("-unsynced")).isOk());
        cut();
        QCOMPARE(contentsOf(root_ / "log"), std::string("synced"));
    }

    void aFileSyncedIntoItsDirectoryUnsyncedComesBackEmpty() {
        track({});
        QVERIFY(writeFile(root_ / "empty", "never synced").isOk());
        QVERIFY(syncDirectory(root_).isOk());
        cut();
        QCOMPARE(contentsOf(root_ / "empty"), std::string());
    }

    void aRenameNeedsItsDirectorySynced() {
        track({{"current", "v1"}});
        {
            auto tmp = File::open(root_ / "current.tmp", File::Mode::kCreateReadWrite);
            QVERIFY(tmp.isOk());
            QVERIFY(tmp->append(BytesView("v2")).isOk());
            QVERIFY(tmp->sync().isOk());
        }
        QVERIFY(renameFile(root_ / "current.tmp", root_ / "current").isOk());
        cut();
        QCOMPARE(contentsOf(root_ / "current"), std::string("v1"));
        QVERIFY(!fs::exists(root_ / "current.tmp"));

        track({{"current", "v1"}});
        QVERIFY(writeFileAtomically(root_ / "current", BytesView("v2")).isOk());
        cut();
        QCOMPARE(contentsOf(root_ / "current"), std::string("v2"));
    }

    void anMsyncMakesItsRangeDurable() {
        const uint64_t page = pageBytes();
        track({{"mapped", std::string(2 * page, '0')}});
        auto file = File::open(root_ / "mapped", File::Mode::kReadWrite);
        QVERIFY(file.isOk());
        auto first = MappedFile::map(*file, 0, page, MappedFile::Access::kShared);
        auto second = MappedFile::map(*file, page, page, MappedFile::Access::kShared);
        QVERIFY(first.isOk() && second.isOk());
        first->data()[0] = 'A';
        second->data()[0] = 'B';
        QVERIFY(first->sync().isOk());
        cut();
        std::string after = contentsOf(root_ / "mapped");
        QCOMPARE(after.size(), size_t(2 * page));
        QCOMPARE(after[0], 'A');
        QCOMPARE(after[page], '0');
    }

    void syncfsMakesEverythingDurable() {
        track({});
        fs::create_directories(root_ / "sub");
        QVERIFY(writeFile(root_ / "sub" / "file", "all of it").isOk());
        QVERIFY(syncFileSystem(root_).isOk());
        QVERIFY(writeFile(root_ / "later", "after the sync").isOk());
        cut();
        QCOMPARE(contentsOf(root_ / "sub" / "file"), std::string("all of it"));
        QVERIFY(!fs::exists(root_ / "later"));
    }

    void pathsOutsideTheRootsAreNotTracked() {
        track({});
        const fs::path outside = fs::path(dir_.path().toStdString()) / "outside";
        QVERIFY(writeFileAtomically(outside, BytesView("x")).isOk());
        cut();
        QCOMPARE(contentsOf(outside), std::string("x"));
    }

    // Every engine keeps, through power cuts, what its header promises for
    // one (the crash test judges by reliability::CrashSubject::powerLossPromise).
    void enginesKeepTheirPromise_data() {
        QTest::addColumn<QString>("uri");
        QTest::addColumn<int>("rounds");
        const QString root = dir_.path();
        QTest::newRow("hive, sync") << "hive:dir=" + root + "/hive-sync;durability=sync" << 8;
        QTest::newRow("hive, os") << "hive:dir=" + root + "/hive-os;durability=os" << 8;
        QTest::newRow("wrstore, sync") << "wrstore:hive=" + root + "/wrstore;durability=sync" << 6;
        QTest::newRow("wrstore++ basic, sync")
            << "wrstore++:hive=" + root + "/pp/hive;data=" + root + "/pp/data;durability=sync" << 3;
        QTest::newRow("wrstore++ chunk, sync")
            << "wrstore++:hive=" + root + "/ppc/hive;data=" + root + "/ppc/data;durability=sync;mode=chunk;chunk_mb=1"
            << 3;
        QTest::newRow("zdb, safe, sync each") << "zdb:dir=" + root + "/zdb-each;files=4;kmax=4096;sync=each" << 4;
        QTest::newRow("zdb, async") << "zdb:dir=" + root + "/zdb-async;files=4;kmax=4096;write=async" << 6;
    }
    void enginesKeepTheirPromise() {
        QFETCH(QString, uri);
        QFETCH(int, rounds);
        reliability::CrashTestOptions options;
        options.uri = *kv::StoreUri::parse(uri.toStdString());
        options.iterations = static_cast<uint64_t>(rounds);
        options.seed = 11;
        options.opsPerIteration = 24;
        options.keys = 48;
        options.powerLoss = true;
        options.scratch = fs::path(dir_.path().toStdString()) / "crash-scratch";
        auto summary = reliability::runCrashTest(options);
        QVERIFY2(summary.isOk(), summary.status().toString().c_str());
        std::string problems;
        for (const std::string& p : summary->problems) problems += p + "\n";
        QVERIFY2(summary->clean(), problems.c_str());
        QCOMPARE(summary->kills, uint64_t(rounds));
        QVERIFY(summary->changesAcknowledged > 0);
    }

    void anEngineBelowItsPowerLossTierIsRefused() {
        reliability::CrashTestOptions options;
        options.uri = *kv::StoreUri::parse("wrstore++:hive=" + dir_.path().toStdString() +
                                           "/refused/hive;data=" + dir_.path().toStdString() + "/refused/data");
        options.powerLoss = true;
        options.scratch = fs::path(dir_.path().toStdString()) / "crash-scratch";
        auto summary = reliability::runCrashTest(options);
        QVERIFY(!summary.isOk());
        QVERIFY(summary.status().is(StatusCode::kInvalidArgument));
        QVERIFY(summary.status().message().find("durability=sync") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestPowerLoss)
#include "test_power_loss.moc"
