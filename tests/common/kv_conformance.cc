#include "common/kv_conformance.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <map>
#include <string>
#include <vector>

#include "common/verify_status.h"
#include "util/bytes.h"
#include "util/random.h"

namespace wr::test {

namespace {

using Model = std::map<Bytes, Bytes>;

// "op 17 put key 'ab\x00'": which step of the run, which operation, which key.
std::string where(std::string_view step, BytesView key) {
    return std::string(step) + " key '" + printable(key) + "' (" + std::to_string(key.size()) + " bytes)";
}

std::string opWhere(int index, std::string_view op, BytesView key) {
    return where("op " + std::to_string(index) + " " + std::string(op), key);
}

// Equality of two values with a message that says how they differ (values
// can be megabytes, so never print them whole).
std::string describeMismatch(BytesView got, BytesView expected) {
    if (got.size() != expected.size()) {
        return "value has " + std::to_string(got.size()) + " bytes, expected " + std::to_string(expected.size());
    }
    auto diff = std::mismatch(got.begin(), got.end(), expected.begin());
    return "value differs first at byte " + std::to_string(diff.first - got.begin()) + " of " +
           std::to_string(got.size());
}

Bytes randomBytes(Random& rng, size_t n) {
    Bytes out(n, '\0');
    size_t i = 0;
    for (; i + 8 <= n; i += 8) encodeFixed64(out.data() + i, rng.next());
    for (uint64_t tail = rng.next(); i < n; ++i, tail >>= 8) out[i] = static_cast<char>(tail);
    return out;
}

// Mostly short keys, some up to the engine's limit; printable ASCII unless
// the engine takes binary keys.
Bytes randomKey(Random& rng, const ConformanceOptions& options) {
    size_t maxLen = std::max<size_t>(1, options.maxKeyBytes);
    size_t len = rng.uniform(10) < 7 ? static_cast<size_t>(rng.range(1, std::min<int64_t>(16, maxLen)))
                                     : static_cast<size_t>(rng.range(1, static_cast<int64_t>(maxLen)));
    if (options.binaryKeys) return randomBytes(rng, len);
    Bytes key(len, ' ');
    for (auto& c : key) c = static_cast<char>(rng.range(0x20, 0x7e));
    return key;
}

// Mostly small values, some of a few KiB, a few of 100 KiB, some empty.
Bytes randomValue(Random& rng) {
    uint64_t pick = rng.uniform(100);
    size_t len = pick < 5 ? 0 : pick < 80 ? rng.uniform(128) : pick < 99 ? rng.uniform(8192) : 100 * 1024;
    return randomBytes(rng, len);
}

void expectValue(kv::KvStore& store, BytesView key, BytesView expected, const std::string& context) {
    Result<Bytes> got = store.get(key);
    QVERIFY2(got.isOk(), (context + ": get failed: " + got.status().toString()).c_str());
    QVERIFY2(*got == expected, (context + ": " + describeMismatch(*got, expected)).c_str());
}

void expectMissing(kv::KvStore& store, BytesView key, const std::string& context) {
    Result<Bytes> got = store.get(key);
    QVERIFY2(!got.isOk(), (context + ": get found a value (" + std::to_string(got.isOk() ? got->size() : 0) +
                           " bytes) for a key that should not exist")
                              .c_str());
    QVERIFY2(got.status().is(StatusCode::kNotFound),
             (context + ": get should be NotFound, got " + got.status().toString()).c_str());
}

void put(kv::KvStore& store, Model& model, BytesView key, BytesView value, const std::string& context) {
    WR_VERIFY_OK(store.put(key, value), context + ": put of " + std::to_string(value.size()) + " bytes");
    model[Bytes(key)] = Bytes(value);
}

// Every model pair is readable, and a scan yields exactly the model: no pair
// missing, none extra, none twice.
void verifyAll(kv::KvStore& store, const Model& model, const std::string& phase) {
    for (const auto& [key, value] : model) {
        expectValue(store, key, value, where(phase + ": get", key));
        WR_STOP_IF_FAILED();
    }

    Result<std::unique_ptr<kv::KvCursor>> cursor = store.scan();
    QVERIFY2(cursor.isOk(), (phase + ": scan failed: " + cursor.status().toString()).c_str());
    Model seen;
    for (; (*cursor)->valid(); (*cursor)->next()) {
        Bytes key((*cursor)->key());
        std::string context = where(phase + ": scan", key);
        QVERIFY2(!seen.contains(key), (context + ": the scan returned this key twice").c_str());
        auto expected = model.find(key);
        QVERIFY2(expected != model.end(), (context + ": the scan returned a key that is not in the store").c_str());
        Result<Bytes> value = (*cursor)->value();
        QVERIFY2(value.isOk(), (context + ": cursor value failed: " + value.status().toString()).c_str());
        QVERIFY2(*value == expected->second, (context + ": " + describeMismatch(*value, expected->second)).c_str());
        seen.emplace(std::move(key), std::move(*value));
    }
    WR_VERIFY_OK((*cursor)->status(), phase + ": scan ended with an error");
    for (const auto& [key, value] : model) {
        QVERIFY2(seen.contains(key), (where(phase + ": scan", key) + ": the scan missed this key").c_str());
    }

    Result<uint64_t> count = store.approximateCount();
    QVERIFY2(count.isOk(), (phase + ": approximateCount failed: " + count.status().toString()).c_str());
    if (!model.empty()) {
        QVERIFY2(
            *count > 0,
            (phase + ": approximateCount is 0 but the store holds " + std::to_string(model.size()) + " pairs").c_str());
    }
}

// A count the engine calls exact is; an estimate says how it was made; the
// walked count is the number of pairs.
void verifyCounts(kv::KvStore& store, const Model& model, const std::string& phase) {
    Result<kv::KeyCount> told = store.countKeys();
    QVERIFY2(told.isOk(), (phase + ": countKeys failed: " + told.status().toString()).c_str());
    QVERIFY2(!told->exact || told->keys == model.size(),
             (phase + ": countKeys says exactly " + std::to_string(told->keys) + " but the store holds " +
              std::to_string(model.size()) + " pairs")
                 .c_str());
    QVERIFY2(told->exact || !told->estimatedBy.empty(), (phase + ": an estimated count does not say how").c_str());
    Result<uint64_t> exact = kv::countExactly(store, nullptr, nullptr);
    QVERIFY2(exact.isOk() && *exact == model.size(), (phase + ": countExactly is not the number of pairs").c_str());
}

void checkEmptyStore(kv::KvStore& store) {
    Result<uint64_t> count = store.approximateCount();
    QVERIFY2(count.isOk(), ("new store: approximateCount failed: " + count.status().toString()).c_str());
    QVERIFY2(*count == 0, ("new store: approximateCount is " + std::to_string(*count) + ", expected 0").c_str());
    verifyAll(store, {}, "new store");
    WR_STOP_IF_FAILED();
    expectMissing(store, "never-written", where("new store: get", "never-written"));
}

void checkMissingKeys(kv::KvStore& store, Model& model) {
    const Bytes key = "missing-key";
    WR_VERIFY_OK(store.remove(key), where("remove of a missing key", key));
    expectMissing(store, key, where("after removing a missing key", key));
    WR_STOP_IF_FAILED();
    put(store, model, key, "v", where("put", key));
    WR_STOP_IF_FAILED();
    WR_VERIFY_OK(store.remove(key), where("remove", key));
    model.erase(key);
    expectMissing(store, key, where("get after remove", key));
    WR_STOP_IF_FAILED();
    WR_VERIFY_OK(store.remove(key), where("second remove", key));
}

void checkOverwriteAndEmptyValues(kv::KvStore& store, Model& model) {
    const Bytes key = "overwritten";
    put(store, model, key, "first value", where("put", key));
    WR_STOP_IF_FAILED();
    put(store, model, key, "second, longer value", where("overwrite", key));
    WR_STOP_IF_FAILED();
    expectValue(store, key, "second, longer value", where("get after overwrite", key));
    WR_STOP_IF_FAILED();
    put(store, model, key, "3", where("overwrite with a shorter value", key));
    WR_STOP_IF_FAILED();
    expectValue(store, key, "3", where("get after shorter overwrite", key));
    WR_STOP_IF_FAILED();

    const Bytes empty = "empty-value";
    put(store, model, empty, "", where("put of an empty value", empty));
    WR_STOP_IF_FAILED();
    expectValue(store, empty, "", where("get of an empty value", empty));
    WR_STOP_IF_FAILED();
    put(store, model, key, "", where("overwrite with an empty value", key));
    WR_STOP_IF_FAILED();
    expectValue(store, key, "", where("get after overwrite with an empty value", key));
}

void checkCaseDistinctKeys(kv::KvStore& store, Model& model) {
    const std::vector<Bytes> keys = {"CaseKey", "casekey", "CASEKEY", "caseKey"};
    for (size_t i = 0; i < keys.size(); ++i) {
        put(store, model, keys[i], "value " + std::to_string(i), where("put (case)", keys[i]));
        WR_STOP_IF_FAILED();
    }
    for (size_t i = 0; i < keys.size(); ++i) {
        expectValue(store, keys[i], "value " + std::to_string(i),
                    where("get of a key differing from others only in letter case", keys[i]));
        WR_STOP_IF_FAILED();
    }
    expectMissing(store, "Casekey", where("get (case)", "Casekey"));
}

void checkBinaryKeys(kv::KvStore& store, Model& model, const ConformanceOptions& options) {
    // One key per byte value, NUL included.
    for (int b = 0; b < 256; ++b) {
        Bytes key(1, static_cast<char>(b));
        put(store, model, key, "byte " + std::to_string(b), where("put (one-byte key)", key));
        WR_STOP_IF_FAILED();
    }
    // Every byte value inside longer keys, in chunks the engine can hold.
    size_t chunk = std::min<size_t>(256, std::max<size_t>(1, options.maxKeyBytes));
    for (size_t start = 0; start < 256; start += chunk) {
        Bytes key;
        for (size_t b = start; b < std::min<size_t>(256, start + chunk); ++b) key.push_back(static_cast<char>(b));
        std::reverse(key.begin(), key.end());  // starts with a non-NUL byte, holds NUL inside
        put(store, model, key, "chunk from " + std::to_string(start), where("put (all-bytes key)", key));
        WR_STOP_IF_FAILED();
    }
    // Keys that differ only after a NUL must not collapse into one C string.
    const std::vector<Bytes> prefixes = {Bytes("nul", 3), Bytes("nul\0", 4), Bytes("nul\0\0", 5), Bytes("nul\0x", 5)};
    for (const auto& key : prefixes) {
        put(store, model, key, "len " + std::to_string(key.size()), where("put (NUL prefix)", key));
        WR_STOP_IF_FAILED();
    }
    for (const auto& [key, value] : model) {
        expectValue(store, key, value, where("get (binary keys)", key));
        WR_STOP_IF_FAILED();
    }
}

void checkLongestKey(kv::KvStore& store, Model& model, const ConformanceOptions& options) {
    Bytes key(options.maxKeyBytes, 'L');
    key.back() = 'Z';
    put(store, model, key, "longest", where("put of a key of maxKeyBytes", key));
    WR_STOP_IF_FAILED();
    expectValue(store, key, "longest", where("get of a key of maxKeyBytes", key));
}

void checkHugeAndStreamedValues(kv::KvStore& store, Model& model, Random& rng, const ConformanceOptions& options) {
    const Bytes hugeKey = "huge-value";
    Bytes huge = randomBytes(rng, options.hugeValueBytes);
    put(store, model, hugeKey, huge, where("put of a huge value", hugeKey));
    WR_STOP_IF_FAILED();
    expectValue(store, hugeKey, huge, where("get of a huge value", hugeKey));
    WR_STOP_IF_FAILED();

    // Streamed in, read back both ways; then a plain put read as a stream.
    const Bytes streamKey = "streamed-value";
    Bytes streamed = randomBytes(rng, options.hugeValueBytes);
    kv::MemoryValueSource source(streamed);
    WR_VERIFY_OK(store.putStream(streamKey, source), where("putStream", streamKey));
    model[streamKey] = streamed;
    expectValue(store, streamKey, streamed, where("get after putStream", streamKey));
    WR_STOP_IF_FAILED();
    for (const Bytes* key : {&streamKey, &hugeKey}) {
        kv::MemoryValueSink sink;
        WR_VERIFY_OK(store.getStream(*key, sink), where("getStream", *key));
        QVERIFY2(sink.data() == model[*key],
                 (where("getStream", *key) + ": " + describeMismatch(sink.data(), model[*key])).c_str());
    }

    const Bytes emptyStreamKey = "streamed-empty";
    kv::MemoryValueSource emptySource{BytesView{}};
    WR_VERIFY_OK(store.putStream(emptyStreamKey, emptySource), where("putStream of an empty value", emptyStreamKey));
    model[emptyStreamKey] = "";
    expectValue(store, emptyStreamKey, "", where("get after an empty putStream", emptyStreamKey));
    WR_STOP_IF_FAILED();

    kv::MemoryValueSink missingSink;
    Status missing = store.getStream("streamed-missing", missingSink);
    QVERIFY2(missing.is(StatusCode::kNotFound),
             (where("getStream", "streamed-missing") + ": should be NotFound, got " + missing.toString()).c_str());
}

void checkBatchOrder(kv::KvStore& store, Model& model) {
    // Later operations on the same key win, in the order they were added.
    kv::WriteBatch batch;
    batch.put("batch-a", "1");
    batch.remove("batch-a");
    batch.remove("batch-b");
    batch.put("batch-b", "2");
    batch.put("batch-c", "3");
    batch.put("batch-c", "4");
    WR_VERIFY_OK(store.write(batch), std::string("write of an ordered batch"));
    model.erase("batch-a");
    model["batch-b"] = "2";
    model["batch-c"] = "4";
    expectMissing(store, "batch-a", where("get after batch put+remove", "batch-a"));
    WR_STOP_IF_FAILED();
    expectValue(store, "batch-b", "2", where("get after batch remove+put", "batch-b"));
    WR_STOP_IF_FAILED();
    expectValue(store, "batch-c", "4", where("get after batch put+put", "batch-c"));
}

void runRandomOperations(kv::KvStore& store, Model& model, Random& rng, const ConformanceOptions& options) {
    // A pool small enough that keys are written, overwritten and removed
    // several times each.
    std::vector<Bytes> pool;
    size_t poolSize = std::max(8, options.randomOperations / 4);
    for (size_t i = 0; i < poolSize; ++i) pool.push_back(randomKey(rng, options));
    auto pick = [&]() -> const Bytes& { return pool[rng.uniform(pool.size())]; };

    for (int i = 0; i < options.randomOperations; ++i) {
        uint64_t op = rng.uniform(100);
        if (op < 45) {
            const Bytes& key = pick();
            put(store, model, key, randomValue(rng), opWhere(i, "put", key));
        } else if (op < 70) {
            const Bytes& key = pick();
            auto it = model.find(key);
            if (it == model.end())
                expectMissing(store, key, opWhere(i, "get", key));
            else
                expectValue(store, key, it->second, opWhere(i, "get", key));
        } else if (op < 88) {
            const Bytes& key = pick();
            WR_VERIFY_OK(store.remove(key), opWhere(i, "remove", key));
            model.erase(key);
        } else {
            kv::WriteBatch batch;
            Model after = model;
            std::string keys;
            for (int n = static_cast<int>(rng.range(1, 8)); n > 0; --n) {
                const Bytes& key = pick();
                keys += (keys.empty() ? "'" : ", '") + printable(key, 24) + "'";
                if (rng.uniform(3) == 0) {
                    batch.remove(key);
                    after.erase(key);
                } else {
                    Bytes value = randomValue(rng);
                    batch.put(key, value);
                    after[key] = std::move(value);
                }
            }
            WR_VERIFY_OK(store.write(batch), "op " + std::to_string(i) + " write batch of " +
                                                 std::to_string(batch.size()) + " operations on " + keys);
            model = std::move(after);
        }
        WR_STOP_IF_FAILED();
        // A full check every 1000 operations (the last one is checked by the caller).
        if ((i + 1) % 1000 == 0 && i + 1 < options.randomOperations) {
            verifyAll(store, model, "after op " + std::to_string(i));
            WR_STOP_IF_FAILED();
        }
    }
}

// scanFrom and scanFromKey agree with the scan: at a position, the key the
// scan has there (or, where the position is an estimate, some key of the
// store); at a key, that key; past the end, nothing; cancelled, Cancelled.
void checkPositioning(kv::KvStore& store, const Model& model) {
    std::vector<Bytes> order;
    {
        Result<std::unique_ptr<kv::KvCursor>> cursor = store.scan();
        QVERIFY2(cursor.isOk(), ("positioning: scan failed: " + cursor.status().toString()).c_str());
        for (; (*cursor)->valid(); (*cursor)->next()) order.emplace_back((*cursor)->key());
    }
    QCOMPARE(order.size(), model.size());
    for (uint64_t position : {uint64_t{0}, uint64_t{1}, uint64_t(order.size() / 2), uint64_t(order.size() - 1)}) {
        const std::string context = "scanFrom(" + std::to_string(position) + ")";
        Result<kv::PlacedCursor> placed = store.scanFrom(position, nullptr);
        QVERIFY2(placed.isOk(), (context + " failed: " + placed.status().toString()).c_str());
        QVERIFY2(placed->cursor->valid(), (context + ": the cursor is at the end").c_str());
        if (placed->exact) {
            QVERIFY2(placed->position == position, (context + ": placed at another position").c_str());
            QVERIFY2(placed->cursor->key() == order[position], where(context, placed->cursor->key()).c_str());
        } else {
            QVERIFY2(model.contains(Bytes(placed->cursor->key())), where(context, placed->cursor->key()).c_str());
        }
    }
    Result<kv::PlacedCursor> past = store.scanFrom(order.size() + 10, nullptr);
    QVERIFY2(past.isOk(), ("scanFrom past the end failed: " + past.status().toString()).c_str());
    QVERIFY2(!past->cursor->valid(), "scanFrom past the end left the cursor on a pair");
    QVERIFY2(!past->exact || past->position == order.size(), "scanFrom past the end: the position is not the count");

    for (size_t rank : {size_t{0}, order.size() / 3, order.size() - 1}) {
        const Bytes& key = order[rank];
        Result<kv::PlacedCursor> placed = store.scanFromKey(key, nullptr);
        QVERIFY2(placed.isOk(), (where("scanFromKey", key) + ": " + placed.status().toString()).c_str());
        QVERIFY2(placed->cursor->valid() && placed->cursor->key() == key, where("scanFromKey", key).c_str());
        QVERIFY2(!placed->exact || placed->position == rank, (where("scanFromKey", key) + ": wrong position").c_str());
        // The scan goes on from there as it would from the start.
        placed->cursor->next();
        if (rank + 1 < order.size()) {
            QVERIFY2(placed->cursor->valid() && placed->cursor->key() == order[rank + 1],
                     where("scanFromKey, then next", key).c_str());
        }
    }
    Result<kv::PlacedCursor> missing = store.scanFromKey("never stored: positioning", nullptr);
    QVERIFY2(!missing.isOk() && missing.status().is(StatusCode::kNotFound),
             "scanFromKey of a missing key did not say NotFound");

    CancellationToken cancelled;
    cancelled.cancel();
    Result<kv::PlacedCursor> stopped = store.scanFrom(order.size() - 1, &cancelled);
    QVERIFY2(!stopped.isOk() && stopped.status().is(StatusCode::kCancelled),
             "scanFrom with a cancelled token did not say Cancelled");
}

void checkStatisticsAndFlush(kv::KvStore& store) {
    Result<kv::StoreStatistics> stats = store.statistics();
    QVERIFY2(stats.isOk(), ("statistics failed: " + stats.status().toString()).c_str());
    QVERIFY2(stats->approximateCount > 0, "statistics: approximateCount is 0 for a store holding pairs");
    WR_VERIFY_OK(store.flush(), std::string("flush"));
}

void checkClosedStoreRefusesCalls(kv::KvStore& store) {
    WR_VERIFY_OK(store.close(), std::string("close"));
    Result<Bytes> afterClose = store.get("overwritten");
    QVERIFY2(!afterClose.isOk(), "get after close() succeeded; a closed store must refuse calls");
}

void checkRemoveEverything(kv::KvStore& store, Model& model) {
    kv::WriteBatch batch;
    for (const auto& [key, value] : model) batch.remove(key);
    WR_VERIFY_OK(store.write(batch), "write of a batch removing all " + std::to_string(model.size()) + " pairs");
    model.clear();
    verifyAll(store, model, "after removing every pair");
    verifyCounts(store, model, "after removing every pair");
}

}  // namespace

void checkSeekingPositions(kv::KvStore& store, uint64_t keys, double tolerance, bool compact) {
    kv::WriteBatch batch;
    for (uint64_t i = 0; i < keys; ++i) {
        batch.put("seek/" + std::to_string(1000000 + i), "value " + std::to_string(i));
        if (batch.size() < 5000 && i + 1 < keys) continue;
        WR_VERIFY_OK(store.write(batch), std::string("fill for positioning"));
        batch.clear();
    }
    WR_VERIFY_OK(store.flush(), std::string("flush after the fill"));
    if (compact) WR_VERIFY_OK(store.compact(nullptr, nullptr), std::string("compaction after the fill"));
    const double slack = tolerance * double(keys);
    for (double fraction : {0.25, 0.5, 0.9}) {
        const uint64_t position = uint64_t(fraction * double(keys));
        const std::string context = "scanFrom(" + std::to_string(position) + ") of " + std::to_string(keys);
        Result<kv::PlacedCursor> placed = store.scanFrom(position, nullptr);
        QVERIFY2(placed.isOk(), (context + " failed: " + placed.status().toString()).c_str());
        QVERIFY2(placed->cursor->valid(), (context + ": the cursor is at the end").c_str());
        QVERIFY2(std::abs(double(placed->position) - double(position)) <= slack,
                 (context + ": placed at " + std::to_string(placed->position)).c_str());
        uint64_t rest = 0;
        Bytes key(placed->cursor->key());
        for (; placed->cursor->valid(); placed->cursor->next()) ++rest;
        QVERIFY2(std::abs(double(keys - placed->position) - double(rest)) <= slack,
                 (context + ": " + std::to_string(rest) + " pairs follow").c_str());
        Result<kv::PlacedCursor> atKey = store.scanFromKey(key, nullptr);
        QVERIFY2(atKey.isOk() && atKey->cursor->valid() && atKey->cursor->key() == key,
                 where(context + ", then scanFromKey", key).c_str());
        QVERIFY2(std::abs(double(atKey->position) - double(placed->position)) <= slack,
                 where(context + ", then scanFromKey: another position", key).c_str());
    }
}

void runKvConformance(const StoreOpener& open, const ConformanceOptions& options) {
    QVERIFY2(options.maxKeyBytes >= 1, "ConformanceOptions.maxKeyBytes must be at least 1");
    Random rng(options.seed);
    Model model;

    Result<std::unique_ptr<kv::KvStore>> opened = open();
    QVERIFY2(opened.isOk(), ("first open failed: " + opened.status().toString()).c_str());
    std::unique_ptr<kv::KvStore> store = std::move(*opened);
    QVERIFY2(!store->isReadOnly(), "a store opened for writing says it is read-only");

    checkEmptyStore(*store);
    WR_STOP_IF_FAILED();
    checkMissingKeys(*store, model);
    WR_STOP_IF_FAILED();
    checkOverwriteAndEmptyValues(*store, model);
    WR_STOP_IF_FAILED();
    checkCaseDistinctKeys(*store, model);
    WR_STOP_IF_FAILED();
    if (options.binaryKeys) {
        checkBinaryKeys(*store, model, options);
        WR_STOP_IF_FAILED();
    }
    checkLongestKey(*store, model, options);
    WR_STOP_IF_FAILED();
    checkHugeAndStreamedValues(*store, model, rng, options);
    WR_STOP_IF_FAILED();
    checkBatchOrder(*store, model);
    WR_STOP_IF_FAILED();
    verifyAll(*store, model, "after the edge cases");
    WR_STOP_IF_FAILED();
    runRandomOperations(*store, model, rng, options);
    WR_STOP_IF_FAILED();
    verifyAll(*store, model, "after the random operations");
    verifyCounts(*store, model, "after the random operations");
    WR_STOP_IF_FAILED();
    checkPositioning(*store, model);
    WR_STOP_IF_FAILED();
    checkStatisticsAndFlush(*store);
    WR_STOP_IF_FAILED();
    checkClosedStoreRefusesCalls(*store);
    WR_STOP_IF_FAILED();
    store.reset();

    opened = open();
    QVERIFY2(opened.isOk(), ("reopen after close failed: " + opened.status().toString()).c_str());
    store = std::move(*opened);
    verifyAll(*store, model, "after close and reopen");
    verifyCounts(*store, model, "after close and reopen");
    WR_STOP_IF_FAILED();
    checkRemoveEverything(*store, model);
    WR_STOP_IF_FAILED();
    WR_VERIFY_OK(store->close(), std::string("final close"));
}

void checkCursorOutlivesClose(const StoreOpener& open) {
    Result<std::unique_ptr<kv::KvStore>> opened = open();
    QVERIFY2(opened.isOk(), ("open failed: " + opened.status().toString()).c_str());
    std::unique_ptr<kv::KvStore> store = std::move(*opened);
    constexpr int kPairs = 300;  // more than one batch of a cursor
    for (int i = 0; i < kPairs; ++i) WR_VERIFY_OK(store->put("key" + std::to_string(i), std::to_string(i)));
    {
        auto cursor = store->scan();
        QVERIFY(cursor.isOk());
        QVERIFY((*cursor)->valid());
        WR_VERIFY_OK(store->close());
        QVERIFY(!store->get("key1").isOk());
        int n = 0;
        for (; (*cursor)->valid(); (*cursor)->next(), ++n) {
            auto value = (*cursor)->value();
            QVERIFY2(value.isOk(), value.status().toString().c_str());
            QCOMPARE("key" + *value, Bytes((*cursor)->key()));
        }
        WR_VERIFY_OK((*cursor)->status());
        QCOMPARE(n, kPairs);
    }
    store.reset();
    WR_VERIFY_OK(open().status(), "open after the cursor was destroyed");
}

}  // namespace wr::test
