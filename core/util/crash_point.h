// Named crash points: places in the engines where a test or `wrctl
// crashtest` can make the process die, so that the state a crash leaves
// there is reopened and checked. crashPoint("hive.checkpoint.before_rename")
// kills the process with SIGKILL — nothing is flushed, unwound or closed, as
// in a real crash — when that point is armed and reached for the nth time;
// otherwise it costs one relaxed atomic load. A point is armed by the
// environment (WR_CRASH_AT=name or name:nth, read at the first point
// reached) or by armCrashPoint(), which a forked child calls. Every point is
// listed in crashPointTable() with where it sits and what a crash there
// leaves, so the crash test and the documentation enumerate the same list.
#pragma once

#include <atomic>
#include <cstdint>
#include <span>
#include <string_view>

#include "util/status.h"

namespace wr {

struct CrashPointInfo {
    const char* name;       // "hive.checkpoint.before_rename"
    const char* component;  // what holds it: "hive", "zdb", "wrstore++", "migrate"
    const char* where;      // the function and step
    const char* leaves;     // the state a crash there leaves behind
};

// Every crash point, grouped by component.
std::span<const CrashPointInfo> crashPointTable();
const CrashPointInfo* findCrashPoint(std::string_view name);

// Arms `name` (which must be in the table) to kill the process at its nth
// hit, counting from 1; replaces any point armed before.
Status armCrashPoint(std::string_view name, uint64_t nth = 1);
// Arms the point "name" or "name:nth" names, as WR_CRASH_AT takes it.
Status armCrashPointSpec(std::string_view spec);
// Disarms whatever point was armed.
void disarmCrashPoints();

namespace detail {
// Non-zero while a point may be armed: before the environment was read, and
// after a point was armed.
extern std::atomic<int> crashPointsMaybeArmed;
void reachCrashPoint(const char* name);
}  // namespace detail

inline void crashPoint(const char* name) {
    if (detail::crashPointsMaybeArmed.load(std::memory_order_relaxed) != 0) detail::reachCrashPoint(name);
}

}  // namespace wr
