// The format fixtures (tests/fixtures/formats/<format>/v<N>/) as the tests
// use them: copied into a temporary directory, so the committed files are
// never opened by a store; every file of a copy read back to prove nothing
// changed; and a header's version bumped past what this build reads.
#pragma once

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>
#include <map>

#include "util/bytes.h"
#include "util/crc32c.h"

inline QString fixturePath(const QString& relative) { return QStringLiteral(WR_FORMAT_FIXTURES) + "/" + relative; }

// Copies a fixture directory (or file) into `dir`; the committed fixture is never opened.
inline QString copyFixture(const QString& relative, const QTemporaryDir& dir) {
    const QString from = fixturePath(relative);
    const QString to = dir.filePath(relative);
    if (QFileInfo(from).isFile()) {
        QDir().mkpath(QFileInfo(to).path());
        QFile::copy(from, to);
        return to;
    }
    QDirIterator it(from, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        const QString target = to + file.mid(from.size());
        QDir().mkpath(QFileInfo(target).path());
        QFile::copy(file, target);
    }
    return to;
}

// Every file under `root` but the lock files, which belong to the process
// holding the store, not to any format.
inline std::map<QString, QByteArray> filesUnder(const QString& root) {
    std::map<QString, QByteArray> files;
    QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        if (QFileInfo(file).fileName() == "LOCK") continue;
        QFile f(file);
        if (f.open(QIODevice::ReadOnly)) files[file] = f.readAll();
    }
    return files;
}

// What a newer build would write: the version (the u32 after the magic) of
// the header at `header` in `file` one higher, and the header's masked
// CRC32C at `crcAt` (from the header's start, covering the bytes before it)
// recomputed.
inline void bumpVersionAt(const QString& file, qint64 header, qint64 crcAt) {
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadWrite));
    QVERIFY(f.seek(header));
    QByteArray bytes = f.read(crcAt + 4);
    QCOMPARE(bytes.size(), crcAt + 4);
    wr::encodeFixed32(bytes.data() + 8, wr::getFixed32(bytes.constData() + 8) + 1);
    wr::encodeFixed32(bytes.data() + crcAt, wr::crc32c::mask(wr::crc32c::value(bytes.constData(), crcAt)));
    QVERIFY(f.seek(header));
    QCOMPARE(f.write(bytes), bytes.size());
}
