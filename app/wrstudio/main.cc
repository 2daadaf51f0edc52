// wrstudio: the WR Studio desktop application.
//   wrstudio [URI | DIR]... [--hive DIR]... [--writable] [--go TARGET] [--view NAME]
//            [--import FILE] [--benchmark ID] [--screenshot FILE] [--lang CODE]
#include <QApplication>
#include <QByteArray>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>
#include <QTimer>
#include <QTranslator>

#include <cstdio>
#include <memory>

#include "bench/harness/preset.h"
#include "util/freed_memory.h"
#include "widgets/bench/bench_setup_panel.h"
#include "widgets/bench/benchmark_window.h"
#include "widgets/common/icons.h"
#include "widgets/pages/hive_page.h"
#include "widgets/shell/store_page.h"
#include "widgets/window/language_menu.h"
#include "widgets/window/main_window.h"
#include "widgets/window/named_view.h"

namespace {

// How long the window must stay quiet before a screenshot, and the longest
// a screenshot waits for that.
constexpr int kSettleMillis = 1200;
constexpr int kScreenshotTimeoutMillis = 60000;

// Saves a picture of `shown` (the main window or the Benchmark window), or of
// the dialog it shows, once every store has opened and nothing changed for a
// moment, then quits: how the documentation's screenshots are taken.
void screenshotWhenSettled(MainWindow& window, QWidget* shownWindow, const QString& file) {
    auto* quiet = new QTimer(&window);
    quiet->setSingleShot(true);
    quiet->setInterval(kSettleMillis);
    QObject::connect(quiet, &QTimer::timeout, &window, [shownWindow, file] {
        QWidget* shown = QApplication::activeModalWidget();
        const bool saved = (shown != nullptr ? shown : shownWindow)->grab().save(file);
        if (!saved) std::fprintf(stderr, "wrstudio: could not write %s\n", qPrintable(file));
        QCoreApplication::exit(saved ? 0 : 1);
    });
    for (wr::gui::StorePage* page : window.pages()) {
        QObject::connect(page, &wr::gui::StorePage::stateChanged, quiet, qOverload<>(&QTimer::start));
        QObject::connect(page, &wr::gui::StorePage::locationChanged, quiet, qOverload<>(&QTimer::start));
    }
    quiet->start();
    QTimer::singleShot(kScreenshotTimeoutMillis, &window, [quiet] { quiet->setInterval(0); });
}

// Runs `then` once every page has finished opening.
void whenAllOpened(MainWindow& window, const std::function<void()>& then) {
    auto remaining = std::make_shared<int>(int(window.pages().size()));
    if (*remaining == 0) {
        then();
        return;
    }
    for (wr::gui::StorePage* page : window.pages()) {
        auto* once = new QObject(page);
        QObject::connect(page, &wr::gui::StorePage::openFinished, once, [remaining, then, once] {
            once->deleteLater();
            if (--*remaining == 0) then();
        });
    }
}

// The translators of Qt's own texts and of the application's, for the
// default locale, installed for as long as the object lives.
class Translations {
public:
    Translations() {
        // Qt's texts (standard buttons, the file dialog) from the system's
        // translations, else from the few the application carries for the
        // languages Qt has none for.
        if (qt_.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath)) ||
            qt_.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
            QCoreApplication::installTranslator(&qt_);
        }
        // English is installed whatever the locale: it holds the plural forms
        // ("1 subkey", "2 subkeys") that the source texts only sketch. A
        // translator installed later is asked first.
        if (english_.load(QStringLiteral(":/i18n/wrstudio_en.qm"))) QCoreApplication::installTranslator(&english_);
        if (local_.load(QLocale(), QStringLiteral("wrstudio"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
            QCoreApplication::installTranslator(&local_);
        }
    }

private:
    QTranslator qt_;
    QTranslator english_;
    QTranslator local_;
};

// The language asked for with --lang CODE (or --lang=CODE), read before the
// parser exists: the parser's own texts are translated.
QString languageAsked(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        const QByteArray argument(argv[i]);
        if (argument == "--") break;
        if (argument == "--lang" && i + 1 < argc) return QString::fromLocal8Bit(argv[i + 1]);
        if (argument.startsWith("--lang=")) return QString::fromLocal8Bit(argument.mid(7));
    }
    return {};
}

// The texts follow --lang, else the language chosen in View > Language, else
// the system's; numbers and dates are written the same way as the texts.
void chooseLocale(int argc, char** argv) {
    QString language = languageAsked(argc, argv);
    if (language.isEmpty()) language = wr::gui::LanguageMenu::chosen();
    if (!language.isEmpty()) QLocale::setDefault(QLocale(language));
}

