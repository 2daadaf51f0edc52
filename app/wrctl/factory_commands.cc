// wrctl factory: seed 003's Factory tree. "generate" builds the sample hive
// the GUI opens; "bench" runs 003's program at full size on a fresh hive and
// times each phase, with the process's peak memory and the disk it used.

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include "bench/workloads/factory_tree.h"
#include "bench/workloads/memory_probe.h"
#include "command_table.h"
#include "console_output.h"
#include "process_times.h"
#include "registry/hive/hive.h"
#include "util/clock.h"
#include "util/file.h"

namespace wr::cli {

namespace {

using namespace wr::reg;

// The command line of a factory command, filled in by CLI11.
struct FactoryArguments {
    int64_t workshops = 0;
    int64_t employees = 0;
    int64_t seed = 3;
    bool json = false;
    std::string hiveDir;               // generate
    std::string dir;                   // bench: empty for a temporary one
    int64_t threads = 2;               // bench
    std::string durability = "group";  // bench
    bool verify = false;               // bench
    bool keep = false;                 // bench
};

// Seed 003's measurements on the Windows registry, in seconds.
constexpr double kSeed003InsertSingle = 206;
constexpr double kSeed003Delete = 268;
constexpr double kSeed003InsertMulti = 94;

FactoryOptions factoryOptions(const FactoryArguments& args) {
    FactoryOptions options;
    options.workshops = static_cast<uint32_t>(args.workshops);
    options.employees = static_cast<uint32_t>(args.employees);
    options.seed = static_cast<uint64_t>(args.seed);
    return options;
}

double secondsSince(uint64_t startNanos) { return double(monotonicNanos() - startNanos) / 1e9; }

struct Phase {
    std::string name;
    double seconds = 0;
    double cpuSeconds = 0;
    uint64_t peakBytes = 0;
    double seed003Seconds = 0;  // 0: 003 has no such phase
};

std::string mib(uint64_t bytes) {
    char buf[32];
    std::snprintf(buf, sizeof(buf), "%.1f", double(bytes) / (1024.0 * 1024.0));
    return buf;
}

std::string fixed(double v, int digits) {
    char buf[32];
    std::snprintf(buf, sizeof(buf), "%.*f", digits, v);
    return buf;
}

// Seconds to the millisecond, as --json has always written them.
double roundedSeconds(double seconds) { return std::round(seconds * 1000) / 1000; }

int runGenerate(const FactoryArguments& args) {
    const FactoryOptions options = factoryOptions(args);
    std::filesystem::path dir = args.hiveDir;
    auto hive = Hive::open(dir);
    if (!hive) return fail(hive.status());
    Registry& registry = **hive;
    uint64_t start = monotonicNanos();
    Status cleared = deleteFactory(registry, registry.root());
    if (!cleared.isOk() && !cleared.is(StatusCode::kNotFound)) return fail(cleared);
    auto totals = insertFactory(registry, registry.root(), options);
    if (!totals) return fail(totals.status());
    Status saved = (*hive)->checkpoint();
    if (!saved.isOk()) return fail(saved);
    double seconds = secondsSince(start);
    if (args.json) {
        std::cout << jsonText({{"hive", dir.string()},
                               {"workshops", options.workshops},
                               {"employees", options.employees},
                               {"keys", totals->keys},
                               {"values", totals->values},
                               {"name_and_data_bytes", totals->nameAndDataBytes},
                               {"seconds", roundedSeconds(seconds)}})
                  << "\n";
    } else {
        std::cout << "Factory tree of " << options.workshops << " workshops x " << options.employees << " employees in "
                  << dir.string() << ": " << totals->keys << " keys, " << totals->values << " values, "
                  << fixed(seconds, 2) << " s\n";
    }
    return kExitOk;
}

// A fresh directory for the benchmark's hive.
Result<std::filesystem::path> benchDirectory(const FactoryArguments& args, bool& temporary) {
    namespace fs = std::filesystem;
    temporary = false;
    if (const std::string& dir = args.dir; !dir.empty()) {
        std::error_code ec;
        if (fs::exists(dir, ec) && !fs::is_empty(dir, ec)) {
            return Status::invalidArgument("--dir " + dir +
                                           " is not empty; the benchmark needs an empty or "
                                           "missing directory for its hive");
        }
        return fs::path(dir);
    }
    WR_ASSIGN_OR_RETURN(fs::path created, createTemporaryDirectory("wrctl-factory-"));
    temporary = true;
    return created;
}

int runBench(const FactoryArguments& args) {
    const FactoryOptions options = factoryOptions(args);
    HiveOptions hiveOptions;
    const std::string& durability = args.durability;
    hiveOptions.durability = durability == "sync" ? Durability::kSyncEachChange
                             : durability == "os" ? Durability::kOsBuffered
                                                  : Durability::kGroupCommit;
    bool temporary = false;
    auto dirOr = benchDirectory(args, temporary);
    if (!dirOr) return fail(dirOr.status());
    const std::filesystem::path dir = *dirOr;
    struct Cleanup {
        std::filesystem::path dir;
        bool remove;
        ~Cleanup() {
            std::error_code ec;
            if (remove) std::filesystem::remove_all(dir, ec);
        }
    } cleanup{dir, temporary && !args.keep};

    // Peak resident memory per phase (bench/workloads/memory_probe.h).
    const bool peakResettable = bench::resetPeakMemory();
    std::vector<Phase> phases;
    std::unique_ptr<Hive> hive;
    auto timed = [&](const std::string& name, double seed003, auto&& body) -> Status {
        (void)bench::resetPeakMemory();
        uint64_t start = monotonicNanos();
        double cpuStart = processCpuSeconds();
        Status s = body();
        phases.push_back(Phase{name, secondsSince(start), processCpuSeconds() - cpuStart,
                               bench::readMemory().peakRssBytes, seed003});
        return s.withContext(name);
    };
    auto openHive = [&]() -> Status {
        auto opened = Hive::open(dir, hiveOptions);
        if (!opened) return opened.status();
        hive = std::move(opened).value();
        return Status::ok();
    };
    FactoryOptions single = options;
    FactoryOptions multi = options;
    multi.threads = static_cast<uint32_t>(args.threads);
    RegistryStatistics inserted;

    Status s = openHive();
    if (s.isOk()) {
        s = timed("insert, 1 thread", kSeed003InsertSingle,
                  [&] { return insertFactory(*hive, hive->root(), single).status(); });
    }
    if (s.isOk()) {
        auto stats = hive->statistics();
        if (stats) inserted = *stats;
        s = timed("delete tree", kSeed003Delete, [&] { return deleteFactory(*hive, hive->root()); });
    }
    if (s.isOk()) {
        s = timed("insert, " + std::to_string(multi.threads) + " threads", kSeed003InsertMulti,
                  [&] { return insertFactory(*hive, hive->root(), multi).status(); });
    }
    if (s.isOk()) {
        s = timed("checkpoint and close", 0, [&] {
            Status saved = hive->checkpoint();
            hive.reset();
            return saved;
        });
    }
    uint64_t diskBytes = allocatedBytes(dir);
    if (s.isOk()) s = timed("reopen", 0, openHive);
    uint64_t reopenedKeys = 0;
    if (s.isOk()) {
        auto stats = hive->statistics();
        reopenedKeys = stats ? stats->keys : 0;
        if (args.verify) s = verifyFactory(*hive, hive->root(), multi).withContext("verify after reopen");
    }
    if (s.isOk()) s = timed("delete tree after reopen", 0, [&] { return deleteFactory(*hive, hive->root()); });
    if (s.isOk()) {
        s = timed("close", 0, [&] {
            hive.reset();
            return Status::ok();
        });
    }
    if (!s.isOk()) return fail(s);

    uint64_t peak = 0;
    for (const auto& p : phases) peak = std::max(peak, p.peakBytes);
    double perRaw = inserted.nameAndDataBytes > 0 ? double(peak) / double(inserted.nameAndDataBytes) : 0;
    if (args.json) {
        Json phaseList = Json::array();
        for (const Phase& p : phases) {
            Json phase = {{"name", p.name},
                          {"seconds", roundedSeconds(p.seconds)},
                          {"cpu_seconds", roundedSeconds(p.cpuSeconds)},
                          {"peak_rss_bytes", p.peakBytes}};
            if (p.seed003Seconds > 0) phase["seed003_seconds"] = p.seed003Seconds;
            phaseList.push_back(std::move(phase));
        }
        std::cout << jsonText({{"benchmark", "seed003-factory"},
                               {"hive", dir.string()},
                               {"workshops", options.workshops},
                               {"employees", options.employees},
                               {"threads", multi.threads},
                               {"durability", durability},
                               {"keys", inserted.keys},
                               {"values", inserted.values},
                               {"reopened_keys", reopenedKeys},
                               {"verified", args.verify},
                               {"name_and_data_bytes", inserted.nameAndDataBytes},
                               {"disk_bytes", diskBytes},
                               {"peak_rss_bytes", peak},
                               {"peak_rss_resettable", peakResettable},
                               {"phases", std::move(phaseList)}})
                  << "\n";
        return kExitOk;
    }
    std::cout << "Seed 003 Factory benchmark: " << options.workshops << " workshops x " << options.employees
              << " employees = " << inserted.keys << " keys, " << inserted.values << " values\n"
              << "hive " << dir.string() << ", durability " << durability << "\n\n";
    // 003's times are for the full 1000 x 1000 tree; the ratio means something only at that size.
    bool fullSize = options.workshops == 1000 && options.employees == 1000;
    std::printf("%-28s %9s %9s %13s %22s\n", "phase", "seconds", "cpu s", "peak RSS MiB", "seed 003 (Windows) s");
    for (const auto& p : phases) {
        std::string seed003;
        if (p.seed003Seconds > 0) seed003 = fixed(p.seed003Seconds, 0);
        if (p.seed003Seconds > 0 && fullSize)
            seed003 += " (" + fixed(p.seed003Seconds / std::max(p.seconds, 1e-3), 0) + "x)";
        std::printf("%-28s %9.2f %9.2f %13s %22s\n", p.name.c_str(), p.seconds, p.cpuSeconds, mib(p.peakBytes).c_str(),
                    seed003.c_str());
    }
    std::printf("\nraw bytes of names and data  %s MiB\n", mib(inserted.nameAndDataBytes).c_str());
    std::printf("peak RSS                     %s MiB (%.2f x raw)%s\n", mib(peak).c_str(), perRaw,
                peakResettable ? "" : " since process start: VmHWM could not be reset");
    std::printf("disk after checkpoint        %s MiB\n", mib(diskBytes).c_str());
    std::printf("keys after reopen            %llu%s\n", static_cast<unsigned long long>(reopenedKeys),
                args.verify ? ", every value verified" : "");
    return kExitOk;
}

}  // namespace

void addFactoryCommands(CommandTable& table) {
    CLI::App& group = table.addGroup(
        "factory", "seed 003's Factory tree: generate a sample hive, run the timed benchmark",
        "Seed 003's hierarchical workload: Factory\\Workshops\\WorkshopNNNN (Code, Name, WorkplaceCount)\n"
        "\\Employees\\EmployeeNNNN (FirstName, LastName, Post, Sex, Age, Wage).");
    auto command = [&](const std::string& name, const std::string& summary, int64_t workshops, int64_t employees,
                       int (*run)(const FactoryArguments&)) -> std::pair<CLI::App*, std::shared_ptr<FactoryArguments>> {
        auto args = std::make_shared<FactoryArguments>();
        args->workshops = workshops;
        args->employees = employees;
        CLI::App& c = table.addCommand(group, name, summary, [args, run] { return run(*args); });
        c.add_option("--workshops", args->workshops, "workshops")->capture_default_str()->check(CLI::Range(0, 100000));
        c.add_option("--employees", args->employees, "employees per workshop")
            ->capture_default_str()
            ->check(CLI::Range(0, 100000));
        c.add_option("--seed", args->seed, "the data set's seed")->capture_default_str();
        c.add_flag("--json", args->json, "JSON output");
        return {&c, args};
    };

    auto [generate, generateArgs] =
        command("generate", "build the Factory tree in a hive (replacing an earlier one there)", 50, 200, runGenerate);
    generate->add_option("HIVE_DIR", generateArgs->hiveDir, "the hive's directory")->required();

    auto [bench, benchArgs] = command("bench",
                                      "run 003's program on a fresh hive: insert with 1 thread, delete the tree, "
                                      "insert with --threads threads, checkpoint and close, reopen, delete the tree; "
                                      "print seconds and peak memory per phase",
                                      1000, 1000, runBench);
    bench->add_option("--dir", benchArgs->dir,
                      "the hive directory, empty or missing (default: a temporary one, removed afterwards unless "
                      "--keep)");
    bench->add_option("--threads", benchArgs->threads, "threads of the multi-threaded insert")
        ->capture_default_str()
        ->check(CLI::Range(1, 256));
    bench->add_option("--durability", benchArgs->durability, "the hive's durability mode")
        ->capture_default_str()
        ->check(CLI::IsMember({"group", "os", "sync"}));
    bench->add_flag("--verify", benchArgs->verify, "check every value after the reopen (not timed)");
    bench->add_flag("--keep", benchArgs->keep, "keep the temporary hive");
}

}  // namespace wr::cli
