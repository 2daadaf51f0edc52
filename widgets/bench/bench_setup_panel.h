// BenchSetupPanel: what to run, as `wrctl bench` takes it. A preset from the
// harness's list (with its seed, figure, description and scales), the stores
// to compare — the preset's own, Redis (offered unchecked), any URI with
// settings, the open tabs' stores — and the run's settings: scale, threads,
// repetitions, data sets, k, durability tier, memory budget, cold cache, seed.
// The panel shows the equivalent wrctl command line as it is edited, and hands
// the BenchCommand to whoever runs it; it never runs anything itself.
#pragma once

#include <QWidget>

#include "bench/harness/bench_command.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QSpinBox;

namespace wr::gui {

class CustomWorkloadEditor;

class BenchSetupPanel : public QWidget {
    Q_OBJECT

public:
    explicit BenchSetupPanel(QWidget* parent = nullptr);

    // The command for the current choices; `out` is left empty for the caller.
    bench::BenchCommand command() const;
    QString presetId() const;
    void selectPreset(const QString& id);
    // Replaces the store list with these (text as --stores takes it), checked.
    void setStores(const QStringList& stores);
    // Stores of the open tabs the user can add (label, settings-only URI).
    void setOpenStores(const QList<QPair<QString, QString>>& stores);
    QStringList checkedStores() const;
    CustomWorkloadEditor* customWorkload() const { return custom_; }
    void setScale(const QString& scale);
    void setK(uint64_t k);
    void setRepetitions(int repetitions);

signals:
    void commandChanged();

private:
    void fillPresetDetails();
    void addStoreText(const QString& text, bool checked);
    void addStoreFromField();
    void updateCommandLine();

    QComboBox* preset_;
    QLabel* presetDetails_;
    QListWidget* stores_;
    QLineEdit* storeField_;
    QComboBox* openStores_;
    QComboBox* scale_;
    QSpinBox* threads_;
    QSpinBox* repetitions_;
    QWidget* customBox_;
    CustomWorkloadEditor* custom_;
    QLineEdit* dataSets_;
    QLineEdit* k_;
    QComboBox* durability_;
    QSpinBox* memoryMb_;
    QCheckBox* coldCache_;
    QLineEdit* seed_;
    QLabel* commandLine_;
};

}  // namespace wr::gui
