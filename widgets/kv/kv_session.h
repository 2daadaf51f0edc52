// KvSession: the GUI's one door to a key-value store of any engine (opened by
// store URI through the factory). Like every WorkerSession it owns the store
// on threads of its own and answers asynchronous requests through signals.
//
// Every request returns an id that its answer carries; models remember the
// ids they asked for and ignore the rest. Quick requests (open, close, a page
// of keys, a glance at some values) run one at a time, in order, on the
// session's worker thread, which also keeps the cursors of the key listings
// between pages. Long ones (counting, statistics, loading a whole value,
// searching) run on background threads, each with its own
// CancellationToken, so a scan of ten million keys never holds up the page a
// view is waiting for; they still start after every request made before
// them (a count asked right after open() sees the opened store). Closing
// cancels the long requests and waits for them before the store closes.
//
// cancel(id) stops a request as soon as it can. A cancelled request is not
// answered, except a search, which always ends with searchFinished (its
// summary says it was cancelled) so that its partial results stay consistent.
// Signals are emitted on the thread that owns the session (the GUI thread).
#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QHash>
#include <QList>
#include <QMetaType>
#include <QPair>
#include <QString>
#include <QThreadPool>

#include <functional>
#include <memory>
#include <unordered_map>

#include "stores/kv_store.h"
#include "util/cancellation.h"
#include "widgets/common/worker_session.h"
#include "widgets/inspector/byte_source.h"
#include "widgets/kv/key_search.h"
#include "widgets/kv/kv_pending_edits.h"

namespace wr::gui {

using KvRequestId = SessionRequestId;
// One walk through the store's keys, page by page, on a cursor the worker keeps.
using KvListingId = quint64;

struct KvStoreInfo {
    QString uri;  // canonical: reopens the same store
    QString scheme;
    wr::kv::StoreCapabilities capabilities;
    bool readOnly = true;
    qint64 openMillis = 0;
};

// How many pairs a store holds: exact, or an estimate and how it was made.
struct KvKeyCount {
    quint64 keys = 0;
    bool exact = false;
    QString estimatedBy;  // "sampled 4096 of 65536 leaves"; empty when exact
};

struct KvStatistics {
    quint64 approximateCount = 0;
    KvKeyCount count;  // approximateCount with whether it is exact
    quint64 diskBytes = 0;
    quint64 memoryBytes = 0;
    QList<QPair<QString, QString>> details;  // engine-specific, in the engine's order
};

// A glance at one value: its size and its first bytes.
struct ValuePeek {
    bool found = false;  // false when the key is gone (or the read failed: error says why)
    quint64 size = 0;
    bool sizeIsLowerBound = false;  // larger than KvSession::kPeekReadLimit; not read to the end
    QByteArray head;                // the first KvSession::kPeekBytes
    QString error;
};

using KvRequestError = SessionError;

class KvSession : public WorkerSession {
    Q_OBJECT

public:
    static constexpr qint64 kPeekBytes = 256;
    static constexpr quint64 kPeekReadLimit = 16ull << 20;
    // Values up to this size are loaded into memory; larger ones into a temporary file.
    static constexpr qint64 kDefaultMemoryLimit = 8 << 20;

    explicit KvSession(QObject* parent = nullptr);
    // Cancels everything, closes the store and waits for it.
    ~KvSession() override;

    // Opens an existing store, closing the open one first (which releases its
    // lock). Answered by opened() or requestFailed(), after closed() when a
    // store was open.
    KvRequestId open(const QString& uri, bool readOnly);
    KvRequestId close();

    KvListingId newListing() { return nextId(); }
    // Up to `count` keys, continuing the listing where its last page ended.
    // Answered by keysListed(); the listing is released by itself at the end.
    KvRequestId listKeys(KvListingId listing, int count);
    // Drops a listing's cursor before its end.
    void releaseListing(KvListingId listing);
    // Places the listing about `position` keys into the store, or at `key`,
    // and lists up to `count` keys from there; listKeys() goes on after them.
    // Answered by keysPlaced(); the placing runs on a background thread (a
    // store that cannot seek walks there) and stops when cancelled.
    KvRequestId listKeysFrom(KvListingId listing, quint64 position, int count);
    KvRequestId listKeysFromKey(KvListingId listing, const QByteArray& key, int count);

    // Sizes and first bytes of some values, in the order of `keys`.
    KvRequestId peekValues(const QList<QByteArray>& keys);

