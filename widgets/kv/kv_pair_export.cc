#include "widgets/kv/kv_pair_export.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QSettings>
#include <QTableView>

#include <memory>

#include "exchange/pair_export.h"
#include "widgets/common/byte_size.h"
#include "widgets/common/posting_progress_sink.h"
#include "widgets/kv/key_list_model.h"
#include "widgets/kv/kv_browser.h"
#include "widgets/kv/kv_clipboard.h"

namespace wr::gui {

namespace {

const char* const kLastDirectoryKey = "kvExport/lastDirectory";

std::vector<wr::Bytes> toBytes(const QList<QByteArray>& keys) {
    std::vector<wr::Bytes> out;
    out.reserve(size_t(keys.size()));
    for (const QByteArray& key : keys) out.emplace_back(key.constData(), size_t(key.size()));
    return out;
}

}  // namespace

KvPairExport::KvPairExport(KvSession* session, KvBrowser* browser, QWidget* dialogParent)
    : QObject(dialogParent), session_(session), browser_(browser), dialogParent_(dialogParent) {
    connect(session, &KvSession::taskFinished, this, [this](KvRequestId id) {
        if (id != request_) return;
        request_ = 0;
        QString detail = tr("%Ln pair(s), %1", nullptr, int(outcome_->pairs)).arg(formatByteSize(outcome_->bytes));
        if (outcome_->missing > 0) {
            detail +=
                QLatin1String("; ") + tr("%Ln selected key(s) no longer in the store", nullptr, int(outcome_->missing));
        }
        emit finished(operation_, detail);
    });
    connect(session, &KvSession::requestFailed, this, [this](KvRequestId id) {
        if (id != request_) return;
        request_ = 0;
        emit stopped();
    });
}

bool KvPairExport::canExport() const { return session_ != nullptr && session_->isOpen() && !isRunning(); }

void KvPairExport::exportInteractively(wr::exchange::PairFormat format) {
    const bool results = browser_->currentListTab() == KvBrowser::ResultsTab;
    const QList<QByteArray> selected = selectedKeys(browser_->currentListView());
    const KeyListModel* keys = browser_->keyModel();
    const QLocale locale;
    const QString count = keys->isCountExact()    ? locale.toString(keys->rowCount())
                          : keys->countEstimate() ? tr("about %1").arg(locale.toString(*keys->countEstimate()))
                                                  : tr("an unknown number of");
    QSettings settings;
    PairExportDialog dialog(selected, results ? tr("the search results") : tr("the key list"), count, format,
                            settings.value(kLastDirectoryKey, QDir::homePath()).toString(), dialogParent_);
    if (dialog.exec() != QDialog::Accepted) return;
    const PairExportRequest request = dialog.request();
    settings.setValue(kLastDirectoryKey, QFileInfo(request.file).absolutePath());
    start(request);
}

void KvPairExport::start(const PairExportRequest& request) {
    if (!canExport()) return;
    const QString what =
        request.wholeStore ? tr("the whole store") : tr("%Ln selected pair(s)", nullptr, int(request.keys.size()));
    operation_ = tr("Export %1 to %2").arg(what, QDir::toNativeSeparators(request.file));
    auto sink = std::make_shared<PostingProgressSink>(
        this, [this](const QString& phase, quint64 done, quint64 total) { emit progress(phase, done, total); });
    const std::filesystem::path file = request.file.toStdString();
    outcome_ = std::make_shared<wr::exchange::ExportOutcome>();
    request_ = session_->runTask(operation_, [request, file, sink, outcome = outcome_, keys = toBytes(request.keys)](
                                                 wr::kv::KvStore& store, const wr::CancellationToken& cancel) {
        auto exported = request.wholeStore
                            ? wr::exchange::exportStore(store, file, request.options, {}, sink.get(), &cancel)
                            : wr::exchange::exportKeys(store, keys, file, request.options, sink.get(), &cancel);
        if (exported) *outcome = *exported;
        return exported.status();
    });
    emit started(operation_);
}

void KvPairExport::cancel() {
    if (session_ != nullptr && request_ != 0) session_->cancel(request_);
}

}  // namespace wr::gui
