// ImportPreviewDialog: the step between reading a .reg file and changing
// anything. It lists every change the import would make (ImportPreviewModel)
// with a summary, and only "Stage Import" lets the changes in, as staged
// changes the user still writes or reverts.
#pragma once

#include <QDialog>

#include "widgets/registry/import_change.h"

class QLabel;
class QPushButton;
class QTableView;

namespace wr::gui {

class ImportPreviewModel;

class ImportPreviewDialog : public QDialog {
    Q_OBJECT

public:
    explicit ImportPreviewDialog(const ImportPreview& preview, QWidget* parent = nullptr);

    ImportPreviewModel* model() const { return model_; }
    QTableView* view() const { return view_; }
    QPushButton* stageButton() const { return stage_; }
    QString summary() const;

private:
    ImportPreviewModel* model_;
    QTableView* view_;
    QLabel* summary_;
    QPushButton* stage_;
};

}  // namespace wr::gui
