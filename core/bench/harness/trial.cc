#include "bench/harness/trial.h"

namespace wr::bench {

std::string pointLabel(const SweepPoint& point) {
    std::string out;
    for (const auto& [name, value] : point) out += (out.empty() ? "" : " ") + name + "=" + value;
    return out;
}

std::string schemeOf(const StoreVariant& store) { return store.uri.substr(0, store.uri.find(':')); }

}  // namespace wr::bench
