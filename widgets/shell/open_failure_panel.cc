#include "widgets/shell/open_failure_panel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

#include "widgets/common/icons.h"

namespace wr::gui {

OpenFailurePanel::OpenFailurePanel(QWidget* parent)
    : QWidget(parent),
      title_(new QLabel(this)),
      detail_(new QLabel(this)),
      retry_(
          new QPushButton(icons::themed(QStringLiteral("view-refresh"), QStyle::SP_BrowserReload), tr("&Retry"), this)),
      close_(new QPushButton(icons::themed(QStringLiteral("window-close"), QStyle::SP_DialogCloseButton),
                             tr("&Close Tab"), this)) {
    auto* icon = new QLabel(this);
    const int size = style()->pixelMetric(QStyle::PM_MessageBoxIconSize, nullptr, this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxCritical, nullptr, this).pixmap(size, size));
    QFont bigger = title_->font();
    bigger.setPointSizeF(bigger.pointSizeF() * 1.2);
    bigger.setBold(true);
    title_->setFont(bigger);
    title_->setWordWrap(true);
    detail_->setWordWrap(true);
    detail_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    retry_->setToolTip(tr("Open the store again, for example once it has been created or its disk is back"));
    connect(retry_, &QPushButton::clicked, this, &OpenFailurePanel::retryRequested);
    connect(close_, &QPushButton::clicked, this, &OpenFailurePanel::closeRequested);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(retry_);
    buttons->addWidget(close_);
    buttons->addStretch();
    auto* text = new QVBoxLayout;
    text->addWidget(title_);
    text->addWidget(detail_);
    text->addSpacing(8);
    text->addLayout(buttons);
    auto* row = new QHBoxLayout;
    row->addStretch();
    row->addWidget(icon, 0, Qt::AlignTop);
    row->addLayout(text, 4);
    row->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->addStretch();
    layout->addLayout(row);
    layout->addStretch(2);
}

void OpenFailurePanel::setFailure(const QString& store, const QString& operation, const QString& reason) {
    title_->setText(tr("%1 did not open.").arg(store));
    detail_->setText(tr("%1 failed:\n%2").arg(operation, reason));
}

QString OpenFailurePanel::text() const { return title_->text() + QLatin1Char('\n') + detail_->text(); }

}  // namespace wr::gui
