// ByteSource: random access to the bytes of one value, so the hex view can
// page through a value without holding it whole. A value small enough sits in
// memory; a large one (a WR-Store++ value of hundreds of megabytes, seed 001)
// is streamed once to a file by the session's worker and read from there a
// screenful at a time.
//
// Sources are used from the GUI thread only; a file source's reads are local
// file reads of a few kilobytes, never store calls.
#pragma once

#include <QByteArray>
#include <QString>

#include <memory>

class QFile;

namespace wr::gui {

class ByteSource {
public:
    virtual ~ByteSource() = default;
    virtual quint64 size() const = 0;
    // Up to `length` bytes from `offset`: fewer at the end, none past it or
    // when the underlying file cannot be read.
    virtual QByteArray read(quint64 offset, qint64 length) = 0;
};

class MemoryByteSource : public ByteSource {
public:
    explicit MemoryByteSource(QByteArray data) : data_(std::move(data)) {}
    quint64 size() const override { return quint64(data_.size()); }
    QByteArray read(quint64 offset, qint64 length) override;

private:
    QByteArray data_;
};

// The bytes of a file, opened on the first read. With removeWhenDone the file
// is a spilled value that belongs to this source and is deleted with it.
class FileByteSource : public ByteSource {
public:
    FileByteSource(const QString& path, quint64 size, bool removeWhenDone);
    ~FileByteSource() override;
    quint64 size() const override { return size_; }
    QByteArray read(quint64 offset, qint64 length) override;
    const QString& path() const { return path_; }

private:
    QString path_;
    quint64 size_;
    bool removeWhenDone_;
    std::unique_ptr<QFile> file_;
};

}  // namespace wr::gui
