#include "widgets/migrate/report_page.h"

#include <QCoreApplication>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>

#include "widgets/common/byte_size.h"
#include "widgets/common/qt_strings.h"
#include "widgets/inspector/printable_text.h"
#include "widgets/migrate/duration_text.h"
#include "widgets/migrate/migration_choices.h"

namespace wr::gui {

namespace {

int clampedCount(quint64 n) { return int(std::min<quint64>(n, INT_MAX)); }

QString verificationText(const wr::migrate::VerificationReport& verification) {
    auto tr = [](const char* text, int n = -1) {
        return QCoreApplication::translate("wr::gui::ReportPage", text, nullptr, n);
    };
    if (!verification.ran) return tr("Not verified (turned off on the Method page).");
    if (verification.ok()) {
        QString text = tr("OK: all %Ln source key(s) read back from the target with equal values.",
                          clampedCount(verification.keysCompared));
        if (verification.target)
            text += QLatin1Char(' ') + tr("The target's digest equals the source's: it holds nothing else.");
        return text;
    }
    QStringList lines;
    lines << tr("FAILED: %Ln key(s) missing or different in the target.", clampedCount(verification.mismatches));
    if (verification.target && !(*verification.target == verification.source))
        lines << tr("The target's pairs differ from the source's (digests, pair and byte counts).");
    for (const std::string& mismatch : verification.firstMismatches) lines << fromUtf8(mismatch);
    return lines.join(QLatin1Char('\n'));
}

}  // namespace

ReportPage::ReportPage(MigrationChoices& choices, QWidget* parent)
    : QWizardPage(parent),
      choices_(choices),
      verification_(new QLabel(this)),
      counts_(new QLabel(this)),
      times_(new QLabel(this)),
      loadPath_(new QLabel(this)),
      skipped_(new QTableWidget(0, 2, this)),
      openTarget_(new QPushButton(tr("&Open Target in a New Tab"), this)) {
    setTitle(tr("Report"));
    setFinalPage(true);
    for (QLabel* label : {verification_, counts_, times_, loadPath_}) {
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    skipped_->setHorizontalHeaderLabels({tr("Skipped key"), tr("Why")});
    skipped_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    skipped_->verticalHeader()->hide();
    skipped_->setEditTriggers(QAbstractItemView::NoEditTriggers);

    auto* form = new QFormLayout;
    form->addRow(tr("Verification:"), verification_);
    form->addRow(tr("Pairs:"), counts_);
    form->addRow(tr("Time:"), times_);
    form->addRow(tr("Loaded by:"), loadPath_);
    auto* buttonRow = new QHBoxLayout;
    buttonRow->addStretch();
    buttonRow->addWidget(openTarget_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(skipped_, 1);
    layout->addLayout(buttonRow);

    connect(openTarget_, &QPushButton::clicked, this,
            [this] { emit openTargetRequested(fromUtf8(choices_.target.toString())); });
}

void ReportPage::initializePage() {
    if (!choices_.report) return;
    const wr::migrate::MigrationReport& report = *choices_.report;
    setSubTitle(tr("%1 into %2, by %3.")
                    .arg(fromUtf8(report.sourceUri), fromUtf8(report.targetUri),
                         report.method == wr::migrate::Method::kExtractAndTransform ? tr("E-and-T") : tr("E-then-T")));
    verification_->setText(verificationText(report.verification));
    QPalette palette = verification_->palette();
    palette.setColor(QPalette::WindowText, !report.verification.ran   ? palette.color(QPalette::WindowText)
                                           : report.verification.ok() ? QColor(0x1a, 0x7f, 0x37)
                                                                      : QColor(0xb0, 0x2a, 0x2a));
    verification_->setPalette(palette);

    QStringList counts;
    counts << tr("%Ln pair(s) read from the source", nullptr, clampedCount(report.pairs)) + QStringLiteral(" (") +
                  formatByteSize(report.bytes) + QLatin1Char(')');
    counts << tr("%Ln written into the target", nullptr, clampedCount(report.written));
    if (report.keptExisting > 0)
        counts << tr("%Ln kept as the target held them", nullptr, clampedCount(report.keptExisting));
    if (report.streamed > 0) counts << tr("%Ln value(s) streamed", nullptr, clampedCount(report.streamed));
    counts << tr("%Ln skipped", nullptr, clampedCount(report.skipped));
    if (report.resumed)
        counts << tr("resumed after %Ln pair(s) a checkpoint covered", nullptr, clampedCount(report.resumedAfter));
    counts_->setText(counts.join(QStringLiteral("; ")));

    QStringList times;
    times << tr("extract %1").arg(durationText(report.extractSeconds));
    times << tr("transform %1").arg(durationText(report.transformSeconds));
    times << tr("load %1").arg(durationText(report.loadSeconds));
    if (report.verification.ran) times << tr("verify %1").arg(durationText(report.verifySeconds));
    times << tr("total %1").arg(durationText(report.totalSeconds + report.verifySeconds));
    times_->setText(times.join(QStringLiteral(", ")));
    loadPath_->setText(fromUtf8(report.loadPath));

    skipped_->setRowCount(int(report.skippedPairs.size()));
    for (int row = 0; row < skipped_->rowCount(); ++row) {
        const wr::migrate::SkippedPair& pair = report.skippedPairs[size_t(row)];
        skipped_->setItem(row, 0, new QTableWidgetItem(escapeBytes({pair.key.data(), qsizetype(pair.key.size())})));
        skipped_->setItem(row, 1, new QTableWidgetItem(fromUtf8(pair.reason)));
    }
    skipped_->setVisible(report.skipped > 0);
}

}  // namespace wr::gui
