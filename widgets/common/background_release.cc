#include "widgets/common/background_release.h"

#include <condition_variable>
#include <mutex>

namespace wr::gui {

namespace {

std::mutex& releaseMutex() {
    static std::mutex mutex;
    return mutex;
}

std::condition_variable& releaseDone() {
    static std::condition_variable done;
    return done;
}

int pendingReleases = 0;  // guarded by releaseMutex()

}  // namespace

namespace detail {

void releaseStarted() {
    const std::lock_guard lock(releaseMutex());
    ++pendingReleases;
}

void releaseFinished() {
    {
        const std::lock_guard lock(releaseMutex());
        --pendingReleases;
    }
    releaseDone().notify_all();
}

}  // namespace detail

void waitForReleases() {
    std::unique_lock lock(releaseMutex());
    releaseDone().wait(lock, [] { return pendingReleases == 0; });
}

}  // namespace wr::gui
