// OpenStoreDialog: File > Open. The user picks the kind of store — a raw
// registry hive or any scheme of the store factory (wr::kv::knownSchemes(),
// which gives each one's description and an example URI) — and fills in the
// parameters, which the dialog lays out from the example URI: one field per
// parameter with the example's value as a hint, a Browse button for the ones
// that name a directory or a file. The URI it builds is shown and may be
// edited directly. Stores open read-only unless "Open for writing" is ticked.
#pragma once

#include <QDialog>
#include <QList>

#include "widgets/shell/store_address.h"

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;

namespace wr::gui {

class OpenStoreDialog : public QDialog {
    Q_OBJECT

public:
    explicit OpenStoreDialog(QWidget* parent = nullptr);

    // Starts from `address`: its kind selected and its parameters filled in.
    void setAddress(const StoreAddress& address);
    // What to open; meaningful once the dialog was accepted.
    StoreAddress address() const;

    QComboBox* typeBox() const { return type_; }
    QLineEdit* uriEdit() const { return uri_; }
    QCheckBox* writableBox() const { return writable_; }
    // The field of parameter `name` of the chosen type, or null.
    QLineEdit* field(const QString& name) const;

private:
    struct Param {
        QString name;
        QLineEdit* edit = nullptr;
    };

    void selectType(int index);
    void rebuildUri();
    void readUri();
    void browse(const QString& name, bool file);
    void revalidate();

    QComboBox* type_;
    QLabel* description_;
    QFormLayout* form_;
    QWidget* formHost_;
    QLineEdit* uri_;
    QCheckBox* writable_;
    QLabel* problem_;
    QDialogButtonBox* buttons_;
    QList<Param> params_;
    bool syncing_ = false;
};

}  // namespace wr::gui
