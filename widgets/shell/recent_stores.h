// RecentStores: the stores opened lately, newest first, as File > Recent
// lists them. Kept in QSettings (key "recentStores") as the addresses' text,
// so a store reopens exactly as it was named; never with write access, which
// is asked for each time.
#pragma once

#include <QList>
#include <QObject>

#include "widgets/shell/store_address.h"

class QMenu;

namespace wr::gui {

class RecentStores : public QObject {
    Q_OBJECT

public:
    static constexpr int kMaxStores = 10;

    explicit RecentStores(QObject* parent = nullptr);

    QList<StoreAddress> stores() const;
    void add(const StoreAddress& address);
    void clear();
    // Refills `menu`: one action per store, then "Clear Menu".
    void fill(QMenu* menu);

signals:
    void openRequested(const wr::gui::StoreAddress& address);
    void changed();
};

}  // namespace wr::gui
