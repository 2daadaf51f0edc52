#include "widgets/pages/store_pages.h"

#include "widgets/pages/hive_page.h"
#include "widgets/pages/kv_store_page.h"

namespace wr::gui {

StorePage* createStorePage(const StoreAddress& address, QWidget* parent) {
    if (address.kind == StoreAddress::Kind::Hive) return new HivePage(address, parent);
    return new KvStorePage(address, parent);
}

}  // namespace wr::gui
