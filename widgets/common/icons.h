// The icons of the registry views and of the application. Keys and values
// look as they do in regedit (folders; "ab" for text values, binary digits
// for every other type) and are drawn for this project (resources/
// wrstudio.qrc); action icons come from the desktop's icon theme, or the
// widget style's own where the theme has none.
#pragma once

#include <QIcon>
#include <QStyle>

namespace wr::gui::icons {

// A closed folder, with the open one as its QIcon::On state, which views
// use for an expanded item.
QIcon key();
QIcon value(quint32 type);
QIcon application();
QIcon themed(const QString& name, QStyle::StandardPixmap fallback);

}  // namespace wr::gui::icons
