#include "widgets/kv/spill_sink.h"

#include <QDir>
#include <QTemporaryFile>

namespace wr::gui {

namespace {

constexpr std::chrono::milliseconds kProgressInterval(100);

wr::Status writeFailed(const QTemporaryFile& file) {
    return wr::Status::ioError("cannot write the value to " + file.fileName().toStdString() + ": " +
                               file.errorString().toStdString());
}

}  // namespace

SpillSink::SpillSink(qint64 memoryLimit, const wr::CancellationToken& cancel, ProgressFn progress)
    : memoryLimit_(memoryLimit), cancel_(cancel), progress_(std::move(progress)) {}

SpillSink::~SpillSink() = default;

wr::Status SpillSink::write(wr::BytesView piece) {
    if (cancel_.isCancelled()) return wr::Status::cancelled("reading the value was cancelled");
    size_ += piece.size();
    if (!file_ && qint64(size_) > memoryLimit_) WR_RETURN_IF_ERROR(spill());
    if (file_) {
        if (file_->write(piece.data(), qint64(piece.size())) != qint64(piece.size())) return writeFailed(*file_);
    } else {
        memory_.append(piece.data(), qsizetype(piece.size()));
    }
    const auto now = std::chrono::steady_clock::now();
    if (progress_ && now - lastReport_ >= kProgressInterval) {
        lastReport_ = now;
        progress_(size_);
    }
    return wr::Status::ok();
}

wr::Status SpillSink::spill() {
    file_ = std::make_unique<QTemporaryFile>(QDir::temp().filePath(QStringLiteral("wrstudio-value-XXXXXX")));
    if (!file_->open()) {
        return wr::Status::ioError("cannot create a temporary file for a large value in " +
                                   QDir::tempPath().toStdString() + ": " + file_->errorString().toStdString());
    }
    if (file_->write(memory_) != memory_.size()) return writeFailed(*file_);
    memory_ = QByteArray();
    return wr::Status::ok();
}

std::shared_ptr<ByteSource> SpillSink::finish() {
    if (!file_) return std::make_shared<MemoryByteSource>(std::move(memory_));
    file_->flush();
    file_->setAutoRemove(false);
    const QString path = file_->fileName();
    file_.reset();
    return std::make_shared<FileByteSource>(path, size_, true);
}

}  // namespace wr::gui
