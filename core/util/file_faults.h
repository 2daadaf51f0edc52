// The file layer's test mode: makes the Nth (or a seeded random) operation of
// one kind fail the way a sick or full disk does, so tests can check what an
// engine acknowledges when a write, fsync, rename, truncate, mapping or msync
// fails. Armed from a test with FileFaults::arm, or for a whole process (a
// child, wrctl) from the environment variable WR_FILE_FAULTS, read once at
// start-up, for example
//     WR_FILE_FAULTS="op=fsync;nth=3;error=EIO"
//     WR_FILE_FAULTS="op=write;random=50;seed=7;error=short;under=/tmp/store"
// Keys: op (write, fsync, rename, truncate, mmap, msync, any), nth (the Nth
// operation of that kind fails, counting from 1) or random (each fails with
// probability 1/N, drawn from seed), times (how many fail, 0 for all from
// then on; default 1), error (EIO, ENOSPC, or short: half the bytes of a
// write reach the file, then it fails with ENOSPC as when the disk fills
// mid-write), under (only paths inside this directory count). While nothing
// is armed the layer pays one relaxed atomic load per operation.
#pragma once

#include <atomic>
#include <cstdint>
#include <filesystem>
#include <string_view>

#include "util/result.h"

namespace wr {

// The kinds of file operation a fault can be aimed at. kSync covers fsync,
// fdatasync, syncfs and the fsync of a directory.
enum class FileOp { kWrite, kSync, kRename, kTruncate, kMap, kMapSync };
inline constexpr size_t kFileOpCount = 6;
std::string_view fileOpName(FileOp op);

struct FileFaultPlan {
    bool anyOp = false;  // every kind counts towards nth, not only `op`
    FileOp op = FileOp::kWrite;
    uint64_t nth = 0;          // 1-based; 0 with randomOneIn = 0 only counts, never fails
    uint64_t randomOneIn = 0;  // instead of nth: each operation fails with probability 1/randomOneIn
    uint64_t seed = 1;
    uint64_t times = 1;  // failures to inject; 0 for every matching operation from the first on
    int error = 5;       // errno to report (EIO)
    bool shortWrite = false;
    std::filesystem::path under;  // empty: every path
};

// What the layer does with one operation.
struct FileFault {
    int error = 0;  // 0: go ahead
    bool shortWrite = false;
    explicit operator bool() const { return error != 0; }
};

class FileFaults {
public:
    // Parses the WR_FILE_FAULTS syntax above.
    static Result<FileFaultPlan> parse(std::string_view spec);
    // Starts counting operations afresh and fails them as `plan` says.
    static void arm(const FileFaultPlan& plan);
    static Status arm(std::string_view spec);
    static void disarm();
    static bool armed() { return armed_.load(std::memory_order_relaxed); }
    // Operations of `op` seen under the plan's directory since arm().
    static uint64_t count(FileOp op);
    // Failures injected since arm(), and the path of the last one.
    static uint64_t injected();
    static std::filesystem::path lastInjectedPath();
    // Called by the layer before an operation, only while armed().
    static FileFault check(FileOp op, const std::filesystem::path& path);

private:
    static std::atomic<bool> armed_;
};

// The layer's hook: free unless a fault plan is armed.
inline FileFault injectedFault(FileOp op, const std::filesystem::path& path) {
    if (!FileFaults::armed()) [[likely]]
        return {};
    return FileFaults::check(op, path);
}

}  // namespace wr
