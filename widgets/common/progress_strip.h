// ProgressStrip: the strip a store page shows while something long runs in
// the background (writing staged changes, an import preview, an export, an
// integrity check, a compaction): what runs, how far it is, and a Cancel
// button. The page stays usable; nothing waits on it.
#pragma once

#include <QFrame>
#include <QString>

#include <functional>

class QLabel;
class QProgressBar;
class QPushButton;

namespace wr::gui {

class ProgressStrip : public QFrame {
    Q_OBJECT

public:
    explicit ProgressStrip(QWidget* parent = nullptr);

    // Shows the strip for `operation`; Cancel calls `cancel` (none: no Cancel button).
    void start(const QString& operation, std::function<void()> cancel = {});
    // `done` of `total` units of `phase`; a total of 0 runs the bar without an end.
    void setProgress(const QString& phase, quint64 done, quint64 total);
    void finish();

    bool isRunning() const { return running_; }

private:
    QLabel* label_;
    QProgressBar* bar_;
    QPushButton* cancelButton_;
    QString operation_;
    std::function<void()> cancel_;
    bool running_ = false;
};

}  // namespace wr::gui
