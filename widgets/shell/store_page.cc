#include "widgets/shell/store_page.h"

#include <QMessageBox>
#include <QStackedWidget>
#include <QTabWidget>
#include <QVBoxLayout>

#include "widgets/common/progress_strip.h"
#include "widgets/shell/open_failure_panel.h"

namespace wr::gui {

StorePage::StorePage(const StoreAddress& address, QWidget* parent)
    : QWidget(parent),
      address_(address),
      views_(new QTabWidget(this)),
      progress_(new ProgressStrip(this)),
      body_(new QStackedWidget(this)),
      failure_(new OpenFailurePanel(this)),
      messages_(new MessageBar(this)) {
    views_->setDocumentMode(true);
    body_->addWidget(views_);
    body_->addWidget(failure_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(progress_);
    layout->addWidget(body_, 1);
    // Over the views, outside the layout: showing a message moves nothing.
    messages_->raise();
    connect(this, &StorePage::message, this, &StorePage::showMessage);
    connect(failure_, &OpenFailurePanel::retryRequested, this, [this] { open(); });
    connect(failure_, &OpenFailurePanel::closeRequested, this, &StorePage::closeRequested);
    connect(this, &StorePage::openFinished, this, [this](bool opened) {
        if (opened) body_->setCurrentWidget(views_);
    });
}

void StorePage::reopen(bool writable) {
    // What the messages said was about the store as it was open before.
    messages_->hide();
    address_.writable = writable;
    open();
}

bool StorePage::isBusy() const { return progress_->isRunning(); }

void StorePage::showMessage(MessageBar::Level level, const QString& text) {
    messages_->showMessage(level, text);
    placeMessageBar();
}

void StorePage::placeMessageBar() {
    const int height =
        messages_->hasHeightForWidth() ? messages_->heightForWidth(width()) : messages_->sizeHint().height();
    messages_->setGeometry(0, this->height() - height, width(), height);
    messages_->raise();
}

void StorePage::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    placeMessageBar();
}

void StorePage::reportFailure(const QString& operation, const QString& message) {
    emit this->message(MessageBar::Level::Error, tr("%1 failed.\n%2").arg(operation, message));
    emit logged(OperationLog::Outcome::Failed, operation, message);
}

void StorePage::reportOpenFailure(const QString& operation, const QString& message) {
    failure_->setFailure(address_.title(), operation, message);
    body_->setCurrentWidget(failure_);
    emit logged(OperationLog::Outcome::Failed, operation, message);
    emit openFinished(false);
    emit stateChanged();
}

void StorePage::reportDone(const QString& operation, const QString& detail) {
    emit logged(OperationLog::Outcome::Done, operation, detail);
}

void StorePage::applied(const wr::Status& status, const QString& operation) {
    if (status.isOk()) return;
    const QString text = QString::fromStdString(status.message());
    emit message(status.is(wr::StatusCode::kReadOnly) ? MessageBar::Level::Warning : MessageBar::Level::Error,
                 tr("%1: %2").arg(operation, text));
    emit logged(OperationLog::Outcome::Failed, operation, text);
}

void StorePage::writeStarted(const wr::Status& status, int count, std::function<void()> cancel) {
    applied(status, tr("Write changes"));
    if (status.isOk()) {
        progressStrip()->start(tr("Writing %Ln change(s)", nullptr, count), std::move(cancel));
    } else {
        emit writeFinished(false);
    }
}

void StorePage::revertAfterAsking(int count, const std::function<void()>& drop) {
    const auto answer = QMessageBox::question(
        this, tr("Revert Changes"),
        tr("Drop %Ln staged change(s)? None of them was written; the store stays as it is.", nullptr, count),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (answer != QMessageBox::Yes) return;
    drop();
    emit logged(OperationLog::Outcome::Note, tr("Revert changes"), tr("%Ln staged change(s) dropped", nullptr, count));
}

}  // namespace wr::gui
