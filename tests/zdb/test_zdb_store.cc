// The ZDB store through the KvStore interface: an integer-key model test in
// every cache and write mode, both iteration orders, key limits, write mode
// switches, locking, read-only opens, the room kept ahead of the appends
// and the inspection API.
#include <QtTest>

#include <fstream>
#include <map>
#include <optional>
#include <string>
#include <thread>

#include "stores/zdb/zdb_inspect.h"
#include "zdb_test_support.h"

using namespace wr;
using namespace wr::zdb;
using namespace wr::zdbtest;

namespace {

std::vector<std::pair<Bytes, Bytes>> collect(kv::KvCursor& cursor) {
    std::vector<std::pair<Bytes, Bytes>> out;
    for (; cursor.valid(); cursor.next()) out.emplace_back(Bytes(cursor.key()), *cursor.value());
    return out;
}

}  // namespace

class ZdbStoreTest : public QObject {
    Q_OBJECT

private slots:
    // The conformance suite's model test, with integer keys: random puts,
    // gets, removes and batches over [kmin, kmax), checked against a map,
    // scans in key order, and a reopen.
    void integerKeyModel_data() { addModeRows(); }
    void integerKeyModel() {
        QFETCH(QString, params);
        QTemporaryDir tmp;
        fs::path dir = tmp.path().toStdString();
        std::string p = "keys=int;key_bytes=4;kmin=1000;kmax=3000;files=5;item_bytes=4;" + params.toStdString();
        std::map<uint64_t, Bytes> model;
        Random rng(7);
        auto verify = [&](zdb::ZdbStore& store, const std::string& phase) {
            for (uint64_t k = 1000; k < 3000; k += 7) {
                auto got = store.get(key4(k));
                auto it = model.find(k);
                if (it == model.end()) {
                    QVERIFY2(got.status().is(StatusCode::kNotFound), (phase + " key " + std::to_string(k)).c_str());
                } else {
                    QVERIFY2(got.isOk() && *got == it->second, (phase + " key " + std::to_string(k)).c_str());
                }
            }
            auto cursor = store.scan();
            QVERIFY(cursor.isOk());
            auto pairs = collect(**cursor);
            WR_VERIFY_OK((*cursor)->status());
            QCOMPARE(pairs.size(), model.size());
            auto it = model.begin();
            for (const auto& [k, v] : pairs) {  // key order: ascending numbers
                QCOMPARE(k, key4(it->first));
                QCOMPARE(v, it->second);
                ++it;
            }
            QCOMPARE(*store.approximateCount(), uint64_t{model.size()});
        };
        {
            auto store = openZdb(dir, p);
            QVERIFY2(store.isOk(), store.status().toString().c_str());
            for (int i = 0; i < 4000; ++i) {
                uint64_t k = 1000 + rng.uniform(2000);
                uint64_t op = rng.uniform(10);
                if (op < 5) {
                    Bytes v = versionedValue(k, i, rng.uniform(20) == 0 ? 20000 : 200);
                    WR_VERIFY_OK((*store)->put(key4(k), v));
                    model[k] = v;
                } else if (op < 7) {
                    WR_VERIFY_OK((*store)->remove(key4(k)));
                    model.erase(k);
                } else if (op < 9) {
                    auto got = (*store)->get(key4(k));
                    if (model.contains(k))
                        QVERIFY(got.isOk() && *got == model[k]);
                    else
                        QVERIFY(got.status().is(StatusCode::kNotFound));
                } else {
                    kv::WriteBatch batch;
                    for (int n = 0; n < 5; ++n) {
                        uint64_t bk = 1000 + rng.uniform(2000);
                        if (rng.coin()) {
                            Bytes v = versionedValue(bk, i * 10 + n);
                            batch.put(key4(bk), v);
                            model[bk] = v;
                        } else {
                            batch.remove(key4(bk));
                            model.erase(bk);
                        }
                    }
                    WR_VERIFY_OK((*store)->write(batch));
                }
            }
            verify(**store, "before reopen");
            if (QTest::currentTestFailed()) return;
            WR_VERIFY_OK((*store)->close());
            QVERIFY(!(*store)->get(key4(1000)).isOk());
        }
        auto store = openZdb(dir, p);
        QVERIFY(store.isOk());
        verify(**store, "after reopen");
    }

