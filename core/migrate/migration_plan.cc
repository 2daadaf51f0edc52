// planMigration: what a migration would do, read without writing anything:
// the source's size (its count and a sample of its first pairs), the
// target's state, the free space where the target goes, and a checkpoint
// left by an interrupted run.
#include <chrono>

#include "migrate/migration.h"
#include "migrate/migration_checkpoint.h"
#include "stores/store_factory.h"
#include "stores/store_places.h"

namespace wr::migrate {

namespace fs = std::filesystem;

namespace {

constexpr size_t kSamplePairs = 20;
// The sample that times the source's read rate and sizes its pairs.
constexpr uint64_t kTimedPairs = 2000;
constexpr uint64_t kTimedBytes = uint64_t{64} << 20;

// The free space of the file system that will hold `path` (its nearest existing ancestor).
uint64_t freeSpaceFor(fs::path path) {
    std::error_code ec;
    path = fs::absolute(path, ec);
    while (!path.empty() && !fs::exists(path, ec) && path.has_parent_path() && path.parent_path() != path) {
        path = path.parent_path();
    }
    fs::space_info space = fs::space(path, ec);
    return ec ? 0 : space.available;
}

}  // namespace

Result<MigrationPlan> planMigration(const kv::StoreUri& source, const kv::StoreUri& target,
                                    const MigrationOptions& options) {
    WR_RETURN_IF_ERROR(checkEndpoints(source, target));
    MigrationPlan plan;
    WR_ASSIGN_OR_RETURN(std::unique_ptr<kv::KvStore> sourceStore,
                        kv::openStore(source, {.readOnly = true, .createIfMissing = false}));
    WR_ASSIGN_OR_RETURN(kv::KeyCount count, sourceStore->countKeys());
    plan.sourcePairs = count.keys;
    plan.sourcePairsExact = count.exact;

    WR_ASSIGN_OR_RETURN(std::unique_ptr<kv::KvCursor> cursor, sourceStore->scan());
    uint64_t timedPairs = 0;
    uint64_t timedBytes = 0;
    const auto started = std::chrono::steady_clock::now();
    for (; cursor->valid() && timedPairs < kTimedPairs && timedBytes < kTimedBytes; cursor->next()) {
        std::optional<uint64_t> size = cursor->valueSize();
        Bytes value;
        if (!size || *size < options.streamThreshold) {
            WR_ASSIGN_OR_RETURN(value, cursor->value());
        }
        if (plan.samplePairs.size() < kSamplePairs) plan.samplePairs.emplace_back(Bytes(cursor->key()), value);
        ++timedPairs;
        timedBytes += cursor->key().size() + (size ? *size : value.size());
    }
    WR_RETURN_IF_ERROR(cursor->status());
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    if (timedPairs > 0) {
        plan.sourceBytes = timedPairs >= plan.sourcePairs ? timedBytes : timedBytes * plan.sourcePairs / timedPairs;
        if (timedPairs >= plan.sourcePairs) plan.sourcePairs = timedPairs;
        if (seconds > 0) plan.estimatedSeconds = double(plan.sourcePairs) * seconds / double(timedPairs);
    }
    cursor.reset();
    (void)sourceStore->close();

    auto targetStore = kv::openStore(target, {.readOnly = true, .createIfMissing = false});
    if (targetStore) {
        plan.targetExists = true;
        bool holdsPairs = false;
        {
            auto targetCursor = (*targetStore)->scan();
            holdsPairs = targetCursor && (*targetCursor)->valid();
        }
        if (holdsPairs) {
            WR_ASSIGN_OR_RETURN(kv::KeyCount targetCount, (*targetStore)->countKeys());
            plan.targetPairs = std::max<uint64_t>(1, targetCount.keys);
            plan.warnings.push_back("the target already holds " + std::string(targetCount.exact ? "" : "about ") +
                                    std::to_string(plan.targetPairs) +
                                    " pairs: choose to overwrite them or to keep them");
        }
        (void)(*targetStore)->close();
    }

    WR_ASSIGN_OR_RETURN(std::vector<kv::StorePlace> places, kv::storePlaces(target));
    if (!places.empty()) plan.targetFreeBytes = freeSpaceFor(places.front().path);
    if (plan.targetFreeBytes > 0 && plan.targetFreeBytes < plan.sourceBytes) {
        plan.warnings.push_back("the target's disk has less free space than the source's pairs take");
    }

    fs::path workDirectory = options.workDirectory;
    if (workDirectory.empty()) {
        WR_ASSIGN_OR_RETURN(workDirectory, defaultWorkDirectory(target));
    }
    auto checkpoint = readCheckpoint(workDirectory);
    if (checkpoint && *checkpoint && (*checkpoint)->sourceUri == source.toString() &&
        (*checkpoint)->targetUri == target.toString()) {
        plan.checkpointFound = true;
        plan.checkpointPairs = (*checkpoint)->pairs;
    }
    return plan;
}

}  // namespace wr::migrate
