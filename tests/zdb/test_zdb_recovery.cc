// ZDB recovery: writers killed with SIGKILL, flipped bytes, cut data files,
// a lost or stale index, and an index ahead of its data (what a power cut
// can leave). The data files are the truth in every case.
#include <QtTest>

#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <map>

#include "common/file_size_cap.h"
#include "stores/zdb/zdb_flat_table.h"
#include "zdb_test_support.h"

using namespace wr;
using namespace wr::zdb;
using namespace wr::zdbtest;

namespace {

constexpr uint64_t kKeys = 512;

// Operation n of the writer of iteration `iter`: the parent recomputes it.
struct Op {
    uint64_t key;
    bool remove;
    Bytes value;
};

Op opFor(int iter, uint32_t n) {
    Random rng(uint64_t(iter) * 1000003 + n);
    Op op;
    op.key = rng.uniform(kKeys);
    op.remove = rng.uniform(10) == 0;
    // Mostly small values, some tens of kilobytes, a few over 1 MiB (written
    // with pwrite rather than copied into the mapping).
    uint64_t pick = rng.uniform(400);
    size_t size = pick == 0  ? (1 << 20) + rng.uniform(100000)
                  : pick < 8 ? 20000 + rng.uniform(40000)
                             : rng.uniform(800);
    op.value = "iter " + std::to_string(iter) + " op " + std::to_string(n) + ":";
    op.value.resize(op.value.size() + size, static_cast<char>('a' + (n % 26)));
    return op;
}

// What a key holds: nullopt for nothing.
using Model = std::map<uint64_t, std::optional<Bytes>>;

std::optional<Bytes> outcome(const Op& op) { return op.remove ? std::nullopt : std::optional<Bytes>(op.value); }

// Runs a writer in a child process until it is killed; returns how many of
// its operations returned (acknowledged over a pipe, in order).
uint32_t runAndKill(const fs::path& dir, const std::string& params, int iter, unsigned runMicros) {
    int fds[2];
    if (::pipe(fds) != 0) return 0;
    pid_t pid = ::fork();
    if (pid == 0) {
        ::close(fds[0]);
        auto store = openZdb(dir, params);
        if (!store.isOk()) {
            std::fprintf(stderr, "writer: %s\n", store.status().toString().c_str());
            ::_exit(3);
        }
        for (uint32_t n = 0;; ++n) {
            Op op = opFor(iter, n);
            Status s = op.remove ? (*store)->remove(key4(op.key)) : (*store)->put(key4(op.key), op.value);
            if (!s.isOk()) {
                std::fprintf(stderr, "writer: %s\n", s.toString().c_str());
                ::_exit(4);
            }
            if (::write(fds[1], &n, sizeof(n)) != sizeof(n)) ::_exit(5);
        }
    }
    ::close(fds[1]);
    ::usleep(runMicros);
    ::kill(pid, SIGKILL);
    int status = 0;
    ::waitpid(pid, &status, 0);
    uint32_t acked = 0;
    uint32_t n = 0;
    while (::read(fds[0], &n, sizeof(n)) == sizeof(n)) acked = n + 1;
    ::close(fds[0]);
    if (!WIFSIGNALED(status)) {
        qWarning("writer child exited by itself with code %d", WEXITSTATUS(status));
        return UINT32_MAX;
    }
    return acked;
}

void flipByte(const fs::path& file, uint64_t offset) {
    File f = std::move(File::open(file, File::Mode::kReadWrite).value());
    char c;
    QVERIFY(f.readAt(offset, 1, &c).isOk());
    c = static_cast<char>(c ^ 0x20);
    QVERIFY(f.writeAt(offset, BytesView(&c, 1)).isOk());
}

// Fills keys [0, 100) with value version 1, then overwrites [0, 50) with 2.
void fillTwoRounds(zdb::ZdbStore& store) {
    for (uint64_t k = 0; k < 100; ++k) QVERIFY(store.put(key4(k), versionedValue(k, 1)).isOk());
    for (uint64_t k = 0; k < 50; ++k) QVERIFY(store.put(key4(k), versionedValue(k, 2)).isOk());
}

void expectTwoRounds(zdb::ZdbStore& store) {
    for (uint64_t k = 0; k < 100; ++k) {
        auto got = store.get(key4(k));
        QVERIFY2(got.isOk(), (std::to_string(k) + ": " + got.status().toString()).c_str());
        QCOMPARE(*got, versionedValue(k, k < 50 ? 2 : 1));
    }
}

const std::string kSmallInt = "keys=int;kmax=1000;files=4";

// Where the live entry of one key lies in a store fillTwoRounds filled.
struct LiveEntry {
    fs::path table;  // the current table's directory
    fs::path file;   // its data file
    uint64_t position = 0;
};

// Fills a new store at `dir` with fillTwoRounds, closes it and says where
// `key`'s entry is, for a test to damage it from the outside.
void fillTwoRoundsAndLocate(const fs::path& dir, uint64_t key, LiveEntry& out) {
    auto store = openZdb(dir, kSmallInt);
    QVERIFY2(store.isOk(), store.status().toString().c_str());
    fillTwoRounds(**store);
    auto t = (*store)->tables();
    out.table = t.current->dir();
    out.file = t.current->dataFile(t.current->fileOf(key)).path();
    out.position = t.current->item(key).position;
}

}  // namespace

