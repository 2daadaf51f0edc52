// core/bench's building blocks: deterministic data sets shaped like the
// seeds' tables, the YCSB generators, the latency histogram, key orders,
// JSON, scales, store placement, the streamed large values, and the run's
// readings against the fastest peer and across client threads.
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <map>
#include <unordered_set>

#include "bench/datasets/data_set_catalog.h"
#include "bench/datasets/fixed_record_sets.h"
#include "bench/datasets/key_order.h"
#include "bench/datasets/large_value.h"
#include "bench/datasets/record_matrix.h"
#include "bench/datasets/text_corpus.h"
#include "bench/datasets/zipfian.h"
#include "bench/harness/scale.h"
#include "bench/harness/store_profile.h"
#include "bench/results/peer_comparison.h"
#include "bench/results/results_files.h"
#include "bench/workloads/json_document.h"
#include "bench/workloads/latency_histogram.h"
#include "bench/workloads/op_recorder.h"

using namespace wr;
using namespace wr::bench;

namespace {

std::unique_ptr<DataSet> make(const std::string& id, double scale, uint64_t seed) {
    auto set = makeDataSet(id, scale, seed);
    if (!set.isOk()) qFatal("%s", set.status().toString().c_str());
    return std::move(*set);
}

QString q(const std::string& s) { return QString::fromStdString(s); }

// One repetition of one store at one point: each (step, op) at its ops/s,
// each step run with `stepThreads` client threads.
TrialResult trialOf(const std::string& preset, const std::string& label, const std::string& uri,
                    const SweepPoint& point, int repetition,
                    const std::vector<std::tuple<std::string, std::string, double>>& ops, int stepThreads = 1) {
    TrialResult t;
    t.trial.presetId = preset;
    t.trial.store = {label, uri};
    t.trial.point = point;
    t.trial.repetition = repetition;
    t.storeUri = uri;
    for (const auto& [step, op, opsPerSecond] : ops) {
        StepResult s;
        s.spec.step = step;
        s.spec.threads = step == "load" ? 1 : stepThreads;
        OpResult r;
        r.op = op;
        r.opsPerSecond = opsPerSecond;
        s.ops.push_back(r);
        t.steps.push_back(std::move(s));
    }
    return t;
}

}  // namespace

class BenchDataTest : public QObject {
    Q_OBJECT

private slots:
    void catalogSetsAreDeterministic_data() {
        QTest::addColumn<QString>("id");
        for (const auto& info : dataSetCatalog()) QTest::newRow(info.id.c_str()) << q(info.id);
    }
    void catalogSetsAreDeterministic() {
        QFETCH(QString, id);
        auto a = make(id.toStdString(), 0.01, 42);
        auto b = make(id.toStdString(), 0.01, 42);
        auto c = make(id.toStdString(), 0.01, 43);
        int valuesDiffering = 0;
        // Indices past count() are the fresh records of write phases: defined too.
        for (uint64_t i = 0; i < a->count() + 50; i += std::max<uint64_t>(1, a->count() / 500)) {
            QCOMPARE(a->key(i), b->key(i));
            QCOMPARE(a->value(i), b->value(i));
            QCOMPARE(a->value(i, 3), b->value(i, 3));
            QVERIFY(a->value(i, 1) != a->value(i, 2) || a->value(i, 1).size() < 3);
            if (a->value(i) != c->value(i)) ++valuesDiffering;
        }
        QVERIFY2(valuesDiffering > 0, "a different seed must give different values");
    }

