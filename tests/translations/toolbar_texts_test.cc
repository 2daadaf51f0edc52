// The main window's toolbar reads its actions' texts without the "(&W)"
// mnemonics of the Korean translation, also once an action's text changes.
#include <QAction>
#include <QTest>
#include <QToolBar>

#include "widgets/window/main_window.h"
#include "widgets/window/toolbar_texts.h"

namespace wr::test {

class ToolbarTextsTest : public QObject {
    Q_OBJECT

private slots:
    void mnemonicsAndEllipsesGo() {
        QCOMPARE(gui::withoutMnemonic(QStringLiteral("변경 기록(&W)")), QStringLiteral("변경 기록"));
        QCOMPARE(gui::withoutMnemonic(QStringLiteral("열기(&O)...")), QStringLiteral("열기"));
        QCOMPARE(gui::withoutMnemonic(QStringLiteral("&Open...")), QStringLiteral("Open"));
        QCOMPARE(gui::withoutMnemonic(QStringLiteral("Re&vert Changes…")), QStringLiteral("Revert Changes"));
        QCOMPARE(gui::withoutMnemonic(QStringLiteral("Keys && Values")), QStringLiteral("Keys & Values"));
    }

    void toolbarFollowsTheActionsText() {
        MainWindow window;
        auto* bar = window.findChild<QToolBar*>(QStringLiteral("mainToolBar"));
        QVERIFY(bar != nullptr);
        QAction* first = bar->actions().constFirst();
        QVERIFY(!first->iconText().contains(QLatin1Char('&')));
        first->setText(QStringLiteral("변경 %1개 기록(&W)").arg(3));
        QCOMPARE(first->iconText(), QStringLiteral("변경 3개 기록"));
    }
};

int runToolbarTextsTests(int argc, char** argv) {
    ToolbarTextsTest test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace wr::test

#include "toolbar_texts_test.moc"
