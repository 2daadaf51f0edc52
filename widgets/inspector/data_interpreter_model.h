// DataInterpreterModel: what the bytes at the hex view's cursor mean read as
// each common binary type, little- and big-endian side by side, as hex
// editors' data inspectors show it. A row whose type needs more bytes than
// remain in the value shows nothing.
#pragma once

#include <QAbstractTableModel>
#include <QByteArray>

namespace wr::gui {

class DataInterpreterModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Row {
        Int8Row,
        UInt8Row,
        Int16Row,
        UInt16Row,
        Int32Row,
        UInt32Row,
        Int64Row,
        UInt64Row,
        Float32Row,
        Float64Row,
        FileTimeRow,        // 64-bit count of 100 ns since 1601-01-01 UTC (Windows)
        UnixTime32Row,      // 32-bit signed seconds since 1970-01-01 UTC
        UnixTime64Row,      // 64-bit signed seconds
        UnixTimeMillisRow,  // 64-bit signed milliseconds (Java, JavaScript)
        RowCount
    };
    enum Column { TypeColumn, LittleEndianColumn, BigEndianColumn, ColumnCount };

    // Enough bytes for the widest type.
    static constexpr int kBytesNeeded = 8;

    explicit DataInterpreterModel(QObject* parent = nullptr);

    // The bytes at the cursor (at most kBytesNeeded are used); fewer near the
    // end of the value.
    void setBytes(const QByteArray& bytes);
    const QByteArray& bytes() const { return bytes_; }
    // The text a cell shows; empty when the type does not fit.
    QString valueText(Row row, bool bigEndian) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString typeName(Row row) const;

    QByteArray bytes_;
};

}  // namespace wr::gui
