// A reader-writer lock for critical sections of a microsecond or less, such
// as the hive's: a get or a put holds it for the time of a lookup or a log
// append. A waiter spins briefly before it sleeps, because a futex sleep and
// wake-up (what std::shared_mutex does on any contention) costs several
// microseconds, many times the section itself: with two client threads the
// hive then ran slower than with one. A holder that keeps the lock longer (a
// checkpoint) sends its waiters to sleep after the spin, so an oversubscribed
// machine does not burn its cores.
//
// Writers go first: a waiting writer stops new readers from entering, so a
// read-mostly load cannot starve the writes. Meets the standard SharedMutex
// requirements (std::unique_lock, std::shared_lock).
#pragma once

#include <atomic>
#include <cstdint>

namespace wr {

class SpinSharedMutex {
public:
    SpinSharedMutex() = default;
    SpinSharedMutex(const SpinSharedMutex&) = delete;
    SpinSharedMutex& operator=(const SpinSharedMutex&) = delete;

    void lock();
    bool try_lock();
    void unlock();

    void lock_shared();
    bool try_lock_shared();
    void unlock_shared();

private:
    static constexpr uint32_t kWriter = 1u << 31;         // a writer holds the lock
    static constexpr uint32_t kWriterWaiting = 1u << 30;  // a writer waits: readers hold back
    static constexpr uint32_t kReaders = kWriterWaiting - 1;

    // One attempt of each side; `state` is the value last seen.
    bool tryWriter(uint32_t& state);
    bool tryReader(uint32_t& state);
    // Backs off after `attempt` failed attempts: spins, then, once the spin
    // is spent, sleeps until the state moves away from `seen` — but only
    // when `seen` names someone whose release will wake the sleepers (a
    // holder, or for readers a writer that will take the lock and release
    // it). A lock that is free only needs trying again.
    void wait(int attempt, uint32_t seen, bool wakeable);
    void wakeSleepers();

    alignas(64) std::atomic<uint32_t> state_{0};
    alignas(64) std::atomic<uint32_t> sleepers_{0};
};

}  // namespace wr
