#include "exchange/dump_input.h"

#include <algorithm>

namespace wr::exchange {

Result<DumpInput> DumpInput::open(const std::filesystem::path& path) {
    WR_ASSIGN_OR_RETURN(File file, File::open(path, File::Mode::kRead));
    WR_ASSIGN_OR_RETURN(uint64_t size, file.size());
    return DumpInput(std::move(file), size);
}

// What the rest of the file needs, so a small dump does not clear a whole
// buffer; never less than 64 KiB, in case the file grew since it was opened.
size_t DumpInput::bufferBytesFrom(uint64_t start) const {
    constexpr uint64_t kMinBufferBytes = uint64_t{64} << 10;
    return static_cast<size_t>(std::clamp(size_ > start ? size_ - start : 0, kMinBufferBytes, uint64_t{kBufferBytes}));
}

Result<bool> DumpInput::fill() {
    if (bufferPos_ < buffer_.size()) return true;
    bufferStart_ += buffer_.size();
    buffer_.resize(bufferBytesFrom(bufferStart_));
    WR_ASSIGN_OR_RETURN(size_t got, file_.readSomeAt(bufferStart_, buffer_.size(), buffer_.data()));
    buffer_.resize(got);
    bufferPos_ = 0;
    return got > 0;
}

Result<BytesView> DumpInput::peek(size_t n) {
    if (buffer_.empty()) WR_RETURN_IF_ERROR(fill().status());
    return BytesView(buffer_).substr(0, n);
}

Result<BytesView> DumpInput::ensure(size_t n) {
    if (buffer_.size() - bufferPos_ < n) {
        // The unread bytes move to the front and the file tops them up.
        buffer_.erase(0, bufferPos_);
        bufferStart_ += bufferPos_;
        bufferPos_ = 0;
        size_t held = buffer_.size();
        const size_t capacity = std::max(n, bufferBytesFrom(bufferStart_));
        buffer_.resize(capacity);
        while (held < n) {
            WR_ASSIGN_OR_RETURN(size_t got, file_.readSomeAt(bufferStart_ + held, capacity - held, &buffer_[held]));
            if (got == 0) break;
            held += got;
        }
        buffer_.resize(held);
    }
    return BytesView(buffer_).substr(bufferPos_, n);
}

Result<size_t> DumpInput::read(size_t n, Bytes& out) {
    size_t done = 0;
    while (done < n) {
        WR_ASSIGN_OR_RETURN(bool more, fill());
        if (!more) break;
        const size_t take = std::min(n - done, buffer_.size() - bufferPos_);
        out.append(buffer_, bufferPos_, take);
        bufferPos_ += take;
        done += take;
    }
    offset_ += done;
    return done;
}

Result<bool> DumpInput::readLine(std::string& out) {
    out.clear();
    while (true) {
        WR_ASSIGN_OR_RETURN(bool more, fill());
        if (!more) {
            if (out.empty()) return false;
            ++line_;
            return corruptionAt("line " + std::to_string(line_), "the file ends inside this line (it was cut short)");
        }
        const size_t end = buffer_.find('\n', bufferPos_);
        const size_t stop = end == Bytes::npos ? buffer_.size() : end;
        out.append(buffer_, bufferPos_, stop - bufferPos_);
        offset_ += stop - bufferPos_;
        bufferPos_ = stop;
        if (end != Bytes::npos) {
            ++bufferPos_;
            ++offset_;
            ++line_;
            if (!out.empty() && out.back() == '\r') out.pop_back();
            return true;
        }
    }
}

Status DumpInput::corruptionAt(const std::string& where, const std::string& what) const {
    return Status::corruption(path().string() + ": " + where + ": " + what);
}

}  // namespace wr::exchange