    // Seed 000 Table 4: counts and average key and value sizes.
    void catalogSetsHaveTheTablesShapes_data() { catalogSetsAreDeterministic_data(); }
    void catalogSetsHaveTheTablesShapes() {
        QFETCH(QString, id);
        auto set = make(id.toStdString(), 1.0, 7);
        const DataSetInfo& info = set->info();
        QCOMPARE(set->count(), info.paperCount);
        constexpr uint64_t kSamples = 20000;
        double keyBytes = 0, valueBytes = 0;
        for (uint64_t j = 0; j < kSamples; ++j) {
            uint64_t i = j * set->count() / kSamples;
            keyBytes += static_cast<double>(set->key(i).size());
            valueBytes += static_cast<double>(set->value(i).size());
        }
        keyBytes /= kSamples;
        valueBytes /= kSamples;
        QVERIFY2(std::abs(keyBytes - info.paperKeyBytes) <= 0.15,
                 qPrintable(QString("average key %1, table %2").arg(keyBytes).arg(info.paperKeyBytes)));
        // Three standard errors of the widest value distribution (ID-Tweet).
        QVERIFY2(std::abs(valueBytes - info.paperValueBytes) <= std::max(1.2, 0.03 * info.paperValueBytes),
                 qPrintable(QString("average value %1, table %2").arg(valueBytes).arg(info.paperValueBytes)));
    }

    void kvDataValuesAverage52AndAHalf() {
        auto set = make("KVData2", 1.0, 11);
        double sum = 0;
        size_t minLen = 1000, maxLen = 0;
        for (uint64_t i = 0; i < 50000; ++i) {
            size_t n = set->value(i).size();
            sum += static_cast<double>(n);
            minLen = std::min(minLen, n);
            maxLen = std::max(maxLen, n);
        }
        QVERIFY(std::abs(sum / 50000 - 52.5) < 0.5);
        QCOMPARE(minLen, size_t(5));
        QCOMPARE(maxLen, size_t(100));
        QCOMPARE(set->key(792479), Bytes("792479"));
    }

    void keysAreUnique_data() { catalogSetsAreDeterministic_data(); }
    void keysAreUnique() {
        QFETCH(QString, id);
        auto set = make(id.toStdString(), 1.0, 5);
        std::unordered_set<std::string> seen;
        uint64_t n = std::min<uint64_t>(set->count() + 1000, 150000);
        for (uint64_t i = 0; i < n; ++i)
            QVERIFY2(seen.insert(set->key(i)).second, qPrintable("duplicate key at " + QString::number(i)));
    }

    void syntheticSetsSayTheyAreSynthetic() {
        for (const auto& info : dataSetCatalog()) {
            if (info.id.rfind("KVData", 0) == 0) continue;
            QVERIFY(info.id.find("synthetic") != std::string::npos);
            QVERIFY(info.source.find("synthetic") != std::string::npos);
        }
        QVERIFY(!makeDataSet("ID-Geo", 1, 1).isOk());  // the real set's name is not ours to use
    }

    // Seed 002: SHA-1 keys, the size ranges, the 10 GiB cap, both data kinds.
    void recordMatrixFollowsListing1() {
        QCOMPARE(sha1KeyOfIndex(0), std::string("b6589fc6ab0dc82cf12099d1c2d40ab994e8410c"));
        const auto& ranges = recordSizeRanges();
        QCOMPARE(ranges.size(), size_t(4));
        QVERIFY(matrixCellFits(ranges[0], 1000000, kMatrixCapBytes));
        QVERIFY(!matrixCellFits(ranges[2], 1000000, kMatrixCapBytes));
        QVERIFY(matrixCellFits(ranges[2], 100000, kMatrixCapBytes));
        QVERIFY(!matrixCellFits(ranges[3], 100000, kMatrixCapBytes));
        QVERIFY(matrixCellFits(ranges[3], 10000, kMatrixCapBytes));

        auto corpus = loadTextCorpus();
        QVERIFY2(corpus.isOk(), corpus.status().toString().c_str());
        QVERIFY((*corpus)->text.size() >= kMinCorpusBytes);
        for (DataKind kind : {DataKind::kIncompressible, DataKind::kCompressible}) {
            RecordMatrixSet a(ranges[1], kind, 100, 9, *corpus), b(ranges[1], kind, 100, 9, *corpus),
                c(ranges[1], kind, 100, 10, *corpus);
            for (uint64_t i = 0; i < 50; ++i) {
                Bytes v = a.value(i, 0);
                QVERIFY(v.size() >= ranges[1].low && v.size() < ranges[1].high);
                QCOMPARE(v, b.value(i, 0));
                QCOMPARE(a.key(i), sha1KeyOfIndex(i));
                QVERIFY(v != c.value(i, 0));
                if (kind == DataKind::kCompressible) {
                    QVERIFY((*corpus)->text.find(v.substr(0, 64)) != std::string::npos);
                }
            }
        }
    }

