// KvSession: opens any store by URI, reads values whole (spilling large ones
// to a temporary file that goes with its source), and reports failures.
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

#include "explorer_support.h"
#include "stores/store_factory.h"
#include "widgets/common/background_release.h"
#include "widgets/kv/kv_session.h"

namespace wr::test {

using wr::gui::ByteSource;
using wr::gui::KvRequestError;
using wr::gui::KvSession;

namespace {

constexpr int kBigValueBytes = 3 << 20;

QByteArray bigValue() {
    QByteArray value(kBigValueBytes, Qt::Uninitialized);
    for (int i = 0; i < value.size(); ++i) value[i] = char((i * 7) & 0xff);
    return value;
}

}  // namespace

class KvSessionTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        uri_ = buildTestStore(dir_.path());
        QVERIFY(!uri_.isEmpty());
        auto store = wr::kv::openStore(uri_.toStdString());
        QVERIFY2(store.isOk(), store.status().toString().c_str());
        const QByteArray value = bigValue();
        QVERIFY((*store)->put("big", wr::BytesView(value.constData(), size_t(value.size()))).isOk());
        QVERIFY((*store)->close().isOk());
    }

    void loadsSmallValuesIntoMemoryAndLargeOnesIntoAFile() {
        KvSession session;
        QVERIFY(openAndWait(session, uri_));
        QSignalSpy loaded(&session, &KvSession::valueLoaded);

        session.loadValue(userKey(7, "email"));
        QTRY_COMPARE_WITH_TIMEOUT(loaded.size(), 1, kAsyncTimeoutMs);
        auto small = loaded.takeFirst().at(2).value<std::shared_ptr<ByteSource>>();
        QVERIFY(dynamic_cast<wr::gui::MemoryByteSource*>(small.get()) != nullptr);
        QCOMPARE(small->read(0, 100), QByteArray("u7@example.com"));

        session.loadValue("big", 1 << 20);
        QTRY_COMPARE_WITH_TIMEOUT(loaded.size(), 1, kAsyncTimeoutMs);
        auto big = loaded.takeFirst().at(2).value<std::shared_ptr<ByteSource>>();
        auto* file = dynamic_cast<wr::gui::FileByteSource*>(big.get());
        QVERIFY(file != nullptr);
        const QString path = file->path();
        QVERIFY(QFileInfo::exists(path));
        QCOMPARE(big->size(), quint64(kBigValueBytes));
        QCOMPARE(big->read(2'000'000, 16), bigValue().mid(2'000'000, 16));
        QCOMPARE(big->read(kBigValueBytes - 2, 100).size(), 2);
        big.reset();
        QVERIFY(!QFileInfo::exists(path));
    }

    void aStoreLetGoOfOpensAgainAtOnce() {
        // A session destroyed releases its store in the background; opening
        // the store again, for writing (its lock), waits for that release.
        for (int i = 0; i < 3; ++i) {
            auto session = std::make_unique<KvSession>();
            QSignalSpy opened(session.get(), &KvSession::opened);
            session->open(uri_, false);
            QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 1, kAsyncTimeoutMs);
        }
        wr::gui::waitForReleases();
        auto store = wr::kv::openStore(uri_.toStdString());
        QVERIFY2(store.isOk(), store.status().toString().c_str());
    }

    void reportsMissingKeysAndStores() {
        KvSession session;
        QSignalSpy failed(&session, &KvSession::requestFailed);
        const auto countWithoutStore = session.countKeys();
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, kAsyncTimeoutMs);
        QCOMPARE(failed.takeFirst().at(0).value<wr::gui::KvRequestId>(), countWithoutStore);

        QVERIFY(openAndWait(session, uri_));
        // A key the store does not hold is an answer, not a failure.
        QSignalSpy missing(&session, &KvSession::valueMissing);
        const auto load = session.loadValue("no such key");
        QTRY_COMPARE_WITH_TIMEOUT(missing.size(), 1, kAsyncTimeoutMs);
        QCOMPARE(missing.first().at(0).value<wr::gui::KvRequestId>(), load);
        QCOMPARE(missing.first().at(1).toByteArray(), QByteArray("no such key"));
        QCOMPARE(failed.size(), 0);

        // Opening what is not a store closes the open one and says why.
        QSignalSpy closed(&session, &KvSession::closed);
        session.open(QStringLiteral("nosuchscheme:dir=/x"), true);
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, kAsyncTimeoutMs);
        QCOMPARE(closed.size(), 1);
        QVERIFY(!session.isOpen());
        QVERIFY(failed.last().at(1).value<KvRequestError>().message.contains(QStringLiteral("nosuchscheme")));
    }

    void skipsCancelledRequestsAndGoesIdle() {
        KvSession session;
        QVERIFY(openAndWait(session, uri_));
        QSignalSpy peeked(&session, &KvSession::valuesPeeked);
        QSignalSpy idle(&session, &KvSession::idle);
        const auto first = session.peekValues({userKey(1, "name")});
        const auto second = session.peekValues({userKey(2, "name"), "missing"});
        session.cancel(first);
        QTRY_COMPARE_WITH_TIMEOUT(idle.size(), 1, kAsyncTimeoutMs);
        QCOMPARE(peeked.size(), 1);
        QCOMPARE(peeked.first().at(0).value<wr::gui::KvRequestId>(), second);
        const auto peeks = peeked.first().at(1).value<QList<wr::gui::ValuePeek>>();
        QCOMPARE(peeks.size(), 2);
        QVERIFY(peeks[0].found);
        QCOMPARE(peeks[0].head, QByteArray("Name 2"));
        QCOMPARE(peeks[0].size, quint64(6));
        QVERIFY(!peeks[1].found);
        QVERIFY(peeks[1].error.isEmpty());
        QCOMPARE(session.pendingRequests(), 0);
    }

private:
    QTemporaryDir dir_;
    QString uri_;
};

int runKvSessionTests(int argc, char** argv) {
    KvSessionTest test;
    return QTest::qExec(&test, argc, argv);
}

}  // namespace wr::test

#include "kv_session_test.moc"
