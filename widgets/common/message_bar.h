// MessageBar: a strip above the views that tells the user about a failure
// or an event without stopping them, unlike a modal message box. It stays
// until dismissed or replaced.
#pragma once

#include <QFrame>

class QLabel;

namespace wr::gui {

class MessageBar : public QFrame {
    Q_OBJECT

public:
    enum class Level { Information, Warning, Error };

    explicit MessageBar(QWidget* parent = nullptr);

    void showMessage(Level level, const QString& text);
    QString text() const;
    Level level() const { return level_; }

private:
    QLabel* icon_;
    QLabel* text_;
    Level level_ = Level::Information;
};

}  // namespace wr::gui
