// NewStoreDialog: File > New Store. The user picks the kind of store (every
// scheme of the store factory, by its plain description) and fills in a form
// whose every setting says in a line what it does (StoreParameterForm); empty
// settings take the engine's defaults. Create checks the settings against the
// engine's limits and refuses a place that already holds a store, then
// creates the store empty off the GUI thread (wr::kv::createEmptyStore) and
// closes; address() is the new store, to be opened for writing. A refusal
// is shown in the dialog, and nothing is written then.
#pragma once

#include <QDialog>
#include <QFutureWatcher>

#include "widgets/shell/store_address.h"

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace wr::gui {

class StoreParameterForm;

class NewStoreDialog : public QDialog {
    Q_OBJECT

public:
    explicit NewStoreDialog(QWidget* parent = nullptr);
    ~NewStoreDialog() override;

    // The store that was created, writable; meaningful once accepted.
    StoreAddress address() const;

    QComboBox* typeBox() const { return type_; }
    // The field of setting `name` of the chosen kind, or null.
    QLineEdit* field(const QString& name) const;
    QLineEdit* uriEdit() const { return uri_; }
    QPushButton* createButton() const { return create_; }
    // Why Create is disabled, or why the last creation was refused.
    QString problem() const;

private:
    void selectType(int index);
    void rebuildUri();
    void create();
    void created();

    QComboBox* type_;
    QLabel* description_;
    StoreParameterForm* form_;
    QLineEdit* uri_;
    QLabel* problem_;
    QDialogButtonBox* buttons_;
    QPushButton* create_;
    QFutureWatcher<QString>* creation_;  // the error, empty on success
};

}  // namespace wr::gui
