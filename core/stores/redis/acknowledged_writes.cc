#include "stores/redis/acknowledged_writes.h"

namespace wr::kv {

std::string AcknowledgedWritesReport::describe() const {
    return std::to_string(lost()) + " of " + std::to_string(acknowledged) + " acknowledged puts lost (" +
           std::to_string(missing) + " missing, " + std::to_string(changed) + " with another value)";
}

void AcknowledgedWrites::record(BytesView key, BytesView value) {
    std::lock_guard lock(mutex_);
    values_[Bytes(key)] = Bytes(value);
}

uint64_t AcknowledgedWrites::size() const {
    std::lock_guard lock(mutex_);
    return values_.size();
}

Result<AcknowledgedWritesReport> AcknowledgedWrites::check(KvStore& store) const {
    std::lock_guard lock(mutex_);
    AcknowledgedWritesReport report;
    report.acknowledged = values_.size();
    for (const auto& [key, value] : values_) {
        Result<Bytes> read = store.get(key);
        if (read.status().is(StatusCode::kNotFound)) {
            ++report.missing;
        } else if (!read.isOk()) {
            return read.status().withContext("checking the acknowledged puts");
        } else if (*read != value) {
            ++report.changed;
        }
    }
    return report;
}

}  // namespace wr::kv
