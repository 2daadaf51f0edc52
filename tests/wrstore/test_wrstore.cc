// WR-Store (seed 000): seeking, the placement of Fig. 2, the key-name
// encoding's injectivity under the registry's case-insensitive names, name and
// value limits, value types, the recorded layout, the handle cache, the
// sampled count and concurrent use. The conformance suite on the layouts of
// Sec. 4.4 is test_wrstore_conformance.cc's (it builds without Qt too).
#include <QtTest>

#include <set>
#include <thread>
#include <vector>

#include "common/kv_conformance.h"
#include "registry/hive/hive.h"
#include "registry/names.h"
#include "registry/value_codec.h"
#include "stores/wrindex/hashed_index.h"
#include "stores/wrindex/key_name_codec.h"
#include "stores/wrindex/registry_pool.h"
#include "stores/wrindex/wrstore_options.h"
#include "util/random.h"
#include "wrstore_test_support.h"

using namespace wr;
using namespace wr::kv;
using namespace wr::kv::wrstore;
using wr::test::detail;
using wr::test::openOrFail;
using wr::test::path;

namespace {

std::string hiveUri(const QTemporaryDir& dir, const std::string& rest) {
    return "wrstore:hive=" + path(dir, "hive") + ";db=kvs" + (rest.empty() ? "" : ";" + rest);
}

// Every string over `alphabet` of length 0..maxLen.
std::vector<Bytes> allStrings(const Bytes& alphabet, size_t maxLen) {
    std::vector<Bytes> out = {""};
    std::vector<Bytes> frontier = {""};
    for (size_t len = 1; len <= maxLen; ++len) {
        std::vector<Bytes> next;
        for (const Bytes& s : frontier) {
            for (char c : alphabet) next.push_back(s + c);
        }
        out.insert(out.end(), next.begin(), next.end());
        frontier = std::move(next);
    }
    return out;
}

}  // namespace

class WrStoreTest : public QObject {
    Q_OBJECT

private slots:
    // Past the first pairs WR-Store seeks: a position is a fraction of the
    // hash space, which MD5 fills evenly.
    void seeksToPositions() {
        QTemporaryDir dir;
        auto store = openStore(hiveUri(dir, "depth=2;len=2"));
        QVERIFY(store.isOk());
        wr::test::checkSeekingPositions(**store, 60000, 0.05);
    }

    // Seed 000 Fig. 2: with WR_D = 4 and WR_L = 2, "792479" lives under kvs\fe\40\8a\96.
    void figure2Placement() {
        IndexLayout layout{4, 2};
        QCOMPARE(placementOf("792479", layout).leafPath, std::string("fe\\40\\8a\\96"));
        QVERIFY(placementOf("792479", layout).md5Hex.starts_with("fe408a96"));

        QTemporaryDir dir;
        {
            auto store = openOrFail(hiveUri(dir, "depth=4;len=2"));
            QVERIFY(store);
            WR_VERIFY_OK(store->put("792479", "#Scotland"));
            WR_VERIFY_OK(store->put("2149", "(-115.223125, 36.232915)"));
        }
        auto hive = reg::Hive::open(path(dir, "hive"));
        QVERIFY2(hive.isOk(), hive.status().toString().c_str());
        auto leaf = (*hive)->openKey((*hive)->root(), "kvs\\fe\\40\\8a\\96");
        QVERIFY2(leaf.isOk(), leaf.status().toString().c_str());
        auto value = (*hive)->queryValue(*leaf, "792479");
        QVERIFY2(value.isOk(), value.status().toString().c_str());
        QCOMPARE(value->type, uint32_t(reg::REG_SZ));
        QCOMPARE(reg::decodeString(value->data), std::string("#Scotland"));
        // The layout is recorded in the database key.
        auto db = (*hive)->openKey((*hive)->root(), "kvs");
        QCOMPARE(*reg::decodeDword((*hive)->queryValue(*db, "WR_D")->data), 4u);
        QCOMPARE(*reg::decodeDword((*hive)->queryValue(*db, "WR_L")->data), 2u);
        QCOMPARE(reg::decodeString((*hive)->queryValue(*db, "WR_Engine")->data), std::string("wrstore"));
    }

