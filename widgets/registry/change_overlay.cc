#include "widgets/registry/change_overlay.h"

#include <algorithm>

namespace wr::gui {

namespace {

bool sameName(const QString& a, const QString& b) { return a.compare(b, Qt::CaseInsensitive) == 0; }

ChangeOverlay::Node* liveChild(const ChangeOverlay::Node* parent, const QString& name) {
    for (const auto& child : parent->children) {
        if (!child->deleted && sameName(child->name, name)) return child.get();
    }
    return nullptr;
}

}  // namespace

ChangeOverlay::ChangeOverlay() : root_(std::make_unique<Node>()) {}

ChangeOverlay::ChangeOverlay(const QList<RegistryChange>& changes) : ChangeOverlay() {
    for (const RegistryChange& change : changes) apply(change);
}

const ChangeOverlay::Node* ChangeOverlay::sourceChild(const Node* parent, const QString& sourceName) {
    if (parent == nullptr) return nullptr;
    for (const auto& child : parent->children) {
        if (!child->isCreated() && sameName(child->sourceName, sourceName)) return child.get();
    }
    return nullptr;
}

const ChangeOverlay::Node* ChangeOverlay::createdChild(const Node* parent, quint64 serial) {
    if (parent == nullptr) return nullptr;
    for (const auto& child : parent->children) {
        if (child->createdBy == serial) return child.get();
    }
    return nullptr;
}

const ChangeOverlay::Node* ChangeOverlay::find(const QString& path) const {
    const Node* node = root_.get();
    for (const QString& name : path.split(QLatin1Char('\\'), Qt::SkipEmptyParts)) {
        node = liveChild(node, name);
        if (node == nullptr) return nullptr;
    }
    return node;
}

bool ChangeOverlay::isDeleted(const QString& path) const {
    const Node* node = root_.get();
    for (const QString& name : path.split(QLatin1Char('\\'), Qt::SkipEmptyParts)) {
        const Node* live = liveChild(node, name);
        if (live == nullptr) {
            return std::any_of(node->children.begin(), node->children.end(),
                               [&name](const auto& child) { return child->deleted && sameName(child->name, name); });
        }
        node = live;
    }
    return false;
}

ChangeOverlay::Node* ChangeOverlay::resolve(const QString& path) {
    Node* node = root_.get();
    for (const QString& name : path.split(QLatin1Char('\\'), Qt::SkipEmptyParts)) {
        Node* child = liveChild(node, name);
        if (child == nullptr) {
            // Changes name only keys that exist once the changes before them
            // are applied, so a key missing here is one of the registry's.
            auto added = std::make_unique<Node>();
            added->parent = node;
            added->name = name;
            added->sourceName = name;
            child = added.get();
            node->children.push_back(std::move(added));
        }
        node = child;
    }
    return node;
}

void ChangeOverlay::apply(const RegistryChange& change) {
    using Kind = RegistryChange::Kind;
    switch (change.kind) {
    case Kind::CreateKey: {
        Node* parent = resolve(change.keyPath);
        if (liveChild(parent, change.name) != nullptr) return;  // createKey opens an existing key
        auto created = std::make_unique<Node>();
        created->parent = parent;
        created->name = change.name;
        created->createdBy = change.serial;
        parent->children.push_back(std::move(created));
        return;
    }
    case Kind::DeleteKey: {
        Node* node = resolve(change.keyPath);
        Node* parent = node->parent;
        if (parent == nullptr) return;  // the root key is never deleted
        if (node->isCreated()) {
            std::erase_if(parent->children, [node](const auto& child) { return child.get() == node; });
            return;
        }
        node->deleted = true;
        node->name = node->sourceName;
        node->children.clear();
        node->valueChanges.clear();
        return;
    }
    case Kind::RenameKey: resolve(change.keyPath)->name = change.name; return;
    case Kind::SetValue:
    case Kind::DeleteValue:
    case Kind::RenameValue: resolve(change.keyPath)->valueChanges.append(change); return;
    }
}

}  // namespace wr::gui
