// The results of one run: a Markdown table for the terminal (one row per
// phase) and a JSON record with the store, its key count, the settings, the
// machine and its load average, every phase's figures and every stall over
// the threshold (docs/design.md "Measuring": results carry their conditions).
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <array>

#include "session_script.h"
#include "stall_watchdog.h"

namespace wr::studio_bench {

// getloadavg(): the 1, 5 and 15 minute load averages.
std::array<double, 3> loadAverage();

struct RunRecord {
    ScriptSettings settings;
    ScriptOutcome outcome;
    const StallWatchdog* watchdog = nullptr;
    std::array<double, 3> loadBefore{};
    std::array<double, 3> loadAfter{};
    QString platform;  // the Qt platform plugin: offscreen, xcb
};

QString markdownTable(const RunRecord& record);
// One line per stall over the watchdog's threshold: when, how long, and how
// much of it the GUI thread ran, waited for a CPU or was blocked.
QString stallLines(const StallWatchdog& watchdog);
QJsonArray phasesJson(const StallWatchdog& watchdog);
QJsonArray stallsJson(const StallWatchdog& watchdog);
// The host, its kernel and cores, and the load averages around a run.
QJsonObject machineJson(const std::array<double, 3>& loadBefore, const std::array<double, 3>& loadAfter);
QJsonObject toJson(const RunRecord& record);

}  // namespace wr::studio_bench
