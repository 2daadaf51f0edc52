// The util layer: status and results, byte helpers, CRC32C, MD5, files, locks.
#include <QtTest>

#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <shared_mutex>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "util/bytes.h"
#include "util/copy_alignment.h"
#include "util/crc32c.h"
#include "util/file.h"
#include "util/hasher.h"
#include "util/md5.h"
#include "util/random.h"
#include "util/result.h"
#include "util/spin_shared_mutex.h"

using namespace wr;

class UtilTest : public QObject {
    Q_OBJECT

private slots:
    void statusCarriesCodeAndContext() {
        Status s = Status::notFound("key 'a'").withContext("store x");
        QVERIFY(!s.isOk());
        QVERIFY(s.is(StatusCode::kNotFound));
        QCOMPARE(QString::fromStdString(s.toString()), QString("NotFound: store x: key 'a'"));
        QVERIFY(Status::ok().isOk());
    }

    void resultHoldsValueOrStatus() {
        Result<int> good = 7;
        QVERIFY(good.isOk());
        QCOMPARE(*good, 7);
        Result<int> bad = Status::corruption("x");
        QVERIFY(!bad.isOk());
        QCOMPARE(bad.valueOr(3), 3);
    }

    void hexRoundTrip() {
        Bytes b("\x00\xff\x10 a", 5);
        QCOMPARE(QString::fromStdString(toHex(b)), QString("00ff102061"));
        QCOMPARE(*fromHex("00FF102061"), b);
        QVERIFY(!fromHex("0").has_value());
        QVERIFY(!fromHex("zz").has_value());
    }

    void varintRoundTripAndTruncation() {
        Bytes buf;
        const uint64_t values[] = {0, 1, 127, 128, 300, 1ull << 35, ~0ull};
        for (uint64_t v : values) putVarint(buf, v);
        BytesView in(buf);
        for (uint64_t v : values) QCOMPARE(*getVarint(in), v);
        QVERIFY(in.empty());
        BytesView truncated("\x80\x80", 2);
        QVERIFY(!getVarint(truncated).has_value());
    }

    void crc32cKnownVectors() {
        // RFC 3720 B.4 test vectors.
        char zeros[32] = {};
        QCOMPARE(crc32c::value(zeros, 32), 0x8a9136aau);
        char ascending[32];
        for (int i = 0; i < 32; ++i) ascending[i] = static_cast<char>(i);
        QCOMPARE(crc32c::value(ascending, 32), 0x46dd794eu);
        QCOMPARE(crc32c::value("123456789"), 0xe3069283u);
        uint32_t split = crc32c::extend(crc32c::value("12345"), "6789", 4);
        QCOMPARE(split, 0xe3069283u);
        QCOMPARE(crc32c::unmask(crc32c::mask(split)), split);
    }

    void crc32cMatchesPortableAtEveryLengthAndAlignment() {
        // Lengths that cross the three-stream block sizes (3 x 256 and
        // 3 x 8192 bytes) and their remainders, from every alignment.
        Random rng(32);
        Bytes data(3 * 8192 * 2 + 3 * 256 + 64, '\0');
        for (auto& c : data) c = static_cast<char>(rng.next());
        for (size_t offset = 0; offset < 8; ++offset) {
            for (size_t n = 0; n + offset <= 4 * 256 + 16; ++n) {
                QCOMPARE(crc32c::value(data.data() + offset, n), crc32c::extendPortable(0, data.data() + offset, n));
            }
            for (size_t n : {size_t{3 * 8192 - 1}, size_t{3 * 8192}, size_t{3 * 8192 + 7},
                             size_t{3 * 8192 + 3 * 256 + 9}, size_t{6 * 8192}, data.size() - offset}) {
                QCOMPARE(crc32c::value(data.data() + offset, n), crc32c::extendPortable(0, data.data() + offset, n));
                QCOMPARE(crc32c::extend(0x12345678u, data.data() + offset, n),
                         crc32c::extendPortable(0x12345678u, data.data() + offset, n));
            }
        }
        QCOMPARE(crc32c::extendPortable(0, "123456789", 9), 0xe3069283u);
    }

