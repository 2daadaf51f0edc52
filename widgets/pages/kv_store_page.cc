#include "widgets/pages/kv_store_page.h"

#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QTabWidget>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

#include "registry/value_codec.h"
#include "stores/wrindex/wrstore_options.h"
#include "widgets/chunkmap/chunk_map_model.h"
#include "widgets/chunkmap/chunk_map_panel.h"
#include "widgets/chunkmap/chunk_map_source.h"
#include "widgets/common/byte_size.h"
#include "widgets/common/icons.h"
#include "widgets/common/progress_strip.h"
#include "widgets/common/qt_strings.h"
#include "widgets/common/statistics_panel.h"
#include "widgets/inspector/printable_text.h"
#include "widgets/inspector/value_inspector.h"
#include "widgets/kv/key_filter.h"
#include "widgets/kv/key_list_model.h"
#include "widgets/kv/key_locator.h"
#include "widgets/kv/kv_browser.h"
#include "widgets/kv/kv_clipboard.h"
#include "widgets/kv/kv_editor.h"
#include "widgets/kv/kv_entry_dialog.h"
#include "widgets/kv/kv_pair_export.h"
#include "widgets/kv/kv_pair_import.h"
#include "widgets/kv/kv_search_bar.h"
#include "widgets/kv/search_results_model.h"
#include "widgets/redis/cluster_view.h"
#include "widgets/registry/key_tree_model.h"
#include "widgets/registry/key_tree_view.h"
#include "widgets/registry/registry_browser.h"
#include "widgets/registry/registry_clipboard.h"
#include "widgets/registry/value_table_model.h"
#include "widgets/registry/value_table_view.h"
#include "widgets/shell/store_actions.h"

