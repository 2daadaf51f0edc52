// KvSearchBar: what to search for (key or value, prefix, contains or
// regular expression, case, a key prefix to stay within) and how the search
// goes (keys scanned, matches, time), with one button that starts and stops
// it. It only asks; whoever owns the results model runs the search. The last
// patterns searched for are remembered (QSettings) and offered in a drop-down.
#pragma once

#include <QWidget>

#include "widgets/kv/key_search.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QToolButton;

namespace wr::gui {

class KvSearchBar : public QWidget {
    Q_OBJECT

public:
    explicit KvSearchBar(QWidget* parent = nullptr);

    SearchSpec spec() const;
    void setSpec(const SearchSpec& spec);
    void setRunning(bool running);
    void showProgress(quint64 scanned, quint64 matched);
    void showSummary(const SearchSummary& summary);
    // Why the search cannot run, shown until the input changes.
    void showProblem(const QString& problem);
    // The line under the inputs: progress, how the last search went, or a problem.
    QString statusText() const;
    // The patterns of the last searches, the latest first.
    static QStringList recentPatterns();
    static constexpr int kRecentPatterns = 10;
    // Puts the keyboard in the pattern field, its text selected (Edit > Find).
    void focusPattern();

signals:
    void searchRequested(const wr::gui::SearchSpec& spec);
    void stopRequested();

private:
    void onButton();
    void remember(const QString& pattern);
    void showRecent();
    void checkPattern();
    // The line under the inputs; hidden while empty.
    void showStatus(const QString& text, bool problem);

    QComboBox* target_;
    QComboBox* mode_;
    QLineEdit* pattern_;
    QCheckBox* caseSensitive_;
    QLineEdit* scope_;
    QPushButton* button_;
    QToolButton* recent_;
    QLabel* status_;
    bool running_ = false;
};

}  // namespace wr::gui
