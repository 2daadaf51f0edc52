// A benchmark data set's source and description (wr::bench::dataSetCatalog())
// in the user's language, for the tuning page's data set list. Core has no
// Qt, so its lines are marked for translation here; a line core changes
// shows untranslated until it is marked again, which isDataSetTextMarked
// tells (the tuning page's tests check every data set).
#pragma once

#include <QString>

#include "bench/datasets/data_set.h"

namespace wr::gui {

// "seed 000 Table 4: numeric keys, random strings of 5-100 characters", translated.
QString dataSetSummary(const wr::bench::DataSetInfo& info);
bool isDataSetTextMarked(const wr::bench::DataSetInfo& info);

}  // namespace wr::gui
