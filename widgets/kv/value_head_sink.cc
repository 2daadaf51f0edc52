#include "widgets/kv/value_head_sink.h"

#include <algorithm>

namespace wr::gui {

wr::Status HeadSink::write(wr::BytesView piece) {
    const qint64 room = headBytes_ - head_.size();
    if (room > 0) head_.append(piece.data(), qsizetype(std::min<qint64>(room, qint64(piece.size()))));
    size_ += piece.size();
    if (size_ > readLimit_) {
        stopped_ = true;
        return wr::Status::cancelled("read stopped after the first " + std::to_string(size_) + " bytes");
    }
    return wr::Status::ok();
}

}  // namespace wr::gui
