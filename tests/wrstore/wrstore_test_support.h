// Helpers shared by the WR-Store test executables.
#pragma once

#include <QTemporaryDir>
#include <QtTest>

#include <memory>
#include <string>

#include "common/open_or_fail.h"
#include "common/statistics_detail.h"
#include "common/verify_status.h"
#include "stores/store_factory.h"

namespace wr::test {

// The first problem or orphan of a check, for failure messages.
inline std::string firstIssue(const kv::CheckReport& report) {
    if (!report.problems.empty()) return report.problems.front();
    if (!report.orphans.empty()) return report.orphans.front();
    return "no issue";
}

inline std::string path(const QTemporaryDir& dir, const char* name) { return (dir.path() + "/" + name).toStdString(); }

}  // namespace wr::test