    // The cache's leaf number agrees with the leaf path on every layout.
    void leafIdMatchesLeafPath() {
        for (IndexLayout layout : {IndexLayout{1, 1}, IndexLayout{1, 4}, IndexLayout{3, 5}, IndexLayout{4, 4},
                                   IndexLayout{2, 9}, IndexLayout{8, 4}}) {
            std::vector<Md5Digest> digests;
            for (int i = 0; i < 300; ++i) digests.push_back(md5(std::to_string(i)));
            for (const Md5Digest& a : digests) {
                for (const Md5Digest& b : {digests[0], digests[1], a}) {
                    bool samePath = LeafPath(a, layout).view() == LeafPath(b, layout).view();
                    QCOMPARE(LeafId(a, layout) == LeafId(b, layout), samePath);
                }
            }
        }
    }

    void keyNameExamples() {
        auto enc = [](BytesView key) {
            std::string name;
            Status s = encodeKeyName(key, name);
            return s.isOk() ? name : "error: " + s.toString();
        };
        QCOMPARE(enc("792479"), std::string("792479"));
        QCOMPARE(enc("user:42"), std::string("user:42"));
        QCOMPARE(enc("Hello"), std::string("Hello%^8"));
        QCOMPARE(enc("HELLO"), std::string("HELLO%^F8"));
        QCOMPARE(enc("a%b"), std::string("a%25b"));
        QCOMPARE(enc(BytesView("\0\xff", 2)), std::string("%00%FF"));
        QCOMPARE(enc("a\\b"), std::string("a\\b"));
        QCOMPARE(enc(""), std::string(""));
        // Names no encoder wrote are refused.
        for (const char* foreign : {"a%2", "a%zz", "Hello", "hello%^8", "Hello%^80", "a%25%^", "%61"}) {
            QVERIFY2(!decodeKeyName(foreign).isOk(), foreign);
        }
    }

    // Distinct keys never share a name, even compared the registry's way
    // (case-insensitively): exhaustively over an alphabet that holds every
    // character class the encoding treats specially, and on random binary keys.
    void keyNameEncodingIsInjective() {
        const Bytes alphabet("aAzZ%^0F\x00\x80\xff\\", 12);
        std::set<std::string> folded;
        size_t count = 0;
        for (const Bytes& key : allStrings(alphabet, 4)) {
            std::string name;
            WR_VERIFY_OK(encodeKeyName(key, name));
            QVERIFY2(reg::validateValueName(name).isOk(), name.c_str());
            auto back = decodeKeyName(name);
            QVERIFY2(back.isOk() && *back == key, printable(key).c_str());
            QVERIFY2(folded.insert(reg::foldName(name)).second, ("collision for " + printable(key)).c_str());
            ++count;
        }
        QCOMPARE(folded.size(), count);

        Random rng(7);
        std::set<std::string> randomFolded;
        std::set<Bytes> keys;
        for (int i = 0; i < 20000; ++i) {
            Bytes key(static_cast<size_t>(rng.range(1, 24)), '\0');
            for (char& c : key) c = static_cast<char>(rng.coin() ? rng.range('A', 'z') : rng.uniform(256));
            if (!keys.insert(key).second) continue;
            std::string name;
            WR_VERIFY_OK(encodeKeyName(key, name));
            QCOMPARE(*decodeKeyName(name), key);
            QVERIFY2(randomFolded.insert(reg::foldName(name)).second, ("collision for " + printable(key)).c_str());
        }
    }

    void overLimitKeyNamesAreRefused() {
        QTemporaryDir dir;
        auto store = openOrFail(hiveUri(dir, ""));
        QVERIFY(store);
        Bytes longest(reg::kMaxValueNameChars, 'k');
        WR_VERIFY_OK(store->put(longest, "fits"));
        QCOMPARE(*store->get(longest), Bytes("fits"));

        Bytes printableTooLong(reg::kMaxValueNameChars + 1, 'k');
        Bytes binaryTooLong(reg::kMaxValueNameChars / 3 + 1, '\x01');  // each byte takes "%01"
        Bytes casedTooLong(reg::kMaxValueNameChars, 'K');              // the case signature pushes it over
        for (const Bytes* key : {&printableTooLong, &binaryTooLong, &casedTooLong}) {
            Status s = store->put(*key, "v");
            QVERIFY2(s.is(StatusCode::kLimitExceeded), s.toString().c_str());
            QVERIFY2(s.message().find("16383") != std::string::npos, s.message().c_str());
            QVERIFY(store->get(*key).status().is(StatusCode::kNotFound));
            WR_VERIFY_OK(store->remove(*key));
        }
        QCOMPARE(*store->approximateCount(), uint64_t(1));
    }

