// ZDB's building blocks on their own: the entry format and its checksum,
// index items and headers, the Jenkins hash, string-key buckets, the LRU and
// ARC caches, URI parameters and the manifest.
#include <QtTest>

#include <cstring>
#include <map>

#include "stores/zdb/zdb_cache.h"
#include "stores/zdb/zdb_flat_index.h"
#include "stores/zdb/zdb_format.h"
#include "stores/zdb/zdb_jenkins_hash.h"
#include "stores/zdb/zdb_key_map.h"
#include "stores/zdb/zdb_manifest.h"
#include "stores/zdb/zdb_options.h"
#include "stores/zdb/zdb_string_keys.h"
#include "zdb_test_support.h"

using namespace wr;
using namespace wr::zdb;

namespace {

struct EncodedEntry {
    Bytes bytes;  // info + value + key, as on disk
};

EncodedEntry encode(EntryKind kind, BytesView value, uint64_t key, int64_t stamp) {
    char info[kEntryInfoBytes];
    encodeEntryInfo({static_cast<uint32_t>(value.size()), stamp, kind}, entryPayloadCrc(value, key), info);
    EncodedEntry e;
    e.bytes.assign(info, kEntryInfoBytes);
    e.bytes.append(value);
    putFixed64(e.bytes, key);
    return e;
}

bool verifies(const Bytes& entry) {
    if (entry.size() < kEntryOverheadBytes) return false;
    auto info = decodeEntryInfo(entry.data());
    if (!info || entryBytes(info->valueSize) != entry.size()) return false;
    return entryChecksumMatches(entry.data(), BytesView(entry).substr(kEntryInfoBytes, info->valueSize),
                                entry.data() + kEntryInfoBytes + info->valueSize);
}

SharedValue valueOf(size_t bytes) { return std::make_shared<const Bytes>(bytes, 'x'); }

}  // namespace

class ZdbUnitsTest : public QObject {
    Q_OBJECT

private slots:
    void entryLayoutFollowsSec22() {
        EncodedEntry e = encode(EntryKind::kPut, "hello", 0x0102030405060708ull, 1234567);
        QCOMPARE(e.bytes.size(), size_t{17 + 5 + 8});
        QCOMPARE(getFixed32(e.bytes.data()), 5u);                          // value size
        QCOMPARE(getFixed64(e.bytes.data() + 8), uint64_t{1234567});       // time stamp
        QCOMPARE(e.bytes[16], 'P');                                        // kind
        QCOMPARE(e.bytes.substr(17, 5), Bytes("hello"));                   // value
        QCOMPARE(getFixed64(e.bytes.data() + 22), 0x0102030405060708ull);  // key
        QVERIFY(verifies(e.bytes));
        EncodedEntry removal = encode(EntryKind::kRemoval, {}, 9, 1);
        QCOMPARE(removal.bytes.size(), kEntryOverheadBytes);
        QCOMPARE(removal.bytes[16], 'D');
        QVERIFY(verifies(removal.bytes));
    }

    void checksumCatchesEveryFlippedBit() {
        EncodedEntry e = encode(EntryKind::kPut, "a value of some bytes", 42, 99);
        for (size_t byte = 0; byte < e.bytes.size(); ++byte) {
            for (int bit = 0; bit < 8; ++bit) {
                Bytes damaged = e.bytes;
                damaged[byte] = static_cast<char>(damaged[byte] ^ (1 << bit));
                QVERIFY2(!verifies(damaged),
                         ("flip of bit " + std::to_string(bit) + " of byte " + std::to_string(byte) + " went unnoticed")
                             .c_str());
            }
        }
        QVERIFY(!verifies(Bytes(kEntryOverheadBytes, '\0')));  // zeros are no removal entry
    }

    void itemsEncodePositionAndRemoval() {
        QCOMPARE(decodeItem(encodeItem({1000, false})), (Item{1000, false}));
        QCOMPARE(decodeItem(encodeItem({1000, true})), (Item{1000, true}));
        QVERIFY(decodeItem(0).empty());
        QCOMPARE(maxItemPosition(4), (uint64_t{1} << 31) - 1);
        QCOMPARE(maxItemPosition(5), (uint64_t{1} << 39) - 1);
        QCOMPARE(maxItemPosition(8), (uint64_t{1} << 63) - 1);
    }

