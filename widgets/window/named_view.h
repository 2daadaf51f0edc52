// Showing a store page's view by name, as wrstudio --view does. The name is
// the view's tab text in the language shown ("통계"), or its English name
// ("Statistics"), which the documentation and scripts use whatever the
// user's language; letter case does not matter.
#pragma once

#include <QString>

namespace wr::gui {

class StorePage;

// Shows the view of `page` named `name`; false when the page has none.
bool showNamedView(StorePage& page, const QString& name);

}  // namespace wr::gui
