#include "widgets/shell/open_store_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

#include "stores/store_factory.h"
#include "stores/store_uri.h"
#include "widgets/common/qt_strings.h"
#include "widgets/shell/known_scheme.h"
#include "widgets/shell/location_probe.h"
#include "widgets/shell/store_parameter_form.h"
#include "widgets/shell/windows_hive_file.h"

namespace wr::gui {

namespace {

const QString kHive = QStringLiteral("hive");
// How long typing in a location field pauses before the location is probed.
constexpr int kProbeDelayMs = 250;

using wr::kv::ProbeKind;

// What the probe found, in a sentence for the dialog.
QString describeProbe(const wr::kv::ProbeResult& r) {
    switch (r.kind) {
    case ProbeKind::kMissing: return OpenStoreDialog::tr("Nothing is there.");
    case ProbeKind::kNothing: return OpenStoreDialog::tr("No store is there.");
    case ProbeKind::kHive:
        return OpenStoreDialog::tr("A registry hive with %Ln WR-Store database(s).", nullptr, int(r.databases.size()));
    case ProbeKind::kHiveInUse:
        return OpenStoreDialog::tr("A registry hive, in use by another program: its databases cannot be listed now.");
    case ProbeKind::kWrStorePPData:
        return OpenStoreDialog::tr("The data directory of a WR-Store++ store: give the hive that indexes it.");
    case ProbeKind::kRegfFile:
        return OpenStoreDialog::tr("A Windows hive file: its keys and values open read-only in the registry explorer.");
    case ProbeKind::kBdbSingleFile:
        return OpenStoreDialog::tr("A Berkeley DB file of the former single-file layout, which cannot be opened.");
    default: break;
    }
    for (const wr::kv::SchemeInfo& info : wr::kv::knownSchemes()) {
        if (info.scheme == r.scheme) return OpenStoreDialog::tr("A store: %1.").arg(schemeDescription(info));
    }
    return {};
}

QString describeDatabase(const wr::kv::ProbedDatabase& db) {
    const QString engine = db.engine == "wrstore++" ? QStringLiteral("WR-Store++") : QStringLiteral("WR-Store");
    QString text =
        OpenStoreDialog::tr("%1 (%2, WR_D %3, WR_L %4)").arg(fromUtf8(db.db), engine).arg(db.depth).arg(db.length);
    if (!db.mode.empty()) text += QLatin1Char(' ') + OpenStoreDialog::tr("mode %1").arg(fromUtf8(db.mode));
    return text;
}

}  // namespace

OpenStoreDialog::OpenStoreDialog(QWidget* parent)
    : QDialog(parent),
      type_(new QComboBox(this)),
      description_(new QLabel(this)),
      form_(new StoreParameterForm(StoreParameterForm::HelpLines::Hidden, this)),
      uri_(new QLineEdit(this)),
      writable_(new QCheckBox(tr("Open for &writing (the default is read-only: nothing can change the store)"), this)),
      problem_(new QLabel(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this)),
      probeForm_(new QFormLayout),
      found_(new QLabel(this)),
      databases_(new QComboBox(this)),
      probe_(new LocationProbe(this)),
      probeTimer_(new QTimer(this)) {
    setWindowTitle(tr("Open Store"));
    type_->addItem(tr("Registry hive: the keys and values of a portable hive"), kHive);
    type_->setItemData(0,
                       tr("A portable registry hive: a directory holding hive.snap and hive.wal; or a Windows hive "
                          "file (NTUSER.DAT, SOFTWARE, a .hiv), which opens read-only"),
                       Qt::ToolTipRole);
    for (const wr::kv::SchemeInfo& info : wr::kv::knownSchemes()) {
        type_->addItem(schemeDescription(info), fromUtf8(info.scheme));
        // A server has no place to pick: the example shows how to name it.
        const QString description = info.server
                                        ? tr("%1. For example: %2").arg(schemeDescription(info), fromUtf8(info.example))
                                        : schemeDescription(info);
        type_->setItemData(type_->count() - 1, description, Qt::ToolTipRole);
    }
    description_->setWordWrap(true);
    problem_->setWordWrap(true);
    QPalette warning = problem_->palette();
    warning.setColor(QPalette::WindowText, QColor(0xb0, 0x2a, 0x2a));
    problem_->setPalette(warning);
    uri_->setToolTip(tr("The store URI the fields above make; it may also be typed or pasted here"));
    found_->setWordWrap(true);
    databases_->setToolTip(
        tr("The WR-Store and WR-Store++ databases in the hive; choosing one fills in the type "
           "and the database"));
    probeTimer_->setSingleShot(true);
    probeTimer_->setInterval(kProbeDelayMs);

    auto* top = new QFormLayout;
    top->addRow(tr("&Type:"), type_);
    top->addRow(QString(), description_);
    probeForm_->addRow(tr("Found:"), found_);
    probeForm_->addRow(tr("&Database:"), databases_);
    auto* bottom = new QFormLayout;
    bottom->addRow(tr("&URI:"), uri_);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(form_);
    layout->addLayout(probeForm_);
    layout->addLayout(bottom);
    layout->addWidget(writable_);
    layout->addWidget(problem_);
    layout->addStretch();
    layout->addWidget(buttons_);

    connect(type_, &QComboBox::currentIndexChanged, this, &OpenStoreDialog::selectType);
    connect(form_, &StoreParameterForm::changed, this, &OpenStoreDialog::rebuildUri);
    connect(form_, &StoreParameterForm::locationChanged, this, &OpenStoreDialog::scheduleProbe);
    connect(uri_, &QLineEdit::textEdited, this, &OpenStoreDialog::readUri);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(probeTimer_, &QTimer::timeout, this, &OpenStoreDialog::probeNow);
    connect(probe_, &LocationProbe::probed, this, &OpenStoreDialog::showProbe);
    connect(databases_, &QComboBox::activated, this, &OpenStoreDialog::chooseDatabase);
    showProbe(QString(), {}, QString());
    selectType(0);
    resize(640, sizeHint().height());
}

void OpenStoreDialog::selectType(int index) {
    description_->setText(type_->itemData(index, Qt::ToolTipRole).toString());
    form_->setScheme(type_->itemData(index).toString());
    form_->chainTabOrder(type_, uri_);
    rebuildUri();
}

QLineEdit* OpenStoreDialog::field(const QString& name) const { return form_->field(name); }

void OpenStoreDialog::rebuildUri() {
    if (syncing_) return;
    wr::kv::StoreUri uri(type_->currentData().toString().toStdString());
    form_->addTo(uri);
    uri_->setText(fromUtf8(uri.toString()));
    revalidate();
}

void OpenStoreDialog::readUri() {
    // A directory typed or pasted alone is a hive: read it as "hive:dir=...".
    auto address = StoreAddress::parse(uri_->text());
    const QString text = address ? address->toString() : uri_->text().trimmed();
    auto uri = wr::kv::StoreUri::parse(text.toStdString());
    if (uri) {
        syncing_ = true;
        const int index = type_->findData(fromUtf8(uri->scheme()));
        if (index >= 0 && index != type_->currentIndex()) type_->setCurrentIndex(index);
        form_->fill(*uri);
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
    if (StoreAddress::parse(uri_->text(), &problem)) {
        if (uri && uri->scheme() != kHive.toStdString() && uri->params().empty())
            problem = isServerScheme(uri->scheme()) ? tr("Give the server, or the cluster's nodes.")
                                                    : tr("Give at least the store's location.");
    } else if (type_->currentData().toString() == kHive && uri && !uri->has("dir")) {
        problem = tr("Give the hive's directory.");
    }
    problem_->setText(problem);
    problem_->setVisible(!problem.isEmpty());
    buttons_->button(QDialogButtonBox::Open)->setEnabled(problem.isEmpty());
}

void OpenStoreDialog::scheduleProbe(const QString& param) {
    if (param == QLatin1String("data") && field(QStringLiteral("hive")) != nullptr &&
        !field(QStringLiteral("hive"))->text().isEmpty())
        return;  // the hive says more than the data directory
    probeParam_ = param;
    probeTimer_->start();
}

void OpenStoreDialog::probeNow() {
    QLineEdit* edit = field(probeParam_);
    const QString path = edit != nullptr ? edit->text().trimmed() : QString();
    if (path.isEmpty()) {
        showProbe(QString(), {}, QString());
        probe_->probe(QString());
        return;
    }
    found_->setText(tr("Looking at %1...").arg(path));
    probe_->probe(path);
}

QString OpenStoreDialog::foundText() const { return found_->text(); }

QString OpenStoreDialog::descriptionText() const { return description_->text(); }

QPushButton* OpenStoreDialog::openButton() const { return buttons_->button(QDialogButtonBox::Open); }

QString OpenStoreDialog::problem() const { return problem_->isHidden() ? QString() : problem_->text(); }

void OpenStoreDialog::showProbe(const QString& path, const wr::kv::ProbeResult& result, const QString& error) {
    probedPath_ = path;
    probedDatabases_ = result.databases;
    databases_->clear();
    probeForm_->setRowVisible(found_, !path.isEmpty());
    probeForm_->setRowVisible(databases_, !path.isEmpty() && !probedDatabases_.empty());
    if (path.isEmpty()) return;
    if (!error.isEmpty()) {
        found_->setText(tr("%1 cannot be read: %2").arg(path, error));
        return;
    }
    found_->setText(describeProbe(result));
    databases_->addItem(tr("Choose a database found in the hive..."));
    QLineEdit* dbField = field(QStringLiteral("db"));
    for (const wr::kv::ProbedDatabase& db : probedDatabases_) {
        databases_->addItem(describeDatabase(db));
        if (dbField != nullptr && dbField->text().compare(fromUtf8(db.db), Qt::CaseInsensitive) == 0)
            databases_->setCurrentIndex(databases_->count() - 1);
    }

    // The type follows what is there.
    const QString scheme = type_->currentData().toString();
    const bool registryType =
        scheme == kHive || scheme == QLatin1String("wrstore") || scheme == QLatin1String("wrstore++");
    if (!result.uri.empty() && fromUtf8(result.scheme) != scheme) {
        uri_->setText(fromUtf8(result.uri));
        readUri();
    } else if (result.kind == ProbeKind::kWrStorePPData && scheme != QLatin1String("wrstore++")) {
        uri_->setText(fromUtf8(wr::kv::StoreUri("wrstore++").set("data", path.toStdString()).toString()));
        readUri();
    } else if (result.kind == ProbeKind::kRegfFile && scheme != kHive) {
        uri_->setText(StoreAddress::hive(path).toString());
        readUri();
    } else if ((result.kind == ProbeKind::kHive || result.kind == ProbeKind::kHiveInUse) && !registryType) {
        uri_->setText(StoreAddress::hive(path).toString());
        readUri();
    } else if (scheme != kHive && dbField != nullptr && dbField->text().isEmpty()) {
        // A store type with no database named yet: take the hive's first of that engine.
        for (size_t i = 0; i < probedDatabases_.size(); ++i) {
            if (fromUtf8(probedDatabases_[i].engine) != scheme) continue;
            databases_->setCurrentIndex(int(i) + 1);
            chooseDatabase(int(i) + 1);
            break;
        }
    }
}

void OpenStoreDialog::chooseDatabase(int index) {
    if (index < 1 || size_t(index) > probedDatabases_.size()) return;
    const wr::kv::ProbedDatabase& db = probedDatabases_[size_t(index) - 1];
    wr::kv::StoreUri uri(db.engine);
    uri.set("hive", probedPath_.toStdString()).set("db", db.db);
    // A WR-Store++ data directory is not recorded in the hive: keep one already given.
    if (QLineEdit* data = field(QStringLiteral("data"));
        data != nullptr && db.engine == "wrstore++" && !data->text().isEmpty())
        uri.set("data", data->text().toStdString());
    uri_->setText(fromUtf8(uri.toString()));
    readUri();
}

StoreAddress OpenStoreDialog::address() const {
    StoreAddress address = StoreAddress::parse(uri_->text()).value_or(StoreAddress());
    address.writable = writable_->isChecked() && !isWindowsHiveFile(address);
    return address;
}

}  // namespace wr::gui