    void fixedRecordSets() {
        FourByteKeySet set(1024, 10, 3);
        QCOMPARE(set.key(0x01020304), Bytes("\x01\x02\x03\x04", 4));
        QCOMPARE(set.value(5, 0).size(), size_t(1024));
        QCOMPARE(set.value(5, 0), FourByteKeySet(1024, 10, 3).value(5, 0));
        YcsbRecordSet ycsb(1000, 10, 3);
        QCOMPARE(ycsb.key(0), Bytes("user6284781860667377211"));
        QCOMPARE(ycsb.value(1, 0).size(), size_t(1000));
    }

    // Seed 001 Table 2, and the values streamed rather than held.
    void largeValuesStreamDeterministically() {
        QCOMPARE(largeValueSizes().size(), size_t(8));
        QCOMPARE(largeValueSizes().front().bytes, uint64_t(19) << 10);
        QCOMPARE(largeValueSizes().back().bytes, uint64_t(661410) << 10);
        const uint64_t size = 300000;
        GeneratedValueSource source(1, 2, size);
        QCOMPARE(source.size(), size);
        CountingValueSink sink(true);
        std::string buf(7777, '\0');
        uint64_t total = 0;
        while (true) {
            auto n = source.read(buf.data(), buf.size());
            QVERIFY(n.isOk());
            if (*n == 0) break;
            total += *n;
            QVERIFY(sink.write(BytesView(buf.data(), *n)).isOk());
        }
        QCOMPARE(total, size);
        QCOMPARE(sink.crc(), generatedValueCrc(1, 2, size));
        QVERIFY(generatedValueCrc(1, 3, size) != sink.crc());
        QVERIFY(generatedValueCrc(2, 2, size) != sink.crc());
    }

    // YCSB's generators: values in range, the head where Gray et al. put it.
    void zipfianMatchesItsDistribution() {
        const uint64_t items = 1000;
        ZipfianGenerator zipf(0, items - 1);
        QVERIFY(std::abs(zipf.zetan() - ZipfianGenerator::zeta(0, items, 0.99)) < 1e-9);
        Random rng(1);
        std::vector<uint64_t> counts(items, 0);
        const int draws = 400000;
        for (int i = 0; i < draws; ++i) {
            uint64_t v = zipf.next(rng);
            QVERIFY(v < items);
            ++counts[v];
        }
        for (uint64_t rank : {0, 1, 9, 99}) {
            double expected = 1.0 / std::pow(double(rank + 1), 0.99) / zipf.zetan();
            double got = double(counts[rank]) / draws;
            QVERIFY2(std::abs(got - expected) < 0.1 * expected + 0.0005,
                     qPrintable(QString("rank %1: %2, expected %3").arg(rank).arg(got).arg(expected)));
        }
        QVERIFY(counts[0] > counts[1] && counts[1] > counts[10] && counts[10] > counts[500]);

        Random a(9), b(9);
        ZipfianGenerator z1(0, 99), z2(0, 99);
        for (int i = 0; i < 100; ++i) QCOMPARE(z1.next(a), z2.next(b));
    }