namespace wr::gui {

namespace {

// The report lists this many problems and orphans; the counts say the rest.
constexpr size_t kReportLines = 1000;

QString checkReportText(const wr::kv::CheckReport& report) {
    QStringList lines;
    lines.append(QCoreApplication::translate("wr::gui::KvStorePage", "Checked %Ln entry(ies) (%1).", nullptr,
                                             int(report.entriesChecked))
                     .arg(formatByteSize(report.bytesChecked)));
    if (report.ok()) {
        lines.append(QCoreApplication::translate("wr::gui::KvStorePage", "No problems found."));
        return lines.join(QLatin1Char('\n'));
    }
    auto list = [&](const std::vector<std::string>& items, const char* heading) {
        if (items.empty()) return;
        lines.append(QCoreApplication::translate("wr::gui::KvStorePage", heading, nullptr, int(items.size())));
        for (size_t i = 0; i < items.size() && i < kReportLines; ++i)
            lines.append(QStringLiteral("  ") + fromUtf8(items[i]));
        if (items.size() > kReportLines) lines.append(QStringLiteral("  ..."));
    };
    list(report.problems, QT_TRANSLATE_N_NOOP("wr::gui::KvStorePage", "%Ln problem(s):"));
    list(report.orphans, QT_TRANSLATE_N_NOOP("wr::gui::KvStorePage", "%Ln orphan(s), data no index entry names:"));
    return lines.join(QLatin1Char('\n'));
}

QString registrySection() { return KvStorePage::tr("Registry (the whole hive)"); }

// WR-Store++ calls giving space back reallocation; the other engines, compaction.
bool reallocates(const wr::kv::StoreCapabilities& capabilities) {
    return capabilities.valueFiles == wr::kv::StoreCapabilities::ValueFiles::kChunks;
}

}  // namespace

KvStorePage::KvStorePage(const StoreAddress& address, QWidget* parent)
    : StorePage(address, parent),
      kv_(new KvSession(this)),
      keys_(new KvBrowser(kv_, this)),
      editor_(new KvEditor(kv_, this)),
      statistics_(new StatisticsPanel(false, this)),
      job_(new StoreJob(this)),
      export_(new KvPairExport(kv_, keys_, this)),
      import_(new KvPairImport(editor_, this)) {
    // The index and the chunk map join these once the store says it has them.
    views()->addTab(keys_, tr("Keys"));
    views()->addTab(statistics_, tr("Statistics"));
    connectEditor();
    connectKeyViews();
    connectSession();
    connectStatistics();
    connectJobs();
    connectExchange();
    connectTabs();
}

void KvStorePage::connectEditor() {
    keys_->keyModel()->setPendingEdits(editor_->pending());
    keys_->resultsModel()->setPendingEdits(editor_->pending());
    keys_->keyFilter()->filteredModel()->setPendingEdits(editor_->pending());
    connect(editor_, &KvEditor::stateChanged, this, &StorePage::stateChanged);
    connect(editor_->pending(), &KvPendingEdits::changed, this, &KvStorePage::showStagedValue);
    connect(editor_, &KvEditor::written, this, [this](int count) {
        progressStrip()->finish();
        reportDone(tr("Write %Ln change(s)", nullptr, count), address_.title());
        showStoreAsItIsNow();
        emit writeFinished(true);
    });
    connect(editor_, &KvEditor::writeFailed, this, [this](const KvRequestError& error) {
        // The failure itself is reported with every failed request (below).
        progressStrip()->finish();
        emit logged(OperationLog::Outcome::Note, error.operation,
                    tr("every change is still staged: write again, or revert"));
        emit writeFinished(false);
    });
}

void KvStorePage::connectKeyViews() {
    connect(keys_, &KvBrowser::valueShown, this, [this] {
        goingTo_.clear();
        showStagedValue();
        emit stateChanged();  // Modify and Delete are about the selected key
    });
    // Going to a key that is not there is a notice on every store; a key
    // shown again after it was deleted just says so in the inspector.
    connect(keys_, &KvBrowser::keyMissing, this, [this](const QByteArray& key) {
        if (key != goingTo_) return;
        emit message(MessageBar::Level::Information, tr("The store has no key %1.").arg(escapeBytes(key, 80)));
    });
    connect(keys_, &KvBrowser::statusChanged, this, &StorePage::stateChanged);  // the window's status line
    connect(keys_, &KvBrowser::exactCountRequested, this, &KvStorePage::countKeysExactly);
    for (QTableView* view : {keys_->keyView(), keys_->resultsView(), keys_->keyFilter()->filteredView()}) {
        view->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(view, &QWidget::customContextMenuRequested, this, [this, view](const QPoint& position) {
            if (actions() == nullptr) return;
            QMenu menu(this);
            for (StoreCommand command : {StoreCommand::NewKey, StoreCommand::Modify, StoreCommand::Delete})
                menu.addAction(actions()->action(command));
            menu.addSeparator();
            const KvClipboard* clipboard = keys_->clipboard();
            menu.addActions({clipboard->copyKeyAction(), clipboard->copyValueAction(), clipboard->copyRowAction()});
            menu.addActions({actions()->action(StoreCommand::ExportCsv), actions()->action(StoreCommand::ExportJson)});
            QAction* count = menu.addAction(tr("C&ount Keys"), this, &KvStorePage::countKeysExactly);
            count->setEnabled(isOpen() && !isBusy());
            menu.exec(view->viewport()->mapToGlobal(position));
        });
        connect(view, &QAbstractItemView::doubleClicked, this, [this] {
            if (canRun(StoreCommand::Modify)) modifyEntry();
        });
    }
}

void KvStorePage::connectSession() {
    connect(kv_, &KvSession::opened, this, &KvStorePage::onOpened);
    connect(kv_, &KvSession::requestFailed, this, [this](KvRequestId id, const KvRequestError& error) {
        if (id == statisticsRequest_) statisticsRequest_ = 0;
        if (id == reclaimRequest_) {
            reclaimRequest_ = 0;
            reportDone(std::exchange(reclaimOperation_, QString()));
        }
        if (id == countRequest_) {
            countRequest_ = 0;
            progressStrip()->finish();
        }
        if (id == openRequest_) {
            openRequest_ = 0;
            progressStrip()->finish();
            views()->setEnabled(true);
            reportOpenFailure(error.operation, error.message);
            return;
        }
        if (error.code == wr::StatusCode::kCancelled) {
            emit logged(OperationLog::Outcome::Note, error.operation, error.message);
            return;
        }
        // With the store open, NotFound is about a key it does not hold (going
        // to it, or to one just deleted): the views say so, it is no failure.
        if (error.code == wr::StatusCode::kNotFound && kv_->isOpen()) return;
        reportFailure(error.operation, error.message);
    });
    connect(this, &StorePage::openFinished, this, [this](bool opened) {
        if (opened) restorePlace();
        keptPlace_.reset();
        keptIndexPath_.clear();
        if (opened) readChunkMapOnce();
    });
    connect(kv_, &KvSession::keyCountProgress, this, [this](KvRequestId id, quint64 counted, quint64 estimate) {
        if (id == countRequest_) progressStrip()->setProgress(tr("Counting the keys"), counted, estimate);
    });
    connect(kv_, &KvSession::keysCounted, this, [this](KvRequestId id, const KvKeyCount& count) {
        if (id != countRequest_) return;
        countRequest_ = 0;
        progressStrip()->finish();
        countedKeys_ = count.keys;
        keys_->keyModel()->setCount(count);
        reportDone(tr("Count the keys of %1").arg(address_.title()), tr("%Ln key(s)", nullptr, int(count.keys)));
        if (views()->currentWidget() == statistics_) refreshStatistics();
        emit stateChanged();
    });
    connect(kv_, &KvSession::closed, this, &KvStorePage::checkClosed);
    connect(kv_, &KvSession::idle, this, &KvStorePage::checkClosed);
    connect(kv_, &KvSession::closed, this, &StorePage::stateChanged);
}

void KvStorePage::connectStatistics() {
    connect(kv_, &KvSession::statisticsQueried, this, [this](KvRequestId id, const KvStatistics& s) {
        if (id == reclaimRequest_) {
            reclaimRequest_ = 0;
            reportReclaimed(s);
        }
        if (id != statisticsRequest_) return;
        statisticsRequest_ = 0;
        const QLocale locale;
        const QString keys = countedKeys_    ? tr("%1 (every key counted)").arg(locale.toString(*countedKeys_))
                             : s.count.exact ? locale.toString(s.count.keys)
                                             : tr("about %1 (%2; Count Keys counts every key)")
                                                   .arg(locale.toString(s.count.keys), s.count.estimatedBy);
        statistics_->setSection(tr("Contents"), {{tr("Keys"), keys},
                                                 {tr("On disk"), StatisticsPanel::bytes(s.diskBytes)},
                                                 {tr("In memory"), StatisticsPanel::bytes(s.memoryBytes)}});
        statistics_->setSection(tr("Engine"), s.details);
    });
    connect(statistics_, &StatisticsPanel::refreshRequested, this, &KvStorePage::refreshStatistics);
    connect(statistics_, &StatisticsPanel::checkRequested, this, [this] {
        if (canRun(StoreCommand::CheckIntegrity)) checkIntegrity();
    });
}

void KvStorePage::connectJobs() {
    connect(job_, &StoreJob::progress, this, [this](const QString& phase, quint64 done, quint64 total) {
        progressStrip()->setProgress(phase, done, total);
    });
    connect(job_, &StoreJob::finished, this, &KvStorePage::onJobFinished);
}

void KvStorePage::connectExchange() {
    connect(export_, &KvPairExport::started, this, [this](const QString& operation) {
        progressStrip()->start(operation, [this] { export_->cancel(); });
        emit stateChanged();
    });
    connect(export_, &KvPairExport::progress, progressStrip(), &ProgressStrip::setProgress);
    connect(export_, &KvPairExport::finished, this, [this](const QString& operation, const QString& detail) {
        progressStrip()->finish();
        reportDone(operation, detail);
        emit stateChanged();
    });
    connect(export_, &KvPairExport::stopped, this, [this] {
        progressStrip()->finish();
        emit stateChanged();
    });
    connect(import_, &KvPairImport::readStarted, this, [this](const QString& operation) {
        progressStrip()->start(operation, [this] { import_->cancel(); });
        emit stateChanged();
    });
    connect(import_, &KvPairImport::staged, this, [this](const QString& operation, const QString& detail) {
        progressStrip()->finish();
        reportDone(operation, detail);
    });
    connect(import_, &KvPairImport::stopped, this,
            [this](const QString& operation, const QString& message, bool failed) {
                progressStrip()->finish();
                if (failed) {
                    reportFailure(operation, message);
                } else {
                    emit logged(OperationLog::Outcome::Note, operation, message);
                }
                emit stateChanged();
            });
}

void KvStorePage::connectTabs() {
    connect(views(), &QTabWidget::currentChanged, this, [this] {
        if (views()->currentWidget() == statistics_) refreshStatistics();
        readChunkMapOnce();
        emit locationChanged(location());
    });
}

void KvStorePage::onOpened(KvRequestId id, const KvStoreInfo& info) {
    if (id != openRequest_) return;
    openRequest_ = 0;
    reportDone(tr("Open %1").arg(info.uri), info.readOnly ? tr("read-only, in %1 ms").arg(info.openMillis)
                                                          : tr("for writing, in %1 ms").arg(info.openMillis));
    addCapabilityViews(info.capabilities);
    if (info.scheme == QLatin1String("redis")) {
        if (cluster_ == nullptr) addClusterView();
        cluster_->setStoreUri(info.uri);
    }
    if (!reclaimOperation_.isEmpty()) reclaimRequest_ = kv_->queryStatistics();
    statistics_->clearFacts();
    if (views()->currentWidget() == statistics_) refreshStatistics();
    if (index_ != nullptr && parseIndex()) {
        // Finished once the index is open too.
        openIndex();
    } else {
        progressStrip()->finish();
        views()->setEnabled(true);
        emit openFinished(true);
    }
    emit stateChanged();
}

void KvStorePage::addCapabilityViews(const wr::kv::StoreCapabilities& capabilities) {
    statistics_->setCanCheck(capabilities.canCheck);
    if (capabilities.hashedIndex && index_ == nullptr) addIndexView();
    if (capabilities.valueFiles != wr::kv::StoreCapabilities::ValueFiles::kNone && chunks_ == nullptr) {
        addChunkMap(capabilities.valueFiles);
    }
}

void KvStorePage::addIndexView() {
    index_ = new RegistrySession(this);
    indexBrowser_ = new RegistryBrowser(index_, this);
    indexBrowser_->keyModel()->setCountColumns(true);
    // Ctrl+C copies a leaf's path or its values, as on a hive.
    new RegistryClipboard(indexBrowser_, [this] { return indexRoot_; });
    KeyTreeView* tree = indexBrowser_->keyView();
    tree->setHeaderHidden(false);
    tree->header()->setStretchLastSection(false);
    tree->header()->setSectionResizeMode(KeyTreeModel::NameColumn, QHeaderView::Stretch);
    tree->header()->setSectionResizeMode(KeyTreeModel::SubkeysColumn, QHeaderView::ResizeToContents);
    tree->header()->setSectionResizeMode(KeyTreeModel::ValuesColumn, QHeaderView::ResizeToContents);
    locator_ = new KeyLocator(this);
    indexView_ = new QWidget(this);
    auto* layout = new QVBoxLayout(indexView_);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(locator_);
    layout->addWidget(indexBrowser_, 1);
    // The first tab, and the one shown.
    views()->insertTab(0, indexView_, icons::key(), tr("Index"));
    views()->setCurrentWidget(indexView_);
    connectIndex();
}

void KvStorePage::connectIndex() {
    connect(index_, &RegistrySession::opened, this, [this] {
        progressStrip()->finish();
        views()->setEnabled(true);
        indexBrowser_->revealKey(indexDb_);
        if (views()->currentWidget() == statistics_) refreshStatistics();
        // Finished once the layout is known, which going to a key needs.
        readLayout();
        emit stateChanged();
    });
    connect(index_, &RegistrySession::requestFailed, this, [this](RequestId id, const RequestError& error) {
        if (id == indexStatisticsRequest_) indexStatisticsRequest_ = 0;
        if (layoutRequests_.removeAll(id) > 0 && layoutRequests_.isEmpty()) emit openFinished(true);
        const bool opening = !index_->isOpen() && progressStrip()->isRunning() && !job_->isRunning();
        if (opening) {
            progressStrip()->finish();
            views()->setEnabled(true);
        }
        reportFailure(error.operation, error.message);
        // The store is open even when its index is not.
        if (opening && kv_->isOpen()) emit openFinished(true);
    });
    connect(index_, &RegistrySession::valueQueried, this,
            [this](RequestId id, const QString&, const QString& name, quint32 type, const QByteArray& data) {
                onLayoutValue(id, name, type, data);
            });
    connect(index_, &RegistrySession::statisticsQueried, this,
            [this](RequestId id, const wr::reg::RegistryStatistics& s) {
                if (id != indexStatisticsRequest_) return;
                indexStatisticsRequest_ = 0;
                statistics_->setSection(registrySection(), StatisticsPanel::registryRows(s));
            });
    connect(index_, &RegistrySession::idle, this, &KvStorePage::checkClosed);
    connect(index_, &RegistrySession::closed, this, &KvStorePage::checkClosed);
    connect(locator_, &KeyLocator::revealRequested, this,
            [this](const QString& path, const QString& valueName) { revealInIndex(path, valueName); });
    connect(indexBrowser_, &RegistryBrowser::revealFinished, this, [this](const QString& path, bool found) {
        if (!found && !pendingValue_.isEmpty() && path == pendingLeaf_) {
            if (revealShown_) {
                emit message(MessageBar::Level::Information,
                             tr("The store has no key in leaf %1: the leaf does not exist.").arg(path));
            }
            pendingValue_.clear();
        }
        selectPendingValue();
    });
    connect(indexBrowser_->valueModel(), &ValueTableModel::fetchFinished, this, &KvStorePage::selectPendingValue);
    connect(indexBrowser_, &RegistryBrowser::currentKeyChanged, this, [this] {
        emit locationChanged(location());
        emit stateChanged();
    });
    connect(keys_, &KvBrowser::valueShown, locator_, &KeyLocator::setKey);
}

void KvStorePage::addChunkMap(wr::kv::StoreCapabilities::ValueFiles files) {
    chunkSource_ = ChunkMapSource::forValueFiles(files);
    chunks_ = new ChunkMapPanel(this);
    chunks_->setReallocation(files == wr::kv::StoreCapabilities::ValueFiles::kChunks);
    views()->insertTab(views()->indexOf(statistics_), chunks_,
                       files == wr::kv::StoreCapabilities::ValueFiles::kDataFiles ? tr("Data Files") : tr("Chunks"));
    connect(chunks_, &ChunkMapPanel::refreshRequested, this, &KvStorePage::readChunkMap);
    connect(chunks_, &ChunkMapPanel::compactRequested, this, [this] {
        if (canRun(StoreCommand::Compact)) {
            compact();
        } else {
            emit message(MessageBar::Level::Information,
                         reallocates(kv_->info().capabilities)
                             ? tr("Reallocation writes to the store: reopen it for writing first (Tools > Writable).")
                             : tr("Compaction writes to the store: reopen it for writing first (Tools > Writable)."));
        }
    });
}

void KvStorePage::addClusterView() {
    cluster_ = new ClusterView(this);
    const auto uri = wr::kv::StoreUri::parse(address_.location.toStdString());
    const bool cluster = uri && uri->has("cluster");
    views()->insertTab(views()->indexOf(statistics_), cluster_, cluster ? tr("Cluster") : tr("Server"));
    connect(keys_, &KvBrowser::valueShown, cluster_, &ClusterView::setKey);
}

bool KvStorePage::parseIndex() {
    auto uri = wr::kv::StoreUri::parse(address_.location.toStdString());
    if (!uri) return false;
    wr::kv::OpenOptions options;
    options.readOnly = !address_.writable;
    options.createIfMissing = false;
    auto index = wr::kv::wrstore::parseIndexOptions(*uri, options);
    if (!index) return false;
    indexLocation_ = index->location;
    indexRoot_ = fromUtf8(index->rootName);
    indexDb_ = fromUtf8(index->db);
    return true;
}

bool KvStorePage::isOpen() const { return kv_->isOpen(); }

void KvStorePage::open() {
    if (job_->isRunning()) return;
    keepPlace();
    countedKeys_.reset();
    progressStrip()->start(tr("Opening %1").arg(address_.title()));
    views()->setEnabled(false);
    whenClosed([this] {
        // A closed store answers none of its requests: ask the new one afresh.
        statisticsRequest_ = 0;
        indexStatisticsRequest_ = 0;
        openRequest_ = kv_->open(address_.location, !address_.writable);
    });
    emit stateChanged();
}

void KvStorePage::openIndex() {
    progressStrip()->start(tr("Opening the index of %1").arg(address_.title()));
    layoutDepth_ = layoutLength_ = 0;
    if (locator_ != nullptr) locator_->clearIndex();
    index_->openShared(*indexLocation_, indexRoot_);
}

void KvStorePage::keepPlace() {
    if (!kv_->isOpen() || keptPlace_) return;
    keptPlace_ = keys_->place();
    if (index_ != nullptr && index_->isOpen()) keptIndexPath_ = indexBrowser_->currentKeyPath();
}

void KvStorePage::restorePlace() {
    if (keptPlace_) keys_->restorePlace(*keptPlace_);
    if (!keptIndexPath_.isNull() && index_ != nullptr && index_->isOpen()) indexBrowser_->revealKey(keptIndexPath_);
}

void KvStorePage::showStoreAsItIsNow() {
    countedKeys_.reset();
    keys_->showStoreAsItIsNow();
    if (index_ != nullptr && index_->isOpen()) indexBrowser_->reload();
    if (views()->currentWidget() == statistics_) refreshStatistics();
    // Read again when shown: now, when it is.
    if (cluster_ != nullptr) cluster_->markStale();
    chunkMapRead_ = false;
    readChunkMapOnce();
}

void KvStorePage::countKeysExactly() {
    if (!isOpen() || isBusy() || countRequest_ != 0) return;
    const QString operation = tr("Count the keys of %1").arg(address_.title());
    progressStrip()->start(operation, [this, operation] {
        // A cancelled count is not answered.
        kv_->cancel(std::exchange(countRequest_, 0));
        progressStrip()->finish();
        emit logged(OperationLog::Outcome::Note, operation, tr("cancelled"));
        emit stateChanged();
    });
    countRequest_ = kv_->countKeys(true);
    emit stateChanged();
}

void KvStorePage::whenClosed(std::function<void()> next) {
    closeThen_ = std::move(next);
    if (kv_->isOpen()) kv_->close();
    if (index_ != nullptr && index_->isOpen()) index_->close();
    checkClosed();
}

void KvStorePage::checkClosed() {
    if (!closeThen_) return;
    if (kv_->isOpen() || kv_->pendingRequests() > 0) return;
    if (index_ != nullptr && (index_->isOpen() || index_->pendingRequests() > 0)) return;
    std::exchange(closeThen_, {})();
}

void KvStorePage::readLayout() {
    layoutRequests_ = {index_->queryValue(indexDb_, QStringLiteral("WR_D")),
                       index_->queryValue(indexDb_, QStringLiteral("WR_L"))};
}

void KvStorePage::onLayoutValue(RequestId id, const QString& name, quint32 type, const QByteArray& data) {
    if (!layoutRequests_.removeAll(id)) return;
    const auto value = type == wr::reg::REG_DWORD ? wr::reg::decodeDword(bytesView(data)) : std::nullopt;
    if (value) {
        (name == QLatin1String("WR_D") ? layoutDepth_ : layoutLength_) = int(*value);
    } else {
        reportFailure(tr("Read the layout of %1").arg(indexDb_), tr("%1 is not a REG_DWORD").arg(name));
    }
    if (!layoutRequests_.isEmpty()) return;
    if (layoutDepth_ > 0 && layoutLength_ > 0) locator_->setIndex({layoutDepth_, layoutLength_}, indexDb_, indexRoot_);
    emit openFinished(true);
}

void KvStorePage::revealInIndex(const QString& path, const QString& valueName, bool show) {
    pendingLeaf_ = path;
    pendingValue_ = valueName;
    revealShown_ = show;
    if (show) views()->setCurrentWidget(indexView_);
    indexBrowser_->revealKey(path);
}

void KvStorePage::selectPendingValue() {
    if (pendingValue_.isEmpty() || indexBrowser_->currentKeyPath().compare(pendingLeaf_, Qt::CaseInsensitive) != 0) {
        return;
    }
    ValueTableModel* values = indexBrowser_->valueModel();
    if (values->keyPath() != indexBrowser_->currentKeyPath()) return;
    const int row = values->rowOf(pendingValue_);
    if (row >= 0) {
        ValueTableView* view = indexBrowser_->valueView();
        view->selectionModel()->setCurrentIndex(values->index(row, 0),
                                                QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        view->scrollTo(values->index(row, 0));
        pendingValue_.clear();
        return;
    }
    if (values->isFetching()) return;
    if (values->canFetchMore({})) {
        values->fetchMore({});
        return;
    }
    if (revealShown_) {
        emit message(MessageBar::Level::Information, tr("The store has no key %1: its leaf %2 holds no such value.")
                                                         .arg(pendingValue_, indexBrowser_->currentKeyPath()));
    }
    pendingValue_.clear();
}

bool KvStorePage::canRun(StoreCommand command) const {
    const bool ready = isOpen() && !isBusy();
    // Reopening the store would drop the staged edits.
    const bool settled = ready && !editor_->hasChanges();
    switch (command) {
    case StoreCommand::Refresh: return settled;
    case StoreCommand::CheckIntegrity: return settled && kv_->info().capabilities.canCheck;
    case StoreCommand::Compact: return settled && !isReadOnly() && kv_->info().capabilities.canCompact;
    case StoreCommand::NewKey:
    case StoreCommand::NewValue: return ready && editor_->canEdit();
    case StoreCommand::Modify:
    case StoreCommand::Delete: return ready && editor_->canEdit() && !editableKey().isEmpty();
    case StoreCommand::WriteChanges:
    case StoreCommand::RevertChanges: return ready && editor_->hasChanges() && !editor_->isWriting();
    case StoreCommand::ExportCsv:
    case StoreCommand::ExportJson: return ready && export_->canExport();
    case StoreCommand::ImportPairs: return ready && import_->canImport();
    default: return false;
    }
}

void KvStorePage::run(StoreCommand command) {
    switch (command) {
    case StoreCommand::Refresh: open(); return;
    case StoreCommand::CheckIntegrity: checkIntegrity(); return;
    case StoreCommand::Compact: compact(); return;
    case StoreCommand::NewKey:
    case StoreCommand::NewValue: newEntry(); return;
    case StoreCommand::Modify: modifyEntry(); return;
    case StoreCommand::Delete: deleteEntry(); return;
    case StoreCommand::WriteChanges: writeChanges(); return;
    case StoreCommand::RevertChanges: revertChanges(); return;
    case StoreCommand::ExportCsv: export_->exportInteractively(wr::exchange::PairFormat::kCsv); return;
    case StoreCommand::ExportJson: export_->exportInteractively(wr::exchange::PairFormat::kJsonLines); return;
    case StoreCommand::ImportPairs: import_->importInteractively(); return;
    default: return;
    }
}

QString KvStorePage::commandText(StoreCommand command) const {
    if (command == StoreCommand::Compact && isOpen() && reallocates(kv_->info().capabilities))
        return tr("Re&allocate...");
    return {};
}

bool KvStorePage::hasUnwrittenChanges() const { return editor_->hasChanges(); }

int KvStorePage::unwrittenChangeCount() const { return editor_->changeCount(); }

QUndoStack* KvStorePage::undoStack() const { return editor_->undoStack(); }

QByteArray KvStorePage::editableKey() const {
    const QByteArray& key = keys_->currentKey();
    if (key.isEmpty() || editor_->pending()->stateOf(key) == KvPendingEdits::State::Removed) return {};
    return key;
}

void KvStorePage::showStagedValue() {
    const QByteArray& key = keys_->currentKey();
    if (key.isEmpty()) return;
    const auto state = editor_->pending()->stateOf(key);
    if (state != KvPendingEdits::State::Unchanged) stagedShown_ = key;
    switch (state) {
    case KvPendingEdits::State::Set:
        keys_->inspector()->setSource(std::make_shared<MemoryByteSource>(editor_->pending()->stagedValue(key)));
        keys_->inspector()->setStatus(
            tr("Staged value of %1, not written yet (File > Write Changes).").arg(escapeBytes(key, 80)));
        return;
    case KvPendingEdits::State::Removed:
        keys_->inspector()->setStatus(
            tr("%1 is deleted by a staged change, not written yet (File > Write Changes).").arg(escapeBytes(key, 80)));
        return;
    case KvPendingEdits::State::Unchanged:
        if (std::exchange(stagedShown_, {}) == key) keys_->reloadCurrentValue();
        return;
    }
}

void KvStorePage::newEntry() {
    KvEntryDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted || !dialog.value()) return;
    applied(editor_->put(dialog.key(), *dialog.value()), tr("New entry"));
}

void KvStorePage::modifyEntry() {
    const QByteArray key = editableKey();
    if (key.isEmpty()) return;
    QByteArray value;
    if (editor_->pending()->stateOf(key) == KvPendingEdits::State::Set) {
        value = editor_->pending()->stagedValue(key);
    } else {
        // The inspector's copy of the value: in memory, or a temporary file
        // of the session's (not the store) when it was large.
        const std::shared_ptr<ByteSource>& source = keys_->inspector()->source();
        if (source == nullptr) {
            emit message(MessageBar::Level::Information,
                         tr("The value of %1 is still being read.").arg(escapeBytes(key, 80)));
            return;
        }
        if (source->size() > quint64(KvEntryDialog::kMaxFileBytes)) {
            emit message(MessageBar::Level::Information,
                         tr("The value of %1 is too large to edit here; use wrctl.").arg(escapeBytes(key, 80)));
            return;
        }
        value = source->read(0, qint64(source->size()));
    }
    KvEntryDialog dialog(this);
    dialog.setEntry(key, value);
    if (dialog.exec() != QDialog::Accepted || !dialog.value()) return;
    if (*dialog.value() == value) return;
    applied(editor_->put(key, *dialog.value()), tr("Modify value"));
}

void KvStorePage::deleteEntry() {
    const QByteArray key = editableKey();
    if (key.isEmpty()) return;
    const auto size = keys_->inspector()->source() != nullptr ? keys_->inspector()->source()->size() : 0;
    const auto answer = QMessageBox::warning(
        this, tr("Delete Entry"),
        tr("Delete the entry %1 and its value (%2)?").arg(escapeBytes(key, 200), formatByteSize(size)) +
            QLatin1String("\n\n") +
            tr("The deletion is staged: nothing changes in the store until you write the changes "
               "(File > Write Changes)."),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (answer == QMessageBox::Yes) applied(editor_->remove(key), tr("Delete entry"));
}

void KvStorePage::writeChanges() {
    // One WriteBatch: it is not cancelled half-way.
    const int count = editor_->changeCount();
    writeStarted(editor_->write(), count);
}

void KvStorePage::revertChanges() {
    revertAfterAsking(editor_->changeCount(), [this] { editor_->revert(); });
}

QString KvStorePage::location() const {
    if (index_ != nullptr && views()->currentWidget() == indexView_ && index_->isOpen()) {
        const QString path = indexBrowser_->currentKeyPath();
        if (!path.isNull()) return path.isEmpty() ? indexRoot_ : indexRoot_ + QLatin1Char('\\') + path;
    }
    if (!keys_->currentKey().isEmpty()) return escapeBytes(keys_->currentKey());
    return address_.toString();
}

void KvStorePage::goTo(const QString& target) {
    const QString text = target.trimmed();
    // "#1234": the key list's row 1,234.
    if (bool isRow = false; text.startsWith(QLatin1Char('#'))) {
        const int row = text.mid(1).remove(QLatin1Char(',')).toInt(&isRow);
        if (isRow && row > 0) {
            views()->setCurrentWidget(keys_);
            keys_->goToRow(row - 1);
            return;
        }
    }
    if (index_ != nullptr && index_->isOpen()) {
        if (text.compare(indexRoot_, Qt::CaseInsensitive) == 0 ||
            text.startsWith(indexRoot_ + QLatin1Char('\\'), Qt::CaseInsensitive)) {
            views()->setCurrentWidget(indexView_);
            indexBrowser_->revealKey(text.mid(indexRoot_.size() + 1));
            return;
        }
    }
    // Every store alike: the key's value is read into the inspector, the key
    // list goes to it, and a search lists the keys it starts.
    const QByteArray key = unescapeBytes(text);
    goingTo_ = key;
    SearchSpec spec;
    spec.pattern = text;
    keys_->searchBar()->setSpec(spec);
    keys_->setCurrentListTab(KvBrowser::ResultsTab);
    views()->setCurrentWidget(keys_);
    emit keys_->searchBar()->searchRequested(spec);
    keys_->showKeyNamed(key);
    // An indexed store's tree goes to the key's leaf as well, behind the Keys view.
    if (index_ != nullptr && index_->isOpen() && locator_->hasIndex()) {
        locator_->setKey(key);
        revealInIndex(locator_->leafPath(), locator_->valueName(), false);
    }
}

bool KvStorePage::focusSearch() {
    views()->setCurrentWidget(keys_);
    keys_->searchBar()->focusPattern();
    return true;
}

bool KvStorePage::findNext() {
    QTableView* results = keys_->resultsView();
    const int next = results->currentIndex().isValid() ? results->currentIndex().row() + 1 : 0;
    if (next >= keys_->resultsModel()->rowCount()) return false;
    views()->setCurrentWidget(keys_);
    keys_->setCurrentListTab(KvBrowser::ResultsTab);
    const QModelIndex index = keys_->resultsModel()->index(next, 0);
    results->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    results->scrollTo(index);
    return true;
}

QString KvStorePage::statusText() const {
    if (!editor_->hasChanges()) return keys_->statusText();
    return keys_->statusText() + QLatin1Char(' ') +
           tr("%Ln staged change(s), not written yet.", nullptr, editor_->changeCount());
}

void KvStorePage::refreshStatistics() {
    if (!isOpen()) return;
    const KvStoreInfo& info = kv_->info();
    statistics_->setSection(tr("Store"), {{tr("URI"), info.uri},
                                          {tr("Engine"), info.scheme},
                                          {tr("Mode"), info.readOnly ? tr("read-only") : tr("read-write")},
                                          {tr("Opened in"), tr("%1 ms").arg(QLocale().toString(info.openMillis))}});
    if (statisticsRequest_ == 0) statisticsRequest_ = kv_->queryStatistics();
    // The index opens after the store: its section is filled once it is
    // open too (connectIndex), in its place after the store's.
    if (index_ != nullptr) statistics_->reserveSection(registrySection(), {{tr("Keys"), tr("counting…")}});
    if (index_ != nullptr && index_->isOpen() && indexStatisticsRequest_ == 0) {
        indexStatisticsRequest_ = index_->queryStatistics();
    }
}

void KvStorePage::runExclusive(const QString& operation, bool writable, StoreJob::Task task,
                               std::function<void()> succeeded) {
    if (job_->isRunning()) return;
    jobOperation_ = operation;
    jobSucceeded_ = std::move(succeeded);
    keepPlace();
    progressStrip()->start(operation, [this] { job_->cancel(); });
    views()->setEnabled(false);
    emit logged(OperationLog::Outcome::Note, operation, tr("started; the views are back when it ends"));
    whenClosed([this, writable, task = std::move(task)] { job_->start(address_.location, writable, task); });
    emit stateChanged();
}

void KvStorePage::onJobFinished(wr::StatusCode code, const QString& error) {
    progressStrip()->finish();
    auto succeeded = std::exchange(jobSucceeded_, {});
    if (code == wr::StatusCode::kOk) {
        if (succeeded) succeeded();
    } else if (code == wr::StatusCode::kCancelled) {
        emit logged(OperationLog::Outcome::Note, jobOperation_, error);
    } else {
        reportFailure(jobOperation_, error);
    }
    open();
}

void KvStorePage::checkIntegrity() {
    auto report = std::make_shared<wr::kv::CheckReport>();
    const QString operation = tr("Check %1").arg(address_.title());
    runExclusive(
        operation, false,
        [report](wr::kv::KvStore& store, wr::ProgressSink& progress, wr::CancellationToken& cancel) {
            auto checked = store.check(&progress, &cancel);
            if (!checked) return checked.status();
            *report = std::move(checked).value();
            return wr::Status::ok();
        },
        [this, report, operation] {
            const QString text = checkReportText(*report);
            statistics_->setReport(text, report->ok());
            views()->setCurrentWidget(statistics_);
            emit logged(report->ok() ? OperationLog::Outcome::Done : OperationLog::Outcome::Failed, operation,
                        text.section(QLatin1Char('\n'), 0, 1));
            emit message(report->ok() ? MessageBar::Level::Information : MessageBar::Level::Warning,
                         text.section(QLatin1Char('\n'), 0, 1));
        });
}

void KvStorePage::compact() {
    const bool reallocation = reallocates(kv_->info().capabilities);
    const QString question =
        reallocation ? tr("Reallocate %1?\n\nThe live blocks are rewritten in key order and the space of overwritten "
                          "and deleted values is given back.")
                     : tr("Compact %1?\n\nLive values are rewritten and the space of overwritten and deleted ones is "
                          "given back.");
    const auto answer = QMessageBox::question(
        this, reallocation ? tr("Reallocate") : tr("Compact"),
        question.arg(address_.title()) + QLatin1String(" ") +
            tr("The views close while it runs; Cancel stops it within a second and leaves the store consistent."),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (answer == QMessageBox::Yes) startCompaction();
}

void KvStorePage::startCompaction() {
    if (!canRun(StoreCommand::Compact)) return;
    const QString operation =
        (reallocates(kv_->info().capabilities) ? tr("Reallocate %1") : tr("Compact %1")).arg(address_.title());
    auto before = std::make_shared<std::optional<quint64>>();
    runExclusive(
        operation, true,
        [before](wr::kv::KvStore& store, wr::ProgressSink& progress, wr::CancellationToken& cancel) {
            if (const auto statistics = store.statistics()) *before = statistics.value().diskBytes;
            return store.compact(&progress, &cancel);
        },
        [this, operation, before] {
            // The bytes after count once the store is closed (its logs
            // checkpointed): the log line waits for the reopen (onOpened).
            if (before->has_value()) {
                reclaimOperation_ = operation;
                reclaimBefore_ = **before;
            } else {
                reportDone(operation);
            }
            // The store is closed until the page reopens it: the map shows
            // what the compaction left once it is open again.
            chunkMapRead_ = false;
        });
}

void KvStorePage::reportReclaimed(const KvStatistics& after) {
    const quint64 before = reclaimBefore_;
    reportDone(std::exchange(reclaimOperation_, QString()),
               after.diskBytes < before ? tr("%1 reclaimed: %2 on disk before, %3 after")
                                              .arg(formatByteSize(before - after.diskBytes), formatByteSize(before),
                                                   formatByteSize(after.diskBytes))
                                        : tr("nothing reclaimed: %1 on disk before, %2 after")
                                              .arg(formatByteSize(before), formatByteSize(after.diskBytes)));
}

void KvStorePage::readChunkMapOnce() {
    // Read when first shown with the store open; afterwards on request.
    if (chunks_ == nullptr || chunkMapRead_ || views()->currentWidget() != chunks_ || !isOpen() || isBusy()) return;
    readChunkMap();
}

void KvStorePage::readChunkMap() {
    if (chunkSource_ == nullptr || !canRun(StoreCommand::Refresh)) return;
    chunkMapRead_ = true;
    auto map = std::make_shared<ChunkMap>();
    const QString operation = tr("Read the data files of %1").arg(address_.title());
    runExclusive(
        operation, false,
        [source = chunkSource_, map](wr::kv::KvStore& store, wr::ProgressSink& progress,
                                     wr::CancellationToken& cancel) {
            auto read = source->read(store, progress, cancel);
            if (!read) return read.status();
            *map = std::move(read).value();
            return wr::Status::ok();
        },
        [this, map, operation] {
            chunks_->setMap(*map);
            views()->setCurrentWidget(chunks_);
            const auto files = std::count_if(map->chunks.begin(), map->chunks.end(),
                                             [](const ChunkFile& chunk) { return !chunk.index; });
            reportDone(operation, tr("%Ln file(s)", nullptr, int(files)));
        });
}

}  // namespace wr::gui