class ZdbRecoveryTest : public QObject {
    Q_OBJECT

private slots:
    // A writer killed at random moments loses no operation that returned; a
    // key reads its last acknowledged value, or for the one operation in
    // flight, that operation's outcome. Odd iterations reopen read-only, so
    // the next writer does the recovery itself.
    void killedWriterLosesNothingAcknowledged() {
        QTemporaryDir tmp;
        fs::path dir = tmp.path().toStdString();
        const std::string base = "keys=int;kmax=" + std::to_string(kKeys) + ";files=4";
        const char* syncs[] = {"sync=none", "sync=each", "sync=interval;sync_ms=5"};
        WR_VERIFY_OK(openZdb(dir, base).status());  // created here; every later open finds it
        Model model;
        Random rng(2024);
        int inFlightSeen = 0;
        uint64_t acknowledged = 0;
        uint64_t replayed = 0;
        uint64_t tornBytes = 0;
        for (int iter = 0; iter < 60; ++iter) {
            std::string params = base + ";" + syncs[iter % 3];
            uint32_t acked = runAndKill(dir, params, iter, 1000 + static_cast<unsigned>(rng.uniform(15000)));
            QVERIFY2(acked != UINT32_MAX, "the writer failed instead of being killed");
            for (uint32_t n = 0; n < acked; ++n) {
                Op op = opFor(iter, n);
                model[op.key] = outcome(op);
            }
            Op inFlight = opFor(iter, acked);
            auto store = openZdb(dir, "", iter % 2 == 1);
            QVERIFY2(store.isOk(), store.status().toString().c_str());
            acknowledged += acked;
            replayed += (*store)->recoveryReport().entriesReplayed;
            tornBytes += (*store)->recoveryReport().tornBytes;
            for (uint64_t k = 0; k < kKeys; ++k) {
                auto got = (*store)->get(key4(k));
                QVERIFY2(got.isOk() || got.status().is(StatusCode::kNotFound), got.status().toString().c_str());
                std::optional<Bytes> value = got.isOk() ? std::optional<Bytes>(*got) : std::nullopt;
                auto it = model.find(k);
                std::optional<Bytes> expected = it == model.end() ? std::nullopt : it->second;
                if (value == expected) continue;
                std::string where = "iteration " + std::to_string(iter) + ", key " + std::to_string(k) + " after " +
                                    std::to_string(acked) + " acknowledged operations";
                QVERIFY2(k == inFlight.key && value == outcome(inFlight),
                         (where + ": holds neither its acknowledged value nor the in-flight one").c_str());
                model[k] = value;
                ++inFlightSeen;
            }
            if (iter == 20 || iter == 40) WR_VERIFY_OK((*store)->compact(nullptr, nullptr));
            auto report = (*store)->check(nullptr, nullptr);
            QVERIFY(report.isOk());
            QVERIFY2(report->problems.empty(), report->problems.empty() ? "" : report->problems.front().c_str());
        }
        qInfo(
            "60 kills: %llu acknowledged operations, %llu entries replayed on reopen, %llu torn bytes cut, "
            "%d in-flight operations found applied",
            static_cast<unsigned long long>(acknowledged), static_cast<unsigned long long>(replayed),
            static_cast<unsigned long long>(tornBytes), inFlightSeen);
    }