    void scrambledZipfianScattersTheHead() {
        QCOMPARE(fnvHash64(0), uint64_t(6284781860667377211ull));
        QCOMPARE(fnvHash64(1), uint64_t(8517097267634966620ull));
        ScrambledZipfianGenerator gen(0, 9999);
        Random rng(2);
        std::map<uint64_t, int> counts;
        const int draws = 200000;
        for (int i = 0; i < draws; ++i) {
            uint64_t v = gen.next(rng);
            QVERIFY(v < 10000);
            ++counts[v];
        }
        int top = 0;
        uint64_t topItem = 0;
        for (auto [item, c] : counts) {
            if (c > top) top = c, topItem = item;
        }
        // The hottest item carries item 0's mass: 1 / zeta(10^16) = 3.78 %.
        double share = double(top) / draws;
        QVERIFY2(share > 0.034 && share < 0.042, qPrintable(QString::number(share)));
        QVERIFY(topItem != 0);  // scattered, not clustered at the front
    }

    void skewedLatestFavoursTheNewest() {
        SkewedLatestGenerator gen(999);
        Random rng(4);
        int newest = 0;
        for (int i = 0; i < 10000; ++i) {
            uint64_t v = gen.next(rng, 999);
            QVERIFY(v <= 999);
            if (v == 999) ++newest;
        }
        QVERIFY(newest > 500);
    }

    void histogramPercentilesOnKnownInputs() {
        LatencyHistogram h;
        QCOMPARE(h.percentile(50), uint64_t(0));
        for (uint64_t v = 1; v <= 100; ++v) h.record(v);
        QCOMPARE(h.count(), uint64_t(100));
        QCOMPARE(h.percentile(50), uint64_t(50));
        QCOMPARE(h.percentile(99), uint64_t(99));
        QCOMPARE(h.percentile(99.9), uint64_t(100));
        QCOMPARE(h.percentile(0), uint64_t(1));
        QCOMPARE(h.min(), uint64_t(1));
        QCOMPARE(h.max(), uint64_t(100));
        QCOMPARE(h.mean(), 50.5);

        // Large values: within the 1/128 bucket precision, never outside [min, max].
        LatencyHistogram big;
        for (uint64_t i = 1; i <= 1000; ++i) big.record(i * 1000000);  // 1 ms .. 1 s
        for (double p : {50.0, 90.0, 99.0, 99.9}) {
            double expected = std::ceil(p * 10) * 1e6;
            double got = double(big.percentile(p));
            QVERIFY2(std::abs(got - expected) <= expected / 128,
                     qPrintable(QString("p%1: %2 vs %3").arg(p).arg(got).arg(expected)));
        }
        QCOMPARE(big.percentile(100), uint64_t(1000000000));

        for (uint64_t v : {uint64_t(0), uint64_t(255), uint64_t(256), uint64_t(1) << 40, UINT64_MAX}) {
            size_t i = LatencyHistogram::bucketIndex(v);
            QVERIFY(LatencyHistogram::bucketLowest(i) <= v && v <= LatencyHistogram::bucketHighest(i));
        }
        LatencyHistogram merged;
        merged.merge(h);
        merged.merge(big);
        QCOMPARE(merged.count(), uint64_t(1100));
        QCOMPARE(merged.max(), uint64_t(1000000000));
    }

    void trimmedMeanDropsSevenPercent() {
        std::vector<double> samples;
        for (int i = 1; i <= 100; ++i) samples.push_back(i);
        samples.push_back(1e9);  // one outlier among 101: 7 dropped at each end
        QCOMPARE(trimmedMean(samples, 0.07), 51.0);
        QCOMPARE(trimmedMean({5.0}, 0.07), 5.0);
    }

    void keyOrderIsAPermutation() {
        for (uint64_t n : {1, 2, 7, 1000, 4097}) {
            IndexPermutation p(n, 77);
            std::vector<uint64_t> seen;
            for (uint64_t i = 0; i < n; ++i) seen.push_back(p(i));
            std::sort(seen.begin(), seen.end());
            for (uint64_t i = 0; i < n; ++i) QCOMPARE(seen[i], i);
        }
        IndexPermutation a(1000, 1), b(1000, 2);
        int same = 0;
        for (uint64_t i = 0; i < 1000; ++i) same += a(i) == b(i);
        QVERIFY(same < 20);
    }

