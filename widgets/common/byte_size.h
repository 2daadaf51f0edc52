// formatByteSize: the one way the views show a number of bytes — binary
// units labelled as such (KiB, MiB, GiB; QLocale's IEC format) with two
// decimals, so a key list, a chunk map, the statistics and a prompt that
// name the same figure show the same text.
#pragma once

#include <QString>

namespace wr::gui {

// "445.31 KiB", "1.95 MiB", "512 bytes".
QString formatByteSize(quint64 bytes);

}  // namespace wr::gui
