#include "widgets/shell/new_store_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>
#include <QtConcurrent>

#include "stores/store_creation.h"
#include "stores/store_factory.h"
#include "widgets/common/qt_strings.h"
#include "widgets/shell/known_scheme.h"
#include "widgets/shell/store_parameter_form.h"

namespace wr::gui {

NewStoreDialog::NewStoreDialog(QWidget* parent)
    : QDialog(parent),
      type_(new QComboBox(this)),
      description_(new QLabel(this)),
      form_(new StoreParameterForm(StoreParameterForm::HelpLines::Shown, this)),
      uri_(new QLineEdit(this)),
      problem_(new QLabel(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Cancel, this)),
      create_(buttons_->addButton(tr("C&reate"), QDialogButtonBox::AcceptRole)),
      creation_(new QFutureWatcher<QString>(this)) {
    setWindowTitle(tr("New Store"));
    // A server store (Redis) is not created here: it is there once its server runs.
    for (const wr::kv::SchemeInfo& info : wr::kv::knownSchemes())
        if (!info.server) type_->addItem(schemeDescription(info), fromUtf8(info.scheme));
    description_->setWordWrap(true);
    description_->setText(
        tr("Settings left empty take the engine's defaults. The new store is created empty and "
           "opened for writing; a place that already holds a store is refused."));
    uri_->setReadOnly(true);
    uri_->setToolTip(tr("The store URI the settings make: wrctl and File > Open take it as it is"));
    problem_->setWordWrap(true);
    QPalette warning = problem_->palette();
    warning.setColor(QPalette::WindowText, QColor(0xb0, 0x2a, 0x2a));
    problem_->setPalette(warning);
    create_->setDefault(true);

    auto* top = new QFormLayout;
    top->addRow(tr("&Kind:"), type_);
    top->addRow(QString(), description_);
    auto* bottom = new QFormLayout;
    bottom->addRow(tr("URI:"), uri_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(form_);
    layout->addLayout(bottom);
    layout->addWidget(problem_);
    layout->addStretch();
    layout->addWidget(buttons_);

    connect(type_, &QComboBox::currentIndexChanged, this, &NewStoreDialog::selectType);
    connect(form_, &StoreParameterForm::changed, this, &NewStoreDialog::rebuildUri);
    connect(buttons_, &QDialogButtonBox::accepted, this, &NewStoreDialog::create);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(creation_, &QFutureWatcher<QString>::finished, this, &NewStoreDialog::created);
    selectType(0);
    resize(680, sizeHint().height());
}

NewStoreDialog::~NewStoreDialog() { creation_->waitForFinished(); }

QLineEdit* NewStoreDialog::field(const QString& name) const { return form_->field(name); }

QString NewStoreDialog::problem() const { return !problem_->isHidden() ? problem_->text() : QString(); }

void NewStoreDialog::selectType(int index) {
    form_->setScheme(type_->itemData(index).toString());
    form_->chainTabOrder(type_, create_);
    rebuildUri();
}

void NewStoreDialog::rebuildUri() {
    wr::kv::StoreUri uri(type_->currentData().toString().toStdString());
    form_->addTo(uri);
    uri_->setText(fromUtf8(uri.toString()));
    QString problem;
    for (const QString& param : form_->locationParameters()) {
        if (form_->field(param)->text().trimmed().isEmpty()) {
            problem = tr("Give %1: where the store is created.").arg(param);
            break;
        }
    }
    problem_->setText(problem);
    problem_->setVisible(!problem.isEmpty());
    create_->setEnabled(problem.isEmpty() && !creation_->isRunning());
}

void NewStoreDialog::create() {
    auto uri = wr::kv::StoreUri::parse(uri_->text().toStdString());
    if (!uri) {
        problem_->setText(fromUtf8(uri.status().message()));
        problem_->setVisible(true);
        return;
    }
    create_->setEnabled(false);
    type_->setEnabled(false);
    form_->setEnabled(false);
    problem_->setText(tr("Creating..."));
    problem_->setVisible(true);
    creation_->setFuture(QtConcurrent::run([uri = *uri] {
        Status s = wr::kv::createEmptyStore(uri);
        return s.isOk() ? QString() : fromUtf8(s.message());
    }));
}

void NewStoreDialog::created() {
    const QString error = creation_->result();
    type_->setEnabled(true);
    form_->setEnabled(true);
    if (error.isEmpty()) {
        accept();
        return;
    }
    rebuildUri();
    problem_->setText(tr("Not created: %1").arg(error));
    problem_->setVisible(true);
}

StoreAddress NewStoreDialog::address() const { return StoreAddress::store(uri_->text(), true); }

}  // namespace wr::gui
