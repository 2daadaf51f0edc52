// ValueInspector: opens on the most telling tab and offers JSON and image
// views only when the bytes are JSON or an image.
#include <QBuffer>
#include <QElapsedTimer>
#include <QImage>
#include <QPlainTextEdit>
#include <QRandomGenerator>
#include <QTest>

#include "explorer_support.h"
#include "widgets/inspector/data_interpreter_model.h"
#include "widgets/inspector/hex_view.h"
#include "widgets/inspector/value_inspector.h"

namespace wr::test {

using wr::gui::ValueInspector;

namespace {

std::shared_ptr<wr::gui::ByteSource> memory(const QByteArray& bytes) {
    return std::make_shared<wr::gui::MemoryByteSource>(bytes);
}

// 600 MB of random bytes, generated as read, counting what was read.
class RandomSource : public wr::gui::ByteSource {
public:
    quint64 size() const override { return 600ull << 20; }
    QByteArray read(quint64 offset, qint64 length) override {
        if (offset >= size()) return {};
        QByteArray out(qsizetype(std::min<quint64>(quint64(length), size() - offset)), Qt::Uninitialized);
        QRandomGenerator random{quint32(offset)};
        for (char& c : out) c = char(random.bounded(256));
        bytesRead += quint64(out.size());
        return out;
    }
    quint64 bytesRead = 0;
};

}  // namespace

class ValueInspectorTest : public QObject {
    Q_OBJECT

private slots:
    void prettyPrintsJson() {
        ValueInspector inspector;
        inspector.setSource(memory("{\"id\":792479,\"tag\":\"#Scotland\",\"geo\":[-115.223125,36.232915]}"));
        QVERIFY(inspector.isTabAvailable(ValueInspector::JsonTab));
        QVERIFY(!inspector.isTabAvailable(ValueInspector::ImageTab));
        QCOMPARE(inspector.currentTab(), ValueInspector::JsonTab);
        const auto* json = inspector.findChild<QPlainTextEdit*>(QStringLiteral("jsonView"));
        QVERIFY(json != nullptr);
        const QString pretty = json->toPlainText();
        QVERIFY2(pretty.contains(QStringLiteral("\n    \"tag\": \"#Scotland\"")), qPrintable(pretty));
    }

    void previewsImages() {
        QImage picture(24, 16, QImage::Format_ARGB32);
        picture.fill(Qt::darkCyan);
        QBuffer png;
        png.open(QIODevice::WriteOnly);
        QVERIFY(picture.save(&png, "PNG"));
        ValueInspector inspector;
        inspector.setSource(memory(png.data()));
        QVERIFY(inspector.isTabAvailable(ValueInspector::ImageTab));
        QVERIFY(!inspector.isTabAvailable(ValueInspector::JsonTab));
        QCOMPARE(inspector.currentTab(), ValueInspector::ImageTab);
    }

    void opensTextOrHexByContent() {
        ValueInspector inspector;
        inspector.setSource(memory("(-115.223125, 36.232915)"));
        QCOMPARE(inspector.currentTab(), ValueInspector::TextTab);
        QVERIFY(!inspector.isTabAvailable(ValueInspector::JsonTab));

        inspector.setSource(memory(QByteArray("\x00\x01\x02\x03\xfe\xff\x10\x11", 8)));
        QCOMPARE(inspector.currentTab(), ValueInspector::HexTab);
        // The interpreter follows the hex view's cursor.
        inspector.hexView()->setCursorOffset(4);
        QCOMPARE(inspector.interpreter()->valueText(wr::gui::DataInterpreterModel::UInt16Row, false),
                 QStringLiteral("65534"));

        inspector.clear();
        QVERIFY(inspector.source() == nullptr);
        QVERIFY(inspector.hexView()->source() == nullptr);
    }

    void showsAHugeBinaryValueQuickly() {
        auto source = std::make_shared<RandomSource>();
        ValueInspector inspector;
        inspector.resize(900, 500);
        inspector.show();
        QVERIFY(QTest::qWaitForWindowExposed(&inspector));
        QElapsedTimer timer;
        timer.start();
        inspector.setSource(source);
        inspector.repaint();
        const qint64 millis = timer.elapsed();
        QCOMPARE(inspector.currentTab(), ValueInspector::HexTab);
        QVERIFY(!inspector.isTabAvailable(ValueInspector::JsonTab));
        // The head it looks at and a screenful of hex, nothing more.
        QVERIFY2(source->bytesRead <= 64 * 1024, qPrintable(QString::number(source->bytesRead)));
        QVERIFY2(millis < 1500, qPrintable(QStringLiteral("%1 ms").arg(millis)));

        // The text tab, filled when shown, reads only its head.
        timer.restart();
        inspector.setCurrentTab(ValueInspector::TextTab);
        inspector.repaint();
        QVERIFY2(timer.elapsed() < 3000, qPrintable(QStringLiteral("%1 ms").arg(timer.elapsed())));
        QVERIFY(source->bytesRead <= 2 * quint64(ValueInspector::kTextBytes) + 64 * 1024);
    }

    void forgetsTheValueWhenCleared() {
        ValueInspector inspector;
        inspector.setSource(memory("x"));
        inspector.clear();
        QVERIFY(inspector.source() == nullptr);
        QVERIFY(inspector.hexView()->source() == nullptr);
    }
};

int runValueInspectorTests(int argc, char** argv) {
    ValueInspectorTest test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace wr::test

#include "value_inspector_test.moc"
