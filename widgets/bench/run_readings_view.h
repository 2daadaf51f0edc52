// Under the Results chart: the two readings of a run no single bar shows
// (bench/results/peer_comparison.h). For the point shown, each of our
// engines against the fastest peer with the lowest ratio of any one
// repetition, since a lead the noise can turn over is not one; and, for a
// preset that sweeps client threads, every store's throughput at each thread
// count with its speed-up over one. Each table hides while it has no rows.
#pragma once

#include <QString>
#include <QWidget>

#include <vector>

#include "bench/results/peer_comparison.h"

class QLabel;
class QTableWidget;

namespace wr::gui {

class RunReadingsView : public QWidget {
    Q_OBJECT

public:
    explicit RunReadingsView(QWidget* parent = nullptr);

    // The readings of a run's document, kept; nothing is shown until show().
    void setRun(const wr::bench::Json& results);
    // The rows of `presetId` at `point` (scaling: the preset's, any point).
    void showPoint(const QString& presetId, const QString& point);

    QTableWidget* leadsTable() const { return leads_; }
    QTableWidget* scalingTable() const { return scaling_; }

private:
    std::vector<wr::bench::PeerLead> allLeads_;
    std::vector<wr::bench::ThreadScaling> allScaling_;
    QLabel* leadsTitle_;
    QTableWidget* leads_;
    QLabel* scalingTitle_;
    QTableWidget* scaling_;
};

}  // namespace wr::gui
