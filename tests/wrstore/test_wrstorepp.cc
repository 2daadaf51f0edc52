// WR-Store++ (seed 001): the conformance suite in basic and chunk modes,
// corrupted blocks, crafted indexes, reallocation under concurrent readers
// and a writer, cancellation, Parallel-GET, streaming of large values in
// bounded memory, check()'s orphans and the data directory's identity.
#include <QtTest>

#include <atomic>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <thread>
#include <vector>

#include "common/kv_conformance.h"
#include "registry/hive/hive.h"
#include "registry/value_codec.h"
#include "stores/wrindex/hashed_index.h"
#include "stores/wrstorepp/crc32c_combine.h"
#include "stores/wrstorepp/wrstorepp_block.h"
#include "stores/wrstorepp/wrstorepp_parallel_get.h"
#include "stores/wrstorepp/wrstorepp_stream.h"
#include "util/copy_alignment.h"
#include "util/crc32c.h"
#include "util/file.h"
#include "util/random.h"
#include "wrstore_test_support.h"

using namespace wr;
using namespace wr::kv;
using wr::test::detail;
using wr::test::openOrFail;
using wr::test::path;
namespace fs = std::filesystem;

namespace {

std::string ppUri(const QTemporaryDir& dir, const std::string& rest) {
    return "wrstore++:hive=" + path(dir, "hive") + ";db=kvs;data=" + path(dir, "data") +
           (rest.empty() ? "" : ";" + rest);
}

Bytes pseudoRandom(uint64_t seed, size_t n) {
    Random rng(seed);
    Bytes out(n, '\0');
    for (size_t i = 0; i < n; i += 8) {
        uint64_t v = rng.next();
        std::memcpy(out.data() + i, &v, std::min<size_t>(8, n - i));
    }
    return out;
}

// The file under `root` that contains `needle`, and where.
std::pair<fs::path, uint64_t> locate(const fs::path& root, BytesView needle) {
    for (const auto& entry : fs::recursive_directory_iterator(root)) {
        if (!entry.is_regular_file()) continue;
        auto data = readWholeFile(entry.path());
        if (!data) continue;
        size_t at = data->find(needle);
        if (at != Bytes::npos) return {entry.path(), at};
    }
    return {};
}

void flipByte(const fs::path& file, uint64_t offset) {
    auto f = File::open(file, File::Mode::kReadWrite);
    QVERIFY(f.isOk());
    char c = 0;
    QVERIFY(f->readAt(offset, 1, &c).isOk());
    c = static_cast<char>(c ^ 0x5a);
    QVERIFY(f->writeAt(offset, BytesView(&c, 1)).isOk());
}

uint64_t chunkFileBytes(const fs::path& dataDir) {
    uint64_t total = 0;
    for (const auto& entry : fs::directory_iterator(dataDir)) {
        if (entry.path().extension() == ".wrc") total += entry.file_size();
    }
    return total;
}

uint64_t blockBytes(const Bytes& key, const Bytes& value) { return 24 + key.size() + value.size(); }

// Opens the hive the store lives in (the store must be closed) for crafting.
std::unique_ptr<reg::Hive> openHive(const QTemporaryDir& dir) {
    auto hive = reg::Hive::open(path(dir, "hive"));
    if (!hive.isOk()) qWarning("%s", hive.status().toString().c_str());
    return hive.isOk() ? std::move(*hive) : nullptr;
}

// A source of n deterministic bytes that never holds them all.
class GeneratedSource : public ValueSource {
public:
    GeneratedSource(uint64_t n, uint64_t seed) : size_(n), rng_(seed) {}
    uint64_t size() const override { return size_; }
    Result<size_t> read(char* out, size_t n) override {
        size_t take = static_cast<size_t>(std::min<uint64_t>(n, size_ - done_)) & ~size_t(7);
        if (take == 0) take = static_cast<size_t>(std::min<uint64_t>(n, size_ - done_));
        for (size_t i = 0; i < take; i += 8) {
            uint64_t v = rng_.next();
            std::memcpy(out + i, &v, std::min<size_t>(8, take - i));
        }
        crc_ = crc32c::extend(crc_, out, take);
        done_ += take;
        return take;
    }
    uint32_t crc() const { return crc_; }

private:
    uint64_t size_;
    uint64_t done_ = 0;
    Random rng_;
    uint32_t crc_ = 0;
};

class ChecksumSink : public ValueSink {
public:
    Status write(BytesView piece) override {
        crc_ = crc32c::extend(crc_, piece.data(), piece.size());
        bytes_ += piece.size();
        return Status::ok();
    }
    uint32_t crc() const { return crc_; }
    uint64_t bytes() const { return bytes_; }

private:
    uint32_t crc_ = 0;
    uint64_t bytes_ = 0;
};

// Resident memory now, and its peak since resetPeakResident() (Linux's
// VmHWM, which writing 5 to /proc/self/clear_refs resets).
long residentKb(const char* field) {
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line)) {
        if (line.rfind(field, 0) == 0) return std::stol(line.substr(std::strlen(field)));
    }
    return -1;
}

