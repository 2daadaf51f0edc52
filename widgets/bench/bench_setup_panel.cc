#include "widgets/bench/bench_setup_panel.h"

#include <unistd.h>

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <map>
#include <set>

#include "bench/harness/preset.h"
#include "bench/harness/store_profile.h"
#include "widgets/bench/custom_workload_editor.h"
#include "widgets/bench/preset_text.h"

namespace wr::gui {

namespace {

// Item data of the store list: the text --stores takes, and the preset
// variant the item stands for (empty for a store the user added or edited).
constexpr int kStoreTextRole = Qt::UserRole;
constexpr int kPresetLabelRole = Qt::UserRole + 1;

QString q(const std::string& s) { return QString::fromStdString(s); }

QString shellQuoted(const QString& word) {
    static const QString plain =
        QStringLiteral("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.,/:=+");
    bool needs = word.isEmpty();
    for (QChar c : word) needs = needs || !plain.contains(c);
    if (!needs) return word;
    QString quoted = word;
    quoted.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

std::vector<std::string> commaList(const QString& text) {
    std::vector<std::string> out;
    for (const QString& item : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (!item.trimmed().isEmpty()) out.push_back(item.trimmed().toStdString());
    }
    return out;
}

}  // namespace

BenchSetupPanel::BenchSetupPanel(QWidget* parent) : QWidget(parent) {
    preset_ = new QComboBox(this);
    for (const auto& p : bench::presets()) {
        preset_->addItem(tr("%1 — seed %2 %3").arg(q(p.id), q(p.seed), q(p.figure)), q(p.id));
    }
    // The presets' long names must not widen the panel: the combo shows what fits.
    preset_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    preset_->setMinimumContentsLength(24);
    presetDetails_ = new QLabel(this);
    presetDetails_->setWordWrap(true);
    presetDetails_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    stores_ = new QListWidget(this);
    stores_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    stores_->setToolTip(tr("Checked stores run; double-click one to edit its settings"));
    storeField_ = new QLineEdit(this);
    storeField_->setPlaceholderText(tr("a scheme or URI with settings, e.g. rocksdb:compression=lz4"));
    auto* addStore = new QPushButton(tr("Add"), this);
    openStores_ = new QComboBox(this);
    openStores_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    openStores_->setMinimumContentsLength(16);
    openStores_->setToolTip(tr("Add a fresh store of the same kind and layout as an open tab's store"));
    auto* addOpen = new QPushButton(tr("Add"), this);

    scale_ = new QComboBox(this);
    scale_->setEditable(true);
    scale_->addItems({QStringLiteral("tiny"), QStringLiteral("small"), QStringLiteral("full")});
    scale_->setCurrentText(QStringLiteral("small"));
    scale_->setToolTip(tr("tiny, small (1/100 of the paper), full, or a factor on the paper's sizes"));
    threads_ = new QSpinBox(this);
    threads_->setRange(0, 1024);
    threads_->setSpecialValueText(tr("preset's"));
    repetitions_ = new QSpinBox(this);
    repetitions_->setRange(0, 1000);
    repetitions_->setSpecialValueText(tr("scale's"));
    dataSets_ = new QLineEdit(this);
    dataSets_->setPlaceholderText(tr("all of the preset's"));
    k_ = new QLineEdit(this);
    k_->setPlaceholderText(tr("all of the preset's"));
    k_->setValidator(new QIntValidator(0, 2000000000, k_));
    durability_ = new QComboBox(this);
    durability_->addItem(tr("OS buffered"), QStringLiteral("os"));
    durability_->addItem(tr("Periodic sync"), QStringLiteral("periodic"));
    durability_->addItem(tr("Sync every operation"), QStringLiteral("sync"));
    memoryMb_ = new QSpinBox(this);
    memoryMb_->setRange(1, 1 << 20);
    memoryMb_->setValue(64);
    memoryMb_->setSuffix(tr(" MiB"));
    coldCache_ = new QCheckBox(tr("Drop the page cache before every step"), this);
    if (::geteuid() != 0) {
        coldCache_->setEnabled(false);
        coldCache_->setToolTip(tr("Dropping the page cache needs root"));
    }
    custom_ = new CustomWorkloadEditor(this);
    customBox_ = new QGroupBox(tr("Custom workload"), this);
    (new QVBoxLayout(customBox_))->addWidget(custom_);
    seed_ = new QLineEdit(QString::number(bench::BenchCommand{}.seed), this);
    seed_->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,19}")), seed_));
    commandLine_ = new QLabel(this);
    commandLine_->setWordWrap(true);
    commandLine_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    commandLine_->setObjectName(QStringLiteral("benchCommandLine"));

