#include "widgets/kv/kv_pair_import.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHash>
#include <QSettings>
#include <QtConcurrent>

#include <fstream>

#include "widgets/common/qt_strings.h"
#include "widgets/kv/kv_editor.h"
#include "widgets/kv/pair_import_dialog.h"

namespace wr::gui {

namespace {

const char* const kLastDirectoryKey = "kvImport/lastDirectory";
// Rows the preview shows.
constexpr size_t kPreviewRows = 50;

KvPairImport::Reading readFile(const QString& file, wr::exchange::PairFormat format,
                               std::shared_ptr<wr::CancellationToken> cancel) {
    KvPairImport::Reading reading;
    std::ifstream in(file.toStdString(), std::ios::binary);
    if (!in) {
        reading.preview = wr::Status::fromErrno("cannot open " + file.toStdString(), errno);
        return reading;
    }
    std::vector<wr::exchange::PairRecord> pairs;
    reading.preview = wr::exchange::previewPairs(in, format, kPreviewRows, cancel.get(), &pairs);
    // One edit per key, with the value the file gives last (as putting the pairs in order would leave it).
    QHash<QByteArray, qsizetype> editOf;
    reading.edits.reserve(qsizetype(pairs.size()));
    for (wr::exchange::PairRecord& pair : pairs) {
        QByteArray key(pair.key.data(), qsizetype(pair.key.size()));
        QByteArray value(pair.value.data(), qsizetype(pair.value.size()));
        wr::Bytes().swap(pair.value);  // half the memory at the peak
        const auto known = editOf.constFind(key);
        if (known != editOf.cend()) {
            reading.edits[*known].value = std::move(value);
            continue;
        }
        editOf.insert(key, reading.edits.size());
        reading.edits.append(KvEdit::put(std::move(key), std::move(value)));
    }
    return reading;
}

}  // namespace

KvPairImport::KvPairImport(KvEditor* editor, QWidget* dialogParent)
    : QObject(dialogParent), editor_(editor), dialogParent_(dialogParent) {
    connect(&watcher_, &QFutureWatcher<Reading>::finished, this, &KvPairImport::onRead);
}

bool KvPairImport::canImport() const { return editor_ != nullptr && editor_->canEdit() && !isReading(); }

void KvPairImport::importInteractively() {
    QSettings settings;
    const QString file = QFileDialog::getOpenFileName(
        dialogParent_, tr("Import Pairs"), settings.value(kLastDirectoryKey, QDir::homePath()).toString(),
        tr("Pairs (*.csv *.jsonl);;CSV files (*.csv);;JSON lines files (*.jsonl);;All files (*)"));
    if (file.isEmpty()) return;
    settings.setValue(kLastDirectoryKey, QFileInfo(file).absolutePath());
    const bool jsonLines = QFileInfo(file).suffix().compare(QLatin1String("jsonl"), Qt::CaseInsensitive) == 0;
    read(file, jsonLines ? wr::exchange::PairFormat::kJsonLines : wr::exchange::PairFormat::kCsv);
}

void KvPairImport::read(const QString& file, wr::exchange::PairFormat format) {
    if (!canImport()) return;
    file_ = file;
    operation_ = tr("Import %1").arg(QDir::toNativeSeparators(file));
    cancel_ = std::make_shared<wr::CancellationToken>();
    watcher_.setFuture(QtConcurrent::run(readFile, file, format, cancel_));
    emit readStarted(operation_);
}

void KvPairImport::cancel() {
    if (cancel_ != nullptr) cancel_->cancel();
}

void KvPairImport::onRead() {
    Reading reading = watcher_.future().takeResult();
    if (!reading.preview) {
        const wr::Status& status = reading.preview.status();
        emit stopped(operation_, fromUtf8(status.toString()), !status.is(wr::StatusCode::kCancelled));
        return;
    }
    PairImportDialog dialog(*reading.preview, file_, dialogParent_);
    if (dialog.exec() != QDialog::Accepted || editor_ == nullptr) {
        emit stopped(operation_, tr("nothing was staged"), false);
        return;
    }
    const int count = int(reading.edits.size());
    const wr::Status status = editor_->put(reading.edits, operation_);
    if (!status.isOk()) {
        emit stopped(operation_, fromUtf8(status.toString()), true);
        return;
    }
    emit staged(operation_, tr("%Ln pair(s) staged, not written yet (File > Write Changes)", nullptr, count));
}

}  // namespace wr::gui
