// The durable record of how far a migration got, so that an interrupted one
// (cancelled, killed, the machine down, the disk full) continues where its
// last checkpoint says instead of starting over. It lives in the migration's
// work directory — by default beside the target, named after it with
// ".migration" (defaultWorkDirectory) — as checkpoint.json, replaced atomically (temporary file,
// fsync, rename) only after the target was flushed, so it never claims more
// than the target durably holds. Pairs loaded after it are loaded again on
// resume, over the same keys: nothing is lost and nothing is doubled.
#pragma once

#include <filesystem>
#include <optional>

#include "migrate/migration.h"
#include "migrate/pair_loader.h"
#include "util/format_version.h"

namespace wr::migrate {

// checkpoint.json: its "version" member.
inline constexpr FormatVersion kCheckpointFormat{"migration checkpoint", 1, 1};

struct MigrationCheckpoint {
    std::string sourceUri;
    std::string targetUri;
    Method method = Method::kExtractAndTransform;
    ConflictPolicy policy = ConflictPolicy::kAbort;
    bool targetWasEmpty = false;
    // A bulk load is all or nothing: its checkpoint only says one began, and
    // a resume loads every pair again through write batches.
    bool bulk = false;
    uint64_t pairs = 0;  // pairs of the source's stream covered, in order
    uint64_t bytes = 0;  // their key and value bytes
    Bytes lastKey;       // the last of them
    LoadTotals totals;   // what the loader had counted up to here
};

// The default work directory of a migration into `target`: beside it, or for
// a target with no place on disk (a server) under $XDG_STATE_HOME (else
// ~/.local/state)/wr-studio/migrations, named after the target's URI.
Result<std::filesystem::path> defaultWorkDirectory(const kv::StoreUri& target);

// nullopt when the directory holds no checkpoint.
Result<std::optional<MigrationCheckpoint>> readCheckpoint(const std::filesystem::path& workDirectory);
Status writeCheckpoint(const std::filesystem::path& workDirectory, const MigrationCheckpoint& checkpoint);

}  // namespace wr::migrate
