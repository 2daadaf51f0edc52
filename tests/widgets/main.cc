// The widget tests: every test class of this folder in one executable, run
// offscreen (QT_QPA_PLATFORM=offscreen, set by ctest), with the English
// translation installed as wrstudio installs it.
#include <QApplication>
#include <QStandardPaths>
#include <QTranslator>

#include "test_support.h"

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    // Recent stores and bookmarks go to a settings file of the tests' own.
    QStandardPaths::setTestModeEnabled(true);
    QTranslator english;
    if (!english.load(QStringLiteral(":/i18n/wrstudio_en.qm")) || !QCoreApplication::installTranslator(&english))
        return 1;
    int failed = 0;
    failed += wr::test::runRegistrySessionTests(argc, argv);
    failed += wr::test::runKeyTreeModelTests(argc, argv);
    failed += wr::test::runValueTableModelTests(argc, argv);
    failed += wr::test::runRegistryBrowserTests(argc, argv);
    failed += wr::test::runRegistryEditorTests(argc, argv);
    failed += wr::test::runImportPreviewTests(argc, argv);
    failed += wr::test::runReadOnlyTests(argc, argv);
    failed += wr::test::runFindByKeyTests(argc, argv);
    failed += wr::test::runStoreAddressTests(argc, argv);
    failed += wr::test::runChunkMapTests(argc, argv);
    failed += wr::test::runStoreFactsTests(argc, argv);
    failed += wr::test::runStoreDialogsTests(argc, argv);
    failed += wr::test::runHivePageTests(argc, argv);
    failed += wr::test::runUnitsTests(argc, argv);
    failed += wr::test::runRegfPageTests(argc, argv);
    return failed == 0 ? 0 : 1;
}
