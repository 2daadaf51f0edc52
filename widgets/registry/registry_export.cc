#include "widgets/registry/registry_export.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <functional>

#include "registry/regfile/reg_file_export.h"
#include "registry/value_codec.h"
#include "widgets/common/qt_strings.h"
#include "widgets/registry/registry_change.h"

namespace wr::gui {

namespace {

constexpr uint32_t kPage = 1000;

// The data of a value as its row holds it: a string, a number or a list of strings.
QJsonValue dataOf(const wr::reg::NamedValue& value) {
    using namespace wr::reg;
    switch (value.type) {
    case REG_SZ:
    case REG_EXPAND_SZ:
    case REG_LINK: return fromUtf8(decodeString(value.data));
    case REG_MULTI_SZ: {
        QJsonArray strings;
        for (const std::string& s : decodeMultiString(value.data)) strings.append(fromUtf8(s));
        return strings;
    }
    case REG_DWORD:
        if (auto v = decodeDword(value.data)) return qint64(*v);
        break;
    case REG_DWORD_BIG_ENDIAN:
        if (auto v = decodeDwordBigEndian(value.data)) return qint64(*v);
        break;
    case REG_QWORD:
        // JSON numbers are doubles; a QWORD past 2^53 keeps its digits as text.
        if (auto v = decodeQword(value.data)) return *v < (1ull << 53) ? QJsonValue(qint64(*v)) : QString::number(*v);
        break;
    default: break;
    }
    return fromUtf8(wr::toHex(value.data));
}

QString csvField(const QString& text) {
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) && !text.contains(QLatin1Char('\n')) &&
        !text.contains(QLatin1Char('\r'))) {
        return text;
    }
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString csvData(const QJsonValue& data) {
    if (data.isArray()) {
        QStringList strings;
        for (const QJsonValue& s : data.toArray()) strings.append(s.toString());
        return strings.join(QLatin1Char('\n'));
    }
    return data.isDouble() ? QString::number(data.toInteger()) : data.toString();
}

wr::Status cancelled() { return wr::Status::cancelled("the export was cancelled"); }

// Visits every value below `key`, depth-first, a page at a time.
class TreeWalk {
public:
    using Visit = std::function<wr::Status(const QString& path, const wr::reg::NamedValue& value)>;

    TreeWalk(wr::reg::Registry& registry, wr::ProgressSink* progress, wr::CancellationToken* cancel, Visit visit)
        : registry_(registry), throttle_(progress), cancel_(cancel), visit_(std::move(visit)) {}

    wr::Status walk(const wr::reg::Key& key, const QString& path) {
        if (cancel_ != nullptr && cancel_->isCancelled()) return cancelled();
        ++keys_;
        throttle_.report({"export", keys_, 0, 0});
        for (uint32_t start = 0;; start += kPage) {
            auto values = registry_.listValues(key, start, kPage);
            if (!values) return values.status();
            for (const wr::reg::NamedValue& value : values.value()) WR_RETURN_IF_ERROR(visit_(path, value));
            if (values->size() < kPage) break;
        }
        for (uint32_t start = 0;; start += kPage) {
            auto names = registry_.listSubkeys(key, start, kPage);
            if (!names) return names.status();
            for (const std::string& name : names.value()) {
                auto child = registry_.openKey(key, name);
                if (!child) return child.status();
                WR_RETURN_IF_ERROR(walk(child.value(), childPath(path, fromUtf8(name))));
            }
            if (names->size() < kPage) break;
        }
        return wr::Status::ok();
    }

    quint64 keys() const { return keys_; }

private:
    wr::reg::Registry& registry_;
    wr::ProgressThrottle throttle_;
    wr::CancellationToken* cancel_;
    Visit visit_;
    quint64 keys_ = 0;
};

// Counts what a .reg export reports while passing it on.
class CountingSink : public wr::ProgressSink {
public:
    explicit CountingSink(wr::ProgressSink* next) : next_(next) {}
    void onProgress(const wr::Progress& progress) override {
        done_ = progress.done;
        if (next_ != nullptr) next_->onProgress(progress);
    }
    quint64 done() const { return done_; }

private:
    wr::ProgressSink* next_;
    quint64 done_ = 0;
};

}  // namespace

wr::Status exportRegistryKey(wr::reg::Registry& registry, const ExportRequest& request, wr::ProgressSink* progress,
                             wr::CancellationToken* cancel, ExportResult* result) {
    auto key = registry.openKey(registry.root(), request.keyPath.toStdString());
    if (!key) return key.status();
    if (request.format == ExportFormat::Reg) {
        CountingSink counting(progress);
        wr::reg::RegExportOptions options;
        options.keyName = childPath(request.rootName, request.keyPath).toStdString();
        options.cancel = cancel;
        options.progress = &counting;
        const wr::Status status = wr::reg::exportRegFile(registry, key.value(), options, request.file.toStdString());
        if (result != nullptr) result->keys = counting.done();
        return status;
    }

    QSaveFile file(request.file);
    if (!file.open(QIODevice::WriteOnly)) {
        return wr::Status::ioError("cannot write " + request.file.toStdString() + ": " +
                                   file.errorString().toStdString());
    }
    const bool json = request.format == ExportFormat::Json;
    file.write(json ? "[\n" : "key,name,type,data\r\n");
    quint64 values = 0;
    TreeWalk walk(registry, progress, cancel, [&](const QString& path, const wr::reg::NamedValue& value) {
        const QString type = fromUtf8(wr::reg::valueTypeName(value.type));
        const QJsonValue data = dataOf(value);
        if (json) {
            const QJsonObject row{{QStringLiteral("key"), path},
                                  {QStringLiteral("name"), fromUtf8(value.name)},
                                  {QStringLiteral("type"), type},
                                  {QStringLiteral("data"), data}};
            if (values > 0) file.write(",\n");
            file.write(QJsonDocument(row).toJson(QJsonDocument::Compact));
        } else {
            const QStringList fields{csvField(path), csvField(fromUtf8(value.name)), type, csvField(csvData(data))};
            file.write(fields.join(QLatin1Char(',')).toUtf8() + "\r\n");
        }
        ++values;
        return wr::Status::ok();
    });
    // The exported key's own name leads every path, as in a .reg file.
    const QString top = request.keyPath.isEmpty() ? request.rootName : lastName(request.keyPath);
    WR_RETURN_IF_ERROR(walk.walk(key.value(), top));
    if (json) file.write("\n]\n");
    if (!file.commit()) {
        return wr::Status::ioError("cannot write " + request.file.toStdString() + ": " +
                                   file.errorString().toStdString());
    }
    if (result != nullptr) *result = {walk.keys(), values};
    return wr::Status::ok();
}

}  // namespace wr::gui
