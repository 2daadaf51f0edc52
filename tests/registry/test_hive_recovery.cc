// The portable hive's persistence: reopen, checkpoints, the write-ahead log's
// torn and corrupt tails, a full disk, damaged snapshots, the lock, read-only opens, and a
// SIGKILL crash test in which every acknowledged change must survive and no
// change may survive in part.
#include <QtTest>

#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fstream>
#include <map>

#include "common/file_size_cap.h"
#include "registry/hive/hive.h"
#include "registry/hive/hive_change.h"
#include "registry/hive/hive_log.h"
#include "registry/value_codec.h"
#include "util/crc32c.h"
#include "util/file.h"
#include "util/random.h"

using namespace wr;
using namespace wr::reg;
namespace fs = std::filesystem;

namespace {

// The whole content of a registry: key path -> its values in enumeration order.
using Dump = std::map<std::string, std::vector<NamedValue>>;

bool sameValues(const std::vector<NamedValue>& a, const std::vector<NamedValue>& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](const NamedValue& x, const NamedValue& y) {
        return x.name == y.name && x.type == y.type && x.data == y.data;
    });
}

Status dumpKey(Registry& r, const Key& k, const std::string& path, Dump& out) {
    WR_ASSIGN_OR_RETURN(auto values, r.listValues(k, 0, UINT32_MAX));
    out[path] = std::move(values);
    WR_ASSIGN_OR_RETURN(auto names, r.listSubkeys(k, 0, UINT32_MAX));
    for (const auto& name : names) {
        WR_ASSIGN_OR_RETURN(Key sub, r.openKey(k, name));
        WR_RETURN_IF_ERROR(dumpKey(r, sub, path.empty() ? name : path + "\\" + name, out));
    }
    return Status::ok();
}

Dump dump(Registry& r) {
    Dump d;
    Status s = dumpKey(r, r.root(), "", d);
    if (!s.isOk()) d["<error>"] = {NamedValue{s.toString(), 0, {}}};
    return d;
}

std::string describeDifference(const Dump& a, const Dump& b) {
    for (const auto& [path, values] : a) {
        auto it = b.find(path);
        if (it == b.end()) return "key '" + path + "' missing on the right";
        if (!sameValues(it->second, values)) return "values of '" + path + "' differ";
    }
    for (const auto& [path, values] : b) {
        if (a.find(path) == a.end()) return "key '" + path + "' missing on the left";
    }
    return {};
}

void copyHive(const fs::path& from, const fs::path& to) {
    fs::create_directories(to);
    for (const char* name : {"hive.snap", "hive.wal"}) {
        if (fs::exists(from / name)) fs::copy_file(from / name, to / name, fs::copy_options::overwrite_existing);
    }
}

void writeBytesAt(const fs::path& path, uint64_t offset, const Bytes& bytes) {
    auto f = File::open(path, File::Mode::kReadWrite);
    QVERIFY(f.isOk());
    QVERIFY(f->writeAt(offset, bytes).isOk());
}

// Offsets of the log's good records, and where they end.
std::vector<uint64_t> recordOffsets(const fs::path& wal, uint64_t* end = nullptr) {
    std::vector<uint64_t> offsets;
    auto scan = scanLog(wal, [&](ChangeOp, BytesView, uint64_t offset) {
        offsets.push_back(offset);
        return Status::ok();
    });
    if (scan.isOk() && end != nullptr) *end = scan->end;
    return offsets;
}

// Resident bytes of this process's mappings of files named `name`.
uint64_t residentBytesOf(const std::string& name) {
    std::ifstream smaps("/proc/self/smaps");
    uint64_t total = 0;
    bool inMapping = false;
    for (std::string line; std::getline(smaps, line);) {
        if (line.size() > name.size() && line.compare(line.size() - name.size(), name.size(), name) == 0 &&
            line[line.size() - name.size() - 1] == '/') {
            inMapping = true;
        } else if (line.rfind("Rss:", 0) == 0 && inMapping) {
            total += std::stoull(line.substr(4)) * 1024;  // "Rss:   123 kB"
            inMapping = false;
        }
    }
    return total;
}

std::unique_ptr<Hive> openHive(const fs::path& dir, HiveOptions options = {}) {
    auto hive = Hive::open(dir, options);
    if (!hive) qWarning("%s", hive.status().toString().c_str());
    return hive ? std::move(hive).value() : nullptr;
}

// Builds a tree with a bit of everything in it.
void populate(Registry& r, int seed) {
    Random rnd(static_cast<uint64_t>(seed));
    for (int i = 0; i < 40; ++i) {
        std::string path =
            "Top" + std::to_string(i % 4) + "\\Mid" + std::to_string(i % 7) + "\\Leaf" + std::to_string(i);
        Key k = *r.createKey(r.root(), path);
        for (int v = 0; v < 1 + i % 5; ++v) {
            Bytes data(static_cast<size_t>(rnd.uniform(200)), '\0');
            for (auto& c : data) c = static_cast<char>(rnd.next());
            (void)r.setValue(k, "bin" + std::to_string(v), REG_BINARY, data);
        }
        (void)r.setValue(k, "Name", REG_SZ, encodeString("Leaf number " + std::to_string(i) + " ü"));
        (void)r.setValue(k, "Count", REG_DWORD, encodeDword(static_cast<uint32_t>(i)));
    }
    Key bucket = *r.createKey(r.root(), "Bucket");
    for (int i = 0; i < 300; ++i) (void)r.setValue(bucket, "k" + std::to_string(i), 0x4242u + i, std::to_string(i));
    (void)r.setValue(bucket, "big", REG_BINARY, Bytes(300000, 'b'));
    (void)r.createKey(r.root(), "Ünïcödé\\日本語");
}

// A small hive's snapshot holds every key record in its first block, after
// the 48-byte header and the block's length and checksum.
constexpr size_t kFirstSnapshotBlock = 48;

Bytes firstSnapshotBlock(const fs::path& snap) {
    Bytes bytes = *readWholeFile(snap);
    return bytes.substr(kFirstSnapshotBlock + 8, getFixed32(bytes.data() + kFirstSnapshotBlock));
}

