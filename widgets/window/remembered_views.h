// RememberedViews: which of a store's views (Registry, Index, Keys, Chunks,
// Data Files, Statistics) the user looked at last, kept per store address in
// the settings and shown again the next time that store opens.
#pragma once

#include <QObject>

namespace wr::gui {

class StorePage;
struct StoreAddress;

class RememberedViews : public QObject {
    Q_OBJECT

public:
    explicit RememberedViews(QObject* parent = nullptr);

    // Once `page` has first opened (its views depend on what the store can
    // do), shows the view remembered for its store; from then on remembers
    // each view it shows.
    void track(StorePage* page);
    // The name of the view last shown for `address`; empty when none is known.
    static QString lastView(const StoreAddress& address);

private:
    static void remember(const StoreAddress& address, const QString& view);
};

}  // namespace wr::gui
