// The page that shows a store: a HivePage for a raw registry hive, a
// KvStorePage for any store a URI names. It sits above both pages so that
// their base class, StorePage, knows none of its subclasses.
#pragma once

#include <QWidget>

#include "widgets/shell/store_address.h"
#include "widgets/shell/store_page.h"

namespace wr::gui {

StorePage* createStorePage(const StoreAddress& address, QWidget* parent = nullptr);

}  // namespace wr::gui
