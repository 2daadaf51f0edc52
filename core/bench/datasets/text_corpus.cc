#include "bench/datasets/text_corpus.h"

#include <algorithm>
#include <map>
#include <mutex>
#include <set>
#include <vector>

#include "util/file.h"
#include "util/md5.h"

namespace wr::bench {

namespace {

// Regular files under `dir` (symlinks resolved, each target once), sorted by
// path so the concatenation is the same on every run.
std::vector<fs::path> textFilesIn(const fs::path& dir, const std::string& onlyName) {
    std::vector<fs::path> files;
    std::set<fs::path> seen;
    std::error_code ec;
    fs::recursive_directory_iterator it(dir, fs::directory_options::skip_permission_denied, ec);
    for (; !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
        if (!onlyName.empty() && it->path().filename() != onlyName) continue;
        std::error_code sec;
        if (!fs::is_regular_file(it->path(), sec)) continue;
        fs::path target = fs::canonical(it->path(), sec);
        if (sec || !seen.insert(target).second) continue;
        files.push_back(it->path());
    }
    std::sort(files.begin(), files.end());
    return files;
}

Result<TextCorpus> concatenate(const std::vector<fs::path>& files, const std::string& label) {
    TextCorpus corpus;
    size_t used = 0;
    for (const auto& f : files) {
        auto bytes = readWholeFile(f);
        if (!bytes.isOk() || bytes->empty()) continue;
        corpus.text += *bytes;
        corpus.text.push_back('\n');
        ++used;
    }
    corpus.source = label + " (" + std::to_string(used) + " files, " + std::to_string(corpus.text.size()) + " bytes)";
    corpus.md5 = md5Hex(corpus.text);
    return corpus;
}

Result<TextCorpus> loadFrom(const std::string& path) {
    if (!path.empty()) {
        std::error_code ec;
        std::vector<fs::path> files =
            fs::is_directory(path, ec) ? textFilesIn(path, {}) : std::vector<fs::path>{fs::path(path)};
        WR_ASSIGN_OR_RETURN(TextCorpus corpus, concatenate(files, path));
        if (corpus.text.size() < kMinCorpusBytes) {
            return Status::invalidArgument("text corpus " + path + " holds " + std::to_string(corpus.text.size()) +
                                           " bytes; compressible values need at least " +
                                           std::to_string(kMinCorpusBytes));
        }
        return corpus;
    }
    struct Candidate {
        fs::path dir;
        std::string onlyName;
        std::string label;
    };
    const Candidate candidates[] = {
        {"/usr/share/common-licenses", {}, "/usr/share/common-licenses"},
        {"/usr/share/doc", "copyright", "/usr/share/doc/*/copyright"},
    };
    std::string looked;
    for (const auto& c : candidates) {
        WR_ASSIGN_OR_RETURN(TextCorpus corpus, concatenate(textFilesIn(c.dir, c.onlyName), c.label));
        if (corpus.text.size() >= kMinCorpusBytes) return corpus;
        looked += (looked.empty() ? "" : ", ") + c.label + " (" + std::to_string(corpus.text.size()) + " bytes)";
    }
    return Status::notFound("no English text for compressible values: looked in " + looked +
                            "; name a file or directory of text with --text-corpus");
}

}  // namespace

Result<std::shared_ptr<const TextCorpus>> loadTextCorpus(const std::string& path) {
    static std::mutex mutex;
    static std::map<std::string, std::shared_ptr<const TextCorpus>> cache;
    std::lock_guard<std::mutex> lock(mutex);
    if (auto it = cache.find(path); it != cache.end()) return it->second;
    WR_ASSIGN_OR_RETURN(TextCorpus corpus, loadFrom(path));
    auto shared = std::make_shared<const TextCorpus>(std::move(corpus));
    cache[path] = shared;
    return shared;
}

}  // namespace wr::bench
