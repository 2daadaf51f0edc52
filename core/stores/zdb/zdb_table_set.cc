#include "stores/zdb/zdb_table_set.h"

#include <mutex>

#include "util/crash_point.h"

namespace wr::zdb {

namespace {

// Adds one table's recovery to the store's report.
void mergeReport(RecoveryReport& into, const RecoveryReport& from) {
    into.clean = into.clean && from.clean;
    if (!from.indexRebuiltBecause.empty()) {
        into.indexRebuiltBecause += (into.indexRebuiltBecause.empty() ? "" : "; ") + from.indexRebuiltBecause;
    }
    into.entriesReplayed += from.entriesReplayed;
    into.itemsRolledBack += from.itemsRolledBack;
    into.damagedEntries += from.damagedEntries;
    into.tornBytes += from.tornBytes;
    into.notes.insert(into.notes.end(), from.notes.begin(), from.notes.end());
}

}  // namespace

TableSet::TableSet(fs::path dir, const Manifest& manifest, const TableOptions& options)
    : dir_(std::move(dir)), manifest_(manifest), shape_(manifest.layout.shape()), options_(options) {}

Result<std::unique_ptr<TableSet>> TableSet::create(const fs::path& dir, const StoreLayout& layout,
                                                   const TableOptions& options) {
    Manifest manifest{layout, 1, 0};
    std::unique_ptr<TableSet> set(new TableSet(dir, manifest, options));
    std::error_code ec;
    fs::remove_all(tableDir(dir, 1), ec);  // a crash between this and the manifest left it
    WR_ASSIGN_OR_RETURN(set->current_, FlatTable::create(tableDir(dir, 1), set->shape_, options, set->clock_));
    WR_RETURN_IF_ERROR(writeManifest(dir, manifest));
    return set;
}

Result<std::unique_ptr<TableSet>> TableSet::open(const fs::path& dir, const Manifest& manifest,
                                                 const TableOptions& options, RecoveryReport& report) {
    std::unique_ptr<TableSet> set(new TableSet(dir, manifest, options));
    uint64_t current = manifest.compactingInto != 0 ? manifest.compactingInto : manifest.table;
    RecoveryReport one;
    WR_ASSIGN_OR_RETURN(set->current_, FlatTable::open(tableDir(dir, current), set->shape_, options, set->clock_, one));
    mergeReport(report, one);
    if (manifest.compactingInto != 0) {
        RecoveryReport old;
        WR_ASSIGN_OR_RETURN(set->previous_,
                            FlatTable::open(tableDir(dir, manifest.table), set->shape_, options, set->clock_, old));
        mergeReport(report, old);
        report.notes.push_back("a compaction into " + tableDir(dir, current).string() +
                               " was under way; the next compaction resumes it");
    }
    if (!options.readOnly) {
        std::error_code ec;
        for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
            const fs::path& p = it->path();
            if (p.filename().string().starts_with("table-") && p != tableDir(dir, manifest.table) &&
                p != tableDir(dir, current)) {
                std::error_code removeError;
                fs::remove_all(p, removeError);
                report.notes.push_back("removed " + p.string() + ", a table the manifest no longer names");
            }
        }
    }
    return set;
}

Status TableSet::closedError() const {
    return Status::invalidArgument("the ZDB store " + dir_.string() + " is closed");
}

TableSet::Tables TableSet::tables() const {
    std::shared_lock lock(mutex_);
    return {current_, previous_};
}

Result<bool> TableSet::read(uint64_t key, Bytes* value) const {
    std::shared_lock lock(mutex_);
    if (closed_) return closedError();
    WR_ASSIGN_OR_RETURN(FlatTable::Presence presence, current_->read(key, value));
    if (presence == FlatTable::Presence::kNeverWritten && previous_) {
        WR_ASSIGN_OR_RETURN(presence, previous_->read(key, value));
    }
    return presence == FlatTable::Presence::kPresent;
}

Status TableSet::put(uint64_t key, BytesView value) {
    std::shared_lock lock(mutex_);
    if (closed_) return closedError();
    return current_->put(key, value);
}

Status TableSet::remove(uint64_t key) {
    std::shared_lock lock(mutex_);
    if (closed_) return closedError();
    if (!previous_) return current_->remove(key);
    if (current_->item(key).empty() && !previous_->item(key).live()) return Status::ok();
    WR_RETURN_IF_ERROR(current_->remove(key, true));
    return previous_->remove(key);
}

Status TableSet::beginCompaction() {
    {
        std::shared_lock lock(mutex_);
        if (closed_) return closedError();
        if (previous_) return Status::ok();
    }
    uint64_t generation = manifest_.table + 1;
    fs::path newDir = tableDir(dir_, generation);
    std::error_code ec;
    fs::remove_all(newDir, ec);
    WR_ASSIGN_OR_RETURN(std::shared_ptr<FlatTable> fresh, FlatTable::create(newDir, shape_, options_, clock_));
    Manifest next = manifest_;
    next.compactingInto = generation;
    WR_RETURN_IF_ERROR(writeManifest(dir_, next));
    std::unique_lock lock(mutex_);
    previous_ = std::move(current_);
    current_ = std::move(fresh);
    manifest_ = next;
    return Status::ok();
}

Status TableSet::finishCompaction() {
    std::shared_ptr<FlatTable> fresh;
    {
        std::shared_lock lock(mutex_);
        if (closed_) return closedError();
        fresh = current_;
    }
    // The new table must be durable before the manifest forgets the old one.
    WR_RETURN_IF_ERROR(fresh->checkpoint(true));
    crashPoint("zdb.compaction.before_manifest");
    Manifest next = manifest_;
    next.table = next.compactingInto;
    next.compactingInto = 0;
    WR_RETURN_IF_ERROR(writeManifest(dir_, next));
    crashPoint("zdb.compaction.after_manifest");
    std::shared_ptr<FlatTable> old;
    {
        std::unique_lock lock(mutex_);
        old = std::move(previous_);
        manifest_ = next;
    }
    fs::path oldDir = old->dir();
    old->drop();
    old.reset();  // cursors may still hold it; its open files stay readable
    std::error_code ec;
    fs::remove_all(oldDir, ec);
    if (ec) return Status::ioError("cannot delete the compacted-away table " + oldDir.string() + ": " + ec.message());
    return syncDirectory(dir_);
}

Status TableSet::sync() {
    Tables t = tables();
    WR_RETURN_IF_ERROR(t.current->sync());
    return t.previous ? t.previous->sync() : Status::ok();
}

Status TableSet::checkpoint() {
    Tables t = tables();
    WR_RETURN_IF_ERROR(t.current->checkpoint());
    return t.previous ? t.previous->checkpoint() : Status::ok();
}

uint64_t TableSet::appendedSinceCheckpoint() const {
    Tables t = tables();
    return t.current->appendedSinceCheckpoint() + (t.previous ? t.previous->appendedSinceCheckpoint() : 0);
}

Status TableSet::close() {
    std::unique_lock lock(mutex_);
    if (closed_) return Status::ok();
    closed_ = true;
    Status s = current_->close();
    if (previous_) {
        Status p = previous_->close();
        if (s.isOk()) s = p;
    }
    return s;
}

}  // namespace wr::zdb