    void integerKeysOutsideTheRangeAreRefused() {
        QTemporaryDir tmp;
        auto store = openZdb(tmp.path().toStdString(), "keys=int;kmin=100;kmax=200;files=2");
        QVERIFY(store.isOk());
        for (uint64_t k : {uint64_t{99}, uint64_t{200}, uint64_t{1} << 31}) {
            Status s = (*store)->put(key4(k), "v");
            QVERIFY(s.is(StatusCode::kInvalidArgument));
            QVERIFY2(s.message().find("outside the key range [100, 200)") != std::string::npos, s.message().c_str());
            QVERIFY((*store)->get(key4(k)).status().is(StatusCode::kInvalidArgument));
        }
        Status wrongWidth = (*store)->put("123", "v");
        QVERIFY(wrongWidth.is(StatusCode::kInvalidArgument));
        QVERIFY2(wrongWidth.message().find("4 bytes, big-endian") != std::string::npos, wrongWidth.message().c_str());
        QCOMPARE(*(*store)->approximateCount(), uint64_t{0});
        QCOMPARE((*store)->tables().current->dataBytes(), 2 * kDataHeaderBytes);  // nothing was stored
        WR_VERIFY_OK((*store)->put(key4(100), "first"));
        WR_VERIFY_OK((*store)->put(key4(199), "last"));
        QCOMPARE(*(*store)->get(key4(199)), Bytes("last"));
    }

    void eightByteIntegerKeys() {
        QTemporaryDir tmp;
        uint64_t base = uint64_t{1} << 40;
        std::string p = "keys=int;key_bytes=8;kmin=" + std::to_string(base) + ";kmax=" + std::to_string(base + 1000);
        auto store = openZdb(tmp.path().toStdString(), p);
        QVERIFY2(store.isOk(), store.status().toString().c_str());
        WR_VERIFY_OK((*store)->put(encodeIntegerKey(base + 5, 8), "five"));
        QCOMPARE(*(*store)->get(encodeIntegerKey(base + 5, 8)), Bytes("five"));
        QVERIFY((*store)->put(key4(5), "short key").is(StatusCode::kInvalidArgument));
    }

    void insertionOrderFollowsTheLastWrite_data() {
        QTest::addColumn<QString>("params");
        QTest::newRow("int") << "keys=int;kmax=100000;files=7";
        QTest::newRow("string") << "keys=string;files=7";
    }
    void insertionOrderFollowsTheLastWrite() {
        QFETCH(QString, params);
        bool intKeys = params.startsWith("keys=int");
        QTemporaryDir tmp;
        auto store = openZdb(tmp.path().toStdString(), params.toStdString());
        QVERIFY(store.isOk());
        std::vector<Bytes> order;  // keys by last write, oldest first
        Random rng(11);
        auto keyOf = [&](uint64_t n) { return intKeys ? key4(n) : "key-" + std::to_string(n); };
        for (int i = 0; i < 600; ++i) {
            Bytes key = keyOf(rng.uniform(300) * 13);
            std::erase(order, key);
            if (rng.uniform(8) == 0) {
                WR_VERIFY_OK((*store)->remove(key));
            } else {
                WR_VERIFY_OK((*store)->put(key, "v" + std::to_string(i)));
                order.push_back(key);
            }
        }
        auto cursor = (*store)->scanInsertionOrder();
        QVERIFY(cursor.isOk());
        std::vector<Bytes> seen;
        for (; (*cursor)->valid(); (*cursor)->next()) seen.emplace_back((*cursor)->key());
        WR_VERIFY_OK((*cursor)->status());
        QCOMPARE(seen.size(), order.size());
        QVERIFY(seen == order);
        if (intKeys) {  // key order is numeric order
            auto keyCursor = (*store)->scan();
            std::vector<Bytes> keys;
            for (; (*keyCursor)->valid(); (*keyCursor)->next()) keys.emplace_back((*keyCursor)->key());
            QVERIFY(std::is_sorted(keys.begin(), keys.end()));
            QCOMPARE(keys.size(), order.size());
        }
    }