    void flippedByteFailsOnlyThatEntry() {
        QTemporaryDir tmp;
        fs::path dir = tmp.path().toStdString();
        LiveEntry entry;
        fillTwoRoundsAndLocate(dir, 42, entry);
        WR_STOP_IF_FAILED();
        const fs::path& file = entry.file;
        const uint64_t position = entry.position;
        flipByte(file, position + kEntryInfoBytes + 3);  // inside the value
        auto store = openZdb(dir, "");
        QVERIFY(store.isOk());
        auto got = (*store)->get(key4(42));
        QVERIFY(got.status().is(StatusCode::kCorruption));
        const std::string& message = got.status().message();
        for (const std::string& part :
             {file.string(), "offset " + std::to_string(position), std::string("CRC32C"), std::string("key 42")}) {
            QVERIFY2(message.find(part) != std::string::npos, message.c_str());
        }
        for (uint64_t k = 0; k < 100; ++k) {
            if (k != 42) QCOMPARE(*(*store)->get(key4(k)), versionedValue(k, k < 50 ? 2 : 1));
        }
        auto report = (*store)->check(nullptr, nullptr);
        QVERIFY(report.isOk() && !report->problems.empty());
        // Writing the key again repairs it.
        WR_VERIFY_OK((*store)->put(key4(42), "fresh"));
        QCOMPARE(*(*store)->get(key4(42)), Bytes("fresh"));
    }

    void flippedKeyByteIsCaughtToo() {
        QTemporaryDir tmp;
        fs::path dir = tmp.path().toStdString();
        LiveEntry entry;
        fillTwoRoundsAndLocate(dir, 77, entry);
        WR_STOP_IF_FAILED();
        flipByte(entry.file, entry.position + entryBytes(versionedValue(77, 1).size()) - 8);  // the key field
        auto store = openZdb(dir, "");
        QVERIFY((*store)->get(key4(77)).status().is(StatusCode::kCorruption));
        QCOMPARE(*(*store)->get(key4(76)), versionedValue(76, 1));
    }

    void damagedEntryInTheMiddleSurvivesAnIndexRebuild() {
        QTemporaryDir tmp;
        fs::path dir = tmp.path().toStdString();
        LiveEntry entry;
        fillTwoRoundsAndLocate(dir, 60, entry);
        WR_STOP_IF_FAILED();
        flipByte(entry.file, entry.position + kEntryInfoBytes);
        fs::remove(entry.table / "index.zdx");
        auto store = openZdb(dir, "");
        QVERIFY2(store.isOk(), store.status().toString().c_str());
        QVERIFY(!(*store)->recoveryReport().indexRebuiltBecause.empty());
        QCOMPARE((*store)->recoveryReport().damagedEntries, uint64_t{1});
        QVERIFY((*store)->get(key4(60)).status().is(StatusCode::kCorruption));
        for (uint64_t k = 0; k < 100; ++k) {
            if (k != 60) QCOMPARE(*(*store)->get(key4(k)), versionedValue(k, k < 50 ? 2 : 1));
        }
    }

