// wrctl crashtest: the crash test (core/reliability/crash_test.h) from the
// command line — a writer killed at random moments or at named crash points,
// the store reopened and checked against what was acknowledged each time —
// and the list of crash points. With --power-loss each kill is also a power
// cut (util/power_loss.h), its durable image kept in a temporary directory.
#include <filesystem>
#include <iostream>
#include <memory>
#include <string>

#include "command_table.h"
#include "console_output.h"
#include "interrupt_guard.h"
#include "reliability/crash_test.h"
#include "util/crash_point.h"
#include "util/file.h"

namespace wr::cli {

namespace {

struct CrashtestArguments {
    std::string uri;
    uint64_t iterations = 100;
    uint64_t seed = 1;
    double durationSeconds = 0;
    std::string crashPoints = "both";
    std::vector<std::string> points;
    uint32_t opsPerIteration = 50;
    uint32_t keys = 128;
    bool changesOnly = false;
    bool listPoints = false;
    bool powerLoss = false;
    bool json = false;
};

// A directory under $TMPDIR, removed with everything in it when done.
class ScratchDirectory {
public:
    explicit ScratchDirectory(std::filesystem::path path) : path_(std::move(path)) {}
    ~ScratchDirectory() {
        std::error_code ec;
        if (!path_.empty()) std::filesystem::remove_all(path_, ec);
    }
    ScratchDirectory(const ScratchDirectory&) = delete;
    ScratchDirectory& operator=(const ScratchDirectory&) = delete;
    const std::filesystem::path& path() const { return path_; }

private:
    std::filesystem::path path_;
};

void printPoints() {
    for (const CrashPointInfo& point : crashPointTable()) {
        std::cout << padded(point.name, 38) << point.where << "\n"
                  << padded("", 38) << "leaves " << point.leaves << "\n";
    }
}

Json summaryJson(const reliability::CrashTestSummary& s) {
    Json points = Json::object();
    for (const auto& [name, count] : s.pointKills) points[name] = count;
    return {{"iterations", s.iterations},
            {"kills", s.kills},
            {"random_kills", s.randomKills},
            {"point_kills", points},
            {"points_not_reached", s.pointsNotReached},
            {"reopens", s.reopens},
            {"operations_acknowledged", s.operationsAcknowledged},
            {"changes_acknowledged", s.changesAcknowledged},
            {"in_flight_applied", s.inFlightApplied},
            {"unflushed_dropped", s.unflushedDropped},
            {"lost", s.lost},
            {"unacknowledged", s.unacknowledged},
            {"wrong_bytes", s.wrongBytes},
            {"unreadable_reopens", s.unreadableReopens},
            {"writer_failures", s.writerFailures},
            {"seconds", s.seconds},
            {"interrupted", s.interrupted},
            {"clean", s.clean()},
            {"problems", s.problems}};
}

void printSummary(const reliability::CrashTestSummary& s) {
    std::cout << padded("iterations", 26) << s.iterations << "\n";
    std::cout << padded("kills", 26) << s.kills << " (" << s.randomKills << " random";
    uint64_t atPoints = 0;
    for (const auto& [name, count] : s.pointKills) atPoints += count;
    std::cout << ", " << atPoints << " at crash points)\n";
    for (const auto& [name, count] : s.pointKills) std::cout << "  " << padded(name, 38) << count << "\n";
    if (s.pointsNotReached > 0) {
        std::cout << padded("points not reached", 26) << s.pointsNotReached << " (killed after the last operation)\n";
    }
    std::cout << padded("reopens", 26) << s.reopens << "\n";
    std::cout << padded("operations acknowledged", 26) << s.operationsAcknowledged << " (" << s.changesAcknowledged
              << " changes)\n";
    std::cout << padded("in flight, applied", 26) << s.inFlightApplied << "\n";
    if (s.unflushedDropped > 0) {
        std::cout << padded("unflushed, dropped", 26) << s.unflushedDropped << " (the engine's promise allows it)\n";
    }
    std::cout << padded("lost", 26) << s.lost << "\n";
    std::cout << padded("unacknowledged", 26) << s.unacknowledged << "\n";
    std::cout << padded("wrong bytes", 26) << s.wrongBytes << "\n";
    std::cout << padded("unreadable reopens", 26) << s.unreadableReopens << "\n";
    std::cout << padded("writer failures", 26) << s.writerFailures << "\n";
    std::cout << padded("seconds", 26) << s.seconds << "\n";
    for (const std::string& p : s.problems) std::cout << "problem: " << p << "\n";
    if (s.interrupted) std::cout << "interrupted after " << s.iterations << " round(s)\n";
    std::cout << (s.clean() ? "clean\n" : "NOT clean\n");
}

int cmdCrashtest(const CrashtestArguments& args) {
    if (args.listPoints) {
        printPoints();
        return kExitOk;
    }
    if (args.uri.empty()) return usageError("a store URI is needed (or --list-points)");
    auto uri = kv::StoreUri::parse(args.uri);
    if (!uri) return usageError(uri.status().message());
    reliability::CrashTestOptions options;
    options.uri = *uri;
    options.iterations = args.iterations;
    options.seed = args.seed;
    options.duration = std::chrono::milliseconds(static_cast<int64_t>(args.durationSeconds * 1000));
    options.kills = args.crashPoints == "random"  ? reliability::KillMode::kRandom
                    : args.crashPoints == "named" ? reliability::KillMode::kPoints
                                                  : reliability::KillMode::kBoth;
    options.points = args.points;
    options.opsPerIteration = args.opsPerIteration;
    options.keys = args.keys;
    options.changesOnly = args.changesOnly;
    std::unique_ptr<ScratchDirectory> scratch;
    if (args.powerLoss) {
        auto created = createTemporaryDirectory("wrctl-crashtest-");
        if (!created) return fail(created.status());
        scratch = std::make_unique<ScratchDirectory>(*created);
        options.powerLoss = true;
        options.scratch = scratch->path();
    }
    // Ctrl-C or SIGTERM ends the run after the round in progress, so the
    // scratch directory of --power-loss is removed and the summary printed.
    CancellationToken cancel;
    InterruptGuard guard(cancel);
    options.cancel = &cancel;
    std::cout.flush();  // the forked writers must not inherit buffered output
    auto summary = reliability::runCrashTest(options);
    if (!summary) {
        if (summary.status().is(StatusCode::kInvalidArgument)) return usageError(summary.status().message());
        return fail(summary.status());
    }
    if (args.json) {
        std::cout << jsonText(summaryJson(*summary)) << "\n";
    } else {
        printSummary(*summary);
    }
    return summary->clean() && !summary->interrupted ? kExitOk : kExitFailure;
}

}  // namespace

void addCrashtestCommand(CommandTable& table) {
    auto args = std::make_shared<CrashtestArguments>();
    CLI::App& command = table.addCommand(
        table.top(), "crashtest", "kill a writer again and again and check the store keeps every acknowledged change",
        [args] { return cmdCrashtest(*args); });
    command.add_option("URI", args->uri,
                       "the store: any store URI, or hive:dir=PATH;durability=sync|group|os for a bare hive");
    command.add_option("--iterations", args->iterations, "rounds of write, kill, reopen and check")
        ->capture_default_str()
        ->check(CLI::Range(uint64_t{1}, std::numeric_limits<uint64_t>::max()));
    command.add_option("--seed", args->seed, "the seed of the operations, kill moments and points")
        ->capture_default_str();
    command.add_option("--duration", args->durationSeconds, "stop after this many seconds (0: after the iterations)")
        ->check(CLI::NonNegativeNumber);
    command.add_option("--crash-points", args->crashPoints, "how the writer dies: random, named or both")
        ->capture_default_str()
        ->check(CLI::IsMember({"random", "named", "both"}));
    command.add_option("--point", args->points, "a named point to use (repeatable); default every point of the engine");
    command.add_option("--ops-per-iteration", args->opsPerIteration, "operations the writer tries per round")
        ->capture_default_str()
        ->check(CLI::Range(1u, 1000000u));
    command.add_option("--keys", args->keys, "the size of the key space")
        ->capture_default_str()
        ->check(CLI::Range(1u, 1000000u));
    command.add_flag("--changes-only", args->changesOnly,
                     "the writer only puts, removes and writes batches: no flushes, compactions or reopens");
    command.add_flag("--power-loss", args->powerLoss,
                     "cut the power at each kill: only what the writer synced survives, judged by what the engine "
                     "promises for a power cut");
    command.add_flag("--list-points", args->listPoints, "list every named crash point and what a crash there leaves");
    command.add_flag("--json", args->json, "print the summary as one JSON object");
    command.footer(
        "Each round a forked writer performs a random mix of puts, removes, write batches, flushes, compactions\n"
        "(a hive: checkpoints) and reopens, and reports each operation that returned before starting the next.\n"
        "It is killed with SIGKILL after a random number of them, or dies at a named crash point it armed\n"
        "(the point's first or second pass); the store is reopened and every key compared with what was\n"
        "acknowledged: the last acknowledged change must be there, the one in flight whole or absent, nothing\n"
        "later, no wrong bytes. Durability comes from the URI's own options, and each engine is held to its\n"
        "header's promise for a process kill: every engine and setting keeps every returned change, since the\n"
        "change is in the operating system's page cache before the call returns, except ZDB's write=async,\n"
        "which keeps what a flush or close covered.\n"
        "Exit status 0 only when nothing was lost, unacknowledged, wrong or unreadable.\n"
        "The named points can also be armed in any wrctl or wrstudio process with WR_CRASH_AT=name[:nth].");
}

}  // namespace wr::cli
