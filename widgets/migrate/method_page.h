// MethodPage: the migration wizard's third page — how the pairs are moved:
// E-and-T (one pipelined pass) or E-then-T (through an intermediate file, the
// papers' baseline), each with a sentence on what it does; how many threads
// load the target and how many pairs go in each write; the target's fast
// load path; and whether every pair is read back afterwards.
#pragma once

#include <QWizardPage>

class QCheckBox;
class QRadioButton;
class QSpinBox;

namespace wr::gui {

struct MigrationChoices;

class MethodPage : public QWizardPage {
    Q_OBJECT

public:
    MethodPage(MigrationChoices& choices, QWidget* parent = nullptr);

    QRadioButton* extractAndTransformButton() const { return extractAndTransform_; }
    QRadioButton* extractThenTransformButton() const { return extractThenTransform_; }
    QSpinBox* threadsBox() const { return threads_; }
    QSpinBox* batchBox() const { return batch_; }
    QCheckBox* fastLoadBox() const { return fastLoad_; }
    QCheckBox* verifyBox() const { return verify_; }

    bool validatePage() override;

private:
    MigrationChoices& choices_;
    QRadioButton* extractAndTransform_;
    QRadioButton* extractThenTransform_;
    QSpinBox* threads_;
    QSpinBox* batch_;
    QCheckBox* fastLoad_;
    QCheckBox* verify_;
};

}  // namespace wr::gui
