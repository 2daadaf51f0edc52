// What the window tests share: opening a store in the window and waiting
// for it, finding the window's actions by name, and answering the modal
// message box a step is about to show.
#pragma once

#include <QString>

#include "widgets/test_support.h"

class QAction;
class MainWindow;

namespace wr::gui {
class StorePage;
struct StoreAddress;
}  // namespace wr::gui

namespace wr::test {

// Opens `address` in the window and waits until it has opened (true) or
// failed to (false).
bool openAndWait(MainWindow& window, const wr::gui::StoreAddress& address, wr::gui::StorePage** page);

// The window's action whose text, without its mnemonic, is `text`.
QAction* windowAction(MainWindow& window, const QString& text);

// Clicks the button reading `button` (without its mnemonic) of the next modal
// message box, and keeps its text in `*text` when given.
void answerNextMessageBox(const QString& button, QString* text = nullptr);

int runOpenFailureTests(int argc, char** argv);
int runTabMessagesTests(int argc, char** argv);
int runStagedChangesPromptTests(int argc, char** argv);
int runKeyboardTests(int argc, char** argv);
int runRememberedStateTests(int argc, char** argv);
int runCommandLineTests(int argc, char** argv);
int runWalkthroughTests(int argc, char** argv);

}  // namespace wr::test
