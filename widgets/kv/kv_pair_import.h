// KvPairImport: File > Import Pairs for a writable key-value store. The
// file (CSV or JSON lines, core/exchange's formats, by its suffix) is read
// on a background thread, previewed (PairImportDialog) and its pairs staged
// through KvEditor as one undoable step, like a .reg import: nothing reaches
// the store until Write Changes.
#pragma once

#include <QByteArray>
#include <QFutureWatcher>
#include <QList>
#include <QObject>
#include <QPointer>

#include <memory>

#include "exchange/pair_format.h"
#include "exchange/pair_import.h"
#include "util/result.h"
#include "widgets/kv/kv_pending_edits.h"

class QWidget;

namespace wr::gui {

class KvEditor;

class KvPairImport : public QObject {
    Q_OBJECT

public:
    // What a background read of the file found.
    struct Reading {
        wr::Result<wr::exchange::ImportPreview> preview = wr::exchange::ImportPreview{};
        QList<KvEdit> edits;
    };

    KvPairImport(KvEditor* editor, QWidget* dialogParent);

    bool isReading() const { return watcher_.isRunning(); }
    // The store is open for writing and no file is being read.
    bool canImport() const;
    // Asks for the file, then read() with the format its suffix names.
    void importInteractively();
    // Reads `file` in the background, shows the preview and stages the pairs when the user agrees.
    void read(const QString& file, wr::exchange::PairFormat format);
    void cancel();

signals:
    void readStarted(const QString& operation);
    void staged(const QString& operation, const QString& detail);
    // Reading failed or was cancelled, or the preview was declined: `message` says which.
    void stopped(const QString& operation, const QString& message, bool failed);

private:
    void onRead();

    QPointer<KvEditor> editor_;
    QWidget* dialogParent_;
    QFutureWatcher<Reading> watcher_;
    std::shared_ptr<wr::CancellationToken> cancel_;
    QString file_;
    QString operation_;
};

}  // namespace wr::gui
