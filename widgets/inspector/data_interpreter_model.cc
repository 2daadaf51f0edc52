#include "widgets/inspector/data_interpreter_model.h"

#include <QDateTime>
#include <QFontDatabase>

#include <bit>

namespace wr::gui {

namespace {

int widthOf(DataInterpreterModel::Row row) {
    using M = DataInterpreterModel;
    switch (row) {
    case M::Int8Row:
    case M::UInt8Row: return 1;
    case M::Int16Row:
    case M::UInt16Row: return 2;
    case M::Int32Row:
    case M::UInt32Row:
    case M::Float32Row:
    case M::UnixTime32Row: return 4;
    default: return 8;
    }
}

// The first `width` bytes as an unsigned number in the given byte order.
quint64 unsignedAt(const QByteArray& bytes, int width, bool bigEndian) {
    quint64 v = 0;
    for (int i = 0; i < width; ++i) {
        const quint64 byte = uchar(bytes[bigEndian ? i : width - 1 - i]);
        v = v << 8 | byte;
    }
    return v;
}

qint64 signExtended(quint64 v, int width) {
    const int unused = 64 - 8 * width;
    return qint64(v << unused) >> unused;
}

// Dates outside what a calendar shows sensibly are not dates.
QString dateText(qint64 msecsSinceEpoch) {
    constexpr qint64 kMinMsecs = -11644473600000;  // 1601-01-01, the FILETIME epoch
    constexpr qint64 kMaxMsecs = 253402300799999;  // 9999-12-31 23:59:59.999
    if (msecsSinceEpoch < kMinMsecs || msecsSinceEpoch > kMaxMsecs) return DataInterpreterModel::tr("(out of range)");
    return QDateTime::fromMSecsSinceEpoch(msecsSinceEpoch, Qt::UTC).toString(Qt::ISODateWithMs);
}

}  // namespace

DataInterpreterModel::DataInterpreterModel(QObject* parent) : QAbstractTableModel(parent) {}

void DataInterpreterModel::setBytes(const QByteArray& bytes) {
    bytes_ = bytes.left(kBytesNeeded);
    emit dataChanged(index(0, LittleEndianColumn), index(RowCount - 1, BigEndianColumn));
}

QString DataInterpreterModel::valueText(Row row, bool bigEndian) const {
    const int width = widthOf(row);
    if (bytes_.size() < width) return {};
    const quint64 raw = unsignedAt(bytes_, width, bigEndian);
    switch (row) {
    case Int8Row:
    case Int16Row:
    case Int32Row:
    case Int64Row: return QString::number(signExtended(raw, width));
    case UInt8Row:
    case UInt16Row:
    case UInt32Row:
    case UInt64Row: return QString::number(raw);
    case Float32Row: return QString::number(double(std::bit_cast<float>(quint32(raw))), 'g', 9);
    case Float64Row: return QString::number(std::bit_cast<double>(raw), 'g', 17);
    case FileTimeRow: {
        // 100 ns ticks since 1601: as milliseconds since 1970, rounded down.
        constexpr quint64 kTicksTo1970 = 116444736000000000ull;
        const qint64 msecs =
            raw >= kTicksTo1970 ? qint64((raw - kTicksTo1970) / 10000) : -qint64((kTicksTo1970 - raw + 9999) / 10000);
        return dateText(msecs);
    }
    case UnixTime32Row:
    case UnixTime64Row: {
        const qint64 seconds = signExtended(raw, width);
        constexpr qint64 kMaxSeconds = 253402300799;
        if (seconds < -kMaxSeconds || seconds > kMaxSeconds) return tr("(out of range)");
        return dateText(seconds * 1000);
    }
    case UnixTimeMillisRow: return dateText(qint64(raw));
    case RowCount: break;
    }
    return {};
}

QString DataInterpreterModel::typeName(Row row) const {
    switch (row) {
    case Int8Row: return tr("int8");
    case UInt8Row: return tr("uint8");
    case Int16Row: return tr("int16");
    case UInt16Row: return tr("uint16");
    case Int32Row: return tr("int32");
    case UInt32Row: return tr("uint32");
    case Int64Row: return tr("int64");
    case UInt64Row: return tr("uint64");
    case Float32Row: return tr("float32");
    case Float64Row: return tr("float64");
    case FileTimeRow: return tr("FILETIME");
    case UnixTime32Row: return tr("Unix time (s, 32-bit)");
    case UnixTime64Row: return tr("Unix time (s, 64-bit)");
    case UnixTimeMillisRow: return tr("Unix time (ms, 64-bit)");
    case RowCount: break;
    }
    return {};
}

int DataInterpreterModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : RowCount; }

int DataInterpreterModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant DataInterpreterModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const Row row = Row(index.row());
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == TypeColumn) return typeName(row);
        return valueText(row, index.column() == BigEndianColumn);
    case Qt::FontRole:
        return index.column() == TypeColumn ? QVariant() : QFontDatabase::systemFont(QFontDatabase::FixedFont);
    default: return {};
    }
}

QVariant DataInterpreterModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case TypeColumn: return tr("Type");
    case LittleEndianColumn: return tr("Little-endian");
    case BigEndianColumn: return tr("Big-endian");
    default: return {};
    }
}

}  // namespace wr::gui