    void jsonRoundTrips() {
        Json j = Json::object();
        j["seed"] = UINT64_MAX;
        j["negative"] = int64_t(-5);
        j["ratio"] = 0.125;
        j["whole_double"] = 3.0;
        j["text"] = std::string("tab\t\"quote\" \xc3\xa9 \x01", 16);
        Json list = Json::array();
        list.push_back(true);
        list.push_back(Json());
        j["list"] = std::move(list);
        auto back = parseJson(dumpJson(j, 2));
        QVERIFY2(back.isOk(), back.status().toString().c_str());
        QVERIFY(*back == j);
        QCOMPARE(uintOr(member(*back, "seed")), UINT64_MAX);
        QVERIFY(member(*back, "whole_double").is_number_float());
        QCOMPARE(intOr(member(*back, "negative")), int64_t(-5));
        QCOMPARE(textOf(member(*back, "missing")), std::string());
        QCOMPARE(numberOr(member(Json(), "ratio"), 7.0), 7.0);
        QCOMPARE(textOf(*parseJson("\"\\u00e9\\ud83d\\ude00\"")), std::string("\xc3\xa9\xf0\x9f\x98\x80"));
        QVERIFY(!parseJson("{\"a\":1,}").isOk());
        QVERIFY(!parseJson("[1 2]").isOk());
    }

    // The worker's results and the results files carry measured doubles:
    // every one must read back as the same value, and null (a NaN written)
    // must read as the fallback.
    void jsonDoublesReadBackEqual() {
        const double values[] = {0.1,           1.0 / 3.0, 1e-300, 6.02214076e23,
                                 123456789.125, -0.0,      5e-324, 1.7976931348623157e308};
        for (double v : values) {
            auto back = parseJson(dumpJson(Json(v)));
            QVERIFY(back.isOk());
            QVERIFY(back->is_number_float());
            QCOMPARE(numberOr(*back), v);
        }
        QCOMPARE(dumpJson(Json(std::nan(""))), std::string("null"));
        QCOMPARE(numberOr(*parseJson("null"), 2.5), 2.5);
        // A file written before: doubles as the shortest text, integers plain.
        auto old = parseJson("{\"seconds\":0.30000000000000004,\"count\":18446744073709551615,\"n\":3.0}");
        QVERIFY(old.isOk());
        QCOMPARE(numberOr(member(*old, "seconds")), 0.1 + 0.2);
        QCOMPARE(uintOr(member(*old, "count")), UINT64_MAX);
        QCOMPARE(uintOr(member(*old, "n")), uint64_t(3));
        // Bytes that are not UTF-8 do not stop a results file from being written.
        QCOMPARE(dumpJson(Json(std::string("a\xff"))), std::string("\"a\xef\xbf\xbd\""));
    }

    void scalesParse() {
        QCOMPARE(parseScale("tiny")->factor, 0.0001);
        QVERIFY(parseScale("tiny")->endpointsOnly);
        QCOMPARE(parseScale("full")->repetitions, 5);
        QCOMPARE(parseScale("0.25")->factor, 0.25);
        QVERIFY(!parseScale("huge").isOk());
        QVERIFY(!parseScale("0").isOk());
        QCOMPARE(parseScale("small")->apply(100, 10), uint64_t(10));
    }