    // Long requests.
    // The engine's count (exact where it keeps one, else its estimate), or
    // with `exactly` every pair walked and counted, reported by
    // keyCountProgress(); both answered by keysCounted().
    KvRequestId countKeys(bool exactly = false);
    KvRequestId queryStatistics();
    // The whole value of `key`, in memory or spilled to a temporary file
    // past memoryLimit; valueLoadProgress() reports the bytes read so far.
    // A key the store does not hold is answered by valueMissing(), not as a failure.
    KvRequestId loadValue(const QByteArray& key, qint64 memoryLimit = kDefaultMemoryLimit);
    // Answered by searchProgress() batches and one searchFinished(), or by
    // requestFailed() when no store is open.
    KvRequestId startSearch(const SearchSpec& spec);
    // Runs `task` with the store on a background thread, as the long requests
    // above run, for work that belongs elsewhere (exports). Answered by
    // taskFinished() or requestFailed(), a cancellation included.
    using StoreTask = std::function<wr::Status(wr::kv::KvStore& store, const wr::CancellationToken& cancel)>;
    KvRequestId runTask(const QString& operation, StoreTask task);

    // Applies `edits`, in order, as one WriteBatch (atomic where the engine
    // says so) and flushes; answered by editsWritten() or requestFailed().
    // Runs on the worker, after every request made before it.
    KvRequestId writeEdits(const QList<KvEdit>& edits);

    void cancel(KvRequestId id);

    const KvStoreInfo& info() const { return info_; }

signals:
    void opened(wr::gui::KvRequestId id, const wr::gui::KvStoreInfo& info);
    void keysListed(wr::gui::KvRequestId id, wr::gui::KvListingId listing, const QList<QByteArray>& keys, bool atEnd);
    // `position`: the keys before the first one listed, exact or the store's estimate.
    void keysPlaced(wr::gui::KvRequestId id, wr::gui::KvListingId listing, quint64 position, bool exact,
                    const QList<QByteArray>& keys, bool atEnd);
    void valuesPeeked(wr::gui::KvRequestId id, const QList<wr::gui::ValuePeek>& peeks);
    void keysCounted(wr::gui::KvRequestId id, const wr::gui::KvKeyCount& count);
    void keyCountProgress(wr::gui::KvRequestId id, quint64 counted, quint64 estimate);
    void statisticsQueried(wr::gui::KvRequestId id, const wr::gui::KvStatistics& statistics);
    void valueLoadProgress(wr::gui::KvRequestId id, quint64 bytes);
    void valueLoaded(wr::gui::KvRequestId id, const QByteArray& key, const std::shared_ptr<wr::gui::ByteSource>& value);
    void valueMissing(wr::gui::KvRequestId id, const QByteArray& key);
    void searchProgress(wr::gui::KvRequestId id, const QList<QByteArray>& keys, quint64 scanned);
    void searchFinished(wr::gui::KvRequestId id, const wr::gui::SearchSummary& summary);
    void editsWritten(wr::gui::KvRequestId id, int count);
    void taskFinished(wr::gui::KvRequestId id);

private:
    // What only the worker thread touches.
    struct WorkerState {
        std::shared_ptr<wr::kv::KvStore> store;
        std::unordered_map<KvListingId, std::unique_ptr<wr::kv::KvCursor>> listings;
    };
    struct Request {
        std::shared_ptr<wr::CancellationToken> token;
        bool isLong = false;
        bool answerWhenCancelled = false;
    };
    // Work returns what to do on the GUI thread with its outcome.
    using Work = std::function<Delivery(KvRequestId id, WorkerState& state)>;
    using LongWork =
        std::function<Delivery(KvRequestId id, wr::kv::KvStore& store, const wr::CancellationToken& cancel)>;

    KvRequestId submit(Work work);
    // Long work starts from the worker (after every request made before it)
    // on a background thread, holding the store open while it runs.
    KvRequestId submitLong(const QString& operation, LongWork work, bool answerWhenCancelled = false);
    KvRequestId record(bool isLong, bool answerWhenCancelled);
    using Placement =
        std::function<wr::Result<wr::kv::PlacedCursor>(wr::kv::KvStore& store, const wr::CancellationToken& cancel)>;
    KvRequestId placeListing(KvListingId listing, int count, const QString& operation, Placement place);
    // Whether the request is still waiting for answers that it should get.
    bool answers(KvRequestId id) const;
    void finish(KvRequestId id, const Delivery& delivery);
    void cancelLongRequests();
    // On the worker: waits for the long requests and closes the store.
    void closeStore(WorkerState& state);
    void clearInfo() override { info_ = {}; }

    QThreadPool background_;
    WorkerState state_;  // touched only on the worker
    QHash<KvRequestId, Request> requests_;
    KvStoreInfo info_;
};

}  // namespace wr::gui

// For QVariant and QSignalSpy, which see the signals' arguments.
Q_DECLARE_METATYPE(wr::gui::KvStoreInfo)
Q_DECLARE_METATYPE(wr::gui::KvStatistics)
Q_DECLARE_METATYPE(wr::gui::KvKeyCount)
Q_DECLARE_METATYPE(wr::gui::ValuePeek)
Q_DECLARE_METATYPE(wr::gui::SearchSummary)
Q_DECLARE_METATYPE(std::shared_ptr<wr::gui::ByteSource>)
