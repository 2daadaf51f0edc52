// WR-Store++ space reclamation. Chunk mode: reallocation (seed 001 Sec. 4.3)
// rewrites each chunk that holds dead blocks with only its live blocks, in
// ascending key order, and deletes the old chunk — like an LSM compaction.
// It runs while the store serves gets and puts:
//   1. seal the active chunk, so no block is appended to a chunk being
//      rewritten, and wait for puts that already reserved space in a sealed
//      chunk to set their index entries;
//   2. walk the index once to learn every chunk's live blocks;
//   3. per chunk: copy the live blocks (verified) into a new chunk, fdatasync
//      it, then, under each key's lock, point the key's entry at the copy if it
//      still names the old block (a key overwritten or removed meanwhile keeps
//      its newer state, and its copy counts as dead); flush the registry, and
//      only then drop the old chunk, whose file disappears when the last
//      reader still holding it lets go. A get that read the old entry either
//      still reads the old file or finds the chunk gone and reads the entry
//      again.
// Cancellation stops between blocks (and between pieces of large ones); the
// half-written copy is dropped and the old chunk stays in use.
// Basic mode has no dead blocks, only files a crash left without an index
// entry; compact() deletes those.
#include <algorithm>
#include <map>
#include <set>

#include "stores/wrindex/index_walker.h"
#include "stores/wrindex/key_name_codec.h"
#include "stores/wrstorepp/wrstorepp.h"
#include "stores/wrstorepp/wrstorepp_block.h"
#include "stores/wrstorepp/wrstorepp_stream.h"
#include "util/crash_point.h"