    // Stores are compared at one tier, and every trial places its own store.
    void storePlacementKeepsTiersApart() {
        StoreSetup os{Durability::kOsBuffered, 32, false, 0};
        auto rocks = placeStore({"rocksdb", "rocksdb:"}, "/tmp/x", os);
        QVERIFY2(rocks.isOk(), rocks.status().toString().c_str());
        QCOMPARE(rocks->uri.get("dir").value_or(""), std::string("/tmp/x"));
        QCOMPARE(rocks->uri.get("sync").value_or(""), std::string("none"));
        QCOMPARE(rocks->uri.get("cache_mb").value_or(""), std::string("32"));
        QCOMPARE(rocks->uri.get("compression").value_or(""), std::string("none"));
        QVERIFY(!placeStore({"r", "rocksdb:sync=each"}, "/tmp/x", os).isOk());
        QVERIFY(!placeStore({"r", "rocksdb:dir=/elsewhere"}, "/tmp/x", os).isOk());
        QVERIFY(!placeStore({"l", "lmdb:"}, "/tmp/x", {Durability::kPeriodicSync, 64, false, 0}).isOk());
        auto reg = placeStore({"w", "wrstore:depth=2;len=2"}, "/tmp/x", {Durability::kPeriodicSync, 64, false, 0});
        QVERIFY(reg.isOk());
        QCOMPARE(reg->uri.get("durability").value_or(""), std::string("group"));
        QCOMPARE(reg->uri.get("hive").value_or(""), std::string("/tmp/x/hive"));
        auto snappy = placeStore({"l", "leveldb:"}, "/tmp/x", {Durability::kOsBuffered, 64, true, 0});
        QCOMPARE(snappy->uri.get("compression").value_or(""), std::string("snappy"));
        auto kyoto = placeStore({"k", "kyoto:"}, "/tmp/x", {Durability::kOsBuffered, 64, false, 5000000});
        QCOMPARE(kyoto->uri.get("bnum").value_or(""), std::string("10000000"));
        // Kyoto's mapped region covers its file: twice the logical bytes and
        // the bucket array (8 bytes a bucket), never below its 64 MiB default.
        auto mapped = placeStore({"k", "kyoto:"}, "/tmp/x", {Durability::kOsBuffered, 64, false, 1000000, 58000000});
        QCOMPARE(mapped->uri.get("map_mb").value_or(""), std::to_string((2 * 58000000 + 8 * 2000000 + 1048575) >> 20));
        QCOMPARE(placeStore({"k", "kyoto:"}, "/tmp/x", {Durability::kOsBuffered, 64, false, 1000, 58000})
                     ->uri.get("map_mb")
                     .value_or(""),
                 std::string("64"));
        QCOMPARE(placeStore({"k", "kyoto:map_mb=10"}, "/tmp/x", {Durability::kOsBuffered, 64, false, 1000000, 58000000})
                     ->uri.get("map_mb")
                     .value_or(""),
                 std::string("10"));
        // Every setting the harness chose says why; those the store set are not listed.
        QCOMPARE(mapped->chosenSettings.size(), size_t(3));
        QVERIFY(mapped->chosenSettings[0].rfind("bnum=2000000: about twice the records", 0) == 0);
        QVERIFY(mapped->chosenSettings[1].find("tune_map") != std::string::npos);
        QVERIFY(mapped->chosenSettings[2].rfind("autotran=1: OAUTOTRAN", 0) == 0);
        QCOMPARE(mapped->uri.get("autotran").value_or(""), std::string("1"));
        QVERIFY(placeStore({"l", "lmdb:writemap=0"}, "/tmp/x", os)->chosenSettings.empty());
        // Settings an engine's guide recommends are applied, unless the store sets them.
        QCOMPARE(placeStore({"l", "lmdb:"}, "/tmp/x", os)->uri.get("writemap").value_or(""), std::string("1"));
        QCOMPARE(placeStore({"l", "lmdb:writemap=0"}, "/tmp/x", os)->uri.get("writemap").value_or(""),
                 std::string("0"));
        QVERIFY(!placeStore({"x", "nosuch:"}, "/tmp/x", os).isOk());
    }