bool resetPeakResident() {
    std::ofstream clear("/proc/self/clear_refs");
    clear << "5";
    clear.flush();
    return clear.good();
}

class CancelOnFirstReport : public ProgressSink {
public:
    explicit CancelOnFirstReport(CancellationToken& token) : token_(token) {}
    void onProgress(const Progress&) override { token_.cancel(); }

private:
    CancellationToken& token_;
};

}  // namespace

class WrStorePPTest : public QObject {
    Q_OBJECT

private slots:
    void conformance_data() {
        QTest::addColumn<QString>("params");
        QTest::newRow("basic") << "mode=basic";
        QTest::newRow("chunk") << "mode=chunk";
        QTest::newRow("chunk 1 MB, Parallel-GET always") << "mode=chunk;chunk_mb=1;pget_threads=3;pget_min_mb=0";
    }

    void conformance() {
        QFETCH(QString, params);
        QTemporaryDir dir;
        std::string uri = ppUri(dir, params.toStdString());
        wr::test::ConformanceOptions options;
        options.randomOperations = 2000;
        wr::test::runKvConformance([&] { return openStore(uri); }, options);
    }

    void crc32cCombineMatchesSequential() {
        Bytes data = pseudoRandom(1, 100003);
        for (size_t cut : {size_t(0), size_t(1), size_t(7), size_t(4096), size_t(99999), data.size()}) {
            uint32_t a = crc32c::value(data.data(), cut);
            uint32_t b = crc32c::value(data.data() + cut, data.size() - cut);
            QCOMPARE(kv::wrstore::crc32cCombine(a, b, data.size() - cut), crc32c::value(data));
        }
    }

    void corruptedBlockFailsOnlyItsKey_data() {
        QTest::addColumn<QString>("mode");
        QTest::newRow("basic") << "basic";
        QTest::newRow("chunk") << "chunk";
    }

    void corruptedBlockFailsOnlyItsKey() {
        QFETCH(QString, mode);
        QTemporaryDir dir;
        std::string uri = ppUri(dir, "mode=" + mode.toStdString());
        auto valueOf = [](int i) { return "value-of-k" + std::to_string(i) + "|" + Bytes(2000, char('a' + i % 26)); };
        {
            auto store = openOrFail(uri);
            QVERIFY(store);
            for (int i = 0; i < 20; ++i) WR_VERIFY_OK(store->put("k" + std::to_string(i), valueOf(i)));
        }
        auto [valueFile, valueAt] = locate(path(dir, "data"), "value-of-k7|");
        QVERIFY(!valueFile.empty());
        flipByte(valueFile, valueAt + 100);
        auto [headFile, headAt] = locate(path(dir, "data"), "value-of-k8|");
        flipByte(headFile, headAt - 2 - 24);  // the magic of k8's header

        auto store = openOrFail(uri);
        QVERIFY(store);
        auto bad = store->get("k7");
        QVERIFY2(bad.status().is(StatusCode::kCorruption), bad.status().toString().c_str());
        QVERIFY2(bad.status().message().find("'k7'") != std::string::npos, bad.status().message().c_str());
        QVERIFY2(bad.status().message().find("CRC32C") != std::string::npos, bad.status().message().c_str());
        auto badHead = store->get("k8");
        QVERIFY2(badHead.status().is(StatusCode::kCorruption), badHead.status().toString().c_str());
        MemoryValueSink sink;
        QVERIFY(store->getStream("k7", sink).is(StatusCode::kCorruption));
        for (int i = 0; i < 20; ++i) {
            if (i == 7 || i == 8) continue;
            auto got = store->get("k" + std::to_string(i));
            QVERIFY2(got.isOk(), got.status().toString().c_str());
            QCOMPARE(*got, valueOf(i));
        }
        auto report = store->check(nullptr, nullptr);
        QVERIFY(report.isOk());
        QCOMPARE(report->problems.size(), size_t(2));
        QCOMPARE(report->entriesChecked, uint64_t(20));
    }

