#include "explorer_support.h"

#include <QDir>
#include <QTest>

#include <memory>

#include "stores/store_factory.h"

namespace wr::test {

namespace {

wr::BytesView view(const QByteArray& bytes) { return {bytes.constData(), size_t(bytes.size())}; }

bool known(const char* scheme) {
    for (const auto& info : wr::kv::knownSchemes()) {
        if (info.scheme == scheme) return true;
    }
    return false;
}

// The first scheme this build knows among a few that need nothing but a path.
QString storeUri(const QString& directory) {
    const QString path = QDir(directory).filePath(QStringLiteral("store"));
    if (known("leveldb")) return QStringLiteral("leveldb:dir=") + path;
    if (known("lmdb")) return QStringLiteral("lmdb:dir=") + path;
    if (known("sqlite")) return QStringLiteral("sqlite:file=") + path + QStringLiteral(".sqlite");
    return QStringLiteral("wrstore:hive=") + path + QStringLiteral(";db=kvs");
}

wr::Status fill(const QString& uri) {
    auto opened = wr::kv::openStore(uri.toStdString());
    if (!opened) return opened.status();
    wr::kv::KvStore& store = *opened.value();
    wr::kv::WriteBatch batch;
    for (int u = 0; u < kUsers; ++u) {
        batch.put(view(userKey(u, "name")), view(QStringLiteral("Name %1").arg(u).toUtf8()));
        batch.put(view(userKey(u, "email")), view(QStringLiteral("u%1@example.com").arg(u).toUtf8()));
    }
    for (int i = 0; i < kItems; ++i) batch.put(view(itemKey(i)), view(itemValue(i)));
    WR_RETURN_IF_ERROR(store.write(batch));
    WR_RETURN_IF_ERROR(store.flush());
    return store.close();
}

}  // namespace

QByteArray userKey(int user, const char* field) {
    return QStringLiteral("user/%1/%2").arg(user, 4, 10, QLatin1Char('0')).arg(QLatin1String(field)).toUtf8();
}

QByteArray itemKey(int item) { return QStringLiteral("item/%1").arg(item, 5, 10, QLatin1Char('0')).toUtf8(); }

QByteArray itemValue(int item) {
    QByteArray value;
    for (int b = 0; b <= item % 64; ++b) value += char(b);
    value += char(0xff);
    return value;
}

QString buildTestStore(const QString& directory) {
    const QString uri = storeUri(directory);
    const wr::Status filled = fill(uri);
    if (!filled.isOk()) {
        QTest::qFail(filled.toString().c_str(), __FILE__, __LINE__);
        return {};
    }
    return uri;
}

}  // namespace wr::test
