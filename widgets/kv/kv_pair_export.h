// KvPairExport: File > Export as CSV / JSON for a key-value store. The
// selected keys of the list in front (the key list or the search results),
// or the whole store, go to a file in the formats of core/exchange, on the
// session's background threads: the whole store through the store's own
// scan, one pair at a time, with progress and Cancel. A cancelled or failed
// export leaves no file (it is renamed into place only when complete);
// failures reach the page through the session's requestFailed, as every
// request's do.
#pragma once

#include <QObject>
#include <QPointer>

#include <memory>

#include "exchange/pair_export.h"
#include "exchange/pair_format.h"
#include "widgets/kv/kv_session.h"
#include "widgets/kv/pair_export_dialog.h"

class QWidget;

namespace wr::gui {

class KvBrowser;

class KvPairExport : public QObject {
    Q_OBJECT

public:
    KvPairExport(KvSession* session, KvBrowser* browser, QWidget* dialogParent);

    bool isRunning() const { return request_ != 0; }
    // A store is open and no export runs.
    bool canExport() const;
    // Asks what to export (PairExportDialog), then starts it.
    void exportInteractively(wr::exchange::PairFormat format);
    // Starts an export without asking.
    void start(const PairExportRequest& request);
    void cancel();

signals:
    void started(const QString& operation);
    void progress(const QString& phase, quint64 done, quint64 total);
    void finished(const QString& operation, const QString& detail);
    // It failed or was cancelled (the session reports why).
    void stopped();

private:
    QPointer<KvSession> session_;
    KvBrowser* browser_;
    QWidget* dialogParent_;
    KvRequestId request_ = 0;
    QString operation_;
    std::shared_ptr<wr::exchange::ExportOutcome> outcome_;
};

}  // namespace wr::gui
