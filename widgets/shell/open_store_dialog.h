// OpenStoreDialog: File > Open. The user picks the kind of store — a raw
// registry hive or any scheme of the store factory, listed by its plain
// description (wr::kv::knownSchemes()) — and fills in the parameters, which
// StoreParameterForm lays out (empty fields are the engine's defaults).
// Whatever location is chosen is probed off the GUI thread (LocationProbe):
// the type follows what is there, and a hive's WR-Store databases are offered
// in a list. The URI it builds is shown and may be edited directly; a server
// store (Redis) has no location, and its kind shows an example URI to follow.
// Stores open read-only unless "Open for writing" is ticked.
#pragma once

#include <QDialog>

#include <vector>

#include "stores/store_probe.h"
#include "widgets/shell/store_address.h"

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QTimer;

namespace wr::gui {

class LocationProbe;
class StoreParameterForm;

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
    // The databases found in the hive the location names (hidden when none).
    QComboBox* databaseBox() const { return databases_; }
    // What the probe found at the location, in a sentence; empty before.
    QString foundText() const;
    // The chosen kind in a sentence (with an example URI for a server store).
    QString descriptionText() const;
    QPushButton* openButton() const;
    // Why the store cannot be opened as given, or empty.
    QString problem() const;

private:
    void selectType(int index);
    void rebuildUri();
    void readUri();
    void revalidate();
    // A location field changed: probe it once the typing pauses.
    void scheduleProbe(const QString& param);
    void probeNow();
    void showProbe(const QString& path, const wr::kv::ProbeResult& result, const QString& error);
    void chooseDatabase(int index);

    QComboBox* type_;
    QLabel* description_;
    StoreParameterForm* form_;
    QLineEdit* uri_;
    QCheckBox* writable_;
    QLabel* problem_;
    QDialogButtonBox* buttons_;
    bool syncing_ = false;
    QFormLayout* probeForm_;
    QLabel* found_;
    QComboBox* databases_;
    LocationProbe* probe_;
    QTimer* probeTimer_;
    QString probeParam_;
    QString probedPath_;
    std::vector<wr::kv::ProbedDatabase> probedDatabases_;
};

}  // namespace wr::gui
