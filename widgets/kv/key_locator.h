// KeyLocator: "why does this key live there", above the index tree of a
// WR-Store or WR-Store++ (seed 000 Sec. 3.2, Figs. 2-3). Typing a logical
// key shows its MD5 digest with the characters the index uses in bold, the
// leaf those characters make for the store's WR_D and WR_L, and the value
// name the key is stored under; Reveal (or Return) selects that leaf and
// value in the index tree. Keys are typed as the key list shows them: UTF-8,
// with \xNN for any byte.
#pragma once

#include <QWidget>

#include "stores/wrindex/hashed_index.h"

class QLabel;
class QLineEdit;
class QPushButton;

namespace wr::gui {

class KeyLocator : public QWidget {
    Q_OBJECT

public:
    explicit KeyLocator(QWidget* parent = nullptr);

    // The store's layout, its database key's path below the root, and the
    // root's label ("HKCU"); the panel stays disabled until it knows them.
    void setIndex(const wr::kv::wrstore::IndexLayout& layout, const QString& dbPath, const QString& rootLabel);
    void clearIndex();
    bool hasIndex() const { return known_; }

    // Shows where `key` lives (typed into the field as well).
    void setKey(const QByteArray& key);
    QString md5Hex() const { return md5Hex_; }
    // "kvs\fe\40\8a\96": the leaf below the root, or null while no key is typed.
    QString leafPath() const { return leafPath_; }
    QString valueName() const { return valueName_; }

signals:
    // Select the leaf `path` (below the root) and the value `valueName` in it.
    void revealRequested(const QString& path, const QString& valueName);

private:
    void update();

    wr::kv::wrstore::IndexLayout layout_;
    QString dbPath_;
    QString rootLabel_;
    bool known_ = false;
    QLineEdit* edit_;
    QLabel* md5_;
    QLabel* path_;
    QLabel* name_;
    QPushButton* reveal_;
    QString md5Hex_;
    QString leafPath_;
    QString valueName_;
};

}  // namespace wr::gui