// Puts `records` in place of the first block's, with their checksum.
void replaceFirstSnapshotBlock(const fs::path& snap, const Bytes& records) {
    Bytes bytes = *readWholeFile(snap);
    const uint32_t length = getFixed32(bytes.data() + kFirstSnapshotBlock);
    Bytes header;
    putFixed32(header, static_cast<uint32_t>(records.size()));
    putFixed32(header, crc32c::mask(crc32c::value(records)));
    bytes = bytes.substr(0, kFirstSnapshotBlock) + header + records + bytes.substr(kFirstSnapshotBlock + 8 + length);
    fs::resize_file(snap, 0);
    writeBytesAt(snap, 0, bytes);
}

}  // namespace

class HiveRecoveryTest : public QObject {
    Q_OBJECT

    QTemporaryDir tmp_;
    // A directory of its own for every test function and data row.
    fs::path dir(const char* name) const {
        std::string row = QTest::currentDataTag() != nullptr ? QTest::currentDataTag() : "";
        return fs::path(tmp_.path().toStdString()) / (QTest::currentTestFunction() + row) / name;
    }

private slots:
    void reopenKeepsEverything() {
        fs::path d = dir("h");
        Dump before;
        std::map<std::string, int64_t> times;
        {
            auto hive = openHive(d);
            QVERIFY(hive);
            populate(*hive, 1);
            QVERIFY(hive->checkpoint().isOk());
            // More changes after the checkpoint: these come back from the log.
            populate(*hive, 2);
            QVERIFY(hive->deleteTree(hive->root(), "Top1").isOk());
            QVERIFY(hive->renameKey(hive->root(), "Top2", "Renamed").isOk());
            before = dump(*hive);
            for (const auto& [path, values] : before)
                times[path] = hive->queryInfo(*hive->openKey(hive->root(), path))->lastWriteTime;
            // A copy taken now is what a crash would leave: snapshot plus log.
            copyHive(d, dir("crashed"));
        }
        for (const char* name : {"h", "crashed"}) {
            auto hive = openHive(dir(name));
            QVERIFY(hive);
            QCOMPARE(QString::fromStdString(describeDifference(before, dump(*hive))), QString());
            for (const auto& [path, t] : times) {
                QCOMPARE(hive->queryInfo(*hive->openKey(hive->root(), path))->lastWriteTime, t);
            }
            QVERIFY(!hive->recoveryReport().tornTail);
        }
    }

    // A write-ahead log that cannot grow (a full disk) fails the change that
    // needed the room with a clear error and applies none of it; every change
    // made before reads back, then and after a reopen.
    void fullDiskFailsTheChangeAndLosesNothing() {
        fs::path d = dir("h");
        std::map<std::string, Bytes> acknowledged;
        Status refused;
        {
            HiveOptions options;
            options.checkpointLogBytes = uint64_t{1} << 40;  // keep everything in the log
            auto hive = openHive(d, options);
            QVERIFY(hive);
            Key bucket = *hive->createKey(hive->root(), "Bucket");
            {
                test::FileSizeCap cap(uint64_t{3} << 20);
                for (int i = 0; i < 1000 && refused.isOk(); ++i) {
                    std::string name = "v" + std::to_string(i);
                    Bytes data(20000 + static_cast<size_t>(i), static_cast<char>('a' + i % 26));
                    refused = hive->setValue(bucket, name, REG_BINARY, data);
                    if (refused.isOk()) acknowledged[name] = data;
                }
            }
            QVERIFY2(!refused.isOk(), "the capped log never filled");
            for (const char* part : {"cannot grow", "hive.wal", "the change was not made"}) {
                QVERIFY2(refused.message().find(part) != std::string::npos, refused.toString().c_str());
            }
            QVERIFY(acknowledged.size() > 20);
            std::string refusedName = "v" + std::to_string(acknowledged.size());
            QVERIFY(hive->queryValue(bucket, refusedName).status().is(StatusCode::kNotFound));
            for (const auto& [name, data] : acknowledged) QCOMPARE(hive->queryValue(bucket, name)->data, data);
            QVERIFY(hive->setValue(bucket, "after", REG_SZ, encodeString("room again")).isOk());
        }
        auto hive = openHive(d);
        QVERIFY(hive);
        Key bucket = *hive->openKey(hive->root(), "Bucket");
        for (const auto& [name, data] : acknowledged) QCOMPARE(hive->queryValue(bucket, name)->data, data);
        QCOMPARE(hive->queryValue(bucket, "after")->data, encodeString("room again"));
    }

    // Appends go through a window of the log that a helper thread faults in
    // ahead of them and unmaps behind them: a log longer than the window
    // (64 MiB) replays whole, and only a few MiB of it stay resident.
    void logLongerThanItsWindowReplaysWholeAndStaysUnmapped() {
        fs::path d = dir("h");
        constexpr int kValues = 1400;  // 50 KB each: 70 MB of records
        auto valueFor = [](int i) { return Bytes(50000, static_cast<char>('a' + i % 26)) + std::to_string(i); };
        pid_t child = ::fork();
        if (child == 0) {
            HiveOptions options;
            options.checkpointLogBytes = uint64_t{1} << 40;
            options.durability = Durability::kOsBuffered;
            auto hive = Hive::open(d, options);
            if (!hive) ::_exit(1);
            Key bucket = *(*hive)->createKey((*hive)->root(), "Bucket");
            // The helper works behind the appends: give it a moment to catch up.
            auto residentSettles = [] {
                for (int wait = 0; wait < 500; ++wait, ::usleep(10000)) {
                    if (residentBytesOf("hive.wal") <= (uint64_t{8} << 20)) return true;
                }
                return false;
            };
            for (int i = 0; i < kValues; ++i) {
                if (!(*hive)->setValue(bucket, "v" + std::to_string(i), REG_BINARY, valueFor(i)).isOk()) ::_exit(2);
                if (i == kValues / 2 && !residentSettles()) ::_exit(3);  // 35 MB into the first window
            }
            ::_exit(residentSettles() ? 0 : 3);  // no closing checkpoint: the reopen replays it all
        }
        int status = 0;
        QCOMPARE(::waitpid(child, &status, 0), child);
        QVERIFY(WIFEXITED(status));
        QCOMPARE(WEXITSTATUS(status), 0);
        QVERIFY(fs::file_size(d / "hive.wal") > (uint64_t{64} << 20));
        auto hive = openHive(d);
        QVERIFY(hive);
        QVERIFY(hive->recoveryReport().replayedRecords >= uint64_t(kValues));
        Key bucket = *hive->openKey(hive->root(), "Bucket");
        for (int i = 0; i < kValues; ++i) {
            QCOMPARE(hive->queryValue(bucket, "v" + std::to_string(i))->data, valueFor(i));
        }
    }

