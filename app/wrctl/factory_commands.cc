// wrctl factory: seed 003's Factory tree. "generate" builds the sample hive
// the GUI opens; "bench" runs 003's program at full size on a fresh hive and
// times each phase, with the process's peak memory and the disk it used.
#include <sys/resource.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "bench/workloads/factory_tree.h"
#include "cli_args.h"
#include "commands.h"
#include "registry/hive/hive.h"
#include "util/clock.h"
#include "util/file.h"

namespace wr::cli {

namespace {

using namespace wr::reg;

const char kHelp[] =
    "usage: wrctl factory <command> [options]\n"
    "\n"
    "Seed 003's hierarchical workload: Factory\\Workshops\\WorkshopNNNN (Code, Name, WorkplaceCount)\n"
    "\\Employees\\EmployeeNNNN (FirstName, LastName, Post, Sex, Age, Wage).\n"
    "\n"
    "commands:\n"
    "  generate HIVE_DIR   build the Factory tree in a hive (replacing an earlier one there)\n"
    "      --workshops N   workshops (default 50)\n"
    "      --employees M   employees per workshop (default 200)\n"
    "  bench               run 003's program on a fresh hive: insert with 1 thread, delete the\n"
    "                      tree, insert with --threads threads, checkpoint and close, reopen,\n"
    "                      delete the tree; print seconds and peak memory per phase\n"
    "      --dir D         the hive directory, empty or missing (default: a temporary one,\n"
    "                      removed afterwards unless --keep)\n"
    "      --workshops N   workshops (default 1000)\n"
    "      --employees M   employees per workshop (default 1000)\n"
    "      --threads T     threads of the multi-threaded insert (default 2)\n"
    "      --durability group|os|sync   the hive's durability mode (default group)\n"
    "      --verify        check every value after the reopen (not timed)\n"
    "      --keep          keep the temporary hive\n"
    "common options:\n"
    "  --seed S            the data set's seed (default 3)\n"
    "  --json              JSON output\n"
    "  --help              this help\n";

// Seed 003's measurements on the Windows registry, in seconds.
constexpr double kSeed003InsertSingle = 206;
constexpr double kSeed003Delete = 268;
constexpr double kSeed003InsertMulti = 94;

Result<FactoryOptions> factoryOptions(const Args& args, int64_t workshops, int64_t employees) {
    FactoryOptions options;
    WR_ASSIGN_OR_RETURN(int64_t w, args.intOption("workshops", workshops));
    WR_ASSIGN_OR_RETURN(int64_t e, args.intOption("employees", employees));
    WR_ASSIGN_OR_RETURN(int64_t seed, args.intOption("seed", 3));
    if (w < 0 || w > 100000 || e < 0 || e > 100000) {
        return Status::invalidArgument("--workshops and --employees must be between 0 and 100000");
    }
    options.workshops = static_cast<uint32_t>(w);
    options.employees = static_cast<uint32_t>(e);
    options.seed = static_cast<uint64_t>(seed);
    return options;
}

double secondsSince(uint64_t startNanos) { return double(monotonicNanos() - startNanos) / 1e9; }

// Processor time of the whole process (all threads, user and system): on a
// machine shared with other work it shows what the elapsed time cannot.
double cpuSeconds() {
    struct rusage usage {};
    ::getrusage(RUSAGE_SELF, &usage);
    auto seconds = [](const timeval& t) { return double(t.tv_sec) + double(t.tv_usec) / 1e6; };
    return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

// Peak resident memory of this process (VmHWM). Linux lets a process reset it
// to the current size by writing 5 to /proc/self/clear_refs.
class PeakMemory {
public:
    PeakMemory() { resettable_ = reset(); }
    bool resettable() const { return resettable_; }

    bool reset() {
        std::ofstream clear("/proc/self/clear_refs");
        clear << "5";
        clear.flush();
        return clear.good();
    }

    static uint64_t peakBytes() { return statusField("VmHWM:"); }

private:
    static uint64_t statusField(const std::string& field) {
        std::ifstream status("/proc/self/status");
        std::string line;
        while (std::getline(status, line)) {
            if (line.rfind(field, 0) == 0) return std::strtoull(line.c_str() + field.size(), nullptr, 10) * 1024;
        }
        return 0;
    }

    bool resettable_ = false;
};

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

int runGenerate(const Args& args) {
    if (args.count() != 2) return usageError("factory generate needs HIVE_DIR", kHelp);
    auto options = factoryOptions(args, 50, 200);
    if (!options) return usageError(options.status().message(), kHelp);
    std::filesystem::path dir = args.at(1);
    auto hive = Hive::open(dir);
    if (!hive) return fail(hive.status());
    Registry& registry = **hive;
    uint64_t start = monotonicNanos();
    Status cleared = deleteFactory(registry, registry.root());
    if (!cleared.isOk() && !cleared.is(StatusCode::kNotFound)) return fail(cleared);
    auto totals = insertFactory(registry, registry.root(), *options);
    if (!totals) return fail(totals.status());
    Status saved = (*hive)->checkpoint();
    if (!saved.isOk()) return fail(saved);
    double seconds = secondsSince(start);
    if (args.flag("json")) {
        std::cout << "{\"hive\":" << jsonString(dir.string()) << ",\"workshops\":" << options->workshops
                  << ",\"employees\":" << options->employees << ",\"keys\":" << totals->keys
                  << ",\"values\":" << totals->values << ",\"name_and_data_bytes\":" << totals->nameAndDataBytes
                  << ",\"seconds\":" << fixed(seconds, 3) << "}\n";
    } else {
        std::cout << "Factory tree of " << options->workshops << " workshops x " << options->employees
                  << " employees in " << dir.string() << ": " << totals->keys << " keys, " << totals->values
                  << " values, " << fixed(seconds, 2) << " s\n";
    }
    return kExitOk;
}

// A fresh directory for the benchmark's hive.
Result<std::filesystem::path> benchDirectory(const Args& args, bool& temporary) {
    namespace fs = std::filesystem;
    temporary = false;
    if (auto dir = args.option("dir")) {
        std::error_code ec;
        if (fs::exists(*dir, ec) && !fs::is_empty(*dir, ec)) {
            return Status::invalidArgument("--dir " + *dir +
                                           " is not empty; the benchmark needs an empty or "
                                           "missing directory for its hive");
        }
        return fs::path(*dir);
    }
    std::string pattern = (fs::temp_directory_path() / "wrctl-factory-XXXXXX").string();
    if (::mkdtemp(pattern.data()) == nullptr) return Status::fromErrno("cannot create a temporary directory", errno);
    temporary = true;
    return fs::path(pattern);
}

int runBench(const Args& args) {
    auto options = factoryOptions(args, 1000, 1000);
    if (!options) return usageError(options.status().message(), kHelp);
    auto threads = args.intOption("threads", 2);
    if (!threads || *threads < 1 || *threads > 256) return usageError("--threads must be between 1 and 256", kHelp);
    HiveOptions hiveOptions;
    std::string durability = args.optionOr("durability", "group");
    if (durability == "group") {
        hiveOptions.durability = Durability::kGroupCommit;
    } else if (durability == "os") {
        hiveOptions.durability = Durability::kOsBuffered;
    } else if (durability == "sync") {
        hiveOptions.durability = Durability::kSyncEachChange;
    } else {
        return usageError("--durability must be group, os or sync, not '" + durability + "'", kHelp);
    }
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
    } cleanup{dir, temporary && !args.flag("keep")};

    PeakMemory memory;
    std::vector<Phase> phases;
    std::unique_ptr<Hive> hive;
    auto timed = [&](const std::string& name, double seed003, auto&& body) -> Status {
        memory.reset();
        uint64_t start = monotonicNanos();
        double cpuStart = cpuSeconds();
        Status s = body();
        phases.push_back(Phase{name, secondsSince(start), cpuSeconds() - cpuStart, PeakMemory::peakBytes(), seed003});
        return s.withContext(name);
    };
    auto openHive = [&]() -> Status {
        auto opened = Hive::open(dir, hiveOptions);
        if (!opened) return opened.status();
        hive = std::move(opened).value();
        return Status::ok();
    };
    FactoryOptions single = *options;
    FactoryOptions multi = *options;
    multi.threads = static_cast<uint32_t>(*threads);
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
        if (args.flag("verify")) s = verifyFactory(*hive, hive->root(), multi).withContext("verify after reopen");
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
    if (args.flag("json")) {
        std::ostringstream out;
        out << "{\"benchmark\":\"seed003-factory\",\"hive\":" << jsonString(dir.string())
            << ",\"workshops\":" << options->workshops << ",\"employees\":" << options->employees
            << ",\"threads\":" << multi.threads << ",\"durability\":" << jsonString(durability)
            << ",\"keys\":" << inserted.keys << ",\"values\":" << inserted.values
            << ",\"reopened_keys\":" << reopenedKeys << ",\"verified\":" << (args.flag("verify") ? "true" : "false")
            << ",\"name_and_data_bytes\":" << inserted.nameAndDataBytes << ",\"disk_bytes\":" << diskBytes
            << ",\"peak_rss_bytes\":" << peak << ",\"peak_rss_resettable\":" << (memory.resettable() ? "true" : "false")
            << ",\"phases\":[";
        for (size_t i = 0; i < phases.size(); ++i) {
            const Phase& p = phases[i];
            out << (i ? "," : "") << "{\"name\":" << jsonString(p.name) << ",\"seconds\":" << fixed(p.seconds, 3)
                << ",\"cpu_seconds\":" << fixed(p.cpuSeconds, 3) << ",\"peak_rss_bytes\":" << p.peakBytes;
            if (p.seed003Seconds > 0) out << ",\"seed003_seconds\":" << p.seed003Seconds;
            out << "}";
        }
        out << "]}\n";
        std::cout << out.str();
        return kExitOk;
    }
    std::cout << "Seed 003 Factory benchmark: " << options->workshops << " workshops x " << options->employees
              << " employees = " << inserted.keys << " keys, " << inserted.values << " values\n"
              << "hive " << dir.string() << ", durability " << durability << "\n\n";
    // 003's times are for the full 1000 x 1000 tree; the ratio means something only at that size.
    bool fullSize = options->workshops == 1000 && options->employees == 1000;
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
                memory.resettable() ? "" : " since process start: VmHWM could not be reset");
    std::printf("disk after checkpoint        %s MiB\n", mib(diskBytes).c_str());
    std::printf("keys after reopen            %llu%s\n", static_cast<unsigned long long>(reopenedKeys),
                args.flag("verify") ? ", every value verified" : "");
    return kExitOk;
}

}  // namespace

int runFactoryCommand(const std::vector<std::string>& words) {
    auto args = Args::parse(words, {"workshops", "employees", "threads", "durability", "dir", "seed"});
    if (!args) return usageError(args.status().message(), kHelp);
    if (args->flag("help") || args->count() == 0) {
        std::cout << kHelp;
        return args->flag("help") ? kExitOk : kExitUsage;
    }
    const std::string& command = args->at(0);
    if (command == "generate") return runGenerate(*args);
    if (command == "bench") {
        if (args->count() != 1) return usageError("factory bench takes no positional arguments", kHelp);
        return runBench(*args);
    }
    return usageError("unknown factory command '" + command + "'", kHelp);
}

}  // namespace wr::cli
