// The widget tests: every test class of this folder in one executable, run
// offscreen (QT_QPA_PLATFORM=offscreen, set by ctest).
#include <QApplication>

#include "test_support.h"

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    int failed = 0;
    failed += wr::test::runRegistrySessionTests(argc, argv);
    failed += wr::test::runKeyTreeModelTests(argc, argv);
    failed += wr::test::runValueTableModelTests(argc, argv);
    failed += wr::test::runRegistryBrowserTests(argc, argv);
    return failed == 0 ? 0 : 1;
}
