#include "util/status_with_code.h"

namespace wr {

Status statusWithCode(StatusCode code, std::string message) {
    switch (code) {
    case StatusCode::kOk: return Status::ok();
    case StatusCode::kNotFound: return Status::notFound(std::move(message));
    case StatusCode::kInvalidArgument: return Status::invalidArgument(std::move(message));
    case StatusCode::kLimitExceeded: return Status::limitExceeded(std::move(message));
    case StatusCode::kCorruption: return Status::corruption(std::move(message));
    case StatusCode::kIoError: return Status::ioError(std::move(message));
    case StatusCode::kBusy: return Status::busy(std::move(message));
    case StatusCode::kKeyDeleted: return Status::keyDeleted(std::move(message));
    case StatusCode::kReadOnly: return Status::readOnly(std::move(message));
    case StatusCode::kAlreadyExists: return Status::alreadyExists(std::move(message));
    case StatusCode::kNotSupported: return Status::notSupported(std::move(message));
    case StatusCode::kCancelled: return Status::cancelled(std::move(message));
    }
    return Status::ioError(std::move(message));
}

}  // namespace wr
