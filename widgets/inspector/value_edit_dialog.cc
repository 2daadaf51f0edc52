#include "widgets/inspector/value_edit_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include "registry/names.h"
#include "registry/value_type.h"
#include "widgets/inspector/value_data_editor.h"

namespace wr::gui {

ValueEditDialog::ValueEditDialog(QWidget* parent)
    : QDialog(parent),
      name_(new QLineEdit(this)),
      type_(new QComboBox(this)),
      editor_(new ValueDataEditor(this)),
      problem_(new QLabel(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("Edit Value"));
    for (quint32 type = wr::reg::REG_NONE; type <= wr::reg::REG_QWORD; ++type) {
        type_->addItem(QString::fromStdString(wr::reg::valueTypeName(type)), type);
    }
    name_->setPlaceholderText(tr("(Default)"));
    problem_->setWordWrap(true);
    QPalette warning = problem_->palette();
    warning.setColor(QPalette::WindowText, QColor(0xc0, 0x1c, 0x28));
    problem_->setPalette(warning);

    auto* form = new QFormLayout;
    form->addRow(tr("&Name:"), name_);
    form->addRow(tr("&Type:"), type_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("Value data:"), this));
    layout->addWidget(editor_, 1);
    layout->addWidget(problem_);
    layout->addWidget(buttons_);

    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(name_, &QLineEdit::textChanged, this, &ValueEditDialog::revalidate);
    connect(editor_, &ValueDataEditor::changed, this, &ValueEditDialog::revalidate);
    connect(type_, &QComboBox::currentIndexChanged, this, [this] { editor_->setType(type_->currentData().toUInt()); });
    setValue(QString(), wr::reg::REG_SZ, {}, true);
}

void ValueEditDialog::setValue(const QString& name, quint32 type, const QByteArray& data, bool nameEditable) {
    name_->setText(name);
    name_->setReadOnly(!nameEditable);
    editor_->setValue(type, data);
    selectType(type);
    revalidate();
}

void ValueEditDialog::selectType(quint32 type) {
    // A type number without a name (some drivers write them) is kept as it is.
    int index = type_->findData(type);
    if (index < 0) {
        type_->addItem(QString::fromStdString(wr::reg::valueTypeName(type)), type);
        index = type_->count() - 1;
    }
    const QSignalBlocker blocker(type_);
    type_->setCurrentIndex(index);
}

QString ValueEditDialog::name() const { return name_->text(); }

quint32 ValueEditDialog::type() const { return editor_->type(); }

std::optional<QByteArray> ValueEditDialog::data() const { return editor_->data(); }

QPushButton* ValueEditDialog::okButton() const { return buttons_->button(QDialogButtonBox::Ok); }

QString ValueEditDialog::problem() const { return problem_->text(); }

void ValueEditDialog::revalidate() {
    QString problem;
    const wr::Status name = wr::reg::validateValueName(name_->text().toStdString());
    if (!name.isOk()) {
        problem = QString::fromStdString(name.message());
    } else if (!editor_->isValid()) {
        problem = editor_->errorText();
    }
    problem_->setText(problem);
    problem_->setVisible(!problem.isEmpty());
    okButton()->setEnabled(problem.isEmpty());
}

}  // namespace wr::gui