    void bigValuesAreRefusedOrStored() {
        QTemporaryDir dir;
        Bytes big(reg::kRecommendedMaxValueBytes + 1, 'x');
        {
            auto store = openOrFail(hiveUri(dir, ""));
            QVERIFY(store);
            Bytes limit(reg::kRecommendedMaxValueBytes, 'y');
            WR_VERIFY_OK(store->put("at-limit", limit));
            Status s = store->put("big", big);
            QVERIFY2(s.is(StatusCode::kLimitExceeded), s.toString().c_str());
            QVERIFY2(s.message().find("wrstore++") != std::string::npos, s.message().c_str());
            QVERIFY(store->get("big").status().is(StatusCode::kNotFound));
        }
        auto store = openOrFail(hiveUri(dir, "big_values=store"));
        QVERIFY(store);
        WR_VERIFY_OK(store->put("big", big));
        QCOMPARE(*store->get("big"), big);
    }

    // Text is REG_SZ (readable in a registry editor), everything else
    // REG_BINARY, and both come back byte for byte.
    void valueTypes() {
        QTemporaryDir dir;
        const Bytes text = "h\xc3\xa9llo \xe2\x82\xac";
        const Bytes withNul("a\0b", 3);
        const Bytes surrogate = "\xed\xa0\x80";  // not valid UTF-8
        const Bytes overlong = "\xc0\xaf";
        {
            auto store = openOrFail(hiveUri(dir, ""));
            QVERIFY(store);
            for (const Bytes* v : {&text, &withNul, &surrogate, &overlong}) WR_VERIFY_OK(store->put(*v, *v));
            for (const Bytes* v : {&text, &withNul, &surrogate, &overlong}) QCOMPARE(*store->get(*v), *v);
        }
        auto hive = reg::Hive::open(path(dir, "hive"));
        QVERIFY(hive.isOk());
        auto typeOf = [&](BytesView key) {
            IndexLayout layout;
            auto leaf = (*hive)->openKey((*hive)->root(), "kvs\\" + placementOf(key, layout).leafPath);
            std::string name;
            (void)encodeKeyName(key, name);
            return (*hive)->queryValue(*leaf, name)->type;
        };
        QCOMPARE(typeOf(text), uint32_t(reg::REG_SZ));
        QCOMPARE(typeOf(withNul), uint32_t(reg::REG_BINARY));
        QCOMPARE(typeOf(surrogate), uint32_t(reg::REG_BINARY));
    }

    void layoutIsRecordedAndReused() {
        QTemporaryDir dir;
        {
            auto store = openOrFail(hiveUri(dir, "depth=2;len=2"));
            QVERIFY(store);
            WR_VERIFY_OK(store->put("k", "v"));
        }
        {
            auto store = openOrFail(hiveUri(dir, ""));  // no layout given: the stored one
            QVERIFY(store);
            QCOMPARE(detail(*store->statistics(), "layout"), std::string("2D_2L"));
            QCOMPARE(*store->get("k"), Bytes("v"));
        }
        auto mismatch = openStore(hiveUri(dir, "depth=1;len=4"));
        QVERIFY(!mismatch.isOk());
        QVERIFY2(mismatch.status().is(StatusCode::kInvalidArgument), mismatch.status().toString().c_str());
        QVERIFY2(mismatch.status().message().find("2D_2L") != std::string::npos, mismatch.status().message().c_str());

        auto asPlusPlus = openStore("wrstore++:hive=" + path(dir, "hive") + ";db=kvs;data=" + path(dir, "data"));
        QVERIFY(!asPlusPlus.isOk());
        QVERIFY2(asPlusPlus.status().message().find("'wrstore'") != std::string::npos,
                 asPlusPlus.status().message().c_str());

        auto readOnlyMissing = openStore("wrstore:hive=" + path(dir, "hive") + ";db=other", OpenOptions{true, false});
        QVERIFY(readOnlyMissing.status().is(StatusCode::kNotFound));
    }