    void deletedOrDamagedIndexIsRebuilt_data() {
        QTest::addColumn<bool>("delete_it");
        QTest::newRow("deleted") << true;
        QTest::newRow("both headers damaged") << false;
    }
    void deletedOrDamagedIndexIsRebuilt() {
        QFETCH(bool, delete_it);
        QTemporaryDir tmp;
        fs::path dir = tmp.path().toStdString();
        {
            auto store = openZdb(dir, kSmallInt);
            fillTwoRounds(**store);
            for (uint64_t k = 90; k < 100; ++k) WR_VERIFY_OK((*store)->remove(key4(k)));
        }
        fs::path index = currentTableDir(dir) / "index.zdx";
        if (delete_it) {
            fs::remove(index);
        } else {
            flipByte(index, 20);  // k_min, under each slot's CRC
            flipByte(index, kIndexSlotBytes + 20);
        }
        auto store = openZdb(dir, "");
        QVERIFY2(store.isOk(), store.status().toString().c_str());
        QVERIFY(!(*store)->recoveryReport().indexRebuiltBecause.empty());
        for (uint64_t k = 0; k < 90; ++k) QCOMPARE(*(*store)->get(key4(k)), versionedValue(k, k < 50 ? 2 : 1));
        for (uint64_t k = 90; k < 100; ++k) QVERIFY((*store)->get(key4(k)).status().is(StatusCode::kNotFound));
        QCOMPARE(*(*store)->approximateCount(), uint64_t{90});
    }

    // A data file cut inside its last entry loses that entry only: its key
    // falls back to the value before. A cut deeper rolls back more.
    void truncatedDataFilesRecover() {
        QTemporaryDir tmp;
        fs::path dir = tmp.path().toStdString();
        std::vector<uint64_t> sizes;
        {
            auto store = openZdb(dir, kSmallInt);
            fillTwoRounds(**store);
        }
        fs::path table = currentTableDir(dir);
        fs::path cut = table / FlatTable::dataFileName(1);
        uint64_t size = fs::file_size(cut);
        fs::resize_file(cut, size - 10);
        // Key 49 (file 1) was the last written to it: its version-2 entry is cut.
        {
            auto store = openZdb(dir, "");
            QVERIFY2(store.isOk(), store.status().toString().c_str());
            QVERIFY((*store)->recoveryReport().tornBytes > 0);
            QCOMPARE(*(*store)->get(key4(49)), versionedValue(49, 1));
            for (uint64_t k = 0; k < 100; ++k) {
                if (k != 49) QCOMPARE(*(*store)->get(key4(k)), versionedValue(k, k < 50 ? 2 : 1));
            }
            QVERIFY(fs::exists(cut.string() + ".torn-" + std::to_string(fs::file_size(cut))));
            WR_VERIFY_OK((*store)->put(key4(49), "after the cut"));
        }
        // Cut file 2 back to its header: its keys are gone, the others stay.
        fs::resize_file(table / FlatTable::dataFileName(2), kDataHeaderBytes);
        auto store = openZdb(dir, "");
        QVERIFY(store.isOk());
        QCOMPARE(*(*store)->get(key4(49)), Bytes("after the cut"));
        for (uint64_t k = 0; k < 100; ++k) {
            if (k % 4 == 2) QVERIFY((*store)->get(key4(k)).status().is(StatusCode::kNotFound));
        }
        QCOMPARE(*(*store)->get(key4(3)), versionedValue(3, 2));
        QCOMPARE(*(*store)->approximateCount(), uint64_t{75});
    }

