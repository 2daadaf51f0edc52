// KvEntryDialog: the key and value of one entry to stage, for New Entry and
// Modify Value. The key is typed as text (\xNN escapes for any byte, as the
// key list shows keys); the value as UTF-8 text or as hex bytes, or loaded
// from a file of up to kMaxFileBytes. Modifying keeps the key fixed.
#pragma once

#include <QByteArray>
#include <QDialog>

#include <optional>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace wr::gui {

class KvEntryDialog : public QDialog {
    Q_OBJECT

public:
    enum class Format { Text, Hex };
    static constexpr qint64 kMaxFileBytes = 16 << 20;

    explicit KvEntryDialog(QWidget* parent = nullptr);

    // An existing entry: the key cannot change.
    void setEntry(const QByteArray& key, const QByteArray& value);
    void setKeyText(const QString& text);
    // Shows the value's bytes as text or hex, as choosing it in the dialog does.
    void setFormat(Format format);
    void setValueText(const QString& text);
    // Reads `path` as the value; false (and the reason shown) when it cannot.
    bool loadFile(const QString& path);

    QByteArray key() const;
    // The value the text stands for; nullopt while it is not valid (hex).
    std::optional<QByteArray> value() const;
    QString errorText() const;

private:
    void chooseFile();
    void setValue(const QByteArray& value);
    void revalidate();

    QLineEdit* key_;
    QComboBox* format_;
    QPlainTextEdit* value_;
    QLabel* error_;
    QDialogButtonBox* buttons_;
    // The format the text is in, for converting it when the format changes.
    Format shown_ = Format::Text;
    // A loaded file's bytes, as they are, until the text is edited.
    std::optional<QByteArray> loaded_;
};

}  // namespace wr::gui