    void closeCheckpointsSoTheLogIsEmpty() {
        fs::path d = dir("h");
        {
            auto hive = openHive(d);
            populate(*hive, 3);
        }
        QCOMPARE(fs::file_size(d / "hive.wal"), uint64_t(kLogHeaderBytes));
        auto hive = openHive(d);
        QCOMPARE(hive->recoveryReport().replayedRecords, uint64_t(0));
        QVERIFY(hive->recoveryReport().snapshotKeys > 40);
    }

    void automaticCheckpointKeepsTheLogShort() {
        fs::path d = dir("h");
        HiveOptions options;
        options.checkpointLogBytes = 16 << 10;
        Dump before;
        {
            auto hive = openHive(d, options);
            Key k = *hive->createKey(hive->root(), "auto");
            for (int i = 0; i < 3000; ++i)
                QVERIFY(hive->setValue(k, "v" + std::to_string(i % 500), REG_DWORD, encodeDword(i)).isOk());
            uint64_t end = 0;
            recordOffsets(d / "hive.wal", &end);
            // The log restarts once it passes 16 KiB and the snapshot's size.
            QVERIFY2(end < 64 << 10, std::to_string(end).c_str());
            before = dump(*hive);
            copyHive(d, dir("crashed"));
        }
        auto hive = openHive(dir("crashed"), options);
        QCOMPARE(QString::fromStdString(describeDifference(before, dump(*hive))), QString());
    }

    void staleLogIsNotReplayed() {
        fs::path d = dir("h");
        fs::path oldLog = dir("old.wal");
        Dump before;
        {
            auto hive = openHive(d);
            Key k = *hive->createKey(hive->root(), "k");
            QVERIFY(hive->setValue(k, "v", REG_DWORD, encodeDword(1)).isOk());
            fs::copy_file(d / "hive.wal", oldLog);
            QVERIFY(hive->checkpoint().isOk());
            QVERIFY(hive->deleteValue(k, "v").isOk());
            QVERIFY(hive->checkpoint().isOk());
            before = dump(*hive);
        }
        // A crash between writing a snapshot and starting its log leaves the
        // older log behind; replaying it would bring "v" back.
        fs::copy_file(oldLog, d / "hive.wal", fs::copy_options::overwrite_existing);
        auto hive = openHive(d);
        QVERIFY(hive);
        QCOMPARE(QString::fromStdString(describeDifference(before, dump(*hive))), QString());
        QVERIFY(hive->recoveryReport().message.find("older than the snapshot") != std::string::npos);
    }

    void logNewerThanSnapshotIsCorruption() {
        fs::path d = dir("h");
        fs::path oldSnap = dir("old.snap");
        {
            auto hive = openHive(d);
            fs::copy_file(d / "hive.snap", oldSnap);
            QVERIFY(hive->createKey(hive->root(), "k").isOk());
            QVERIFY(hive->checkpoint().isOk());
            QVERIFY(hive->createKey(hive->root(), "j").isOk());
            copyHive(d, dir("crashed"));
        }
        fs::copy_file(oldSnap, dir("crashed") / "hive.snap", fs::copy_options::overwrite_existing);
        auto opened = Hive::open(dir("crashed"));
        QVERIFY(opened.status().is(StatusCode::kCorruption));
        QVERIFY(opened.status().message().find("generation") != std::string::npos);
    }

    void tornTailIsDiscardedAndReported_data() {
        QTest::addColumn<QString>("damage");
        QTest::newRow("cut inside the last record") << "cut";
        QTest::newRow("garbage after the last record") << "garbage";
        QTest::newRow("flipped byte in the last record") << "flip";
        QTest::newRow("zero tail only") << "none";
    }
    void tornTailIsDiscardedAndReported() {
        QFETCH(QString, damage);
        fs::path d = dir("h");
        fs::path crashed = dir("crashed");
        Dump beforeLast;
        {
            auto hive = openHive(d);
            Key k = *hive->createKey(hive->root(), "k");
            for (int i = 0; i < 20; ++i)
                QVERIFY(hive->setValue(k, "v" + std::to_string(i), REG_BINARY, Bytes(100, 'a' + i)).isOk());
            beforeLast = dump(*hive);
            QVERIFY(hive->setValue(k, "last", REG_BINARY, Bytes(100, 'z')).isOk());
            copyHive(d, crashed);
        }
        uint64_t end = 0;
        auto offsets = recordOffsets(crashed / "hive.wal", &end);
        QVERIFY(offsets.size() >= 21);
        uint64_t last = offsets.back();
        if (damage == "cut") {
            fs::resize_file(crashed / "hive.wal", last + 30);
        } else if (damage == "garbage") {
            writeBytesAt(crashed / "hive.wal", end + 10, "garbage!");
        } else if (damage == "flip") {
            writeBytesAt(crashed / "hive.wal", last + 40, "X");
        }
        Dump after;
        {
            auto hive = openHive(crashed);
            QVERIFY(hive);
            const RecoveryReport& report = hive->recoveryReport();
            if (damage == "none") {
                QVERIFY(!report.tornTail);
                QVERIFY(report.message.empty());
                QCOMPARE(hive->queryValue(*hive->openKey(hive->root(), "k"), "last")->data, Bytes(100, 'z'));
                return;
            }
            QVERIFY(report.tornTail);
            QVERIFY(!report.message.empty());
            if (damage == "garbage") {
                QCOMPARE(report.tornOffset, end);
                QCOMPARE(report.discardedBytes, uint64_t(18));
                QVERIFY(hive->queryValue(*hive->openKey(hive->root(), "k"), "last").isOk());
            } else {
                QCOMPARE(report.tornOffset, last);
                QVERIFY(report.discardedBytes > 0);
                QCOMPARE(QString::fromStdString(describeDifference(beforeLast, dump(*hive))), QString());
            }
            // New changes go where the torn record was; nothing stale may follow them.
            QVERIFY(hive->createKey(hive->root(), "after").isOk());
            after = dump(*hive);
            copyHive(crashed, dir("again"));
        }
        auto again = openHive(dir("again"));
        QVERIFY(!again->recoveryReport().tornTail);
        QCOMPARE(QString::fromStdString(describeDifference(after, dump(*again))), QString());
    }

