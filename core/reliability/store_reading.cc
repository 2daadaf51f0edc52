#include "reliability/store_reading.h"

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "reliability/crash_subject.h"
#include "reliability/crash_workload.h"
#include "util/status_with_code.h"

namespace wr::reliability {

namespace {

// The child's report is a sequence of frames: [u8 kind][u8 status code][u32 length][bytes].
enum class Frame : uint8_t { kOpened, kValue, kAbsent, kUnreadable, kChecked, kClosed };

// Moves all `size` bytes through `io` (::read or ::write), retrying after
// signals and short counts; false at end of file or on an error.
template <typename Io>
bool transferAll(int fd, char* data, size_t size, Io io) {
    while (size > 0) {
        ssize_t n = io(fd, data, size);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        data += n;
        size -= static_cast<size_t>(n);
    }
    return true;
}

bool writeAll(int fd, const char* data, size_t size) { return transferAll(fd, const_cast<char*>(data), size, ::write); }
bool readAll(int fd, char* data, size_t size) { return transferAll(fd, data, size, ::read); }

bool sendFrame(int fd, Frame kind, StatusCode code, BytesView body) {
    char header[6];
    header[0] = static_cast<char>(kind);
    header[1] = static_cast<char>(code);
    const auto length = static_cast<uint32_t>(body.size());
    std::memcpy(header + 2, &length, sizeof length);
    return writeAll(fd, header, sizeof header) && writeAll(fd, body.data(), body.size());
}

bool sendStatus(int fd, Frame kind, const Status& s) { return sendFrame(fd, kind, s.code(), s.message()); }

struct ReceivedFrame {
    Frame kind;
    Status status;  // the frame's code and, for all but a value, its text
    Bytes body;
};

bool receiveFrame(int fd, ReceivedFrame& frame) {
    char header[6];
    if (!readAll(fd, header, sizeof header)) return false;
    uint32_t length = 0;
    std::memcpy(&length, header + 2, sizeof length);
    frame.kind = static_cast<Frame>(header[0]);
    frame.body.resize(length);
    if (!readAll(fd, frame.body.data(), length)) return false;
    const auto code = static_cast<StatusCode>(static_cast<unsigned char>(header[1]));
    frame.status = statusWithCode(code, frame.body);
    return true;
}

// The child's whole life: open, read, check, close, report; never returns.
[[noreturn]] void readAndReport(const kv::StoreUri& uri, uint32_t keys, bool runCheck, int fd) {
    auto opened = CrashSubject::open(uri);
    if (!sendStatus(fd, Frame::kOpened, opened.status()) || !opened) ::_exit(0);
    CrashSubject& subject = **opened;
    for (uint32_t key = 0; key < keys; ++key) {
        auto found = subject.get(keyName(key));
        bool sent = !found               ? sendStatus(fd, Frame::kUnreadable, found.status())
                    : found->has_value() ? sendFrame(fd, Frame::kValue, StatusCode::kOk, **found)
                                         : sendFrame(fd, Frame::kAbsent, StatusCode::kOk, {});
        if (!sent) ::_exit(1);
        if (!found) break;
    }
    if (runCheck && !sendStatus(fd, Frame::kChecked, subject.check())) ::_exit(1);
    (void)sendStatus(fd, Frame::kClosed, subject.close());
    ::_exit(0);
}

std::string howItEnded(int status) {
    if (WIFSIGNALED(status)) return "was killed by signal " + std::to_string(WTERMSIG(status));
    return "exited with status " + std::to_string(WEXITSTATUS(status));
}

}  // namespace

Result<StoreReading> readStoreInChild(const kv::StoreUri& uri, uint32_t keys, bool runCheck) {
    int fds[2];
    if (::pipe(fds) != 0) return Status::fromErrno("no pipe for the store's reader", errno);
    pid_t pid = ::fork();
    if (pid == 0) {
        ::close(fds[0]);
        readAndReport(uri, keys, runCheck, fds[1]);
    }
    ::close(fds[1]);
    if (pid < 0) {
        ::close(fds[0]);
        return Status::fromErrno("cannot fork the store's reader", errno);
    }
    StoreReading reading;
    bool sawOpen = false;
    bool sawClose = false;
    ReceivedFrame frame;
    while (receiveFrame(fds[0], frame)) {
        switch (frame.kind) {
        case Frame::kOpened:
            sawOpen = true;
            reading.opened = frame.status;
            break;
        case Frame::kValue: reading.values.emplace_back(std::optional<Bytes>(std::move(frame.body))); break;
        case Frame::kAbsent: reading.values.emplace_back(std::optional<Bytes>()); break;
        case Frame::kUnreadable: reading.values.emplace_back(frame.status); break;
        case Frame::kChecked: reading.checked = frame.status; break;
        case Frame::kClosed:
            sawClose = true;
            reading.closed = frame.status;
            break;
        }
    }
    ::close(fds[0]);
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    const std::string died = "the process reading the store " + howItEnded(status);
    if (!sawOpen) return Status::ioError(died + " before it opened the store");
    if (reading.opened.isOk() && !sawClose) {
        const bool stoppedAtUnreadable = !reading.values.empty() && !reading.values.back().isOk();
        if (!stoppedAtUnreadable && reading.values.size() < keys) {
            reading.values.emplace_back(Status::ioError(died + " while reading a key"));
        } else if (runCheck && !reading.checked) {
            reading.checked = Status::ioError(died + " during the engine's check");
        }
        reading.closed = Status::ioError(died + " before it closed the store");
    }
    return reading;
}

Status openStoreInChild(const kv::StoreUri& uri) {
    WR_ASSIGN_OR_RETURN(StoreReading reading, readStoreInChild(uri, 0, false));
    WR_RETURN_IF_ERROR(reading.opened);
    return reading.closed;
}

}  // namespace wr::reliability
