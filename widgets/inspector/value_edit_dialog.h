// ValueEditDialog: edit (or create) one registry value — its name, its type
// and its data through the typed editor. What is wrong with the input is
// shown under it as it is typed, and OK stays disabled until name and data
// are valid; data() is then the exact bytes to store.
#pragma once

#include <QDialog>

#include <optional>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace wr::gui {

class ValueDataEditor;

class ValueEditDialog : public QDialog {
    Q_OBJECT

public:
    explicit ValueEditDialog(QWidget* parent = nullptr);

    // An existing value keeps its name (nameEditable false); a new one is named here.
    void setValue(const QString& name, quint32 type, const QByteArray& data, bool nameEditable);

    QString name() const;
    quint32 type() const;
    std::optional<QByteArray> data() const;

    ValueDataEditor* editor() const { return editor_; }
    QComboBox* typeBox() const { return type_; }
    QPushButton* okButton() const;
    // The inline message: why OK is disabled, empty when it is not.
    QString problem() const;

private:
    void selectType(quint32 type);
    void revalidate();

    QLineEdit* name_;
    QComboBox* type_;
    ValueDataEditor* editor_;
    QLabel* problem_;
    QDialogButtonBox* buttons_;
};

}  // namespace wr::gui