    void craftedIndexIsRefused() {
        QTemporaryDir dir;
        std::string uri = ppUri(dir, "mode=chunk");
        {
            auto store = openOrFail(uri);
            QVERIFY(store);
            WR_VERIFY_OK(store->put("a", "alpha"));
            WR_VERIFY_OK(store->put("b", "beta"));
        }
        const fs::path outside = path(dir, "outside.wrc");
        { std::ofstream(outside) << "precious bytes outside the data directory"; }
        auto craft = [&](const std::string& chunkPath) {
            auto hive = openHive(dir);
            QVERIFY(hive);
            auto chunk = hive->openKey(hive->root(), "kvs\\Chunks\\00000001");
            QVERIFY2(chunk.isOk(), chunk.status().toString().c_str());
            WR_VERIFY_OK(hive->setValue(*chunk, "Path", reg::REG_SZ, reg::encodeString(chunkPath)));
        };
        for (const std::string& crafted : {std::string("../outside.wrc"), outside.string(), std::string("/etc/passwd"),
                                           std::string("chunk-00000002.wrc")}) {
            craft(crafted);
            auto store = openOrFail(uri);
            QVERIFY(store);
            auto got = store->get("a");
            QVERIFY2(got.status().is(StatusCode::kCorruption), (crafted + ": " + got.status().toString()).c_str());
            QVERIFY2(got.status().message().find("refuses") != std::string::npos, got.status().message().c_str());
            (void)store->compact(nullptr, nullptr);
            WR_VERIFY_OK(store->put("c", "gamma"));
            QCOMPARE(*store->get("c"), Bytes("gamma"));
            auto report = store->check(nullptr, nullptr);
            QVERIFY(report.isOk() && !report->ok());
        }
        QVERIFY(fs::exists(outside));
        QCOMPARE(*readWholeFile(outside), Bytes("precious bytes outside the data directory"));

        // An index entry in the paper's style, a path instead of a record.
        {
            auto hive = openHive(dir);
            QVERIFY(hive);
            auto leaf = hive->openKey(hive->root(), "kvs\\" + kv::wrstore::placementOf("b", {}).leafPath);
            QVERIFY(leaf.isOk());
            WR_VERIFY_OK(hive->setValue(*leaf, "b", reg::REG_SZ, reg::encodeString("../outside.wrc")));
        }
        auto store = openOrFail(uri);
        QVERIFY(store);
        auto got = store->get("b");
        QVERIFY2(got.status().is(StatusCode::kCorruption), got.status().toString().c_str());
        QVERIFY2(got.status().message().find("not a WR-Store++ record") != std::string::npos,
                 got.status().message().c_str());
        WR_VERIFY_OK(store->remove("b"));
        QVERIFY(fs::exists(outside));
    }

