#include "widgets/kv/kv_browser.h"

#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

#include "widgets/common/byte_size.h"
#include "widgets/inspector/printable_text.h"
#include "widgets/inspector/value_inspector.h"
#include "widgets/kv/key_filter.h"
#include "widgets/kv/key_list_model.h"
#include "widgets/kv/key_list_view.h"
#include "widgets/kv/key_placement_panel.h"
#include "widgets/kv/kv_clipboard.h"
#include "widgets/kv/kv_search_bar.h"
#include "widgets/kv/remembered_columns.h"
#include "widgets/kv/search_results_model.h"

namespace wr::gui {

KvBrowser::KvBrowser(KvSession* session, QWidget* parent)
    : QSplitter(Qt::Horizontal, parent),
      session_(session),
      keys_(new KeyListModel(session, this)),
      results_(new SearchResultsModel(session, this)) {
    auto* left = new QWidget(this);
    searchBar_ = new KvSearchBar(left);
    lists_ = new QTabWidget(left);
    lists_->setDocumentMode(true);
    keyList_ = new KeyListView(keys_, this);
    keyView_ = keyList_->table();
    setUpView(keyView_, QStringLiteral("keyList"));
    filter_ = new KeyFilter(session, keyList_, this);
    setUpView(filter_->filteredView(), QStringLiteral("filteredKeys"));
    resultsView_ = new QTableView(this);
    resultsView_->setModel(results_);
    setUpView(resultsView_, QStringLiteral("searchResults"));
    lists_->addTab(filter_, tr("All keys"));
    lists_->addTab(resultsView_, tr("Search results"));
    status_ = new QLabel(left);
    status_->setWordWrap(true);
    countButton_ = new QPushButton(tr("C&ount Keys"), left);
    countButton_->setToolTip(tr("The count shown is an estimate: count every key, in the background"));
    countButton_->hide();
    auto* statusRow = new QHBoxLayout;
    statusRow->addWidget(status_, 1);
    statusRow->addWidget(countButton_);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(4, 4, 4, 4);
    leftLayout->addWidget(searchBar_);
    leftLayout->addWidget(lists_, 1);
    leftLayout->addLayout(statusRow);
    connect(countButton_, &QPushButton::clicked, this, &KvBrowser::exactCountRequested);

    auto* right = new QSplitter(Qt::Vertical, this);
    inspector_ = new ValueInspector(right);
    auto* box = new QGroupBox(tr("Where the key lives in the registry index"), right);
    placement_ = new KeyPlacementPanel(session, box);
    auto* boxLayout = new QVBoxLayout(box);
    boxLayout->setContentsMargins(4, 4, 4, 4);
    boxLayout->addWidget(placement_);
    placementBox_ = box;
    placementBox_->hide();
    clipboard_ = new KvClipboard(this);
    // The placement panel keeps its natural height; the inspector takes the rest.
    right->setStretchFactor(0, 1);
    right->setStretchFactor(1, 0);
    setStretchFactor(0, 2);
    setStretchFactor(1, 3);
    // A third of the width lists the keys; the inspector's hex view and data
    // interpreter need the rest side by side.
    setSizes({1000, 2000});

    connect(searchBar_, &KvSearchBar::searchRequested, this, &KvBrowser::startSearch);
    connect(searchBar_, &KvSearchBar::stopRequested, results_, &SearchResultsModel::cancel);
    connect(results_, &SearchResultsModel::progress, searchBar_, &KvSearchBar::showProgress);
    connect(results_, &SearchResultsModel::progress, this, &KvBrowser::statusChanged);
    connect(results_, &SearchResultsModel::finished, this, [this](const SearchSummary& summary) {
        searchBar_->setRunning(false);
        searchBar_->showSummary(summary);
        emit statusChanged();
    });
    // A search for the key already shown (going to a key) marks its row as
    // soon as the results list it.
    connect(results_, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex&, int first, int last) { markCurrentKeyIn(resultsView_, first, last); });
    connect(keys_, &KeyListModel::fetchFinished, this, &KvBrowser::updateStatus);
    connect(keys_, &KeyListModel::countEstimated, this, [this] {
        if (pendingRow_ >= 0) goToRow(std::exchange(pendingRow_, -1));
        updateStatus();
    });
    connect(keys_, &QAbstractItemModel::modelReset, this, &KvBrowser::updateStatus);
    connect(keys_, &KeyListModel::keyPlaced, this, [this](int row) { keyList_->setCurrentRow(row); });
    connect(keyList_, &KeyListView::scrolled, this, &KvBrowser::updateStatus);
    connect(filter_, &KeyFilter::statusChanged, this, &KvBrowser::updateStatus);
    // The status line is about the key list; the search bar tells how a search went.
    connect(lists_, &QTabWidget::currentChanged, this, [this](int tab) {
        status_->setVisible(tab == KeysTab);
        updateStatus();
        emit statusChanged();
    });

