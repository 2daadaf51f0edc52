#include "widgets/shell/store_parameter_form.h"

#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QToolButton>
#include <QVBoxLayout>

#include "stores/store_factory.h"
#include "widgets/common/qt_strings.h"
#include "widgets/shell/store_parameter_help.h"

namespace wr::gui {

StoreParameterForm::StoreParameterForm(HelpLines helpLines, QWidget* parent) : QWidget(parent), helpLines_(helpLines) {}

void StoreParameterForm::setScheme(const QString& scheme) {
    scheme_ = scheme;
    delete layout();
    qDeleteAll(findChildren<QWidget*>(QString(), Qt::FindDirectChildrenOnly));
    params_.clear();
    form_ = new QFormLayout(this);
    form_->setContentsMargins(0, 0, 0, 0);

    // The example URI gives the parameters and their order. Its values are
    // examples, not defaults, so no field shows them: an empty field is the
    // engine's own default.
    std::vector<std::pair<std::string, std::string>> example = {{"dir", "/data/hive"}};
    for (const wr::kv::SchemeInfo& info : wr::kv::knownSchemes()) {
        if (fromUtf8(info.scheme) != scheme) continue;
        if (auto uri = wr::kv::StoreUri::parse(info.example)) example = uri->params();
    }
    for (const auto& pair : example) {
        const QString param = fromUtf8(pair.first);
        const QString help = StoreParameterHelp::of(scheme, param);
        auto* edit = new QLineEdit(this);
        edit->setToolTip(help);
        connect(edit, &QLineEdit::textChanged, this, &StoreParameterForm::changed);
        QWidget* field = edit;
        const bool location = isLocationParameter(param);
        if (location || (helpLines_ == HelpLines::Shown && !help.isEmpty())) {
            field = new QWidget(this);
            auto* column = new QVBoxLayout(field);
            column->setContentsMargins(0, 0, 0, 0);
            column->setSpacing(2);
            auto* row = new QHBoxLayout;
            column->addLayout(row);
            edit->setParent(field);
            row->addWidget(edit, 1);
            if (location) {
                const bool isFile = param == QLatin1String("file");
                connect(edit, &QLineEdit::textChanged, this, [this, param] { emit locationChanged(param); });
                auto* browseButton = new QToolButton(field);
                browseButton->setText(tr("Browse..."));
                browseButton->setToolTip(isFile ? tr("Pick the file") : tr("Pick the directory"));
                connect(browseButton, &QToolButton::clicked, this, [this, param, isFile] { browse(param, isFile); });
                row->addWidget(browseButton);
            }
            if (helpLines_ == HelpLines::Shown && !help.isEmpty()) {
                auto* line = new QLabel(help, field);
                line->setWordWrap(true);
                line->setForegroundRole(QPalette::PlaceholderText);
                column->addWidget(line);
            }
        }
        form_->addRow(param + QLatin1Char(':'), field);
        params_.append({param, edit});
    }
}

QLineEdit* StoreParameterForm::field(const QString& name) const {
    for (const Param& param : params_) {
        if (param.name == name) return param.edit;
    }
    return nullptr;
}

QStringList StoreParameterForm::locationParameters() const {
    QStringList names;
    for (const Param& param : params_) {
        if (isLocationParameter(param.name)) names.append(param.name);
    }
    return names;
}

void StoreParameterForm::fill(const wr::kv::StoreUri& uri) {
    for (const Param& param : params_) param.edit->setText(fromUtf8(uri.get(param.name.toStdString()).value_or("")));
}

void StoreParameterForm::addTo(wr::kv::StoreUri& uri) const {
    for (const Param& param : params_) {
        if (!param.edit->text().isEmpty()) uri.set(param.name.toStdString(), param.edit->text().toStdString());
    }
}

void StoreParameterForm::chainTabOrder(QWidget* before, QWidget* after) const {
    QWidget* previous = before;
    for (const Param& param : params_) {
        QWidget::setTabOrder(previous, param.edit);
        previous = param.edit;
    }
    QWidget::setTabOrder(previous, after);
}

void StoreParameterForm::browse(const QString& name, bool file) {
    QLineEdit* edit = field(name);
    const QString start = edit->text().isEmpty() ? QDir::homePath() : edit->text();
    const QString picked = file ? QFileDialog::getSaveFileName(this, tr("Pick %1").arg(name), start, QString(), nullptr,
                                                               QFileDialog::DontConfirmOverwrite)
                                : QFileDialog::getExistingDirectory(this, tr("Pick %1").arg(name), start);
    if (!picked.isEmpty()) edit->setText(QDir::toNativeSeparators(picked));
}

}  // namespace wr::gui
