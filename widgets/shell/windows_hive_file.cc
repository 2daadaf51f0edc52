#include "widgets/shell/windows_hive_file.h"

#include "registry/regf/regf_registry.h"

namespace wr::gui {

bool isWindowsHiveFile(const StoreAddress& address) {
    return address.kind == StoreAddress::Kind::Hive && wr::reg::isRegfFile(address.location.toStdString());
}

}  // namespace wr::gui
