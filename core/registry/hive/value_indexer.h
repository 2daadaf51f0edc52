// Builds the ValueIndex of a hive's large keys on a second thread while the
// snapshot loader reads on. Loading a WR-Store of 2M pairs spent two fifths
// of its time hashing every value name into its key's index, and the rest
// reading, allocating, copying and checking; on two cores they overlap.
// Small keys are indexed in line: the hand-off would cost more.
#pragma once

#include <atomic>
#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>
#include <vector>

#include "registry/hive/hive_values.h"
#include "util/wake_worker.h"

namespace wr::reg {

class ValueIndexer {
public:
    // Keys with fewer bytes of values are not handed over.
    static constexpr size_t kMinValueBytes = 64 * 1024;
    // Whether there is a second core to run the thread on.
    static bool worthStarting();

    // One key's checked values (ValueIndex::rebuild's arguments), where the
    // tree keeps them: they must stay put and unchanged until finish().
    struct Job {
        uint32_t id = 0;
        const char* values = nullptr;
        uint32_t size = 0;
        uint32_t count = 0;
    };
    struct Indexed {
        uint32_t id = 0;
        std::unique_ptr<ValueIndex> index;
    };

    ValueIndexer();
    // Abandons the jobs not yet started and joins the thread.
    ~ValueIndexer();
    ValueIndexer(const ValueIndexer&) = delete;
    ValueIndexer& operator=(const ValueIndexer&) = delete;

    void add(const Job& job);
    // Waits for every job; one index per job, in the order they were added.
    std::vector<Indexed> finish();

private:
    // Indexes queued keys until none is left or the jobs are abandoned; runs
    // on the worker, then once more on finish()'s caller for what a stopped
    // worker did not take, never on both at once.
    void indexQueued();

    std::mutex mutex_;
    std::deque<Job> jobs_;  // under mutex_
    std::atomic<bool> abandon_{false};
    std::vector<Indexed> indexed_;
    WakeWorker worker_;  // declared last: it starts once the rest exists
};

}  // namespace wr::reg
