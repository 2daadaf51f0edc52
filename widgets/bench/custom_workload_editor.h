// CustomWorkloadEditor: the workload of preset `custom` composed in a form —
// records, operations, the operation mix in percent (read, write, insert,
// delete, scan) or one of YCSB's core mixes A-F, value sizes, request key
// order, cold or warm — the same fields `wrctl bench custom` takes
// (custom_workload.h). What the harness would refuse is said under the form.
#pragma once

#include <QWidget>

#include "bench/workloads/custom_workload.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace wr::gui {

class CustomWorkloadEditor : public QWidget {
    Q_OBJECT

public:
    explicit CustomWorkloadEditor(QWidget* parent = nullptr);

    bench::CustomWorkload workload() const;
    void setWorkload(const bench::CustomWorkload& workload);

signals:
    void changed();

private:
    void update();

    QSpinBox* records_;
    QSpinBox* operations_;
    QComboBox* ycsb_;
    QSpinBox* read_;
    QSpinBox* write_;
    QSpinBox* insert_;
    QSpinBox* delete_;
    QSpinBox* scan_;
    QSpinBox* valueMin_;
    QSpinBox* valueMax_;
    QComboBox* keyOrder_;
    QCheckBox* cold_;
    QLabel* problem_;
};

}  // namespace wr::gui
