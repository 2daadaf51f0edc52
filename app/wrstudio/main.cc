// wrstudio: the WR Studio desktop application.
//   wrstudio [URI | DIR]... [--hive DIR]... [--writable] [--go TARGET] [--view NAME]
//            [--import FILE] [--screenshot FILE]
#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>
#include <QTabWidget>
#include <QTimer>
#include <QTranslator>

#include <cstdio>
#include <memory>

#include "main_window.h"
#include "widgets/common/icons.h"
#include "widgets/pages/hive_page.h"
#include "widgets/shell/store_page.h"

namespace {

// How long the window must stay quiet before a screenshot, and the longest
// a screenshot waits for that.
constexpr int kSettleMillis = 1200;
constexpr int kScreenshotTimeoutMillis = 60000;

// Saves a picture of the window (or of the dialog it shows) once every store
// has opened and nothing changed for a moment, then quits: how the
// documentation's screenshots are taken.
void screenshotWhenSettled(MainWindow& window, const QString& file) {
    auto* quiet = new QTimer(&window);
    quiet->setSingleShot(true);
    quiet->setInterval(kSettleMillis);
    QObject::connect(quiet, &QTimer::timeout, &window, [&window, file] {
        QWidget* shown = QApplication::activeModalWidget();
        const bool saved = (shown != nullptr ? shown : static_cast<QWidget*>(&window))->grab().save(file);
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

// Shows the view whose tab reads `name`, when the page has one.
void showView(wr::gui::StorePage& page, const QString& name) {
    for (int i = 0; i < page.views()->count(); ++i) {
        if (page.views()->tabText(i).compare(name, Qt::CaseInsensitive) == 0) page.views()->setCurrentIndex(i);
    }
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
    parser.setApplicationDescription(QApplication::translate(
        "main", "Explore and edit registry hives, WR-Store, WR-Store++, ZDB and other key-value stores."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption hiveOption(QStringLiteral("hive"),
                                        QApplication::translate("main", "Open the registry hive in DIR."),
                                        QStringLiteral("DIR"));
    const QCommandLineOption writableOption(
        QStringLiteral("writable"),
        QApplication::translate("main", "Open the stores for writing (the default is read-only)."));
    const QCommandLineOption goOption(
        {QStringLiteral("go"), QStringLiteral("key")},
        QApplication::translate("main",
                                "Once the stores are open, go to TARGET in the last one: a registry path, "
                                "a key of the store, or #N for the store's row N."),
        QStringLiteral("TARGET"));
    const QCommandLineOption viewOption(
        QStringLiteral("view"),
        QApplication::translate("main", "Show the view NAME of the last store (Registry, Index, Keys, Statistics)."),
        QStringLiteral("NAME"));
    const QCommandLineOption importOption(
        QStringLiteral("import"),
        QApplication::translate("main",
                                "Preview the import of the .reg FILE into the last hive (staging it asks to open the "
                                "hive for writing unless --writable)."),
        QStringLiteral("FILE"));
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"),
        QApplication::translate("main", "Save a picture of the window to FILE once it has settled, then quit."),
        QStringLiteral("FILE"));
    parser.addOptions({hiveOption, writableOption, goOption, viewOption, importOption, screenshotOption});
    parser.addPositionalArgument(
        QStringLiteral("store"),
        QApplication::translate("main", "A store URI (wrstore:hive=DIR;db=kvs, zdb:dir=DIR, ...) or a hive directory."),
        QStringLiteral("[URI | DIR]..."));
    parser.process(app);

    const bool writable = parser.isSet(writableOption);
    QList<wr::gui::StoreAddress> addresses;
    for (const QString& hive : parser.values(hiveOption)) addresses.append(wr::gui::StoreAddress::hive(hive, writable));
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

    MainWindow window;
    window.resize(1280, 800);
    window.show();
    wr::gui::StorePage* last = nullptr;
    for (const wr::gui::StoreAddress& address : addresses) last = window.openStore(address);
    QPointer<wr::gui::StorePage> target = last;
    whenAllOpened(window, [&window, &parser, &viewOption, &goOption, &importOption, &screenshotOption, target] {
        // Once open: some views are there only for stores that have them.
        if (target != nullptr && parser.isSet(viewOption)) showView(*target, parser.value(viewOption));
        if (target != nullptr && parser.isSet(goOption)) target->goTo(parser.value(goOption));
        if (auto* hive = qobject_cast<wr::gui::HivePage*>(target.data());
            hive != nullptr && parser.isSet(importOption)) {
            hive->importFile(parser.value(importOption));
        }
        if (parser.isSet(screenshotOption)) screenshotWhenSettled(window, parser.value(screenshotOption));
    });
    return QApplication::exec();
}
