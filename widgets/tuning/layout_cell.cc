#include "widgets/tuning/layout_cell.h"

#include "stores/store_uri.h"

namespace wr::gui {

std::string layoutName(const LayoutCell& cell) {
    return std::to_string(cell.depth) + "D_" + std::to_string(cell.length) + "L";
}

std::optional<LayoutCell> layoutOfVariant(const wr::bench::StoreVariant& store) {
    auto uri = wr::kv::StoreUri::parse(store.uri);
    if (!uri.isOk() || uri->scheme() != "wrstore") return std::nullopt;
    auto depth = uri->getInt("depth", 1, 64);
    auto length = uri->getInt("len", 1, 64);
    if (!depth.isOk() || !length.isOk()) return std::nullopt;
    return LayoutCell{static_cast<int>(*depth), static_cast<int>(*length)};
}

wr::bench::LayoutScore layoutScoreOf(const wr::bench::TrialResult& trial) {
    wr::bench::LayoutScore score{trial.trial.store.label};
    for (const auto& step : trial.steps) {
        // The measured operation of a step carries the step's name, as in aggregate().
        const wr::bench::OpResult* op = step.status.isOk() ? step.findOp(step.spec.step) : nullptr;
        if (op == nullptr) continue;
        if (step.spec.step == "read") score.read = op->opsPerSecond;
        if (step.spec.step == "write") score.write = op->opsPerSecond;
        if (step.spec.step == "delete") score.remove = op->opsPerSecond;
    }
    return score;
}

}  // namespace wr::gui
