#include "widgets/registry/import_change.h"

#include <QCoreApplication>

#include "registry/value_codec.h"
#include "widgets/common/qt_strings.h"

namespace wr::gui {

namespace {

// The preview lists every value a large file changes; a line each is enough.
constexpr size_t kPreviewBytes = 48;

}  // namespace

ImportPreview importPreviewFrom(const QString& file, const wr::reg::RegImportPreview& preview) {
    using Kind = wr::reg::RegChange::Kind;
    ImportPreview out;
    out.file = file;
    out.unchangedValues = preview.unchangedValues;
    out.changes.reserve(qsizetype(preview.changes.size()));
    for (const wr::reg::RegChange& change : preview.changes) {
        ImportChange line;
        line.kind = change.kind;
        line.keyPath = fromUtf8(change.keyPath);
        line.valueName = fromUtf8(change.valueName);
        if (change.after || change.before) line.type = change.after ? change.after->type : change.before->type;
        if (change.before) {
            line.beforeType = fromUtf8(wr::reg::valueTypeName(change.before->type));
            line.before = fromUtf8(wr::reg::formatValueData(change.before->type, change.before->data, kPreviewBytes));
        }
        if (change.after) {
            line.afterType = fromUtf8(wr::reg::valueTypeName(change.after->type));
            line.after = fromUtf8(wr::reg::formatValueData(change.after->type, change.after->data, kPreviewBytes));
        }
        switch (change.kind) {
        case Kind::kAddKey:
            line.staged = RegistryChange::createKey(parentPath(line.keyPath), lastName(line.keyPath));
            break;
        case Kind::kDeleteKey: line.staged = RegistryChange::deleteKey(line.keyPath); break;
        case Kind::kAddValue:
        case Kind::kChangeValue:
            line.staged =
                RegistryChange::setValue(line.keyPath, line.valueName, change.after->type,
                                         QByteArray(change.after->data.data(), qsizetype(change.after->data.size())));
            break;
        case Kind::kDeleteValue: line.staged = RegistryChange::deleteValue(line.keyPath, line.valueName); break;
        }
        out.changes.append(std::move(line));
    }
    return out;
}

QString importChangeKindName(wr::reg::RegChange::Kind kind) {
    using Kind = wr::reg::RegChange::Kind;
    switch (kind) {
    case Kind::kAddKey: return QCoreApplication::translate("wr::gui::ImportChange", "Add key");
    case Kind::kDeleteKey: return QCoreApplication::translate("wr::gui::ImportChange", "Delete key");
    case Kind::kAddValue: return QCoreApplication::translate("wr::gui::ImportChange", "Add value");
    case Kind::kChangeValue: return QCoreApplication::translate("wr::gui::ImportChange", "Change value");
    case Kind::kDeleteValue: return QCoreApplication::translate("wr::gui::ImportChange", "Delete value");
    }
    return {};
}

QList<RegistryChange> stagedChangesOf(const ImportPreview& preview) {
    QList<RegistryChange> changes;
    changes.reserve(preview.changes.size());
    for (const ImportChange& change : preview.changes) changes.append(change.staged);
    return changes;
}

}  // namespace wr::gui