    connect(session, &KvSession::opened, this, [this](KvRequestId, const KvStoreInfo& info) {
        placementBox_->setVisible(KeyPlacementPanel::appliesTo(info));
    });
    connect(session, &KvSession::closed, this, [this] {
        currentKey_.clear();
        pendingRow_ = -1;
        load_ = 0;
        inspector_->clear();
        placementBox_->hide();
    });
    connect(session, &KvSession::valueLoadProgress, this, [this](KvRequestId id, quint64 bytes) {
        if (id != load_) return;
        inspector_->setStatus(tr("Reading the value… %1").arg(formatByteSize(bytes)));
    });
    connect(session, &KvSession::valueLoaded, this,
            [this](KvRequestId id, const QByteArray& key, const std::shared_ptr<ByteSource>& value) {
                if (id != load_) return;
                load_ = 0;
                inspector_->setSource(value);
                emit valueShown(key);
            });
    connect(session, &KvSession::valueMissing, this, [this](KvRequestId id, const QByteArray& key) {
        if (id != load_) return;
        load_ = 0;
        inspector_->clear();
        inspector_->setStatus(tr("The store has no key %1.").arg(escapeBytes(key, 80)));
        emit keyMissing(key);
        emit valueShown(key);
    });
    connect(session, &KvSession::requestFailed, this, [this](KvRequestId id, const KvRequestError& error) {
        if (id != load_) return;
        load_ = 0;
        inspector_->clear();
        inspector_->setStatus(error.message);
        emit valueShown(currentKey_);
    });
    updateStatus();
}

void KvBrowser::setUpView(QTableView* view, const QString& columnsName) {
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    // Several rows for Copy and Export.
    view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    view->setWordWrap(false);
    view->setAlternatingRowColors(true);
    // Uniform rows, never measured one by one.
    view->verticalHeader()->hide();
    view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 6);
    view->horizontalHeader()->setStretchLastSection(true);
    view->horizontalHeader()->resizeSection(KeyRowsModel::KeyColumn, 24 * view->fontMetrics().averageCharWidth());
    view->horizontalHeader()->resizeSection(KeyRowsModel::SizeColumn, 13 * view->fontMetrics().averageCharWidth());
    rememberColumns(view->horizontalHeader(), columnsName);
    connect(view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) { showKey(current); });
}

void KvBrowser::setCurrentListTab(ListTab tab) { lists_->setCurrentIndex(tab); }

KvBrowser::ListTab KvBrowser::currentListTab() const { return ListTab(lists_->currentIndex()); }

QTableView* KvBrowser::currentListView() const {
    if (currentListTab() == ResultsTab) return resultsView_;
    return filter_->isFiltering() ? filter_->filteredView() : keyView_;
}

void KvBrowser::showKey(const QModelIndex& index) {
    if (!index.isValid()) return;
    const QByteArray key = index.data(KeyRowsModel::KeyBytesRole).toByteArray();
    if (key.isEmpty() || key == currentKey_) return;  // not loaded yet, or already shown or being read
    showValueOf(key);
}

void KvBrowser::goToRow(int row) {
    setCurrentListTab(KeysTab);
    if (!keys_->countEstimate()) {
        // The list does not know how long it is yet: once it does.
        pendingRow_ = row;
        return;
    }
    keyList_->setCurrentRow(std::clamp(row, 0, std::max(0, keys_->rowCount() - 1)));
}

