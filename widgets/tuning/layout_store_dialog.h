// LayoutStoreDialog: where to create a WR-Store with a layout chosen on the
// tuning heatmap — a hive directory and a database name — and the "wrstore:"
// URI that says so (hive=...;db=...;depth=D;len=L), the form File > New Store
// and `wrctl kv create` take. The settings are checked as the engine will
// (wr::kv::storePlaces) before Create is enabled; Create then makes the store
// empty off the GUI thread (wr::kv::createEmptyStore), refusing a place that
// holds one, and the dialog closes accepted once it exists.
#pragma once

#include <QDialog>
#include <QFutureWatcher>

#include "widgets/tuning/layout_cell.h"

class QLabel;
class QLineEdit;
class QPushButton;

namespace wr::gui {

class LayoutStoreDialog : public QDialog {
    Q_OBJECT

public:
    LayoutStoreDialog(const LayoutCell& layout, QWidget* parent = nullptr);

    QString uri() const;
    QLineEdit* hiveEdit() const { return hive_; }
    QLineEdit* databaseEdit() const { return database_; }
    QPushButton* okButton() const { return ok_; }
    // Why OK is disabled; empty when the URI is good.
    QString problem() const;

private:
    void check();
    void create();
    void created();

    LayoutCell layout_;
    QLineEdit* hive_;
    QLineEdit* database_;
    QLabel* uriLabel_;
    QLabel* problem_;
    QPushButton* ok_;
    QFutureWatcher<QString>* creation_;  // the error, empty on success
};

}  // namespace wr::gui
