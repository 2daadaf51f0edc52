// KvClipboard: Copy in the flat explorer. Ctrl+C in the key list and the
// search results copies the selected keys, one per line, escaped as the
// lists show them (\xNN for bytes that are not text), so that pasting one
// into the address bar or the search field finds it again; Ctrl+C on the
// value inspector copies the value: as text when it is text, else as the
// hex bytes the entry editor takes ("de ad be ef"). Copy Row copies each
// selected row as key, size and preview, tab-separated, as spreadsheets
// paste them. The actions are for the lists' context menus too.
#pragma once

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QString>

class QAbstractItemView;
class QAction;

namespace wr::gui {

class KvBrowser;

// The keys of the selected rows of `view` in row order, or the current
// row's key when no row is selected; rows whose key is not loaded are left out.
QList<QByteArray> selectedKeys(const QAbstractItemView* view);
// The keys, one per line, escaped as the lists show them.
QString keysText(const QList<QByteArray>& keys);
// The value as text when it is text, else as hex bytes.
QString valueText(const QByteArray& value);
// Each selected row's cells, tab-separated, a row per line.
QString rowsText(const QAbstractItemView* view);

class KvClipboard : public QObject {
    Q_OBJECT

public:
    // Values larger than this are not copied (the hex of 16 MiB is 48 MiB of text).
    static constexpr quint64 kMaxValueBytes = 16 << 20;

    explicit KvClipboard(KvBrowser* browser);

    QAction* copyKeyAction() const { return copyKey_; }
    QAction* copyValueAction() const { return copyValue_; }
    QAction* copyRowAction() const { return copyRow_; }

    void copyKeys();
    // False (and nothing copied) while the value is being read or when it is too large.
    bool copyValue();
    void copyRows();

private:
    KvBrowser* browser_;
    QAction* copyKey_;
    QAction* copyValue_;
    QAction* copyRow_;
};

}  // namespace wr::gui