    void corruptRecordInTheMiddleEndsTheLog() {
        fs::path d = dir("h");
        {
            auto hive = openHive(d);
            Key k = *hive->createKey(hive->root(), "k");
            for (int i = 0; i < 10; ++i)
                QVERIFY(hive->setValue(k, "v" + std::to_string(i), REG_DWORD, encodeDword(i)).isOk());
            copyHive(d, dir("crashed"));
        }
        auto offsets = recordOffsets(dir("crashed") / "hive.wal");
        writeBytesAt(dir("crashed") / "hive.wal", offsets[5] + 2, "\x5a");
        auto hive = openHive(dir("crashed"));
        QVERIFY(hive);
        QVERIFY(hive->recoveryReport().tornTail);
        QCOMPARE(hive->recoveryReport().tornOffset, offsets[5]);
        QCOMPARE(hive->recoveryReport().replayedRecords, uint64_t(5));
    }

    // A key with many values keeps the values deleted from it as holes in
    // memory; neither a snapshot nor a replay of the log may bring one back,
    // whatever the types around them (escaped numbers, packed text, binary).
    void deletedValuesNeverReachTheSnapshot() {
        fs::path d = dir("h");
        const std::string gone = "deleted-value-";
        Dump before;
        KeyInfo info;
        {
            auto hive = openHive(d);
            QVERIFY(hive);
            Key bucket = *hive->createKey(hive->root(), "Bucket");
            for (int i = 0; i < 300; ++i) {
                std::string name = "v" + std::to_string(i);
                Status set = i % 3 == 0   ? hive->setValue(bucket, name, REG_SZ, encodeString(gone + name))
                             : i % 3 == 1 ? hive->setValue(bucket, name, 0x4242u + i, gone + name)
                                          : hive->setValue(bucket, name, REG_BINARY, Bytes(gone + name + "\xff"));
                QVERIFY(set.isOk());
            }
            // A third deleted (holes), the rest rewritten at other sizes, so
            // entries move across the holes, and a few values added after them.
            for (int i = 0; i < 300; ++i) {
                std::string name = "v" + std::to_string(i);
                if (i % 4 == 1) {
                    QVERIFY(hive->deleteValue(bucket, name).isOk());
                } else {
                    QVERIFY(
                        hive->setValue(bucket, name, REG_SZ, encodeString("kept " + std::string(i % 17, 'k'))).isOk());
                }
            }
            QVERIFY(hive->setValue(bucket, "Longest value name of them all", REG_DWORD, encodeDword(7)).isOk());
            QVERIFY(hive->checkpoint().isOk());
            // After the checkpoint: these deletes come back from the log.
            for (int i = 0; i < 300; i += 8) QVERIFY(hive->deleteValue(bucket, "v" + std::to_string(i)).isOk());
            before = dump(*hive);
            info = *hive->queryInfo(bucket);
            copyHive(d, dir("crashed"));
        }
        QCOMPARE(info.valueCount, uint32_t(300 - 75 - 38 + 1));
        for (const char* name : {"h", "crashed"}) {
            auto hive = openHive(dir(name));
            QVERIFY(hive);
            QCOMPARE(QString::fromStdString(describeDifference(before, dump(*hive))), QString());
            KeyInfo again = *hive->queryInfo(*hive->openKey(hive->root(), "Bucket"));
            QCOMPARE(again.valueCount, info.valueCount);
            QCOMPARE(again.maxValueNameLength, info.maxValueNameLength);
            QCOMPARE(again.maxValueDataBytes, info.maxValueDataBytes);
        }
        std::ifstream snap(d / "hive.snap", std::ios::binary);
        std::string bytes((std::istreambuf_iterator<char>(snap)), std::istreambuf_iterator<char>());
        QVERIFY2(bytes.find(gone) == std::string::npos, "a deleted value reached the snapshot");
    }

    // The hole mark (the packed flag on a type that is never packed) exists
    // in memory only: a log record that carries one is damage.
    void holeMarkInALogRecordIsCorruption() {
        for (unsigned char typeByte : {0x81u, 0x80u, 0x83u}) {
            Bytes payload;
            putVarint(payload, 1);  // the key
            putVarint(payload, 1);
            payload += "x";
            payload.push_back(static_cast<char>(typeByte));
            putVarint(payload, 2);
            payload += "ab";
            auto change = decodeChangePayload(ChangeOp::kSetValue, payload);
            QCOMPARE(change.isOk(), typeByte == 0x81);  // packed REG_SZ is text, the others are marks
        }
    }

    void damagedSnapshotIsAClearError_data() {
        QTest::addColumn<QString>("damage");
        QTest::newRow("bad magic") << "magic";
        QTest::newRow("flipped byte in a block") << "flip";
        QTest::newRow("truncated") << "truncate";
        QTest::newRow("truncated in the header") << "short";
        QTest::newRow("empty") << "empty";
        QTest::newRow("trailing bytes") << "trailing";
    }
    void damagedSnapshotIsAClearError() {
        QFETCH(QString, damage);
        fs::path d = dir("h");
        {
            auto hive = openHive(d);
            populate(*hive, 4);
        }
        fs::path snap = d / "hive.snap";
        uint64_t size = fs::file_size(snap);
        if (damage == "magic") writeBytesAt(snap, 0, "X");
        if (damage == "flip") writeBytesAt(snap, size / 2, "\x01\x02");
        if (damage == "truncate") fs::resize_file(snap, size - 5);
        if (damage == "short") fs::resize_file(snap, 20);
        if (damage == "empty") fs::resize_file(snap, 0);
        if (damage == "trailing") writeBytesAt(snap, size, "more");
        auto opened = Hive::open(d);
        QVERIFY(!opened.isOk());
        QVERIFY2(opened.status().is(StatusCode::kCorruption), opened.status().toString().c_str());
        QVERIFY2(opened.status().message().find(snap.string()) != std::string::npos,
                 opened.status().toString().c_str());
    }