    // ZDB's budget buys its value cache: with the cache on, the budget goes
    // to it; a store that turns the cache off gets no budget, and says so.
    void zdbBudgetGoesToItsCacheUnlessTheCacheIsOff() {
        StoreSetup os{Durability::kOsBuffered, 32, false, 0};
        auto cached = placeStore({"zdb", "zdb:"}, "/tmp/x", os);
        QVERIFY2(cached.isOk(), cached.status().toString().c_str());
        QCOMPARE(cached->uri.get("cache").value_or(""), std::string("lru"));
        QCOMPARE(cached->uri.get("cache_mb").value_or(""), std::string("32"));
        QVERIFY(cached->memoryBudget.rfind("32 MiB (cache_mb: LRU value cache", 0) == 0);
        auto arc = placeStore({"zdb", "zdb:cache=arc"}, "/tmp/x", os);
        QCOMPARE(arc->uri.get("cache_mb").value_or(""), std::string("32"));
        auto uncached = placeStore({"zdb", "zdb:cache=none"}, "/tmp/x", os);
        QVERIFY2(uncached.isOk(), uncached.status().toString().c_str());
        QVERIFY(!uncached->uri.has("cache_mb"));
        QCOMPARE(uncached->memoryBudget, std::string("none: cache=none, reads go through the OS page cache"));
    }

    // Data that fits in half the host's memory is read out of the page cache:
    // the harness then turns ZDB's value cache off and says why; data that
    // does not fit, or of unknown size, gets the budget as an LRU cache.
    void zdbCachesOnlyDataThatDoesNotFitInMemory() {
        constexpr uint64_t kGiB = uint64_t(1) << 30;
        auto place = [](const std::string& uri, uint64_t records, uint64_t bytes, uint64_t hostMemory) {
            StoreSetup setup{Durability::kOsBuffered, 64, false, records, bytes};
            setup.hostMemoryBytes = hostMemory;
            return placeStore({"zdb", uri}, "/tmp/x", setup);
        };
        auto fits = place("zdb:", 1000000, 58000000, 4 * kGiB);
        QVERIFY2(fits.isOk(), fits.status().toString().c_str());
        QCOMPARE(fits->uri.get("cache").value_or(""), std::string("none"));
        QVERIFY(!fits->uri.has("cache_mb"));
        QVERIFY(fits->memoryBudget.rfind("none: cache=none", 0) == 0);
        QVERIFY(!fits->chosenSettings.empty());
        QVERIFY(fits->chosenSettings[0].rfind("cache=none: no value cache: the data fits in memory", 0) == 0);
        // Records without their size are guessed at 128 bytes each.
        QCOMPARE(place("zdb:", 1000000, 0, 4 * kGiB)->uri.get("cache").value_or(""), std::string("none"));
        for (auto [records, bytes, host] : {std::tuple<uint64_t, uint64_t, uint64_t>{10000000, 3 * kGiB, 4 * kGiB},
                                            {0, 0, 4 * kGiB},
                                            {1000000, 58000000, 0}}) {
            auto cached = place("zdb:", records, bytes, host);
            QCOMPARE(cached->uri.get("cache").value_or(""), std::string("lru"));
            QCOMPARE(cached->uri.get("cache_mb").value_or(""), std::string("64"));
        }
        // A cache the store asks for is kept, with the budget.
        auto asked = place("zdb:cache=arc", 1000000, 58000000, 4 * kGiB);
        QCOMPARE(asked->uri.get("cache").value_or(""), std::string("arc"));
        QCOMPARE(asked->uri.get("cache_mb").value_or(""), std::string("64"));
    }

    // ZDB's index is sized to the records the trial will hold, and an index
    // sized so is mapped with huge pages; a store that sets either keeps it.
    void zdbIndexIsSizedToTheRecordsAndMappedWithHugePages() {
        StoreSetup setup{Durability::kOsBuffered, 64, false, 1100000, 58000000};
        auto sized = placeStore({"zdb", "zdb:"}, "/tmp/x", setup);
        QVERIFY2(sized.isOk(), sized.status().toString().c_str());
        QCOMPARE(sized->uri.get("kmax").value_or(""), std::string("1100000"));
        QCOMPARE(sized->uri.get("huge_pages").value_or(""), std::string("1"));
        bool said = false;
        for (const std::string& why : sized->chosenSettings) said = said || why.rfind("huge_pages=1: ", 0) == 0;
        QVERIFY(said);
        auto own = placeStore({"zdb", "zdb:kmax=5000;huge_pages=0"}, "/tmp/x", setup);
        QCOMPARE(own->uri.get("kmax").value_or(""), std::string("5000"));
        QCOMPARE(own->uri.get("huge_pages").value_or(""), std::string("0"));
        // Without the records, neither is chosen: the engine's defaults stay.
        auto unknown = placeStore({"zdb", "zdb:"}, "/tmp/x", {Durability::kOsBuffered, 64, false, 0});
        QVERIFY(!unknown->uri.has("kmax") && !unknown->uri.has("huge_pages"));
    }

