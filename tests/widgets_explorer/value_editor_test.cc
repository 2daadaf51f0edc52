// The typed editors of registry values: the exact bytes Windows would store,
// and invalid input refused inline with OK disabled.
#include <QComboBox>
#include <QPushButton>
#include <QTest>

#include "explorer_support.h"
#include "registry/value_codec.h"
#include "registry/value_type.h"
#include "widgets/inspector/value_data_editor.h"
#include "widgets/inspector/value_edit_dialog.h"

namespace wr::test {

using wr::gui::ValueDataEditor;
using wr::gui::ValueDataText;
using wr::gui::ValueEditDialog;
using namespace wr::reg;

namespace {

QByteArray bytes(const wr::Bytes& b) { return QByteArray(b.data(), qsizetype(b.size())); }

}  // namespace

class ValueEditorTest : public QObject {
    Q_OBJECT

private slots:
    void writesMultiStringsOnePerLine() {
        ValueEditDialog dialog;
        dialog.setValue(QStringLiteral("Paths"), REG_MULTI_SZ, bytes(encodeMultiString({"old"})), false);
        QCOMPARE(dialog.editor()->text(), QStringLiteral("old"));
        dialog.editor()->setText(QStringLiteral("C:\\wr\nD:\\data\n"));
        QVERIFY(dialog.okButton()->isEnabled());
        QCOMPARE(*dialog.data(), QByteArray("C\0:\0\\\0w\0r\0\0\0D\0:\0\\\0d\0a\0t\0a\0\0\0\0\0", 30));

        dialog.editor()->setText(QStringLiteral("a\n\nb"));
        QVERIFY(!dialog.okButton()->isEnabled());
        QVERIFY(!dialog.data().has_value());
        QVERIFY2(dialog.problem().contains(QStringLiteral("Line 2")), qPrintable(dialog.problem()));
    }

    void writesBigEndianDwordsInEitherBase() {
        ValueEditDialog dialog;
        dialog.setValue(QStringLiteral("Order"), REG_DWORD_BIG_ENDIAN, bytes(encodeDwordBigEndian(7)), false);
        ValueDataEditor* editor = dialog.editor();
        QCOMPARE(editor->text(), QStringLiteral("0x00000007"));
        editor->setText(QStringLiteral("0x01020304"));
        QCOMPARE(*dialog.data(), QByteArray("\x01\x02\x03\x04", 4));
        editor->setBase(ValueDataText::Base::Decimal);
        QCOMPARE(editor->text(), QStringLiteral("16909060"));
        QCOMPARE(*dialog.data(), QByteArray("\x01\x02\x03\x04", 4));
        editor->setText(QStringLiteral("4294967295"));
        QCOMPARE(*dialog.data(), QByteArray("\xff\xff\xff\xff", 4));

        for (const char* bad : {"4294967296", "-1", "12g", "", "0x10"}) {
            editor->setText(QString::fromLatin1(bad));
            QVERIFY2(!dialog.okButton()->isEnabled(), bad);
            QVERIFY(!dialog.problem().isEmpty());
        }
        editor->setBase(ValueDataText::Base::Hexadecimal);
        editor->setText(QStringLiteral("100000000"));
        QVERIFY(!dialog.okButton()->isEnabled());
        editor->setText(QStringLiteral("FFFFFFFF"));
        QVERIFY(dialog.okButton()->isEnabled());
    }

    void writesQwordsAndDwordsLittleEndian() {
        ValueEditDialog dialog;
        dialog.setValue(QStringLiteral("Size"), REG_QWORD, bytes(encodeQword(1ull << 40)), false);
        dialog.editor()->setBase(ValueDataText::Base::Decimal);
        QCOMPARE(dialog.editor()->text(), QStringLiteral("1099511627776"));
        dialog.editor()->setText(QStringLiteral("18446744073709551615"));
        QCOMPARE(*dialog.data(), QByteArray(8, char(0xff)));
        dialog.editor()->setText(QStringLiteral("18446744073709551616"));
        QVERIFY(!dialog.okButton()->isEnabled());
        dialog.editor()->setText(QStringLiteral("258"));
        QCOMPARE(*dialog.data(), QByteArray("\x02\x01\0\0\0\0\0\0", 8));

        dialog.setValue(QStringLiteral("Version"), REG_DWORD, bytes(encodeDword(1)), false);
        dialog.editor()->setText(QStringLiteral("258"));
        QCOMPARE(*dialog.data(), QByteArray("\x02\x01\0\0", 4));
    }

    void writesStringsAndBinary() {
        ValueEditDialog dialog;
        dialog.setValue(QString(), REG_SZ, {}, true);
        dialog.editor()->setText(QStringLiteral("#Scotland"));
        QCOMPARE(*dialog.data(), bytes(encodeString("#Scotland")));
        QCOMPARE(dialog.data()->size(), 20);

        // Changing the type carries the bytes over as hex.
        dialog.typeBox()->setCurrentIndex(dialog.typeBox()->findData(quint32(REG_BINARY)));
        QCOMPARE(dialog.type(), quint32(REG_BINARY));
        QVERIFY(dialog.editor()->text().startsWith(QStringLiteral("23 00 53 00")));
        dialog.editor()->setText(QStringLiteral("01,02 fe\nFF"));
        QCOMPARE(*dialog.data(), QByteArray("\x01\x02\xfe\xff", 4));
        dialog.editor()->setText(QStringLiteral("01 0"));
        QVERIFY(!dialog.okButton()->isEnabled());
        dialog.editor()->setText(QStringLiteral("01 zz"));
        QVERIFY(dialog.problem().contains(QStringLiteral("'z'")));

        // An over-long name is refused too.
        dialog.editor()->setText(QStringLiteral("00"));
        QVERIFY(dialog.okButton()->isEnabled());
        dialog.setValue(QString(16384, QLatin1Char('n')), REG_NONE, {}, true);
        QVERIFY(!dialog.okButton()->isEnabled());
    }
};

int runValueEditorTests(int argc, char** argv) {
    ValueEditorTest test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace wr::test

#include "value_editor_test.moc"
