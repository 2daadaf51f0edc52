// wrctl bench-inprocess: seed 000 Fig. 9's measurement (the continuous
// workload, bench/workloads/continuous_workload.h) on one store at one k,
// its four steps — prepare, write, read, delete — run one after another in
// this process. The harness (wrctl bench) runs each step in a fresh worker
// process, which Windows builds cannot start (docs/windows.md); this runs
// everywhere. A "cold" step here reopens the store, but in a process that
// has run the steps before it: the harness's figures stay the reference.
#include <cstdio>
#include <memory>
#include <string>

#include "bench/datasets/data_set_catalog.h"
#include "bench/workloads/continuous_workload.h"
#include "bench/workloads/workload_registry.h"
#include "command_table.h"
#include "interrupt_guard.h"
#include "stores/store_uri.h"

namespace wr::cli {

namespace {

struct InProcessArguments {
    std::string uri;
    uint64_t records = 10000;
    uint64_t k = 10000;
    bool warm = false;
    uint64_t seed = 0;
};

constexpr const char* kDataSet = "KVData3";  // Fig. 9's

Result<double> dataScale(uint64_t records) {
    for (const bench::DataSetInfo& info : bench::dataSetCatalog()) {
        if (info.id == kDataSet) return static_cast<double>(records) / static_cast<double>(info.paperCount);
    }
    return Status::notFound(std::string("the data set catalog has no ") + kDataSet);
}

int runInProcess(const InProcessArguments& args) {
    if (args.k > args.records)
        return usageError("--k must not exceed --records: read and delete take k loaded records");
    auto uri = kv::StoreUri::parse(args.uri);
    if (!uri) return usageError(uri.status().message());
    auto scale = dataScale(args.records);
    if (!scale) return fail(scale.status());

    const bench::ContinuousPoint point{kDataSet, *scale, args.k, !args.warm};
    CancellationToken cancel;
    InterruptGuard guard(cancel);
    std::printf("# 000-fig9 in one process: %s, %llu records of %s, k = %llu, %s\n", args.uri.c_str(),
                static_cast<unsigned long long>(args.records), kDataSet, static_cast<unsigned long long>(args.k),
                args.warm ? "warm" : "cold");
    std::printf("%-8s %-8s %10s %10s %14s\n", "step", "op", "count", "seconds", "ops/second");
    for (bench::RunSpec spec : bench::continuousSteps(point)) {
        spec.presetId = "000-fig9";
        spec.storeLabel = uri->scheme();
        spec.storeUri = args.uri;
        spec.seed = args.seed;
        auto workload = bench::findWorkload(spec.workload);
        if (!workload) return fail(workload.status());
        bench::ProgressMeter meter;
        bench::StepResult result;
        result.spec = spec;
        bench::StepContext ctx(spec, cancel, meter, result);
        Status ran = (*workload)(ctx);
        if (ran.isOk() && cancel.isCancelled()) ran = ctx.cancelled();
        if (!ran.isOk()) return fail(ran.withContext("step " + spec.step));
        for (const bench::OpResult& op : result.ops) {
            std::printf("%-8s %-8s %10llu %10.3f %14.0f\n", spec.step.c_str(), op.op.c_str(),
                        static_cast<unsigned long long>(op.count), op.seconds, op.opsPerSecond);
        }
        std::fflush(stdout);
    }
    return kExitOk;
}

}  // namespace

void addInProcessBenchCommand(CommandTable& table) {
    auto args = std::make_shared<InProcessArguments>();
    CLI::App& command =
        table.addCommand(table.top(), "bench-inprocess",
                         "seed 000 Fig. 9's k continuous writes, reads and deletes on one store, in this process",
                         [args] { return runInProcess(*args); });
    command.footer(
        "Loads --records records of KVData3 into an empty store (prepare), then times k puts of new records\n"
        "(write), k gets (read) and k deletes (delete), each step reopening the store, and prints each step's\n"
        "throughput. The steps run in this process, so this runs where `wrctl bench` cannot (Windows); the\n"
        "harness, with a fresh process per step, stays the reference.");
    command.add_option("--store", args->uri, "the store's URI; its places must be empty or missing")
        ->required()
        ->type_name("URI");
    command.add_option("--records", args->records, "records of KVData3 loaded first")
        ->type_name("N")
        ->capture_default_str()
        ->check(CLI::Range(uint64_t{1}, uint64_t{100000000}));
    command.add_option("--k", args->k, "operations per timed step")
        ->type_name("N")
        ->capture_default_str()
        ->check(CLI::Range(uint64_t{1}, uint64_t{100000000}));
    command.add_flag("--warm", args->warm, "open and warm the store before timing (default: cold, the open timed)");
    command.add_option("--seed", args->seed, "seeds the data and the orders of reads and deletes")
        ->type_name("N")
        ->capture_default_str();
}

}  // namespace wr::cli
