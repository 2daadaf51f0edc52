// ImportPreviewDialog: the step between reading a .reg file and changing
// anything. It lists every change the import would make (ImportPreviewModel)
// with a summary, and only "Stage Import" lets the changes in, as staged
// changes the user still writes or reverts. Over a registry open read-only
// the button says it reopens the registry for writing first.
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
    // The registry is open read-only: staging needs it reopened for writing.
    void setNeedsWriteAccess(bool needed);
    QString summary() const;

private:
    ImportPreviewModel* model_;
    QTableView* view_;
    QLabel* summary_;
    QPushButton* stage_;
};

}  // namespace wr::gui
