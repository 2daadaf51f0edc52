#include "run_throughputs.h"

#include <algorithm>

#include "bench/results/aggregate.h"
#include "bench/results/results_files.h"

namespace wr::studio_bench {

namespace {

QString q(const std::string& text) { return QString::fromStdString(text); }

bool lowerIsBetter(const QString& metric) {
    return metric == QLatin1String("seconds") || metric == QLatin1String("mean_ns");
}

QString figure(double value) { return QString::number(value, 'f', value >= 100 ? 0 : 3); }

QString keyCells(const ThroughputKey& key) {
    const auto& [preset, store, point, step, op] = key;
    return QStringLiteral("| %1 | %2 | %3 | %4 | %5 |").arg(preset, store, point, step, op);
}

}  // namespace

Result<RunThroughputs> readThroughputs(const QString& dir) {
    WR_ASSIGN_OR_RETURN(bench::Json doc, bench::readResults(dir.toStdString()));
    RunThroughputs run;
    for (const auto& preset : bench::itemsOf(bench::member(doc, "presets"))) {
        const std::string metric = bench::textOf(bench::member(preset, "primary_metric"));
        run.metrics[q(bench::textOf(bench::member(preset, "id")))] =
            metric.empty() ? QStringLiteral("ops_per_second") : q(metric);
    }
    for (const auto& j : bench::itemsOf(bench::member(doc, "aggregates"))) {
        const bench::AggregateRow a = bench::AggregateRow::fromJson(j);
        if (!a.measured) continue;
        const QString preset = q(a.preset);
        const QString metric = run.metrics.count(preset) != 0 ? run.metrics[preset] : QStringLiteral("ops_per_second");
        run.values[{preset, q(a.store), q(a.point), q(a.step), q(a.op)}] = a.metric(metric.toStdString());
    }
    return run;
}

QString throughputTable(const RunThroughputs& run) {
    QString out = QStringLiteral("| preset | store | point | step | op | figure | value |\n");
    out += QStringLiteral("| --- | --- | --- | --- | --- | --- | ---: |\n");
    for (const auto& [key, value] : run.values) {
        const auto found = run.metrics.find(std::get<0>(key));
        out += QStringLiteral("%1 %2 | %3 |\n")
                   .arg(keyCells(key), found == run.metrics.end() ? QString() : found->second, figure(value));
    }
    return out;
}

double median(std::vector<double> values) {
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    const size_t mid = values.size() / 2;
    return values.size() % 2 == 1 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

ThroughputComparison compareThroughputs(const std::vector<RunThroughputs>& headless,
                                        const std::vector<RunThroughputs>& gui) {
    ThroughputComparison c;
    if (headless.empty() || gui.empty()) return c;
    auto sideValues = [](const std::vector<RunThroughputs>& runs, const ThroughputKey& key, std::vector<double>* out) {
        for (const auto& run : runs) {
            const auto found = run.values.find(key);
            if (found == run.values.end()) return false;
            out->push_back(found->second);
        }
        return true;
    };
    std::vector<double> ratios;
    for (const auto& [key, first] : headless.front().values) {
        std::vector<double> h;
        std::vector<double> g;
        if (!sideValues(headless, key, &h) || !sideValues(gui, key, &g)) continue;
        ThroughputComparison::Row row;
        row.key = key;
        const auto metric = headless.front().metrics.find(std::get<0>(key));
        if (metric != headless.front().metrics.end()) row.metric = metric->second;
        row.headless = median(h);
        row.gui = median(g);
        const double better = lowerIsBetter(row.metric) ? row.gui : row.headless;
        const double worse = lowerIsBetter(row.metric) ? row.headless : row.gui;
        row.ratio = better > 0 ? worse / better : 0;
        if (better > 0) ratios.push_back(row.ratio);
        c.rows.push_back(row);
    }
    c.medianRatio = median(ratios);
    return c;
}

QString comparisonTable(const ThroughputComparison& comparison) {
    QString out = QStringLiteral(
        "| preset | store | point | step | op | figure | headless median | GUI median | "
        "GUI / headless |\n");
    out += QStringLiteral("| --- | --- | --- | --- | --- | --- | ---: | ---: | ---: |\n");
    for (const auto& row : comparison.rows) {
        out += QStringLiteral("%1 %2 | %3 | %4 | %5 |\n")
                   .arg(keyCells(row.key), row.metric, figure(row.headless), figure(row.gui),
                        QString::number(row.ratio, 'f', 3));
    }
    out += QStringLiteral("\nmedian GUI / headless over %1 rows: %2\n")
               .arg(comparison.rows.size())
               .arg(QString::number(comparison.medianRatio, 'f', 3));
    return out;
}

}  // namespace wr::studio_bench
