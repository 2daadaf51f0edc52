// wrstudio-responsiveness: whether wrstudio's event loop stays free while a
// user opens a large store, expands its index, scrolls its keys end to end
// and searches it (issue 6: no stall over 50 ms on ten million keys).
//   wrstudio-responsiveness URI [--out FILE] [options]
//   wrstudio-responsiveness --load KVData4 [--keys N] URI
//   wrstudio-responsiveness --bench "PRESET [wrctl bench options]"
//       [--repeat-for SECONDS | --compare-headless N] [--out FILE]
// Run it offscreen (QT_QPA_PLATFORM=offscreen) or under xvfb-run; see
// docs/gui.md "Responsiveness".
#include <QApplication>
#include <QCommandLineParser>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>

#include <cstdio>

#include "bench_session.h"
#include "event_cost_application.h"
#include "responsiveness_report.h"
#include "rss_sampler.h"
#include "session_script.h"
#include "stall_watchdog.h"
#include "store_loader.h"
#include "util/freed_memory.h"
#include "widgets/window/main_window.h"

namespace {

using wr::studio_bench::ScriptSettings;

int usage(const QString& message) {
    std::fprintf(stderr, "wrstudio-responsiveness: %s (see --help)\n", qPrintable(message));
    return 2;
}

// An option that takes a value.
QCommandLineOption valued(const char* name, const char* description, const char* valueName,
                          const char* defaultValue = "") {
    return {QString::fromLatin1(name), QString::fromUtf8(description), QString::fromLatin1(valueName),
            QString::fromLatin1(defaultValue)};
}

bool writeJson(const QString& path, const QJsonObject& json) {
    QFile file(path);
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(QJsonDocument(json).toJson()) >= 0) {
        return true;
    }
    std::fprintf(stderr, "wrstudio-responsiveness: could not write %s\n", qPrintable(path));
    return false;
}

