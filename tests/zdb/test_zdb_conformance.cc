// The KvStore conformance suite on ZDB. The suite uses arbitrary byte keys,
// so it runs in string-key mode (seed 004 Sec. 2.8), once per cache policy;
// this file is built once per write mode (ZDB_CONFORMANCE_WRITE, see
// CMakeLists.txt) so each executable stays short. test_zdb_store runs the
// model test with integer keys.
#include <QtTest>

#include "common/kv_conformance.h"
#include "zdb_test_support.h"

using namespace wr;
using namespace wr::zdbtest;

class ZdbConformanceTest : public QObject {
    Q_OBJECT

private slots:
    void conformance_data() { addModeRows(ZDB_CONFORMANCE_WRITE); }
    void conformance() {
        QFETCH(QString, params);
        QTemporaryDir tmp;
        fs::path dir = tmp.path().toStdString();
        std::string p = "keys=string;files=8;" + params.toStdString();
        test::runKvConformance([&]() -> Result<std::unique_ptr<kv::KvStore>> {
            WR_ASSIGN_OR_RETURN(auto store, openZdb(dir, p));
            return std::unique_ptr<kv::KvStore>(std::move(store));
        });
    }
};

QTEST_GUILESS_MAIN(ZdbConformanceTest)
#include "test_zdb_conformance.moc"
