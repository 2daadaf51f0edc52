#include "widgets/inspector/byte_source.h"

#include <QFile>

#include <algorithm>

namespace wr::gui {

QByteArray MemoryByteSource::read(quint64 offset, qint64 length) {
    if (offset >= size() || length <= 0) return {};
    return data_.mid(qsizetype(offset), qsizetype(std::min<quint64>(quint64(length), size() - offset)));
}

FileByteSource::FileByteSource(const QString& path, quint64 size, bool removeWhenDone)
    : path_(path), size_(size), removeWhenDone_(removeWhenDone) {}

FileByteSource::~FileByteSource() {
    file_.reset();
    if (removeWhenDone_) QFile::remove(path_);
}

QByteArray FileByteSource::read(quint64 offset, qint64 length) {
    if (offset >= size_ || length <= 0) return {};
    if (!file_) {
        file_ = std::make_unique<QFile>(path_);
        if (!file_->open(QIODevice::ReadOnly)) return {};
    }
    if (!file_->isOpen() || !file_->seek(qint64(offset))) return {};
    return file_->read(qint64(std::min<quint64>(quint64(length), size_ - offset)));
}

}  // namespace wr::gui
