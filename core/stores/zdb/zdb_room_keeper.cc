#include "stores/zdb/zdb_room_keeper.h"

#include "stores/zdb/zdb_data_file.h"

namespace wr::zdb {

RoomKeeper::RoomKeeper(std::vector<DataFile*> files) : files_(std::move(files)), thread_([this] { run(); }) {}

void RoomKeeper::wake() {
    if (pending_.exchange(true, std::memory_order_acq_rel)) return;
    std::lock_guard lock(mutex_);
    wakeUp_.notify_one();
}

void RoomKeeper::stop() {
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    wakeUp_.notify_one();
    if (thread_.joinable()) thread_.join();
}

void RoomKeeper::run() {
    std::unique_lock lock(mutex_);
    for (;;) {
        wakeUp_.wait(lock, [this] { return stopping_ || pending_.load(std::memory_order_acquire); });
        if (stopping_) return;
        pending_.store(false, std::memory_order_release);
        lock.unlock();
        // An error (a full disk) is left for the appender's own attempt to
        // report; the next wake tries again.
        for (DataFile* file : files_) {
            if (file->wantsRoom()) (void)file->growRoom();
        }
        lock.lock();
    }
}

}  // namespace wr::zdb
