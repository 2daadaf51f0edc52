// Seed 003's Factory tree: layout, value formats, determinism across thread
// counts, delete, progress and cancellation.
#include <QtTest>

#include "bench/workloads/factory_tree.h"
#include "registry/hive/hive.h"
#include "registry/value_codec.h"

using namespace wr;
using namespace wr::reg;

namespace {

class Recorder : public ProgressSink {
public:
    void onProgress(const Progress& p) override {
        std::lock_guard<std::mutex> guard(mutex);
        last = p;
        ++calls;
        if (cancelAfterFirst != nullptr) cancelAfterFirst->cancel();
    }
    std::mutex mutex;
    Progress last;
    int calls = 0;
    CancellationToken* cancelAfterFirst = nullptr;
};

}  // namespace

class FactoryTreeTest : public QObject {
    Q_OBJECT

    QTemporaryDir tmp_;
    std::unique_ptr<Hive> open(const char* name) {
        auto hive = Hive::open(std::filesystem::path(tmp_.path().toStdString()) / name);
        return hive ? std::move(hive).value() : nullptr;
    }

private slots:
    void layoutAndValuesFollowSeed003() {
        auto hive = open("layout");
        FactoryOptions options;
        options.workshops = 6;
        options.employees = 40;
        Recorder progress;
        auto totals = insertFactory(*hive, hive->root(), options, &progress);
        QVERIFY2(totals.isOk(), totals.status().toString().c_str());
        auto stats = hive->statistics();
        QCOMPARE(totals->keys, stats->keys);
        QCOMPARE(totals->keys, uint64_t(2 + 6 * 42));
        QCOMPARE(totals->values, stats->values);
        QCOMPARE(totals->values, uint64_t(6 * 3 + 6 * 40 * 6));
        QCOMPARE(totals->nameAndDataBytes, stats->nameAndDataBytes);
        QCOMPARE(progress.last.done, uint64_t(6));
        QCOMPARE(progress.last.total, uint64_t(6));

        QCOMPARE(QString::fromStdString(factoryEmployeePath(3, 7)),
                 QString("Factory\\Workshops\\Workshop0003\\Employees\\Employee0007"));
        Key w0 = *hive->openKey(hive->root(), "Factory\\Workshops\\Workshop0000");
        QCOMPARE(hive->queryValue(w0, "Code")->data, utf8ToUtf16le("C1"));
        auto name = hive->queryValue(w0, "Name");
        QCOMPARE(name->type, uint32_t(REG_SZ));
        QCOMPARE(name->data.size(), size_t(2 * 11));  // "Name" + 7 digits, no terminator
        uint32_t places = *decodeDword(hive->queryValue(w0, "WorkplaceCount")->data);
        QVERIFY(places <= 100);

        Key e = *hive->openKey(hive->root(), "Factory\\Workshops\\Workshop0005\\Employees\\Employee0039");
        auto values = *hive->listValues(e, 0, 10);
        QStringList names;
        for (const auto& v : values) names << QString::fromStdString(v.name);
        QCOMPARE(names, (QStringList{"FirstName", "LastName", "Post", "Sex", "Age", "Wage"}));
        std::string first = utf16leToUtf8(values[0].data);
        QCOMPARE(first.size(), size_t(8));
        QVERIFY(first.rfind("FN", 0) == 0);
        QVERIFY(utf16leToUtf8(values[3].data) == "F" || utf16leToUtf8(values[3].data) == "M");
        int age = std::stoi(utf16leToUtf8(values[4].data));
        QVERIFY(age >= 18 && age <= 67);
        QCOMPARE(values[5].type, uint32_t(REG_DWORD));
        uint32_t wage = *decodeDword(values[5].data);
        QVERIFY(wage >= 1500 && wage <= 3000);
        QVERIFY(verifyFactory(*hive, hive->root(), options).isOk());

        // A different seed gives different names.
        FactoryOptions other = options;
        other.seed = 4;
        QVERIFY(verifyFactory(*hive, hive->root(), other).is(StatusCode::kCorruption));
    }

    void threadsWriteTheSameTree() {
        auto single = open("single");
        auto multi = open("multi");
        FactoryOptions options;
        options.workshops = 9;
        options.employees = 30;
        QVERIFY(insertFactory(*single, single->root(), options).isOk());
        options.threads = 3;
        QVERIFY(insertFactory(*multi, multi->root(), options).isOk());
        QVERIFY(verifyFactory(*multi, multi->root(), options).isOk());
        QCOMPARE(single->statistics()->nameAndDataBytes, multi->statistics()->nameAndDataBytes);
        QCOMPARE(*single->listSubkeys(*single->openKey(single->root(), "Factory\\Workshops"), 0, 100),
                 *multi->listSubkeys(*multi->openKey(multi->root(), "Factory\\Workshops"), 0, 100));
    }

    void deleteRemovesTheTree() {
        auto hive = open("delete");
        FactoryOptions options;
        options.workshops = 4;
        options.employees = 25;
        QVERIFY(insertFactory(*hive, hive->root(), options).isOk());
        QVERIFY(deleteFactory(*hive, hive->root()).isOk());
        QCOMPARE(hive->statistics()->keys, uint64_t(0));
        QCOMPARE(hive->statistics()->nameAndDataBytes, uint64_t(0));
        QVERIFY(verifyFactory(*hive, hive->root(), options).is(StatusCode::kNotFound));
        QVERIFY(insertFactory(*hive, hive->root(), options).isOk());
        QVERIFY(verifyFactory(*hive, hive->root(), options).isOk());
    }

    void cancellationStopsPromptly() {
        auto hive = open("cancel");
        FactoryOptions options;
        options.workshops = 500;
        options.employees = 100;
        options.threads = 2;
        CancellationToken token;
        Recorder progress;
        progress.cancelAfterFirst = &token;
        auto result = insertFactory(*hive, hive->root(), options, &progress, &token);
        QVERIFY(result.status().is(StatusCode::kCancelled));
        QVERIFY(result.status().message().find("of 500 workshops") != std::string::npos);
        QVERIFY(hive->statistics()->keys < 500 * 100);
    }
};

QTEST_GUILESS_MAIN(FactoryTreeTest)
#include "test_factory_tree.moc"
