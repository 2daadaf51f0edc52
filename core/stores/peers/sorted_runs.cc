#include "stores/peers/sorted_runs.h"

#include <algorithm>
#include <cstring>
#include <memory>
#include <optional>
#include <queue>
#include <string>
#include <utility>

#include "util/file.h"

namespace wr::kv {

namespace {

// Cancellation is polled this often (in pairs): often enough to stop well
// within a second, rarely enough to cost nothing.
constexpr uint64_t kCancelCheckPairs = 4096;
// A run file is written in pieces of this size.
constexpr size_t kRunWriteBytes = size_t{1} << 20;
// What one reader of a run file buffers: a share of the memory budget, within these bounds.
constexpr size_t kMinRunReadBytes = size_t{64} << 10;
constexpr size_t kMaxRunReadBytes = size_t{1} << 20;
// The longest pair header: two varints of at most 10 bytes.
constexpr size_t kMaxHeaderBytes = 20;
// Buffer blocks: a share of the budget, within these bounds.
constexpr size_t kMinBlockBytes = size_t{4} << 10;
constexpr size_t kMaxBlockBytes = size_t{1} << 20;

size_t blockBytesFor(uint64_t memoryBudget) {
    return static_cast<size_t>(std::clamp<uint64_t>(memoryBudget / 16, kMinBlockBytes, kMaxBlockBytes));
}

// One sorted stream of pairs with distinct keys: a run file or the buffer.
class SortedSource {
public:
    virtual ~SortedSource() = default;
    virtual bool valid() const = 0;
    virtual BytesView key() const = 0;
    virtual BytesView value() const = 0;
    virtual Status next() = 0;
};

class BufferSource : public SortedSource {
public:
    // `buffer` is sorted.
    explicit BufferSource(const PairBuffer& buffer) : buffer_(buffer) { skipReplaced(); }
    bool valid() const override { return pos_ < buffer_.size(); }
    BytesView key() const override { return buffer_.key(pos_); }
    BytesView value() const override { return buffer_.value(pos_); }
    Status next() override {
        ++pos_;
        skipReplaced();
        return Status::ok();
    }

private:
    void skipReplaced() {
        while (buffer_.replacedByNext(pos_)) ++pos_;
    }

    const PairBuffer& buffer_;
    size_t pos_ = 0;
};

class RunReader : public SortedSource {
public:
    static Result<std::unique_ptr<RunReader>> open(const fs::path& path, size_t bufferBytes) {
        WR_ASSIGN_OR_RETURN(File file, File::open(path, File::Mode::kRead));
        auto reader = std::unique_ptr<RunReader>(new RunReader(std::move(file), bufferBytes));
        WR_RETURN_IF_ERROR(reader->next());
        return reader;
    }

    bool valid() const override { return valid_; }
    BytesView key() const override { return key_; }
    BytesView value() const override { return value_; }

    Status next() override {
        WR_RETURN_IF_ERROR(fill(kMaxHeaderBytes));
        if (available() == 0) {
            valid_ = false;
            return Status::ok();
        }
        BytesView header(buffer_.data() + pos_, std::min(available(), kMaxHeaderBytes));
        const size_t headerStart = header.size();
        std::optional<uint64_t> keySize = getVarint(header);
        std::optional<uint64_t> valueSize = keySize ? getVarint(header) : std::nullopt;
        if (!valueSize) return truncated();
        const size_t headerBytes = headerStart - header.size();
        const uint64_t pairBytes = headerBytes + *keySize + *valueSize;
        WR_RETURN_IF_ERROR(fill(pairBytes));
        if (available() < pairBytes) return truncated();
        const char* p = buffer_.data() + pos_ + headerBytes;
        key_ = BytesView(p, *keySize);
        value_ = BytesView(p + *keySize, *valueSize);
        pos_ += pairBytes;
        valid_ = true;
        return Status::ok();
    }

private:
    RunReader(File file, size_t bufferBytes) : file_(std::move(file)) { buffer_.resize(bufferBytes); }

    size_t available() const { return end_ - pos_; }

