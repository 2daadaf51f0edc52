#include "widgets/bench/custom_workload_editor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>

#include <cmath>

namespace wr::gui {

namespace {

QSpinBox* countBox(QWidget* parent, int maximum) {
    auto* box = new QSpinBox(parent);
    box->setRange(0, maximum);
    box->setGroupSeparatorShown(true);
    return box;
}

QSpinBox* shareBox(QWidget* parent) {
    auto* box = new QSpinBox(parent);
    box->setRange(0, 100);
    box->setSuffix(QStringLiteral(" %"));
    return box;
}

}  // namespace

CustomWorkloadEditor::CustomWorkloadEditor(QWidget* parent) : QWidget(parent) {
    records_ = countBox(this, 2000000000);
    operations_ = countBox(this, 2000000000);
    ycsb_ = new QComboBox(this);
    ycsb_->addItem(tr("The shares below"), QString());
    for (const char* letter : {"A", "B", "C", "D", "E", "F"}) {
        ycsb_->addItem(tr("YCSB workload %1").arg(QLatin1String(letter)), QLatin1String(letter));
    }
    read_ = shareBox(this);
    write_ = shareBox(this);
    insert_ = shareBox(this);
    delete_ = shareBox(this);
    scan_ = shareBox(this);
    valueMin_ = countBox(this, 1 << 30);
    valueMax_ = countBox(this, 1 << 30);
    valueMin_->setSuffix(tr(" bytes"));
    valueMax_->setSuffix(tr(" bytes"));
    keyOrder_ = new QComboBox(this);
    keyOrder_->addItem(tr("Random"), QStringLiteral("random"));
    keyOrder_->addItem(tr("Sequential"), QStringLiteral("sequential"));
    keyOrder_->addItem(tr("Zipfian"), QStringLiteral("zipfian"));
    cold_ = new QCheckBox(tr("Cold: time the store's open, no read pass first"), this);
    problem_ = new QLabel(this);
    problem_->setWordWrap(true);
    problem_->setStyleSheet(QStringLiteral("color: #b00020"));

    auto* shares = new QHBoxLayout;
    for (auto [label, box] :
         {std::pair{tr("read"), read_}, std::pair{tr("write"), write_}, std::pair{tr("insert"), insert_},
          std::pair{tr("delete"), delete_}, std::pair{tr("scan"), scan_}}) {
        shares->addWidget(new QLabel(label, this));
        shares->addWidget(box);
    }
    auto* sizes = new QHBoxLayout;
    sizes->addWidget(valueMin_);
    sizes->addWidget(new QLabel(tr("to"), this));
    sizes->addWidget(valueMax_);
    auto* form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("Records loaded:"), records_);
    form->addRow(tr("Operations:"), operations_);
    form->addRow(tr("Mix:"), ycsb_);
    form->addRow(QString(), shares);
    form->addRow(tr("Value sizes:"), sizes);
    form->addRow(tr("Key order:"), keyOrder_);
    form->addRow(QString(), cold_);
    form->addRow(QString(), problem_);

    setWorkload(bench::CustomWorkload{});
    for (QSpinBox* box : {records_, operations_, read_, write_, insert_, delete_, scan_, valueMin_, valueMax_}) {
        connect(box, &QSpinBox::valueChanged, this, &CustomWorkloadEditor::update);
    }
    connect(ycsb_, &QComboBox::currentIndexChanged, this, &CustomWorkloadEditor::update);
    connect(keyOrder_, &QComboBox::currentIndexChanged, this, &CustomWorkloadEditor::update);
    connect(cold_, &QCheckBox::toggled, this, &CustomWorkloadEditor::update);
}

bench::CustomWorkload CustomWorkloadEditor::workload() const {
    bench::CustomWorkload w;
    w.records = static_cast<uint64_t>(records_->value());
    w.operations = static_cast<uint64_t>(operations_->value());
    w.ycsb = ycsb_->currentData().toString().toStdString();
    w.read = read_->value() / 100.0;
    w.write = write_->value() / 100.0;
    w.insert = insert_->value() / 100.0;
    w.remove = delete_->value() / 100.0;
    w.scan = scan_->value() / 100.0;
    w.valueMin = static_cast<uint64_t>(valueMin_->value());
    w.valueMax = static_cast<uint64_t>(valueMax_->value());
    w.keyOrder = keyOrder_->currentData().toString().toStdString();
    w.cold = cold_->isChecked();
    return w;
}

void CustomWorkloadEditor::setWorkload(const bench::CustomWorkload& w) {
    const QSignalBlocker blockers[] = {
        QSignalBlocker(records_),  QSignalBlocker(operations_), QSignalBlocker(ycsb_),     QSignalBlocker(read_),
        QSignalBlocker(write_),    QSignalBlocker(insert_),     QSignalBlocker(delete_),   QSignalBlocker(scan_),
        QSignalBlocker(valueMin_), QSignalBlocker(valueMax_),   QSignalBlocker(keyOrder_), QSignalBlocker(cold_)};
    records_->setValue(static_cast<int>(w.records));
    operations_->setValue(static_cast<int>(w.operations));
    ycsb_->setCurrentIndex(std::max(0, ycsb_->findData(QString::fromStdString(w.ycsb))));
    read_->setValue(static_cast<int>(std::lround(w.read * 100)));
    write_->setValue(static_cast<int>(std::lround(w.write * 100)));
    insert_->setValue(static_cast<int>(std::lround(w.insert * 100)));
    delete_->setValue(static_cast<int>(std::lround(w.remove * 100)));
    scan_->setValue(static_cast<int>(std::lround(w.scan * 100)));
    valueMin_->setValue(static_cast<int>(w.valueMin));
    valueMax_->setValue(static_cast<int>(w.valueMax));
    keyOrder_->setCurrentIndex(std::max(0, keyOrder_->findData(QString::fromStdString(w.keyOrder))));
    cold_->setChecked(w.cold);
    update();
}

void CustomWorkloadEditor::update() {
    // A YCSB mix brings its own shares and request distribution.
    const bool ownShares = ycsb_->currentIndex() == 0;
    for (QSpinBox* box : {read_, write_, insert_, delete_, scan_}) box->setEnabled(ownShares);
    keyOrder_->setEnabled(ownShares);
    const Status valid = bench::validate(workload());
    problem_->setText(valid.isOk() ? QString() : QString::fromStdString(valid.message()));
    problem_->setVisible(!valid.isOk());
    emit changed();
}

}  // namespace wr::gui