    void stringKeysShareBuckets() {
        // Four buckets for 500 keys: every bucket holds many pairs.
        QTemporaryDir tmp;
        auto store = openZdb(tmp.path().toStdString(), "keys=string;kmax=4;files=2");
        QVERIFY(store.isOk());
        for (int i = 0; i < 500; ++i) WR_VERIFY_OK((*store)->put("k" + std::to_string(i), std::to_string(i)));
        for (int i = 0; i < 500; i += 2) WR_VERIFY_OK((*store)->remove("k" + std::to_string(i)));
        for (int i = 0; i < 500; ++i) {
            auto got = (*store)->get("k" + std::to_string(i));
            if (i % 2)
                QVERIFY(got.isOk() && *got == std::to_string(i));
            else
                QVERIFY(got.status().is(StatusCode::kNotFound));
        }
        auto cursor = (*store)->scan();
        QCOMPARE(collect(**cursor).size(), size_t{250});
        auto report = (*store)->check(nullptr, nullptr);
        QVERIFY(report.isOk() && report->ok());
    }

    void writeModeSwitchesAtRunTime() {
        QTemporaryDir tmp;
        fs::path dir = tmp.path().toStdString();
        auto store = openZdb(dir, "keys=int;kmax=10000;files=4;cache=lru;cache_mb=1");
        QVERIFY(store.isOk());
        QVERIFY((*store)->writeMode() == WriteMode::kSafe);
        WR_VERIFY_OK((*store)->setWriteMode(WriteMode::kAsync));
        for (uint64_t k = 0; k < 3000; ++k) WR_VERIFY_OK((*store)->put(key4(k), versionedValue(k, 1)));
        for (uint64_t k = 0; k < 3000; k += 3) WR_VERIFY_OK((*store)->remove(key4(k)));
        for (uint64_t k = 0; k < 3000; ++k) {  // dirty or not, reads see every write
            auto got = (*store)->get(key4(k));
            if (k % 3 == 0)
                QVERIFY(got.status().is(StatusCode::kNotFound));
            else
                QVERIFY(got.isOk() && *got == versionedValue(k, 1));
        }
        WR_VERIFY_OK((*store)->setWriteMode(WriteMode::kSafe));
        QVERIFY((*store)->writeMode() == WriteMode::kSafe);
        // Everything reached the tables: the live items say so without a scan.
        QCOMPARE((*store)->tables().current->liveCount(), uint64_t{2000});
        WR_VERIFY_OK((*store)->put(key4(1), "through"));
        QCOMPARE(*(*store)->get(key4(1)), Bytes("through"));
        auto stats = (*store)->statistics();
        QVERIFY(stats.isOk());
        std::map<std::string, std::string> details(stats->details.begin(), stats->details.end());
        QCOMPARE(details["dirty_records"], std::string("0"));
        QCOMPARE(details["write"], std::string("safe"));
        QVERIFY(std::stoull(details["cache_hits"]) + std::stoull(details["cache_misses"]) > 0);
    }

    void asyncWritesFromManyThreads() {
        QTemporaryDir tmp;
        fs::path dir = tmp.path().toStdString();
        {
            auto store = openZdb(dir, "keys=int;kmax=40000;files=8;write=async;dirty_mb=1;cache=arc;cache_mb=2");
            QVERIFY(store.isOk());
            std::vector<std::thread> writers;
            std::atomic<int> failures{0};
            for (int t = 0; t < 4; ++t) {
                writers.emplace_back([&, t] {
                    for (uint64_t k = t; k < 40000; k += 4) {
                        if (!(*store)->put(key4(k), versionedValue(k, 2, 100)).isOk()) ++failures;
                    }
                });
            }
            for (auto& w : writers) w.join();
            QCOMPARE(failures.load(), 0);
            WR_VERIFY_OK((*store)->close());
        }
        auto store = openZdb(dir, "");
        QVERIFY(store.isOk());
        QCOMPARE(*(*store)->approximateCount(), uint64_t{40000});
        for (uint64_t k = 0; k < 40000; k += 97) QCOMPARE(*(*store)->get(key4(k)), versionedValue(k, 2, 100));
    }