    // A snapshot is read from a file anyone may have written: a key record
    // whose subkey or value count claims far more than the file holds is
    // refused before the tree sizes a block by it (a 200-byte file must not
    // take a gigabyte).
    void snapshotWhoseCountsLieIsRefusedBeforeAllocating_data() {
        QTest::addColumn<int>("field");  // 0: subkeys, 1: values
        QTest::newRow("subkeys") << 0;
        QTest::newRow("values") << 1;
    }
    void snapshotWhoseCountsLieIsRefusedBeforeAllocating() {
        QFETCH(int, field);
        fs::path d = dir("h");
        {
            auto hive = openHive(d);
            Key k = *hive->createKey(hive->root(), "A");
            QVERIFY(hive->setValue(k, "v", REG_BINARY, Bytes("x")).isOk());
        }
        // The first block holds every record; the first record is the root's:
        // id, parent and name length, the time, then the two counts.
        fs::path snap = d / "hive.snap";
        Bytes records = firstSnapshotBlock(snap);
        BytesView cursor(records);
        for (int i = 0; i < 3; ++i) QVERIFY(getVarint(cursor).has_value());
        cursor.remove_prefix(8);
        if (field == 1) QVERIFY(getVarint(cursor).has_value());
        size_t at = records.size() - cursor.size();
        QVERIFY(getVarint(cursor).has_value());
        Bytes claim;
        putVarint(claim, uint64_t(1) << 27);  // a GiB of subkey slots, or a 128 MiB block of tags
        records = records.substr(0, at) + claim + records.substr(records.size() - cursor.size());
        replaceFirstSnapshotBlock(snap, records);

        rusage before{};
        ::getrusage(RUSAGE_SELF, &before);
        auto opened = Hive::open(d);
        rusage after{};
        ::getrusage(RUSAGE_SELF, &after);
        QVERIFY(!opened.isOk());
        QVERIFY2(opened.status().is(StatusCode::kCorruption), opened.status().toString().c_str());
        QVERIFY2(opened.status().message().find("claims 134217728") != std::string::npos,
                 opened.status().toString().c_str());
        QVERIFY2(after.ru_maxrss - before.ru_maxrss < 64 * 1024,
                 ("peak memory grew by " + std::to_string(after.ru_maxrss - before.ru_maxrss) + " KiB").c_str());
    }

    // A hive whose keys were mostly deleted keeps the high ids of the
    // survivors. Reopened, those keys cost their own slots, not a table
    // reaching up to their ids; new keys take low ids, and the survivors
    // can be read, deleted and left behind by a handle like any other key.
    void aHiveWhoseKeysWereMostlyDeletedReopensSmall() {
        fs::path d = dir("h");
        const int keys = 150000;
        {
            auto hive = openHive(d);
            for (int i = 0; i < keys; ++i) QVERIFY(hive->createKey(hive->root(), "k" + std::to_string(i)).isOk());
            Key last = *hive->openKey(hive->root(), "k" + std::to_string(keys - 1));
            QVERIFY(hive->setValue(last, "v", REG_SZ, encodeString("survivor")).isOk());
            for (int i = 0; i < keys - 1; ++i) QVERIFY(hive->deleteKey(hive->root(), "k" + std::to_string(i)).isOk());
            QVERIFY(hive->checkpoint().isOk());
        }
        auto hive = openHive(d);
        QVERIFY(hive);
        auto stats = hive->statistics();
        QVERIFY(stats.isOk());
        QCOMPARE(stats->keys, uint64_t(1));
        // The dense table's first page and the survivor's slot: far below the
        // 150,000 slots (3.6 MB) a table up to its id would take.
        QVERIFY2(stats->memoryBytes < 1'000'000, std::to_string(stats->memoryBytes).c_str());
        Key survivor = *hive->openKey(hive->root(), "k" + std::to_string(keys - 1));
        auto value = hive->queryValue(survivor, "v");
        QVERIFY(value.isOk());
        QCOMPARE(decodeString(value->data), std::string("survivor"));
        for (int i = 0; i < 100; ++i) QVERIFY(hive->createKey(hive->root(), "new" + std::to_string(i)).isOk());
        // New keys fill the dense table up past the survivor's id, which then
        // moves in: its handle still reads it, and no new key took its id.
        for (int i = 0; i < keys; ++i) QVERIFY(hive->createKey(hive->root(), "more" + std::to_string(i)).isOk());
        QCOMPARE(decodeString(hive->queryValue(survivor, "v")->data), std::string("survivor"));
        QCOMPARE(hive->statistics()->keys, uint64_t(keys + 101));
        for (int i = 0; i < keys; ++i) QVERIFY(hive->deleteKey(hive->root(), "more" + std::to_string(i)).isOk());
        QVERIFY(hive->deleteKey(hive->root(), "k" + std::to_string(keys - 1)).isOk());
        QVERIFY(!hive->queryValue(survivor, "v").isOk());
        QVERIFY(hive->createKey(hive->root(), "after").isOk());
        hive.reset();
        hive = openHive(d);
        QVERIFY(hive);
        QCOMPARE(hive->statistics()->keys, uint64_t(101));
        QVERIFY(!hive->openKey(hive->root(), "k" + std::to_string(keys - 1)).isOk());
        QVERIFY(hive->openKey(hive->root(), "new99").isOk());
    }

