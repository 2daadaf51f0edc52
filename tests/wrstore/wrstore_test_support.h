// Helpers shared by the WR-Store test executables.
#pragma once

#include <QTemporaryDir>
#include <QtTest>

#include <memory>
#include <string>

#include "stores/store_factory.h"

namespace wr::test {

inline std::unique_ptr<kv::KvStore> openOrFail(const std::string& uri, const kv::OpenOptions& options = {}) {
    auto store = kv::openStore(uri, options);
    if (!store.isOk()) qWarning("open %s: %s", uri.c_str(), store.status().toString().c_str());
    return store.isOk() ? std::move(*store) : nullptr;
}

inline std::string detail(const kv::StoreStatistics& stats, const std::string& name) {
    for (const auto& [n, v] : stats.details) {
        if (n == name) return v;
    }
    return {};
}

// The first problem or orphan of a check, for failure messages.
inline std::string firstIssue(const kv::CheckReport& report) {
    if (!report.problems.empty()) return report.problems.front();
    if (!report.orphans.empty()) return report.orphans.front();
    return "no issue";
}

inline std::string path(const QTemporaryDir& dir, const char* name) { return (dir.path() + "/" + name).toStdString(); }

}  // namespace wr::test

#define WR_CHECK_OK(expr)                                         \
    do {                                                          \
        ::wr::Status wr_check_ = (expr);                          \
        QVERIFY2(wr_check_.isOk(), wr_check_.toString().c_str()); \
    } while (0)
