#include "widgets/store_page.h"

#include <QTabWidget>
#include <QVBoxLayout>

#include "widgets/hive_page.h"
#include "widgets/kv_store_page.h"
#include "widgets/progress_strip.h"

namespace wr::gui {

StorePage* StorePage::create(const StoreAddress& address, QWidget* parent) {
    if (address.kind == StoreAddress::Kind::Hive) return new HivePage(address, parent);
    return new KvStorePage(address, parent);
}

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

}  // namespace wr::gui
