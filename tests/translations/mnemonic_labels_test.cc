// A label that names a mnemonic has a buddy: otherwise the mnemonic does
// nothing and the label shows its '&' ("Source &URI:"). The translations
// carry mnemonics too ("원본 URI(&U):"), so every language would show it.
#include <QDir>
#include <QLabel>
#include <QRegularExpression>
#include <QTest>

#include "widgets/kv/kv_entry_dialog.h"
#include "widgets/kv/pair_export_dialog.h"
#include "widgets/migrate/migration_wizard.h"
#include "widgets/shell/new_store_dialog.h"
#include "widgets/shell/open_store_dialog.h"
#include "widgets/tuning/layout_store_dialog.h"

namespace wr::test {

namespace {

// The texts of the labels of `window` (its wizard pages included) that name
// a mnemonic but have no buddy.
QStringList labelsWithoutBuddy(const QWidget& window) {
    static const QRegularExpression mnemonic(QStringLiteral("&[^&\\s]"));
    QStringList found;
    for (const QLabel* label : window.findChildren<QLabel*>()) {
        if (Qt::mightBeRichText(label->text())) continue;
        if (label->text().contains(mnemonic) && label->buddy() == nullptr) found.append(label->text());
    }
    return found;
}

}  // namespace

class MnemonicLabelsTest : public QObject {
    Q_OBJECT

private slots:
    void everyMnemonicLabelHasABuddy() {
        const gui::MigrationWizard wizard({});
        const gui::PairExportDialog exportDialog({}, QStringLiteral("the key list"), QStringLiteral("3"),
                                                 exchange::PairFormat::kCsv, QDir::tempPath());
        const gui::LayoutStoreDialog layoutDialog(gui::LayoutCell{2, 3});
        const gui::OpenStoreDialog openDialog;
        const gui::NewStoreDialog newDialog;
        const gui::KvEntryDialog entryDialog;
        QStringList found;
        for (const QWidget* window : std::initializer_list<const QWidget*>{&wizard, &exportDialog, &layoutDialog,
                                                                           &openDialog, &newDialog, &entryDialog}) {
            found += labelsWithoutBuddy(*window);
        }
        QCOMPARE(found, QStringList());
    }
};

int runMnemonicLabelsTests(int argc, char** argv) {
    MnemonicLabelsTest test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace wr::test

#include "mnemonic_labels_test.moc"
