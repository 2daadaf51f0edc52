#include "util/crash_point.h"

#include "util/result.h"

#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <string>

#include "util/process.h"

namespace wr {

namespace {

constexpr CrashPointInfo kCrashPoints[] = {
    {"hive.log.before_append", "hive", "HiveImpl::commit, before the change's record is copied into the log",
     "the change is in flight and nowhere on disk: reopening must not show it"},
    {"hive.log.after_append", "hive",
     "HiveImpl::commit, after the record is in the log's shared mapping, before the call returns",
     "the record is in the page cache only: reopening replays it, so the change in flight appears whole"},
    {"hive.log.before_sync", "hive", "LogWriter::sync, before the log's fdatasync",
     "records appended but not synced: a process kill loses none of them, the page cache keeps them"},
    {"hive.checkpoint.before_snapshot", "hive", "HiveImpl::checkpointLocked, before the snapshot is written",
     "the previous snapshot and the whole log: reopening replays every change"},
    {"hive.checkpoint.before_rename", "hive", "writeSnapshot's commit, the new snapshot synced but not renamed",
     "a complete hive.snap.tmp beside the previous snapshot and the whole log: reopening ignores the temp file"},
    {"hive.checkpoint.after_rename", "hive", "writeSnapshot's commit, after the rename, before the directory fsync",
     "the new snapshot in place and the log of the previous generation: reopening skips the older log"},
    {"hive.checkpoint.after_dir_sync", "hive", "writeSnapshot's commit, after the directory fsync",
     "the new snapshot durable, the previous generation's log not yet replaced"},
    {"hive.checkpoint.before_log_trim", "hive", "HiveImpl::checkpointLocked, before the fresh log replaces the old",
     "as after_dir_sync, reached from the checkpoint itself"},
    {"hive.checkpoint.after_log_trim", "hive", "HiveImpl::checkpointLocked, after the fresh log is in place",
     "the new snapshot and an empty log of its generation"},
    {"zdb.index.after_item_store", "zdb",
     "FlatTable::appendLocked, after the entry is appended and its item stored in the mapped index",
     "the entry and its item in the page cache, the put not yet returned: reopening shows it whole"},
    {"zdb.index.before_header", "zdb", "FlatTable::writeCheckpoint, after the data files and items are synced",
     "synced data and items under the previous header: recovery scans past the previous checkpoint"},
    {"zdb.index.before_header_sync", "zdb", "FlatIndex::writeHeader, the new header written, not yet synced",
     "the new header in the page cache beside the previous one in the other slot"},
    {"zdb.compaction.after_begin", "zdb", "Compaction::run, after the new table is created and named in the manifest",
     "an empty new table the manifest names as the compaction's target: the store serves from both"},
    {"zdb.compaction.after_copy_file", "zdb", "Compaction::run, after the live entries of one data file are copied",
     "a partly filled new table: reopening serves from both, the next compaction resumes the copy"},
    {"zdb.compaction.before_finish", "zdb", "Compaction::run, after the sweep, before the compaction is finished",
     "every live key copied, the old table still current in the manifest"},
    {"zdb.compaction.before_manifest", "zdb",
     "TableSet::finishCompaction, the new table checkpointed, the manifest not yet switched",
     "a durable complete new table, the manifest still naming both tables"},
    {"zdb.compaction.after_manifest", "zdb", "TableSet::finishCompaction, after the manifest names the new table",
     "the new table current, the old table's directory not yet deleted"},
    {"wrstorepp.realloc.after_seal", "wrstore++", "WrStorePP::reallocate, after the active chunk is sealed",
     "a sealed chunk and no new one yet: the next put opens a fresh chunk"},
    {"wrstorepp.realloc.after_copy", "wrstore++",
     "WrStorePP::reallocate, after a chunk's live blocks are copied and synced",
     "a complete copy no index entry names yet: an orphan chunk the next reallocation removes"},
    {"wrstorepp.realloc.after_switch_entry", "wrstore++",
     "WrStorePP::reallocate, after one index entry is pointed at the copy",
     "some entries naming the copy, the rest the old chunk, both chunks whole"},
    {"wrstorepp.realloc.before_drop", "wrstore++",
     "WrStorePP::reallocate, after the registry flush, before the old chunk goes",
     "every entry naming the copy durably, the old chunk still on disk"},
    {"wrstorepp.realloc.after_drop", "wrstore++", "WrStorePP::reallocate, after the old chunk is dropped",
     "the old chunk gone, the chunk list on disk not yet rewritten"},
    {"wrstorepp.realloc.before_persist", "wrstore++", "WrStorePP::reallocate, before the chunk list is persisted",
     "every chunk rewritten, the chunk list on disk from before the reallocation"},
    {"migrate.checkpoint.after_flush", "migrate", "MigrationRun::checkpointNow, the target flushed, no new checkpoint",
     "the previous checkpoint: a resume loads the pairs after it again, over the same keys"},
    {"migrate.checkpoint.after_write", "migrate", "MigrationRun::checkpointNow, after the checkpoint is replaced",
     "the new checkpoint, covering only pairs the target holds durably"},
};

std::mutex armMutex;
std::string armedName;
uint64_t armedAt = 0;
uint64_t hits = 0;
bool environmentRead = false;

struct ArmedPoint {
    std::string name;
    uint64_t nth = 1;
};

Result<ArmedPoint> parseSpec(std::string_view spec) {
    ArmedPoint point{std::string(spec), 1};
    size_t colon = spec.rfind(':');
    if (colon != std::string_view::npos) {
        std::string_view count = spec.substr(colon + 1);
        auto [end, error] = std::from_chars(count.data(), count.data() + count.size(), point.nth);
        if (error != std::errc() || end != count.data() + count.size()) {
            return Status::invalidArgument("'" + std::string(spec) + "' is not a crash point name or name:nth");
        }
        point.name = std::string(spec.substr(0, colon));
    }
    if (findCrashPoint(point.name) == nullptr) {
        return Status::invalidArgument("no crash point is named '" + point.name + "'");
    }
    if (point.nth == 0) return Status::invalidArgument("a crash point's hits count from 1");
    return point;
}

// Called with armMutex held.
void armLocked(ArmedPoint point) {
    environmentRead = true;  // an explicit choice overrides the environment
    armedName = std::move(point.name);
    armedAt = point.nth;
    hits = 0;
    detail::crashPointsMaybeArmed.store(armedName.empty() ? 0 : 1, std::memory_order_relaxed);
}

// Called with armMutex held.
void readEnvironmentLocked() {
    if (environmentRead) return;
    environmentRead = true;
    const char* spec = std::getenv("WR_CRASH_AT");
    if (spec == nullptr || *spec == '\0') return;
    auto point = parseSpec(spec);
    if (!point) {
        std::fprintf(stderr, "WR_CRASH_AT: %s\n", point.status().toString().c_str());
        std::abort();
    }
    armLocked(std::move(*point));
}

}  // namespace

namespace detail {
std::atomic<int> crashPointsMaybeArmed{1};

void reachCrashPoint(const char* name) {
    std::lock_guard lock(armMutex);
    readEnvironmentLocked();
    if (armedName.empty()) {
        crashPointsMaybeArmed.store(0, std::memory_order_relaxed);
        return;
    }
    if (armedName != name || ++hits < armedAt) return;
    killCurrentProcess();
}
}  // namespace detail

std::span<const CrashPointInfo> crashPointTable() { return kCrashPoints; }

const CrashPointInfo* findCrashPoint(std::string_view name) {
    for (const CrashPointInfo& point : kCrashPoints) {
        if (name == point.name) return &point;
    }
    return nullptr;
}

Status armCrashPoint(std::string_view name, uint64_t nth) {
    return armCrashPointSpec(std::string(name) + ":" + std::to_string(nth));
}

Status armCrashPointSpec(std::string_view spec) {
    WR_ASSIGN_OR_RETURN(ArmedPoint point, parseSpec(spec));
    std::lock_guard lock(armMutex);
    armLocked(std::move(point));
    return Status::ok();
}

void disarmCrashPoints() {
    std::lock_guard lock(armMutex);
    armLocked({});
}

}  // namespace wr
