// Small stores of every engine with named crash points, in a temporary
// directory, for the crash-point and oracle tests.
#pragma once

#include <QString>
#include <QTemporaryDir>
#include <string>

#include "stores/store_uri.h"

namespace wr::test {

// The store whose engine passes the points of `component` (CrashPointInfo::component).
inline kv::StoreUri crashStoreFor(const std::string& component, const QTemporaryDir& dir) {
    std::string root = dir.path().toStdString();
    std::string text = component == "hive" ? "hive:dir=" + root + "/hive"
                       : component == "zdb"
                           ? "zdb:dir=" + root + "/zdb;files=4;kmax=4096"
                           : "wrstore++:hive=" + root + "/hive;db=kvs;data=" + root + "/data;mode=chunk;chunk_mb=1";
    return *kv::StoreUri::parse(text);
}

}  // namespace wr::test
