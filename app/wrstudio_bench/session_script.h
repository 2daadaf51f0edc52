// SessionScript: what a user does with a large store in wrstudio, scripted
// against the real main window, each step a phase of the StallWatchdog:
//   baseline  the window shown, nothing open (the machine's own noise)
//   open      open the store by URI until the first page of keys is listed
//             and, for a WR-Store, the index tree shows its database key
//   expand    expand the hashed index several levels deep, a few keys per
//             level spread over each level, then select a leaf so that its
//             values are read (WR-Store and WR-Store++ only)
//   scroll    the flat key list dragged from its first row to its last in
//             scrollSteps steps of the scroll bar, as a user dragging it
//             down; each step waits until the rows shown are loaded
//   page      Page Down pageDowns times from the middle of the list, each
//             waiting for its rows (read on from the window's cursor)
//   jump      `jumps` jumps to rows picked at random (a fixed seed), each
//             waiting until the row is loaded and current
//   search    a search by key, filling the results list while the script
//             follows it to the bottom, for searchSeconds
//   cancel    Stop, until the search says it ended
//   close     the tab closed
// Waiting runs a nested event loop (as QTest::qWaitFor), so the loop the
// watchdog measures is the one that serves the window throughout.
#pragma once

#include <QString>

#include <functional>
#include <optional>

#include "widgets/kv/key_search.h"

class MainWindow;

namespace wr::studio_bench {

class StallWatchdog;

struct ScriptSettings {
    QString uri;
    double baselineSeconds = 1.0;
    int expandLevels = 4;
    int expandPerLevel = 3;
    int scrollSteps = 500;
    int pageDowns = 100;
    int jumps = 30;
    double searchSeconds = 5.0;
    wr::gui::SearchSpec search;
    double openTimeoutSeconds = 1800;
};

struct ScriptOutcome {
    bool opened = false;
    QString error;
    std::optional<quint64> keyEstimate;
    int expanded = 0;
    int listedRows = 0;      // the key list's row count at the end of the scroll
    bool listAtEnd = false;  // its last row was loaded
    bool countExact = false;
    int scrollSteps = 0;
    int jumps = 0;
    // The longest wait for rows to show after a step, a page or a jump.
    double longestScrollWaitMs = 0;
    double longestPageWaitMs = 0;
    double longestJumpWaitMs = 0;
    quint64 searchScanned = 0;
    quint64 searchMatched = 0;
    bool searchCancelled = false;
    QString notes;
};

class SessionScript {
public:
    SessionScript(MainWindow& window, StallWatchdog& watchdog, ScriptSettings settings);
    ScriptOutcome run();

private:
    // Runs the event loop until `done` holds or `seconds` pass; false on timeout.
    static bool waitUntil(const std::function<bool()>& done, double seconds);
    static void settle(double seconds);

    MainWindow& window_;
    StallWatchdog& watchdog_;
    ScriptSettings settings_;
};

}  // namespace wr::studio_bench
