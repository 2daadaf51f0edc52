// The explorer's widget tests: every test class of this folder in one
// executable, run offscreen (QT_QPA_PLATFORM=offscreen, set by ctest).
#include <QApplication>

#include "explorer_support.h"

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    int failed = 0;
    failed += wr::test::runPrintableTextTests(argc, argv);
    failed += wr::test::runHexViewTests(argc, argv);
    failed += wr::test::runDataInterpreterTests(argc, argv);
    failed += wr::test::runValueInspectorTests(argc, argv);
    failed += wr::test::runValueEditorTests(argc, argv);
    failed += wr::test::runKvSessionTests(argc, argv);
    failed += wr::test::runKeyListModelTests(argc, argv);
    failed += wr::test::runSearchTests(argc, argv);
    failed += wr::test::runKeyPlacementTests(argc, argv);
    failed += wr::test::runKvEditingTests(argc, argv);
    failed += wr::test::runKvExchangeTests(argc, argv);
    failed += wr::test::runKvPageTests(argc, argv);
    return failed == 0 ? 0 : 1;
}
