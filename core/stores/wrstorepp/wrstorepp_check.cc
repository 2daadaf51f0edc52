// WR-Store++'s integrity check: every index entry is read back through its
// data (block header against the entry, size, CRC32C of the whole value,
// streamed so memory stays bounded), and the data directory is compared with
// the index:
//   problems  entries whose data is missing, torn or mismatched, or that sit
//             in another leaf than their MD5 names; chunks that are refused or
//             whose file is missing
//   orphans   files no index entry or chunk metadata names, and chunk bytes
//             that are neither named by an entry nor counted as dead (blocks
//             of puts a crash interrupted before their entry was set), and
//             index values no WR-Store wrote
#include <map>
#include <set>

#include "stores/wrindex/index_check.h"
#include "stores/wrstorepp/wrstorepp.h"
#include "stores/wrstorepp/wrstorepp_block.h"
#include "stores/wrstorepp/wrstorepp_stream.h"

namespace wr::kv::wrstore {

namespace {

// Takes what a verified stream delivers and keeps none of it.
class DiscardSink : public ValueSink {
public:
    Status write(BytesView) override { return Status::ok(); }
};

}  // namespace

Result<CheckReport> WrStorePP::check(ProgressSink* progress, CancellationToken* cancel) {
    WR_RETURN_IF_ERROR(usable(false));
    ProgressThrottle throttle(progress);
    CheckReport report;
    std::map<uint64_t, uint64_t> referencedBytes;  // per chunk
    std::set<std::filesystem::path> referencedFiles;

    Status walked = checkIndexEntries(
        *index_, report, throttle, cancel, [&](BytesView key, const reg::NamedValue& e) -> Result<uint64_t> {
            WR_ASSIGN_OR_RETURN(ValueRecord record, decodeRecord(e.type, e.data, key));
            Md5Digest digest = md5(key);
            if (record.kind == ValueRecord::Kind::kChunkBlock) {
                referencedBytes[record.location] += blockBytes(key.size(), record.size);
            } else if (files_) {
                referencedFiles.insert(files_->pathOf(digest, record.location));
            }
            WR_ASSIGN_OR_RETURN(auto opened, locator_->openValue(digest, e.name, key, record));
            DiscardSink sink;
            WR_RETURN_IF_ERROR(streamBlockTo(opened.file(), opened.offset, key, opened.record, sink, 1));
            return record.size;
        });
    if (!walked.isOk()) return walked;

    const std::filesystem::path& dir = options_.dataDir;
    std::set<std::string> known = {"LOCK", "STORE_ID"};
    if (chunks_) {
        for (const ChunkInfo& info : chunks_->snapshot()) {
            std::string name = ChunkSet::fileName(info.number);
            known.insert(name);
            if (!info.refused.isOk()) {
                report.problems.push_back(info.refused.message());
                continue;
            }
            uint64_t referenced = referencedBytes[info.number];
            auto chunk = chunks_->acquire(info.number);
            if (!chunk) {
                // Metadata of a chunk a crash stopped before its file existed
                // is harmless while no entry names it; compact drops it.
                if (referenced == 0) {
                    report.orphans.push_back(chunk.status().message() + "; no index entry names it");
                } else {
                    report.problems.push_back(chunk.status().message());
                }
                continue;
            }
            if (referenced > info.appendOffset) {
                report.problems.push_back("chunk " + name + ": index entries name " + std::to_string(referenced) +
                                          " bytes of blocks but only " + std::to_string(info.appendOffset) +
                                          " were ever appended to it");
            } else if (info.appendOffset - referenced > info.deadBytes) {
                report.orphans.push_back(
                    name + ": " + std::to_string(info.appendOffset - referenced - info.deadBytes) +
                    " bytes of blocks that no index entry names and that are not counted as dead (puts "
                    "interrupted before their index entry was set); compact reclaims them");
            }
        }
        for (const std::filesystem::path& stray : chunks_->strayFiles()) {
            report.orphans.push_back(stray.string() + ": named like a chunk file, but no chunk metadata names it");
        }
    } else {
        WR_RETURN_IF_ERROR(files_->forEachFile([&](const std::filesystem::path& path, const auto& parsed) {
            if (!parsed) {
                report.orphans.push_back(path.string() + ": not a value file of this store");
            } else if (!referencedFiles.contains(path)) {
                report.orphans.push_back(path.string() + ": a value file that no index entry names");
            }
        }));
    }
    std::error_code ec;
    for (std::filesystem::directory_iterator d(dir, ec), end; !ec && d != end; d.increment(ec)) {
        std::string name = d->path().filename().string();
        std::error_code typeEc;
        bool fanOut = !chunks_ && name.size() == 2 && d->is_directory(typeEc);
        if (!known.contains(name) && !fanOut && !(chunks_ && ChunkSet::parseFileName(name))) {
            report.orphans.push_back(d->path().string() + ": not part of the store");
        }
    }
    throttle.report({"check done", report.entriesChecked, report.entriesChecked, 0}, true);
    return report;
}

}  // namespace wr::kv::wrstore
