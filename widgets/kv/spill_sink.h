// SpillSink: receives a whole value from KvStore::getStream for the inspector.
// Up to a memory limit it stays in memory; past it, everything goes to a
// temporary file that a FileByteSource then pages through, so a value of
// hundreds of megabytes (WR-Store++, seed 001) never sits in memory. It stops
// the read when cancelled and reports the bytes received at a bounded rate.
#pragma once

#include <QByteArray>
#include <QString>

#include <chrono>
#include <functional>
#include <memory>

#include "stores/kv_store.h"
#include "util/cancellation.h"
#include "widgets/inspector/byte_source.h"

class QTemporaryFile;

namespace wr::gui {

class SpillSink : public wr::kv::ValueSink {
public:
    using ProgressFn = std::function<void(quint64 bytes)>;

    SpillSink(qint64 memoryLimit, const wr::CancellationToken& cancel, ProgressFn progress);
    ~SpillSink() override;

    wr::Status write(wr::BytesView piece) override;
    // The received value as a source, after getStream succeeded. The
    // temporary file, if any, now belongs to the source.
    std::shared_ptr<ByteSource> finish();

private:
    wr::Status spill();

    qint64 memoryLimit_;
    const wr::CancellationToken& cancel_;
    ProgressFn progress_;
    QByteArray memory_;
    std::unique_ptr<QTemporaryFile> file_;
    quint64 size_ = 0;
    std::chrono::steady_clock::time_point lastReport_{};
};

}  // namespace wr::gui