    auto* addRow = new QHBoxLayout;
    addRow->addWidget(storeField_, 1);
    addRow->addWidget(addStore);
    auto* openRow = new QHBoxLayout;
    openRow->addWidget(openStores_, 1);
    openRow->addWidget(addOpen);
    auto* form = new QFormLayout;
    form->addRow(tr("&Preset:"), preset_);
    form->addRow(QString(), presetDetails_);
    form->addRow(customBox_);
    form->addRow(tr("&Stores:"), stores_);
    form->addRow(QString(), addRow);
    form->addRow(tr("Open stores:"), openRow);
    form->addRow(tr("S&cale:"), scale_);
    form->addRow(tr("&Threads:"), threads_);
    form->addRow(tr("&Repetitions:"), repetitions_);
    form->addRow(tr("&Data sets:"), dataSets_);
    form->addRow(tr("&k:"), k_);
    form->addRow(tr("D&urability:"), durability_);
    form->addRow(tr("&Memory per store:"), memoryMb_);
    form->addRow(tr("Cache:"), coldCache_);
    form->addRow(tr("S&eed:"), seed_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("The same run on the command line:"), this));
    layout->addWidget(commandLine_);
    layout->addStretch(1);

    connect(preset_, &QComboBox::currentIndexChanged, this, [this] {
        fillPresetDetails();
        updateCommandLine();
    });
    connect(custom_, &CustomWorkloadEditor::changed, this, &BenchSetupPanel::updateCommandLine);
    connect(addStore, &QPushButton::clicked, this, &BenchSetupPanel::addStoreFromField);
    connect(storeField_, &QLineEdit::returnPressed, this, &BenchSetupPanel::addStoreFromField);
    connect(addOpen, &QPushButton::clicked, this, [this] {
        if (openStores_->currentIndex() >= 0) addStoreText(openStores_->currentData().toString(), true);
    });
    connect(stores_, &QListWidget::itemChanged, this, [this](QListWidgetItem* item) {
        if (item->text() != item->data(kStoreTextRole).toString()) {
            // Edited: the user's own store now, run as its text says.
            QSignalBlocker block(stores_);
            item->setData(kPresetLabelRole, QString());
            item->setData(kStoreTextRole, item->text().trimmed());
        }
        updateCommandLine();
    });
    for (QLineEdit* field : {dataSets_, k_, seed_}) {
        connect(field, &QLineEdit::textChanged, this, &BenchSetupPanel::updateCommandLine);
    }
    connect(scale_, &QComboBox::currentTextChanged, this, &BenchSetupPanel::updateCommandLine);
    connect(durability_, &QComboBox::currentIndexChanged, this, &BenchSetupPanel::updateCommandLine);
    connect(threads_, &QSpinBox::valueChanged, this, &BenchSetupPanel::updateCommandLine);
    connect(repetitions_, &QSpinBox::valueChanged, this, &BenchSetupPanel::updateCommandLine);
    connect(memoryMb_, &QSpinBox::valueChanged, this, &BenchSetupPanel::updateCommandLine);
    connect(coldCache_, &QCheckBox::toggled, this, &BenchSetupPanel::updateCommandLine);

    fillPresetDetails();
    updateCommandLine();
}

QString BenchSetupPanel::presetId() const { return preset_->currentData().toString(); }

void BenchSetupPanel::selectPreset(const QString& id) {
    int index = preset_->findData(id);
    if (index >= 0) preset_->setCurrentIndex(index);
}

void BenchSetupPanel::setScale(const QString& scale) { scale_->setCurrentText(scale); }

void BenchSetupPanel::setK(uint64_t k) { k_->setText(k == 0 ? QString() : QString::number(k)); }

void BenchSetupPanel::setRepetitions(int repetitions) { repetitions_->setValue(repetitions); }

void BenchSetupPanel::fillPresetDetails() {
    const bench::Preset* p = bench::findPreset(presetId().toStdString());
    if (p == nullptr) return;
    const std::set<std::string> built = bench::runnableSchemes();
    customBox_->setVisible(p->id == bench::kCustomPreset);
    presetDetails_->setText(tr("<b>Seed %1, %2.</b> %3<br>Scales: %4<br>Baseline: %5")
                                .arg(q(p->seed).toHtmlEscaped(), q(p->figure).toHtmlEscaped(),
                                     presetDescription(*p).toHtmlEscaped(), presetScales(*p).toHtmlEscaped(),
                                     q(p->baseline).toHtmlEscaped()));
    QSignalBlocker block(stores_);
    stores_->clear();
    for (const auto& s : p->stores) {
        auto* item = new QListWidgetItem(q(s.uri), stores_);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable | Qt::ItemIsEditable);
        const bool runnable = built.count(bench::schemeOf(s)) > 0;
        item->setCheckState(runnable ? Qt::Checked : Qt::Unchecked);
        if (!runnable) item->setFlags(item->flags() & ~Qt::ItemIsEnabled);
        item->setData(kStoreTextRole, q(s.uri));
        item->setData(kPresetLabelRole, q(s.label));
        item->setToolTip(runnable ? tr("The preset's %1").arg(q(s.label))
                                  : tr("%1: not in this build").arg(q(s.label)));
    }
    // Servers are offered beside any preset, unchecked: a run starts one only when asked.
    for (const auto& profile : bench::storeProfiles()) {
        if (!profile.server || built.count(profile.scheme) == 0) continue;
        bool inPreset = false;
        for (const auto& s : p->stores) inPreset = inPreset || bench::schemeOf(s) == profile.scheme;
        if (inPreset) continue;
        auto* item = new QListWidgetItem(q(profile.scheme), stores_);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable | Qt::ItemIsEditable);
        item->setCheckState(Qt::Unchecked);
        item->setData(kStoreTextRole, q(profile.scheme));
        item->setToolTip(tr("%1 on a local cluster (3 masters) started for each trial and stopped after it; "
                            "double-click to name an empty server's URI instead")
                             .arg(q(profile.library)));
    }
}

