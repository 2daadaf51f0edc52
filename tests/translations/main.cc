// The language machinery's tests: View > Language in the main window, run
// offscreen (QT_QPA_PLATFORM=offscreen, set by ctest), wrstudio's texts in
// the language asked for, the toolbar's texts without mnemonics, the views
// --view finds by their English names, and the labels' mnemonics.
#include <QApplication>

#include "common/own_settings.h"

namespace wr::test {
int runLanguageMenuTests(int argc, char** argv);
int runToolbarTextsTests(int argc, char** argv);
int runNamedViewTests(int argc, char** argv);
int runMnemonicLabelsTests(int argc, char** argv);
}  // namespace wr::test

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    wr::test::useOwnEmptySettings();
    int failed = 0;
    failed += wr::test::runLanguageMenuTests(argc, argv);
    failed += wr::test::runToolbarTextsTests(argc, argv);
    failed += wr::test::runNamedViewTests(argc, argv);
    failed += wr::test::runMnemonicLabelsTests(argc, argv);
    return failed == 0 ? 0 : 1;
}