    // String keys share buckets and the index counts buckets: a count of the
    // store says how many pairs it holds, exactly, and the estimate is near.
    void stringKeysAreCountedAsPairsNotBuckets() {
        QTemporaryDir tmp;
        auto store = openZdb(tmp.path().toStdString(), "kmax=64");  // 64 buckets for 200 keys
        QVERIFY2(store.isOk(), store.status().toString().c_str());
        for (int i = 0; i < 200; ++i) WR_VERIFY_OK((*store)->put("key" + std::to_string(i), "v"));
        auto count = (*store)->countKeys();
        QVERIFY2(count.isOk(), count.status().toString().c_str());
        QCOMPARE(count->keys, uint64_t{200});
        QVERIFY(count->exact);
        const uint64_t estimate = *(*store)->approximateCount();
        QVERIFY2(estimate >= 120 && estimate <= 300, std::to_string(estimate).c_str());
        for (int i = 0; i < 50; ++i) WR_VERIFY_OK((*store)->remove("key" + std::to_string(i)));
        QCOMPARE((*store)->countKeys()->keys, uint64_t{150});
    }

    void aSecondOpenIsBusyAndTheLayoutIsKept() {
        QTemporaryDir tmp;
        fs::path dir = tmp.path().toStdString();
        {
            auto store = openZdb(dir, "keys=int;files=3;kmax=500");
            QVERIFY(store.isOk());
            auto second = openZdb(dir, "");
            QVERIFY(second.status().is(StatusCode::kBusy));
            QVERIFY2(second.status().message().find("PID") != std::string::npos, second.status().message().c_str());
            WR_VERIFY_OK((*store)->put(key4(7), "seven"));
        }
        auto conflicting = openZdb(dir, "files=4");
        QVERIFY(conflicting.status().is(StatusCode::kInvalidArgument));
        QVERIFY(conflicting.status().message().find("files=3") != std::string::npos);
        auto store = openZdb(dir, "");  // the manifest supplies the layout
        QVERIFY(store.isOk());
        QVERIFY((*store)->options().layout.keys == KeyMode::kInteger);
        QCOMPARE((*store)->options().layout.files, 3u);
        QCOMPARE(*(*store)->get(key4(7)), Bytes("seven"));
        QVERIFY(openZdb(tmp.path().toStdString() + "/none", "", true).status().is(StatusCode::kNotFound));
    }

    // Readers share the store (the GUI's read-only tab and `wrctl --read-only`);
    // a writer still has it to itself, and waits for every reader to go.
    void readersShareTheStoreAndAWriterIsExcluded() {
        QTemporaryDir tmp;
        fs::path dir = tmp.path().toStdString();
        {
            auto created = openZdb(dir, "keys=int;files=2;kmax=500");
            QVERIFY(created.isOk());
            WR_VERIFY_OK((*created)->put(key4(7), "seven"));
        }
        {
            auto first = openZdb(dir, "", true);
            QVERIFY2(first.isOk(), first.status().toString().c_str());
            auto second = openZdb(dir, "", true);
            QVERIFY2(second.isOk(), second.status().toString().c_str());
            QCOMPARE(*(*first)->get(key4(7)), Bytes("seven"));
            QCOMPARE(*(*second)->get(key4(7)), Bytes("seven"));
            auto count = (*first)->countKeys();  // the index keeps the live count
            QVERIFY(count.isOk());
            QCOMPARE(count->keys, uint64_t{1});
            QVERIFY(count->exact);
            QVERIFY(openZdb(dir, "").status().is(StatusCode::kBusy));
        }
        auto writer = openZdb(dir, "");
        QVERIFY(writer.isOk());
        QVERIFY(openZdb(dir, "", true).status().is(StatusCode::kBusy));
    }

    // While a file is written the room keeper grows zero-filled room ahead
    // of its end; close cuts it off again. Values written while the keeper
    // races the puts all read back.
    void roomAheadIsKeptWhileWritingAndCutOnClose() {
        QTemporaryDir tmp;
        fs::path dir = tmp.path().toStdString();
        fs::path file;
        uint64_t end = 0;
        {
            auto store = openZdb(dir, "keys=int;kmax=4000;files=1");
            QVERIFY(store.isOk());
            for (uint64_t k = 0; k < 3000; ++k) WR_VERIFY_OK((*store)->put(key4(k), versionedValue(k, 1, 3000)));
            const DataFile& data = (*store)->tables().current->dataFile(0);
            file = data.path();
            QTRY_VERIFY_WITH_TIMEOUT(data.reserved() - data.end() >= DataFile::kRoomAheadBytes / 2, 30000);
            QVERIFY(data.reserved() % DataFile::kRoomStepBytes == 0);
            QCOMPARE(fs::file_size(file), data.reserved());
            for (uint64_t k = 0; k < 3000; ++k) QCOMPARE(*(*store)->get(key4(k)), versionedValue(k, 1, 3000));
            end = data.end();
        }
        QCOMPARE(fs::file_size(file), end);
        auto store = openZdb(dir, "");
        QVERIFY(store.isOk());
        QCOMPARE((*store)->recoveryReport().entriesReplayed, uint64_t{0});
        for (uint64_t k = 0; k < 3000; k += 7) QCOMPARE(*(*store)->get(key4(k)), versionedValue(k, 1, 3000));
    }

