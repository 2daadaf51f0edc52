#include "widgets/common/byte_size.h"

#include <QLocale>

namespace wr::gui {

QString formatByteSize(quint64 bytes) {
    return QLocale().formattedDataSize(qint64(bytes), 2, QLocale::DataSizeIecFormat);
}

}  // namespace wr::gui
