// ImportChange: one line of a .reg import's preview (reg_file_preview.h) as
// the GUI shows it, together with the staged change that makes it, so that
// confirming an import stages exactly what the preview listed.
#pragma once

#include <QList>
#include <QMetaType>
#include <QString>

#include "registry/regfile/reg_file_preview.h"
#include "widgets/registry/registry_change.h"

namespace wr::gui {

struct ImportChange {
    wr::reg::RegChange::Kind kind = wr::reg::RegChange::Kind::kAddKey;
    QString keyPath;             // relative to the root
    QString valueName;           // values only; "" is the default value
    quint32 type = 0;            // the value's type, after the import if it stays
    QString beforeType, before;  // changed and deleted values, one line each
    QString afterType, after;    // added and changed values
    RegistryChange staged;
};

// Everything a .reg file would change, and how much it leaves as it is.
struct ImportPreview {
    QString file;
    QList<ImportChange> changes;
    quint64 unchangedValues = 0;
};

ImportPreview importPreviewFrom(const QString& file, const wr::reg::RegImportPreview& preview);
// "add key", "change value", ... as the preview names them, translated.
QString importChangeKindName(wr::reg::RegChange::Kind kind);
// The staged changes of every line, in the preview's order.
QList<RegistryChange> stagedChangesOf(const ImportPreview& preview);

}  // namespace wr::gui

Q_DECLARE_METATYPE(wr::gui::ImportPreview)