    void crc32cCopyCopiesAndMatchesAtEveryLengthAndAlignment() {
        Random rng(33);
        Bytes data(3 * 8192 * 2 + 3 * 256 + 64, '\0');
        for (auto& c : data) c = static_cast<char>(rng.next());
        std::vector<size_t> lengths;
        for (size_t n = 0; n <= 4 * 256 + 16; ++n) lengths.push_back(n);
        for (size_t n :
             {size_t{3 * 8192 - 1}, size_t{3 * 8192}, size_t{3 * 8192 + 3 * 256 + 9}, size_t{6 * 8192 + 5}}) {
            lengths.push_back(n);
        }
        for (size_t offset = 0; offset < 8; ++offset) {
            for (size_t n : lengths) {
                if (n + offset > data.size()) continue;
                Bytes out(n + 2, '#');  // the bytes around the copy stay untouched
                uint32_t crc = crc32c::extendCopy(0x12345678u, data.data() + offset, n, out.data() + 1);
                QCOMPARE(crc, crc32c::extendPortable(0x12345678u, data.data() + offset, n));
                QCOMPARE(out.substr(1, n), data.substr(offset, n));
                QCOMPARE(out.front(), '#');
                QCOMPARE(out.back(), '#');
            }
        }
        // An empty value may have no address at all.
        QCOMPARE(crc32c::extendCopy(0x12345678u, nullptr, 0, nullptr), 0x12345678u);
    }

    void copiesAvoidingAliasingCopyEveryByte() {
        QVERIFY(copyIsAliased(uint64_t{16}, uint64_t{0}));
        QVERIFY(copyIsAliased(uint64_t{4096 * 5 + 63}, uint64_t{4096 * 2}));
        QVERIFY(!copyIsAliased(uint64_t{0}, uint64_t{16}));
        QVERIFY(!copyIsAliased(uint64_t{4096}, uint64_t{0}));
        QVERIFY(!copyIsAliased(uint64_t{64}, uint64_t{0}));
        Bytes source(3 * 4096, '\0');
        Random rng(3);
        for (char& c : source) c = static_cast<char>(rng.next());
        Bytes target(source.size() + 4096, '\0');
        for (size_t distance : {size_t(0), size_t(1), size_t(16), size_t(63), size_t(64), size_t(4095)}) {
            for (size_t n : {size_t(0), size_t(1), size_t(2047), size_t(2048), size_t(2049), size_t(10000)}) {
                auto from = reinterpret_cast<uintptr_t>(source.data());
                auto to = reinterpret_cast<uintptr_t>(target.data());
                char* out = target.data() + (from + distance - to) % 4096;
                std::fill(target.begin(), target.end(), '\0');
                copyBytes(out, source.data(), n);
                QVERIFY(BytesView(out, n) == BytesView(source).substr(0, n));
                QCOMPARE(out[n], '\0');
            }
        }
    }

    void ioBufferPlacesBytesLikeTheFile() {
        IoBuffer buffer(10000);
        QCOMPARE(buffer.capacity(), size_t(10000));
        for (uint64_t offset : {uint64_t(0), uint64_t(17), uint64_t(4095), uint64_t(4096 * 9 + 300)}) {
            char* at = buffer.placedFor(offset);
            QCOMPARE(reinterpret_cast<uintptr_t>(at) % 4096, offset % 4096);
            std::memset(at, 'x', buffer.capacity());  // the whole capacity is there to write
        }
        IoBuffer other;
        other.swap(buffer);
        QCOMPARE(other.capacity(), size_t(10000));
        QCOMPARE(buffer.capacity(), size_t(0));
    }

    void md5MatchesFigure2() {
        // Seed 000 Fig. 2: key "792479" lives under kvs\fe\40\8a\96.
        QVERIFY(QString::fromStdString(md5Hex("792479")).startsWith("fe408a96"));
        QCOMPARE(QString::fromStdString(md5Hex("")), QString("d41d8cd98f00b204e9800998ecf8427e"));
    }

    void md5MatchesRfc1321AndTheCryptoLibrary() {
        // RFC 1321's test suite.
        const std::pair<const char*, const char*> suite[] = {
            {"", "d41d8cd98f00b204e9800998ecf8427e"},
            {"a", "0cc175b9c0f1b6a831c399e269772661"},
            {"abc", "900150983cd24fb0d6963f7d28e17f72"},
            {"message digest", "f96b697d7cb7938d525a2f31aaf161d0"},
            {"abcdefghijklmnopqrstuvwxyz", "c3fcd3d76192e4007dfb496cca67e13b"},
            {"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", "d174ab98d277d9f5a5611c2c9f419d9f"},
            {"12345678901234567890123456789012345678901234567890123456789012345678901234567890",
             "57edf4a22be3c955ac49da2e2107b67a"}};
        for (const auto& [message, digest] : suite) QCOMPARE(QString::fromStdString(md5Hex(message)), QString(digest));
        // Every length around the one- and two-block paddings, and a long
        // message, against the system's crypto library.
        Hasher library(Hasher::Algorithm::kMd5);
        std::string message;
        auto check = [&] {
            Md5Digest expected{};
            library.update(message);
            library.finish(expected);
            return md5(message) == expected;
        };
        for (int length = 0; length <= 200; ++length) {
            QVERIFY2(check(), ("a message of " + std::to_string(length) + " bytes").c_str());
            message.push_back(static_cast<char>(length * 37 + 11));
        }
        message.assign(1 << 20, '\xa5');
        QVERIFY(check());
    }

