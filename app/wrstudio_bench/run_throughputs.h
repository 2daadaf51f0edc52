// The throughputs a benchmark run measured: from its results.json, each
// preset's primary figure for every (store, point, step, operation), and the
// comparison of runs of the same command headless and through the workbench —
// per row the median of each side and their ratio GUI / headless.
#pragma once

#include <QString>

#include <map>
#include <tuple>
#include <vector>

#include "util/result.h"

namespace wr::studio_bench {

// preset, store, point, step, operation
using ThroughputKey = std::tuple<QString, QString, QString, QString, QString>;

struct RunThroughputs {
    std::map<ThroughputKey, double> values;
    std::map<QString, QString> metrics;  // each preset's primary figure
};

// The figures of the run whose results are in `dir`.
Result<RunThroughputs> readThroughputs(const QString& dir);

// One Markdown table of a run's figures.
QString throughputTable(const RunThroughputs& run);

// The median of `values` (0 when empty).
double median(std::vector<double> values);

struct ThroughputComparison {
    struct Row {
        ThroughputKey key;
        QString metric;
        double headless = 0;  // medians over the runs
        double gui = 0;
        double ratio = 0;  // gui / headless, 0 when headless is 0
    };
    std::vector<Row> rows;
    double medianRatio = 0;  // over the rows with a ratio
};

// Rows every run of both sides has; a figure where lower is better (seconds,
// mean_ns) is compared the other way round, so a ratio above 1 always means
// the GUI did better.
ThroughputComparison compareThroughputs(const std::vector<RunThroughputs>& headless,
                                        const std::vector<RunThroughputs>& gui);

QString comparisonTable(const ThroughputComparison& comparison);

}  // namespace wr::studio_bench
