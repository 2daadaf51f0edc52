// A table's background thread that keeps zero-filled room ahead of the
// appends to its data files (DataFile::growRoom). Writing zeros makes the
// kernel allocate the page-cache pages a file grows into; done on the put
// path that allocation is most of what a put of 100 KB costs, so a put that
// finds its room ready only copies its bytes. Appenders wake the keeper when
// a file's room runs low; a file nobody appends to never gets room. When
// the keeper falls behind (or cannot write: a full disk), the appender
// writes its entry past the room with pwritev, and reports any error itself.
#pragma once

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

namespace wr::zdb {

class DataFile;

class RoomKeeper {
public:
    // Starts the thread over `files`, which must outlive stop().
    explicit RoomKeeper(std::vector<DataFile*> files);
    ~RoomKeeper() { stop(); }
    RoomKeeper(const RoomKeeper&) = delete;
    RoomKeeper& operator=(const RoomKeeper&) = delete;

    // Cheap when a wake is already pending: one atomic exchange.
    void wake();
    // Joins the thread; later wakes do nothing.
    void stop();

private:
    void run();

    std::vector<DataFile*> files_;
    std::atomic<bool> pending_{false};
    std::mutex mutex_;
    std::condition_variable wakeUp_;
    bool stopping_ = false;  // under mutex_
    std::thread thread_;
};

}  // namespace wr::zdb
