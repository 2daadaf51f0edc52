#include "bench_session.h"

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QGuiApplication>
#include <QJsonArray>
#include <QThread>
#include <QTimer>

#include <algorithm>

#include "event_cost_application.h"
#include "headless_bench_run.h"
#include "responsiveness_report.h"
#include "rss_sampler.h"
#include "stall_watchdog.h"

namespace wr::studio_bench {

namespace {

QString millis(double ms) { return QString::number(ms, 'f', 1); }

QString commandText(const bench::BenchCommand& command) {
    QStringList words;
    for (const auto& word : command.words()) words << QString::fromStdString(word);
    return QStringLiteral("wrctl ") + words.join(QLatin1Char(' '));
}

QString mib(qint64 kib) { return QString::number(kib / 1024.0, 'f', 1) + QStringLiteral(" MiB"); }

const QString kRunPhase = QStringLiteral("run");

// The longest gap of any phase, and that phase.
std::pair<double, QString> longestStall(const StallWatchdog& w) {
    std::pair<double, QString> longest{0, QString()};
    for (const auto& phase : w.phases()) {
        if (phase.longest() > longest.first) longest = {phase.longest(), phase.name};
    }
    return longest;
}

// The longest gap while GUI runs were running: what the workbench is judged by.
double longestRunStall(const StallWatchdog& w) {
    double longest = 0;
    for (const auto& phase : w.phases()) {
        if (phase.name == kRunPhase) longest = std::max(longest, phase.longest());
    }
    return longest;
}

struct ChartRate {
    qint64 replots = 0;
    double seconds = 0;
    double slowestRun = -1;  // the lowest replots/s of one run
    double perSecond() const { return seconds > 0 ? replots / seconds : 0; }
};

ChartRate chartRate(const std::vector<GuiRunOutcome>& runs) {
    ChartRate rate;
    for (const auto& run : runs) {
        rate.replots += run.stepReplots;
        rate.seconds += run.stepSeconds;
        if (run.stepSeconds > 0 && (rate.slowestRun < 0 || run.replotsPerSecond() < rate.slowestRun)) {
            rate.slowestRun = run.replotsPerSecond();
        }
    }
    return rate;
}

QString loadText(const std::array<double, 3>& load) {
    return QStringLiteral("%1 %2 %3")
        .arg(QString::number(load[0], 'f', 2), QString::number(load[1], 'f', 2), QString::number(load[2], 'f', 2));
}

// Adds the figures of the run in `dir` to `runs`; false, saying why in
// `error`, when they cannot be read.
bool keepThroughputs(const QString& dir, std::vector<RunThroughputs>& runs, QString& error) {
    auto throughputs = readThroughputs(dir);
    if (!throughputs.isOk()) {
        error = QString::fromStdString(throughputs.status().toString());
        return false;
    }
    runs.push_back(std::move(*throughputs));
    return true;
}

constexpr size_t kEventCostRows = 12;
constexpr double kSettleSeconds = 0.5;  // for a window just opened to lay itself out and draw

void serveEvents(double seconds) {
    QEventLoop loop;
    QTimer::singleShot(static_cast<int>(seconds * 1000), &loop, &QEventLoop::quit);
    loop.exec();
}

const EventCostApplication* eventCosts() {
    return dynamic_cast<const EventCostApplication*>(QCoreApplication::instance());
}

// Where the GUI thread's time went during the GUI runs, the costliest first.
QString eventCostLines() {
    const EventCostApplication* app = eventCosts();
    if (app == nullptr) return {};
    QString out = QStringLiteral("\nGUI thread during the GUI runs: %1 ms handling events; the costliest:\n\n")
                      .arg(millis(app->totalMillis()));
    out += QStringLiteral("| receiver | event | count | ms | longest ms |\n| --- | --- | ---: | ---: | ---: |\n");
    for (const auto& cost : app->costs(kEventCostRows)) {
        out += QStringLiteral("| %1 | %2 | %3 | %4 | %5 |\n")
                   .arg(cost.receiverClass, cost.eventType)
                   .arg(cost.count)
                   .arg(millis(cost.millis), millis(cost.longestMillis));
    }
    return out + QLatin1Char('\n');
}

QJsonArray eventCostsJson() {
    QJsonArray rows;
    const EventCostApplication* app = eventCosts();
    if (app == nullptr) return rows;
    for (const auto& cost : app->costs(kEventCostRows)) {
        rows.append(QJsonObject{{"receiver", cost.receiverClass},
                                {"event", cost.eventType},
                                {"count", cost.count},
                                {"ms", cost.millis},
                                {"longest_ms", cost.longestMillis}});
    }
    return rows;
}

}  // namespace

BenchSession::BenchSession(MainWindow& window, StallWatchdog& watchdog, RssSampler& rss, BenchSessionSettings settings)
    : window_(window), watchdog_(watchdog), rss_(rss), settings_(std::move(settings)), gui_(window) {}

BenchSessionOutcome BenchSession::run() {
    BenchSessionOutcome outcome;
    serveEvents(settings_.baselineSeconds);
    // Opening the window is measured apart from the runs in it.
    watchdog_.setPhase(QStringLiteral("opening the workbench"));
    if (gui_.open(outcome.error) == nullptr) return outcome;
    serveEvents(kSettleSeconds);

    rss_.start();
    if (settings_.compareHeadless > 0) {
        for (int i = 0; i < settings_.compareHeadless; ++i) {
            watchdog_.setPhase(QStringLiteral("headless"));
            if (!runReference(outcome, i)) break;
            watchdog_.setPhase(kRunPhase);
            if (!runGui(outcome)) break;
        }
    } else {
        watchdog_.setPhase(kRunPhase);
        QElapsedTimer clock;
        clock.start();
        do {
            if (!runGui(outcome)) break;
        } while (clock.elapsed() < settings_.repeatForSeconds * 1000);
    }
    rss_.stop();
    watchdog_.setPhase(QStringLiteral("reading results"));
    readThroughputs(outcome);
    return outcome;
}

bool BenchSession::runGui(BenchSessionOutcome& outcome) {
    auto* costs = dynamic_cast<EventCostApplication*>(QCoreApplication::instance());
    if (costs != nullptr) costs->setMeasuring(true);
    GuiRunOutcome run = gui_.run(settings_.command, settings_.runTimeoutSeconds);
    if (costs != nullptr) costs->setMeasuring(false);
    const QString error = run.error;
    outcome.guiRuns.push_back(run);
    if (!error.isEmpty()) {
        outcome.error = QStringLiteral("GUI run %1: %2").arg(outcome.guiRuns.size()).arg(error);
        return false;
    }
    return true;
}

bool BenchSession::runReference(BenchSessionOutcome& outcome, int index) {
    const QString dir = QDir(settings_.scratchDir).filePath(QStringLiteral("headless-%1").arg(index + 1));
    HeadlessRunOutcome run = runHeadless(settings_.wrctl, settings_.command, dir, settings_.runTimeoutSeconds);
    if (!run.error.isEmpty()) {
        outcome.error = QStringLiteral("headless run %1: %2").arg(index + 1).arg(run.error);
        return false;
    }
    outcome.headlessSeconds.push_back(run.seconds);
    outcome.headlessDirs.push_back(run.resultsDir);
    return true;
}

void BenchSession::readThroughputs(BenchSessionOutcome& outcome) const {
    if (!outcome.error.isEmpty()) return;
    for (const QString& dir : outcome.headlessDirs) {
        if (!keepThroughputs(dir, outcome.headlessThroughputs, outcome.error)) return;
    }
    for (const GuiRunOutcome& run : outcome.guiRuns) {
        if (!keepThroughputs(run.resultsDir, outcome.guiThroughputs, outcome.error)) return;
    }
}

QString BenchSession::markdown(const BenchSessionOutcome& outcome, const std::array<double, 3>& loadBefore,
                               const std::array<double, 3>& loadAfter) const {
    const StallWatchdog& w = watchdog_;
    QString out = QStringLiteral("command: %1\n").arg(commandText(settings_.command));
    out += QStringLiteral("machine: %1 cores, load average before %2, after %3\n\n")
               .arg(QThread::idealThreadCount())
               .arg(loadText(loadBefore), loadText(loadAfter));
    out += QStringLiteral(
               "| phase | seconds | longest stall ms | p99 ms | stalls > %1 ms | watchdog ms | most run in "
               "a gap ms |\n")
               .arg(w.thresholdMillis());
    out += QStringLiteral("| --- | ---: | ---: | ---: | ---: | ---: | ---: |\n");
    for (const auto& phase : w.phases()) {
        out += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 | %7 |\n")
                   .arg(phase.name, QString::number(phase.seconds, 'f', 1), millis(phase.longest()),
                        millis(phase.percentile(99)), QString::number(phase.stallsOver(w.thresholdMillis())),
                        millis(phase.watchdogMillis), millis(phase.longestRun()));
    }
    out += stallLines(w);
    const auto [longest, longestPhase] = longestStall(w);
    out += QStringLiteral("\nlongest stall while running: %1 ms; of any phase: %2 ms in %3; stalls over %4 ms: %5\n")
               .arg(millis(longestRunStall(w)), millis(longest), longestPhase)
               .arg(w.thresholdMillis())
               .arg(w.stalls().size());
    const ChartRate rate = chartRate(outcome.guiRuns);
    out += QStringLiteral("live chart: %1 updates in %2 s of steps running, %3 updates/s (slowest run %4/s)\n")
               .arg(rate.replots)
               .arg(QString::number(rate.seconds, 'f', 1), QString::number(rate.perSecond(), 'f', 1),
                    QString::number(std::max(0.0, rate.slowestRun), 'f', 1));
    out += QStringLiteral("GUI memory (RSS, %1 samples): first %2, last %3, max %4\n")
               .arg(rss_.samplesKiB().size())
               .arg(mib(rss_.firstKiB()), mib(rss_.lastKiB()), mib(rss_.maxKiB()));
    out += eventCostLines();
    out += QStringLiteral("GUI runs: %1").arg(outcome.guiRuns.size());
    for (const auto& run : outcome.guiRuns) out += QStringLiteral(" %1 s").arg(QString::number(run.seconds, 'f', 1));
    out += QLatin1Char('\n');
    if (settings_.compareHeadless > 0) {
        out += QStringLiteral("headless runs: %1").arg(outcome.headlessSeconds.size());
        for (double s : outcome.headlessSeconds) out += QStringLiteral(" %1 s").arg(QString::number(s, 'f', 1));
        out += QStringLiteral("\n\nGUI against headless, medians of %1 alternated runs each:\n\n")
                   .arg(settings_.compareHeadless);
        out += comparisonTable(compareThroughputs(outcome.headlessThroughputs, outcome.guiThroughputs));
    } else if (!outcome.guiThroughputs.empty()) {
        out += QStringLiteral("\nthe last run's throughputs (%1):\n\n").arg(outcome.guiRuns.back().resultsDir);
        out += throughputTable(outcome.guiThroughputs.back());
    }
    if (!outcome.error.isEmpty()) out += QStringLiteral("\nerror: %1\n").arg(outcome.error);
    return out;
}

QJsonObject BenchSession::toJson(const BenchSessionOutcome& outcome, const std::array<double, 3>& loadBefore,
                                 const std::array<double, 3>& loadAfter) const {
    const auto [longest, longestPhase] = longestStall(watchdog_);
    const ChartRate rate = chartRate(outcome.guiRuns);
    QJsonArray rss;
    for (qint64 kib : rss_.samplesKiB()) rss.append(kib);
    QJsonArray runs;
    for (const auto& run : outcome.guiRuns) {
        runs.append(QJsonObject{{"results", run.resultsDir},
                                {"seconds", run.seconds},
                                {"step_seconds", run.stepSeconds},
                                {"chart_updates", run.stepReplots}});
    }
    QJsonObject result{
        {"tool", "wrstudio-responsiveness --bench"},
        {"time", QDateTime::currentDateTimeUtc().toString(Qt::ISODate)},
        {"command", commandText(settings_.command)},
        {"settings", QJsonObject{{"tick_ms", watchdog_.intervalMillis()},
                                 {"threshold_ms", watchdog_.thresholdMillis()},
                                 {"repeat_for_s", settings_.repeatForSeconds},
                                 {"compare_headless", settings_.compareHeadless},
                                 {"platform", QGuiApplication::platformName()}}},
        {"machine", machineJson(loadBefore, loadAfter)},
        {"error", outcome.error},
        {"longest_stall_ms", longest},
        {"longest_run_stall_ms", longestRunStall(watchdog_)},
        {"longest_stall_phase", longestPhase},
        {"stalls_over_threshold", qint64(watchdog_.stalls().size())},
        {"chart_updates", rate.replots},
        {"chart_step_seconds", rate.seconds},
        {"chart_updates_per_second", rate.perSecond()},
        {"rss_kib", rss},
        {"gui_runs", runs},
        {"phases", phasesJson(watchdog_)},
        {"gui_thread_events", eventCostsJson()},
        {"stalls", stallsJson(watchdog_)},
    };
    if (settings_.compareHeadless > 0) {
        const ThroughputComparison c = compareThroughputs(outcome.headlessThroughputs, outcome.guiThroughputs);
        QJsonArray rows;
        for (const auto& row : c.rows) {
            const auto& [preset, store, point, step, op] = row.key;
            rows.append(QJsonObject{{"preset", preset},
                                    {"store", store},
                                    {"point", point},
                                    {"step", step},
                                    {"op", op},
                                    {"metric", row.metric},
                                    {"headless_median", row.headless},
                                    {"gui_median", row.gui},
                                    {"ratio", row.ratio}});
        }
        result.insert("comparison", QJsonObject{{"rows", rows}, {"median_ratio", c.medianRatio}});
    }
    return result;
}

}  // namespace wr::studio_bench
