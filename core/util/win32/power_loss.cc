// The power-loss simulation reads files through /proc and names them by
// statx's inode and birth time; Windows has neither, so this build keeps the
// file layer's hooks (never active) and refuses to begin.
#include "util/power_loss.h"

namespace wr {

std::atomic<bool> PowerLoss::active_{false};

namespace {

Status notAvailable() {
    return Status::notSupported("the power-loss simulation is not available in this Windows build (it needs POSIX)");
}

}  // namespace

FileIdentity identityOf(NativeHandle) { return {}; }

Status PowerLoss::begin(const std::vector<std::filesystem::path>&, const std::filesystem::path&) {
    return notAvailable();
}

void PowerLoss::stop() {}

Status PowerLoss::cutPower(const std::filesystem::path&) { return notAvailable(); }

void PowerLoss::fileSynced(NativeHandle, const std::filesystem::path&) {}

void PowerLoss::rangeSynced(const std::filesystem::path&, FileIdentity, uint64_t, uint64_t) {}

void PowerLoss::directorySynced(const std::filesystem::path&) {}

void PowerLoss::fileSystemSynced() {}

}  // namespace wr
