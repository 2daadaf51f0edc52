// View > Language keeps the choice and says that it applies at the next
// start; wrstudio then speaks the language chosen, the one --lang asks for,
// or the system's.
#include <QAction>
#include <QFile>
#include <QLibraryInfo>
#include <QMenu>
#include <QMessageBox>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include "widgets/window/language_menu.h"
#include "widgets/window/main_window.h"

namespace wr::test {

namespace {

constexpr int kProcessTimeoutMs = 30000;

// A sentence of wrstudio --help in each language.
const QString kEnglishHelp = QStringLiteral("Explore and edit registry hives");
const QString kKoreanHelp = QStringLiteral("키-값 저장소를 탐색하고 편집합니다");

QAction* actionFor(QMenu* menu, const QString& code) {
    for (QAction* action : menu->actions()) {
        if (action->isCheckable() && action->data().toString() == code) return action;
    }
    return nullptr;
}

// wrstudio --help's text with `arguments`, the system's language `lang` and
// the settings in `config` (no display: --help needs none).
QString helpText(const QStringList& arguments, const QString& lang, const QString& config) {
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "LC_ALL", "LC_MESSAGES", "LANGUAGE"}) {
        environment.remove(name);
    }
    environment.insert(QStringLiteral("LANG"), lang);
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), config);
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(WRSTUDIO_PATH), QStringList(arguments) << QStringLiteral("--help"));
    if (!process.waitForFinished(kProcessTimeoutMs) || process.exitCode() != 0) return {};
    return QString::fromUtf8(process.readAllStandardOutput());
}

// The settings file wrstudio reads under XDG_CONFIG_HOME=`config`.
void chooseForWrstudio(const QString& config, const QString& code) {
    QSettings settings(config + QStringLiteral("/WR Studio/wrstudio.conf"), QSettings::IniFormat);
    settings.setValue(QStringLiteral("language"), code);
}

}  // namespace

class LanguageMenuTest : public QObject {
    Q_OBJECT

private slots:
    void init() { QSettings().clear(); }

    void viewMenuOffersEveryTranslation() {
        MainWindow window;
        auto* menu = window.findChild<gui::LanguageMenu*>();
        QVERIFY(menu != nullptr);
        QAction* system = actionFor(menu, QString());
        QVERIFY(system != nullptr);
        QVERIFY(system->isChecked());
        QStringList names;
        for (const char* code : {"en", "ko", "vi"}) {
            QAction* action = actionFor(menu, QLatin1String(code));
            QVERIFY2(action != nullptr, code);
            names << action->text();
        }
        QCOMPARE(names, QStringList(
                            {QStringLiteral("&English"), QStringLiteral("한국어(&K)"), QStringLiteral("&Tiếng Việt")}));
    }

    void choiceIsRememberedAndAppliesAtTheNextStart() {
        MainWindow window;
        auto* menu = window.findChild<gui::LanguageMenu*>();
        QVERIFY(menu != nullptr);
        actionFor(menu, QStringLiteral("ko"))->trigger();
        QCOMPARE(QSettings().value(QStringLiteral("language")).toString(), QStringLiteral("ko"));
        auto* message = window.findChild<QMessageBox*>();
        QVERIFY(message != nullptr);
        QVERIFY(message->isVisible());
        QVERIFY(message->text().contains(QLatin1String("next time")));
        message->close();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QVERIFY(window.findChild<QMessageBox*>() == nullptr);

        // The same choice again changes nothing and says nothing.
        actionFor(menu, QStringLiteral("ko"))->trigger();
        QVERIFY(window.findChild<QMessageBox*>() == nullptr);

        MainWindow next;
        QVERIFY(actionFor(next.findChild<gui::LanguageMenu*>(), QStringLiteral("ko"))->isChecked());
    }

    void systemDefaultForgetsTheChoice() {
        gui::LanguageMenu::choose(QStringLiteral("vi"));
        gui::LanguageMenu menu;
        QVERIFY(actionFor(&menu, QStringLiteral("vi"))->isChecked());
        actionFor(&menu, QString())->trigger();
        QVERIFY(!QSettings().contains(QStringLiteral("language")));
        QVERIFY(gui::LanguageMenu::chosen().isEmpty());
        // A menu without a window says so in a window of its own, closed here
        // as a user closes it (and deleted, not left to the end of the process).
        QMessageBox* message = nullptr;
        for (QWidget* widget : QApplication::topLevelWidgets())
            if (auto* box = qobject_cast<QMessageBox*>(widget)) message = box;
        QVERIFY(message != nullptr);
        message->close();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }

    void wrstudioFollowsTheSystemsLanguage() {
        QTemporaryDir config;
        QVERIFY(helpText({}, QStringLiteral("ko_KR.UTF-8"), config.path()).contains(kKoreanHelp));
        QVERIFY(helpText({}, QStringLiteral("C"), config.path()).contains(kEnglishHelp));
    }

    void wrstudioFollowsTheChosenLanguage() {
        QTemporaryDir config;
        chooseForWrstudio(config.path(), QStringLiteral("ko"));
        QVERIFY(helpText({}, QStringLiteral("C"), config.path()).contains(kKoreanHelp));
        chooseForWrstudio(config.path(), QStringLiteral("en"));
        QVERIFY(helpText({}, QStringLiteral("ko_KR.UTF-8"), config.path()).contains(kEnglishHelp));
    }

    void langOptionComesFirst() {
        QTemporaryDir config;
        chooseForWrstudio(config.path(), QStringLiteral("en"));
        QVERIFY(helpText({QStringLiteral("--lang"), QStringLiteral("ko")}, QStringLiteral("C"), config.path())
                    .contains(kKoreanHelp));
        QVERIFY(helpText({QStringLiteral("--lang=en")}, QStringLiteral("ko_KR.UTF-8"), config.path())
                    .contains(kEnglishHelp));
    }

    void qtsOwnTextsFollowTheLanguage() {
        if (!QFile::exists(QLibraryInfo::path(QLibraryInfo::TranslationsPath) + QStringLiteral("/qtbase_ko.qm"))) {
            QSKIP("Qt's Korean translation (qt6-translations-l10n) is not installed");
        }
        QTemporaryDir config;
        // QCommandLineParser's "Options:", translated by Qt's own file.
        QVERIFY(helpText({QStringLiteral("--lang"), QStringLiteral("ko")}, QStringLiteral("C"), config.path())
                    .contains(QStringLiteral("옵션:")));
    }

    void qtsTextsForVietnameseComeFromOurOwnFile() {
        // What translations/qtbase_vi.ts says for QCommandLineParser's "Options:".
        QFile file(QStringLiteral(WR_TRANSLATIONS_DIR "/qtbase_vi.ts"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        static const QRegularExpression options(
            QStringLiteral("<source>Options:</source>\\s*<translation>([^<]+)</translation>"));
        const QRegularExpressionMatch translated = options.match(QString::fromUtf8(file.readAll()));
        QVERIFY2(translated.hasMatch(), "translations/qtbase_vi.ts does not translate \"Options:\"");
        QTemporaryDir config;
        QVERIFY(helpText({QStringLiteral("--lang"), QStringLiteral("vi")}, QStringLiteral("C"), config.path())
                    .contains(translated.captured(1)));
    }
};

int runLanguageMenuTests(int argc, char** argv) {
    LanguageMenuTest test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace wr::test

#include "language_menu_test.moc"
