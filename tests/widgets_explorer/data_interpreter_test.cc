// DataInterpreterModel: known bytes read as every type, both byte orders;
// in the inspector, both byte orders' columns show whole.
#include <QAbstractItemModelTester>
#include <QHeaderView>
#include <QSplitter>
#include <QTest>

#include "explorer_support.h"
#include "widgets/inspector/byte_source.h"
#include "widgets/inspector/data_interpreter_model.h"
#include "widgets/inspector/data_interpreter_view.h"
#include "widgets/inspector/hex_view.h"
#include "widgets/inspector/value_inspector.h"

namespace wr::test {

using Model = wr::gui::DataInterpreterModel;

class DataInterpreterTest : public QObject {
    Q_OBJECT

private slots:
    void readsIntegersBothWays() {
        Model model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setBytes(QByteArray("\xfe\x02\x03\x04\x05\x06\x07\x88", 8));
        QCOMPARE(model.valueText(Model::Int8Row, false), QStringLiteral("-2"));
        QCOMPARE(model.valueText(Model::UInt8Row, true), QStringLiteral("254"));
        QCOMPARE(model.valueText(Model::UInt16Row, false), QStringLiteral("766"));        // 0x02fe
        QCOMPARE(model.valueText(Model::Int16Row, true), QStringLiteral("-510"));         // 0xfe02
        QCOMPARE(model.valueText(Model::UInt32Row, false), QStringLiteral("67306238"));   // 0x040302fe
        QCOMPARE(model.valueText(Model::UInt32Row, true), QStringLiteral("4261544708"));  // 0xfe020304
        QCOMPARE(model.valueText(Model::Int32Row, true), QStringLiteral("-33422588"));
        QCOMPARE(model.valueText(Model::Int64Row, false),
                 QStringLiteral("-8644934341102468354"));  // 0x88070605040302fe
        QCOMPARE(model.valueText(Model::UInt64Row, true),
                 QStringLiteral("18303195151386150792"));  // 0xfe02030405060788
        QCOMPARE(model.index(Model::UInt32Row, Model::BigEndianColumn).data().toString(), QStringLiteral("4261544708"));
        QCOMPARE(model.index(Model::Int8Row, Model::TypeColumn).data().toString(), QStringLiteral("int8"));
    }

    void readsFloatsAndTimes() {
        Model model;
        model.setBytes(QByteArray("\x00\x00\x80\x3f", 4));
        QCOMPARE(model.valueText(Model::Float32Row, false), QStringLiteral("1"));
        QCOMPARE(model.valueText(Model::Float32Row, true), QStringLiteral("4.60060299e-41"));
        // Too few bytes for the 64-bit types.
        QCOMPARE(model.valueText(Model::Float64Row, false), QString());
        QCOMPARE(model.valueText(Model::FileTimeRow, false), QString());
        // 2001-09-09T01:46:40Z is 1,000,000,000 s after the Unix epoch: 0x3b9aca00.
        model.setBytes(QByteArray("\x00\xca\x9a\x3b", 4));
        QCOMPARE(model.valueText(Model::UnixTime32Row, false), QStringLiteral("2001-09-09T01:46:40.000Z"));

        // The Unix epoch as a FILETIME: 116444736000000000 = 0x019db1ded53e8000.
        model.setBytes(QByteArray("\x00\x80\x3e\xd5\xde\xb1\x9d\x01", 8));
        QCOMPARE(model.valueText(Model::FileTimeRow, false), QStringLiteral("1970-01-01T00:00:00.000Z"));
        QCOMPARE(model.valueText(Model::FileTimeRow, true), QStringLiteral("1715-05-23T23:02:10.410Z"));
        // 1.5 as a little-endian double: 0x3ff8000000000000.
        model.setBytes(QByteArray("\x00\x00\x00\x00\x00\x00\xf8\x3f", 8));
        QCOMPARE(model.valueText(Model::Float64Row, false), QStringLiteral("1.5"));
        // 1,700,000,000,000 ms = 2023-11-14T22:13:20Z: 0x0000018bcfe56800.
        model.setBytes(QByteArray("\x00\x68\xe5\xcf\x8b\x01\x00\x00", 8));
        QCOMPARE(model.valueText(Model::UnixTimeMillisRow, false), QStringLiteral("2023-11-14T22:13:20.000Z"));
        QCOMPARE(model.valueText(Model::UnixTime64Row, false), QStringLiteral("(out of range)"));
    }

    void showsBothByteOrdersWhole() {
        // The width the inspector has in the default window (1280 x 800), and a wide one.
        for (const int width : {820, 1400}) {
            wr::gui::ValueInspector inspector;
            inspector.resize(width, 520);
            // A FILETIME and a double whose texts are long read either way.
            inspector.setSource(std::make_shared<wr::gui::MemoryByteSource>(
                QByteArray("\x00\x80\x3e\xd5\xde\xb1\x9d\x01\x81\x23\x45\x67\x89\xab\xcd\xef", 16)));
            inspector.setCurrentTab(wr::gui::ValueInspector::HexTab);
            inspector.show();
            QVERIFY(QTest::qWaitForWindowExposed(&inspector));
            inspector.hexView()->setCursorOffset(1);
            wr::gui::DataInterpreterView* view = inspector.interpreterView();
            // What the cells at the cursor need (public through the base class).
            const QAbstractItemView* cells = view;
            for (int column = 0; column < Model::ColumnCount; ++column) {
                QVERIFY2(view->columnWidth(column) >= cells->sizeHintForColumn(column),
                         qPrintable(QStringLiteral("width %1, column %2: %3 < %4")
                                        .arg(width)
                                        .arg(column)
                                        .arg(view->columnWidth(column))
                                        .arg(cells->sizeHintForColumn(column))));
                QVERIFY(view->columnWidth(column) >= view->neededColumnWidth(column));
            }
            const int right =
                view->columnViewportPosition(Model::BigEndianColumn) + view->columnWidth(Model::BigEndianColumn);
            QVERIFY2(
                right <= view->viewport()->width(),
                qPrintable(QStringLiteral("width %1: %2 > %3").arg(width).arg(right).arg(view->viewport()->width())));
            // Side by side when there is room.
            if (width >= 1400) QCOMPARE(inspector.hexSplitter()->orientation(), Qt::Horizontal);
        }
    }
};

int runDataInterpreterTests(int argc, char** argv) {
    DataInterpreterTest test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace wr::test

#include "data_interpreter_test.moc"