    void indexItemsOfEveryWidthRoundTrip() {
        for (uint32_t width = 4; width <= 8; ++width) {
            QTemporaryDir tmp;
            IndexShape shape{width, 100, 1100, 3};
            auto index = FlatIndex::create(fs::path(tmp.path().toStdString()) / "index.zdx", shape);
            QVERIFY2(index.isOk(), index.status().toString().c_str());
            QCOMPARE(fs::file_size((*index)->path()), kIndexItemsOffset + 1000 * width);
            uint64_t big = encodeItem({maxItemPosition(width), true});
            (*index)->store(0, big);
            (*index)->store(999, encodeItem({24, false}));
            (*index)->store(500, encodeItem({777, false}));
            QCOMPARE((*index)->load(0), big);
            QCOMPARE((*index)->load(999), encodeItem({24, false}));
            QCOMPARE((*index)->load(500), encodeItem({777, false}));
            QCOMPARE((*index)->load(501), uint64_t{0});
            QVERIFY((*index)->allEmpty(64, 64));
            QVERIFY(!(*index)->allEmpty(448, 64));
        }
    }

    void indexHeaderSurvivesATornSlot() {
        QTemporaryDir tmp;
        fs::path path = fs::path(tmp.path().toStdString()) / "index.zdx";
        IndexShape shape{5, 0, 1000, 2};
        {
            auto index = FlatIndex::create(path, shape);
            QVERIFY(index.isOk());
            IndexHeader h = *(*index)->header();
            h.checkpoints = {100, 200};
            WR_VERIFY_OK((*index)->writeHeader(h));
            h.checkpoints = {300, 400};
            WR_VERIFY_OK((*index)->writeHeader(h));
            QCOMPARE((*index)->header()->checkpoints, (std::vector<uint64_t>{300, 400}));
        }
        // Tear the newest slot: the one before it is used.
        auto index = FlatIndex::open(path, shape, false);
        QVERIFY(index.isOk());
        size_t newest = (*index)->header()->sequence % 2;
        index->reset();
        {
            File f = std::move(File::open(path, File::Mode::kReadWrite).value());
            WR_VERIFY_OK(f.writeAt(newest * kIndexSlotBytes + 70, "garbage"));
        }
        index = FlatIndex::open(path, shape, false);
        QCOMPARE((*index)->header()->checkpoints, (std::vector<uint64_t>{100, 200}));
        // A shape the file does not fit is refused, for the caller to rebuild.
        QVERIFY(FlatIndex::open(path, IndexShape{5, 0, 999, 2}, false).status().is(StatusCode::kCorruption));
    }

    void jenkinsHashMatchesLookup3() {
        // The published self-test values of lookup3.c (driver5).
        QCOMPARE(jenkinsHash("", 0), 0xdeadbeefu);
        QCOMPARE(jenkinsHash("", 0xdeadbeef), 0xbd5b7ddeu);
        QCOMPARE(jenkinsHash("Four score and seven years ago", 0), 0x17770551u);
        QCOMPARE(jenkinsHash("Four score and seven years ago", 1), 0xcd628161u);
        uint32_t c = 0;
        uint32_t b = 0;
        jenkinsHash2("Four score and seven years ago", c, b);
        QCOMPARE(c, 0x17770551u);
        QCOMPARE(b, 0xce7226e6u);
        c = 0;
        b = 1;
        jenkinsHash2("Four score and seven years ago", c, b);
        QCOMPARE(c, 0xe3607caeu);
        QCOMPARE(b, 0xbd371de4u);
    }

    void bucketsKeepDistinctByteKeys() {
        std::optional<Bytes> bucket;
        const Bytes keys[] = {Bytes("a"), Bytes("A"), Bytes("a\0", 2), Bytes("a\0b", 3), Bytes(), Bytes("\xff\x00", 2)};
        for (size_t i = 0; i < std::size(keys); ++i)
            WR_VERIFY_OK(putInBucket(bucket, 7, keys[i], "v" + std::to_string(i)));
        for (size_t i = 0; i < std::size(keys); ++i) {
            auto found = findInBucket(*bucket, 7, keys[i]);
            QVERIFY(found.isOk() && found->has_value());
            QCOMPARE(Bytes(**found), "v" + std::to_string(i));
        }
        // Overwrite moves the pair to the end; removal takes it out.
        WR_VERIFY_OK(putInBucket(bucket, 7, "A", "new"));
        BucketReader reader(*bucket, 7);
        BytesView k;
        BytesView v;
        Bytes last;
        while (*reader.next(&k, &v)) last = Bytes(k);
        QCOMPARE(last, Bytes("A"));
        QCOMPARE(*removeFromBucket(bucket, 7, "a"), true);
        QCOMPARE(*removeFromBucket(bucket, 7, "a"), false);
        QVERIFY(!findInBucket(*bucket, 7, "a")->has_value());
        for (const auto& key : keys) (void)removeFromBucket(bucket, 7, key);
        QVERIFY(!bucket.has_value());  // an empty bucket is no record
        QVERIFY(findInBucket(Bytes("\x05x", 2), 3, "x").status().is(StatusCode::kCorruption));
        QVERIFY(bucketOf("some key", 10, 20) >= 10 && bucketOf("some key", 10, 20) < 20);
    }

