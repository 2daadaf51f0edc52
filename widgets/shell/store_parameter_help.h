// One sentence for each store URI parameter the Open and New Store dialogs
// lay out as a field: what it sets, shown as the field's tooltip (and, in New
// Store, as a line under the field).
#pragma once

#include <QCoreApplication>
#include <QString>

namespace wr::gui {

struct StoreParameterHelp {
    Q_DECLARE_TR_FUNCTIONS(wr::gui::StoreParameterHelp)

public:
    // What `param` of a `scheme` store sets; a hive's "dir" under the scheme
    // "hive". Empty for a parameter without a sentence of its own.
    static QString of(const QString& scheme, const QString& param);

private:
    // A redis: store's parameters, which share names with other schemes' (db).
    static QString redisHelp(const QString& param);
};

// Whether `param` names a directory or a file the store lives in.
bool isLocationParameter(const QString& param);

}  // namespace wr::gui
