#include "widgets/inspector/printable_text.h"

namespace wr::gui {

namespace {

QString byteEscape(uchar byte) { return QStringLiteral("\\x%1").arg(byte, 2, 16, QLatin1Char('0')); }

// Collects runs, merging neighbours of the same kind.
class RunBuilder {
public:
    void add(const QString& text, bool escaped) {
        if (!runs_.isEmpty() && runs_.last().escaped == escaped) {
            runs_.last().text += text;
        } else {
            runs_.push_back({text, escaped});
        }
    }
    void addCodePoint(char32_t c) {
        if (c == U'\n' || c == U'\t') {
            add(QString(QChar(c)), false);
        } else if (c == 0) {
            add(QStringLiteral("\\0"), true);
        } else if (c == U'\r') {
            add(QStringLiteral("\\r"), true);
        } else if (c < 0x20 || c == 0x7F) {
            add(byteEscape(uchar(c)), true);
        } else if (c >= 0x80 && c < 0xA0) {
            add(QStringLiteral("\\u%1").arg(uint(c), 4, 16, QLatin1Char('0')), true);
        } else {
            add(QString::fromUcs4(&c, 1), false);
        }
    }
    QList<TextRun> take() { return std::move(runs_); }

private:
    QList<TextRun> runs_;
};

// The length of the valid UTF-8 sequence at p (at most `left` bytes) and its
// code point; 0 when the bytes there are not valid UTF-8 (overlong forms,
// surrogates and values past U+10FFFF included).
int decodeUtf8(const uchar* p, qsizetype left, char32_t& out) {
    const uchar b = p[0];
    int length = 0;
    char32_t c = 0;
    char32_t minimum = 0;
    if (b < 0x80) {
        out = b;
        return 1;
    } else if ((b & 0xE0) == 0xC0) {
        length = 2, c = b & 0x1F, minimum = 0x80;
    } else if ((b & 0xF0) == 0xE0) {
        length = 3, c = b & 0x0F, minimum = 0x800;
    } else if ((b & 0xF8) == 0xF0) {
        length = 4, c = b & 0x07, minimum = 0x10000;
    } else {
        return 0;
    }
    if (left < length) return 0;
    for (int i = 1; i < length; ++i) {
        if ((p[i] & 0xC0) != 0x80) return 0;
        c = c << 6 | (p[i] & 0x3F);
    }
    if (c < minimum || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) return 0;
    out = c;
    return length;
}

bool isHexDigit(QChar c) {
    return (c >= QLatin1Char('0') && c <= QLatin1Char('9')) || (c >= QLatin1Char('a') && c <= QLatin1Char('f')) ||
           (c >= QLatin1Char('A') && c <= QLatin1Char('F'));
}

bool isPrintable(char32_t c) { return c >= 0x20 && c != 0x7F && !(c >= 0x80 && c < 0xA0); }

}  // namespace

QList<TextRun> renderText(QByteArrayView bytes, TextEncoding encoding) {
    RunBuilder runs;
    const auto* p = reinterpret_cast<const uchar*>(bytes.data());
    const qsizetype n = bytes.size();
    if (encoding == TextEncoding::Utf8) {
        for (qsizetype i = 0; i < n;) {
            char32_t c = 0;
            const int length = decodeUtf8(p + i, n - i, c);
            if (length == 0) {
                runs.add(byteEscape(p[i]), true);
                ++i;
            } else {
                runs.addCodePoint(c);
                i += length;
            }
        }
        return runs.take();
    }
    qsizetype i = 0;
    for (; i + 1 < n; i += 2) {
        const char16_t unit = char16_t(p[i] | p[i + 1] << 8);
        if (QChar::isHighSurrogate(unit) && i + 3 < n) {
            const char16_t low = char16_t(p[i + 2] | p[i + 3] << 8);
            if (QChar::isLowSurrogate(low)) {
                runs.addCodePoint(QChar::surrogateToUcs4(unit, low));
                i += 2;
                continue;
            }
        }
        if (QChar::isSurrogate(unit)) {
            runs.add(QStringLiteral("\\u%1").arg(uint(unit), 4, 16, QLatin1Char('0')), true);
        } else {
            runs.addCodePoint(unit);
        }
    }
    if (i < n) runs.add(byteEscape(p[i]), true);
    return runs.take();
}

QString escapeBytes(QByteArrayView bytes, qsizetype maxChars) {
    QString out;
    const auto* p = reinterpret_cast<const uchar*>(bytes.data());
    const qsizetype n = bytes.size();
    for (qsizetype i = 0; i < n;) {
        if (out.size() >= maxChars) {
            out += QChar(0x2026);
            break;
        }
        char32_t c = 0;
        const int length = decodeUtf8(p + i, n - i, c);
        if (length == 0 || !isPrintable(c)) {
            out += byteEscape(p[i]);
            ++i;
        } else {
            out += c == U'\\' ? QStringLiteral("\\\\") : QString::fromUcs4(&c, 1);
            i += length;
        }
    }
    return out;
}

QByteArray unescapeBytes(QStringView text) {
    QByteArray out;
    for (qsizetype i = 0; i < text.size();) {
        if (text[i] == QLatin1Char('\\') && i + 1 < text.size()) {
            if (text[i + 1] == QLatin1Char('\\')) {
                out += '\\';
                i += 2;
                continue;
            }
            if (i + 3 < text.size() && text[i + 1] == QLatin1Char('x') && isHexDigit(text[i + 2]) &&
                isHexDigit(text[i + 3])) {
                out += char(text.mid(i + 2, 2).toUInt(nullptr, 16));
                i += 4;
                continue;
            }
        }
        // One character (a surrogate pair when it is one) as UTF-8.
        const qsizetype length = text[i].isHighSurrogate() && i + 1 < text.size() ? 2 : 1;
        out += text.mid(i, length).toUtf8();
        i += length;
    }
    return out;
}

}  // namespace wr::gui