    // huge_pages=1 asks for the index's mapping to be made of huge pages
    // (the "hg" flag the kernel shows for it), at creation and at every open;
    // without it the mapping is left as it was. The statistics say which.
    void hugePagesAreAskedForTheIndexWhenTold() {
#if defined(__linux__)
        if (!fs::exists("/sys/kernel/mm/transparent_hugepage/enabled")) QSKIP("this kernel has no huge pages");
        // The advice covers the 2 MiB-aligned part of the mapping, which the
        // kernel then lists apart from an unaligned head or tail: any part
        // with the flag counts.
        auto indexAdvised = [](const fs::path& dir) -> std::optional<bool> {
            std::ifstream smaps("/proc/self/smaps");
            std::optional<bool> advised;  // none: no mapping of the index
            bool inIndex = false;
            for (std::string line; std::getline(smaps, line);) {
                if (line.find(dir.string()) != std::string::npos) inIndex = line.ends_with("index.zdx");
                if (inIndex && line.rfind("VmFlags:", 0) == 0) {
                    advised = advised.value_or(false) || (line + " ").find(" hg ") != std::string::npos;
                    inIndex = false;
                }
            }
            return advised;
        };
        QTemporaryDir tmp;
        fs::path advised = fs::path(tmp.path().toStdString()) / "advised";
        fs::path plain = fs::path(tmp.path().toStdString()) / "plain";
        for (int open = 0; open < 2; ++open) {
            auto withPages = openZdb(advised, "kmax=1000000;huge_pages=1");
            auto without = openZdb(plain, "kmax=1000000");
            QVERIFY(withPages.isOk() && without.isOk());
            for (uint64_t k = 0; k < 100; ++k) {
                WR_VERIFY_OK((*withPages)->put(key4(k), Bytes("v")));
                WR_VERIFY_OK((*without)->put(key4(k), Bytes("v")));
            }
            QCOMPARE(indexAdvised(advised), std::optional<bool>(true));
            QCOMPARE(indexAdvised(plain), std::optional<bool>(false));
            QCOMPARE(*(*withPages)->get(key4(42)), Bytes("v"));
            // The statistics say which way each was opened.
            for (auto [store, expected] : {std::pair{withPages->get(), "1"}, std::pair { without->get(), "0" }}) {
                auto stats = store->statistics();
                QVERIFY(stats.isOk());
                std::map<std::string, std::string> details(stats->details.begin(), stats->details.end());
                QCOMPARE(details["huge_pages"], std::string(expected));
            }
        }
#else
        QSKIP("huge pages are asked for on Linux only");
#endif
    }

    void readOnlyOpensChangeNothing() {
        QTemporaryDir tmp;
        fs::path dir = tmp.path().toStdString();
        {
            auto store = openZdb(dir, "keys=string;kmax=1000;files=2");
            WR_VERIFY_OK((*store)->put("a", "1"));
        }
        auto store = openZdb(dir, "", true);
        QVERIFY(store.isOk());
        QVERIFY((*store)->isReadOnly());
        QCOMPARE(*(*store)->get("a"), Bytes("1"));
        QVERIFY((*store)->put("b", "2").is(StatusCode::kReadOnly));
        QVERIFY((*store)->remove("a").is(StatusCode::kReadOnly));
        QVERIFY((*store)->compact(nullptr, nullptr).is(StatusCode::kReadOnly));
    }