    void reallocationUnderConcurrentReadersAndAWriter() {
        QTemporaryDir dir;
        auto store = openOrFail(ppUri(dir, "mode=chunk;chunk_mb=1"));
        QVERIFY(store);
        std::map<Bytes, Bytes> model;
        Random rng(42);
        for (int i = 0; i < 400; ++i) {
            Bytes key = "key" + std::to_string(i);
            model[key] = pseudoRandom(i, static_cast<size_t>(rng.range(2000, 20000)));
            WR_VERIFY_OK(store->put(key, model[key]));
        }
        for (int i = 0; i < 400; i += 2) {
            Bytes key = "key" + std::to_string(i);
            model[key] = pseudoRandom(1000 + i, static_cast<size_t>(rng.range(100, 9000)));
            WR_VERIFY_OK(store->put(key, model[key]));
        }
        for (int i = 1; i < 400; i += 4) {
            WR_VERIFY_OK(store->remove("key" + std::to_string(i)));
            model.erase("key" + std::to_string(i));
        }
        uint64_t before = chunkFileBytes(path(dir, "data"));

        std::atomic<bool> stop{false};
        std::atomic<uint64_t> reads{0}, errors{0};
        std::vector<std::thread> readers;
        for (int t = 0; t < 2; ++t) {
            readers.emplace_back([&, t] {
                Random r(t);
                while (!stop.load()) {
                    int i = static_cast<int>(r.uniform(400));
                    Bytes key = "key" + std::to_string(i);
                    auto got = store->get(key);
                    auto expected = model.find(key);
                    bool right = expected == model.end() ? got.status().is(StatusCode::kNotFound)
                                                         : got.isOk() && *got == expected->second;
                    if (!right) {
                        ++errors;
                        qWarning("read of %s during reallocation: %s", key.c_str(), got.status().toString().c_str());
                    }
                    ++reads;
                }
            });
        }
        std::map<Bytes, Bytes> written;
        std::atomic<uint64_t> writeErrors{0};
        std::thread writer([&] {
            for (int i = 0; i < 200 && (!stop.load() || i < 20); ++i) {
                Bytes key = "new" + std::to_string(i);
                Bytes value = pseudoRandom(5000 + i, 3000);
                if (!store->put(key, value).isOk()) ++writeErrors;
                written[key] = value;
            }
        });
        while (reads.load() < 200) std::this_thread::yield();
        WR_VERIFY_OK(store->compact(nullptr, nullptr));
        stop = true;
        for (auto& t : readers) t.join();
        writer.join();
        QCOMPARE(errors.load(), uint64_t(0));
        QCOMPARE(writeErrors.load(), uint64_t(0));
        QVERIFY(reads.load() >= 200);

        for (const auto& [k, v] : written) model[k] = v;
        uint64_t live = 0;
        for (const auto& [k, v] : model) {
            live += blockBytes(k, v);
            auto got = store->get(k);
            QVERIFY2(got.isOk() && *got == v, k.c_str());
        }
        uint64_t after = chunkFileBytes(path(dir, "data"));
        QVERIFY2(after < before, (std::to_string(after) + " >= " + std::to_string(before)).c_str());
        // The writer's blocks may have gone into chunks sealed during the
        // reallocation; once it is over, one more pass leaves the live bytes only.
        WR_VERIFY_OK(store->compact(nullptr, nullptr));
        QCOMPARE(chunkFileBytes(path(dir, "data")), live);
        auto report = store->check(nullptr, nullptr);
        QVERIFY(report.isOk());
        QVERIFY2(report->ok(), wr::test::firstIssue(*report).c_str());
        QCOMPARE(report->entriesChecked, uint64_t(model.size()));

        WR_VERIFY_OK(store->close());
        store = openOrFail(ppUri(dir, ""));
        QVERIFY(store);
        size_t scanned = 0;
        WR_VERIFY_OK(forEach(*store, [&](BytesView k, BytesView v) {
            auto it = model.find(Bytes(k));
            if (it != model.end() && it->second == v) ++scanned;
            return true;
        }));
        QCOMPARE(scanned, model.size());
    }