void BenchSetupPanel::addStoreText(const QString& text, bool checked) {
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty()) return;
    {
        QSignalBlocker block(stores_);
        auto* item = new QListWidgetItem(trimmed, stores_);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable | Qt::ItemIsEditable);
        item->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
        item->setData(kStoreTextRole, trimmed);
    }
    updateCommandLine();
}

void BenchSetupPanel::addStoreFromField() {
    addStoreText(storeField_->text(), true);
    storeField_->clear();
}

void BenchSetupPanel::setStores(const QStringList& stores) {
    {
        QSignalBlocker block(stores_);
        stores_->clear();
    }
    for (const QString& s : stores) addStoreText(s, true);
    updateCommandLine();
}

void BenchSetupPanel::setOpenStores(const QList<QPair<QString, QString>>& stores) {
    openStores_->clear();
    for (const auto& [label, uri] : stores) openStores_->addItem(tr("%1 (%2)").arg(label, uri), uri);
}

QStringList BenchSetupPanel::checkedStores() const {
    QStringList out;
    for (const auto& s : command().stores) out << q(s);
    return out;
}

bench::BenchCommand BenchSetupPanel::command() const {
    bench::BenchCommand c;
    c.presets = {presetId().toStdString()};
    c.scale = scale_->currentText().trimmed().toStdString();
    // The preset's own stores, all checked and unedited, need no --stores.
    // Otherwise a scheme whose variants are all still checked is named bare
    // (it keeps the preset's labels); the rest run as their text says.
    std::map<std::string, std::pair<int, int>> perScheme;  // scheme -> (preset variants, checked unedited)
    bool presetOnly = true;
    for (int i = 0; i < stores_->count(); ++i) {
        const QListWidgetItem* item = stores_->item(i);
        const bool own = !item->data(kPresetLabelRole).toString().isEmpty();
        const bool checked = item->checkState() == Qt::Checked;
        const std::string text = item->data(kStoreTextRole).toString().toStdString();
        const std::string scheme = text.substr(0, text.find(':'));
        if (own) {
            auto& counts = perScheme[scheme];
            ++counts.first;
            if (checked) ++counts.second;
            presetOnly = presetOnly && (checked || !(item->flags() & Qt::ItemIsEnabled));
        } else if (checked) {
            presetOnly = false;
        }
    }
    if (!presetOnly) {
        std::set<std::string> named;
        for (int i = 0; i < stores_->count(); ++i) {
            const QListWidgetItem* item = stores_->item(i);
            if (item->checkState() != Qt::Checked) continue;
            const std::string text = item->data(kStoreTextRole).toString().toStdString();
            const std::string scheme = text.substr(0, text.find(':'));
            const bool own = !item->data(kPresetLabelRole).toString().isEmpty();
            const auto counts = perScheme[scheme];
            if (own && counts.first == counts.second) {
                if (named.insert(scheme).second) c.stores.push_back(scheme);
            } else {
                c.stores.push_back(text);
            }
        }
    }
    c.threads = threads_->value();
    c.repetitions = repetitions_->value();
    c.dataSets = commaList(dataSets_->text());
    c.k = k_->text().toULongLong();
    c.custom = custom_->workload();
    c.durability = durability_->currentData().toString().toStdString();
    c.memoryMb = static_cast<uint64_t>(memoryMb_->value());
    c.coldCache = coldCache_->isChecked();
    bool ok = false;
    uint64_t seed = seed_->text().toULongLong(&ok);
    if (ok) c.seed = seed;
    return c;
}

void BenchSetupPanel::updateCommandLine() {
    QStringList words{QStringLiteral("wrctl")};
    for (const auto& w : command().words()) words << shellQuoted(q(w));
    commandLine_->setText(QStringLiteral("<code>%1</code>").arg(words.join(QLatin1Char(' ')).toHtmlEscaped()));
    emit commandChanged();
}

}  // namespace wr::gui