    // Makes at least `bytes` bytes available from pos_, or all that is left
    // of the file; the views of the current pair become invalid.
    Status fill(uint64_t bytes) {
        if (available() >= bytes || atEnd_) return Status::ok();
        std::memmove(buffer_.data(), buffer_.data() + pos_, available());
        end_ = available();
        pos_ = 0;
        if (buffer_.size() < bytes) buffer_.resize(bytes);
        while (end_ < buffer_.size()) {
            WR_ASSIGN_OR_RETURN(size_t got,
                                file_.readSomeAt(fileOffset_, buffer_.size() - end_, buffer_.data() + end_));
            if (got == 0) {
                atEnd_ = true;
                break;
            }
            end_ += got;
            fileOffset_ += got;
        }
        return Status::ok();
    }

    Status truncated() const {
        return Status::corruption("sorted run " + file_.path().string() + ": the file ends inside a pair");
    }

    File file_;
    Bytes buffer_;
    size_t pos_ = 0;
    size_t end_ = 0;
    uint64_t fileOffset_ = 0;
    bool atEnd_ = false;
    bool valid_ = false;
    BytesView key_;
    BytesView value_;
};

class RunWriter {
public:
    static Result<RunWriter> create(const fs::path& path) {
        WR_ASSIGN_OR_RETURN(File file, File::open(path, File::Mode::kTruncateReadWrite));
        return RunWriter(std::move(file));
    }

    Status add(BytesView key, BytesView value) {
        putVarint(pending_, key.size());
        putVarint(pending_, value.size());
        pending_.append(key);
        pending_.append(value);
        return pending_.size() >= kRunWriteBytes ? writePending() : Status::ok();
    }

    Status finish() {
        WR_RETURN_IF_ERROR(writePending());
        return file_.close();
    }

private:
    explicit RunWriter(File file) : file_(std::move(file)) {}

    Status writePending() {
        WR_RETURN_IF_ERROR(file_.append(pending_));
        pending_.clear();
        return Status::ok();
    }