    // Everything: check, compaction, the registry index and chunk files.
    void capabilitiesSayWhatWorks() {
        QTemporaryDir dir;
        auto store = openOrFail(ppUri(dir, "mode=chunk"));
        QVERIFY(store);
        const StoreCapabilities capabilities = store->capabilities();
        QVERIFY(capabilities.canCheck);
        QVERIFY(capabilities.canCompact);
        QVERIFY(capabilities.hashedIndex);
        QVERIFY(capabilities.valueFiles == StoreCapabilities::ValueFiles::kChunks);
        QVERIFY(store->check(nullptr, nullptr).isOk());
        QVERIFY(store->compact(nullptr, nullptr).isOk());
    }

    void compactionCanBeCancelled() {
        QTemporaryDir dir;
        auto store = openOrFail(ppUri(dir, "mode=chunk;chunk_mb=1"));
        QVERIFY(store);
        std::map<Bytes, Bytes> model;
        for (int i = 0; i < 300; ++i) {
            Bytes key = "key" + std::to_string(i);
            model[key] = pseudoRandom(i, 10000);
            WR_VERIFY_OK(store->put(key, model[key]));
            WR_VERIFY_OK(store->put(key, model[key]));  // every chunk holds dead blocks
        }
        CancellationToken token;
        CancelOnFirstReport sink(token);
        Status s = store->compact(&sink, &token);
        QVERIFY2(s.is(StatusCode::kCancelled), s.toString().c_str());
        for (const auto& [k, v] : model) QCOMPARE(*store->get(k), v);
        WR_VERIFY_OK(store->compact(nullptr, nullptr));
        for (const auto& [k, v] : model) QCOMPARE(*store->get(k), v);
        auto report = store->check(nullptr, nullptr);
        QVERIFY(report.isOk() && report->ok());
    }

    void parallelGetMatchesPlainGet() {
        QTemporaryDir dir;
        Bytes value = pseudoRandom(9, (9 << 20) + 7);
        {
            auto store = openOrFail(ppUri(dir, "pget_threads=4;pget_min_mb=0"));
            QVERIFY(store);
            WR_VERIFY_OK(store->put("big", value));
            auto parallel = store->get("big");
            QVERIFY(parallel.isOk());
            QVERIFY(*parallel == value);
        }
        auto plain = openOrFail(ppUri(dir, "pget_threads=1"));
        QVERIFY(plain);
        auto got = plain->get("big");
        QVERIFY(got.isOk() && *got == value);
    }

    // A stream read by several readers comes out whole and in order over
    // more than one window, and a flipped byte in a later window fails it.
    void parallelStreamMatchesTheValue() {
        QTemporaryDir dir;
        const int readers = 2;
        const uint64_t window = kv::wrstore::kParallelStreamPieceBytes * readers;
        Bytes value = pseudoRandom(12, window * 2 + (3 << 20) + 11);  // two full windows and a part
        std::string uri = ppUri(dir, "mode=chunk;pget_threads=" + std::to_string(readers) + ";pget_min_mb=0");
        {
            auto store = openOrFail(uri);
            QVERIFY(store);
            WR_VERIFY_OK(store->put("movie", value));
            MemoryValueSink sink;
            WR_VERIFY_OK(store->getStream("movie", sink));
            QVERIFY(sink.take() == value);
        }
        auto [file, at] = locate(path(dir, "data"), value.substr(0, 64));
        QVERIFY(!file.empty());
        flipByte(file, at + window + 5);
        auto store = openOrFail(uri);
        QVERIFY(store);
        MemoryValueSink sink;
        Status damaged = store->getStream("movie", sink);
        QVERIFY2(damaged.is(StatusCode::kCorruption), damaged.toString().c_str());
        QVERIFY2(damaged.message().find("CRC32C") != std::string::npos, damaged.message().c_str());
    }

