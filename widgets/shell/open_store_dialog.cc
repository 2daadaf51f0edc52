#include "widgets/shell/open_store_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

#include "stores/store_factory.h"
#include "stores/store_uri.h"
#include "widgets/common/qt_strings.h"

namespace wr::gui {

namespace {

const QString kHive = QStringLiteral("hive");

bool namesDirectory(const QString& param) {
    return param == QLatin1String("hive") || param == QLatin1String("dir") || param == QLatin1String("data");
}

}  // namespace

OpenStoreDialog::OpenStoreDialog(QWidget* parent)
    : QDialog(parent),
      type_(new QComboBox(this)),
      description_(new QLabel(this)),
      form_(nullptr),
      formHost_(new QWidget(this)),
      uri_(new QLineEdit(this)),
      writable_(new QCheckBox(tr("Open for &writing (the default is read-only: nothing can change the store)"), this)),
      problem_(new QLabel(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("Open Store"));
    type_->addItem(tr("Registry hive"), kHive);
    type_->setItemData(0, tr("A portable registry hive: a directory holding hive.snap and hive.wal"), Qt::ToolTipRole);
    for (const wr::kv::SchemeInfo& info : wr::kv::knownSchemes()) {
        type_->addItem(fromUtf8(info.scheme), fromUtf8(info.scheme));
        type_->setItemData(type_->count() - 1, fromUtf8(info.description), Qt::ToolTipRole);
    }
    description_->setWordWrap(true);
    problem_->setWordWrap(true);
    QPalette warning = problem_->palette();
    warning.setColor(QPalette::WindowText, QColor(0xb0, 0x2a, 0x2a));
    problem_->setPalette(warning);
    uri_->setToolTip(tr("The store URI the fields above make; it may also be typed or pasted here"));

    auto* top = new QFormLayout;
    top->addRow(tr("&Type:"), type_);
    top->addRow(QString(), description_);
    auto* bottom = new QFormLayout;
    bottom->addRow(tr("&URI:"), uri_);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(formHost_);
    layout->addLayout(bottom);
    layout->addWidget(writable_);
    layout->addWidget(problem_);
    layout->addStretch();
    layout->addWidget(buttons_);

    connect(type_, &QComboBox::currentIndexChanged, this, &OpenStoreDialog::selectType);
    connect(uri_, &QLineEdit::textEdited, this, &OpenStoreDialog::readUri);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    selectType(0);
    resize(640, sizeHint().height());
}

void OpenStoreDialog::selectType(int index) {
    const QString scheme = type_->itemData(index).toString();
    description_->setText(type_->itemData(index, Qt::ToolTipRole).toString());
    delete formHost_->layout();
    qDeleteAll(formHost_->findChildren<QWidget*>(QString(), Qt::FindDirectChildrenOnly));
    params_.clear();
    form_ = new QFormLayout(formHost_);
    form_->setContentsMargins(0, 0, 0, 0);

    // The example URI gives the parameters, their order and a value to show as a hint.
    std::vector<std::pair<std::string, std::string>> example = {{"dir", "/data/hive"}};
    for (const wr::kv::SchemeInfo& info : wr::kv::knownSchemes()) {
        if (fromUtf8(info.scheme) != scheme) continue;
        if (auto uri = wr::kv::StoreUri::parse(info.example)) example = uri->params();
    }
    for (const auto& [name, value] : example) {
        const QString param = fromUtf8(name);
        auto* edit = new QLineEdit(formHost_);
        edit->setPlaceholderText(fromUtf8(value));
        connect(edit, &QLineEdit::textChanged, this, &OpenStoreDialog::rebuildUri);
        QWidget* field = edit;
        const bool isFile = param == QLatin1String("file");
        if (isFile || namesDirectory(param)) {
            field = new QWidget(formHost_);
            auto* row = new QHBoxLayout(field);
            row->setContentsMargins(0, 0, 0, 0);
            edit->setParent(field);
            row->addWidget(edit, 1);
            auto* browseButton = new QToolButton(field);
            browseButton->setText(tr("Browse..."));
            browseButton->setToolTip(isFile ? tr("Pick the file") : tr("Pick the directory"));
            connect(browseButton, &QToolButton::clicked, this, [this, param, isFile] { browse(param, isFile); });
            row->addWidget(browseButton);
        }
        form_->addRow(param + QLatin1Char(':'), field);
        params_.append({param, edit});
    }
    rebuildUri();
}

QLineEdit* OpenStoreDialog::field(const QString& name) const {
    for (const Param& param : params_) {
        if (param.name == name) return param.edit;
    }
    return nullptr;
}

void OpenStoreDialog::browse(const QString& name, bool file) {
    QLineEdit* edit = field(name);
    const QString start = edit->text().isEmpty() ? QDir::homePath() : edit->text();
    const QString picked = file ? QFileDialog::getOpenFileName(this, tr("Pick %1").arg(name), start)
                                : QFileDialog::getExistingDirectory(this, tr("Pick %1").arg(name), start);
    if (!picked.isEmpty()) edit->setText(QDir::toNativeSeparators(picked));
}

void OpenStoreDialog::rebuildUri() {
    if (syncing_) return;
    wr::kv::StoreUri uri(type_->currentData().toString().toStdString());
    for (const Param& param : params_) {
        if (!param.edit->text().isEmpty()) uri.set(param.name.toStdString(), param.edit->text().toStdString());
    }
    uri_->setText(fromUtf8(uri.toString()));
    revalidate();
}

void OpenStoreDialog::readUri() {
    auto uri = wr::kv::StoreUri::parse(uri_->text().trimmed().toStdString());
    if (uri) {
        syncing_ = true;
        const int index = type_->findData(fromUtf8(uri->scheme()));
        if (index >= 0 && index != type_->currentIndex()) type_->setCurrentIndex(index);
        for (const Param& param : params_)
            param.edit->setText(fromUtf8(uri->get(param.name.toStdString()).value_or("")));
        syncing_ = false;
    }
    revalidate();
}

void OpenStoreDialog::setAddress(const StoreAddress& address) {
    uri_->setText(address.toString());
    readUri();
    // Parameters without a field of their own stay in the URI as given.
    uri_->setText(address.toString());
    writable_->setChecked(address.writable);
    revalidate();
}

void OpenStoreDialog::revalidate() {
    QString problem;
    auto uri = wr::kv::StoreUri::parse(uri_->text().trimmed().toStdString());
    if (!uri) {
        problem = fromUtf8(uri.status().message());
    } else if (type_->currentData().toString() == kHive && !uri->has("dir")) {
        problem = tr("Give the hive's directory.");
    } else if (uri->params().empty()) {
        problem = tr("Give at least the store's location.");
    } else {
        QString error;
        if (!StoreAddress::parse(uri_->text(), &error)) problem = error;
    }
    problem_->setText(problem);
    problem_->setVisible(!problem.isEmpty());
    buttons_->button(QDialogButtonBox::Open)->setEnabled(problem.isEmpty());
}

StoreAddress OpenStoreDialog::address() const {
    StoreAddress address = StoreAddress::parse(uri_->text()).value_or(StoreAddress());
    address.writable = writable_->isChecked();
    return address;
}

}  // namespace wr::gui