    void randomIsDeterministic() {
        Random a(42), b(42), c(43);
        for (int i = 0; i < 100; ++i) QCOMPARE(a.next(), b.next());
        QVERIFY(Random(42).next() != c.next());
        Random r(1);
        for (int i = 0; i < 1000; ++i) {
            int64_t v = r.range(-3, 3);
            QVERIFY(v >= -3 && v <= 3);
        }
    }

    void atomicWriteAndRead() {
        QTemporaryDir dir;
        fs::path p = fs::path(dir.path().toStdString()) / "f.bin";
        QVERIFY(writeFileAtomically(p, "hello").isOk());
        QVERIFY(writeFileAtomically(p, "world!").isOk());
        QCOMPARE(QByteArray::fromStdString(*readWholeFile(p)), QByteArray("world!"));
        QVERIFY(!fs::exists(fs::path(p) += ".tmp"));
        QVERIFY(readWholeFile(fs::path(dir.path().toStdString()) / "missing").status().is(StatusCode::kNotFound));
        QVERIFY(allocatedBytes(p) > 0);
    }

    void shortReadIsCorruptionNamingOffset() {
        QTemporaryDir dir;
        fs::path p = fs::path(dir.path().toStdString()) / "short";
        QVERIFY(writeFileAtomically(p, "abc").isOk());
        auto f = File::open(p, File::Mode::kRead);
        QVERIFY(f.isOk());
        char buf[8];
        Status s = f->readAt(1, 8, buf);
        QVERIFY(s.is(StatusCode::kCorruption));
        QVERIFY(s.message().find("offset 1") != std::string::npos);
    }

    void pathsEscapingADirectoryAreRefused() {
        QTemporaryDir dir;
        fs::path root = dir.path().toStdString();
        QVERIFY(isInsideDirectory(root, "a/b.dat"));
        QVERIFY(isInsideDirectory(root, "a/../b.dat"));
        QVERIFY(!isInsideDirectory(root, "../x"));
        QVERIFY(!isInsideDirectory(root, "a/../../x"));
        QVERIFY(!isInsideDirectory(root, "/etc/passwd"));
        fs::create_symlink("/tmp", root / "link");
        QVERIFY(!isInsideDirectory(root, "link/x"));
    }

    void lockNamesTheHolder() {
        QTemporaryDir dir;
        fs::path lockPath = fs::path(dir.path().toStdString()) / "LOCK";
        auto first = FileLock::acquire(lockPath, "hive h");
        QVERIFY(first.isOk());
        // Another open in this process conflicts too.
        auto second = FileLock::acquire(lockPath, "hive h");
        QVERIFY(second.status().is(StatusCode::kBusy));
        QVERIFY(second.status().message().find("PID " + std::to_string(::getpid())) != std::string::npos);
        // And so does another process.
        pid_t child = ::fork();
        if (child == 0) {
            auto inChild = FileLock::acquire(lockPath, "hive h");
            ::_exit(inChild.status().is(StatusCode::kBusy) ? 0 : 1);
        }
        int wstatus = 0;
        ::waitpid(child, &wstatus, 0);
        QVERIFY(WIFEXITED(wstatus) && WEXITSTATUS(wstatus) == 0);
        first = Status::busy("released");
        QVERIFY(FileLock::acquire(lockPath, "hive h").isOk());
    }

