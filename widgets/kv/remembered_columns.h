// Column widths that outlive the window: a table's header state is kept in
// QSettings under a name and restored the next time a table of that name is
// made, so a key column widened for long keys stays wide.
#pragma once

#include <QString>

class QHeaderView;

namespace wr::gui {

// Restores the widths saved under `name` (when there are any) and saves
// them whenever a column is resized.
void rememberColumns(QHeaderView* header, const QString& name);

}  // namespace wr::gui
