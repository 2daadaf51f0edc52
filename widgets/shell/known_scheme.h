// The store factory's schemes by name (wr::kv::knownSchemes()), for the
// Open dialog, store addresses and the migration wizard: whether this build
// knows a scheme, whether it names a server (Redis) rather than files (no
// place on disk, nothing to create), and its description in the user's
// language.
#pragma once

#include <QString>
#include <string_view>

#include "stores/store_factory.h"

namespace wr::gui {

// The scheme of that name, or null when this build knows none.
const wr::kv::SchemeInfo* knownScheme(std::string_view scheme);
bool isServerScheme(std::string_view scheme);

// The scheme's one-line description, translated. Core has no Qt, so its
// lines are marked for translation here; a line core changes shows
// untranslated until it is marked again, which isDescriptionMarked tells
// (the widget tests check every scheme of the build).
QString schemeDescription(const wr::kv::SchemeInfo& info);
bool isDescriptionMarked(const wr::kv::SchemeInfo& info);

}  // namespace wr::gui
