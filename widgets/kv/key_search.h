// KeySearch: one search of a store, run on a background thread by
// KvSession. It scans every pair in the store's natural order (no engine can
// seek a hashed index by prefix), keeps the keys inside the scope, and
// matches the pattern against the key or the start of the value:
//   prefix              the bytes start with the pattern (typed as in the key
//                       list, \xNN for any byte)
//   contains            the pattern (typed the same way) is anywhere in the bytes
//   regular expression  QRegularExpression (PCRE2, JIT-compiled) anywhere in
//                       the UTF-8 text of the bytes
// Hits go out in batches at most every kBatchInterval with the count of keys
// scanned; the scan checks for cancellation at every key, so it stops well
// within a second, and what it found so far stays a consistent result.
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QRegularExpression>
#include <QString>

#include <chrono>
#include <functional>

#include "stores/kv_store.h"
#include "util/cancellation.h"

namespace wr::gui {

struct SearchSpec {
    enum class Target { Keys, Values };
    enum class Mode { Prefix, RegularExpression, Contains };

    Target target = Target::Keys;
    Mode mode = Mode::Prefix;
    QString pattern;
    // Only keys that start with these bytes are searched (a key prefix, or a
    // subtree of keys like "user/42/"); empty searches the whole store.
    QByteArray scope;
    bool caseSensitive = true;
    // The search stops (truncated) when it has found this many keys.
    quint64 maxResults = 100000;
};

struct SearchSummary {
    quint64 scanned = 0;  // keys looked at, in scope or not
    quint64 matched = 0;
    bool cancelled = false;
    bool truncated = false;  // stopped at SearchSpec::maxResults
    qint64 millis = 0;
    QString error;  // what ended the scan early, empty when nothing did
    // Values a value search could not read (not counting pairs removed during
    // the scan), and the first such failure.
    quint64 unreadable = 0;
    QString readError;
};

class KeySearch {
    Q_DECLARE_TR_FUNCTIONS(wr::gui::KeySearch)

public:
    // How much of each value a value search reads and matches.
    static constexpr qint64 kValueBytes = 1 << 20;
    static constexpr std::chrono::milliseconds kBatchInterval{100};

    using BatchFn = std::function<void(QList<QByteArray> keys, quint64 scanned)>;

    explicit KeySearch(SearchSpec spec);

    // Empty when the search can run, else why not (an invalid regular
    // expression, an empty pattern), in words for the user.
    const QString& problem() const { return problem_; }
    const SearchSpec& spec() const { return spec_; }

    bool inScope(QByteArrayView key) const;
    // Whether bytes (a key, or the start of a value) match the pattern.
    bool matches(QByteArrayView bytes) const;

    // Scans `store`; onBatch gets the hits found since the last batch (the
    // last batch comes before run returns, possibly empty).
    SearchSummary run(wr::kv::KvStore& store, const wr::CancellationToken& cancel, const BatchFn& onBatch) const;

private:
    SearchSpec spec_;
    // The bytes of a prefix or contains pattern; lower-cased when the case does not matter.
    QByteArray bytes_;
    QRegularExpression regex_;
    QString problem_;
};

}  // namespace wr::gui