    void tornTailIsCutAndKept() {
        QTemporaryDir tmp;
        fs::path dir = tmp.path().toStdString();
        {
            auto store = openZdb(dir, kSmallInt);
            fillTwoRounds(**store);
        }
        fs::path file = currentTableDir(dir) / FlatTable::dataFileName(0);
        uint64_t size = fs::file_size(file);
        {
            // The first 40 bytes of a put that never finished.
            File f = std::move(File::open(file, File::Mode::kReadWrite).value());
            Bytes partial(40, '\0');
            encodeFixed32(partial.data(), 5000);
            partial[16] = 'P';
            WR_VERIFY_OK(f.writeAt(size, partial));
        }
        auto store = openZdb(dir, "");
        QVERIFY(store.isOk());
        QCOMPARE((*store)->recoveryReport().tornBytes, uint64_t{40});
        QCOMPARE(fs::file_size(file), size);
        QCOMPARE(fs::file_size(file.string() + ".torn-" + std::to_string(size)), uint64_t{40});
        expectTwoRounds(**store);
        WR_VERIFY_OK((*store)->put(key4(0), "next"));
        QCOMPARE(*(*store)->get(key4(0)), Bytes("next"));
    }

    // A power cut can write back index pages and lose data pages: the index
    // then points past its data files. Simulated with a writer that flushes,
    // writes more, and dies; its data files are then cut back to the flush.
    void indexAheadOfItsDataIsRolledBack() {
        QTemporaryDir tmp;
        fs::path dir = tmp.path().toStdString();
        int fds[2];
        QVERIFY(::pipe(fds) == 0);
        pid_t pid = ::fork();
        if (pid == 0) {
            auto store = openZdb(dir, kSmallInt);
            if (!store.isOk()) ::_exit(3);
            for (uint64_t k = 0; k < 100; ++k) (void)(*store)->put(key4(k), versionedValue(k, 1));
            if (!(*store)->flush().isOk()) ::_exit(4);
            uint64_t sizes[4];
            for (uint32_t f = 0; f < 4; ++f) sizes[f] = (*store)->tables().current->dataFile(f).end();
            if (::write(fds[1], sizes, sizeof(sizes)) != sizeof(sizes)) ::_exit(5);
            for (uint64_t k = 0; k < 50; ++k) (void)(*store)->put(key4(k), versionedValue(k, 2));
            for (uint64_t k = 50; k < 60; ++k) (void)(*store)->remove(key4(k));
            ::_exit(0);  // no close: the index pages stay as they are in memory
        }
        ::close(fds[1]);
        uint64_t sizes[4];
        QCOMPARE(::read(fds[0], sizes, sizeof(sizes)), ssize_t(sizeof(sizes)));
        ::close(fds[0]);
        int status = 0;
        ::waitpid(pid, &status, 0);
        QVERIFY(WIFEXITED(status) && WEXITSTATUS(status) == 0);
        fs::path table = currentTableDir(dir);
        for (uint32_t f = 0; f < 4; ++f) fs::resize_file(table / FlatTable::dataFileName(f), sizes[f]);
        auto store = openZdb(dir, "");
        QVERIFY2(store.isOk(), store.status().toString().c_str());
        QCOMPARE((*store)->recoveryReport().itemsRolledBack, uint64_t{60});
        for (uint64_t k = 0; k < 100; ++k) QCOMPARE(*(*store)->get(key4(k)), versionedValue(k, 1));
        QCOMPARE(*(*store)->approximateCount(), uint64_t{100});
    }

    // The opposite: an index older than its data (its newer pages never
    // written back) is brought forward by replaying the data files.
    void indexBehindItsDataIsReplayed() {
        QTemporaryDir tmp;
        fs::path dir = tmp.path().toStdString();
        pid_t pid = ::fork();
        if (pid == 0) {
            auto store = openZdb(dir, kSmallInt);
            if (!store.isOk()) ::_exit(3);
            for (uint64_t k = 0; k < 100; ++k) (void)(*store)->put(key4(k), versionedValue(k, 1));
            if (!(*store)->flush().isOk()) ::_exit(4);
            fs::path index = (*store)->tables().current->index().path();
            std::error_code ec;
            fs::copy_file(index, index.string() + ".old", ec);
            if (ec) ::_exit(5);
            for (uint64_t k = 0; k < 50; ++k) (void)(*store)->put(key4(k), versionedValue(k, 2));
            for (uint64_t k = 50; k < 60; ++k) (void)(*store)->remove(key4(k));
            ::_exit(0);
        }
        int status = 0;
        ::waitpid(pid, &status, 0);
        QVERIFY(WIFEXITED(status) && WEXITSTATUS(status) == 0);
        fs::path index = currentTableDir(dir) / "index.zdx";
        fs::rename(index.string() + ".old", index);
        auto store = openZdb(dir, "");
        QVERIFY2(store.isOk(), store.status().toString().c_str());
        QCOMPARE((*store)->recoveryReport().entriesReplayed, uint64_t{60});
        for (uint64_t k = 0; k < 100; ++k) {
            auto got = (*store)->get(key4(k));
            if (k >= 50 && k < 60)
                QVERIFY(got.status().is(StatusCode::kNotFound));
            else
                QCOMPARE(*got, versionedValue(k, k < 50 ? 2 : 1));
        }
    }

