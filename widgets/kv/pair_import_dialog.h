// PairImportDialog: the preview of an exchange file (CSV, JSON lines) before
// its pairs are staged into a key-value store: how many pairs, keys given
// more than once (the last one wins), the first rows, and every record that
// cannot be read with its line. A file with malformed records is staged only
// when the user agrees to leave them out, as `wrctl kv import --skip-bad` does.
#pragma once

#include <QDialog>
#include <QString>

#include "exchange/pair_import.h"

class QCheckBox;
class QPushButton;

namespace wr::gui {

class PairImportDialog : public QDialog {
    Q_OBJECT

public:
    PairImportDialog(const wr::exchange::ImportPreview& preview, const QString& file, QWidget* parent = nullptr);

private:
    void revalidate();

    QCheckBox* skipBad_ = nullptr;  // only when the file has malformed records
    QPushButton* stage_;
};

}  // namespace wr::gui
