// Status: the outcome of an operation that returns no value (LevelDB-style).
// core never throws across module boundaries; every fallible call returns a
// Status or a Result<T> whose message names what failed, where and why.
#pragma once

#include <string>
#include <string_view>
#include <utility>

namespace wr {

enum class StatusCode {
    kOk = 0,
    kNotFound,         // key, value, file or store does not exist
    kInvalidArgument,  // malformed input: bad name, bad URI parameter, bad .reg line
    kLimitExceeded,    // a documented limit (name length, depth, value size) was hit
    kCorruption,       // on-disk data failed a checksum or structural check
    kIoError,          // the operating system refused a read, write, fsync, ...
    kBusy,             // held by another process or handle (locks)
    kKeyDeleted,       // operation on a handle whose key was deleted
    kReadOnly,         // store or hive opened read-only
    kAlreadyExists,
    kNotSupported,
    kCancelled,
};

class Status {
public:
    Status() = default;

    static Status ok() { return {}; }
    static Status notFound(std::string msg) { return {StatusCode::kNotFound, std::move(msg)}; }
    static Status invalidArgument(std::string msg) { return {StatusCode::kInvalidArgument, std::move(msg)}; }
    static Status limitExceeded(std::string msg) { return {StatusCode::kLimitExceeded, std::move(msg)}; }
    static Status corruption(std::string msg) { return {StatusCode::kCorruption, std::move(msg)}; }
    static Status ioError(std::string msg) { return {StatusCode::kIoError, std::move(msg)}; }
    static Status busy(std::string msg) { return {StatusCode::kBusy, std::move(msg)}; }
    static Status keyDeleted(std::string msg) { return {StatusCode::kKeyDeleted, std::move(msg)}; }
    static Status readOnly(std::string msg) { return {StatusCode::kReadOnly, std::move(msg)}; }
    static Status alreadyExists(std::string msg) { return {StatusCode::kAlreadyExists, std::move(msg)}; }
    static Status notSupported(std::string msg) { return {StatusCode::kNotSupported, std::move(msg)}; }
    static Status cancelled(std::string msg) { return {StatusCode::kCancelled, std::move(msg)}; }
    // An I/O error built from errno: "what: strerror(errno)".
    static Status fromErrno(std::string_view what, int err);

    bool isOk() const { return code_ == StatusCode::kOk; }
    explicit operator bool() const { return isOk(); }
    StatusCode code() const { return code_; }
    const std::string& message() const { return message_; }
    bool is(StatusCode c) const { return code_ == c; }

    // "NotFound: <message>" — for logs and the command line.
    std::string toString() const;
    // The same status with "context: " put before the message.
    Status withContext(std::string_view context) const;
    // The same status with "; consequence" after the message (what it means
    // for the user: what was kept, how to go on).
    Status withConsequence(std::string_view consequence) const;

private:
    Status(StatusCode code, std::string msg) : code_(code), message_(std::move(msg)) {}

    StatusCode code_ = StatusCode::kOk;
    std::string message_;
};

const char* statusCodeName(StatusCode code);

}  // namespace wr

// Return early from the enclosing function when a Status-returning expression fails.
#define WR_RETURN_IF_ERROR(expr)                   \
    do {                                           \
        ::wr::Status wr_status_ = (expr);          \
        if (!wr_status_.isOk()) return wr_status_; \
    } while (0)
