// OpenFailurePanel: what a store page shows instead of its views when the
// store did not open — which store, what failed and why — with Retry (open
// it again, say once the missing store has been created) and Close (close
// the tab). A failed open never leaves views waiting for a store.
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace wr::gui {

class OpenFailurePanel : public QWidget {
    Q_OBJECT

public:
    explicit OpenFailurePanel(QWidget* parent = nullptr);

    // `store` is the store's name, `operation` what failed, `reason` the store's answer.
    void setFailure(const QString& store, const QString& operation, const QString& reason);
    QString text() const;
    QPushButton* retryButton() const { return retry_; }
    QPushButton* closeButton() const { return close_; }

signals:
    void retryRequested();
    void closeRequested();

private:
    QLabel* title_;
    QLabel* detail_;
    QPushButton* retry_;
    QPushButton* close_;
};

}  // namespace wr::gui
