#include "migrate/value_stream.h"

#include <algorithm>
#include <condition_variable>
#include <cstring>
#include <deque>
#include <mutex>
#include <thread>

namespace wr::migrate {

namespace {

// The pipe between the two streams. The writer stops when the reader gave up
// (and the other way round), so neither waits for ever.
class ValuePipe : public kv::ValueSink, public kv::ValueSource {
public:
    explicit ValuePipe(uint64_t size) : size_(size) {}

    // ValueSink (the source's getStream): waits for room.
    Status write(BytesView piece) override {
        while (!piece.empty()) {
            std::unique_lock lock(mutex_);
            changed_.wait(lock, [&] { return readerGone_ || buffered_ < kValuePipeBytes; });
            if (readerGone_) return Status::cancelled("the target stopped reading the value");
            size_t n = std::min(piece.size(), kValuePipeBytes - buffered_);
            pieces_.emplace_back(piece.substr(0, n));
            buffered_ += n;
            written_ += n;
            piece.remove_prefix(n);
            changed_.notify_all();
        }
        return Status::ok();
    }

    // ValueSource (the target's putStream).
    uint64_t size() const override { return size_; }
    Result<size_t> read(char* out, size_t n) override {
        std::unique_lock lock(mutex_);
        changed_.wait(lock, [&] { return writerDone_ || !pieces_.empty(); });
        if (pieces_.empty()) {
            if (!writerStatus_.isOk()) return writerStatus_;
            if (written_ != size_) {
                return Status::corruption("the source's value ended after " + std::to_string(written_) + " of " +
                                          std::to_string(size_) + " bytes");
            }
            return size_t{0};
        }
        size_t copied = 0;
        while (copied < n && !pieces_.empty()) {
            Bytes& front = pieces_.front();
            size_t take = std::min(n - copied, front.size() - frontOffset_);
            std::memcpy(out + copied, front.data() + frontOffset_, take);
            copied += take;
            frontOffset_ += take;
            if (frontOffset_ == front.size()) {
                buffered_ -= front.size();
                pieces_.pop_front();
                frontOffset_ = 0;
            }
        }
        changed_.notify_all();
        return copied;
    }

    void writerFinished(Status status) {
        std::lock_guard lock(mutex_);
        writerDone_ = true;
        writerStatus_ = std::move(status);
        changed_.notify_all();
    }
    void readerFinished() {
        std::lock_guard lock(mutex_);
        readerGone_ = true;
        changed_.notify_all();
    }
    Status writerStatus() {
        std::lock_guard lock(mutex_);
        return writerStatus_;
    }

private:
    const uint64_t size_;
    std::mutex mutex_;
    std::condition_variable changed_;
    std::deque<Bytes> pieces_;
    size_t frontOffset_ = 0;
    size_t buffered_ = 0;
    uint64_t written_ = 0;
    bool writerDone_ = false;
    bool readerGone_ = false;
    Status writerStatus_;
};

}  // namespace

Status streamValue(kv::KvStore& source, kv::KvStore& target, BytesView key, uint64_t size) {
    ValuePipe pipe(size);
    std::thread reader([&] { pipe.writerFinished(source.getStream(key, pipe)); });
    Status written = target.putStream(key, pipe);
    pipe.readerFinished();
    reader.join();
    // The source's error explains a failed put better than the put's own.
    if (Status read = pipe.writerStatus(); !read.isOk() && read.code() != StatusCode::kCancelled) return read;
    return written;
}

}  // namespace wr::migrate
