#include "widgets/tuning/stress_point.h"

namespace wr::gui {

std::optional<StressPoint> stressPointOf(const wr::bench::StepResult& step) {
    using wr::bench::member;
    const wr::bench::Json& clients = member(step.metrics, "background_clients");
    const wr::bench::OpResult* op = step.findOp(step.spec.step);
    if (!step.status.isOk() || op == nullptr || wr::bench::intOr(clients, 0) <= 0) return std::nullopt;
    StressPoint point;
    point.op = step.spec.step;
    point.clients = static_cast<int>(wr::bench::intOr(clients, 0));
    point.measuredOpsPerSecond = op->opsPerSecond;
    point.achievedRate = wr::bench::numberOr(member(step.metrics, "background_achieved_ops_per_second"));
    point.targetRate = wr::bench::numberOr(member(step.metrics, "background_target_ops_per_second"));
    return point;
}

}  // namespace wr::gui
