// ImportPreviewModel: what importing a .reg file would change, a row per
// change (reg_file_preview.h): the kind of change, the key, the value, and
// the value's type and data before and after.
#pragma once

#include <QAbstractTableModel>

#include "widgets/registry/import_change.h"

namespace wr::gui {

class ImportPreviewModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { ChangeColumn, KeyColumn, ValueColumn, BeforeColumn, AfterColumn, ColumnCount };

    explicit ImportPreviewModel(QObject* parent = nullptr);

    void setPreview(const ImportPreview& preview);
    const ImportPreview& preview() const { return preview_; }
    // How many changes of `kind` the preview lists.
    int count(wr::reg::RegChange::Kind kind) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    ImportPreview preview_;
};

}  // namespace wr::gui
