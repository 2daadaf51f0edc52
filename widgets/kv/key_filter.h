// KeyFilter: the filter row over the key list, and the list it narrows. With
// a filter typed (keys containing, starting with or matching a regular
// expression), the filtered keys take the paged list's place until the
// filter is cleared; the status line says how the filtering goes.
//
// The filter is a key search shown in place, not a second mechanism: no
// engine here can list only the keys that match a pattern without looking
// at every key (hashed indexes do not keep keys in order, and a "contains"
// or a regular expression defeats any order), so narrowing the list is a
// pass over the store whatever it is called. The search machinery already
// is that pass, on the session's background threads, in batches with
// progress, cancelled by the next keystroke; the filter runs it with a
// SearchResultsModel of its own, so the Search results tab keeps what it found.
#pragma once

#include <QWidget>

#include "widgets/kv/key_search.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QStackedWidget;
class QTableView;
class QTimer;

namespace wr::gui {

class KeyListView;
class KvSession;
class SearchResultsModel;

class KeyFilter : public QWidget {
    Q_OBJECT

public:
    // Typing waits this long for the next key before the filter runs.
    static constexpr int kTypingPauseMs = 300;

    KeyFilter(KvSession* session, KeyListView* list, QWidget* parent = nullptr);

    QTableView* filteredView() const { return view_; }
    SearchResultsModel* filteredModel() const { return model_; }
    // A filter is set: the filtered keys are shown instead of the whole list.
    bool isFiltering() const;
    // Filters at once (what pressing Enter does); empty text shows every key again.
    void setFilter(SearchSpec::Mode mode, const QString& text);
    // How the filtering goes, empty while no filter is set.
    QString statusText() const;

signals:
    void statusChanged();

private:
    void apply();
    void showProgress();

    SearchResultsModel* model_;
    QComboBox* mode_;
    QLineEdit* text_;
    QStackedWidget* stack_;
    QTableView* view_;
    QTimer* typing_;
    QString status_;
};

}  // namespace wr::gui
