#include "session_script.h"

#include <QAbstractItemModel>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QPointer>
#include <QRandomGenerator>
#include <QScrollBar>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>

#include <algorithm>

#include "stall_watchdog.h"
#include "widgets/kv/key_list_model.h"
#include "widgets/kv/key_list_view.h"
#include "widgets/kv/kv_browser.h"
#include "widgets/kv/search_results_model.h"
#include "widgets/pages/kv_store_page.h"
#include "widgets/registry/key_tree_model.h"
#include "widgets/registry/key_tree_view.h"
#include "widgets/registry/registry_browser.h"
#include "widgets/registry/value_table_model.h"
#include "widgets/window/main_window.h"

namespace wr::studio_bench {

namespace {

// How long one page of keys or subkeys may take before the script gives up on it.
constexpr double kPageTimeoutSeconds = 60;

void showView(wr::gui::StorePage* page, QWidget* view) {
    if (view != nullptr) page->views()->setCurrentWidget(view);
}

}  // namespace

SessionScript::SessionScript(MainWindow& window, StallWatchdog& watchdog, ScriptSettings settings)
    : window_(window), watchdog_(watchdog), settings_(std::move(settings)) {}

bool SessionScript::waitUntil(const std::function<bool()>& done, double seconds) {
    if (done()) return true;
    const QDeadlineTimer deadline(qint64(seconds * 1000));
    QEventLoop loop;
    QTimer poll;
    poll.setInterval(2);
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (done() || deadline.hasExpired()) loop.quit();
    });
    poll.start();
    loop.exec();
    return done();
}

void SessionScript::settle(double seconds) {
    waitUntil([] { return false; }, seconds);
}

