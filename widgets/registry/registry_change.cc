#include "widgets/registry/registry_change.h"

#include "widgets/common/qt_strings.h"

namespace wr::gui {

namespace {

QString valueLabel(const QString& name) { return name.isEmpty() ? RegistryChange::tr("(Default)") : name; }

QString keyLabel(const QString& path) { return path.isEmpty() ? RegistryChange::tr("the root key") : path; }

}  // namespace

RegistryChange RegistryChange::createKey(const QString& parentPath, const QString& name) {
    RegistryChange change;
    change.kind = Kind::CreateKey;
    change.keyPath = parentPath;
    change.name = name;
    return change;
}

RegistryChange RegistryChange::deleteKey(const QString& path) {
    RegistryChange change;
    change.kind = Kind::DeleteKey;
    change.keyPath = path;
    return change;
}

RegistryChange RegistryChange::renameKey(const QString& path, const QString& newName) {
    RegistryChange change;
    change.kind = Kind::RenameKey;
    change.keyPath = path;
    change.name = newName;
    return change;
}

RegistryChange RegistryChange::setValue(const QString& keyPath, const QString& name, quint32 type,
                                        const QByteArray& data) {
    RegistryChange change;
    change.kind = Kind::SetValue;
    change.keyPath = keyPath;
    change.name = name;
    change.type = type;
    change.data = data;
    return change;
}

RegistryChange RegistryChange::deleteValue(const QString& keyPath, const QString& name) {
    RegistryChange change;
    change.kind = Kind::DeleteValue;
    change.keyPath = keyPath;
    change.name = name;
    return change;
}

RegistryChange RegistryChange::renameValue(const QString& keyPath, const QString& name, const QString& newName) {
    RegistryChange change;
    change.kind = Kind::RenameValue;
    change.keyPath = keyPath;
    change.name = name;
    change.newName = newName;
    return change;
}

QString RegistryChange::describe() const {
    switch (kind) {
    case Kind::CreateKey: return RegistryChange::tr("Create key %1").arg(childPath(keyPath, name));
    case Kind::DeleteKey: return RegistryChange::tr("Delete key %1").arg(keyLabel(keyPath));
    case Kind::RenameKey: return RegistryChange::tr("Rename key %1 to %2").arg(keyLabel(keyPath), name);
    case Kind::SetValue: return RegistryChange::tr("Set value %1 of %2").arg(valueLabel(name), keyLabel(keyPath));
    case Kind::DeleteValue: return RegistryChange::tr("Delete value %1 of %2").arg(valueLabel(name), keyLabel(keyPath));
    case Kind::RenameValue:
        return RegistryChange::tr("Rename value %1 of %2 to %3")
            .arg(valueLabel(name), keyLabel(keyPath), valueLabel(newName));
    }
    return {};
}

wr::Status applyRegistryChange(wr::reg::Registry& registry, const RegistryChange& change) {
    const wr::reg::Key root = registry.root();
    switch (change.kind) {
    case RegistryChange::Kind::CreateKey:
        return registry.createKey(root, utf8(childPath(change.keyPath, change.name))).status();
    case RegistryChange::Kind::DeleteKey: {
        const wr::Status deleted = registry.deleteTree(root, utf8(change.keyPath));
        return deleted.is(wr::StatusCode::kNotFound) ? wr::Status::ok() : deleted;
    }
    case RegistryChange::Kind::RenameKey: {
        auto parent = registry.openKey(root, utf8(parentPath(change.keyPath)));
        if (!parent) return parent.status();
        return registry.renameKey(parent.value(), utf8(lastName(change.keyPath)), utf8(change.name));
    }
    default: break;
    }
    auto key = registry.openKey(root, utf8(change.keyPath));
    if (!key) return key.status();
    switch (change.kind) {
    case RegistryChange::Kind::SetValue:
        return registry.setValue(key.value(), utf8(change.name), change.type, bytesView(change.data));
    case RegistryChange::Kind::DeleteValue: {
        const wr::Status deleted = registry.deleteValue(key.value(), utf8(change.name));
        return deleted.is(wr::StatusCode::kNotFound) ? wr::Status::ok() : deleted;
    }
    case RegistryChange::Kind::RenameValue: {
        // The registry has no rename: the data moves to the new name.
        auto value = registry.queryValue(key.value(), utf8(change.name));
        if (!value) return value.status();
        WR_RETURN_IF_ERROR(registry.setValue(key.value(), utf8(change.newName), value->type, value->data));
        return registry.deleteValue(key.value(), utf8(change.name));
    }
    default: return wr::Status::ok();
    }
}

QString childPath(const QString& parent, const QString& name) {
    return parent.isEmpty() ? name : parent + QLatin1Char('\\') + name;
}

QString parentPath(const QString& path) {
    const qsizetype slash = path.lastIndexOf(QLatin1Char('\\'));
    return slash < 0 ? QString(QLatin1String("")) : path.left(slash);
}

QString lastName(const QString& path) { return path.mid(path.lastIndexOf(QLatin1Char('\\')) + 1); }

}  // namespace wr::gui
