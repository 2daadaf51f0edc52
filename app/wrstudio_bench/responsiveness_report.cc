#include "responsiveness_report.h"

#include <QDateTime>
#include <QJsonArray>
#include <QSysInfo>
#include <QThread>

#include <algorithm>
#include <cstdlib>

namespace wr::studio_bench {

namespace {

QString millis(double ms) { return QString::number(ms, 'f', 1); }

QString keysText(const RunRecord& record) {
    const auto& estimate = record.outcome.keyEstimate;
    return estimate ? QString::number(*estimate) : QStringLiteral("?");
}

QJsonArray toArray(const std::array<double, 3>& values) { return {values[0], values[1], values[2]}; }

}  // namespace

std::array<double, 3> loadAverage() {
    std::array<double, 3> load{};
    if (getloadavg(load.data(), 3) != 3) load = {};
    return load;
}

QString stallLines(const StallWatchdog& w) {
    QString out;
    for (const StallWatchdog::Stall& stall : w.stalls()) {
        out += QStringLiteral("\nstall of %1 ms in %2, %3 s into the run (ended at %4 s CLOCK_MONOTONIC)")
                   .arg(millis(stall.millis), stall.phase, QString::number(stall.atMillis / 1000, 'f', 2),
                        QString::number(stall.monotonicSeconds, 'f', 3));
        if (stall.runMillis >= 0) {
            out += QStringLiteral(": the GUI thread ran %1 ms, waited for a CPU %2 ms, was blocked %3 ms")
                       .arg(millis(stall.runMillis), millis(stall.waitMillis),
                            millis(std::max(0.0, stall.millis - stall.runMillis - stall.waitMillis)));
        }
    }
    if (!w.stalls().empty()) out += QLatin1Char('\n');
    return out;
}

QString markdownTable(const RunRecord& record) {
    const StallWatchdog& w = *record.watchdog;
    QString out = QStringLiteral(
                      "| store | keys | phase | seconds | longest stall ms | p99 ms | stalls > %1 ms | "
                      "watchdog ms | most run in a gap ms | load (1 min) |\n")
                      .arg(w.thresholdMillis());
    out += QStringLiteral("| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n");
    const QString load = QString::number(record.loadAfter[0], 'f', 2);
    for (const StallWatchdog::Phase& phase : w.phases()) {
        out += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 | %8 | %9 | %10 |\n")
                   .arg(record.settings.uri, keysText(record), phase.name, QString::number(phase.seconds, 'f', 1),
                        millis(phase.longest()), millis(phase.percentile(99)),
                        QString::number(phase.stallsOver(w.thresholdMillis())), millis(phase.watchdogMillis),
                        millis(phase.longestRun()), load);
    }
    out += stallLines(w);
    return out;
}

QJsonArray phasesJson(const StallWatchdog& w) {
    QJsonArray phases;
    for (const StallWatchdog::Phase& phase : w.phases()) {
        phases.append(QJsonObject{{"phase", phase.name},
                                  {"seconds", phase.seconds},
                                  {"ticks", qint64(phase.gaps.size())},
                                  {"longest_stall_ms", phase.longest()},
                                  {"p99_ms", phase.percentile(99)},
                                  {"p50_ms", phase.percentile(50)},
                                  {"stalls_over_threshold", phase.stallsOver(w.thresholdMillis())},
                                  {"watchdog_longest_ms", phase.watchdogMillis},
                                  {"longest_run_ms", phase.longestRun()}});
    }
    return phases;
}

QJsonArray stallsJson(const StallWatchdog& w) {
    QJsonArray stalls;
    for (const StallWatchdog::Stall& stall : w.stalls()) {
        stalls.append(QJsonObject{{"phase", stall.phase},
                                  {"at_ms", stall.atMillis},
                                  {"ms", stall.millis},
                                  {"monotonic_s", stall.monotonicSeconds},
                                  {"run_ms", stall.runMillis},
                                  {"cpu_wait_ms", stall.waitMillis}});
    }
    return stalls;
}

QJsonObject machineJson(const std::array<double, 3>& loadBefore, const std::array<double, 3>& loadAfter) {
    return QJsonObject{{"host", QSysInfo::machineHostName()},
                       {"kernel", QSysInfo::kernelType() + QLatin1Char(' ') + QSysInfo::kernelVersion()},
                       {"cores", QThread::idealThreadCount()},
                       {"load_before", toArray(loadBefore)},
                       {"load_after", toArray(loadAfter)}};
}

QJsonObject toJson(const RunRecord& record) {
    const StallWatchdog& w = *record.watchdog;
    const ScriptSettings& s = record.settings;
    const ScriptOutcome& o = record.outcome;
    return QJsonObject{
        {"tool", "wrstudio-responsiveness"},
        {"time", QDateTime::currentDateTimeUtc().toString(Qt::ISODate)},
        {"store", s.uri},
        {"keys", o.keyEstimate ? QJsonValue(qint64(*o.keyEstimate)) : QJsonValue()},
        {"opened", o.opened},
        {"error", o.error},
        {"settings",
         QJsonObject{{"tick_ms", w.intervalMillis()},
                     {"threshold_ms", w.thresholdMillis()},
                     {"expand_levels", s.expandLevels},
                     {"expand_per_level", s.expandPerLevel},
                     {"scroll_steps", s.scrollSteps},
                     {"page_downs", s.pageDowns},
                     {"jumps", s.jumps},
                     {"search_seconds", s.searchSeconds},
                     {"search_pattern", s.search.pattern},
                     {"search_mode", s.search.mode == wr::gui::SearchSpec::Mode::Prefix ? "prefix" : "regex"},
                     {"search_target", s.search.target == wr::gui::SearchSpec::Target::Keys ? "keys" : "values"},
                     {"platform", record.platform}}},
        {"outcome", QJsonObject{{"expanded_keys", o.expanded},
                                {"listed_rows", o.listedRows},
                                {"list_at_end", o.listAtEnd},
                                {"count_exact", o.countExact},
                                {"scroll_steps", o.scrollSteps},
                                {"jumps", o.jumps},
                                {"longest_scroll_wait_ms", o.longestScrollWaitMs},
                                {"longest_page_wait_ms", o.longestPageWaitMs},
                                {"longest_jump_wait_ms", o.longestJumpWaitMs},
                                {"search_scanned", qint64(o.searchScanned)},
                                {"search_matched", qint64(o.searchMatched)},
                                {"search_cancelled", o.searchCancelled}}},
        {"machine", machineJson(record.loadBefore, record.loadAfter)},
        {"phases", phasesJson(w)},
        {"stalls", stallsJson(w)},
    };
}

}  // namespace wr::studio_bench