// --bench: the workbench runs `words` while the watchdog measures the window.
int measureWorkbench(const QString& words, wr::studio_bench::BenchSessionSettings settings,
                     wr::studio_bench::StallWatchdog& watchdog, double rssSeconds, const QString& out) {
    std::vector<std::string> split;
    for (const QString& word : QProcess::splitCommand(words)) split.push_back(word.toStdString());
    auto command = wr::bench::parseBenchWords(split);
    if (!command.isOk()) return usage(QString::fromStdString(command.status().message()));
    if (command->tune) return usage(QStringLiteral("--bench runs wrctl bench presets, not tune"));
    if (!command->out.empty()) return usage(QStringLiteral("--bench chooses each run's --out itself"));
    settings.command = *command;
    settings.wrctl = QCoreApplication::applicationDirPath() + QStringLiteral("/wrctl");
    QTemporaryDir scratch;
    if (!scratch.isValid()) return usage(QStringLiteral("cannot create a temporary directory"));
    settings.scratchDir = scratch.path();

    const auto loadBefore = wr::studio_bench::loadAverage();
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    wr::studio_bench::RssSampler rss(rssSeconds);
    watchdog.start(QStringLiteral("baseline"));
    wr::studio_bench::BenchSession session(window, watchdog, rss, settings);
    const auto outcome = session.run();
    watchdog.stop();
    const auto loadAfter = wr::studio_bench::loadAverage();

    std::fputs(qPrintable(session.markdown(outcome, loadBefore, loadAfter)), stdout);
    if (!outcome.error.isEmpty()) std::fprintf(stderr, "wrstudio-responsiveness: %s\n", qPrintable(outcome.error));
    if (!out.isEmpty() && !writeJson(out, session.toJson(outcome, loadBefore, loadAfter))) return 1;
    return outcome.error.isEmpty() ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
    // Without a display the window is drawn offscreen, as the tests draw theirs.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    wr::returnLargeBlocksWhenFreed();  // as wrstudio does
    wr::shareFewArenas();
    wr::studio_bench::EventCostApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("WR Studio"));
    // Its own settings: a run must not fill wrstudio's recent stores.
    QCoreApplication::setApplicationName(QStringLiteral("wrstudio-responsiveness"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Measures the longest stalls of wrstudio's GUI event loop while a script opens a store, expands its "
        "index, drags its key list end to end, pages through it, jumps about it and searches it."));
    parser.addHelpOption();
    const auto out = valued("out", "Write the results as JSON to FILE.", "FILE");
    const auto tick = valued("tick-ms", "Watchdog timer interval (default 5).", "MS", "5");
    const auto threshold = valued("threshold-ms", "A gap longer than this is a stall (default 50).", "MS", "50");
    const auto levels = valued("expand-levels", "Index levels to expand (default 4).", "N", "4");
    const auto perLevel = valued("expand-per-level", "Keys expanded on each level (default 3).", "N", "3");
    const auto scrollSteps =
        valued("scroll-steps", "Drag the key list's scroll bar end to end in N steps (default 500).", "N", "500");
    const auto pageDowns = valued("page-downs", "Page Down N times from the middle (default 100).", "N", "100");
    const auto jumps = valued("jumps", "Jump to N rows picked at random (default 30).", "N", "30");
    const auto search = valued("search", "What to search for (default the regex ^1.*23$).", "PATTERN", "^1.*23$");
    const auto searchMode = valued("search-mode", "prefix or regex (default).", "MODE", "regex");
    const QCommandLineOption searchValues(QStringLiteral("search-values"),
                                          QStringLiteral("Search the values instead of the keys."));
    const auto searchSeconds =
        valued("search-seconds", "Let the search run this long, then Stop (default 5).", "S", "5");
    const auto baseline = valued("baseline-seconds", "Idle window measured first (default 1).", "S", "1");
    const auto load = valued("load",
                             "Create the store URI with the benchmark data set SET (KVData4: numeric keys, "
                             "5-100 byte values) and quit.",
                             "SET");
    const auto keys = valued("keys", "With --load: how many keys (default the set's size).", "N", "0");
    const auto bench = valued("bench",
                              "Run WORDS, as wrctl bench takes them (\"000-fig9 --scale tiny --stores zdb\"), through "
                              "Tools > Benchmark... and report the stalls, the live chart's updates per second, the "
                              "window's memory and the run's throughputs.",
                              "WORDS");
    const auto repeatFor =
        valued("repeat-for", "With --bench: repeat the run back to back in the same window for S seconds.", "S", "0");
    const auto compareHeadless = valued(
        "compare-headless",
        "With --bench: alternate N runs of wrctl bench and N runs through the window, and compare their medians.", "N",
        "0");
    const auto rssSeconds =
        valued("rss-seconds", "With --bench: sample the window's memory every S seconds (default 5).", "S", "5");
    parser.addOptions({out, tick, threshold, levels, perLevel, scrollSteps, pageDowns, jumps, search, searchMode,
                       searchValues, searchSeconds, baseline, load, keys, bench, repeatFor, compareHeadless,
                       rssSeconds});
    parser.addPositionalArgument(QStringLiteral("URI"), QStringLiteral("The store, e.g. wrstore:hive=DIR;db=kvs"));
    parser.process(app);
    if (parser.isSet(bench)) {
        if (!parser.positionalArguments().isEmpty()) return usage(QStringLiteral("--bench takes no store URI"));
        if (parser.isSet(repeatFor) && parser.isSet(compareHeadless)) {
            return usage(QStringLiteral("--repeat-for and --compare-headless do not go together"));
        }
        wr::studio_bench::BenchSessionSettings settings;
        settings.baselineSeconds = parser.value(baseline).toDouble();
        settings.repeatForSeconds = parser.value(repeatFor).toDouble();
        settings.compareHeadless = parser.value(compareHeadless).toInt();
        wr::studio_bench::StallWatchdog watchdog(parser.value(tick).toInt(), parser.value(threshold).toDouble());
        return measureWorkbench(parser.value(bench), settings, watchdog, parser.value(rssSeconds).toDouble(),
                                parser.value(out));
    }
    if (parser.positionalArguments().size() != 1) return usage(QStringLiteral("give exactly one store URI"));
    const QString uri = parser.positionalArguments().first();

    if (parser.isSet(load)) {
        wr::studio_bench::LoadSpec spec;
        spec.uri = uri.toStdString();
        spec.dataSet = parser.value(load).toStdString();
        spec.keys = parser.value(keys).toULongLong();
        const wr::Status loaded = wr::studio_bench::loadDataSet(spec);
        if (!loaded.isOk()) {
            std::fprintf(stderr, "wrstudio-responsiveness: %s\n", loaded.toString().c_str());
            return 1;
        }
        return 0;
    }

    ScriptSettings settings;
    settings.uri = uri;
    settings.baselineSeconds = parser.value(baseline).toDouble();
    settings.expandLevels = parser.value(levels).toInt();
    settings.expandPerLevel = std::max(1, parser.value(perLevel).toInt());
    settings.scrollSteps = parser.value(scrollSteps).toInt();
    settings.pageDowns = parser.value(pageDowns).toInt();
    settings.jumps = parser.value(jumps).toInt();
    settings.searchSeconds = parser.value(searchSeconds).toDouble();
    settings.search.pattern = parser.value(search);
    const QString mode = parser.value(searchMode);
    if (mode == QLatin1String("prefix")) {
        settings.search.mode = wr::gui::SearchSpec::Mode::Prefix;
    } else if (mode == QLatin1String("regex")) {
        settings.search.mode = wr::gui::SearchSpec::Mode::RegularExpression;
    } else {
        return usage(QStringLiteral("--search-mode is prefix or regex"));
    }
    if (parser.isSet(searchValues)) settings.search.target = wr::gui::SearchSpec::Target::Values;

    wr::studio_bench::RunRecord record;
    record.settings = settings;
    record.platform = QGuiApplication::platformName();
    record.loadBefore = wr::studio_bench::loadAverage();

    MainWindow window;
    window.resize(1280, 800);
    window.show();
    wr::studio_bench::StallWatchdog watchdog(parser.value(tick).toInt(), parser.value(threshold).toDouble());
    watchdog.start(QStringLiteral("baseline"));
    record.outcome = wr::studio_bench::SessionScript(window, watchdog, settings).run();
    watchdog.stop();
    record.watchdog = &watchdog;
    record.loadAfter = wr::studio_bench::loadAverage();

    std::fputs(qPrintable(wr::studio_bench::markdownTable(record)), stdout);
    const auto& o = record.outcome;
    std::printf(
        "\n%d rows (%s count), %s; scrolled in %d steps (longest wait for rows %.0f ms), paged (%.0f ms), "
        "%d jumps (%.0f ms); search scanned %llu keys, matched %llu%s\n",
        o.listedRows, o.countExact ? "exact" : "estimated", o.listAtEnd ? "last row loaded" : "last row not loaded",
        o.scrollSteps, o.longestScrollWaitMs, o.longestPageWaitMs, o.jumps, o.longestJumpWaitMs,
        static_cast<unsigned long long>(o.searchScanned), static_cast<unsigned long long>(o.searchMatched),
        o.searchCancelled ? ", cancelled" : "");
    if (!o.error.isEmpty()) std::fprintf(stderr, "wrstudio-responsiveness: %s\n", qPrintable(o.error));
    if (parser.isSet(out) && !writeJson(parser.value(out), wr::studio_bench::toJson(record))) return 1;
    return o.opened ? 0 : 1;
}