namespace wr::kv::wrstore {

namespace {

struct LiveBlock {
    Bytes key;
    std::string name;
    ValueRecord record;
};

Status cancelledNow(const std::string& what) {
    return Status::cancelled(what + " was cancelled; the store is consistent and every value is readable");
}

bool isCancelled(CancellationToken* cancel) { return cancel != nullptr && cancel->isCancelled(); }

}  // namespace

Status WrStorePP::compact(ProgressSink* progress, CancellationToken* cancel) {
    WR_RETURN_IF_ERROR(usable(true));
    std::lock_guard lock(compactMutex_);
    return mode_ == DataMode::kChunk ? reallocate(progress, cancel) : removeOrphanFiles(progress, cancel);
}

Status WrStorePP::reallocate(ProgressSink* progress, CancellationToken* cancel) {
    ProgressThrottle throttle(progress);
    const std::string what = "reallocation of " + index_->describe();

    WR_RETURN_IF_ERROR(chunks_->sealActive());
    chunks_->waitForSealedWriters();
    crashPoint("wrstorepp.realloc.after_seal");

    // Live blocks per chunk, from the index.
    std::map<uint64_t, std::vector<LiveBlock>> live;
    uint64_t entries = 0;
    IndexEntryIterator it(index_->registry(), index_->dbKey(), index_->layout());
    for (; it.valid(); it.next()) {
        if (++entries % 1024 == 0) {
            if (isCancelled(cancel)) return cancelledNow(what);
            throttle.report({"reading the index", entries, 0, 0});
        }
        const reg::NamedValue& e = it.entry();
        auto record = decodeRecord(e.type, e.data, it.key());
        if (!record || record->kind != ValueRecord::Kind::kChunkBlock) continue;  // check() reports these
        live[record->location].push_back({Bytes(it.key()), e.name, *record});
    }
    WR_RETURN_IF_ERROR(it.status().withContext(what));

    struct Candidate {
        uint64_t number;
        uint64_t liveBytes;
    };
    std::vector<Candidate> candidates;
    uint64_t totalBytes = 0;
    for (const ChunkInfo& info : chunks_->snapshot()) {
        if (!info.refused.isOk() || !info.sealed) continue;
        uint64_t liveBytes = 0;
        for (const LiveBlock& b : live[info.number]) liveBytes += blockBytes(b.key.size(), b.record.size);
        if (liveBytes > 0 && liveBytes >= info.appendOffset) continue;  // nothing to reclaim
        candidates.push_back({info.number, liveBytes});
        totalBytes += liveBytes;
    }

    Status firstError;
    uint64_t movedBytes = 0;
    for (size_t i = 0; i < candidates.size(); ++i) {
        if (isCancelled(cancel)) return cancelledNow(what);
        const Candidate& c = candidates[i];
        std::string phase = "reallocating chunk " + std::to_string(i + 1) + " of " + std::to_string(candidates.size());
        throttle.report({phase, movedBytes, totalBytes, 0});
        std::vector<LiveBlock>& blocks = live[c.number];
        if (blocks.empty()) {
            WR_RETURN_IF_ERROR(chunks_->drop(c.number));
            continue;
        }
        std::sort(blocks.begin(), blocks.end(), [](const LiveBlock& a, const LiveBlock& b) { return a.key < b.key; });

        auto source = chunks_->acquire(c.number);
        if (!source) {  // its file is missing: nothing to copy from, and nothing to reclaim
            if (firstError.isOk()) firstError = source.status().withContext(what);
            continue;
        }
        WR_ASSIGN_OR_RETURN(std::shared_ptr<ChunkFile> target, chunks_->createSealed());
        std::vector<uint64_t> offsets;
        offsets.reserve(blocks.size());
        uint64_t at = 0;
        Status copied;
        for (const LiveBlock& b : blocks) {
            copied = copyBlock((*source)->file(), b.record.offset, target->file(), at, b.key, b.record, cancel);
            if (!copied.isOk()) break;
            offsets.push_back(at);
            at += blockBytes(b.key.size(), b.record.size);
            movedBytes += blockBytes(b.key.size(), b.record.size);
            throttle.report({phase, movedBytes, totalBytes, 0});
        }
        if (copied.isOk()) copied = target->file().dataSync();
        if (!copied.isOk()) {
            WR_RETURN_IF_ERROR(chunks_->drop(target->number()));
            if (copied.is(StatusCode::kCancelled)) return cancelledNow(what);
            // A damaged block keeps its chunk as it is; the other chunks go on.
            if (firstError.isOk()) {
                firstError = copied.withContext(what + " left chunk " + std::to_string(c.number) + " as it was");
            }
            continue;
        }
        chunks_->setExtent(target->number(), at, blocks.front().key, blocks.back().key);
        crashPoint("wrstorepp.realloc.after_copy");

        for (size_t k = 0; k < blocks.size(); ++k) {
            const LiveBlock& b = blocks[k];
            Md5Digest digest = md5(b.key);
            uint64_t bytes = blockBytes(b.key.size(), b.record.size);
            std::lock_guard keyLock(stripeOf(digest));
            auto current = locator_->lookup(digest, b.name, b.key);
            if (!current || !current->samePlace(b.record)) {
                chunks_->noteDead(target->number(), bytes);  // overwritten or removed meanwhile
                continue;
            }
            ValueRecord moved = *current;
            moved.location = target->number();
            moved.offset = offsets[k];
            WR_RETURN_IF_ERROR(index_->set(digest, b.name, reg::REG_BINARY, encodeRecord(moved)));
            crashPoint("wrstorepp.realloc.after_switch_entry");
            chunks_->noteLive(target->number(), bytes);
        }
        // The switch is durable before the old blocks go.
        WR_RETURN_IF_ERROR(index_->registry().flush());
        crashPoint("wrstorepp.realloc.before_drop");
        WR_RETURN_IF_ERROR(chunks_->drop(c.number));
        crashPoint("wrstorepp.realloc.after_drop");
    }

    for (const std::filesystem::path& stray : chunks_->strayFiles()) {
        std::error_code ec;
        std::filesystem::remove(stray, ec);
    }
    crashPoint("wrstorepp.realloc.before_persist");
    WR_RETURN_IF_ERROR(chunks_->persist());
    WR_RETURN_IF_ERROR(index_->registry().flush());
    throttle.report({"reallocation done", movedBytes, totalBytes, 0}, true);
    return firstError;
}

Result<bool> WrStorePP::fileIsIndexed(const Md5Digest& digest, uint64_t generation) {
    auto leaf = index_->registry().openKey(index_->dbKey(), LeafPath(digest, index_->layout()).view());
    if (!leaf) {
        if (leaf.status().is(StatusCode::kNotFound)) return false;
        return leaf.status();
    }
    WR_ASSIGN_OR_RETURN(std::vector<reg::NamedValue> values, index_->registry().listValues(*leaf, 0, UINT32_MAX));
    for (const reg::NamedValue& v : values) {
        auto key = decodeKeyName(v.name);
        if (!key) continue;
        auto record = decodeRecord(v.type, v.data, *key);
        if (record && record->kind == ValueRecord::Kind::kFile && record->location == generation &&
            md5(*key) == digest) {
            return true;
        }
    }
    return false;
}

Status WrStorePP::removeOrphanFiles(ProgressSink* progress, CancellationToken* cancel) {
    ProgressThrottle throttle(progress);
    const std::string what = "compaction of " + index_->describe();
    std::vector<std::pair<Md5Digest, uint64_t>> candidates;
    WR_RETURN_IF_ERROR(files_->forEachFile([&](const std::filesystem::path&, const auto& parsed) {
        if (parsed) candidates.push_back(*parsed);
    }));
    uint64_t removed = 0;
    for (size_t i = 0; i < candidates.size(); ++i) {
        if (isCancelled(cancel)) return cancelledNow(what);
        throttle.report({"looking for value files without index entries", i, candidates.size(), 0});
        const auto& [digest, generation] = candidates[i];
        // Puts publish a file and set its entry under this lock, so a file
        // not indexed while we hold it is an orphan.
        std::lock_guard lock(stripeOf(digest));
        WR_ASSIGN_OR_RETURN(bool indexed, fileIsIndexed(digest, generation));
        if (!indexed) {
            files_->remove(digest, generation);
            ++removed;
        }
    }
    throttle.report(
        {"removed " + std::to_string(removed) + " orphaned value files", candidates.size(), candidates.size(), 0},
        true);
    return Status::ok();
}

}  // namespace wr::kv::wrstore
