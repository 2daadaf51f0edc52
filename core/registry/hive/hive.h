// The portable hive engine: the registry model on any platform, and the
// embedded default everywhere (docs/design.md "The registry model").
//
// A hive is a directory holding
//   hive.snap  the last checkpoint: a compact snapshot of the whole tree,
//              written atomically (temp file, fsync, rename, fsync of the dir)
//   hive.wal   the write-ahead log of every change since that checkpoint, one
//              record per change with a CRC32C, written before the change returns
//   LOCK       an advisory lock naming the PID of the process that holds the hive
// Opening loads the snapshot and replays the log up to the first torn record.
//
// Durability contract of a change that returned:
//   kSyncEachChange  survives process kill and power loss.
//   kGroupCommit     survives process kill; survives power loss once the next
//                    group commit (every groupCommitInterval) or flush() ran.
//   kOsBuffered      survives process kill; survives power loss after flush().
// In every mode the log record is in the operating system's hands before the
// call returns, so killing the process never loses a returned change.
//
// Thread safety: every method may be called from any thread at once.
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>

#include "registry/registry.h"

namespace wr::reg {

enum class Durability { kSyncEachChange, kGroupCommit, kOsBuffered };

struct HiveOptions {
    Durability durability = Durability::kGroupCommit;
    std::chrono::milliseconds groupCommitInterval{100};
    bool readOnly = false;        // shared lock; every change fails with ReadOnly
    bool createIfMissing = true;  // otherwise NotFound for a missing hive
    // A checkpoint runs when the log has grown past this many bytes and past
    // the size of the last snapshot, which keeps replay short and the total
    // checkpoint work linear in the number of changes.
    uint64_t checkpointLogBytes = 64ull << 20;
};

// What opening a hive found, for the "recovered" message and the tests.
struct RecoveryReport {
    uint64_t snapshotKeys = 0;
    uint64_t replayedRecords = 0;
    bool tornTail = false;        // the log ended in an incomplete or corrupt record
    uint64_t discardedBytes = 0;  // bytes after the last good record
    uint64_t tornOffset = 0;      // where the first bad record starts
    std::string message;          // human-readable summary, empty when clean
};

class Hive : public Registry {
public:
    // Opens (or creates) the hive stored in `dir`.
    static Result<std::unique_ptr<Hive>> open(const std::filesystem::path& dir, const HiveOptions& options = {});

    // Writes a snapshot of the whole tree and starts a fresh log.
    virtual Status checkpoint() = 0;
    virtual const RecoveryReport& recoveryReport() const = 0;
    virtual const std::filesystem::path& directory() const = 0;
    virtual void setDurability(Durability durability) = 0;
};

// Where the standard roots live on this machine: HKCU under the user's data
// directory ($XDG_DATA_HOME or ~/.local/share, then wrstudio/registry/HKCU),
// HKLM under a system-wide one (/var/lib/wrstudio/registry/HKLM) that only an
// administrator can write. WRSTUDIO_USER_REGISTRY and WRSTUDIO_SYSTEM_REGISTRY
// override them.
enum class RootKey { kCurrentUser, kLocalMachine };
std::filesystem::path standardHivePath(RootKey root);
Result<RootKey> parseRootKey(std::string_view name);  // "HKCU", "HKEY_CURRENT_USER", "HKLM", ...
const char* rootKeyName(RootKey root);                // "HKCU" / "HKLM"

}  // namespace wr::reg
