#include "bench/results/run_summary_cache.h"

#include <system_error>

namespace wr::bench {

namespace fs = std::filesystem;

std::optional<RunSummaryCache::Stamp> RunSummaryCache::stampOf(const fs::path& dir) {
    std::error_code ec;
    const fs::path file = dir / "results.json";
    const auto modified = fs::last_write_time(file, ec);
    if (ec) return std::nullopt;
    const auto size = fs::file_size(file, ec);
    if (ec) return std::nullopt;
    return Stamp{modified, size};
}

RunSummary RunSummaryCache::summaryOf(const fs::path& dir, bool registered) {
    const std::optional<Stamp> stamp = stampOf(dir);
    if (stamp) {
        auto it = entries_.find(dir);
        if (it != entries_.end() && it->second.stamp == *stamp && it->second.summary.registered == registered) {
            return it->second.summary;
        }
    }
    ++reads_;
    RunSummary summary = readRunSummary(dir, registered);
    // A file that could not be stamped is read again next time.
    if (stamp) {
        entries_[dir] = {*stamp, summary};
    } else {
        entries_.erase(dir);
    }
    return summary;
}

void RunSummaryCache::keepOnly(const std::set<fs::path>& listed) {
    std::erase_if(entries_, [&listed](const auto& entry) { return !listed.contains(entry.first); });
}

}  // namespace wr::bench
