// DumpInput: a dump file read front to back through a buffer, by bytes (the
// binary format) or by lines (the text formats), keeping the byte offset and
// the line number that error messages name. It holds the file open, never
// the file's content beyond one buffer (and the record being read).
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>

#include "util/bytes.h"
#include "util/file.h"
#include "util/result.h"

namespace wr::exchange {

class DumpInput {
public:
    static Result<DumpInput> open(const std::filesystem::path& path);

    const std::filesystem::path& path() const { return file_.path(); }
    uint64_t size() const { return size_; }
    // Bytes consumed so far: the offset of the next byte to be read.
    uint64_t offset() const { return offset_; }
    // The 1-based number of the line the last readLine() returned.
    uint64_t line() const { return line_; }

    // Up to `n` bytes from the start of the file, consuming nothing (only
    // before anything has been read).
    Result<BytesView> peek(size_t n);
    // The next `n` bytes in one piece (fewer only at the end of the file),
    // consuming nothing; `n` is at most kBufferBytes.
    Result<BytesView> ensure(size_t n);
    // Consumes `n` bytes that ensure() returned.
    void consume(size_t n) {
        bufferPos_ += n;
        offset_ += n;
    }
    // Appends up to `n` bytes to `out`; returns how many (fewer only at the end).
    Result<size_t> read(size_t n, Bytes& out);
    // The next line without its '\n' (nor a '\r' before it); false at the
    // end. A last line without '\n' is Corruption: the file was cut short.
    Result<bool> readLine(std::string& out);

    // Corruption "<file>: <where>: <what>".
    Status corruptionAt(const std::string& where, const std::string& what) const;

    static constexpr size_t kBufferBytes = size_t{1} << 20;

private:
    DumpInput(File file, uint64_t size) : file_(std::move(file)), size_(size) {}
    // Refills the buffer when it is used up; false at the end of the file.
    Result<bool> fill();
    size_t bufferBytesFrom(uint64_t start) const;

    File file_;
    uint64_t size_;
    Bytes buffer_;
    size_t bufferPos_ = 0;
    uint64_t bufferStart_ = 0;  // file offset of buffer_[0]
    uint64_t offset_ = 0;
    uint64_t line_ = 0;
};

}  // namespace wr::exchange
