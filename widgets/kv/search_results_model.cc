#include "widgets/kv/search_results_model.h"

namespace wr::gui {

SearchResultsModel::SearchResultsModel(KvSession* session, QObject* parent) : KeyRowsModel(session, parent) {
    connect(session, &KvSession::searchProgress, this, &SearchResultsModel::onProgress);
    connect(session, &KvSession::searchFinished, this, &SearchResultsModel::onFinished);
    connect(session, &KvSession::closed, this, &SearchResultsModel::clear);
    connect(session, &KvSession::requestFailed, this, [this](KvRequestId id, const KvRequestError& error) {
        if (id != search_) return;
        search_ = 0;
        summary_ = {};
        summary_.error = error.message;
        emit finished(summary_);
    });
}

SearchResultsModel::~SearchResultsModel() {
    if (search_ != 0 && session() != nullptr) session()->cancel(search_);
}

void SearchResultsModel::reset() {
    beginResetModel();
    if (search_ != 0 && session() != nullptr) session()->cancel(search_);
    search_ = 0;
    summary_ = {};
    clearRows();
    endResetModel();
}

QString SearchResultsModel::start(const SearchSpec& spec) {
    reset();
    if (session() == nullptr || !session()->isOpen()) return tr("No store is open.");
    const QString problem = KeySearch(spec).problem();
    if (!problem.isEmpty()) return problem;
    search_ = session()->startSearch(spec);
    return {};
}

void SearchResultsModel::cancel() {
    if (search_ != 0 && session() != nullptr) session()->cancel(search_);
}

void SearchResultsModel::clear() { reset(); }

void SearchResultsModel::onProgress(KvRequestId id, const QList<QByteArray>& keys, quint64 scanned) {
    if (id != search_) return;
    appendKeys(keys);
    emit progress(scanned, quint64(rowCount()));
}

void SearchResultsModel::onFinished(KvRequestId id, const SearchSummary& summary) {
    if (id != search_) return;
    search_ = 0;
    summary_ = summary;
    emit finished(summary_);
}

}  // namespace wr::gui
