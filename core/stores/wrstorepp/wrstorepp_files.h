// WR-Store++ basic mode (seed 001 Sec. 4.2, Algorithms 1-3): every value is a
// file of its own, holding one block (wrstorepp_block.h). File names come from
// the key's MD5 and a random generation per put, never from key bytes:
//   DATA/fe/40/fe408a96<...32 hex>-<16 hex generation>.wrv
// The two fan-out levels keep directories small. A value is written under
// "<name>.tmp", fsynced when the store syncs data, and renamed into place
// before its index entry is set, so a published file is always complete; a new
// generation per put means an overwrite never touches the file a reader or the
// index may still use, and the old file is deleted only after the index no
// longer names it (Algorithm 3 deletes the file first; we delete it last so a
// crash can leave an orphan, which check() reports and compact() removes, but
// never an index entry without its file).
#pragma once

#include <atomic>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>

#include "util/file.h"
#include "util/md5.h"
#include "util/random.h"
#include "util/result.h"

namespace wr::kv::wrstore {

class ValueFiles {
public:
    ValueFiles(std::filesystem::path dataDir, bool syncData);

    std::filesystem::path pathOf(const Md5Digest& digest, uint64_t generation) const;

    struct Pending {
        File file;
        std::filesystem::path temporary;
        std::filesystem::path final;
        uint64_t generation = 0;
        // Set once the index was asked to point at `final`: a failed set may
        // still have reached the index's log, so the file stays.
        bool offeredToIndex = false;
    };
    // A new, empty temporary file for a value of the key with `digest`.
    Result<Pending> create(const Md5Digest& digest);
    // Makes the written file durable when the store syncs data; call before
    // taking the key's lock.
    Status finish(Pending& pending);
    // Renames it to its final name (and syncs the directory when the store
    // syncs data); call under the key's lock, just before setting the index.
    Status publish(Pending& pending);
    // Deletes whatever is left of a value that will not be indexed (the
    // published file only when the index was never asked to point at it).
    void discard(Pending& pending);

    // NotFound when the file does not exist (any more).
    Result<File> open(const Md5Digest& digest, uint64_t generation) const;
    void remove(const Md5Digest& digest, uint64_t generation) const;

    // Deletes "*.tmp" files left by puts a crash interrupted (at open, when no
    // put of this store can be running).
    Status removeTemporaries() const;
    // Calls visit(path, parsed) for every file below the fan-out directories;
    // parsed is the digest and generation of a well-formed value file name.
    Status forEachFile(const std::function<void(const std::filesystem::path&,
                                                const std::optional<std::pair<Md5Digest, uint64_t>>&)>& visit) const;

private:
    Status ensureDirectory(const Md5Digest& digest);
    uint64_t newGeneration();

    std::filesystem::path dataDir_;
    bool syncData_;
    // One bit per fan-out directory (256 x 256) known to exist.
    std::unique_ptr<std::atomic<uint64_t>[]> knownDirs_;
    std::mutex randomMutex_;
    Random random_;
};

}  // namespace wr::kv::wrstore
