#include "bench/harness/worker.h"

#include <algorithm>
#include <atomic>
#include <csignal>
#include <cstdio>
#include <exception>
#include <iostream>
#include <mutex>

#include "bench/workloads/memory_probe.h"
#include "bench/workloads/throughput_sampler.h"
#include "bench/workloads/workload_registry.h"
#include "util/clock.h"
#include "util/file.h"

namespace wr::bench {

namespace {

std::atomic<CancellationToken*> gSignalToken{nullptr};

extern "C" void onTerminate(int) {
    if (CancellationToken* token = gSignalToken.load()) token->cancel();
}

// Progress as lines on stdout for the parent runner.
class StdoutProgressSink : public ProgressSink {
public:
    void onProgress(const Progress& progress) override {
        Json j = Json::object();
        j["phase"] = progress.phase;
        j["done"] = progress.done;
        j["total"] = progress.total;
        j["rate"] = progress.rate;
        std::string line = std::string(kProgressTag) + " " + dumpJson(j) + "\n";
        std::lock_guard<std::mutex> lock(mutex_);
        std::fwrite(line.data(), 1, line.size(), stdout);
        std::fflush(stdout);
    }

private:
    std::mutex mutex_;
};

}  // namespace

StepResult runStep(const RunSpec& spec, CancellationToken& cancel, ProgressSink* sink) {
    StepResult result;
    result.spec = spec;
    result.peakResetWorked = resetPeakMemory();
    result.baselineRssBytes = readMemory().rssBytes;
    uint64_t start = monotonicNanos();

    ProgressMeter meter;
    ThroughputSampler sampler(meter, sink);
    sampler.start();
    auto workload = findWorkload(spec.workload);
    if (!workload.isOk()) {
        result.status = workload.status();
    } else {
        StepContext ctx(spec, cancel, meter, result);
        result.status = (*workload)(ctx);
        if (result.status.isOk() && cancel.isCancelled()) result.status = ctx.cancelled();
    }
    sampler.stop();

    result.wallSeconds = secondsSince(start);
    result.series = sampler.series();
    MemoryPeaks peaks = sampler.peaks();
    MemorySnapshot end = readMemory();
    result.peakRssBytes = end.peakRssBytes;
    result.peakAnonBytes = std::max(peaks.anonBytes, end.anonBytes);
    result.peakFileBytes = std::max(peaks.fileBytes, end.fileBytes);
    result.peakHeapBytes = std::max(peaks.heapInUseBytes, end.heapInUseBytes);
    return result;
}

int workerMain(const std::vector<std::string>& args) {
    std::string specPath, resultPath;
    for (size_t i = 0; i + 1 < args.size(); ++i) {
        if (args[i] == "--spec") specPath = args[i + 1];
        if (args[i] == "--result") resultPath = args[i + 1];
    }
    if (specPath.empty() || resultPath.empty()) {
        std::cerr << "worker: usage: --worker --spec FILE --result FILE\n";
        return 2;
    }
    auto text = readWholeFile(specPath);
    if (!text.isOk()) {
        std::cerr << "worker: " << text.status().toString() << "\n";
        return 1;
    }
    auto json = parseJson(*text);
    if (!json.isOk()) {
        std::cerr << "worker: " << specPath << ": " << json.status().toString() << "\n";
        return 1;
    }
    auto spec = RunSpec::fromJson(*json);
    if (!spec.isOk()) {
        std::cerr << "worker: " << specPath << ": " << spec.status().toString() << "\n";
        return 1;
    }

    CancellationToken cancel;
    gSignalToken.store(&cancel);
    std::signal(SIGTERM, onTerminate);
    std::signal(SIGINT, onTerminate);
    StdoutProgressSink sink;
    StepResult result;
    try {
        result = runStep(*spec, cancel, &sink);
    } catch (const std::exception& e) {
        // A library below us threw (std::bad_alloc on a huge value, ...):
        // still report it as this step's failure rather than dying mute.
        result.spec = *spec;
        result.status = Status::ioError(std::string("the step threw: ") + e.what());
    }
    gSignalToken.store(nullptr);
    Status written = writeFileAtomically(resultPath, dumpJson(result.toJson(), 1));
    if (!written.isOk()) {
        std::cerr << "worker: " << written.toString() << "\n";
        return 1;
    }
    return 0;
}

}  // namespace wr::bench
