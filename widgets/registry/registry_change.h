// RegistryChange: one edit of a registry that the user has staged and not
// yet written (DB Browser for SQLite's model: nothing reaches the store until
// File > Write Changes). Each change names its key by the path it has at the
// moment it is staged, which is exactly the path it has when the changes
// before it have been applied; writing replays them in order.
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QMetaType>
#include <QString>

#include "registry/registry.h"

namespace wr::gui {

struct RegistryChange {
    Q_DECLARE_TR_FUNCTIONS(wr::gui::RegistryChange)

public:
    enum class Kind { CreateKey, DeleteKey, RenameKey, SetValue, DeleteValue, RenameValue };

    Kind kind = Kind::CreateKey;
    // The key changed, backslash-separated from the root ("" is the root);
    // for CreateKey the parent of the new key.
    QString keyPath;
    // CreateKey: the new subkey; RenameKey: the key's new name; the value
    // kinds: the value's name ("" is the default value).
    QString name;
    QString newName;  // RenameValue: the value's new name
    quint32 type = 0;
    QByteArray data;  // SetValue: the exact bytes
    // Gives what a CreateKey made an identity that survives renames, so views
    // can tell their staged rows apart; unique within a PendingChanges.
    quint64 serial = 0;

    static RegistryChange createKey(const QString& parentPath, const QString& name);
    static RegistryChange deleteKey(const QString& path);
    static RegistryChange renameKey(const QString& path, const QString& newName);
    static RegistryChange setValue(const QString& keyPath, const QString& name, quint32 type, const QByteArray& data);
    static RegistryChange deleteValue(const QString& keyPath, const QString& name);
    static RegistryChange renameValue(const QString& keyPath, const QString& name, const QString& newName);

    // "Delete key Factory\Workshops", for the undo history and the log.
    QString describe() const;
};

// Applies one change to `registry` (on the session's worker). Deleting what
// is already gone is no error, as in regedit's imports.
wr::Status applyRegistryChange(wr::reg::Registry& registry, const RegistryChange& change);

// Joins a parent path and a name ("" is the root).
QString childPath(const QString& parent, const QString& name);
// The parent path of `path` and its last name.
QString parentPath(const QString& path);
QString lastName(const QString& path);

}  // namespace wr::gui

Q_DECLARE_METATYPE(wr::gui::RegistryChange)
