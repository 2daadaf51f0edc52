#include "widgets/registry_session.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QMetaObject>
#include <QMutexLocker>

#include <utility>

#include "registry/hive.h"
#include "registry/value_codec.h"

namespace wr::gui {

namespace {

// The table shows one line; a multi-megabyte string would only cost memory.
constexpr qsizetype kPreviewChars = 1000;

QString fromUtf8(const std::string& s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

QString rootLabelFor(const wr::reg::RegistryLocation& location) {
    if (location.hivePath) return QFileInfo(QString::fromStdString(location.hivePath->string())).fileName();
    return QString::fromLatin1(wr::reg::rootKeyName(location.root));
}

}  // namespace

RegistrySession::RegistrySession(QObject* parent) : QObject(parent) {
    // One thread that lives as long as the session: requests run in order and
    // the registry has a single owner.
    worker_.setMaxThreadCount(1);
    worker_.setExpiryTimeout(-1);
}

RegistrySession::~RegistrySession() {
    worker_.clear();
    worker_.start([this] { registry_.reset(); });
    worker_.waitForDone();
}

RequestId RegistrySession::submit(Work work) {
    const RequestId id = nextId_++;
    ++pending_;
    worker_.start([this, id, work = std::move(work)] {
        Delivery delivery = takeCancelled(id) ? Delivery([] {}) : work(id, registry_);
        QMetaObject::invokeMethod(this, [this, id, delivery = std::move(delivery)] { finish(id, delivery); },
                                  Qt::QueuedConnection);
    });
    return id;
}

void RegistrySession::finish(RequestId id, const Delivery& delivery) {
    // Forget a cancellation that came too late to skip the work.
    takeCancelled(id);
    --pending_;
    delivery();
    if (pending_ == 0) emit idle();
}

bool RegistrySession::takeCancelled(RequestId id) {
    QMutexLocker lock(&cancelledMutex_);
    return cancelled_.remove(id);
}

void RegistrySession::cancel(RequestId id) {
    QMutexLocker lock(&cancelledMutex_);
    cancelled_.insert(id);
}

RegistrySession::Delivery RegistrySession::failure(RequestId id, const QString& operation, const wr::Status& status) {
    RequestError error{operation, fromUtf8(status.toString()), status.code()};
    return [this, id, error] { emit requestFailed(id, error); };
}

RegistrySession::Delivery RegistrySession::openFailure(RequestId id, const QString& operation,
                                                       const wr::Status& status) {
    Delivery reportFailure = failure(id, operation, status);
    // The registry that was open before has been closed on the way.
    return [this, reportFailure] {
        markClosed();
        reportFailure();
    };
}

void RegistrySession::markClosed() {
    const bool wasOpen = std::exchange(open_, false);
    info_ = {};
    if (wasOpen) emit closed();
}

RequestId RegistrySession::open(const wr::reg::RegistryLocation& location) {
    const QString label = rootLabelFor(location);
    const QString operation =
        location.hivePath ? tr("Open hive %1").arg(QDir::toNativeSeparators(fromUtf8(location.hivePath->string())))
                          : tr("Open %1").arg(label);
    return submit([this, location, label, operation](RequestId id,
                                                     std::unique_ptr<wr::reg::Registry>& registry) -> Delivery {
        // Close first: a hive reopened in another mode must release its lock.
        registry.reset();
        QElapsedTimer timer;
        timer.start();
        auto result = wr::reg::openRegistry(location);
        if (!result) return openFailure(id, operation, result.status());
        std::unique_ptr<wr::reg::Registry> candidate = std::move(result).value();
        SessionInfo info;
        info.description = fromUtf8(candidate->describe());
        info.rootLabel = label;
        info.readOnly = candidate->isReadOnly();
        if (auto* hive = dynamic_cast<wr::reg::Hive*>(candidate.get())) {
            info.recoveryMessage = fromUtf8(hive->recoveryReport().message);
        }
        auto rootInfo = candidate->queryInfo(candidate->root());
        if (!rootInfo) return openFailure(id, operation, rootInfo.status());
        info.rootInfo = rootInfo.value();
        info.openMillis = timer.elapsed();
        registry = std::move(candidate);
        return [this, id, info] {
            markClosed();
            open_ = true;
            info_ = info;
            emit opened(id, info);
        };
    });
}

RequestId RegistrySession::openHive(const QString& directory, bool readOnly) {
    wr::reg::RegistryLocation location;
    location.hivePath = std::filesystem::path(QDir::cleanPath(directory).toStdString());
    location.options.readOnly = readOnly;
    location.options.createIfMissing = false;
    return open(location);
}

RequestId RegistrySession::close() {
    return submit([this](RequestId, std::unique_ptr<wr::reg::Registry>& registry) -> Delivery {
        registry.reset();
        return [this] { markClosed(); };
    });
}

RequestId RegistrySession::submitForKey(const QString& path, const QString& operation, KeyWork work) {
    return submit([this, path, operation, work = std::move(work)](
                      RequestId id, std::unique_ptr<wr::reg::Registry>& registry) -> Delivery {
        if (!registry) return failure(id, operation, wr::Status::notFound("no hive is open"));
        auto key = registry->openKey(registry->root(), path.toStdString());
        if (!key) return failure(id, operation, key.status());
        return work(id, *registry, key.value(), operation);
    });
}

QString RegistrySession::keyName(const QString& path) { return path.isEmpty() ? tr("the root key") : path; }

RequestId RegistrySession::listSubkeys(const QString& path, quint32 start, quint32 count) {
    return submitForKey(path, tr("List the subkeys of %1").arg(keyName(path)),
                        [this, path, start, count](RequestId id, wr::reg::Registry& registry, const wr::reg::Key& key,
                                                   const QString& operation) -> Delivery {
        auto names = registry.listSubkeys(key, start, count);
        if (!names) return failure(id, operation, names.status());
        QList<SubkeyEntry> entries;
        entries.reserve(qsizetype(names->size()));
        for (const std::string& name : names.value()) {
            SubkeyEntry entry{fromUtf8(name), {}};
            // A subkey deleted since the listing keeps empty counts; it is gone
            // at the next refresh.
            if (auto child = registry.openKey(key, name)) {
                if (auto info = registry.queryInfo(child.value())) entry.info = info.value();
            }
            entries.push_back(std::move(entry));
        }
        return [this, id, path, start, entries] { emit subkeysListed(id, path, start, entries); };
    });
}

RequestId RegistrySession::listValues(const QString& path, quint32 start, quint32 count) {
    return submitForKey(path, tr("List the values of %1").arg(keyName(path)),
                        [this, path, start, count](RequestId id, wr::reg::Registry& registry, const wr::reg::Key& key,
                                                   const QString& operation) -> Delivery {
        auto values = registry.listValues(key, start, count);
        if (!values) return failure(id, operation, values.status());
        QList<ValueEntry> entries;
        entries.reserve(qsizetype(values->size()));
        for (const wr::reg::NamedValue& value : values.value()) {
            const std::string preview = wr::reg::formatValueData(value.type, value.data);
            entries.push_back({fromUtf8(value.name), value.type, quint32(value.data.size()),
                               fromUtf8(preview).left(kPreviewChars)});
        }
        return [this, id, path, start, entries] { emit valuesListed(id, path, start, entries); };
    });
}

RequestId RegistrySession::queryInfo(const QString& path) {
    return submitForKey(path, tr("Query %1").arg(keyName(path)),
                        [this, path](RequestId id, wr::reg::Registry& registry, const wr::reg::Key& key,
                                     const QString& operation) -> Delivery {
        auto info = registry.queryInfo(key);
        if (!info) return failure(id, operation, info.status());
        return [this, id, path, info = info.value()] { emit infoQueried(id, path, info); };
    });
}

}  // namespace wr::gui
