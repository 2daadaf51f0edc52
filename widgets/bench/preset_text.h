// A benchmark preset's description and scales (wr::bench::Preset) in the
// user's language, for the Benchmark window's preset details.
#pragma once

#include <QString>

#include "bench/harness/preset.h"

namespace wr::gui {

// Core has no Qt, so the presets' texts are marked for translation here; a
// text core changes shows untranslated until it is marked again, which
// isPresetTextMarked tells (the widget tests check every preset).
QString presetDescription(const wr::bench::Preset& preset);
QString presetScales(const wr::bench::Preset& preset);
bool isPresetTextMarked(const wr::bench::Preset& preset);

}  // namespace wr::gui