    File file_;
    Bytes pending_;
};

// Merges `sources` (the newest last) into `emit`: each key once, from the
// newest source that has it. `polled` is called every kCancelCheckPairs pairs.
Status mergeSources(const std::vector<std::unique_ptr<SortedSource>>& sources, const ExternalSorter::Emit& emit,
                    const std::function<Status(uint64_t)>& polled) {
    // The heap's top is the smallest key, from the newest source among equals.
    auto after = [&](size_t a, size_t b) {
        const int order = sources[a]->key().compare(sources[b]->key());
        return order != 0 ? order > 0 : a < b;
    };
    std::priority_queue<size_t, std::vector<size_t>, decltype(after)> heap(after);
    for (size_t i = 0; i < sources.size(); ++i) {
        if (sources[i]->valid()) heap.push(i);
    }
    uint64_t pairs = 0;
    while (!heap.empty()) {
        const size_t newest = heap.top();
        heap.pop();
        SortedSource& source = *sources[newest];
        WR_RETURN_IF_ERROR(emit(source.key(), source.value()));
        // Older sources holding the same key move past it first, while the
        // emitted key is still valid.
        while (!heap.empty() && sources[heap.top()]->key() == source.key()) {
            const size_t older = heap.top();
            heap.pop();
            WR_RETURN_IF_ERROR(sources[older]->next());
            if (sources[older]->valid()) heap.push(older);
        }
        WR_RETURN_IF_ERROR(source.next());
        if (source.valid()) heap.push(newest);
        if (++pairs % kCancelCheckPairs == 0) WR_RETURN_IF_ERROR(polled(pairs));
    }
    return Status::ok();
}

Result<std::vector<std::unique_ptr<SortedSource>>> openRuns(const std::vector<fs::path>& files, size_t bufferBytes) {
    std::vector<std::unique_ptr<SortedSource>> sources;
    for (const fs::path& file : files) {
        WR_ASSIGN_OR_RETURN(std::unique_ptr<RunReader> reader, RunReader::open(file, bufferBytes));
        sources.push_back(std::move(reader));
    }
    return sources;
}

}  // namespace

ExternalSorter::ExternalSorter(std::filesystem::path directory, uint64_t memoryBudget, const CancellationToken* cancel)
    : directory_(std::move(directory)),
      memoryBudget_(memoryBudget),
      cancel_(cancel),
      buffer_(blockBytesFor(memoryBudget)) {}

ExternalSorter::~ExternalSorter() { removeRunFiles(); }

Status ExternalSorter::add(BytesView key, BytesView value) {
    buffer_.add(key, value);
    ++pairsAdded_;
    return buffer_.memoryBytes() >= memoryBudget_ ? writeRun() : Status::ok();
}

Status ExternalSorter::checkCancelled(uint64_t pairs) const {
    if (cancel_ == nullptr || !cancel_->isCancelled()) return Status::ok();
    return Status::cancelled("sorting pairs: cancelled after " + std::to_string(pairs) + " pairs of a pass");
}

Status ExternalSorter::writeRun() {
    buffer_.sortByKey();
    fs::path path = directory_ / ("run-" + std::to_string(nextRunNumber_++));
    runFiles_.push_back(path);
    WR_ASSIGN_OR_RETURN(RunWriter writer, RunWriter::create(path));
    for (size_t i = 0; i < buffer_.size(); ++i) {
        if (!buffer_.replacedByNext(i)) WR_RETURN_IF_ERROR(writer.add(buffer_.key(i), buffer_.value(i)));
        if ((i + 1) % kCancelCheckPairs == 0) WR_RETURN_IF_ERROR(checkCancelled(i + 1));
    }
    WR_RETURN_IF_ERROR(writer.finish());
    buffer_.clear();
    ++runFilesWritten_;
    return Status::ok();
}

// Merges the kMaxFanIn oldest run files into one that takes their place:
// they are older than every other run, so the merged run is too.
Status ExternalSorter::mergeOldestRuns() {
    std::vector<fs::path> oldest(runFiles_.begin(), runFiles_.begin() + kMaxFanIn);
    WR_ASSIGN_OR_RETURN(std::vector<std::unique_ptr<SortedSource>> sources,
                        openRuns(oldest, static_cast<size_t>(std::clamp<uint64_t>(
                                             memoryBudget_ / kMaxFanIn, kMinRunReadBytes, kMaxRunReadBytes))));
    fs::path merged = directory_ / ("run-" + std::to_string(nextRunNumber_++));
    runFiles_.insert(runFiles_.begin() + kMaxFanIn, merged);
    WR_ASSIGN_OR_RETURN(RunWriter writer, RunWriter::create(merged));
    WR_RETURN_IF_ERROR(mergeSources(
        sources, [&](BytesView key, BytesView value) { return writer.add(key, value); },
        [this](uint64_t pairs) { return checkCancelled(pairs); }));
    WR_RETURN_IF_ERROR(writer.finish());
    sources.clear();
    std::error_code ec;
    for (const fs::path& file : oldest) fs::remove(file, ec);
    runFiles_.erase(runFiles_.begin(), runFiles_.begin() + kMaxFanIn);
    return Status::ok();
}

Status ExternalSorter::merge(const Emit& emit, ProgressSink* progress) {
    ProgressThrottle throttle(progress);
    const std::string phase =
        runFiles_.empty() ? "writing pairs sorted in memory" : "merging " + std::to_string(runs()) + " sorted runs";
    Status status = [&]() -> Status {
        while (runFiles_.size() > kMaxFanIn) WR_RETURN_IF_ERROR(mergeOldestRuns());
        const uint64_t readBytes =
            std::clamp<uint64_t>(memoryBudget_ / (runFiles_.size() + 1), kMinRunReadBytes, kMaxRunReadBytes);
        WR_ASSIGN_OR_RETURN(std::vector<std::unique_ptr<SortedSource>> sources,
                            openRuns(runFiles_, static_cast<size_t>(readBytes)));
        if (!buffer_.empty()) {
            buffer_.sortByKey();
            sources.push_back(std::make_unique<BufferSource>(buffer_));
        }
        return mergeSources(sources, emit, [&](uint64_t pairs) {
            throttle.report({phase, pairs, pairsAdded_, 0});
            return checkCancelled(pairs);
        });
    }();
    if (status.isOk()) throttle.report({phase, pairsAdded_, pairsAdded_, 0}, true);
    removeRunFiles();
    buffer_.clear();
    return status;
}

void ExternalSorter::removeRunFiles() {
    std::error_code ec;
    for (const fs::path& file : runFiles_) fs::remove(file, ec);
    runFiles_.clear();
}

}  // namespace wr::kv
