// Letting go of something large — a store (freeing a ten-million-key hive,
// closing its files) or the million rows of a scrolled key list — can take a
// hundred milliseconds or more. releaseInBackground() drops the reference on
// QThreadPool::globalInstance() instead of the GUI thread; QCoreApplication
// waits for that pool when it is destroyed, so every store is closed before
// the process ends. Opening a store first calls waitForReleases() (on a
// worker thread, never on the GUI thread), so a store closed and opened
// again at once finds its files and lock free.
#pragma once

#include <QThreadPool>

#include <utility>

namespace wr::gui {

namespace detail {
void releaseStarted();
void releaseFinished();
}  // namespace detail

template <typename T>
void releaseInBackground(T&& object) {
    detail::releaseStarted();
    QThreadPool::globalInstance()->start([held = std::forward<T>(object)]() mutable {
        { [[maybe_unused]] auto gone = std::move(held); }
        detail::releaseFinished();
    });
}

// Blocks until every release started so far has finished.
void waitForReleases();

}  // namespace wr::gui
