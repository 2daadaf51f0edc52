// The text a person types for a registry value's data, per type, and the
// exact bytes it stands for (encoded by registry/value_codec.h as Windows
// does):
//   REG_SZ, REG_EXPAND_SZ, REG_LINK   the text              -> UTF-16LE + NUL
//   REG_MULTI_SZ                      one string per line   -> NUL-separated
//                                     list + final NUL; empty lines are refused
//                                     (Windows cannot hold empty strings there)
//   REG_DWORD, REG_DWORD_BIG_ENDIAN,  a whole number, decimal or hex (0x
//   REG_QWORD                         optional), range-checked
//   every other type                  hex bytes, separated or not
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace wr::gui {

class ValueDataText {
    Q_DECLARE_TR_FUNCTIONS(wr::gui::ValueDataText)

public:
    enum class Kind { String, MultiString, Number, Binary };
    enum class Base { Decimal, Hexadecimal };

    // Bytes, or the reason the text stands for none, in words for the user.
    struct Encoded {
        std::optional<QByteArray> bytes;
        QString error;
    };

    static Kind kindOf(quint32 type);
    // The largest number a numeric type holds (0 for the others).
    static quint64 maxNumber(quint32 type);

    // The text that stands for `data` of `type`; nullopt when the data is not
    // a valid value of the type (a REG_DWORD of three bytes).
    static std::optional<QString> toText(quint32 type, QByteArrayView data, Base base = Base::Decimal);
    static Encoded fromText(quint32 type, const QString& text, Base base = Base::Decimal);
    // A number as its type's text in `base`: "0x0000002a" or "42".
    static QString numberText(quint32 type, quint64 value, Base base);
};

}  // namespace wr::gui
