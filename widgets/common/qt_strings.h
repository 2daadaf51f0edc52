// Conversions between Qt's strings and core's: core carries UTF-8 text in
// std::string and bytes in BytesView, the widgets QString and QByteArray.
#pragma once

#include <QByteArrayView>
#include <QString>

#include <string>

#include "util/bytes.h"

namespace wr::gui {

inline QString fromUtf8(const std::string& s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

inline std::string utf8(const QString& s) { return s.toStdString(); }

// Valid while the bytes it views live unchanged.
inline wr::BytesView bytesView(QByteArrayView bytes) { return {bytes.data(), size_t(bytes.size())}; }

}  // namespace wr::gui