    // Reads land right wherever the destination sits against the file's page
    // positions, through the bounce buffer when the kernel's copy would be
    // aliased, with one thread or several.
    void parallelGetReadsIntoAnyPlacement() {
        QTemporaryDir dir;
        const uint64_t fileOffset = 4096 * 3 + 100;
        const Bytes value = pseudoRandom(11, (3 << 20) + 5);
        auto file = File::open(path(dir, "blocks"), File::Mode::kCreateReadWrite);
        QVERIFY(file.isOk());
        WR_VERIFY_OK(file->writeAt(fileOffset, value));
        Bytes memory(value.size() + 2 * kAliasingBytes, '\0');
        for (uint64_t distance : {uint64_t(0), uint64_t(16), uint64_t(48), uint64_t(4080)}) {
            // Place `out` `distance` bytes past the file offset, modulo 4 KiB.
            auto base = reinterpret_cast<uintptr_t>(memory.data());
            uint64_t shift = (fileOffset + distance - base) % kAliasingBytes;
            char* out = memory.data() + shift;
            QCOMPARE(copyIsAliased(reinterpret_cast<uintptr_t>(out), fileOffset), distance == 16 || distance == 48);
            for (int threads : {1, 3}) {
                std::memset(out, 0, value.size());
                auto crc = kv::wrstore::readAndChecksum(*file, fileOffset, value.size(), out, threads);
                QVERIFY(crc.isOk());
                QCOMPARE(*crc, crc32c::value(value));
                QVERIFY(BytesView(out, value.size()) == value);
            }
        }
    }

    // A block whose header and index record agree on a size far past the end
    // of its file (a damaged or crafted pair) is Corruption: the get never
    // allocates the size they claim.
    void blockClaimingMoreThanItsFileHoldsIsCorruption() {
        QTemporaryDir dir;
        auto file = File::open(path(dir, "chunk"), File::Mode::kCreateReadWrite);
        QVERIFY(file.isOk());
        const Bytes key = "key";
        kv::wrstore::ValueRecord record;
        record.kind = kv::wrstore::ValueRecord::Kind::kChunkBlock;
        record.size = uint64_t{1} << 50;
        WR_VERIFY_OK(file->writeAt(0, kv::wrstore::encodeBlockHead(key, record.size, record.crc) + "short"));
        for (int threads : {1, 3}) {
            auto got = kv::wrstore::readBlock(*file, 0, key, record, {threads, 0});
            QVERIFY2(got.status().is(StatusCode::kCorruption), got.status().toString().c_str());
        }
    }

    // A value far larger than any buffer goes in and out as a stream; the
    // process never holds it whole.
    void largeValuesStreamInBoundedMemory() {
        QTemporaryDir dir;
        auto store = openOrFail(ppUri(dir, "mode=chunk"));
        QVERIFY(store);
        const uint64_t size = 160ull << 20;
        if (!resetPeakResident()) QSKIP("this kernel cannot reset the peak resident size");
        long before = residentKb("VmRSS:");
        GeneratedSource source(size, 77);
        WR_VERIFY_OK(store->putStream("movie", source));
        ChecksumSink sink;
        WR_VERIFY_OK(store->getStream("movie", sink));
        QCOMPARE(sink.bytes(), size);
        QCOMPARE(sink.crc(), source.crc());
        long grownMb = (residentKb("VmHWM:") - before) / 1024;
#if defined(__SANITIZE_THREAD__)
        const long boundMb = 96;  // ThreadSanitizer's shadow memory adds to every buffer
#else
        const long boundMb = 48;
#endif
        QVERIFY2(grownMb < boundMb, ("resident memory grew by " + std::to_string(grownMb) + " MB").c_str());
        auto stats = store->statistics();
        QVERIFY(stats.isOk());
        QVERIFY(std::stoull(detail(*stats, "live_bytes")) >= size);
    }

    void checkReportsOrphansAndCompactRemovesThem_data() {
        QTest::addColumn<QString>("mode");
        QTest::newRow("basic") << "basic";
        QTest::newRow("chunk") << "chunk";
    }