    void uriErrors() {
        QTemporaryDir dir;
        for (const std::string& bad :
             {hiveUri(dir, "depth=9;len=4"), hiveUri(dir, "depth=0"), hiveUri(dir, "big_values=maybe"),
              hiveUri(dir, "colour=red"), hiveUri(dir, "durability=fast"),
              "wrstore:hive=" + path(dir, "h") + ";db=a\\\\b"}) {
            auto store = openStore(bad);
            QVERIFY2(!store.isOk() && store.status().is(StatusCode::kInvalidArgument), bad.c_str());
        }
    }

    void handlesAreCached_data() {
        QTest::addColumn<QString>("layout");
        QTest::addColumn<QString>("kind");
        QTest::newRow("2D_2L, a table") << QString("depth=2;len=2") << QString("table of 65536");
        QTest::newRow("2D_3L, 4-way sets") << QString("depth=2;len=3") << QString("4-way of 65536");
    }

    void handlesAreCached() {
        QFETCH(QString, layout);
        QFETCH(QString, kind);
        QTemporaryDir dir;
        auto store = openOrFail(hiveUri(dir, layout.toStdString()));
        QVERIFY(store);
        for (int i = 0; i < 200; ++i) WR_VERIFY_OK(store->put("key" + std::to_string(i), "v"));
        for (int round = 0; round < 5; ++round) {
            for (int i = 0; i < 200; ++i) QVERIFY(store->get("key" + std::to_string(i)).isOk());
        }
        auto stats = store->statistics();
        QVERIFY(stats.isOk());
        QCOMPARE(QString::fromStdString(detail(*stats, "handle_cache")), kind);
        // One open per leaf, then every get finds its leaf in the cache.
        QVERIFY2(std::stoull(detail(*stats, "handle_cache_misses")) <= 200,
                 detail(*stats, "handle_cache_misses").c_str());
        QCOMPARE(detail(*stats, "handle_cache_entries"), detail(*stats, "handle_cache_misses"));
    }

    // A leaf deleted underneath the store (a registry editor) is reopened.
    void deletedLeafIsRecreated() {
        QTemporaryDir dir;
        auto store = openOrFail(hiveUri(dir, "depth=1;len=2"));
        QVERIFY(store);
        WR_VERIFY_OK(store->put("k", "v1"));
        WR_VERIFY_OK(store->put("k", "v2"));
        // The store's own registry, shared through the pool as a second store would.
        reg::RegistryLocation location;
        location.hivePath = path(dir, "hive");
        auto registry = openSharedRegistry(location);
        QVERIFY(registry.isOk());
        std::string leaf = "kvs\\" + placementOf("k", IndexLayout{1, 2}).leafPath;
        WR_VERIFY_OK((*registry)->deleteTree((*registry)->root(), leaf));
        QVERIFY(store->get("k").status().is(StatusCode::kNotFound));
        WR_VERIFY_OK(store->put("k", "v3"));
        QCOMPARE(*store->get("k"), Bytes("v3"));
        WR_VERIFY_OK(store->remove("k"));
        QVERIFY(store->get("k").status().is(StatusCode::kNotFound));
    }

    // Small stores are counted exactly; larger ones are sampled, and say so.
    // countExactly walks every pair.
    void approximateCount() {
        QTemporaryDir dir;
        auto store = openOrFail(hiveUri(dir, "depth=2;len=2"));
        QVERIFY(store);
        for (int i = 0; i < 500; ++i) WR_VERIFY_OK(store->put(std::to_string(i), "v"));
        QCOMPARE(*store->approximateCount(), uint64_t(500));
        auto small = store->countKeys();
        QVERIFY(small.isOk());
        QCOMPARE(small->keys, uint64_t(500));
        QVERIFY(small->exact);
        for (int i = 500; i < 30000; ++i) WR_VERIFY_OK(store->put(std::to_string(i), "v"));
        uint64_t estimate = *store->approximateCount();
        QVERIFY2(estimate > 28500 && estimate < 31500, std::to_string(estimate).c_str());
        auto sampled = store->countKeys();
        QVERIFY(sampled.isOk());
        QCOMPARE(sampled->keys, estimate);
        QVERIFY(!sampled->exact);
        QVERIFY2(sampled->estimatedBy.starts_with("sampled ") && sampled->estimatedBy.ends_with(" of 65536 leaves"),
                 sampled->estimatedBy.c_str());
        QCOMPARE(*kv::countExactly(*store, nullptr, nullptr), uint64_t(30000));
        CancellationToken cancelled;
        cancelled.cancel();
        QVERIFY(kv::countExactly(*store, nullptr, &cancelled).status().is(StatusCode::kCancelled));
        for (int i = 0; i < 30000; ++i) WR_VERIFY_OK(store->remove(std::to_string(i)));
        QCOMPARE(*store->approximateCount(), uint64_t(0));
    }

