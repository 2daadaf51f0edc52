#include "window_support.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QMessageBox>
#include <QPointer>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include "widgets/shell/store_page.h"
#include "widgets/window/main_window.h"

namespace wr::test {

namespace {

QString withoutMnemonic(QString text) { return text.remove(QLatin1Char('&')); }

}  // namespace

bool openAndWait(MainWindow& window, const wr::gui::StoreAddress& address, wr::gui::StorePage** page) {
    wr::gui::StorePage* opened = window.openStore(address);
    *page = opened;
    QSignalSpy finished(opened, &wr::gui::StorePage::openFinished);
    if (!finished.wait(kAsyncTimeoutMs)) return false;
    // A store with an index finishes once more when its layout is in.
    return finished.last().at(0).toBool();
}

QAction* windowAction(MainWindow& window, const QString& text) {
    for (QAction* action : window.findChildren<QAction*>()) {
        if (withoutMnemonic(action->text()) == text) return action;
    }
    return nullptr;
}

void answerNextMessageBox(const QString& button, QString* text) {
    // One answer at a time: one a step left unused must not answer the next box.
    static QPointer<QTimer> pending;
    delete pending.data();
    auto* poll = new QTimer;
    pending = poll;
    poll->setInterval(20);
    QObject::connect(poll, &QTimer::timeout, poll, [poll, button, text] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (box == nullptr) return;
        poll->deleteLater();
        if (text != nullptr) *text = box->text() + QLatin1Char('\n') + box->informativeText();
        for (QAbstractButton* candidate : box->buttons()) {
            if (withoutMnemonic(candidate->text()) == button) {
                candidate->click();
                return;
            }
        }
        box->reject();
    });
    poll->start();
}

}  // namespace wr::test
