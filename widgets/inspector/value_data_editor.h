// ValueDataEditor: the typed editor of one registry value's data — a line for
// strings, one string per line for REG_MULTI_SZ, a number in decimal or hex for
// the DWORD and QWORD types, hex bytes for the rest (value_data_text.h). It
// re-encodes on every edit, so data() is always the exact bytes the text stands
// for, or nothing while the text is invalid (errorText() says why).
#pragma once

#include <QByteArray>
#include <QWidget>

#include <optional>

#include "widgets/inspector/value_data_text.h"

class QLineEdit;
class QPlainTextEdit;
class QRadioButton;
class QStackedWidget;

namespace wr::gui {

class ValueDataEditor : public QWidget {
    Q_OBJECT

public:
    explicit ValueDataEditor(QWidget* parent = nullptr);

    void setValue(quint32 type, const QByteArray& data);
    // Changes the type, keeping the bytes when they are a valid value of the
    // new type and starting empty otherwise.
    void setType(quint32 type);
    quint32 type() const { return type_; }

    // The text being edited, and setting it as if typed.
    QString text() const;
    void setText(const QString& text);
    ValueDataText::Base base() const { return base_; }
    void setBase(ValueDataText::Base base);

    const std::optional<QByteArray>& data() const { return encoded_.bytes; }
    bool isValid() const { return encoded_.bytes.has_value(); }
    const QString& errorText() const { return encoded_.error; }

signals:
    // The text, and so data() and errorText(), changed.
    void changed();

private:
    void showBytes(const QByteArray& data);
    void revalidate();

    quint32 type_ = 0;
    ValueDataText::Base base_ = ValueDataText::Base::Hexadecimal;
    ValueDataText::Encoded encoded_;
    // The last bytes that were valid, carried over when the type changes.
    QByteArray lastValid_;
    QStackedWidget* pages_;
    QLineEdit* string_;
    QPlainTextEdit* multiString_;
    QLineEdit* number_;
    QRadioButton* hexadecimal_;
    QRadioButton* decimal_;
    QPlainTextEdit* binary_;
};

}  // namespace wr::gui