    // Checked and compacted; its values live in data files; no registry index.
    void capabilitiesSayWhatWorks() {
        QTemporaryDir tmp;
        auto store = openZdb(tmp.path().toStdString(), "keys=int;kmax=100;files=1");
        QVERIFY(store.isOk());
        const kv::StoreCapabilities capabilities = (*store)->capabilities();
        QVERIFY(capabilities.canCheck);
        QVERIFY(capabilities.canCompact);
        QVERIFY(!capabilities.hashedIndex);
        QVERIFY(capabilities.valueFiles == kv::StoreCapabilities::ValueFiles::kDataFiles);
        QVERIFY((*store)->check(nullptr, nullptr).isOk());
        WR_VERIFY_OK((*store)->compact(nullptr, nullptr));
    }

    // The inspection API shows every entry with its state, tombstones included.
    void inspectionShowsEntriesAndTombstones() {
        QTemporaryDir tmp;
        auto store = openZdb(tmp.path().toStdString(), "keys=int;kmax=100;files=1");
        QVERIFY(store.isOk());
        WR_VERIFY_OK((*store)->put(key4(1), "old"));
        WR_VERIFY_OK((*store)->put(key4(2), "two"));
        WR_VERIFY_OK((*store)->put(key4(1), "new"));
        WR_VERIFY_OK((*store)->remove(key4(2)));
        WR_VERIFY_OK((*store)->remove(key4(3)));  // never written: no entry
        auto page = inspectDataFile(**store, TableRole::kCurrent, 0, 0, 100);
        QVERIFY2(page.isOk(), page.status().toString().c_str());
        QCOMPARE(page->entries.size(), size_t{4});
        const EntryState expected[] = {EntryState::kDead, EntryState::kDead, EntryState::kLive, EntryState::kTombstone};
        const uint64_t keys[] = {1, 2, 1, 2};
        uint64_t offset = kDataHeaderBytes;
        for (size_t i = 0; i < 4; ++i) {
            QCOMPARE(page->entries[i].offset, offset);
            QCOMPARE(page->entries[i].key, keys[i]);
            QVERIFY2(page->entries[i].state == expected[i], entryStateName(page->entries[i].state));
            offset += page->entries[i].entryBytes;
        }
        QVERIFY(page->entries[3].kind == EntryKind::kRemoval);
        QCOMPARE(page->nextOffset, uint64_t{0});
        auto firstTwo = inspectDataFile(**store, TableRole::kCurrent, 0, 0, 2);
        QCOMPARE(firstTwo->nextOffset, page->entries[2].offset);

        auto items = inspectIndex(**store, TableRole::kCurrent, 0, 100, true);
        QVERIFY(items.isOk());
        QCOMPARE(items->size(), size_t{2});
        QVERIFY((*items)[0].key == 1 && (*items)[0].item.live() &&
                (*items)[0].item.position == page->entries[2].offset);
        QVERIFY((*items)[1].key == 2 && (*items)[1].item.removed);

        auto summary = summarize(**store, nullptr, nullptr);
        QVERIFY(summary.isOk());
        QCOMPARE(summary->tables.size(), size_t{1});
        const DataFileSummary& f = summary->tables[0].files[0];
        QCOMPARE(f.liveEntries, uint64_t{1});
        QCOMPARE(f.deadEntries, uint64_t{2});
        QCOMPARE(f.tombstones, uint64_t{1});
        QCOMPARE(f.bytes, f.headerBytes + f.liveBytes + f.deadBytes + f.tombstoneBytes);
        QCOMPARE(f.liveBytes, entryBytes(3));
        QVERIFY(inspectDataFile(**store, TableRole::kPrevious, 0, 0, 1).status().is(StatusCode::kNotFound));
    }

    void stringInspectionNamesTheBucketKeys() {
        QTemporaryDir tmp;
        auto store = openZdb(tmp.path().toStdString(), "keys=string;kmax=1;files=1");
        WR_VERIFY_OK((*store)->put("alpha", "1"));
        WR_VERIFY_OK((*store)->put("beta", "2"));
        auto page = inspectDataFile(**store, TableRole::kCurrent, 0, 0, 10);
        QCOMPARE(page->entries.size(), size_t{2});
        QCOMPARE(page->entries[1].bucketKeys, (std::vector<Bytes>{"alpha", "beta"}));
        QVERIFY(page->entries[1].state == EntryState::kLive);
    }
};

QTEST_GUILESS_MAIN(ZdbStoreTest)
#include "test_zdb_store.moc"
