// RunBar: the row under the tuning and stress pages' settings — the scale of
// the run (tiny, small, full, as `wrctl bench --scale` names them), Run, Stop
// and a line saying how the run goes. Run is enabled when idle, Stop while
// running.
#pragma once

#include <QWidget>

#include <string>

class QComboBox;
class QLabel;
class QPushButton;

namespace wr::gui {

class RunBar : public QWidget {
    Q_OBJECT

public:
    explicit RunBar(QWidget* parent = nullptr);

    // "tiny", "small" or "full", as `wrctl bench --scale` takes it.
    std::string scale() const;
    void setRunning(bool running);
    void setStatus(const QString& text);

    QComboBox* scaleBox() const { return scale_; }
    QPushButton* runButton() const { return run_; }
    QPushButton* stopButton() const { return stop_; }
    QLabel* statusLabel() const { return status_; }

signals:
    void runClicked();
    void stopClicked();

private:
    QComboBox* scale_;
    QPushButton* run_;
    QPushButton* stop_;
    QLabel* status_;
};

}  // namespace wr::gui
