// Whether a store address names a Windows hive file (NTUSER.DAT, SOFTWARE, a
// .hiv: the "regf" signature at offset 0) rather than a portable hive's
// directory. Such a file opens read-only only (core/registry/regf), so the
// shell never offers it for writing and says what it is in titles and the
// status bar. The answer reads four bytes of the file.
#pragma once

#include "widgets/shell/store_address.h"

namespace wr::gui {

bool isWindowsHiveFile(const StoreAddress& address);

}  // namespace wr::gui
