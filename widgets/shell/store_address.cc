#include "widgets/shell/store_address.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include "registry/regf/regf_registry.h"
#include "stores/store_uri.h"
#include "widgets/common/qt_strings.h"
#include "widgets/shell/known_scheme.h"
#include "widgets/shell/windows_hive_file.h"

namespace wr::gui {

namespace {

const char* const kHiveScheme = "hive";
// The parameters that name files or directories, in the order a title prefers them.
const char* const kPathParams[] = {"hive", "dir", "file", "data"};

// A server store's name: the cluster's first seed node, or host:port, and
// the database when one is named.
QString serverName(const wr::kv::StoreUri& uri) {
    QString name;
    if (auto nodes = uri.get("cluster")) {
        name = fromUtf8(*nodes).section(QLatin1Char(','), 0, 0);
    } else {
        name = fromUtf8(uri.get("host").value_or(""));
        if (auto port = uri.get("port")) name += QLatin1Char(':') + fromUtf8(*port);
    }
    if (auto db = uri.get("db")) name += QStringLiteral(" db ") + fromUtf8(*db);
    return name;
}

}  // namespace

StoreAddress StoreAddress::hive(const QString& directory, bool writable) {
    StoreAddress address{Kind::Hive, QDir::cleanPath(directory), writable};
    address.writable = writable && !isWindowsHiveFile(address);
    return address;
}

StoreAddress StoreAddress::store(const QString& uri, bool writable) { return {Kind::Store, uri, writable}; }

std::optional<StoreAddress> StoreAddress::parse(const QString& text, QString* error) {
    const QString trimmed = text.trimmed();
    auto uri = wr::kv::StoreUri::parse(trimmed.toStdString());
    // "C:\data" parses as scheme "C"; a scheme is only taken when it is one.
    if (uri && uri->scheme() == kHiveScheme) {
        if (auto dir = uri->get("dir")) return hive(fromUtf8(*dir));
        if (error != nullptr) *error = StoreAddress::tr("a hive address needs dir=PATH: %1").arg(trimmed);
        return std::nullopt;
    }
    if (uri && knownScheme(uri->scheme()) != nullptr) return store(fromUtf8(uri->toString()));
    if (QFileInfo(trimmed).isDir() || wr::reg::isRegfFile(trimmed.toStdString())) return hive(trimmed);
    if (error != nullptr) {
        *error = uri ? StoreAddress::tr("%1 is neither a store URI of a known scheme nor a hive directory").arg(trimmed)
                     : StoreAddress::tr("%1 is neither a store URI nor a hive directory: %2")
                           .arg(trimmed, fromUtf8(uri.status().message()));
    }
    return std::nullopt;
}

QString StoreAddress::toString() const {
    if (kind == Kind::Store) return location;
    wr::kv::StoreUri uri{std::string(kHiveScheme)};
    uri.set("dir", location.toStdString());
    return fromUtf8(uri.toString());
}

QString StoreAddress::scheme() const {
    if (kind == Kind::Hive) return QString::fromLatin1(kHiveScheme);
    auto uri = wr::kv::StoreUri::parse(location.toStdString());
    return uri ? fromUtf8(uri->scheme()) : QString();
}

QStringList StoreAddress::paths() const {
    if (kind == Kind::Hive) return {location};
    QStringList out;
    auto uri = wr::kv::StoreUri::parse(location.toStdString());
    if (!uri) return out;
    for (const char* param : kPathParams) {
        if (auto value = uri->get(param)) out.append(fromUtf8(*value));
    }
    return out;
}

QString StoreAddress::title() const {
    if (isWindowsHiveFile(*this))
        return StoreAddress::tr("%1 (Windows hive file, read-only)").arg(QFileInfo(location).fileName());
    if (kind == Kind::Hive) return QFileInfo(location).fileName();
    auto uri = wr::kv::StoreUri::parse(location.toStdString());
    if (!uri) return location;
    if (isServerScheme(uri->scheme())) {
        const QString server = serverName(*uri);
        return server.isEmpty() ? scheme() : StoreAddress::tr("%1 (%2)").arg(server, scheme());
    }
    const QStringList names = paths();
    QString name = names.isEmpty() ? QString() : QFileInfo(QDir::cleanPath(names.first())).fileName();
    if (auto db = uri->get("db")) name = name.isEmpty() ? fromUtf8(*db) : name + QLatin1Char('\\') + fromUtf8(*db);
    return name.isEmpty() ? scheme() : StoreAddress::tr("%1 (%2)").arg(name, scheme());
}

}  // namespace wr::gui
