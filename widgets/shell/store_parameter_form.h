// StoreParameterForm: the fields of one kind of store, laid out from its
// scheme's example URI (wr::kv::knownSchemes()) — one line edit per
// parameter, empty meaning the engine's own default, its sentence from
// StoreParameterHelp as tooltip (and, when asked for, as a line under it),
// and a Browse button for the ones that name a directory or a file. The
// Open and New Store dialogs build their URIs from it.
#pragma once

#include <QList>
#include <QString>
#include <QWidget>

#include "stores/store_uri.h"

class QFormLayout;
class QLineEdit;

namespace wr::gui {

class StoreParameterForm : public QWidget {
    Q_OBJECT

public:
    enum class HelpLines { Hidden, Shown };

    explicit StoreParameterForm(HelpLines helpLines, QWidget* parent = nullptr);

    // Lays out the fields of `scheme` ("hive": a hive's directory), empty.
    void setScheme(const QString& scheme);
    const QString& scheme() const { return scheme_; }
    // The field of parameter `name`, or null.
    QLineEdit* field(const QString& name) const;
    // The parameters that name where the store lives, in order.
    QStringList locationParameters() const;

    // Each field from the parameter of its name in `uri` (empty when absent).
    void fill(const wr::kv::StoreUri& uri);
    // Adds every field that is filled in to `uri`, in the fields' order.
    void addTo(wr::kv::StoreUri& uri) const;
    // Tab goes from `before` through the fields, in order, to `after`.
    void chainTabOrder(QWidget* before, QWidget* after) const;

signals:
    void changed();
    // The text of a field naming a directory or file changed.
    void locationChanged(const QString& param);

private:
    struct Param {
        QString name;
        QLineEdit* edit = nullptr;
    };
    void browse(const QString& name, bool file);

    HelpLines helpLines_;
    QString scheme_;
    QFormLayout* form_ = nullptr;
    QList<Param> params_;
};

}  // namespace wr::gui