// The command line's options, described in the user's language.
struct CommandLine {
    QCommandLineParser parser;
    QCommandLineOption hive{QStringLiteral("hive"), QApplication::translate("main", "Open the registry hive in DIR."),
                            QStringLiteral("DIR")};
    QCommandLineOption writable{
        QStringLiteral("writable"),
        QApplication::translate("main", "Open the stores for writing (the default is read-only).")};
    QCommandLineOption go{{QStringLiteral("go"), QStringLiteral("key")},
                          QApplication::translate("main",
                                                  "Once the stores are open, go to TARGET in the last one: a "
                                                  "registry path, a key of the store, or #N for the store's row N."),
                          QStringLiteral("TARGET")};
    QCommandLineOption view{
        QStringLiteral("view"),
        QApplication::translate("main",
                                "Show the view NAME of the last store: Registry or Statistics for a hive; Keys, "
                                "Index (WR-Store, WR-Store++), Chunks (WR-Store++), Data Files (ZDB), Cluster or "
                                "Server (Redis) or Statistics for a store."),
        QStringLiteral("NAME")};
    QCommandLineOption import{
        QStringLiteral("import"),
        QApplication::translate("main",
                                "Preview the import of the .reg FILE into the last hive (staging it asks to open the "
                                "hive for writing unless --writable)."),
        QStringLiteral("FILE")};
    QCommandLineOption benchmark{
        QStringLiteral("benchmark"),
        QApplication::translate("main",
                                "Open the Benchmark window with the preset ID chosen (wrctl bench --list names them)."),
        QStringLiteral("ID")};
    QCommandLineOption screenshot{
        QStringLiteral("screenshot"),
        QApplication::translate("main", "Save a picture of the window to FILE once it has settled, then quit."),
        QStringLiteral("FILE")};
    QCommandLineOption lang{
        QStringLiteral("lang"),
        QApplication::translate("main",
                                "Show the texts in the language CODE (en, ko, vi) instead of the one chosen in "
                                "View > Language or the system's."),
        QStringLiteral("CODE")};

    CommandLine() {
        parser.setApplicationDescription(QApplication::translate(
            "main", "Explore and edit registry hives, WR-Store, WR-Store++, ZDB and other key-value stores."));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addOptions({hive, writable, go, view, import, benchmark, screenshot, lang});
        parser.addPositionalArgument(
            QStringLiteral("store"),
            QApplication::translate("main",
                                    "A store URI (wrstore:hive=DIR;db=kvs, zdb:dir=DIR, ...) or a hive directory."),
            QStringLiteral("[URI | DIR]..."));
    }
};

void describeApplication() {
    QCoreApplication::setOrganizationName(QStringLiteral("WR Studio"));
    QCoreApplication::setApplicationName(QStringLiteral("wrstudio"));
    QCoreApplication::setApplicationVersion(QStringLiteral(WR_VERSION));
    // The installed desktop entry's id: how a Wayland compositor finds the window's icon and name.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.wrstudio.WRStudio"));
}

// --help and --version need no display: they are answered before the GUI exists.
bool asksOnlyForHelp(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        const QByteArray argument(argv[i]);
        if (argument == "--") return false;
        for (const char* help : {"-h", "--help", "-?", "--help-all", "-v", "--version"}) {
            if (argument == help) return true;
        }
    }
    return false;
}

}  // namespace

int main(int argc, char** argv) {
    if (asksOnlyForHelp(argc, argv)) {
        QCoreApplication app(argc, argv);
        describeApplication();
        chooseLocale(argc, argv);
        Translations translations;
        CommandLine commandLine;
        commandLine.parser.process(app);  // prints and exits
        return 0;
    }
    wr::returnLargeBlocksWhenFreed();  // a session of many benchmark runs keeps flat memory
    wr::shareFewArenas();
    QApplication app(argc, argv);
    describeApplication();
    QApplication::setApplicationDisplayName(QStringLiteral("WR Studio"));
    QApplication::setWindowIcon(wr::gui::icons::application());
    chooseLocale(argc, argv);
    Translations translations;
    CommandLine commandLine;
    QCommandLineParser& parser = commandLine.parser;
    parser.process(app);

    const bool writable = parser.isSet(commandLine.writable);
    QList<wr::gui::StoreAddress> addresses;
    for (const QString& hive : parser.values(commandLine.hive))
        addresses.append(wr::gui::StoreAddress::hive(hive, writable));
    for (const QString& argument : parser.positionalArguments()) {
        QString error;
        auto address = wr::gui::StoreAddress::parse(argument, &error);
        if (!address) {
            std::fprintf(stderr, "wrstudio: %s\n", qPrintable(error));
            return 2;
        }
        address->writable = writable;
        addresses.append(*address);
    }

    const QString preset = parser.value(commandLine.benchmark);
    if (parser.isSet(commandLine.benchmark) && wr::bench::findPreset(preset.toStdString()) == nullptr) {
        std::fprintf(stderr, "wrstudio: no benchmark preset '%s' (wrctl bench --list names them)\n",
                     qPrintable(preset));
        return 2;
    }

    MainWindow window;
    // Screenshots for the documentation are taken at the default size.
    if (!parser.isSet(commandLine.screenshot)) window.restoreLayout();
    window.show();
    wr::gui::StorePage* last = nullptr;
    for (const wr::gui::StoreAddress& address : addresses) last = window.openStore(address);
    QPointer<wr::gui::StorePage> target = last;
    whenAllOpened(window, [&window, &commandLine, target] {
        const QCommandLineParser& options = commandLine.parser;
        // Once open: some views are there only for stores that have them.
        // Going to a key shows the Keys view: the view asked for comes after.
        if (target != nullptr && options.isSet(commandLine.go)) target->goTo(options.value(commandLine.go));
        if (target != nullptr && options.isSet(commandLine.view))
            wr::gui::showNamedView(*target, options.value(commandLine.view));
        if (auto* hive = qobject_cast<wr::gui::HivePage*>(target.data());
            hive != nullptr && options.isSet(commandLine.import)) {
            hive->importFile(options.value(commandLine.import));
        }
        QWidget* shown = &window;
        if (options.isSet(commandLine.benchmark)) {
            wr::gui::BenchmarkWindow* bench = window.showBenchmark();
            bench->setupPanel()->selectPreset(options.value(commandLine.benchmark));
            shown = bench;
        }
        if (options.isSet(commandLine.screenshot))
            screenshotWhenSettled(window, shown, options.value(commandLine.screenshot));
    });
    return QApplication::exec();
}
