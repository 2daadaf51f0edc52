#include "widgets/charts/store_palette.h"

#include <QHash>
#include <QMutex>

#include <array>

namespace wr::gui {

namespace {

// Okabe & Ito, "Color Universal Design"; yellow is left out, too faint on white.
constexpr std::array<QRgb, 7> kOkabeIto = {0x0072B2, 0xE69F00, 0x009E73, 0xD55E00, 0xCC79A7, 0x56B4E9, 0x000000};
constexpr std::array<Qt::PenStyle, 3> kLineStyles = {Qt::SolidLine, Qt::DashLine, Qt::DotLine};

}  // namespace

StoreStyle storeStyle(const QString& store) {
    static QMutex mutex;
    static QHash<QString, int> slotOfStore;
    QMutexLocker lock(&mutex);
    auto it = slotOfStore.find(store);
    if (it == slotOfStore.end()) it = slotOfStore.insert(store, static_cast<int>(slotOfStore.size()));
    const int slot = it.value();
    const int colours = static_cast<int>(kOkabeIto.size());
    return {QColor(kOkabeIto[static_cast<size_t>(slot % colours)]),
            kLineStyles[static_cast<size_t>((slot / colours) % static_cast<int>(kLineStyles.size()))]};
}

}  // namespace wr::gui
