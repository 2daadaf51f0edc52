// PairExportDialog: what File > Export as CSV / JSON asks before a key-value
// store's pairs are written to a file: the selected keys (of the key list
// or the search results) or the whole store, saying how many pairs each is;
// CSV or JSON lines; values as text, hex or base64; and the file. The
// formats are core/exchange's, the same as `wrctl kv export`.
#pragma once

#include <QByteArray>
#include <QDialog>
#include <QList>
#include <QString>

#include "exchange/pair_writer.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QRadioButton;

namespace wr::gui {

struct PairExportRequest {
    bool wholeStore = false;
    QList<QByteArray> keys;  // the pairs to export unless wholeStore
    QString file;
    wr::exchange::PairWriterOptions options;
};

class PairExportDialog : public QDialog {
    Q_OBJECT

public:
    // `selected`: the keys selected in `selectionName` ("the key list");
    // `storeCount`: the store's pair count in words ("about 3,000").
    PairExportDialog(const QList<QByteArray>& selected, const QString& selectionName, const QString& storeCount,
                     wr::exchange::PairFormat format, const QString& directory, QWidget* parent = nullptr);

    PairExportRequest request() const;

private:
    void browse();
    // The file's suffix follows the format.
    void matchSuffix();
    void revalidate();

    QList<QByteArray> selected_;
    QRadioButton* selection_;
    QRadioButton* wholeStore_;
    QComboBox* format_;
    QComboBox* values_;
    QLineEdit* file_;
};

}  // namespace wr::gui
