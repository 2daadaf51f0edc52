// The flat tables behind a ZDB store (seed 004 Sec. 2.4): one in normal
// mode; while a compaction runs (Sec. 2.5), a new table and the old one:
//
//   put     goes to the new table
//   get     tries the new table; a key never written there is read from the old
//   remove  goes to both: the new table records a removal even for a key it
//           never held, so the compaction cannot copy the key back
//
// The pair survives a crash: the manifest names both tables while the
// compaction runs, the store reopens in the same two-table state, and the
// next compaction resumes the copy. Every call takes a shared lock; only
// switching tables (begin and end of a compaction, close) takes it exclusively.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <shared_mutex>

#include "stores/zdb/zdb_clock.h"
#include "stores/zdb/zdb_flat_table.h"
#include "stores/zdb/zdb_manifest.h"

namespace wr::zdb {

class TableSet {
public:
    // The tables at one moment; cursors and compaction hold on to them.
    struct Tables {
        std::shared_ptr<FlatTable> current;
        std::shared_ptr<FlatTable> previous;  // set while a compaction runs
    };

    // Creates a store's first table and its manifest.
    static Result<std::unique_ptr<TableSet>> create(const fs::path& dir, const StoreLayout& layout,
                                                    const TableOptions& options);
    // Opens the tables `manifest` names, recovering each into `report`, and
    // removes table directories the manifest no longer names (left by a
    // crash around the end of a compaction).
    static Result<std::unique_ptr<TableSet>> open(const fs::path& dir, const Manifest& manifest,
                                                  const TableOptions& options, RecoveryReport& report);
    TableSet(const TableSet&) = delete;
    TableSet& operator=(const TableSet&) = delete;

    Tables tables() const;

    // Presence of `key` over both tables; the value into `value` when present.
    Result<bool> read(uint64_t key, Bytes* value) const;
    Status put(uint64_t key, BytesView value);
    Status remove(uint64_t key);

    // Compaction (zdb_compaction.h): beginCompaction creates the new table
    // and names it in the manifest, unless a compaction is already under way
    // (after a cancel or a crash); finishCompaction makes the new table
    // durable, makes it the only one in the manifest and deletes the old one.
    Status beginCompaction();
    Status finishCompaction();

    Status sync();
    Status checkpoint();
    uint64_t appendedSinceCheckpoint() const;
    // Clean checkpoints; every later call fails.
    Status close();

private:
    TableSet(fs::path dir, const Manifest& manifest, const TableOptions& options);
    Status closedError() const;

    fs::path dir_;
    Manifest manifest_;
    IndexShape shape_;
    TableOptions options_;
    EntryClock clock_;
    mutable std::shared_mutex mutex_;
    std::shared_ptr<FlatTable> current_;
    std::shared_ptr<FlatTable> previous_;
    bool closed_ = false;
};

}  // namespace wr::zdb
