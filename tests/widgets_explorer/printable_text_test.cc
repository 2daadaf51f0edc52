// Rendering bytes as text: valid text stays text, everything else is shown
// visibly and marked; the one-line escape is reversible.
#include <QRandomGenerator>
#include <QTest>

#include "explorer_support.h"
#include "widgets/inspector/printable_text.h"

namespace wr::test {

using wr::gui::TextEncoding;
using wr::gui::TextRun;

class PrintableTextTest : public QObject {
    Q_OBJECT

private slots:
    void showsUtf8WithControlsAndBadBytesMarked() {
        const QByteArray bytes(
            "caf\xc3\xa9\n\t\x00\x7f\xff"
            "ok\r",
            13);
        const QList<TextRun> runs = wr::gui::renderText(bytes, TextEncoding::Utf8);
        QCOMPARE(runs.size(), 4);
        QCOMPARE(runs[0].text, QStringLiteral("café\n\t"));
        QVERIFY(!runs[0].escaped);
        QCOMPARE(runs[1].text, QStringLiteral("\\0\\x7f\\xff"));
        QVERIFY(runs[1].escaped);
        QCOMPARE(runs[2].text, QStringLiteral("ok"));
        QCOMPARE(runs[3].text, QStringLiteral("\\r"));
    }

    void rejectsOverlongAndSurrogateUtf8() {
        // An overlong '/' and an encoded surrogate are not text.
        const QList<TextRun> runs = wr::gui::renderText(QByteArray("\xc0\xaf\xed\xa0\x80", 5), TextEncoding::Utf8);
        QCOMPARE(runs.size(), 1);
        QCOMPARE(runs[0].text, QStringLiteral("\\xc0\\xaf\\xed\\xa0\\x80"));
    }

    void showsUtf16WithTheTerminatorAndAnOddByte() {
        // "Aé😀" then NUL, an unpaired high surrogate and one odd byte.
        const QByteArray bytes("A\x00\xe9\x00\x3d\xd8\x00\xde\x00\x00\x3d\xd8\x41", 13);
        const QList<TextRun> runs = wr::gui::renderText(bytes, TextEncoding::Utf16Le);
        QCOMPARE(runs.size(), 2);
        QCOMPARE(runs[0].text, QStringLiteral("Aé😀"));
        QCOMPARE(runs[1].text, QStringLiteral("\\0\\ud83d\\x41"));
    }

    void escapesKeysReversibly() {
        QCOMPARE(wr::gui::escapeBytes(QByteArray("user/42\\x\x01\xc3\xa9", 12)), QStringLiteral("user/42\\\\x\\x01é"));
        QCOMPARE(wr::gui::unescapeBytes(u"a\\x00b\\\\c\\q\\x4"), QByteArray("a\x00"
                                                                            "b\\c\\q\\x4",
                                                                            10));
        QCOMPARE(wr::gui::escapeBytes(QByteArray(300, 'k'), 10), QString(10, QLatin1Char('k')) + QChar(0x2026));
        QRandomGenerator random(42);
        for (int round = 0; round < 200; ++round) {
            QByteArray key(int(random.bounded(40)), Qt::Uninitialized);
            for (char& c : key) c = char(random.bounded(256));
            QCOMPARE(wr::gui::unescapeBytes(wr::gui::escapeBytes(key, 1000)), key);
        }
    }
};

int runPrintableTextTests(int argc, char** argv) {
    PrintableTextTest test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace wr::test

#include "printable_text_test.moc"
