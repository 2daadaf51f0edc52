#include "util/file_faults.h"

#include <cerrno>
#include <charconv>
#include <cstdlib>
#include <mutex>

#include "util/random.h"

namespace wr {

namespace {

constexpr std::string_view kOpNames[kFileOpCount] = {"write", "fsync", "rename", "truncate", "mmap", "msync"};

struct FaultState {
    std::mutex mutex;
    FileFaultPlan plan;
    Random random{1};
    uint64_t seen = 0;  // matching operations, for nth
    uint64_t injected = 0;
    std::filesystem::path lastPath;
    uint64_t counts[kFileOpCount] = {};
};

FaultState& state() {
    static FaultState s;
    return s;
}

bool isUnder(const std::filesystem::path& dir, const std::filesystem::path& path) {
    if (dir.empty()) return true;
    auto d = dir.begin();
    auto p = path.begin();
    for (; d != dir.end(); ++d, ++p) {
        if (d->empty()) continue;  // trailing separator
        if (p == path.end() || *d != *p) return false;
    }
    return true;
}

Result<uint64_t> parseNumber(std::string_view key, std::string_view text) {
    uint64_t n = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
    if (ec != std::errc() || end != text.data() + text.size()) {
        return Status::invalidArgument("file fault " + std::string(key) + " '" + std::string(text) +
                                       "' is not a number");
    }
    return n;
}

Status applySetting(FileFaultPlan& plan, std::string_view key, std::string_view value) {
    if (key == "op") {
        if (value == "any") {
            plan.anyOp = true;
            return Status::ok();
        }
        if (value == "pwrite") value = "write";
        if (value == "fdatasync") value = "fsync";
        if (value == "ftruncate") value = "truncate";
        for (size_t i = 0; i < kFileOpCount; ++i) {
            if (kOpNames[i] == value) {
                plan.op = static_cast<FileOp>(i);
                return Status::ok();
            }
        }
        return Status::invalidArgument("unknown file operation '" + std::string(value) +
                                       "' (write, fsync, rename, truncate, mmap, msync or any)");
    }
    if (key == "error") {
        if (value == "EIO") {
            plan.error = EIO;
        } else if (value == "ENOSPC") {
            plan.error = ENOSPC;
        } else if (value == "short") {
            plan.error = ENOSPC;
            plan.shortWrite = true;
        } else {
            return Status::invalidArgument("unknown file fault error '" + std::string(value) +
                                           "' (EIO, ENOSPC or short)");
        }
        return Status::ok();
    }
    if (key == "under") {
        plan.under = std::filesystem::path(value).lexically_normal();
        return Status::ok();
    }
    WR_ASSIGN_OR_RETURN(uint64_t n, parseNumber(key, value));
    if (key == "nth") {
        plan.nth = n;
    } else if (key == "random") {
        plan.randomOneIn = n;
    } else if (key == "seed") {
        plan.seed = n;
    } else if (key == "times") {
        plan.times = n;
    } else {
        return Status::invalidArgument("unknown file fault setting '" + std::string(key) +
                                       "' (op, nth, random, seed, times, error, under)");
    }
    return Status::ok();
}

// Arms the plan of WR_FILE_FAULTS before main() runs, so a child process
// fails from its first operation on.
[[maybe_unused]] const bool kArmedFromEnvironment = [] {
    const char* spec = std::getenv("WR_FILE_FAULTS");
    return spec != nullptr && *spec != '\0' && FileFaults::arm(spec).isOk();
}();

}  // namespace

std::atomic<bool> FileFaults::armed_{false};

std::string_view fileOpName(FileOp op) { return kOpNames[static_cast<size_t>(op)]; }

Result<FileFaultPlan> FileFaults::parse(std::string_view spec) {
    FileFaultPlan plan;
    while (!spec.empty()) {
        size_t cut = spec.find(';');
        std::string_view part = spec.substr(0, cut);
        spec = cut == std::string_view::npos ? std::string_view() : spec.substr(cut + 1);
        if (part.empty()) continue;
        size_t eq = part.find('=');
        if (eq == std::string_view::npos) {
            return Status::invalidArgument("file fault setting '" + std::string(part) + "' has no '='");
        }
        WR_RETURN_IF_ERROR(applySetting(plan, part.substr(0, eq), part.substr(eq + 1)));
    }
    return plan;
}

void FileFaults::arm(const FileFaultPlan& plan) {
    FaultState& s = state();
    std::lock_guard lock(s.mutex);
    s.plan = plan;
    s.random = Random(plan.seed);
    s.seen = 0;
    s.injected = 0;
    s.lastPath.clear();
    for (auto& c : s.counts) c = 0;
    armed_.store(true, std::memory_order_relaxed);
}

Status FileFaults::arm(std::string_view spec) {
    WR_ASSIGN_OR_RETURN(FileFaultPlan plan, parse(spec));
    arm(plan);
    return Status::ok();
}

void FileFaults::disarm() { armed_.store(false, std::memory_order_relaxed); }

uint64_t FileFaults::count(FileOp op) {
    FaultState& s = state();
    std::lock_guard lock(s.mutex);
    return s.counts[static_cast<size_t>(op)];
}

uint64_t FileFaults::injected() {
    FaultState& s = state();
    std::lock_guard lock(s.mutex);
    return s.injected;
}

std::filesystem::path FileFaults::lastInjectedPath() {
    FaultState& s = state();
    std::lock_guard lock(s.mutex);
    return s.lastPath;
}

FileFault FileFaults::check(FileOp op, const std::filesystem::path& path) {
    FaultState& s = state();
    std::lock_guard lock(s.mutex);
    const FileFaultPlan& plan = s.plan;
    if (!isUnder(plan.under, path.lexically_normal())) return {};
    ++s.counts[static_cast<size_t>(op)];
    if (!plan.anyOp && op != plan.op) return {};
    ++s.seen;
    if (plan.times != 0 && s.injected >= plan.times) return {};
    bool fails = plan.randomOneIn != 0 ? s.random.uniform(plan.randomOneIn) == 0 : plan.nth != 0 && s.seen >= plan.nth;
    if (!fails) return {};
    ++s.injected;
    s.lastPath = path;
    return {plan.error, plan.shortWrite && op == FileOp::kWrite};
}

}  // namespace wr
