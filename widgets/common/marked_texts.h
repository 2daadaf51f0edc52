// Texts core gives in English (core has no Qt), marked for translation in the
// GUI with QT_TRANSLATE_NOOP in a list of the exact texts: a text on the list
// is shown translated, any other as it is, and a test can ask whether every
// text core gives is on the list (a text core changes drops off it).
#pragma once

#include <QString>
#include <span>
#include <string>
#include <string_view>

namespace wr::gui {

class MarkedTexts {
public:
    // `context` is the QT_TRANSLATE_NOOP context of every text in `texts`.
    MarkedTexts(const char* context, std::span<const char* const> texts) : context_(context), texts_(texts) {}

    bool isMarked(std::string_view text) const;
    QString translated(const std::string& text) const;

private:
    const char* context_;
    std::span<const char* const> texts_;
};

}  // namespace wr::gui