    // The caches' flat index against std::map: random sets and erases over
    // a small key space, so probe runs form, wrap around and are shifted
    // back by erases; every key is checked after every step.
    void keyMapAgreesWithStdMap() {
        KeyMap<uint64_t> map;
        std::map<uint64_t, uint64_t> model;
        Random rng(7);
        for (int step = 0; step < 20000; ++step) {
            uint64_t key = rng.uniform(300) * 1024;  // multiples: many share low bits
            if (rng.uniform(3) == 0) {
                QCOMPARE(map.erase(key), model.erase(key) == 1);
            } else {
                map.set(key, static_cast<uint64_t>(step));
                model[key] = static_cast<uint64_t>(step);
            }
            QCOMPARE(map.size(), model.size());
            if (step % 97 == 0) {
                for (uint64_t k = 0; k < 300; ++k) {
                    auto it = model.find(k * 1024);
                    uint64_t* found = map.find(k * 1024);
                    QCOMPARE(found != nullptr, it != model.end());
                    if (found != nullptr) QCOMPARE(*found, it->second);
                }
            }
        }
    }

    void lruEvictsTheLeastRecentlyUsed() {
        uint64_t unit = cacheCharge(*valueOf(1000));
        auto cache = makeLruCache(3 * unit);
        for (uint64_t k = 1; k <= 3; ++k) cache->insert(k, valueOf(1000));
        QVERIFY(cache->lookup(1));  // 1 is now the most recent
        cache->insert(4, valueOf(1000));
        QVERIFY(!cache->lookup(2));
        QVERIFY(cache->lookup(1) && cache->lookup(3) && cache->lookup(4));
        cache->insert(5, valueOf(10 * 1000));  // larger than the cache: not kept
        QVERIFY(!cache->lookup(5));
        cache->erase(3);
        QVERIFY(!cache->lookup(3));
        CacheStats s = cache->stats();
        QCOMPARE(s.entries, uint64_t{2});
        QVERIFY(s.bytes <= s.capacity);
    }

    void arcKeepsTheWorkingSetThroughAScan() {
        // 50 values used twice (frequent), then a one-time scan of 500 others:
        // ARC keeps the frequent ones, LRU loses them all.
        uint64_t unit = cacheCharge(*valueOf(100));
        for (bool arc : {true, false}) {
            auto cache = arc ? makeArcCache(100 * unit) : makeLruCache(100 * unit);
            for (int round = 0; round < 2; ++round) {
                for (uint64_t k = 0; k < 50; ++k) {
                    if (!cache->lookup(k)) cache->insert(k, valueOf(100));
                }
            }
            for (uint64_t k = 1000; k < 1500; ++k) {
                if (!cache->lookup(k)) cache->insert(k, valueOf(100));
            }
            int kept = 0;
            for (uint64_t k = 0; k < 50; ++k) kept += cache->lookup(k) ? 1 : 0;
            if (arc)
                QVERIFY2(kept >= 45, ("ARC kept " + std::to_string(kept) + " of 50").c_str());
            else
                QCOMPARE(kept, 0);
            QVERIFY(cache->stats().bytes <= 100 * unit);
        }
    }

