// A WR-Store layout of a tuning sweep (seed 000 Figs. 5-8): its index depth
// WR_D and subkey length WR_L, read back from the URI of the store variant a
// trial measured (harness/layout_grid.h), and the read, write and delete
// throughput a finished trial measured for it. The URI is parsed rather than
// the label, because labels are for people and may be renamed.
#pragma once

#include <optional>
#include <string>

#include "bench/harness/run_record.h"
#include "bench/results/tuning.h"

namespace wr::gui {

struct LayoutCell {
    int depth = 0;
    int length = 0;
    bool operator==(const LayoutCell& other) const = default;
    auto operator<=>(const LayoutCell& other) const = default;
};

// "2D_2L", the name seed 000 gives a layout.
std::string layoutName(const LayoutCell& cell);

// The layout of a "wrstore:depth=D;len=L" variant; nullopt for another scheme
// or a URI without both settings.
std::optional<LayoutCell> layoutOfVariant(const wr::bench::StoreVariant& store);

// The operations per second of the trial's read, write and delete steps (the
// rows rankLayouts() ranks); a step that did not finish counts 0.
wr::bench::LayoutScore layoutScoreOf(const wr::bench::TrialResult& trial);

}  // namespace wr::gui
