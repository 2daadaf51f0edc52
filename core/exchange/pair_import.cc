#include "exchange/pair_import.h"

#include <fstream>
#include <unordered_set>

namespace wr::exchange {

namespace {

Status cancelled() { return Status::cancelled("the import was cancelled"); }

Result<std::ifstream> openFile(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return Status::fromErrno("cannot open " + path.string(), errno);
    return in;
}

}  // namespace

std::string ImportPreview::problemSummary() const {
    std::string out;
    for (const ImportProblem& p : problems) {
        if (!out.empty()) out += "; ";
        out += "line " + std::to_string(p.line) + ": " + p.what;
    }
    if (problemCount > problems.size()) out += "; and " + std::to_string(problemCount - problems.size()) + " more";
    return out;
}

Result<ImportPreview> previewPairs(std::istream& in, PairFormat format, size_t firstRows,
                                   const CancellationToken* cancel, std::vector<PairRecord>* pairs) {
    ImportPreview preview;
    std::unordered_set<Bytes> seen;
    PairReader reader(in, format);
    while (true) {
        if (cancel != nullptr && cancel->isCancelled()) return cancelled();
        WR_ASSIGN_OR_RETURN(auto record, reader.next());
        if (!record) break;
        if (!record->problem.empty()) {
            if (preview.problems.size() < ImportPreview::kListedProblems) {
                preview.problems.push_back({record->line, record->problem});
            }
            ++preview.problemCount;
            continue;
        }
        ++preview.pairs;
        if (!seen.insert(record->key).second) ++preview.duplicates;
        if (preview.first.size() < firstRows) preview.first.push_back(*record);
        if (pairs != nullptr) pairs->push_back(std::move(*record));
    }
    return preview;
}

Result<ImportOutcome> importFile(kv::KvStore& store, const std::filesystem::path& path, const ImportOptions& options,
                                 ProgressSink* progress, const CancellationToken* cancel) {
    ImportOutcome outcome;
    {
        WR_ASSIGN_OR_RETURN(auto in, openFile(path));
        WR_ASSIGN_OR_RETURN(auto preview, previewPairs(in, options.format, 0, cancel));
        if (preview.problemCount > 0 && !options.skipBad) {
            return Status::invalidArgument(path.string() + ": " + preview.problemSummary() +
                                           "; nothing was written (--skip-bad leaves such records out)");
        }
        outcome.skipped = preview.problemCount;
        outcome.duplicates = preview.duplicates;
    }
    WR_ASSIGN_OR_RETURN(auto in, openFile(path));
    PairReader reader(in, options.format);
    ProgressThrottle throttle(progress);
    kv::WriteBatch batch;
    auto writeBatch = [&]() -> Status {
        if (batch.empty()) return Status::ok();
        WR_RETURN_IF_ERROR(store.write(batch));
        outcome.written += batch.size();
        batch.clear();
        throttle.report({"import", outcome.written, 0, 0});
        return Status::ok();
    };
    while (true) {
        if (cancel != nullptr && cancel->isCancelled()) return cancelled();
        WR_ASSIGN_OR_RETURN(auto record, reader.next());
        if (!record) break;
        if (!record->problem.empty()) continue;
        batch.put(record->key, record->value);
        if (batch.size() >= options.batchPairs) WR_RETURN_IF_ERROR(writeBatch());
    }
    WR_RETURN_IF_ERROR(writeBatch());
    WR_RETURN_IF_ERROR(store.flush());
    throttle.report({"import", outcome.written, outcome.written, 0}, true);
    return outcome;
}

}  // namespace wr::exchange