    void arcAdaptsToRecencyWhenItPays() {
        // A loop slightly larger than the cache, seen once each time: ghost
        // hits in B1 grow T1's target, so later passes still hit.
        uint64_t unit = cacheCharge(*valueOf(100));
        auto cache = makeArcCache(100 * unit);
        for (uint64_t k = 0; k < 60; ++k) {  // a frequent set fills T2
            cache->insert(k, valueOf(100));
            QVERIFY(cache->lookup(k));
        }
        uint64_t hitsBefore = cache->stats().hits;
        for (int pass = 0; pass < 6; ++pass) {
            for (uint64_t k = 1000; k < 1080; ++k) {
                if (!cache->lookup(k)) cache->insert(k, valueOf(100));
            }
        }
        QVERIFY(cache->stats().hits - hitsBefore > 0);
        QVERIFY(cache->stats().bytes <= 100 * unit);
    }

    void uriParametersAreCheckedByName() {
        auto parse = [](const std::string& text) {
            auto uri = kv::StoreUri::parse(text);
            return uri.isOk() ? ZdbOptions::fromUri(*uri) : Result<ZdbOptions>(uri.status());
        };
        auto o = parse("zdb:dir=/tmp/z");
        QVERIFY(o.isOk());
        QVERIFY(o->layout.keys == KeyMode::kString);
        QCOMPARE(o->layout.files, 16u);
        QCOMPARE(o->layout.itemBytes, 5u);
        QVERIFY(o->cache == CachePolicy::kNone && o->write == WriteMode::kSafe && o->sync == SyncMode::kNone);
        o = parse(
            "zdb:dir=/z;keys=int;key_bytes=8;files=4;kmin=10;kmax=1000;item_bytes=7;cache=arc;cache_mb=8;"
            "write=async;sync=interval;sync_ms=20;flushers=3;dirty_mb=2;huge_pages=1");
        QVERIFY(o.isOk());
        QVERIFY(o->hugePages);
        QVERIFY(!parse("zdb:dir=/z")->hugePages);
        QVERIFY(o->layout.keys == KeyMode::kInteger && o->layout.keyBytes == 8 && o->layout.files == 4);
        QVERIFY(o->layout.kmin == 10 && o->layout.kmax == 1000 && o->layout.itemBytes == 7);
        QVERIFY(o->cache == CachePolicy::kArc && o->cacheBytes == (8u << 20) && o->write == WriteMode::kAsync);
        QVERIFY(o->sync == SyncMode::kInterval && o->syncIntervalMs == 20 && o->flushers == 3);
        const char* bad[] = {"zdb:files=4",  // no dir
                             "zdb:dir=/z;colour=red",
                             "zdb:dir=/z;item_bytes=3",
                             "zdb:dir=/z;item_bytes=9",
                             "zdb:dir=/z;files=0",
                             "zdb:dir=/z;files=257",
                             "zdb:dir=/z;kmin=5;kmax=5",
                             "zdb:dir=/z;keys=int;key_bytes=6",
                             "zdb:dir=/z;key_bytes=8",
                             "zdb:dir=/z;keys=int;kmax=8589934592",
                             "zdb:dir=/z;cache=fifo",
                             "zdb:dir=/z;write=fast",
                             "zdb:dir=/z;sync=always",
                             "zdb:dir=/z;huge_pages=maybe",
                             "zdb:dir=/z;kmax=9999999999999"};
        for (const char* text : bad) {
            auto r = parse(text);
            QVERIFY2(!r.isOk() && r.status().is(StatusCode::kInvalidArgument), text);
        }
        QVERIFY(parse("zdb:dir=/z;colour=red").status().message().find("colour") != std::string::npos);
    }

    void manifestRoundTripsAndDetectsDamage() {
        QTemporaryDir tmp;
        fs::path dir = tmp.path().toStdString();
        Manifest m;
        m.layout = {KeyMode::kInteger, 8, 7, 5, 123456, 6};
        m.table = 12;
        m.compactingInto = 13;
        WR_VERIFY_OK(writeManifest(dir, m));
        auto back = readManifest(dir);
        QVERIFY2(back.isOk(), back.status().toString().c_str());
        QVERIFY(back->layout == m.layout);
        QCOMPARE(back->table, uint64_t{12});
        QCOMPARE(back->compactingInto, uint64_t{13});
        Bytes text = *readWholeFile(manifestPath(dir));
        text[text.find("files=7") + 6] = '8';
        WR_VERIFY_OK(writeFileAtomically(manifestPath(dir), text));
        QVERIFY(readManifest(dir).status().is(StatusCode::kCorruption));
        QVERIFY(readManifest(dir / "nowhere").status().is(StatusCode::kNotFound));
    }
};

QTEST_GUILESS_MAIN(ZdbUnitsTest)
#include "test_zdb_units.moc"
