#include "widgets/tuning/run_bar.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace wr::gui {

RunBar::RunBar(QWidget* parent)
    : QWidget(parent),
      scale_(new QComboBox(this)),
      run_(new QPushButton(tr("&Run"), this)),
      stop_(new QPushButton(tr("&Stop"), this)),
      status_(new QLabel(this)) {
    scale_->addItem(tr("tiny: a ten-thousandth, sweeps cut to their ends"), QStringLiteral("tiny"));
    scale_->addItem(tr("small: a hundredth of the paper's size"), QStringLiteral("small"));
    scale_->addItem(tr("full: the paper's size"), QStringLiteral("full"));
    scale_->setCurrentIndex(1);  // wrctl's default
    status_->setWordWrap(true);
    connect(run_, &QPushButton::clicked, this, &RunBar::runClicked);
    connect(stop_, &QPushButton::clicked, this, &RunBar::stopClicked);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(new QLabel(tr("Scale:"), this));
    layout->addWidget(scale_);
    layout->addWidget(run_);
    layout->addWidget(stop_);
    layout->addWidget(status_, 1);
    setRunning(false);
}

std::string RunBar::scale() const { return scale_->currentData().toString().toStdString(); }

void RunBar::setRunning(bool running) {
    run_->setEnabled(!running);
    stop_->setEnabled(running);
    scale_->setEnabled(!running);
}

void RunBar::setStatus(const QString& text) { status_->setText(text); }

}  // namespace wr::gui
