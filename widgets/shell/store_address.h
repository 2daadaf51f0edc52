// StoreAddress: what a store page opens — a raw registry hive (a portable
// hive's directory) or any store a store URI names (stores/store_uri.h) — and
// whether for writing. It is written as text in the recent list, in bookmarks
// and on the command line: a store URI as it is, a hive as the GUI's own
// pseudo-URI "hive:dir=PATH" (the registry is no KvStore, so the store
// factory knows no such scheme).
#pragma once

#include <QCoreApplication>
#include <QMetaType>
#include <QString>
#include <QStringList>

#include <optional>

namespace wr::gui {

struct StoreAddress {
    Q_DECLARE_TR_FUNCTIONS(wr::gui::StoreAddress)

public:
    enum class Kind { Hive, Store };

    Kind kind = Kind::Hive;
    QString location;  // the hive's directory, or the store URI
    bool writable = false;

    static StoreAddress hive(const QString& directory, bool writable = false);
    static StoreAddress store(const QString& uri, bool writable = false);

    // A store URI of a scheme this build knows, "hive:dir=PATH", or a
    // directory (a hive). Nullopt, with `error` saying why, for anything else.
    static std::optional<StoreAddress> parse(const QString& text, QString* error = nullptr);

    // The text parse() reads back (without the writable flag).
    QString toString() const;
    // "hive", or the URI's scheme ("wrstore++").
    QString scheme() const;
    // A short name for a tab: the last name of the store's directory or file,
    // with its database key ("sample\kvs"), or a server store's server
    // ("127.0.0.1:7000"), and the scheme.
    QString title() const;
    // The file-system paths the address names (hive=, dir=, file=, data=).
    QStringList paths() const;

    bool operator==(const StoreAddress& other) const { return kind == other.kind && location == other.location; }
};

}  // namespace wr::gui

Q_DECLARE_METATYPE(wr::gui::StoreAddress)