    // Checked and browsable as a registry index; no compaction, no value files.
    void capabilitiesSayWhatWorks() {
        QTemporaryDir dir;
        auto store = openOrFail(hiveUri(dir, "depth=1;len=2"));
        QVERIFY(store);
        const StoreCapabilities capabilities = store->capabilities();
        QVERIFY(capabilities.canCheck);
        QVERIFY(capabilities.hashedIndex);
        QVERIFY(!capabilities.canCompact);
        QVERIFY(store->compact(nullptr, nullptr).is(StatusCode::kNotSupported));
        QVERIFY(capabilities.valueFiles == StoreCapabilities::ValueFiles::kNone);
        auto index = parseIndexOptions(store->uri(), {});
        QVERIFY(index.isOk());
        QCOMPARE(index->db, std::string("kvs"));
    }

    void checkFindsMisplacedAndForeignValues() {
        QTemporaryDir dir;
        std::string uri = hiveUri(dir, "depth=1;len=2");
        {
            auto store = openOrFail(uri);
            QVERIFY(store);
            for (int i = 0; i < 20; ++i) WR_VERIFY_OK(store->put(std::to_string(i), "v"));
            auto clean = store->check(nullptr, nullptr);
            QVERIFY(clean.isOk());
            QVERIFY2(clean->ok(), wr::test::firstIssue(*clean).c_str());
            QCOMPARE(clean->entriesChecked, uint64_t(20));
        }
        {
            auto hive = reg::Hive::open(path(dir, "hive"));
            QVERIFY(hive.isOk());
            IndexLayout layout{1, 2};
            std::string home = placementOf("7", layout).leafPath;
            std::string elsewhere = home == "00" ? "01" : "00";
            auto wrong = (*hive)->createKey((*hive)->root(), "kvs\\" + elsewhere);
            WR_VERIFY_OK((*hive)->setValue(*wrong, "7", reg::REG_SZ, reg::encodeString("misplaced")));
            WR_VERIFY_OK((*hive)->setValue(*wrong, "Not%Ours", reg::REG_SZ, reg::encodeString("foreign")));
        }
        auto store = openOrFail(uri);
        QVERIFY(store);
        auto report = store->check(nullptr, nullptr);
        QVERIFY(report.isOk());
        QCOMPARE(report->entriesChecked, uint64_t(21));
        QCOMPARE(report->problems.size(), size_t(1));
        QVERIFY2(report->problems.front().find("'7'") != std::string::npos, report->problems.front().c_str());
        QCOMPARE(report->orphans.size(), size_t(1));
        QVERIFY2(report->orphans.front().find("Not%Ours") != std::string::npos, report->orphans.front().c_str());
        // A scan stops at the foreign name with a clear error rather than skip data silently.
        auto cursor = store->scan();
        QVERIFY(cursor.isOk());
        while ((*cursor)->valid()) (*cursor)->next();
        QVERIFY2((*cursor)->status().is(StatusCode::kCorruption), (*cursor)->status().toString().c_str());
    }

    void cursorOutlivesClose() {
        QTemporaryDir dir;
        std::string uri = hiveUri(dir, "");
        wr::test::checkCursorOutlivesClose([&] { return openStore(uri); });
    }

    // root=HKCU without hive= is the user's standard hive; a WR-Store and a
    // WR-Store++ can live in it side by side, open at once (a migration).
    void standardRootSharedByTwoEngines() {
        QTemporaryDir dir;
        qputenv("WRSTUDIO_USER_REGISTRY", QByteArray::fromStdString(path(dir, "HKCU")));
        {
            auto a = openOrFail("wrstore:root=HKCU;db=kvs");
            auto b = openOrFail("wrstore++:root=HKCU;db=kvspp;data=" + path(dir, "values"));
            QVERIFY(a && b);
            WR_VERIFY_OK(a->put("792479", "#Scotland"));
            WR_VERIFY_OK(forEach(*a, [&](BytesView k, BytesView v) { return b->put(k, v).isOk(); }));
            QCOMPARE(*b->get("792479"), Bytes("#Scotland"));
            QVERIFY2(detail(*a->statistics(), "registry").find(path(dir, "HKCU")) != std::string::npos,
                     detail(*a->statistics(), "registry").c_str());
        }
        qunsetenv("WRSTUDIO_USER_REGISTRY");
        auto hive = reg::Hive::open(path(dir, "HKCU"));
        QVERIFY(hive.isOk());
        QVERIFY((*hive)->openKey((*hive)->root(), "kvs").isOk());
        QVERIFY((*hive)->openKey((*hive)->root(), "kvspp\\Chunks").isOk());
    }

