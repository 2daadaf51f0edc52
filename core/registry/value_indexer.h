// Builds the ValueIndex of a hive's large keys on a second thread while the
// snapshot loader reads on. Loading a WR-Store of 2M pairs spent two fifths
// of its time hashing every value name into its key's index, and the rest
// reading, allocating, copying and checking; on two cores they overlap.
// Small keys are indexed in line: the hand-off would cost more.
#pragma once

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "registry/hive_values.h"

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
    void run();

    std::mutex mutex_;
    std::condition_variable changed_;
    std::deque<Job> jobs_;          // under mutex_
    bool closing_ = false;          // under mutex_: no more jobs come
    bool abandon_ = false;          // under mutex_: drop the jobs left
    std::vector<Indexed> indexed_;  // the thread's alone until it is joined
    std::thread thread_;
};

}  // namespace wr::reg
