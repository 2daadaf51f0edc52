// OperationLog: the running record of what the window asked of the store
// and how it went, newest last, for a dock. Failures shown once in the
// message bar stay readable here.
#pragma once

#include <QTreeWidget>

namespace wr::gui {

class OperationLog : public QTreeWidget {
    Q_OBJECT

public:
    enum class Outcome { Done, Failed, Note };

    explicit OperationLog(QWidget* parent = nullptr);

    void append(Outcome outcome, const QString& operation, const QString& detail = {});
};

}  // namespace wr::gui
