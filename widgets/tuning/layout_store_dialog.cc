#include "widgets/tuning/layout_store_dialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QtConcurrent>

#include "stores/store_creation.h"
#include "stores/store_places.h"
#include "stores/store_uri.h"

namespace wr::gui {

LayoutStoreDialog::LayoutStoreDialog(const LayoutCell& layout, QWidget* parent)
    : QDialog(parent),
      layout_(layout),
      hive_(new QLineEdit(this)),
      database_(new QLineEdit(QStringLiteral("kvs"), this)),
      uriLabel_(new QLabel(this)),
      problem_(new QLabel(this)),
      ok_(nullptr),
      creation_(new QFutureWatcher<QString>(this)) {
    const QString name = QString::fromStdString(layoutName(layout));
    setWindowTitle(tr("Create a WR-Store with layout %1").arg(name));
    hive_->setPlaceholderText(tr("directory of a new or existing hive"));
    auto* browse = new QPushButton(tr("&Browse..."), this);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Hive directory"), hive_->text());
        if (!dir.isEmpty()) hive_->setText(dir);
    });
    auto* hiveRow = new QHBoxLayout;
    hiveRow->addWidget(hive_, 1);
    hiveRow->addWidget(browse);

    auto* intro = new QLabel(tr("A new, empty WR-Store with index depth WR_D = %1 and subkey length WR_L = %2, "
                                "opened in a tab once created.")
                                 .arg(layout.depth)
                                 .arg(layout.length),
                             this);
    intro->setWordWrap(true);
    uriLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    problem_->setStyleSheet(QStringLiteral("color: #b00020"));
    problem_->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    ok_ = buttons->button(QDialogButtonBox::Ok);
    ok_->setText(tr("&Create"));
    connect(buttons, &QDialogButtonBox::accepted, this, &LayoutStoreDialog::create);
    connect(creation_, &QFutureWatcher<QString>::finished, this, &LayoutStoreDialog::created);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(hive_, &QLineEdit::textChanged, this, &LayoutStoreDialog::check);
    connect(database_, &QLineEdit::textChanged, this, &LayoutStoreDialog::check);

    auto* form = new QFormLayout;
    // A row of a field and a button: its label needs the field named as buddy.
    auto* hiveLabel = new QLabel(tr("&Hive:"), this);
    hiveLabel->setBuddy(hive_);
    form->addRow(hiveLabel, hiveRow);
    form->addRow(tr("&Database:"), database_);
    form->addRow(tr("URI:"), uriLabel_);
    auto* layoutBox = new QVBoxLayout(this);
    layoutBox->addWidget(intro);
    layoutBox->addLayout(form);
    layoutBox->addWidget(problem_);
    layoutBox->addWidget(buttons);
    check();
}

QString LayoutStoreDialog::uri() const {
    wr::kv::StoreUri uri("wrstore");
    uri.set("hive", QDir::cleanPath(hive_->text().trimmed()).toStdString());
    uri.set("db", database_->text().trimmed().toStdString());
    uri.set("depth", std::to_string(layout_.depth));
    uri.set("len", std::to_string(layout_.length));
    return QString::fromStdString(uri.toString());
}

QString LayoutStoreDialog::problem() const { return problem_->text(); }

void LayoutStoreDialog::check() {
    QString why;
    if (hive_->text().trimmed().isEmpty()) {
        why = tr("Give the hive's directory.");
    } else if (database_->text().trimmed().isEmpty()) {
        why = tr("Give the database's name.");
    } else {
        // The engine's own checks of the settings, without touching the disk.
        auto parsed = wr::kv::StoreUri::parse(uri().toStdString());
        Status status = parsed.status();
        if (parsed.isOk()) status = wr::kv::storePlaces(*parsed).status();
        if (!status.isOk()) why = QString::fromStdString(status.message());
    }
    uriLabel_->setText(why.isEmpty() ? uri() : QString());
    problem_->setText(why);
    ok_->setEnabled(why.isEmpty() && !creation_->isRunning());
}

void LayoutStoreDialog::create() {
    auto parsed = wr::kv::StoreUri::parse(uri().toStdString());
    if (!parsed.isOk()) return;  // check() keeps Create disabled then
    ok_->setEnabled(false);
    hive_->setEnabled(false);
    database_->setEnabled(false);
    problem_->setText(tr("Creating..."));
    creation_->setFuture(QtConcurrent::run([uri = *parsed] {
        Status s = wr::kv::createEmptyStore(uri);
        return s.isOk() ? QString() : QString::fromStdString(s.message());
    }));
}

void LayoutStoreDialog::created() {
    const QString error = creation_->result();
    hive_->setEnabled(true);
    database_->setEnabled(true);
    if (error.isEmpty()) {
        accept();
        return;
    }
    check();
    problem_->setText(tr("Not created: %1").arg(error));
}

}  // namespace wr::gui
