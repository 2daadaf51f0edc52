#include "widgets/inspector/value_data_text.h"

#include <QStringList>

#include <string>
#include <vector>

#include "registry/value_codec.h"
#include "registry/value_type.h"
#include "widgets/common/qt_strings.h"

namespace wr::gui {

namespace {

QByteArray fromBytes(const wr::Bytes& bytes) { return QByteArray(bytes.data(), qsizetype(bytes.size())); }

ValueDataText::Encoded failure(const QString& error) { return {std::nullopt, error}; }

// The value of a digit in base 10 or 16, -1 for anything else.
int digitValue(QChar c, int radix) {
    const char16_t u = c.unicode();
    if (u >= '0' && u <= '9') return u - '0';
    if (radix == 16 && u >= 'a' && u <= 'f') return u - 'a' + 10;
    if (radix == 16 && u >= 'A' && u <= 'F') return u - 'A' + 10;
    return -1;
}

}  // namespace

ValueDataText::Kind ValueDataText::kindOf(quint32 type) {
    using namespace wr::reg;
    switch (type) {
    case REG_SZ:
    case REG_EXPAND_SZ:
    case REG_LINK: return Kind::String;
    case REG_MULTI_SZ: return Kind::MultiString;
    case REG_DWORD:
    case REG_DWORD_BIG_ENDIAN:
    case REG_QWORD: return Kind::Number;
    default: return Kind::Binary;
    }
}

quint64 ValueDataText::maxNumber(quint32 type) {
    if (type == wr::reg::REG_QWORD) return ~quint64(0);
    return kindOf(type) == Kind::Number ? 0xFFFFFFFFull : 0;
}

QString ValueDataText::numberText(quint32 type, quint64 value, Base base) {
    if (base == Base::Decimal) return QString::number(value);
    const int digits = type == wr::reg::REG_QWORD ? 16 : 8;
    return QStringLiteral("0x%1").arg(value, digits, 16, QLatin1Char('0'));
}

std::optional<QString> ValueDataText::toText(quint32 type, QByteArrayView data, Base base) {
    using namespace wr::reg;
    switch (kindOf(type)) {
    case Kind::String: return QString::fromStdString(decodeString(bytesView(data)));
    case Kind::MultiString: {
        QStringList lines;
        for (const std::string& s : decodeMultiString(bytesView(data))) lines << QString::fromStdString(s);
        return lines.join(QLatin1Char('\n'));
    }
    case Kind::Number: {
        std::optional<quint64> value;
        if (type == REG_DWORD) value = decodeDword(bytesView(data));
        if (type == REG_DWORD_BIG_ENDIAN) value = decodeDwordBigEndian(bytesView(data));
        if (type == REG_QWORD) value = decodeQword(bytesView(data));
        if (!value) return std::nullopt;
        return numberText(type, *value, base);
    }
    case Kind::Binary: {
        // Sixteen bytes a line, as regedit's binary editor shows them.
        QStringList lines;
        for (qsizetype at = 0; at < data.size(); at += 16) {
            const QByteArrayView line = data.sliced(at, std::min<qsizetype>(16, data.size() - at));
            lines << QString::fromLatin1(line.toByteArray().toHex(' '));
        }
        return lines.join(QLatin1Char('\n'));
    }
    }
    return std::nullopt;
}

ValueDataText::Encoded ValueDataText::fromText(quint32 type, const QString& text, Base base) {
    using namespace wr::reg;
    switch (kindOf(type)) {
    case Kind::String: return {fromBytes(encodeString(utf8(text))), {}};
    case Kind::MultiString: {
        QString body = text;
        body.remove(QLatin1Char('\r'));
        // A final line break ends the last line; it does not start an empty one.
        if (body.endsWith(QLatin1Char('\n'))) body.chop(1);
        std::vector<std::string> strings;
        if (!body.isEmpty()) {
            const QStringList lines = body.split(QLatin1Char('\n'));
            for (qsizetype i = 0; i < lines.size(); ++i) {
                if (lines[i].isEmpty()) {
                    return failure(tr("Line %1 is empty; REG_MULTI_SZ cannot hold empty strings.").arg(i + 1));
                }
                strings.push_back(utf8(lines[i]));
            }
        }
        return {fromBytes(encodeMultiString(strings)), {}};
    }
    case Kind::Number: {
        QString digits = text.trimmed();
        const quint64 max = maxNumber(type);
        const Base other = base == Base::Decimal ? Base::Hexadecimal : Base::Decimal;
        const QString range = tr("Enter a whole number from 0 to %1 (%2).")
                                  .arg(numberText(type, max, base), numberText(type, max, other));
        if (base == Base::Hexadecimal && digits.startsWith(QLatin1String("0x"), Qt::CaseInsensitive)) {
            digits = digits.mid(2);
        }
        if (digits.isEmpty()) return failure(range);
        const int radix = base == Base::Hexadecimal ? 16 : 10;
        quint64 value = 0;
        for (QChar c : digits) {
            const int digit = digitValue(c, radix);
            if (digit < 0) {
                return failure(tr("'%1' is not a %2 digit. %3")
                                   .arg(c, base == Base::Hexadecimal ? tr("hexadecimal") : tr("decimal"), range));
            }
            if (value > (max - quint64(digit)) / quint64(radix)) {
                return failure(tr("%1 is too large for %2. %3")
                                   .arg(text.trimmed(), QString::fromStdString(valueTypeName(type)), range));
            }
            value = value * quint64(radix) + quint64(digit);
        }
        if (type == REG_DWORD) return {fromBytes(encodeDword(quint32(value))), {}};
        if (type == REG_DWORD_BIG_ENDIAN) return {fromBytes(encodeDwordBigEndian(quint32(value))), {}};
        return {fromBytes(encodeQword(value)), {}};
    }
    case Kind::Binary: {
        QString digits;
        for (qsizetype i = 0; i < text.size(); ++i) {
            const QChar c = text[i];
            if (c.isSpace() || c == QLatin1Char(',')) continue;
            if (digitValue(c, 16) < 0) {
                return failure(tr("'%1' at position %2 is not a hexadecimal digit.").arg(c).arg(i + 1));
            }
            digits += c;
        }
        if (digits.size() % 2 != 0) {
            return failure(tr("%1 hex digits: every byte needs two.").arg(digits.size()));
        }
        return {QByteArray::fromHex(digits.toLatin1()), {}};
    }
    }
    return failure(QString());
}

}  // namespace wr::gui
