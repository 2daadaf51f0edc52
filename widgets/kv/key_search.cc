#include "widgets/kv/key_search.h"

#include <QElapsedTimer>

#include "widgets/inspector/printable_text.h"
#include "widgets/kv/value_head_sink.h"

namespace wr::gui {

KeySearch::KeySearch(SearchSpec spec) : spec_(std::move(spec)) {
    if (spec_.mode != SearchSpec::Mode::RegularExpression) {
        bytes_ = unescapeBytes(spec_.pattern);
        if (!spec_.caseSensitive) bytes_ = bytes_.toLower();
        return;
    }
    if (spec_.pattern.isEmpty()) {
        problem_ = tr("Enter a regular expression.");
        return;
    }
    QRegularExpression::PatternOptions options = QRegularExpression::UseUnicodePropertiesOption;
    if (!spec_.caseSensitive) options |= QRegularExpression::CaseInsensitiveOption;
    regex_ = QRegularExpression(spec_.pattern, options);
    if (!regex_.isValid()) {
        problem_ = tr("The regular expression is invalid at character %1: %2.")
                       .arg(regex_.patternErrorOffset() + 1)
                       .arg(regex_.errorString());
        return;
    }
    regex_.optimize();
}

bool KeySearch::inScope(QByteArrayView key) const { return key.startsWith(spec_.scope); }

bool KeySearch::matches(QByteArrayView bytes) const {
    if (spec_.mode == SearchSpec::Mode::Prefix) {
        if (bytes.size() < bytes_.size()) return false;
        const Qt::CaseSensitivity cs = spec_.caseSensitive ? Qt::CaseSensitive : Qt::CaseInsensitive;
        return bytes.first(bytes_.size()).compare(bytes_, cs) == 0;
    }
    if (spec_.mode == SearchSpec::Mode::Contains) {
        // ASCII case folding, as the prefix compare does.
        return spec_.caseSensitive ? bytes.contains(bytes_) : bytes.toByteArray().toLower().contains(bytes_);
    }
    return regex_.match(QString::fromUtf8(bytes)).hasMatch();
}

SearchSummary KeySearch::run(wr::kv::KvStore& store, const wr::CancellationToken& cancel,
                             const BatchFn& onBatch) const {
    SearchSummary summary;
    QElapsedTimer timer;
    timer.start();
    QList<QByteArray> batch;
    auto lastBatch = std::chrono::steady_clock::now();
    auto finish = [&] {
        summary.millis = timer.elapsed();
        onBatch(std::move(batch), summary.scanned);
        return summary;
    };
    if (!problem_.isEmpty()) {
        summary.error = problem_;
        return finish();
    }
    auto scanned = store.scan();
    if (!scanned) {
        summary.error = QString::fromStdString(scanned.status().toString());
        return finish();
    }
    wr::kv::KvCursor& cursor = *scanned.value();
    for (; cursor.valid(); cursor.next()) {
        if (cancel.isCancelled()) {
            summary.cancelled = true;
            return finish();
        }
        ++summary.scanned;
        const wr::BytesView key = cursor.key();
        const QByteArrayView keyView(key.data(), qsizetype(key.size()));
        if (inScope(keyView)) {
            bool hit = false;
            if (spec_.target == SearchSpec::Target::Keys) {
                hit = matches(keyView);
            } else {
                HeadSink head(kValueBytes, quint64(kValueBytes));
                const wr::Status read = store.getStream(key, head);
                const bool readWhole = read.isOk() || head.stopped();
                // A pair removed since the scan passed it is simply not a hit.
                if (!readWhole && !read.is(wr::StatusCode::kNotFound) && summary.unreadable++ == 0) {
                    summary.readError = QString::fromStdString(read.toString());
                }
                hit = readWhole && matches(head.head());
            }
            if (hit) {
                batch.push_back(keyView.toByteArray());
                if (++summary.matched >= spec_.maxResults) {
                    summary.truncated = true;
                    return finish();
                }
            }
        }
        const auto now = std::chrono::steady_clock::now();
        if (now - lastBatch >= kBatchInterval) {
            lastBatch = now;
            onBatch(std::exchange(batch, {}), summary.scanned);
        }
    }
    if (!cursor.status().isOk()) summary.error = QString::fromStdString(cursor.status().toString());
    return finish();
}

}  // namespace wr::gui
