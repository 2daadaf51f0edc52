#include "stores/wrindex/index_check.h"

#include <string>

#include "stores/wrindex/index_walker.h"

namespace wr::kv::wrstore {

Status checkIndexEntries(IndexDatabase& index, CheckReport& report, ProgressThrottle& throttle,
                         CancellationToken* cancel, const IndexEntryCheck& checkEntry) {
    IndexEntryIterator it(index.registry(), index.dbKey(), index.layout());
    while (true) {
        for (; it.valid(); it.next()) {
            if (cancel != nullptr && cancel->isCancelled()) {
                return Status::cancelled("the check of " + index.describe() + " was cancelled after " +
                                         std::to_string(report.entriesChecked) + " entries");
            }
            ++report.entriesChecked;
            throttle.report({"checking entries", report.entriesChecked, 0, 0});
            BytesView key = it.key();
            std::string where = "key '" + printable(key) + "' (index leaf " + it.leafPath() + "): ";
            if (std::string home = it.misplacedFrom(); !home.empty()) {
                report.problems.push_back(where + "its MD5 places it under " + home + ", where get looks for it");
                continue;
            }
            Result<uint64_t> checked = checkEntry(key, it.entry());
            if (!checked) {
                report.problems.push_back(where + checked.status().message());
                continue;
            }
            report.bytesChecked += *checked;
        }
        if (it.status().isOk()) return Status::ok();
        std::string message = it.status().message();
        if (!it.skipForeignName()) {
            report.problems.push_back("the index walk stopped early: " + message);
            return Status::ok();
        }
        report.orphans.push_back(message);
    }
}

}  // namespace wr::kv::wrstore
