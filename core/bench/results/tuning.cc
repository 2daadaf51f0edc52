#include "bench/results/tuning.h"

#include <algorithm>

namespace wr::bench {

std::map<std::string, std::vector<LayoutScore>> rankLayouts(const std::vector<AggregateRow>& rows,
                                                            const std::string& presetId) {
    std::map<std::string, std::vector<LayoutScore>> out;
    for (const auto& r : rows) {
        if (r.preset != presetId || r.op != r.step) continue;  // the measured read / write / delete rows
        auto& list = out[r.point];
        auto it = std::find_if(list.begin(), list.end(), [&](const LayoutScore& s) { return s.store == r.store; });
        if (it == list.end()) it = list.insert(list.end(), LayoutScore{r.store});
        if (r.op == "read") it->read = r.opsPerSecond;
        if (r.op == "write") it->write = r.opsPerSecond;
        if (r.op == "delete") it->remove = r.opsPerSecond;
    }
    for (auto& [point, list] : out) {
        std::stable_sort(list.begin(), list.end(),
                         [](const LayoutScore& a, const LayoutScore& b) { return a.average() > b.average(); });
    }
    return out;
}

}  // namespace wr::bench
