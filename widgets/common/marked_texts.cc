#include "widgets/common/marked_texts.h"

#include <QCoreApplication>
#include <algorithm>

#include "widgets/common/qt_strings.h"

namespace wr::gui {

bool MarkedTexts::isMarked(std::string_view text) const {
    return std::find(texts_.begin(), texts_.end(), text) != texts_.end();
}

QString MarkedTexts::translated(const std::string& text) const {
    return isMarked(text) ? QCoreApplication::translate(context_, text.c_str()) : fromUtf8(text);
}

}  // namespace wr::gui
