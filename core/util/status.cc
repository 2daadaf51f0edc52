#include "util/status.h"

#include <cstring>

namespace wr {

const char* statusCodeName(StatusCode code) {
    switch (code) {
    case StatusCode::kOk: return "OK";
    case StatusCode::kNotFound: return "NotFound";
    case StatusCode::kInvalidArgument: return "InvalidArgument";
    case StatusCode::kLimitExceeded: return "LimitExceeded";
    case StatusCode::kCorruption: return "Corruption";
    case StatusCode::kIoError: return "IOError";
    case StatusCode::kBusy: return "Busy";
    case StatusCode::kKeyDeleted: return "KeyDeleted";
    case StatusCode::kReadOnly: return "ReadOnly";
    case StatusCode::kAlreadyExists: return "AlreadyExists";
    case StatusCode::kNotSupported: return "NotSupported";
    case StatusCode::kCancelled: return "Cancelled";
    }
    return "Unknown";
}

Status Status::fromErrno(std::string_view what, int err) {
    std::string msg(what);
    msg += ": ";
    msg += std::strerror(err);
    return {StatusCode::kIoError, std::move(msg)};
}

std::string Status::toString() const {
    if (isOk()) return "OK";
    std::string s = statusCodeName(code_);
    s += ": ";
    s += message_;
    return s;
}

Status Status::withContext(std::string_view context) const {
    if (isOk()) return *this;
    std::string msg(context);
    msg += ": ";
    msg += message_;
    return {code_, std::move(msg)};
}

Status Status::withConsequence(std::string_view consequence) const {
    if (isOk()) return *this;
    return {code_, message_ + "; " + std::string(consequence)};
}

}  // namespace wr
