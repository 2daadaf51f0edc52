#include "widgets/shell/known_scheme.h"

#include <QCoreApplication>

#include "widgets/common/qt_strings.h"

namespace wr::gui {

namespace {

struct MarkedDescription {
    const char* scheme;
    const char* text;  // exactly as store_factory.cc gives it
};

constexpr const char* kContext = "StoreScheme";

// clang-format off
constexpr MarkedDescription kDescriptions[] = {
    {"wrstore", QT_TRANSLATE_NOOP("StoreScheme", "WR-Store: key-value pairs in registry values, hashed index")},
    {"wrstore++", QT_TRANSLATE_NOOP("StoreScheme", "WR-Store++: large values in files or chunk files, hashed index in the registry")},
    {"zdb", QT_TRANSLATE_NOOP("StoreScheme", "ZDB: values in append-only data files, a memory-mapped index")},
    {"rocksdb", QT_TRANSLATE_NOOP("StoreScheme", "RocksDB: a log-structured merge tree (blob=1 keeps large values apart)")},
    {"leveldb", QT_TRANSLATE_NOOP("StoreScheme", "LevelDB: a log-structured merge tree")},
    {"bdb", QT_TRANSLATE_NOOP("StoreScheme", "Berkeley DB: a B-tree or hash database with a transaction log")},
    {"sqlite", QT_TRANSLATE_NOOP("StoreScheme", "SQLite: one table keyed by the key bytes, write-ahead journal")},
    {"lmdb", QT_TRANSLATE_NOOP("StoreScheme", "LMDB: a memory-mapped B+ tree")},
    {"kyoto", QT_TRANSLATE_NOOP("StoreScheme", "Kyoto Cabinet: a hash database in one file")},
    {"flatfs", QT_TRANSLATE_NOOP("StoreScheme", "Flat files: one file per pair in one directory")},
    {"nestedfs", QT_TRANSLATE_NOOP("StoreScheme", "Nested files: one file per pair under three levels of directories")},
    {"redis", QT_TRANSLATE_NOOP("StoreScheme", "Redis: a single server or a Redis Cluster (hash slots over masters)")},
};
// clang-format on

const MarkedDescription* markedDescription(const wr::kv::SchemeInfo& info) {
    for (const MarkedDescription& d : kDescriptions) {
        if (info.scheme == d.scheme && info.description == d.text) return &d;
    }
    return nullptr;
}

}  // namespace

const wr::kv::SchemeInfo* knownScheme(std::string_view scheme) {
    for (const wr::kv::SchemeInfo& info : wr::kv::knownSchemes()) {
        if (info.scheme == scheme) return &info;
    }
    return nullptr;
}

bool isServerScheme(std::string_view scheme) {
    const wr::kv::SchemeInfo* info = knownScheme(scheme);
    return info != nullptr && info->server;
}

QString schemeDescription(const wr::kv::SchemeInfo& info) {
    const MarkedDescription* marked = markedDescription(info);
    return marked != nullptr ? QCoreApplication::translate(kContext, marked->text) : fromUtf8(info.description);
}

bool isDescriptionMarked(const wr::kv::SchemeInfo& info) { return markedDescription(info) != nullptr; }

}  // namespace wr::gui