    // SpinSharedMutex, the reader-writer lock of short sections: writers
    // exclude everyone, readers share, a long hold sends waiters to sleep,
    // and a stream of readers cannot keep a writer out.
    void writersExcludeEveryoneReadersShare() {
        SpinSharedMutex mutex;
        uint64_t a = 0, b = 0;  // written together under the lock, read together under it
        std::atomic<bool> torn{false};
        std::atomic<int> readersInside{0}, mostReadersInside{0};
        std::vector<std::thread> threads;
        for (int t = 0; t < 3; ++t) {
            threads.emplace_back([&] {
                for (int i = 0; i < 20000; ++i) {
                    std::unique_lock lock(mutex);
                    ++a;
                    ++b;
                }
            });
            threads.emplace_back([&] {
                for (int i = 0; i < 20000; ++i) {
                    std::shared_lock lock(mutex);
                    const int inside = readersInside.fetch_add(1) + 1;
                    int most = mostReadersInside.load();
                    while (inside > most && !mostReadersInside.compare_exchange_weak(most, inside)) {
                    }
                    if (a != b) torn = true;
                    readersInside.fetch_sub(1);
                }
            });
        }
        for (auto& t : threads) t.join();
        QCOMPARE(a, uint64_t(60000));
        QCOMPARE(b, uint64_t(60000));
        QVERIFY(!torn.load());
        QVERIFY(mostReadersInside.load() >= 1);
    }

    // Readers and writers of more threads than cores, some holding the lock
    // across a yield: waiters spend their spin and sleep, in every state the
    // lock passes through, and each is woken. Checked against a deadline so
    // a lost wake-up fails here rather than hanging.
    void aMixedLoadOfSleepersNeverStalls() {
        SpinSharedMutex mutex;
        uint64_t a = 0, b = 0;
        std::atomic<bool> torn{false};
        std::atomic<int> finished{0};
        constexpr int kThreads = 6;
        std::vector<std::thread> threads;
        for (int t = 0; t < kThreads; ++t) {
            threads.emplace_back([&, t] {
                for (int i = 0; i < 100000; ++i) {
                    if ((i + t) % 4 == 0) {
                        std::unique_lock lock(mutex);
                        ++a;
                        ++b;
                        if (i % 32 == 0) std::this_thread::yield();
                    } else {
                        std::shared_lock lock(mutex);
                        if (a != b) torn = true;
                        if (i % 64 == 0) std::this_thread::yield();
                    }
                }
                ++finished;
            });
        }
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
        while (finished.load() < kThreads && std::chrono::steady_clock::now() < deadline) {
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
        if (finished.load() < kThreads) qFatal("SpinSharedMutex: waiters stalled (a lost wake-up)");
        for (auto& t : threads) t.join();
        QVERIFY(!torn.load());
        QCOMPARE(a, b);
    }

    void tryLockTakesOnlyAFreeLock() {
        SpinSharedMutex mutex;
        QVERIFY(mutex.try_lock());
        QVERIFY(!mutex.try_lock());
        QVERIFY(!mutex.try_lock_shared());
        mutex.unlock();
        QVERIFY(mutex.try_lock_shared());
        QVERIFY(mutex.try_lock_shared());
        QVERIFY(!mutex.try_lock());
        mutex.unlock_shared();
        mutex.unlock_shared();
        QVERIFY(mutex.try_lock());
        mutex.unlock();
    }

    // A holder far longer than the spin (a checkpoint): the waiters sleep,
    // and every one of them is woken when it lets go.
    void waitersSleepThroughALongHoldAndWake() {
        SpinSharedMutex mutex;
        std::atomic<bool> released{false};
        std::atomic<int> entered{0};
        mutex.lock();
        std::vector<std::thread> waiters;
        waiters.emplace_back([&] {
            std::unique_lock lock(mutex);
            QVERIFY(released.load());
            ++entered;
        });
        for (int t = 0; t < 2; ++t) {
            waiters.emplace_back([&] {
                std::shared_lock lock(mutex);
                QVERIFY(released.load());
                ++entered;
            });
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        QCOMPARE(entered.load(), 0);
        released = true;
        mutex.unlock();
        for (auto& t : waiters) t.join();
        QCOMPARE(entered.load(), 3);
    }

    // Readers that overlap without pause would keep a reader-first lock held
    // forever; a waiting writer holds new readers back.
    void aStreamOfReadersLetsAWriterIn() {
        SpinSharedMutex mutex;
        std::atomic<bool> stop{false};
        std::vector<std::thread> readers;
        for (int t = 0; t < 2; ++t) {
            readers.emplace_back([&] {
                while (!stop.load()) {
                    std::shared_lock lock(mutex);
                    std::this_thread::sleep_for(std::chrono::microseconds(50));
                }
            });
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        const auto start = std::chrono::steady_clock::now();
        mutex.lock();
        const auto waited = std::chrono::steady_clock::now() - start;
        mutex.unlock();
        stop = true;
        for (auto& t : readers) t.join();
        QVERIFY2(waited < std::chrono::seconds(2), "the writer waited behind the readers");
    }
};

QTEST_GUILESS_MAIN(UtilTest)
#include "test_util.moc"
