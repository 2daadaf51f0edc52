// The window tests: every test class of this folder in one executable, run
// offscreen (QT_QPA_PLATFORM=offscreen, set by ctest).
#include <QApplication>

#include "common/own_settings.h"
#include "window_support.h"

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    wr::test::useOwnEmptySettings();
    int failed = 0;
    failed += wr::test::runOpenFailureTests(argc, argv);
    failed += wr::test::runTabMessagesTests(argc, argv);
    failed += wr::test::runStagedChangesPromptTests(argc, argv);
    failed += wr::test::runKeyboardTests(argc, argv);
    failed += wr::test::runRememberedStateTests(argc, argv);
    failed += wr::test::runCommandLineTests(argc, argv);
    failed += wr::test::runWalkthroughTests(argc, argv);
    return failed == 0 ? 0 : 1;
}
