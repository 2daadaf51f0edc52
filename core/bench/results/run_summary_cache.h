// RunSummaryCache: the summaries of runs already read, kept while each run's
// results.json keeps its size and modification time. A results.json holds
// every 10 Hz sample of the run (megabytes each), so a history of hundreds of
// runs listed again after every new run would parse them all each time;
// through a cache, a listing reads only the runs that are new or changed.
// Not thread-safe: one listing at a time uses it.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <set>

#include "bench/results/run_history.h"

namespace wr::bench {

class RunSummaryCache {
public:
    // The summary of `dir`, read when new or changed since it was cached.
    RunSummary summaryOf(const std::filesystem::path& dir, bool registered);
    // Forgets the runs not in `listed` (deleted since).
    void keepOnly(const std::set<std::filesystem::path>& listed);
    // How many summaries were read from disk, cached or not.
    uint64_t reads() const { return reads_; }
    size_t size() const { return entries_.size(); }

private:
    struct Stamp {
        std::filesystem::file_time_type modified;
        std::uintmax_t size = 0;
        bool operator==(const Stamp&) const = default;
    };
    struct Entry {
        Stamp stamp;
        RunSummary summary;
    };
    static std::optional<Stamp> stampOf(const std::filesystem::path& dir);

    std::map<std::filesystem::path, Entry> entries_;
    uint64_t reads_ = 0;
};

}  // namespace wr::bench
