#include "util/spin_shared_mutex.h"

#include <thread>

namespace wr {

namespace {

// Attempts made spinning before a waiter sleeps; the pauses between them
// double up to kMaxPauses, some 20-40 microseconds in all on current x86.
constexpr int kSpinAttempts = 24;
constexpr int kMaxPauses = 256;

inline void cpuRelax() {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#else
    std::this_thread::yield();
#endif
}

}  // namespace

bool SpinSharedMutex::tryWriter(uint32_t& state) {
    state = state_.load(std::memory_order_relaxed);
    if ((state & (kWriter | kReaders)) == 0) {
        // Taking the lock clears the waiting mark; other waiting writers set it again.
        if (state_.compare_exchange_weak(state, kWriter, std::memory_order_acquire, std::memory_order_relaxed)) {
            return true;
        }
    } else if ((state & kWriterWaiting) == 0) {
        state = state_.fetch_or(kWriterWaiting, std::memory_order_relaxed) | kWriterWaiting;
    }
    return false;
}

bool SpinSharedMutex::tryReader(uint32_t& state) {
    state = state_.load(std::memory_order_relaxed);
    return (state & (kWriter | kWriterWaiting)) == 0 &&
           state_.compare_exchange_weak(state, state + 1, std::memory_order_acquire, std::memory_order_relaxed);
}

void SpinSharedMutex::wait(int attempt, uint32_t seen, bool wakeable) {
    if (attempt < kSpinAttempts || !wakeable) {
        const int pauses = attempt < 8 ? 1 << attempt : kMaxPauses;
        for (int i = 0; i < pauses; ++i) cpuRelax();
        return;
    }
    // Counted before the state is looked at again, so an unlock that
    // changes the state after our look sees a sleeper and wakes us.
    sleepers_.fetch_add(1, std::memory_order_seq_cst);
    state_.wait(seen, std::memory_order_seq_cst);
    sleepers_.fetch_sub(1, std::memory_order_relaxed);
}

void SpinSharedMutex::wakeSleepers() {
    if (sleepers_.load(std::memory_order_seq_cst) > 0) state_.notify_all();
}

void SpinSharedMutex::lock() {
    uint32_t state = 0;
    for (int attempt = 0; !tryWriter(state); ++attempt) wait(attempt, state, (state & (kWriter | kReaders)) != 0);
}

bool SpinSharedMutex::try_lock() {
    uint32_t expected = state_.load(std::memory_order_relaxed) & kWriterWaiting;
    return state_.compare_exchange_strong(expected, kWriter, std::memory_order_acquire, std::memory_order_relaxed);
}

void SpinSharedMutex::unlock() {
    state_.fetch_and(~kWriter, std::memory_order_seq_cst);
    wakeSleepers();
}

void SpinSharedMutex::lock_shared() {
    uint32_t state = 0;
    // A waiting writer without a holder is about to take the lock, and its
    // release wakes us.
    for (int attempt = 0; !tryReader(state); ++attempt) {
        wait(attempt, state, (state & (kWriter | kWriterWaiting)) != 0);
    }
}

bool SpinSharedMutex::try_lock_shared() {
    uint32_t state = 0;
    for (int retry = 0; retry < 4; ++retry) {
        if (tryReader(state)) return true;
        if ((state & (kWriter | kWriterWaiting)) != 0) return false;
    }
    return false;
}

void SpinSharedMutex::unlock_shared() {
    const uint32_t before = state_.fetch_sub(1, std::memory_order_seq_cst);
    if ((before & kReaders) == 1) wakeSleepers();
}

}  // namespace wr
