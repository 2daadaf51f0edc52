#include "widgets/kv/kv_session.h"

#include <string>
#include <utility>

#include "stores/store_factory.h"
#include "widgets/common/background_release.h"
#include "widgets/common/qt_strings.h"
#include "widgets/inspector/printable_text.h"
#include "widgets/kv/spill_sink.h"
#include "widgets/kv/value_head_sink.h"

namespace wr::gui {

namespace {

// Enough for a count, a search, statistics and the value being read to run at
// once, so reading the selected value never waits for a scan of the store.
constexpr int kBackgroundThreads = 4;

wr::Status notOpen() { return wr::Status::notFound("no store is open"); }

KvKeyCount keyCountOf(const wr::kv::KeyCount& count) { return {count.keys, count.exact, fromUtf8(count.estimatedBy)}; }

// Reports an exact count's progress to the session's GUI thread.
class CountProgress : public wr::ProgressSink {
public:
    explicit CountProgress(std::function<void(quint64, quint64)> report) : report_(std::move(report)) {}
    void onProgress(const wr::Progress& progress) override { report_(progress.done, progress.total); }

private:
    std::function<void(quint64, quint64)> report_;
};

}  // namespace

KvSession::KvSession(QObject* parent) : WorkerSession(parent) { background_.setMaxThreadCount(kBackgroundThreads); }

KvSession::~KvSession() {
    for (const Request& request : std::as_const(requests_)) request.token->cancel();
    // The GUI thread waits only for the requests to stop (they refer to the
    // session); closing the store, which can take a while, happens after.
    stopWorker([this] {
        background_.waitForDone();
        state_.listings.clear();
        if (state_.store) releaseInBackground(std::move(state_.store));
    });
}

KvRequestId KvSession::record(bool isLong, bool answerWhenCancelled) {
    const KvRequestId id = beginRequest();
    requests_.insert(id, {std::make_shared<wr::CancellationToken>(), isLong, answerWhenCancelled});
    return id;
}

KvRequestId KvSession::submit(Work work) {
    const KvRequestId id = record(false, false);
    runOnWorker([this, id, token = requests_[id].token, work = std::move(work)] {
        Delivery delivery = token->isCancelled() ? Delivery() : work(id, state_);
        post([this, id, delivery = std::move(delivery)] { finish(id, delivery); });
    });
    return id;
}

KvRequestId KvSession::submitLong(const QString& operation, LongWork work, bool answerWhenCancelled) {
    const KvRequestId id = record(true, answerWhenCancelled);
    runOnWorker([this, id, operation, answerWhenCancelled, token = requests_[id].token, work = std::move(work)] {
        if (!state_.store) {
            post([this, id, delivery = failure(id, operation, notOpen())] { finish(id, delivery); });
            return;
        }
        background_.start([this, id, answerWhenCancelled, token, work, store = state_.store]() mutable {
            Delivery delivery;
            {
                // Let go of the store here, not when the pool deletes this job:
                // closing waits for the jobs and must hold the last reference.
                const std::shared_ptr<wr::kv::KvStore> held = std::move(store);
                if (!token->isCancelled() || answerWhenCancelled) delivery = work(id, *held, *token);
            }
            post([this, id, delivery = std::move(delivery)] { finish(id, delivery); });
        });
    });
    return id;
}

bool KvSession::answers(KvRequestId id) const {
    const auto it = requests_.constFind(id);
    return it != requests_.cend() && (!it->token->isCancelled() || it->answerWhenCancelled);
}

void KvSession::finish(KvRequestId id, const Delivery& delivery) {
    const bool answer = answers(id);
    requests_.remove(id);
    finishRequest(answer ? delivery : Delivery());
}

void KvSession::cancel(KvRequestId id) {
    const auto it = requests_.constFind(id);
    if (it != requests_.cend()) it->token->cancel();
}

void KvSession::cancelLongRequests() {
    for (const Request& request : std::as_const(requests_)) {
        if (request.isLong) request.token->cancel();
    }
}

void KvSession::closeStore(WorkerState& state) {
    background_.waitForDone();
    state.listings.clear();
    state.store.reset();
}

KvRequestId KvSession::open(const QString& uri, bool readOnly) {
    cancelLongRequests();
    const QString operation = tr("Open %1").arg(uri);
    return submit([this, uri, readOnly, operation](KvRequestId id, WorkerState& state) -> Delivery {
        // Close first: a store reopened in another mode must release its lock
        // (and so must one that a session let go of a moment ago).
        closeStore(state);
        waitForReleases();
        QElapsedTimer timer;
        timer.start();
        wr::kv::OpenOptions options;
        options.readOnly = readOnly;
        options.createIfMissing = false;
        auto result = wr::kv::openStore(uri.toStdString(), options);
        if (!result) return openFailure(id, operation, result.status());
        state.store = std::move(result).value();
        const KvStoreInfo info{fromUtf8(state.store->uri().toString()), fromUtf8(state.store->uri().scheme()),
                               state.store->capabilities(), state.store->isReadOnly(), timer.elapsed()};
        return [this, id, info] {
            markClosed();
            markOpen();
            info_ = info;
            emit opened(id, info);
        };
    });
}

KvRequestId KvSession::close() {
    cancelLongRequests();
    return submit([this](KvRequestId, WorkerState& state) -> Delivery {
        closeStore(state);
        return [this] { markClosed(); };
    });
}

KvRequestId KvSession::listKeys(KvListingId listing, int count) {
    return submit([this, listing, count](KvRequestId id, WorkerState& state) -> Delivery {
        const QString operation = tr("List the keys");
        if (!state.store) return failure(id, operation, notOpen());
        std::unique_ptr<wr::kv::KvCursor>& cursor = state.listings[listing];
        if (!cursor) {
            auto scanned = state.store->scan();
            if (!scanned) {
                state.listings.erase(listing);
                return failure(id, operation, scanned.status());
            }
            cursor = std::move(scanned).value();
        }
        QList<QByteArray> keys;
        keys.reserve(count);
        for (; cursor->valid() && keys.size() < count; cursor->next()) {
            const wr::BytesView key = cursor->key();
            keys.push_back(QByteArray(key.data(), qsizetype(key.size())));
        }
        const wr::Status status = cursor->status();
        const bool atEnd = !cursor->valid();
        if (atEnd) state.listings.erase(listing);
        if (!status.isOk()) return failure(id, operation, status);
        return [this, id, listing, keys, atEnd] { emit keysListed(id, listing, keys, atEnd); };
    });
}

void KvSession::releaseListing(KvListingId listing) {
    runOnWorker([this, listing] { state_.listings.erase(listing); });
}

KvRequestId KvSession::listKeysFrom(KvListingId listing, quint64 position, int count) {
    return placeListing(listing, count, tr("List the keys from position %1").arg(position),
                        [position](wr::kv::KvStore& store, const wr::CancellationToken& cancel) {
                            return store.scanFrom(position, &cancel);
                        });
}

KvRequestId KvSession::listKeysFromKey(KvListingId listing, const QByteArray& key, int count) {
    return placeListing(listing, count, tr("Go to the key %1").arg(escapeBytes(key, 80)),
                        [key](wr::kv::KvStore& store, const wr::CancellationToken& cancel) {
                            return store.scanFromKey(bytesView(key), &cancel);
                        });
}

KvRequestId KvSession::placeListing(KvListingId listing, int count, const QString& operation, Placement place) {
    return submitLong(operation,
                      [this, listing, count, operation, place = std::move(place)](
                          KvRequestId id, wr::kv::KvStore& store, const wr::CancellationToken& cancel) -> Delivery {
                          auto placed = place(store, cancel);
                          if (!placed) return failure(id, operation, placed.status());
                          std::unique_ptr<wr::kv::KvCursor>& cursor = placed->cursor;
                          QList<QByteArray> keys;
                          keys.reserve(count);
                          for (; cursor->valid() && keys.size() < count; cursor->next()) {
                              const wr::BytesView key = cursor->key();
                              keys.push_back(QByteArray(key.data(), qsizetype(key.size())));
                          }
                          if (const wr::Status status = cursor->status(); !status.isOk())
                              return failure(id, operation, status);
                          const bool atEnd = !cursor->valid();
                          if (!atEnd && !cancel.isCancelled()) {
                              // The worker keeps the cursor for the listing's next pages; it
                              // runs this before any request made after the answer arrives.
                              auto handed = std::make_shared<std::unique_ptr<wr::kv::KvCursor>>(std::move(cursor));
                              runOnWorker([this, listing, handed] {
                                  if (state_.store) state_.listings[listing] = std::move(*handed);
                              });
                          }
                          return [this, id, listing, position = quint64(placed->position), exact = placed->exact, keys,
                                  atEnd] { emit keysPlaced(id, listing, position, exact, keys, atEnd); };
                      });
}

KvRequestId KvSession::peekValues(const QList<QByteArray>& keys) {
    return submit([this, keys](KvRequestId id, WorkerState& state) -> Delivery {
        if (!state.store) return failure(id, tr("Read values"), notOpen());
        QList<ValuePeek> peeks;
        peeks.reserve(keys.size());
        for (const QByteArray& key : keys) {
            HeadSink head(kPeekBytes, kPeekReadLimit);
            const wr::Status read = state.store->getStream(bytesView(key), head);
            ValuePeek peek;
            peek.found = read.isOk() || head.stopped();
            peek.size = head.size();
            peek.sizeIsLowerBound = head.stopped();
            peek.head = head.head();
            if (!peek.found && !read.is(wr::StatusCode::kNotFound)) peek.error = fromUtf8(read.toString());
            peeks.push_back(std::move(peek));
        }
        return [this, id, peeks] { emit valuesPeeked(id, peeks); };
    });
}

KvRequestId KvSession::countKeys(bool exactly) {
    const QString operation = exactly ? tr("Count every key") : tr("Count the keys");
    return submitLong(operation,
                      [this, operation, exactly](KvRequestId id, wr::kv::KvStore& store,
                                                 const wr::CancellationToken& cancel) -> Delivery {
                          auto counted = [&]() -> wr::Result<wr::kv::KeyCount> {
                              if (!exactly) return store.countKeys();
                              CountProgress progress([this, id](quint64 done, quint64 estimate) {
                                  post([this, id, done, estimate] {
                                      if (answers(id)) emit keyCountProgress(id, done, estimate);
                                  });
                              });
                              WR_ASSIGN_OR_RETURN(uint64_t keys, wr::kv::countExactly(store, &progress, &cancel));
                              return wr::kv::KeyCount{keys, true, {}};
                          };
                          const auto count = counted();
                          if (!count) return failure(id, operation, count.status());
                          return [this, id, answer = keyCountOf(*count)] { emit keysCounted(id, answer); };
                      });
}

KvRequestId KvSession::runTask(const QString& operation, StoreTask task) {
    return submitLong(
        operation,
        [this, operation, task = std::move(task)](KvRequestId id, wr::kv::KvStore& store,
                                                  const wr::CancellationToken& cancel) -> Delivery {
            const wr::Status done = task(store, cancel);
            if (!done.isOk()) return failure(id, operation, done);
            return [this, id] { emit taskFinished(id); };
        },
        true);
}

KvRequestId KvSession::queryStatistics() {
    const QString operation = tr("Query the store's statistics");
    return submitLong(
        operation, [this, operation](KvRequestId id, wr::kv::KvStore& store, const wr::CancellationToken&) -> Delivery {
            auto statistics = store.statistics();
            if (!statistics) return failure(id, operation, statistics.status());
            auto count = store.countKeys();
            if (!count) return failure(id, operation, count.status());
            KvStatistics out{
                statistics->approximateCount, keyCountOf(*count), statistics->diskBytes, statistics->memoryBytes, {}};
            for (const auto& [name, value] : statistics->details)
                out.details.push_back({fromUtf8(name), fromUtf8(value)});
            return [this, id, out] { emit statisticsQueried(id, out); };
        });
}

KvRequestId KvSession::loadValue(const QByteArray& key, qint64 memoryLimit) {
    const QString operation = tr("Read the value of %1").arg(escapeBytes(key, 80));
    return submitLong(operation,
                      [this, key, memoryLimit, operation](KvRequestId id, wr::kv::KvStore& store,
                                                          const wr::CancellationToken& cancel) -> Delivery {
                          SpillSink sink(memoryLimit, cancel, [this, id](quint64 bytes) {
                              post([this, id, bytes] {
                                  if (answers(id)) emit valueLoadProgress(id, bytes);
                              });
                          });
                          const wr::Status read = store.getStream(bytesView(key), sink);
                          if (read.is(wr::StatusCode::kNotFound)) {
                              return [this, id, key] { emit valueMissing(id, key); };
                          }
                          if (!read.isOk()) return failure(id, operation, read);
                          std::shared_ptr<ByteSource> value = sink.finish();
                          return [this, id, key, value] { emit valueLoaded(id, key, value); };
                      });
}

KvRequestId KvSession::startSearch(const SearchSpec& spec) {
    return submitLong(
        tr("Search"),
        [this, spec](KvRequestId id, wr::kv::KvStore& store, const wr::CancellationToken& cancel) -> Delivery {
            const KeySearch search(spec);
            const SearchSummary summary =
                search.run(store, cancel, [this, id](QList<QByteArray> keys, quint64 scanned) {
                    post([this, id, keys = std::move(keys), scanned] {
                        if (answers(id)) emit searchProgress(id, keys, scanned);
                    });
                });
            return [this, id, summary] { emit searchFinished(id, summary); };
        },
        true);
}

KvRequestId KvSession::writeEdits(const QList<KvEdit>& edits) {
    return submit([this, edits](KvRequestId id, WorkerState& state) -> Delivery {
        const QString operation = tr("Write %n change(s)", nullptr, int(edits.size()));
        if (!state.store) return failure(id, operation, notOpen());
        if (state.store->isReadOnly()) {
            return failure(id, operation, wr::Status::readOnly("the store is open read-only"));
        }
        wr::kv::WriteBatch batch;
        for (const KvEdit& edit : edits) {
            if (edit.kind == KvEdit::Kind::Put) {
                batch.put(bytesView(edit.key), bytesView(edit.value));
            } else {
                batch.remove(bytesView(edit.key));
            }
        }
        wr::Status status = state.store->write(batch);
        if (status.isOk()) status = state.store->flush();
        if (!status.isOk()) return failure(id, operation, status);
        return [this, id, count = int(edits.size())] { emit editsWritten(id, count); };
    });
}

}  // namespace wr::gui
