// SearchResultsModel: the keys a search found, filled while the search runs
// (a batch of rows at most every KeySearch::kBatchInterval) and consistent at
// every moment: every row is a match, in scan order, none twice, so a
// cancelled search leaves exactly what it had found. Values are previewed
// lazily as in the key list.
#pragma once

#include "widgets/kv/key_rows_model.h"

namespace wr::gui {

class SearchResultsModel : public KeyRowsModel {
    Q_OBJECT

public:
    explicit SearchResultsModel(KvSession* session, QObject* parent = nullptr);
    ~SearchResultsModel() override;

    // Drops the last results (cancelling that search if it runs) and starts
    // `spec`. Returns why it cannot start (an invalid regular expression, no
    // store open), empty when it started.
    QString start(const SearchSpec& spec);
    // Stops the running search; finished() follows with summary().cancelled.
    void cancel();
    void clear();

    bool isRunning() const { return search_ != 0; }
    // The last finished search's summary.
    const SearchSummary& summary() const { return summary_; }

signals:
    void progress(quint64 scanned, quint64 matched);
    void finished(const wr::gui::SearchSummary& summary);

private:
    void reset();
    void onProgress(KvRequestId id, const QList<QByteArray>& keys, quint64 scanned);
    void onFinished(KvRequestId id, const SearchSummary& summary);

    KvRequestId search_ = 0;
    SearchSummary summary_;
};

}  // namespace wr::gui