ScriptOutcome SessionScript::run() {
    ScriptOutcome out;
    settle(settings_.baselineSeconds);

    // Open.
    watchdog_.setPhase(QStringLiteral("open"));
    QString error;
    auto address = wr::gui::StoreAddress::parse(settings_.uri, &error);
    if (!address) {
        out.error = error;
        return out;
    }
    address->writable = false;
    bool finished = false;
    wr::gui::StorePage* opened = window_.openStore(*address);
    auto* page = qobject_cast<wr::gui::KvStorePage*>(opened);
    if (page == nullptr) {
        out.error = QStringLiteral("%1 does not open as a key-value store").arg(settings_.uri);
        return out;
    }
    QObject::connect(page, &wr::gui::StorePage::openFinished, page, [&](bool ok) {
        finished = true;
        out.opened = ok;
    });
    wr::gui::KeyListModel* keys = page->keys()->keyModel();
    const bool ready = waitUntil(
        [&] {
            return finished && (keys->rowCount() > 0 || keys->isCountExact()) && !keys->isFetching() &&
                   (page->indexBrowser() == nullptr || page->indexBrowser()->keyModel()->rowCount() > 0);
        },
        settings_.openTimeoutSeconds);
    if (!ready || !out.opened) {
        out.error = ready ? QStringLiteral("the store did not open") : QStringLiteral("opening timed out");
        return out;
    }
    settle(0.3);

    // Expand the hashed index.
    if (wr::gui::RegistryBrowser* index = page->indexBrowser()) {
        watchdog_.setPhase(QStringLiteral("expand"));
        showView(page, page->views()->widget(0));
        wr::gui::KeyTreeModel* model = index->keyModel();
        wr::gui::KeyTreeView* tree = index->keyView();
        QList<QPersistentModelIndex> frontier{QPersistentModelIndex(model->index(0, 0))};
        QPersistentModelIndex deepest = frontier.first();
        for (int level = 0; level < settings_.expandLevels && !frontier.isEmpty(); ++level) {
            QList<QPersistentModelIndex> next;
            for (const QPersistentModelIndex& node : std::as_const(frontier)) {
                if (!model->hasChildren(node)) continue;
                tree->expand(node);
                tree->scrollTo(node, QAbstractItemView::PositionAtTop);
                waitUntil([&] { return !model->isFetching(node) && model->rowCount(node) > 0; }, kPageTimeoutSeconds);
                ++out.expanded;
                const int rows = model->rowCount(node);
                // A few children spread over the level: the first, the last, between.
                for (int i = 0; i < settings_.expandPerLevel && rows > 0; ++i) {
                    const int row = settings_.expandPerLevel == 1 ? 0 : rows * i / settings_.expandPerLevel;
                    const QModelIndex child = model->index(std::min(row, rows - 1), 0, node);
                    if (next.size() < settings_.expandPerLevel) next.append(QPersistentModelIndex(child));
                    deepest = child;
                }
                settle(0.05);
            }
            frontier = next;
        }
        // Select the deepest key reached: its values are read.
        tree->setCurrentIndex(deepest);
        tree->scrollTo(deepest);
        waitUntil([&] { return !index->valueModel()->isFetching() && index->valueModel()->rowCount() > 0; },
                  kPageTimeoutSeconds);
        settle(0.2);
    }

    // Scroll the key list end to end, page through it, jump about.
    watchdog_.setPhase(QStringLiteral("scroll"));
    showView(page, page->keys());
    page->keys()->setCurrentListTab(wr::gui::KvBrowser::KeysTab);
    wr::gui::KeyListView* list = page->keys()->keyList();
    settle(0.2);
    QScrollBar* bar = list->scrollBar();
    // Whether the rows the list shows are loaded.
    auto shownLoaded = [&] {
        return keys->rowCount() == 0 ||
               (keys->isLoaded(list->firstVisibleRow()) && keys->isLoaded(list->lastVisibleRow()));
    };
    // Waits for the rows shown; returns how long that took in milliseconds.
    auto waitShown = [&] {
        QElapsedTimer timer;
        timer.start();
        waitUntil(shownLoaded, kPageTimeoutSeconds);
        return double(timer.nsecsElapsed()) / 1e6;
    };
    const int steps = std::max(1, settings_.scrollSteps);
    for (int step = 0; step <= steps; ++step) {
        bar->setValue(int(qint64(bar->maximum()) * step / steps));
        out.longestScrollWaitMs = std::max(out.longestScrollWaitMs, waitShown());
        ++out.scrollSteps;
    }
    list->scrollToBottom();
    out.longestScrollWaitMs = std::max(out.longestScrollWaitMs, waitShown());
    out.listedRows = keys->rowCount();
    out.listAtEnd = keys->rowCount() == 0 || keys->isLoaded(keys->rowCount() - 1);
    waitUntil([&] { return keys->countEstimate().has_value(); }, 5);
    out.keyEstimate = keys->countEstimate();
    out.countExact = keys->isCountExact();

    watchdog_.setPhase(QStringLiteral("page"));
    bar->setValue(bar->maximum() / 2);
    waitShown();
    for (int i = 0; i < settings_.pageDowns; ++i) {
        bar->triggerAction(QAbstractSlider::SliderPageStepAdd);
        out.longestPageWaitMs = std::max(out.longestPageWaitMs, waitShown());
    }

    watchdog_.setPhase(QStringLiteral("jump"));
    QRandomGenerator random(20261126);
    for (int i = 0; i < settings_.jumps && keys->rowCount() > 0; ++i) {
        const int row = int(random.bounded(quint32(keys->rowCount())));
        QElapsedTimer timer;
        timer.start();
        page->keys()->goToRow(row);
        waitUntil([&] { return keys->isLoaded(std::min(row, keys->rowCount() - 1)) && shownLoaded(); },
                  kPageTimeoutSeconds);
        out.longestJumpWaitMs = std::max(out.longestJumpWaitMs, double(timer.nsecsElapsed()) / 1e6);
        ++out.jumps;
        settle(0.05);
    }
    settle(0.2);

    // Search, then cancel it.
    watchdog_.setPhase(QStringLiteral("search"));
    wr::gui::SearchResultsModel* results = page->keys()->resultsModel();
    page->keys()->startSearch(settings_.search);
    QTableView* found = page->keys()->resultsView();
    QTimer follow;
    follow.setInterval(200);
    QObject::connect(&follow, &QTimer::timeout, found, [found] { found->scrollToBottom(); });
    follow.start();
    waitUntil([&] { return !results->isRunning(); }, settings_.searchSeconds);
    follow.stop();
    watchdog_.setPhase(QStringLiteral("cancel"));
    out.searchCancelled = results->isRunning();
    if (results->isRunning()) results->cancel();
    waitUntil([&] { return !results->isRunning(); }, kPageTimeoutSeconds);
    out.searchScanned = results->summary().scanned;
    out.searchMatched = results->summary().matched;
    settle(0.3);

    // Close the tab.
    watchdog_.setPhase(QStringLiteral("close"));
    QPointer<wr::gui::StorePage> closing = page;
    page->deleteLater();
    waitUntil([&] { return closing.isNull(); }, kPageTimeoutSeconds);
    settle(0.3);
    return out;
}

}  // namespace wr::studio_bench