    // Our engines against the fastest peer: the medians' ratio, and the
    // lowest ratio of one repetition against that repetition's fastest peer.
    void peerLeadsTakeTheFastestPeerOfEachRepetition() {
        RunRecord record;
        record.presets.push_back({"user-random", "wrstore 1D_2L", "", {}});
        const SweepPoint point{{"data_set", "KVData3"}};
        // Repetition r: wrstore 100, 120, 90; leveldb 50, 100, 60; kyoto 80, 60, 95.
        const std::vector<std::pair<std::string, std::vector<double>>> stores = {
            {"wrstore:", {100, 120, 90}}, {"leveldb:", {50, 100, 60}}, {"kyoto:", {80, 60, 95}}};
        for (const auto& [uri, ops] : stores) {
            for (int r = 0; r < 3; ++r) {
                record.trials.push_back(trialOf("user-random", uri.substr(0, uri.size() - 1), uri, point, r,
                                                {{"read", "read", ops[static_cast<size_t>(r)]}}));
            }
        }
        record.trials.push_back(trialOf("user-random", "disk", "disk:", point, 0, {{"read", "read", 1000}}));
        const std::vector<PeerLead> leads = peerLeads(resultsDocument(record));
        QCOMPARE(leads.size(), size_t(1));
        const PeerLead& lead = leads.front();
        QCOMPARE(lead.store, std::string("wrstore"));
        QCOMPARE(lead.bestPeer, std::string("kyoto"));  // median 80 against leveldb's 60
        QCOMPARE(lead.ratio, 100.0 / 80.0);
        QCOMPARE(lead.lowestRunRatio, 90.0 / 95.0);  // repetition 2
        QCOMPARE(lead.repetitions, 3);
        QVERIFY(isOwnEngine("zdb") && isOwnEngine("wrstore++") && !isOwnEngine("lmdb"));
    }

    // Scaling: each thread count over the fewest, for steps that ran with the
    // point's threads only (the load before a run keeps one thread).
    void threadScalingDividesByTheFewestThreads() {
        RunRecord record;
        record.presets.push_back({"user-threads", "wrstore 1D_2L", "", {}});
        for (const auto& [threads, ops] : {std::pair<int, double>{1, 100}, {2, 170}, {4, 150}}) {
            record.trials.push_back(trialOf("user-threads", "zdb",
                                            "zdb:", {{"workload", "B"}, {"threads", std::to_string(threads)}}, 0,
                                            {{"load", "load", 500}, {"run", "operations", ops}}, threads));
        }
        const std::vector<ThreadScaling> scaling = threadScaling(resultsDocument(record));
        auto run = std::find_if(scaling.begin(), scaling.end(), [](const ThreadScaling& s) { return s.step == "run"; });
        QVERIFY(run != scaling.end());
        QCOMPARE(run->point, std::string("workload=B"));
        QCOMPARE(run->opsPerSecond.size(), size_t(3));
        QCOMPARE(run->speedup(2), 1.7);
        QCOMPARE(run->speedup(4), 1.5);
        QCOMPARE(run->speedup(8), 0.0);
        auto load =
            std::find_if(scaling.begin(), scaling.end(), [](const ThreadScaling& s) { return s.step == "load"; });
        QVERIFY(load == scaling.end() || load->opsPerSecond.size() == 1);
    }
};

QTEST_GUILESS_MAIN(BenchDataTest)
#include "test_bench_data.moc"