    // A snapshot that gives a key an id near the top of the range (damaged
    // behind good checksums, or made so on purpose) opens in memory for the
    // keys it holds, and the hive goes on working.
    void snapshotKeyIdFarAboveItsKeysTakesNoTableUpToIt() {
        fs::path d = dir("h");
        {
            auto hive = openHive(d);
            Key k = *hive->createKey(hive->root(), "A");
            QVERIFY(hive->setValue(k, "v", REG_SZ, encodeString("kept")).isOk());
        }
        // The first block holds every record: the root's, then A's, whose id
        // is its first varint.
        fs::path snap = d / "hive.snap";
        Bytes records = firstSnapshotBlock(snap);
        BytesView cursor(records);
        for (int i = 0; i < 2; ++i) QVERIFY(getVarint(cursor).has_value());
        auto nameLength = getVarint(cursor);
        QVERIFY(nameLength.has_value());
        cursor.remove_prefix(*nameLength + 8);
        for (int i = 0; i < 2; ++i) QVERIFY(getVarint(cursor).has_value());
        auto valuesLength = getVarint(cursor);
        QVERIFY(valuesLength.has_value());
        cursor.remove_prefix(*valuesLength);
        const size_t at = records.size() - cursor.size();
        QCOMPARE(*getVarint(cursor), uint64_t(1));
        Bytes id;
        putVarint(id, uint64_t(50'000'000));  // 1.2 GB of slots, were the table to reach it
        records = records.substr(0, at) + id + records.substr(records.size() - cursor.size());
        replaceFirstSnapshotBlock(snap, records);

        rusage before{};
        ::getrusage(RUSAGE_SELF, &before);
        auto hive = openHive(d);
        rusage after{};
        ::getrusage(RUSAGE_SELF, &after);
        QVERIFY(hive);
        QVERIFY2(after.ru_maxrss - before.ru_maxrss < 16 * 1024,
                 ("peak memory grew by " + std::to_string(after.ru_maxrss - before.ru_maxrss) + " KiB").c_str());
        Key a = *hive->openKey(hive->root(), "A");
        QCOMPARE(decodeString(hive->queryValue(a, "v")->data), std::string("kept"));
        QVERIFY(hive->createKey(hive->root(), "B").isOk());
        QVERIFY(hive->createKey(a, "Under").isOk());
        QVERIFY(hive->checkpoint().isOk());
        hive.reset();
        hive = openHive(d);
        QVERIFY(hive);
        QVERIFY(hive->openKey(hive->root(), "A\\Under").isOk());
        QVERIFY(hive->openKey(hive->root(), "B").isOk());
    }

