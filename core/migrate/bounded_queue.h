// A queue of at most `capacity` items between one producer and several
// consumers: the producer waits while it is full, so a fast extraction never
// runs ahead of the load by more than the queue holds (memory stays flat).
#pragma once

#include <condition_variable>
#include <deque>
#include <mutex>
#include <optional>

namespace wr::migrate {

template <typename T>
class BoundedQueue {
public:
    explicit BoundedQueue(size_t capacity) : capacity_(capacity == 0 ? 1 : capacity) {}

    // Waits for room; false when the queue was closed meanwhile (the item is dropped).
    bool push(T item) {
        std::unique_lock lock(mutex_);
        notFull_.wait(lock, [&] { return closed_ || items_.size() < capacity_; });
        if (closed_) return false;
        items_.push_back(std::move(item));
        notEmpty_.notify_one();
        return true;
    }

    // Waits for an item; nullopt once the queue is closed and drained.
    std::optional<T> pop() {
        std::unique_lock lock(mutex_);
        notEmpty_.wait(lock, [&] { return closed_ || !items_.empty(); });
        if (items_.empty()) return std::nullopt;
        T item = std::move(items_.front());
        items_.pop_front();
        notFull_.notify_one();
        return item;
    }

    // No more pushes; consumers drain what is queued, then get nullopt.
    void close() {
        std::lock_guard lock(mutex_);
        closed_ = true;
        notEmpty_.notify_all();
        notFull_.notify_all();
    }

    // Closes and drops what is queued (a failed load stops the others).
    void abandon() {
        std::lock_guard lock(mutex_);
        closed_ = true;
        items_.clear();
        notEmpty_.notify_all();
        notFull_.notify_all();
    }

private:
    std::mutex mutex_;
    std::condition_variable notEmpty_;
    std::condition_variable notFull_;
    std::deque<T> items_;
    size_t capacity_;
    bool closed_ = false;
};

}  // namespace wr::migrate
