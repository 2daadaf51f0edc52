#include "bench/results/run_history.h"

#include <pwd.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <ctime>
#include <set>

#include "bench/results/results_files.h"
#include "bench/results/run_summary_cache.h"
#include "bench/workloads/step_result.h"
#include "util/file.h"

namespace wr::bench {

namespace {

namespace fs = std::filesystem;

// The registered runs: one absolute path per line.
constexpr const char* kRegisteredFile = "registered-runs.txt";

std::string environment(const char* name) {
    const char* value = std::getenv(name);
    return value != nullptr ? value : "";
}

std::string utcText(std::chrono::system_clock::time_point when, const char* format) {
    std::time_t t = std::chrono::system_clock::to_time_t(when);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buf[32];
    std::strftime(buf, sizeof(buf), format, &tm);
    return buf;
}

// A preset id as a file name's part: letters, digits, '.', '-' and '_'.
std::string fileNamePart(const std::string& text) {
    std::string out;
    for (char c : text) {
        bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' ||
                     c == '-' || c == '_';
        out.push_back(plain ? c : '_');
    }
    return out.empty() ? "run" : out;
}

// The path with symbolic links and "..", resolved as far as it exists.
fs::path resolved(const fs::path& path) {
    std::error_code ec;
    fs::path r = fs::weakly_canonical(fs::absolute(path, ec), ec);
    return ec ? fs::absolute(path).lexically_normal() : r;
}

bool isInside(const fs::path& path, const fs::path& root) {
    auto [rootEnd, pathAt] = std::mismatch(root.begin(), root.end(), path.begin(), path.end());
    return rootEnd == root.end() && pathAt != path.end();
}

bool holdsResults(const fs::path& dir) {
    std::error_code ec;
    return fs::is_regular_file(dir / "results.json", ec);
}

std::vector<fs::path> readRegistered(const fs::path& root) {
    std::vector<fs::path> dirs;
    auto text = readWholeFile(root / kRegisteredFile);
    if (!text.isOk()) return dirs;
    std::string all(text->begin(), text->end());
    size_t start = 0;
    while (start < all.size()) {
        size_t end = all.find('\n', start);
        if (end == std::string::npos) end = all.size();
        if (end > start) dirs.emplace_back(all.substr(start, end - start));
        start = end + 1;
    }
    return dirs;
}

// Rewrites the registered list, dropping runs whose directory is gone so the
// file does not grow with runs removed by hand.
Status writeRegistered(const fs::path& root, const std::vector<fs::path>& dirs) {
    std::string text;
    std::set<fs::path> written;
    for (const auto& d : dirs) {
        if (!holdsResults(d) || !written.insert(d).second) continue;
        text += d.string() + "\n";
    }
    WR_RETURN_IF_ERROR(createDirectories(root));
    return writeFileAtomically(root / kRegisteredFile, text);
}

std::string modificationTime(const fs::path& file) {
    std::error_code ec;
    auto written = fs::last_write_time(file, ec);
    if (ec) return "";
    return utcText(std::chrono::file_clock::to_sys(written), "%Y-%m-%dT%H:%M:%SZ");
}

}  // namespace

RunSummary readRunSummary(const fs::path& dir, bool registered) {
    auto doc = readResults(dir);
    RunSummary s;
    if (doc.isOk()) {
        s = summarizeRun(dir, *doc);
    } else {
        s.dir = dir;
        s.state = RunState::kUnreadable;
        s.message = doc.status().message();
        s.startedAt = modificationTime(dir / "results.json");
    }
    s.registered = registered;
    return s;
}

fs::path historyRoot() {
    if (std::string own = environment("WR_BENCH_HISTORY"); !own.empty()) return own;
    if (std::string data = environment("XDG_DATA_HOME"); !data.empty()) return fs::path(data) / "wr-studio/bench-runs";
    std::string home = environment("HOME");
    if (home.empty()) {
        if (const passwd* pw = getpwuid(getuid()); pw != nullptr && pw->pw_dir != nullptr) home = pw->pw_dir;
    }
    return fs::path(home) / ".local/share/wr-studio/bench-runs";
}

Result<fs::path> newRunDirectory(const fs::path& root, const std::vector<std::string>& presetIds,
                                 std::chrono::system_clock::time_point startedAt) {
    WR_RETURN_IF_ERROR(createDirectories(root));
    std::string base =
        utcText(startedAt, "%Y%m%d-%H%M%S") + "-" + fileNamePart(presetIds.empty() ? std::string() : presetIds.front());
    for (int n = 1; n < 1000; ++n) {
        fs::path dir = root / (n == 1 ? base : base + "-" + std::to_string(n));
        std::error_code ec;
        if (fs::create_directory(dir, ec)) return dir;
        if (ec) return Status::ioError("creating " + dir.string() + ": " + ec.message());
    }
    return Status::alreadyExists("too many runs named " + base + " in " + root.string());
}

Status registerRun(const fs::path& root, const fs::path& dir) {
    fs::path run = resolved(dir);
    if (isInside(run, resolved(root))) return Status::ok();
    std::vector<fs::path> dirs = readRegistered(root);
    dirs.push_back(run);
    return writeRegistered(root, dirs);
}

const char* runStateName(RunState state) {
    switch (state) {
    case RunState::kOk: return "ok";
    case RunState::kFailed: return "failed";
    case RunState::kCancelled: return "cancelled";
    case RunState::kUnreadable: return "unreadable";
    }
    return "unreadable";
}

RunSummary summarizeRun(const fs::path& dir, const Json& results) {
    RunSummary s;
    s.dir = dir;
    for (const auto& p : itemsOf(member(results, "presets"))) {
        s.presetIds.push_back(textOf(member(p, "id")));
        for (const auto& store : itemsOf(member(p, "stores"))) {
            const std::string& label = textOf(member(store, "label"));
            if (std::find(s.storeLabels.begin(), s.storeLabels.end(), label) == s.storeLabels.end()) {
                s.storeLabels.push_back(label);
            }
        }
    }
    s.startedAt = textOf(member(results, "started_at"));
    const Json& machine = member(results, "machine");
    s.host = textOf(member(machine, "hostname"));
    s.cpuModel = textOf(member(machine, "cpu_model"));
    s.logicalCores = static_cast<unsigned>(uintOr(member(machine, "logical_cores")));
    s.loadAverage = textOf(member(machine, "load_average"));
    const Json& build = member(results, "build");
    if (!textOf(member(build, "version")).empty()) s.buildVersion = textOf(member(build, "version"));
    if (!textOf(member(build, "commit")).empty()) s.buildCommit = textOf(member(build, "commit"));
    Status status = statusFromJson(member(results, "status"));
    s.state = status.isOk()                       ? RunState::kOk
              : status.is(StatusCode::kCancelled) ? RunState::kCancelled
                                                  : RunState::kFailed;
    s.message = status.message();
    s.wallSeconds = numberOr(member(results, "wall_seconds"));
    for (const auto& word : itemsOf(member(results, "command"))) s.command.push_back(textOf(word));
    return s;
}

Result<std::vector<RunSummary>> listRuns(const fs::path& root, RunSummaryCache* cache) {
    auto read = [cache](const fs::path& dir, bool registered) {
        return cache != nullptr ? cache->summaryOf(dir, registered) : readRunSummary(dir, registered);
    };
    std::vector<RunSummary> runs;
    std::error_code ec;
    if (!fs::is_directory(root, ec)) return runs;
    for (fs::directory_iterator it(root, ec), end; !ec && it != end; it.increment(ec)) {
        if (it->is_directory(ec) && holdsResults(it->path())) runs.push_back(read(it->path(), false));
    }
    if (ec) return Status::ioError("listing the run history " + root.string() + ": " + ec.message());
    for (const auto& dir : readRegistered(root)) {
        if (holdsResults(dir)) runs.push_back(read(dir, true));
    }
    if (cache != nullptr) {
        std::set<fs::path> listed;
        for (const auto& run : runs) listed.insert(run.dir);
        cache->keepOnly(listed);
    }
    std::sort(runs.begin(), runs.end(), [](const RunSummary& a, const RunSummary& b) {
        if (a.startedAt != b.startedAt) return a.startedAt > b.startedAt;
        return a.dir.filename() > b.dir.filename();
    });
    return runs;
}

Status deleteRun(const fs::path& root, const fs::path& dir, bool deleteFiles) {
    fs::path run = resolved(dir);
    std::vector<fs::path> registered = readRegistered(root);
    auto entry = std::find(registered.begin(), registered.end(), run);
    bool underRoot = isInside(run, resolved(root));
    if (entry == registered.end() && !underRoot) {
        return Status::invalidArgument(dir.string() + " is outside the run history " + root.string() +
                                       " and not registered there: not deleting it");
    }
    if (entry != registered.end()) {
        registered.erase(entry);
        WR_RETURN_IF_ERROR(writeRegistered(root, registered));
        if (!deleteFiles) return Status::ok();
    }
    if (!holdsResults(run)) {
        return Status::invalidArgument(dir.string() + " holds no results.json: not a benchmark run, not deleting it");
    }
    std::error_code ec;
    fs::remove_all(run, ec);
    if (ec) return Status::ioError("deleting " + run.string() + ": " + ec.message());
    return Status::ok();
}

}  // namespace wr::bench
