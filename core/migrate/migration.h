// Migration (seed 000 Sec. 5, seed 001 Sec. 6): every pair of a source store
// copied into a target store, any URI to any URI the store factory opens.
//
//   E-and-T   (000 Fig. 15) one pass: the source's own scan (for WR-Store and
//             WR-Store++ the walk of the registry index) feeds a bounded
//             queue of batches that loader threads write into the target, so
//             memory stays flat whatever the store's size.
//   E-then-T  the paper's baseline: extract to an intermediate file first —
//             the .reg export of the database key (WR-Store; for WR-Store++
//             its index, whose records locate the values in the data files),
//             or the portable dump (exchange/dump_format.h) for any other
//             store — then parse that file into pairs and load them.
//
// Both report the extract, transform and load times apart (Fig. 16a, 16b).
// The migrator never writes to the source. Progress goes to the sink as
// pairs done of the source's count, phase "extract" / "transform" / "load" /
// "verify"; cancellation stops within a second and leaves the target
// consistent, with the checkpoint (migration_checkpoint.h) from which
// `resume` continues.
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "migrate/pair_digest.h"
#include "stores/kv_store.h"
#include "util/cancellation.h"
#include "util/result.h"

namespace wr::migrate {

enum class Method { kExtractAndTransform, kExtractThenTransform };
// "e-and-t", "e-then-t" and back.
const char* methodName(Method method);
std::optional<Method> parseMethod(std::string_view name);

// What to do when the target already holds pairs.
enum class ConflictPolicy {
    kAbort,         // refuse before writing anything
    kOverwrite,     // the source's value replaces the target's
    kSkipExisting,  // a key the target holds keeps its value
};
const char* conflictPolicyName(ConflictPolicy policy);  // "abort", "overwrite", "skip"
std::optional<ConflictPolicy> parseConflictPolicy(std::string_view name);

// What to do with a pair the target cannot hold (a key over WR-Store's name
// limit, a value too large for the registry).
enum class UnfitPairPolicy { kSkip, kFail };

struct MigrationOptions {
    Method method = Method::kExtractAndTransform;
    unsigned loaderThreads = 2;  // threads writing into the target
    size_t batchPairs = 0;       // pairs per write batch; 0 picks per target
    ConflictPolicy onConflict = ConflictPolicy::kAbort;
    UnfitPairPolicy onUnfitPair = UnfitPairPolicy::kSkip;
    bool fastLoad = true;  // the target's bulk path (bulk_load.h) when it is empty
    bool verify = true;    // read every source key back from the target afterwards
    bool resume = false;   // continue from the checkpoint of an interrupted run
    // Where checkpoints and E-then-T's intermediate file go; empty: a
    // directory beside the target named after it, or under the user's state
    // directory for a server (defaultWorkDirectory, migration_checkpoint.h).
    std::filesystem::path workDirectory;
    // Values at least this large are streamed (getStream -> putStream) and
    // never held whole; only where the source tells sizes (KvCursor::valueSize).
    uint64_t streamThreshold = uint64_t{4} << 20;
    // The most the migrator holds in queued pairs (and the bulk loader's runs).
    uint64_t memoryBudget = uint64_t{256} << 20;
    // How often the load's progress is made durable (target flush + checkpoint);
    // a target whose flush is slow is flushed less often (at most a tenth of the time).
    std::chrono::milliseconds checkpointInterval{1000};
    ProgressSink* progress = nullptr;
    const CancellationToken* cancel = nullptr;
};

// A pair that was not migrated, and why.
struct SkippedPair {
    Bytes key;
    std::string reason;
};

struct VerificationReport {
    bool ran = false;
    uint64_t keysCompared = 0;  // source keys read back from the target
    uint64_t mismatches = 0;    // missing or different in the target
    // "key 'k1': missing in the target", the first few (at most 20).
    std::vector<std::string> firstMismatches;
    PairDigest source;                 // of the source's pairs
    std::optional<PairDigest> target;  // of the target's pairs, when it was empty before
    bool ok() const { return ran && mismatches == 0 && (!target || *target == source); }
};

struct MigrationReport {
    Method method = Method::kExtractAndTransform;
    std::string sourceUri;
    std::string targetUri;
    std::string loadPath;       // "write batches of 1,000 pairs on 2 threads", or the bulk loader's description
    uint64_t pairs = 0;         // read from the source
    uint64_t bytes = 0;         // key and value bytes read from the source
    uint64_t written = 0;       // pairs written into the target
    uint64_t keptExisting = 0;  // pairs the target held and kept (skip existing)
    uint64_t streamed = 0;      // values streamed instead of held whole
    uint64_t skipped = 0;       // pairs the target cannot hold
    std::vector<SkippedPair> skippedPairs;  // the first 100 of them
    bool resumed = false;
    uint64_t resumedAfter = 0;  // pairs the checkpoint already covered
    // Fig. 16a: extract and transform apart (E-and-T does both in one pass:
    // its time is in extractSeconds and transformSeconds is 0); Fig. 16b: the
    // share of extract + transform in the whole extract-transform-load.
    double extractSeconds = 0;
    double transformSeconds = 0;
    double loadSeconds = 0;   // time the load went on after the last pair was extracted
    double totalSeconds = 0;  // extract, transform and load (verification not included)
    double verifySeconds = 0;
    std::filesystem::path workDirectory;     // where its checkpoints were (removed afterwards)
    std::filesystem::path intermediateFile;  // E-then-T's file (removed afterwards)
    uint64_t intermediateBytes = 0;
    VerificationReport verification;
};

// What a migration would do, found without writing anything (--dry-run, the
// wizard's preview page).
struct MigrationPlan {
    uint64_t sourcePairs = 0;
    bool sourcePairsExact = false;
    uint64_t sourceBytes = 0;  // estimated from the sample when the count is
    uint64_t targetPairs = 0;  // 0: the target is empty (or missing)
    bool targetExists = false;
    std::vector<std::pair<Bytes, Bytes>> samplePairs;  // the first pairs of the source, as they will be written
    uint64_t targetFreeBytes = 0;                      // on the target's file system
    double estimatedSeconds = 0;                       // from the sample's read rate; 0 when unknown
    bool checkpointFound = false;                      // an interrupted migration into this target can be resumed
    uint64_t checkpointPairs = 0;
    std::vector<std::string> warnings;  // "the target holds 1,200 pairs"
};

// Refuses migrations that cannot be right before anything is opened: the same
// store on both sides, or one inside the other's directory.
Status checkEndpoints(const kv::StoreUri& source, const kv::StoreUri& target);

Result<MigrationPlan> planMigration(const kv::StoreUri& source, const kv::StoreUri& target,
                                    const MigrationOptions& options);

// Opens the source read-only and the target (created if missing), migrates,
// verifies when asked, closes both. A failure names the phase and the pair.
Result<MigrationReport> migrate(const kv::StoreUri& source, const kv::StoreUri& target,
                                const MigrationOptions& options);

// Compares two existing stores (--verify alone): every source key read back
// from the target; with `targetDigest`, the digest of the target's pairs too.
Result<VerificationReport> verifyStores(kv::KvStore& source, kv::KvStore& target, bool targetDigest,
                                        ProgressSink* progress, const CancellationToken* cancel);

}  // namespace wr::migrate
