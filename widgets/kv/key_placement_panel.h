// KeyPlacementPanel: "why does this key live there" for WR-Store and
// WR-Store++ (seed 000 Sec. 3.2, Figs. 2-3): a key's MD5 in hex, the WR_D
// levels of WR_L characters cut from it, the registry key they name under
// ROOT\DB, and the value name that holds the pair. The layout and the
// database come from the open store (its URI and statistics) and can be
// changed by hand to see where a key would live under another layout; Find
// looks the key up in the store.
#pragma once

#include <QByteArray>
#include <QPointer>
#include <QWidget>

#include "widgets/kv/kv_session.h"

class QLabel;
class QLineEdit;
class QSpinBox;

namespace wr::gui {

class KeyPlacementPanel : public QWidget {
    Q_OBJECT

public:
    explicit KeyPlacementPanel(KvSession* session, QWidget* parent = nullptr);

    // Whether the open store keeps its pairs under the hashed index.
    static bool appliesTo(const KvStoreInfo& info);

    void setIndexLayout(int depth, int length);
    void setDatabase(const QString& root, const QString& database);
    // Shows where `key` lives (the key field shows it as the key list does).
    void setKey(const QByteArray& key);
    QByteArray key() const;

    // The key's whole MD5 digest in hex.
    QString md5Text() const { return md5Hex_; }
    QString registryPath() const;
    QString valueName() const;
    QString lookupText() const;

    // Looks the key up in the store; the answer shows in lookupText().
    void find();

signals:
    void lookedUp();

private:
    void onOpened(const KvStoreInfo& info);
    void refresh();

    QPointer<KvSession> session_;
    QString root_ = QStringLiteral("HKCU");
    QString database_ = QStringLiteral("kvs");
    QString md5Hex_;
    QLineEdit* key_;
    QSpinBox* depth_;
    QSpinBox* length_;
    QLabel* md5_;
    QLabel* path_;
    QLabel* valueName_;
    QLabel* lookup_;
    KvRequestId statistics_ = 0;
    KvRequestId peek_ = 0;
};

}  // namespace wr::gui
