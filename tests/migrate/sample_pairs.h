// Pairs a migration must carry exactly — text, bytes, NUL, empty values — and
// a store filled with them, for the migration tests.
#pragma once

#include <QtTest>
#include <string>
#include <utility>
#include <vector>

#include "stores/store_factory.h"

inline std::vector<std::pair<wr::Bytes, wr::Bytes>> samplePairs(int count) {
    std::vector<std::pair<wr::Bytes, wr::Bytes>> pairs;
    for (int i = 0; i < count; ++i) {
        wr::Bytes key = "key-" + std::to_string(i);
        wr::Bytes value = i % 7 == 0 ? wr::Bytes() : "value " + std::to_string(i * 31);
        if (i % 5 == 1) value = wr::Bytes("\x00\xff\x10", 3) + value;
        if (i % 11 == 2) key += wr::Bytes("\x01\x02", 2);
        pairs.emplace_back(std::move(key), std::move(value));
    }
    return pairs;
}

inline void fill(const std::string& uri, const std::vector<std::pair<wr::Bytes, wr::Bytes>>& pairs) {
    auto store = wr::kv::openStore(uri);
    QVERIFY2(store, store.status().toString().c_str());
    for (const auto& [key, value] : pairs) QVERIFY((*store)->put(key, value).isOk());
    QVERIFY((*store)->close().isOk());
}