    // Keys with many values get their index built on a helper thread while
    // the load reads on (value_indexer.h): after a reopen every value is
    // found under any case of its name, positions hold, and changes go on.
    // A key whose values are malformed behind a good checksum, read while
    // that thread still works, fails the open with a clear error.
    void largeKeysReopenIndexedAndADamagedKeyAfterThemFailsTheOpen() {
        fs::path d = dir("h");
        const int perKey = 4000;  // about 180 KB of values a key: over the hand-off size
        auto name = [](int key, int i) { return "value-" + std::to_string(key) + "-" + std::to_string(i); };
        Dump before;
        {
            auto hive = openHive(d);
            QVERIFY(hive);
            for (int key = 0; key < 3; ++key) {
                Key k = *hive->createKey(hive->root(), "Big" + std::to_string(key));
                for (int i = 0; i < perKey; ++i)
                    QVERIFY(hive->setValue(k, name(key, i), REG_BINARY, Bytes(30, static_cast<char>(i))).isOk());
            }
            Key last = *hive->createKey(hive->root(), "Zlast");
            QVERIFY(hive->setValue(last, "marker-value", REG_BINARY, Bytes("payload")).isOk());
            before = dump(*hive);
        }
        {
            auto hive = openHive(d);
            QVERIFY(hive);
            QCOMPARE(QString::fromStdString(describeDifference(before, dump(*hive))), QString());
            for (int key = 0; key < 3; ++key) {
                Key k = *hive->openKey(hive->root(), "BIG" + std::to_string(key));
                for (int i = 0; i < perKey; i += 7) {
                    std::string upper = name(key, i);
                    for (char& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
                    auto v = hive->queryValue(k, upper);
                    QVERIFY(v.isOk());
                    QCOMPARE(v->data, Bytes(30, static_cast<char>(i)));
                }
                QVERIFY(hive->queryValue(k, name(key + 1, 0)).status().is(StatusCode::kNotFound));
                for (int i = 0; i < perKey; i += 2) QVERIFY(hive->deleteValue(k, name(key, i)).isOk());
                QCOMPARE(hive->enumValue(k, 100)->name, name(key, 201));
            }
            before = dump(*hive);
        }
        {
            auto hive = openHive(d);
            QVERIFY(hive);
            QCOMPARE(QString::fromStdString(describeDifference(before, dump(*hive))), QString());
        }

        // The marker's type byte turned into a hole mark, its block's checksum made good again.
        fs::path snap = d / "hive.snap";
        std::ifstream in(snap, std::ios::binary);
        std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        size_t at = bytes.find("marker-value");
        QVERIFY(at != std::string::npos);
        bytes[at + std::string("marker-value").size()] = static_cast<char>(0x80 | REG_BINARY);
        for (size_t block = 48;;) {
            uint32_t length = getFixed32(bytes.data() + block);
            QVERIFY(length != 0);
            if (at < block + 8 + length) {
                Bytes crc;
                putFixed32(crc, crc32c::mask(crc32c::value(bytes.data() + block + 8, length)));
                bytes.replace(block + 4, 4, crc);
                break;
            }
            block += 8 + length;
        }
        writeBytesAt(snap, 0, Bytes(bytes));
        auto opened = Hive::open(d);
        QVERIFY(!opened.isOk());
        QVERIFY2(opened.status().is(StatusCode::kCorruption), opened.status().toString().c_str());
        QVERIFY2(opened.status().message().find("is malformed") != std::string::npos,
                 opened.status().toString().c_str());
    }

    void secondProcessIsToldWhoHoldsTheLock() {
        fs::path d = dir("h");
        QVERIFY(openHive(d));
        int ready[2], release[2];
        QVERIFY(::pipe(ready) == 0 && ::pipe(release) == 0);
        pid_t child = ::fork();
        if (child == 0) {
            auto hive = Hive::open(d);
            char c = hive.isOk() ? 'y' : 'n';
            (void)!::write(ready[1], &c, 1);
            (void)!::read(release[0], &c, 1);
            ::_exit(0);
        }
        char c = 0;
        QCOMPARE(::read(ready[0], &c, 1), ssize_t(1));
        QCOMPARE(c, 'y');
        auto second = Hive::open(d);
        QVERIFY(second.status().is(StatusCode::kBusy));
        QVERIFY2(second.status().message().find("in use by PID " + std::to_string(child)) != std::string::npos,
                 second.status().message().c_str());
        HiveOptions readOnly;
        readOnly.readOnly = true;
        QVERIFY(Hive::open(d, readOnly).status().is(StatusCode::kBusy));
        (void)!::write(release[1], "x", 1);
        int status = 0;
        ::waitpid(child, &status, 0);
        QVERIFY(Hive::open(d).isOk());
        for (int fd : {ready[0], ready[1], release[0], release[1]}) ::close(fd);
    }

    void readOnlyHiveRefusesEveryChange() {
        fs::path d = dir("h");
        {
            auto hive = openHive(d);
            populate(*hive, 5);
            QVERIFY(hive->createKey(hive->root(), "k").isOk());
        }
        HiveOptions options;
        options.readOnly = true;
        auto a = openHive(d, options);
        auto b = openHive(d, options);  // readers share the hive
        QVERIFY(a && b);
        QVERIFY(Hive::open(d).status().is(StatusCode::kBusy));
        Registry& r = *a;
        Key k = *r.openKey(r.root(), "k");
        QVERIFY(r.createKey(r.root(), "k").isOk());  // opening is not a change
        QVERIFY(r.createKey(r.root(), "new").status().is(StatusCode::kReadOnly));
        QVERIFY(r.setValue(k, "v", REG_DWORD, encodeDword(1)).is(StatusCode::kReadOnly));
        QVERIFY(r.deleteValue(k, "v").is(StatusCode::kReadOnly));
        QVERIFY(r.deleteKey(r.root(), "k").is(StatusCode::kReadOnly));
        QVERIFY(r.deleteTree(r.root(), "k").is(StatusCode::kReadOnly));
        QVERIFY(r.renameKey(r.root(), "k", "j").is(StatusCode::kReadOnly));
        QVERIFY(a->checkpoint().is(StatusCode::kReadOnly));
        QVERIFY(r.flush().isOk());
        QVERIFY(r.isReadOnly());
        QVERIFY(r.queryValue(*r.openKey(r.root(), "Bucket"), "k7").isOk());
        QVERIFY(!fs::exists(d / "missing"));
        QVERIFY(Hive::open(d / "missing", options).status().is(StatusCode::kNotFound));
        HiveOptions noCreate;
        noCreate.createIfMissing = false;
        QVERIFY(Hive::open(d / "missing", noCreate).status().is(StatusCode::kNotFound));
    }

    void sigkillLosesNoAcknowledgedChange();
};

// --- the SIGKILL crash test

namespace {

struct Op {
    enum Kind { kCreate, kSet, kDeleteValue, kDeleteTree, kClear, kDeleteKey, kRename } kind;
    std::string path;  // the key operated on ("" is the root)
    std::string name;  // new subkey path, value name, or new name
    uint32_t type = 0;
    Bytes data;
};

std::string join(const std::string& parent, const std::string& child) {
    return parent.empty() ? child : parent + "\\" + child;
}

size_t depthOf(const std::string& path) {
    return path.empty() ? 0 : size_t(std::count(path.begin(), path.end(), '\\')) + 1;
}

std::string parentOf(const std::string& path) {
    auto cut = path.rfind('\\');
    return cut == std::string::npos ? std::string() : path.substr(0, cut);
}

std::string leafOf(const std::string& path) {
    auto cut = path.rfind('\\');
    return cut == std::string::npos ? path : path.substr(cut + 1);
}

// Names are lower case, so the model can compare them as plain strings.
Op nextOp(const Dump& model, Random& rnd) {
    std::vector<std::string> keys;
    for (const auto& [path, values] : model) keys.push_back(path);
    const std::string& key = keys[rnd.uniform(keys.size())];
    uint64_t roll = rnd.uniform(100);
    Op op{Op::kSet, key, "", 0, {}};
    if (roll < 25 && depthOf(key) < 5) {
        op.kind = Op::kCreate;
        op.name = "k" + std::to_string(rnd.uniform(12));
        if (rnd.uniform(4) == 0) op.name += "\\k" + std::to_string(rnd.uniform(12));
        return op;
    }
    const auto& values = model.at(key);
    if (roll < 35 && !values.empty()) {
        op.kind = Op::kDeleteValue;
        op.name = values[rnd.uniform(values.size())].name;
        return op;
    }
    if (!key.empty() && roll >= 90) {
        // Paths below `key` sort together, right from key + "\\" on.
        auto below = model.lower_bound(key + "\\");
        bool hasSubkeys = below != model.end() && below->first.rfind(key + "\\", 0) == 0;
        if (roll < 94) {
            op.kind = Op::kDeleteTree;
        } else if (roll < 96) {
            op.kind = Op::kClear;
        } else if (roll < 98 && !hasSubkeys) {
            op.kind = Op::kDeleteKey;
        } else {
            op.kind = Op::kRename;
            op.name = "r" + std::to_string(rnd.uniform(1000));
            if (model.count(join(parentOf(key), op.name)) != 0) op.kind = Op::kDeleteTree;
        }
        return op;
    }
    op.name = "v" + std::to_string(rnd.uniform(8));
    size_t size = rnd.uniform(8) == 0 ? rnd.uniform(20000) : rnd.uniform(300);
    switch (rnd.uniform(3)) {
    case 0: {
        op.type = REG_SZ;
        std::string text(size / 2, 'a');
        for (auto& c : text) c = static_cast<char>('a' + rnd.uniform(26));
        op.data = utf8ToUtf16le(text);
        break;
    }
    case 1:
        op.type = REG_BINARY;
        op.data.resize(size);
        for (auto& c : op.data) c = static_cast<char>(rnd.next());
        break;
    default: op.type = static_cast<uint32_t>(rnd.uniform(1000)); op.data = std::to_string(rnd.next());
    }
    return op;
}

void applyToModel(Dump& model, const Op& op) {
    auto eraseTree = [&](const std::string& key, bool keepKey) {
        for (auto it = model.begin(); it != model.end();) {
            bool below = it->first.rfind(key + "\\", 0) == 0 || (key.empty() && !it->first.empty());
            if (below || (!keepKey && it->first == key)) {
                it = model.erase(it);
            } else {
                ++it;
            }
        }
        if (keepKey) model[key].clear();
    };
    switch (op.kind) {
    case Op::kCreate: {
        std::string path = op.path;
        std::string rest = op.name;
        while (!rest.empty()) {
            auto cut = rest.find('\\');
            path = join(path, rest.substr(0, cut));
            rest = cut == std::string::npos ? "" : rest.substr(cut + 1);
            model[path];
        }
        break;
    }
    case Op::kSet: {
        auto& values = model[op.path];
        auto it = std::find_if(values.begin(), values.end(), [&](const NamedValue& v) { return v.name == op.name; });
        if (it != values.end()) {
            it->type = op.type;
            it->data = op.data;
        } else {
            values.push_back(NamedValue{op.name, op.type, op.data});
        }
        break;
    }
    case Op::kDeleteValue: {
        auto& values = model[op.path];
        values.erase(
            std::find_if(values.begin(), values.end(), [&](const NamedValue& v) { return v.name == op.name; }));
        break;
    }
    case Op::kDeleteTree:
    case Op::kDeleteKey: eraseTree(op.path, false); break;
    case Op::kClear: eraseTree(op.path, true); break;
    case Op::kRename: {
        std::string renamed = join(parentOf(op.path), op.name);
        Dump moved;
        for (auto it = model.begin(); it != model.end();) {
            if (it->first == op.path || it->first.rfind(op.path + "\\", 0) == 0) {
                moved[renamed + it->first.substr(op.path.size())] = std::move(it->second);
                it = model.erase(it);
            } else {
                ++it;
            }
        }
        model.merge(moved);
        break;
    }
    }
}

Status runOp(Registry& r, const Op& op) {
    WR_ASSIGN_OR_RETURN(Key key, r.openKey(r.root(), op.path));
    switch (op.kind) {
    case Op::kCreate: return r.createKey(key, op.name).status();
    case Op::kSet: return r.setValue(key, op.name, op.type, op.data);
    case Op::kDeleteValue: return r.deleteValue(key, op.name);
    case Op::kDeleteTree: return r.deleteTree(r.root(), op.path);
    case Op::kClear: return r.deleteTree(key, "");
    case Op::kDeleteKey: return r.deleteKey(r.root(), op.path);
    case Op::kRename: {
        WR_ASSIGN_OR_RETURN(Key parent, r.openKey(r.root(), parentOf(op.path)));
        return r.renameKey(parent, leafOf(op.path), op.name);
    }
    }
    return Status::ok();
}

HiveOptions crashOptions(int iteration) {
    HiveOptions options;
    options.durability = iteration % 3 == 0   ? Durability::kOsBuffered
                         : iteration % 3 == 1 ? Durability::kGroupCommit
                                              : Durability::kSyncEachChange;
    options.groupCommitInterval = std::chrono::milliseconds(2);
    // Every other run checkpoints often, so kills land inside checkpoints too.
    options.checkpointLogBytes = iteration % 2 == 0 ? (24 << 10) : (64 << 20);
    return options;
}

constexpr int kOpsPerRun = 150;

// The child: apply the run's operations, acknowledging each one that returned.
[[noreturn]] void crashChild(const fs::path& d, int iteration, int ackFd) {
    auto hive = Hive::open(d, crashOptions(iteration));
    if (!hive) ::_exit(3);
    Dump model = dump(**hive);
    Random rnd(1000 + static_cast<uint64_t>(iteration));
    for (int i = 0; i < kOpsPerRun; ++i) {
        Op op = nextOp(model, rnd);
        Status s = runOp(**hive, op);
        if (!s.isOk()) {
            std::fprintf(stderr, "operation %d of run %d failed: %s\n", i, iteration, s.toString().c_str());
            ::_exit(4);
        }
        applyToModel(model, op);
        if (::write(ackFd, &i, sizeof(i)) != sizeof(i)) ::_exit(5);
    }
    hive->reset();  // the close checkpoint is a place to be killed too
    int done = kOpsPerRun;
    (void)!::write(ackFd, &done, sizeof(done));
    ::pause();
    ::_exit(0);
}

}  // namespace

void HiveRecoveryTest::sigkillLosesNoAcknowledgedChange() {
    fs::path d = dir("h");
    Dump known = Dump{{"", {}}};
    int tornTails = 0;
    const int iterations = 60;
    for (int iteration = 0; iteration < iterations; ++iteration) {
        int acks[2];
        QVERIFY(::pipe(acks) == 0);
        pid_t child = ::fork();
        QVERIFY(child >= 0);
        if (child == 0) {
            ::close(acks[0]);
            crashChild(d, iteration, acks[1]);
        }
        ::close(acks[1]);
        Random timing(static_cast<uint64_t>(iteration) * 7919);
        int killAfter = static_cast<int>(timing.uniform(kOpsPerRun + 2));
        int acked = 0, value = 0;
        while (acked < killAfter && ::read(acks[0], &value, sizeof(value)) == sizeof(value)) ++acked;
        // Let it run a little further, into the middle of some change.
        for (uint64_t spin = timing.uniform(200000); spin > 0; --spin) asm volatile("");
        ::kill(child, SIGKILL);
        int status = 0;
        ::waitpid(child, &status, 0);
        QVERIFY2(WIFSIGNALED(status), ("child exited with " + std::to_string(WEXITSTATUS(status))).c_str());
        while (::read(acks[0], &value, sizeof(value)) == sizeof(value)) ++acked;
        ::close(acks[0]);

        // Replay the child's run on the model: the hive must hold exactly the
        // acknowledged operations, or those and the one in flight.
        Dump expected = known;
        Random rnd(1000 + static_cast<uint64_t>(iteration));
        int ops = std::min(acked, kOpsPerRun);
        for (int i = 0; i < ops; ++i) applyToModel(expected, nextOp(expected, rnd));
        Dump withInFlight = expected;
        if (ops < kOpsPerRun) applyToModel(withInFlight, nextOp(withInFlight, rnd));

        auto hive = Hive::open(d);
        QVERIFY2(hive.isOk(), hive.status().toString().c_str());
        if ((*hive)->recoveryReport().tornTail) ++tornTails;
        Dump actual = dump(**hive);
        std::string diff = describeDifference(expected, actual);
        if (!diff.empty() && describeDifference(withInFlight, actual).empty()) diff.clear();
        QVERIFY2(diff.empty(),
                 ("iteration " + std::to_string(iteration) + ", " + std::to_string(acked) + " acknowledged: " + diff)
                     .c_str());
        known = actual;
    }
    qInfo("%d runs, %d ended in a torn log tail", iterations, tornTails);
}

QTEST_GUILESS_MAIN(HiveRecoveryTest)
#include "test_hive_recovery.moc"
