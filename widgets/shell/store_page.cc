#include "widgets/shell/store_page.h"

#include <QMessageBox>
#include <QTabWidget>
#include <QVBoxLayout>

#include "widgets/common/progress_strip.h"

namespace wr::gui {

StorePage::StorePage(const StoreAddress& address, QWidget* parent)
    : QWidget(parent), address_(address), views_(new QTabWidget(this)), progress_(new ProgressStrip(this)) {
    views_->setDocumentMode(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(progress_);
    layout->addWidget(views_, 1);
}

void StorePage::reopen(bool writable) {
    address_.writable = writable;
    open();
}

bool StorePage::isBusy() const { return progress_->isRunning(); }

void StorePage::reportFailure(const QString& operation, const QString& message) {
    emit this->message(MessageBar::Level::Error, tr("%1 failed.\n%2").arg(operation, message));
    emit logged(OperationLog::Outcome::Failed, operation, message);
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
    if (status.isOk()) progressStrip()->start(tr("Writing %Ln change(s)", nullptr, count), std::move(cancel));
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
