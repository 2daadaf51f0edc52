#include "widgets/migrate/source_page.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include "widgets/migrate/migration_choices.h"
#include "widgets/migrate/problem_label.h"
#include "widgets/shell/open_store_dialog.h"
#include "widgets/shell/store_address.h"

namespace wr::gui {

SourcePage::SourcePage(MigrationChoices& choices, const QStringList& openStores, QWidget* parent)
    : QWizardPage(parent),
      choices_(choices),
      openStores_(new QListWidget(this)),
      uri_(new QLineEdit(this)),
      choose_(new QPushButton(tr("C&hoose..."), this)),
      problem_(makeProblemLabel(this)) {
    setTitle(tr("Source"));
    setSubTitle(tr("The store whose pairs are copied. It is only read: nothing is ever written to it."));
    for (const QString& uri : openStores) {
        const auto address = StoreAddress::parse(uri);
        if (address && address->kind == StoreAddress::Kind::Store) {
            auto* item = new QListWidgetItem(address->title(), openStores_);
            item->setData(Qt::UserRole, uri);
            item->setToolTip(uri);
        }
    }
    uri_->setPlaceholderText(tr("A store URI, e.g. leveldb:dir=/data/kv"));
    choose_->setToolTip(tr("Pick the store in the Open dialog"));

    auto* uriRow = new QHBoxLayout;
    uriRow->addWidget(uri_, 1);
    uriRow->addWidget(choose_);
    auto* layout = new QVBoxLayout(this);
    auto* openLabel = new QLabel(tr("Stores open in the window:"), this);
    layout->addWidget(openLabel);
    layout->addWidget(openStores_);
    openLabel->setVisible(openStores_->count() > 0);
    openStores_->setVisible(openStores_->count() > 0);
    auto* form = new QFormLayout;
    // A row of a field and a button: its label needs the field named as buddy.
    auto* uriLabel = new QLabel(tr("Source &URI:"), this);
    uriLabel->setBuddy(uri_);
    form->addRow(uriLabel, uriRow);
    layout->addLayout(form);
    layout->addWidget(problem_);
    layout->addStretch();

    connect(openStores_, &QListWidget::currentItemChanged, this, [this](QListWidgetItem* item) {
        if (item != nullptr) uri_->setText(item->data(Qt::UserRole).toString());
    });
    connect(uri_, &QLineEdit::textChanged, this, &SourcePage::check);
    connect(choose_, &QPushButton::clicked, this, &SourcePage::chooseThroughOpenDialog);
    check();
}

void SourcePage::setSource(const QString& uri) { uri_->setText(uri); }

QString SourcePage::problem() const { return problemText(problem_); }

bool SourcePage::isComplete() const { return !uri_->text().trimmed().isEmpty() && problem().isEmpty(); }

bool SourcePage::validatePage() {
    auto uri = wr::kv::StoreUri::parse(uri_->text().trimmed().toStdString());
    if (!uri) return false;
    choices_.source = *uri;
    emit storeNeeded(uri_->text().trimmed());
    return true;
}

void SourcePage::chooseThroughOpenDialog() {
    OpenStoreDialog dialog(this);
    if (const auto current = StoreAddress::parse(uri_->text().trimmed())) dialog.setAddress(*current);
    if (dialog.exec() == QDialog::Accepted) uri_->setText(dialog.address().toString());
}

void SourcePage::check() {
    const QString text = uri_->text().trimmed();
    QString problem;
    if (!text.isEmpty()) {
        QString error;
        const auto address = StoreAddress::parse(text, &error);
        if (!address)
            problem = error;
        else if (address->kind == StoreAddress::Kind::Hive)
            problem = tr("A raw hive holds no pairs to migrate: choose a store (wrstore: names a database in a hive).");
    }
    showProblem(problem_, problem);
    emit completeChanged();
}

}  // namespace wr::gui
