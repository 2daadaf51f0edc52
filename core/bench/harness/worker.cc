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

// Samples as progress lines on stdout for the parent runner.
class StdoutSampleSink : public SampleSink {
public:
    void onSample(const ThroughputSample& sample, uint64_t total) override {
        std::string line = progressLine(sample, total);
        std::lock_guard<std::mutex> lock(mutex_);
        std::fwrite(line.data(), 1, line.size(), stdout);
        std::fflush(stdout);
    }

private:
    std::mutex mutex_;
};

}  // namespace

std::string progressLine(const ThroughputSample& sample, uint64_t total) {
    Json j = Json::object();
    j["phase"] = sample.phase;
    j["done"] = sample.done;
    j["total"] = total;
    j["rate"] = sample.rate;
    j["seconds"] = sample.seconds;
    return std::string(kProgressTag) + " " + dumpJson(j) + "\n";
}

bool parseProgressLine(std::string_view line, ThroughputSample& sample, uint64_t& total) {
    const std::string_view tag = kProgressTag;
    if (line.substr(0, tag.size()) != tag) return false;
    auto json = parseJson(line.substr(tag.size()));
    if (!json.isOk() || !json->is_object()) return false;
    sample.phase = textOf(member(*json, "phase"));
    sample.done = uintOr(member(*json, "done"));
    sample.rate = numberOr(member(*json, "rate"));
    sample.seconds = numberOr(member(*json, "seconds"));
    total = uintOr(member(*json, "total"));
    return true;
}

StepResult runStep(const RunSpec& spec, CancellationToken& cancel, SampleSink* sink) {
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
    StdoutSampleSink sink;
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
