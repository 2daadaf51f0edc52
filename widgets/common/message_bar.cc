#include "widgets/common/message_bar.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QToolButton>

#include "widgets/common/icons.h"

namespace wr::gui {

MessageBar::MessageBar(QWidget* parent) : QFrame(parent), icon_(new QLabel(this)), text_(new QLabel(this)) {
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    text_->setWordWrap(true);
    text_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* dismiss = new QToolButton(this);
    dismiss->setAutoRaise(true);
    dismiss->setIcon(icons::themed(QStringLiteral("window-close"), QStyle::SP_DialogCloseButton));
    dismiss->setToolTip(tr("Dismiss"));
    connect(dismiss, &QToolButton::clicked, this, &QWidget::hide);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 4, 4, 4);
    layout->addWidget(icon_, 0, Qt::AlignTop);
    layout->addWidget(text_, 1);
    layout->addWidget(dismiss, 0, Qt::AlignTop);
    hide();
}

void MessageBar::showMessage(Level level, const QString& text) {
    level_ = level;
    QStyle::StandardPixmap pixmap = QStyle::SP_MessageBoxInformation;
    QColor tint(0xd6, 0xe9, 0xfa);
    if (level == Level::Warning) {
        pixmap = QStyle::SP_MessageBoxWarning;
        tint = QColor(0xfd, 0xf1, 0xcf);
    } else if (level == Level::Error) {
        pixmap = QStyle::SP_MessageBoxCritical;
        tint = QColor(0xf9, 0xd9, 0xd6);
    }
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    icon_->setPixmap(style()->standardIcon(pixmap, nullptr, this).pixmap(size, size));
    QPalette tinted = palette();
    tinted.setColor(QPalette::Window, tint);
    tinted.setColor(QPalette::WindowText, Qt::black);
    setPalette(tinted);
    text_->setText(text);
    show();
}

QString MessageBar::text() const { return text_->text(); }

}  // namespace wr::gui
