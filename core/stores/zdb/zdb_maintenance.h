// The background thread of a writable ZDB store: it fdatasyncs the data
// files every sync_ms under sync=interval, and checkpoints the tables once
// 256 MiB have been appended or 60 s have passed with any appends, so replay
// after a crash stays short (zdb_recovery.h). Its first error is kept and
// reported by the store's next flush().
#pragma once

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

#include "stores/zdb/zdb_options.h"
#include "stores/zdb/zdb_table_set.h"

namespace wr::zdb {

class Maintenance {
public:
    Maintenance(TableSet& tables, SyncMode sync, std::chrono::milliseconds syncInterval);
    ~Maintenance();  // stops the thread
    Maintenance(const Maintenance&) = delete;
    Maintenance& operator=(const Maintenance&) = delete;

    void stop();
    // The first error of a background sync or checkpoint, OK if none.
    Status error() const;

    static constexpr uint64_t kCheckpointBytes = uint64_t{256} << 20;
    static constexpr std::chrono::seconds kCheckpointAge{60};

private:
    void run();

    TableSet& tables_;
    SyncMode sync_;
    std::chrono::milliseconds wake_;
    mutable std::mutex mutex_;
    std::condition_variable stopRequested_;
    bool stopping_ = false;
    Status error_;
    std::thread thread_;  // last: started once the members above exist
};

}  // namespace wr::zdb
