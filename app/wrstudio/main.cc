// wrstudio: the WR Studio desktop application.
//   wrstudio [--hive] DIR [--writable] [--key PATH] [--screenshot FILE]
#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QTimer>
#include <QTranslator>

#include <cstdio>
#include <memory>

#include "main_window.h"
#include "widgets/icons.h"
#include "widgets/registry_browser.h"

namespace {

// Saves a picture of the window once it has settled (the hive is open, the
// key given with --key is revealed and every request is answered, or there
// is no hive to wait for), then quits: how the documentation's screenshots
// are taken.
void screenshotWhenSettled(MainWindow& window, const QString& file, bool waitForHive, bool waitForReveal) {
    auto shoot = [&window, file] {
        // A short delay lets the views paint what arrived last.
        QTimer::singleShot(300, &window, [&window, file] {
            const bool saved = window.grab().save(file);
            if (!saved) std::fprintf(stderr, "wrstudio: could not write %s\n", qPrintable(file));
            QCoreApplication::exit(saved ? 0 : 1);
        });
    };
    if (!waitForHive) {
        shoot();
        return;
    }
    auto revealed = std::make_shared<bool>(!waitForReveal);
    auto taken = std::make_shared<bool>(false);
    QObject::connect(window.browser(), &wr::gui::RegistryBrowser::revealFinished, &window,
                     [revealed] { *revealed = true; });
    QObject::connect(window.session(), &wr::gui::RegistrySession::idle, &window, [&window, revealed, taken, shoot] {
        if (*taken || (!*revealed && window.session()->isOpen())) return;
        *taken = true;
        shoot();
    });
}

}  // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("WR Studio"));
    QCoreApplication::setApplicationName(QStringLiteral("wrstudio"));
    QCoreApplication::setApplicationVersion(QStringLiteral(WR_VERSION));
    QApplication::setApplicationDisplayName(QStringLiteral("WR Studio"));
    QApplication::setWindowIcon(wr::gui::icons::application());

    QTranslator qtTranslator;
    if (qtTranslator.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(&qtTranslator);
    }
    // English is installed whatever the locale: it holds the plural forms
    // ("1 subkey", "2 subkeys") that the source texts only sketch. A
    // translator installed later is asked first.
    QTranslator english;
    if (english.load(QStringLiteral(":/i18n/wrstudio_en.qm"))) QCoreApplication::installTranslator(&english);
    QTranslator translator;
    if (translator.load(QLocale(), QStringLiteral("wrstudio"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(&translator);
    }

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Explore registry-backed and log-structured key-value stores."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption hiveOption(QStringLiteral("hive"), QApplication::translate("main", "Open the hive in DIR."),
                                        QStringLiteral("DIR"));
    const QCommandLineOption writableOption(
        QStringLiteral("writable"), QApplication::translate("main", "Open the hive for writing (default: read-only)."));
    const QCommandLineOption keyOption(QStringLiteral("key"),
                                       QApplication::translate("main", "Select the key at PATH once the hive is open."),
                                       QStringLiteral("PATH"));
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"),
        QApplication::translate("main", "Save a picture of the window to FILE once it has settled, then quit."),
        QStringLiteral("FILE"));
    parser.addOptions({hiveOption, writableOption, keyOption, screenshotOption});
    parser.addPositionalArgument(QStringLiteral("hive"), QApplication::translate("main", "The hive directory to open."),
                                 QStringLiteral("[DIR]"));
    parser.process(app);

    QString hive = parser.value(hiveOption);
    if (hive.isEmpty() && !parser.positionalArguments().isEmpty()) hive = parser.positionalArguments().constFirst();

    MainWindow window;
    window.resize(1100, 720);
    window.show();
    if (parser.isSet(screenshotOption)) {
        screenshotWhenSettled(window, parser.value(screenshotOption), !hive.isEmpty(), parser.isSet(keyOption));
    }
    if (!hive.isEmpty()) window.openHive(hive, parser.isSet(writableOption));
    if (parser.isSet(keyOption)) window.browser()->revealKey(parser.value(keyOption));
    return QApplication::exec();
}