    // Puts that add index subkeys while a scan reads a level's names must not
    // make the scan miss a key that existed throughout; the last name of a
    // level ("key155" sits in leaf ff8e, the last of 1D_4L) was the one lost.
    void scanDuringPutsSeesEveryEarlierKey() {
        QTemporaryDir dir;
        auto store = openOrFail(hiveUri(dir, ""));
        QVERIFY(store);
        std::set<Bytes> earlier;
        for (int i = 0; i < 300; ++i) {
            earlier.insert("key" + std::to_string(i));
            WR_VERIFY_OK(store->put("key" + std::to_string(i), "v"));
        }
        std::atomic<bool> writing{true};
        std::thread writer([&] {
            for (int i = 0; i < 3000; ++i) WR_VERIFY_OK(store->put("new" + std::to_string(i), "v"));
            writing = false;
        });
        int incomplete = 0;
        while (writing.load()) {
            auto cursor = store->scan();
            QVERIFY(cursor.isOk());
            size_t seen = 0;
            for (; (*cursor)->valid(); (*cursor)->next()) seen += earlier.count(Bytes((*cursor)->key()));
            WR_VERIFY_OK((*cursor)->status());
            if (seen != earlier.size()) ++incomplete;
        }
        writer.join();
        QCOMPARE(incomplete, 0);
    }

    // A store closed on one thread (a tab's store released by its worker)
    // while another thread opens the same hive: the pool may find the entry
    // just as its last user lets go, and must then open the hive afresh — or
    // say Busy while the closing hive still holds its lock — never hand out
    // a registry that is gone.
    void aRegistryReleasedWhileAnotherThreadOpensIt() {
        QTemporaryDir dir;
        reg::RegistryLocation location;
        location.hivePath = path(dir, "hive");
        std::atomic<bool> stop{false};
        std::atomic<int> failures{0};
        auto openAndRelease = [&] {
            while (!stop.load()) {
                auto registry = openSharedRegistry(location);
                if (registry.isOk() ? *registry == nullptr : !registry.status().is(StatusCode::kBusy)) ++failures;
                if (registry.isOk() && *registry) (void)(*registry)->isReadOnly();
            }
        };
        std::thread other(openAndRelease);
        std::thread third(openAndRelease);
        QTest::qWait(1500);
        stop = true;
        other.join();
        third.join();
        QCOMPARE(failures.load(), 0);
    }

    void concurrentCallsAndTwoStoresInOneHive() {
        QTemporaryDir dir;
        auto a = openOrFail(hiveUri(dir, ""));
        auto b = openOrFail("wrstore:hive=" + path(dir, "hive") + ";db=second;depth=2;len=2");
        QVERIFY(a && b);
        std::vector<std::thread> threads;
        std::atomic<int> failures{0};
        for (int t = 0; t < 4; ++t) {
            threads.emplace_back([&, t] {
                KvStore& store = t % 2 ? *a : *b;
                for (int i = 0; i < 2000; ++i) {
                    std::string key = std::to_string(t) + ":" + std::to_string(i);
                    if (!store.put(key, key).isOk()) ++failures;
                    auto got = store.get(key);
                    if (!got.isOk() || *got != key) ++failures;
                    if (i % 3 == 0 && !store.remove(key).isOk()) ++failures;
                }
            });
        }
        for (auto& t : threads) t.join();
        QCOMPARE(failures.load(), 0);
        QCOMPARE(*a->approximateCount(), uint64_t(2 * (2000 - 667)));
        QVERIFY(b->get("0:1").isOk());
        QVERIFY(!a->get("0:1").isOk());
    }
};

QTEST_GUILESS_MAIN(WrStoreTest)
#include "test_wrstore.moc"