    void checkReportsOrphansAndCompactRemovesThem() {
        QFETCH(QString, mode);
        QTemporaryDir dir;
        std::string uri = ppUri(dir, "mode=" + mode.toStdString());
        {
            auto store = openOrFail(uri);
            QVERIFY(store);
            for (int i = 0; i < 50; ++i) WR_VERIFY_OK(store->put("k" + std::to_string(i), "v" + std::to_string(i)));
            WR_VERIFY_OK(store->put("k1", "overwritten"));
            WR_VERIFY_OK(store->remove("k2"));
            auto clean = store->check(nullptr, nullptr);
            QVERIFY(clean.isOk());
            QVERIFY2(clean->ok(), wr::test::firstIssue(*clean).c_str());
            QCOMPARE(clean->entriesChecked, uint64_t(49));
        }
        // What an interrupted put leaves behind: a block or file without an index entry.
        fs::path data = path(dir, "data");
        if (mode == "chunk") {
            auto chunk = File::open(data / "chunk-00000001.wrc", File::Mode::kAppend);
            QVERIFY(chunk.isOk());
            WR_VERIFY_OK(chunk->append(Bytes(5000, 'z')));
        } else {
            fs::create_directories(data / "ab" / "cd");
            std::ofstream(data / "ab" / "cd" / ("abcd" + std::string(28, '0') + "-00000000000000ff.wrv")) << "torn";
        }
        { std::ofstream(data / "notes.txt") << "not ours"; }
        auto store = openOrFail(uri);
        QVERIFY(store);
        auto report = store->check(nullptr, nullptr);
        QVERIFY(report.isOk());
        QVERIFY(report->problems.empty());
        QCOMPARE(report->orphans.size(), size_t(2));
        WR_VERIFY_OK(store->compact(nullptr, nullptr));
        report = store->check(nullptr, nullptr);
        QVERIFY(report.isOk());
        QCOMPARE(report->orphans.size(), size_t(1));  // compact never deletes files that are not the store's
        QVERIFY2(wr::test::firstIssue(*report).find("notes.txt") != std::string::npos,
                 wr::test::firstIssue(*report).c_str());
        QCOMPARE(*store->get("k1"), Bytes("overwritten"));
    }

    void cursorOutlivesClose_data() {
        QTest::addColumn<QString>("params");
        QTest::newRow("basic") << "mode=basic";
        QTest::newRow("chunk") << "mode=chunk";
    }

    void cursorOutlivesClose() {
        QFETCH(QString, params);
        QTemporaryDir dir;
        std::string uri = ppUri(dir, params.toStdString());
        wr::test::checkCursorOutlivesClose([&] { return openStore(uri); });
    }

    void dataDirectoryAndModeBelongToTheStore() {
        QTemporaryDir dir;
        {
            auto store = openOrFail(ppUri(dir, "mode=basic"));
            QVERIFY(store);
            WR_VERIFY_OK(store->put("k", "v"));
            WR_VERIFY_OK(store->put("k", "v2"));
            size_t files = 0;
            for (const auto& e : fs::recursive_directory_iterator(path(dir, "data"))) {
                files += e.path().extension() == ".wrv" ? 1 : 0;
            }
            QCOMPARE(files, size_t(1));  // the overwritten value's file is gone
            // The data directory is locked while the store is open.
            auto again = openStore("wrstore++:hive=" + path(dir, "hive2") + ";db=x;data=" + path(dir, "data"));
            QVERIFY2(again.status().is(StatusCode::kBusy), again.status().toString().c_str());
        }
        auto other = openStore("wrstore++:hive=" + path(dir, "hive") + ";db=other;data=" + path(dir, "data"));
        QVERIFY2(other.status().is(StatusCode::kInvalidArgument), other.status().toString().c_str());
        auto mode = openStore(ppUri(dir, "mode=chunk"));
        QVERIFY2(mode.status().is(StatusCode::kInvalidArgument), mode.status().toString().c_str());
        QVERIFY(mode.status().message().find("mode=basic") != std::string::npos);
        auto store = openOrFail(ppUri(dir, ""));
        QVERIFY(store);
        QCOMPARE(detail(*store->statistics(), "mode"), std::string("basic"));
        QCOMPARE(*store->get("k"), Bytes("v2"));
        auto noData = openStore("wrstore++:hive=" + path(dir, "hive") + ";db=kvs");
        QVERIFY(noData.status().is(StatusCode::kInvalidArgument));
    }
};

QTEST_GUILESS_MAIN(WrStorePPTest)
#include "test_wrstorepp.moc"
