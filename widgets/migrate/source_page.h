// SourcePage: the migration wizard's first page — which store to migrate
// from: one of the stores open in the window's tabs, or any store URI,
// typed or chosen through the Open dialog (OpenStoreDialog). The source is
// only read.
#pragma once

#include <QStringList>
#include <QWizardPage>

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace wr::gui {

struct MigrationChoices;

class SourcePage : public QWizardPage {
    Q_OBJECT

public:
    SourcePage(MigrationChoices& choices, const QStringList& openStores, QWidget* parent = nullptr);

    void setSource(const QString& uri);
    QListWidget* openStoresList() const { return openStores_; }
    QLineEdit* uriEdit() const { return uri_; }
    QPushButton* chooseButton() const { return choose_; }
    // Why the URI is not a source, or empty.
    QString problem() const;

    bool isComplete() const override;
    bool validatePage() override;

signals:
    // The chosen source is about to be opened.
    void storeNeeded(const QString& uri);

private:
    void chooseThroughOpenDialog();
    void check();

    MigrationChoices& choices_;
    QListWidget* openStores_;
    QLineEdit* uri_;
    QPushButton* choose_;
    QLabel* problem_;
};

}  // namespace wr::gui
