// HeadSink: reads the start of a value through KvStore::getStream and stops
// there, so a glance at a value (a list's preview, a value search) costs a
// bounded read however large the value is.
#pragma once

#include <QByteArray>

#include "stores/kv_store.h"

namespace wr::gui {

class HeadSink : public wr::kv::ValueSink {
public:
    // Keeps the first headBytes; stops the read once more than readLimit
    // bytes have arrived (readLimit >= headBytes).
    HeadSink(qint64 headBytes, quint64 readLimit) : headBytes_(headBytes), readLimit_(readLimit) {}

    wr::Status write(wr::BytesView piece) override;

    const QByteArray& head() const { return head_; }
    // Bytes seen; the value's size unless stopped() (then a lower bound).
    quint64 size() const { return size_; }
    bool stopped() const { return stopped_; }

private:
    qint64 headBytes_;
    quint64 readLimit_;
    QByteArray head_;
    quint64 size_ = 0;
    bool stopped_ = false;
};

}  // namespace wr::gui