KvBrowser::Place KvBrowser::place() const {
    Place place;
    place.key = currentKey_;
    if (currentKey_.isEmpty()) place.keyRow = keyList_->currentRow();
    place.search = lastSearch_;
    return place;
}

void KvBrowser::restorePlace(const Place& place) {
    const int tab = lists_->currentIndex();
    if (place.search) startSearch(*place.search);
    if (!place.key.isEmpty()) {
        showKeyNamed(place.key);
    } else if (place.keyRow >= 0) {
        goToRow(place.keyRow);
    }
    setCurrentListTab(ListTab(tab));
}

void KvBrowser::showStoreAsItIsNow() {
    const int tab = lists_->currentIndex();
    keys_->reload();
    if (lastSearch_) startSearch(*lastSearch_);
    setCurrentListTab(ListTab(tab));
    if (currentKey_.isEmpty()) return;
    keys_->goToKey(currentKey_);
    if (!placementBox_->isHidden()) placement_->find();
    reloadCurrentValue();
}

void KvBrowser::markCurrentKeyIn(QTableView* view, int first, int last) {
    if (currentKey_.isEmpty() || view->currentIndex().isValid()) return;
    QAbstractItemModel* model = view->model();
    for (int row = first; row <= last; ++row) {
        const QModelIndex index = model->index(row, KeyRowsModel::KeyColumn);
        if (index.data(KeyRowsModel::KeyBytesRole).toByteArray() != currentKey_) continue;
        view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        view->scrollTo(index);
        return;
    }
}

void KvBrowser::showKeyNamed(const QByteArray& key) {
    if (session_ == nullptr) return;
    showValueOf(key);
    keys_->goToKey(key);
}

void KvBrowser::showValueOf(const QByteArray& key) {
    currentKey_ = key;
    placement_->setKey(key);
    if (placementBox_->isVisible()) placement_->find();
    reloadCurrentValue();
}

void KvBrowser::reloadCurrentValue() {
    if (currentKey_.isEmpty() || session_ == nullptr) return;
    if (load_ != 0) session_->cancel(load_);
    inspector_->clear();
    inspector_->setStatus(tr("Reading the value of %1…").arg(escapeBytes(currentKey_, 80)));
    load_ = session_->loadValue(currentKey_);
}

void KvBrowser::startSearch(const SearchSpec& spec) {
    lastSearch_ = spec;
    const QString problem = results_->start(spec);
    if (!problem.isEmpty()) {
        searchBar_->showProblem(problem);
        return;
    }
    searchBar_->setRunning(true);
    searchBar_->showProgress(0, 0);
    setCurrentListTab(ResultsTab);
}

QString KvBrowser::statusText() const {
    return lists_->currentIndex() == ResultsTab ? searchBar_->statusText() : status_->text();
}

void KvBrowser::updateStatus() {
    const QLocale locale;
    const int rows = keys_->rowCount();
    QString text;
    if (session_ == nullptr || !session_->isOpen()) {
        text = tr("No store is open.");
    } else if (rows == 0) {
        text = keys_->isFetching() ? tr("Listing the keys…") : tr("The store has no keys.");
    } else {
        const QString estimatedBy = keys_->countEstimatedBy();
        const QString count = keys_->isCountExact()     ? tr("%Ln key(s)", nullptr, rows)
                              : !keys_->countEstimate() ? tr("%1+ keys, counting…").arg(locale.toString(rows))
                              : estimatedBy.isEmpty()   ? tr("about %Ln key(s)", nullptr, rows)
                                                        : tr("about %Ln key(s) (%1)", nullptr, rows).arg(estimatedBy);
        const int top = keyList_->firstVisibleRow();
        const int last = std::max(top, keyList_->lastVisibleRow());
        text = tr("Rows %1–%2 of %3.").arg(locale.toString(top + 1), locale.toString(last + 1), count);
    }
    // While a filter is set, the line says how the filtering goes.
    if (!filter_->statusText().isEmpty()) text = filter_->statusText();
    countButton_->setVisible(lists_->currentIndex() == KeysTab && session_ != nullptr && session_->isOpen() &&
                             keys_->countEstimate() && !keys_->isCountExact());
    if (text == status_->text()) return;
    status_->setText(text);
    emit statusChanged();
}

}  // namespace wr::gui
