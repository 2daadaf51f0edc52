#include "widgets/migrate/method_page.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QLabel>
#include <QRadioButton>
#include <QSpinBox>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>

#include "widgets/migrate/migration_choices.h"

namespace wr::gui {

using wr::migrate::Method;

namespace {

constexpr int kMaxLoaderThreads = 64;
constexpr int kMaxBatchPairs = 1000000;

// A sentence under a choice, indented like the choice's text.
QLabel* explanation(const QString& text, QWidget* parent) {
    auto* label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setIndent(24);
    label->setForegroundRole(QPalette::PlaceholderText);
    return label;
}

}  // namespace

MethodPage::MethodPage(MigrationChoices& choices, QWidget* parent)
    : QWizardPage(parent),
      choices_(choices),
      extractAndTransform_(new QRadioButton(tr("&E-and-T: extract and transform in one pass"), this)),
      extractThenTransform_(new QRadioButton(tr("E-&then-T: export to a file first, then load it"), this)),
      threads_(new QSpinBox(this)),
      batch_(new QSpinBox(this)),
      fastLoad_(new QCheckBox(tr("Use the target's &fast load path"), this)),
      verify_(new QCheckBox(tr("&Verify: read every pair back from the target afterwards"), this)) {
    setTitle(tr("Method"));
    setSubTitle(
        tr("How the pairs are moved. Both methods copy the same pairs; they differ in speed and in the "
           "disk space they need on the way."));
    const wr::migrate::MigrationOptions defaults;
    extractAndTransform_->setChecked(defaults.method == Method::kExtractAndTransform);
    extractThenTransform_->setChecked(defaults.method == Method::kExtractThenTransform);
    threads_->setRange(1, kMaxLoaderThreads);
    threads_->setValue(int(std::clamp<unsigned>(defaults.loaderThreads, 1, kMaxLoaderThreads)));
    threads_->setToolTip(tr("This computer has %Ln core(s).", nullptr, QThread::idealThreadCount()));
    batch_->setRange(0, kMaxBatchPairs);
    batch_->setSingleStep(1000);
    batch_->setValue(int(defaults.batchPairs));
    batch_->setSpecialValueText(tr("chosen per target"));
    batch_->setSuffix(tr(" pairs"));
    fastLoad_->setChecked(defaults.fastLoad);
    verify_->setChecked(defaults.verify);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(extractAndTransform_);
    layout->addWidget(
        explanation(tr("The source is walked once while loader threads write batches into the target, through a "
                       "bounded queue: the fastest way, and memory stays flat whatever the store's size."),
                    this));
    layout->addWidget(extractThenTransform_);
    layout->addWidget(explanation(tr("The source is first exported to an intermediate file (a .reg export for "
                                     "WR-Store and WR-Store++, the portable dump for other stores), which is then "
                                     "read back into pairs and loaded: slower, and it needs room for the file."),
                                  this));
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    form->addRow(tr("Loader &threads:"), threads_);
    form->addRow(tr("&Batch size:"), batch_);
    layout->addLayout(form);
    layout->addWidget(fastLoad_);
    layout->addWidget(explanation(tr("Only for an empty target: RocksDB ingests sorted SST files, Berkeley DB "
                                     "takes bulk puts, LMDB appends sorted keys. Other targets, and a target that "
                                     "already holds pairs, take ordinary write batches."),
                                  this));
    layout->addWidget(verify_);
    layout->addWidget(explanation(tr("Every source key is read back from the target and compared; for a target "
                                     "that was empty a digest of all pairs also proves it holds nothing else."),
                                  this));
    layout->addStretch();
}

bool MethodPage::validatePage() {
    wr::migrate::MigrationOptions& options = choices_.options;
    options.method = extractThenTransform_->isChecked() ? Method::kExtractThenTransform : Method::kExtractAndTransform;
    options.loaderThreads = unsigned(threads_->value());
    options.batchPairs = size_t(batch_->value());
    options.fastLoad = fastLoad_->isChecked();
    options.verify = verify_->isChecked();
    return true;
}

}  // namespace wr::gui