    void cleanCloseNeedsNoReplay() {
        QTemporaryDir tmp;
        fs::path dir = tmp.path().toStdString();
        {
            auto store = openZdb(dir, kSmallInt);
            fillTwoRounds(**store);
        }
        auto store = openZdb(dir, "");
        QVERIFY((*store)->recoveryReport().clean);
        QCOMPARE((*store)->recoveryReport().entriesReplayed, uint64_t{0});
        QCOMPARE(*(*store)->approximateCount(), uint64_t{100});
    }

    // A data file that cannot grow (a full disk) fails the put that needed
    // the room with a clear error; every put acknowledged before it reads
    // back, then and after a reopen, and puts work again once there is room.
    // Values of every append path: small ones copied into room the writer
    // makes itself when the keeper cannot, and large ones (from 32 KiB past
    // the room, from 1 MiB always) written with pwritev.
    void fullDiskFailsThePutAndLosesNothing_data() {
        QTest::addColumn<size_t>("valueBytes");
        QTest::addColumn<QString>("failure");
        QTest::newRow("small, copied into the mapping") << size_t{8 << 10} << "cannot grow";
        QTest::newRow("100 KB past the room, pwritev") << size_t{100 << 10} << "cannot write";
        QTest::newRow("over 1 MiB, pwritev") << size_t{1500 << 10} << "cannot write";
    }
    void fullDiskFailsThePutAndLosesNothing() {
        QFETCH(size_t, valueBytes);
        QFETCH(QString, failure);
        QTemporaryDir tmp;
        fs::path dir = tmp.path().toStdString();
        const std::string params = "keys=int;kmax=1000;files=1";
        std::map<uint64_t, Bytes> acknowledged;
        Status refused;
        {
            auto store = openZdb(dir, params);
            QVERIFY(store.isOk());
            {
                test::FileSizeCap cap(uint64_t{6} << 20);
                for (uint64_t k = 0; k < 1000 && refused.isOk(); ++k) {
                    Bytes value(valueBytes + k, static_cast<char>('a' + k % 26));
                    refused = (*store)->put(key4(k), value);
                    if (refused.isOk()) acknowledged[k] = value;
                }
            }
            QVERIFY2(!refused.isOk(), "the capped data file never filled");
            for (std::string part : {failure.toStdString(), std::string("data-000.zdb")}) {
                QVERIFY2(refused.message().find(part) != std::string::npos, refused.toString().c_str());
            }
            QVERIFY(acknowledged.size() >= 3);
            for (const auto& [k, v] : acknowledged) QCOMPARE(*(*store)->get(key4(k)), v);
            WR_VERIFY_OK((*store)->put(key4(999), "after the disk had room again"));
            acknowledged[999] = "after the disk had room again";
        }
        auto store = openZdb(dir, "");
        QVERIFY(store.isOk());
        for (const auto& [k, v] : acknowledged) QCOMPARE(*(*store)->get(key4(k)), v);
        QCOMPARE(*(*store)->approximateCount(), uint64_t{acknowledged.size()});
    }
};

QTEST_GUILESS_MAIN(ZdbRecoveryTest)
#include "test_zdb_recovery.moc"
