// ClusterView: the Cluster tab of a redis: store's page (Server for a single
// server). It lists the nodes (ClusterLayoutModel): address, role and the
// master a replica follows, slot ranges and key counts; says in a line over
// the table how many masters and replicas there are and what the masters
// hold, or which nodes did not answer and why; and, for the key selected in
// the explorer, its hash slot (redis_slot.h) and the node holding it, whose
// row is marked. The layout is read off the GUI thread
// (redis_cluster_layout.h) through connections of its own, when the tab is
// first shown, on Refresh, and when shown again after the store changed.
#pragma once

#include <QByteArray>
#include <QFutureWatcher>
#include <QString>
#include <QWidget>

#include <optional>

#include "stores/redis/redis_cluster_layout.h"

class QLabel;
class QPushButton;
class QTableView;

namespace wr::gui {

class ClusterLayoutModel;

class ClusterView : public QWidget {
    Q_OBJECT

public:
    explicit ClusterView(QWidget* parent = nullptr);

    // The store whose layout is shown; read when the view is next shown.
    void setStoreUri(const QString& uri);
    // The layout no longer holds (keys written): read again when next shown.
    void markStale();
    // Reads the layout now, unless a read is running.
    void refresh();
    bool isReading() const { return reading_.isRunning(); }
    // The key selected in the explorer (empty: none).
    void setKey(const QByteArray& key);

    ClusterLayoutModel* model() const { return model_; }
    QTableView* table() const { return table_; }
    QPushButton* refreshButton() const { return refresh_; }
    // The line over the table: the deployment in numbers, or what went wrong.
    QString summaryText() const;
    // The selected key, its slot and the node that holds it.
    QString keyText() const;
    // The hash slot of the selected key, or -1.
    int keySlot() const { return keySlot_; }

signals:
    // A read ended, with a layout or with why there is none.
    void layoutRead();

protected:
    void showEvent(QShowEvent* event) override;

private:
    struct Answer {
        std::optional<wr::kv::redis::RedisClusterLayout> layout;
        QString error;
    };
    void showAnswer();
    void showSummary();
    void showKey();

    ClusterLayoutModel* model_;
    QTableView* table_;
    QLabel* summary_;
    QLabel* key_;
    QPushButton* refresh_;
    QFutureWatcher<Answer> reading_;
    QString uri_;
    QString error_;
    bool stale_ = true;
    bool read_ = false;  // a layout (or an error) has been shown
    QByteArray selectedKey_;
    int keySlot_ = -1;
};

}  // namespace wr::gui
