#include "widgets/common/progress_strip.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>

namespace wr::gui {

namespace {

// QProgressBar counts in int; large totals are scaled to this many steps.
constexpr int kSteps = 1000;

}  // namespace

ProgressStrip::ProgressStrip(QWidget* parent)
    : QFrame(parent), label_(new QLabel(this)), bar_(new QProgressBar(this)), cancelButton_(new QPushButton(this)) {
    setFrameShape(QFrame::StyledPanel);
    cancelButton_->setText(tr("Cancel"));
    bar_->setMaximumWidth(260);
    bar_->setTextVisible(true);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 3, 6, 3);
    layout->addWidget(label_, 1);
    layout->addWidget(bar_);
    layout->addWidget(cancelButton_);
    connect(cancelButton_, &QPushButton::clicked, this, [this] {
        if (!cancel_) return;
        cancelButton_->setEnabled(false);
        label_->setText(tr("%1 (cancelling...)").arg(operation_));
        cancel_();
    });
    hide();
}

void ProgressStrip::start(const QString& operation, std::function<void()> cancel) {
    operation_ = operation;
    cancel_ = std::move(cancel);
    running_ = true;
    label_->setText(operation + QStringLiteral("..."));
    bar_->setRange(0, 0);
    cancelButton_->setVisible(bool(cancel_));
    cancelButton_->setEnabled(true);
    show();
}

void ProgressStrip::setProgress(const QString& phase, quint64 done, quint64 total) {
    if (!running_) return;
    const QLocale locale;
    QString text = operation_;
    if (!phase.isEmpty()) text += QLatin1String(": ") + phase;
    if (total > 0) {
        bar_->setRange(0, kSteps);
        bar_->setValue(int(qMin<quint64>(kSteps, done * kSteps / total)));
        text += QLatin1Char(' ') + tr("%1 of %2").arg(locale.toString(done), locale.toString(total));
    } else {
        bar_->setRange(0, 0);
        if (done > 0) text += QLatin1Char(' ') + locale.toString(done);
    }
    if (cancelButton_->isEnabled()) label_->setText(text);
}

void ProgressStrip::finish() {
    running_ = false;
    cancel_ = {};
    hide();
}

}  // namespace wr::gui
