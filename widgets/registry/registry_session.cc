#include "widgets/registry/registry_session.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QMutexLocker>

#include <utility>

#include "registry/hive/hive.h"
#include "registry/regfile/reg_file_paths.h"
#include "registry/regfile/reg_file_preview.h"
#include "registry/regfile/reg_file_reader.h"
#include "registry/value_codec.h"
#include "stores/wrindex/registry_pool.h"
#include "widgets/common/background_release.h"
#include "widgets/common/posting_progress_sink.h"
#include "widgets/common/qt_strings.h"

namespace wr::gui {

namespace {

// The table shows one line; a multi-megabyte string would only cost memory.
constexpr qsizetype kPreviewChars = 1000;

QString rootLabelFor(const wr::reg::RegistryLocation& location) {
    if (location.hivePath) return QFileInfo(QString::fromStdString(location.hivePath->string())).fileName();
    return QString::fromLatin1(wr::reg::rootKeyName(location.root));
}

}  // namespace

RegistrySession::RegistrySession(QObject* parent) : WorkerSession(parent) {}

RegistrySession::~RegistrySession() {
    // Freeing a large registry (a ten-million-key WR-Store's hive) takes a
    // while: the GUI thread waits only for the request running now.
    stopWorker([this] {
        if (registry_) releaseInBackground(std::move(registry_));
    });
}

RequestId RegistrySession::submitLong(const QString& operation, LongWork work) {
    const RequestId id = beginRequest();
    auto token = std::make_shared<wr::CancellationToken>();
    {
        QMutexLocker lock(&cancelledMutex_);
        running_.insert(id, token);
    }
    runOnWorker([this, id, operation, token, work = std::move(work)] {
        Delivery delivery = [] {};
        if (!takeCancelled(id)) {
            if (!registry_) {
                delivery = failure(id, operation, wr::Status::notFound("no hive is open"));
            } else {
                PostingProgressSink sink(this, [this, id](const QString& phase, quint64 done, quint64 total) {
                    emit progress(id, phase, done, total);
                });
                delivery = work(id, *registry_, sink, *token, operation);
            }
        }
        post([this, id, delivery = std::move(delivery)] { finish(id, delivery); });
    });
    return id;
}

RequestId RegistrySession::submit(Work work) {
    const RequestId id = beginRequest();
    runOnWorker([this, id, work = std::move(work)] {
        Delivery delivery = takeCancelled(id) ? Delivery() : work(id, registry_);
        post([this, id, delivery = std::move(delivery)] { finish(id, delivery); });
    });
    return id;
}

void RegistrySession::finish(RequestId id, const Delivery& delivery) {
    // Forget a cancellation that came too late to skip the work.
    takeCancelled(id);
    {
        QMutexLocker lock(&cancelledMutex_);
        running_.remove(id);
    }
    finishRequest(delivery);
}

bool RegistrySession::takeCancelled(RequestId id) {
    QMutexLocker lock(&cancelledMutex_);
    return cancelled_.remove(id);
}

void RegistrySession::cancel(RequestId id) {
    QMutexLocker lock(&cancelledMutex_);
    cancelled_.insert(id);
    if (const auto token = running_.value(id)) token->cancel();
}

RequestId RegistrySession::open(const wr::reg::RegistryLocation& location) {
    const QString operation =
        location.hivePath ? tr("Open hive %1").arg(QDir::toNativeSeparators(fromUtf8(location.hivePath->string())))
                          : tr("Open %1").arg(rootLabelFor(location));
    return openWith(
        operation, rootLabelFor(location),
        [location]() -> wr::Result<std::shared_ptr<wr::reg::Registry>> {
            auto opened = wr::reg::openRegistry(location);
            if (!opened) return opened.status();
            return std::shared_ptr<wr::reg::Registry>(std::move(opened).value());
        },
        location);
}

RequestId RegistrySession::openShared(const wr::reg::RegistryLocation& location, const QString& rootLabel) {
    const QString label = rootLabel.isNull() ? rootLabelFor(location) : rootLabel;
    return openWith(
        tr("Open the registry of %1").arg(label), label,
        [location] { return wr::kv::wrstore::openSharedRegistry(location); }, location);
}

RequestId RegistrySession::openWith(const QString& operation, const QString& label,
                                    std::function<wr::Result<std::shared_ptr<wr::reg::Registry>>()> opener,
                                    const wr::reg::RegistryLocation& location) {
    const QString rootName = fromUtf8(
        std::string(wr::reg::canonicalRootKeyName(wr::reg::rootKeyName(location.root)).value_or("HKEY_CURRENT_USER")));
    return submit([this, operation, label, rootName, opener = std::move(opener)](
                      RequestId id, std::shared_ptr<wr::reg::Registry>& registry) -> Delivery {
        // Close first: a hive reopened in another mode must release its lock
        // (and so must one that a session let go of a moment ago).
        registry.reset();
        waitForReleases();
        QElapsedTimer timer;
        timer.start();
        auto result = opener();
        if (!result) return openFailure(id, operation, result.status());
        std::shared_ptr<wr::reg::Registry> candidate = std::move(result).value();
        SessionInfo info;
        info.description = fromUtf8(candidate->describe());
        info.rootLabel = label;
        info.rootName = rootName;
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
            markOpen();
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
    return submit([this](RequestId, std::shared_ptr<wr::reg::Registry>& registry) -> Delivery {
        registry.reset();
        return [this] { markClosed(); };
    });
}

RequestId RegistrySession::submitForKey(const QString& path, const QString& operation, KeyWork work) {
    return submit([this, path, operation, work = std::move(work)](
                      RequestId id, std::shared_ptr<wr::reg::Registry>& registry) -> Delivery {
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

RequestId RegistrySession::queryValue(const QString& path, const QString& name) {
    const QString label = name.isEmpty() ? tr("(Default)") : name;
    return submitForKey(path, tr("Read value %1 of %2").arg(label, keyName(path)),
                        [this, path, name](RequestId id, wr::reg::Registry& registry, const wr::reg::Key& key,
                                           const QString& operation) -> Delivery {
                            auto value = registry.queryValue(key, name.toStdString());
                            if (!value) return failure(id, operation, value.status());
                            QByteArray data(value->data.data(), qsizetype(value->data.size()));
                            return [this, id, path, name, type = value->type, data] {
                                emit valueQueried(id, path, name, type, data);
                            };
                        });
}

RequestId RegistrySession::queryStatistics() {
    const QString operation = tr("Count the keys and values of the registry");
    return submitLong(operation,
                      [this](RequestId id, wr::reg::Registry& registry, wr::ProgressSink&, wr::CancellationToken&,
                             const QString& op) -> Delivery {
                          auto statistics = registry.statistics();
                          if (!statistics) return failure(id, op, statistics.status());
                          return
                              [this, id, statistics = statistics.value()] { emit statisticsQueried(id, statistics); };
                      });
}

RequestId RegistrySession::applyChanges(const QList<RegistryChange>& changes) {
    const QString operation = tr("Write %Ln change(s)", nullptr, int(changes.size()));
    return submitLong(
        operation,
        [this, changes](RequestId id, wr::reg::Registry& registry, wr::ProgressSink& sink,
                        wr::CancellationToken& cancel, const QString& op) -> Delivery {
            wr::ProgressThrottle throttle(&sink);
            const auto total = quint64(changes.size());
            for (qsizetype i = 0; i < changes.size(); ++i) {
                wr::Status status = cancel.isCancelled() ? wr::Status::cancelled("the write was cancelled")
                                                         : applyRegistryChange(registry, changes[i]);
                if (!status.isOk()) {
                    // What was written stays written: say where it stopped.
                    registry.flush();
                    const std::string where =
                        tr("%1 of %Ln change(s) were written; \"%2\" was not: ", nullptr, int(changes.size()))
                            .arg(i)
                            .arg(changes[i].describe())
                            .toStdString();
                    return failure(id, op, status.withContext(where));
                }
                throttle.report({"write", quint64(i + 1), total, 0});
            }
            const wr::Status flushed = registry.flush();
            if (!flushed.isOk()) return failure(id, op, flushed);
            return [this, id, count = int(changes.size())] { emit changesApplied(id, count); };
        });
}

RequestId RegistrySession::previewImport(const QString& file) {
    const QString operation = tr("Preview the import of %1").arg(QDir::toNativeSeparators(file));
    return submitLong(operation,
                      [this, file](RequestId id, wr::reg::Registry& registry, wr::ProgressSink&,
                                   wr::CancellationToken& cancel, const QString& op) -> Delivery {
                          auto parsed = wr::reg::readRegFile(std::filesystem::path(file.toStdString()));
                          if (!parsed) return failure(id, op, parsed.status());
                          if (cancel.isCancelled())
                              return failure(id, op, wr::Status::cancelled("the preview was cancelled"));
                          wr::reg::RegImportOptions options;
                          options.cancel = &cancel;
                          auto preview = wr::reg::previewRegFile(registry, registry.root(), parsed.value(), options);
                          if (!preview) return failure(id, op, preview.status());
                          ImportPreview shown = importPreviewFrom(file, preview.value());
                          return [this, id, shown] { emit importPreviewed(id, shown); };
                      });
}

RequestId RegistrySession::exportKey(const ExportRequest& request) {
    const QString operation =
        tr("Export %1 to %2").arg(keyName(request.keyPath), QDir::toNativeSeparators(request.file));
    return submitLong(operation,
                      [this, request](RequestId id, wr::reg::Registry& registry, wr::ProgressSink& sink,
                                      wr::CancellationToken& cancel, const QString& op) -> Delivery {
                          ExportResult result;
                          const wr::Status status = exportRegistryKey(registry, request, &sink, &cancel, &result);
                          if (!status.isOk()) return failure(id, op, status);
                          return [this, id, request, result] { emit exported(id, request, result); };
                      });
}

}  // namespace wr::gui
