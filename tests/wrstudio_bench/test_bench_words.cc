// parseBenchWords(): the words `wrctl bench` and `wrctl tune` take, read back
// into a BenchCommand. Every command's words() parse into a command with the
// same words, and what wrctl would not take is refused with the option named.
#include <QtTest>

#include "bench/harness/bench_command.h"

using wr::bench::BenchCommand;
using wr::bench::parseBenchWords;

namespace {

std::vector<std::string> roundTrip(const BenchCommand& command) {
    auto parsed = parseBenchWords(command.words());
    if (!parsed.isOk()) return {"refused: " + parsed.status().toString()};
    return parsed->words();
}

}  // namespace

class BenchWordsTest : public QObject {
    Q_OBJECT

private slots:
    void everyOptionRoundTrips() {
        BenchCommand c;
        c.presets = {"000-fig9", "001-fig4"};
        c.scale = "full";
        c.stores = {"wrstore", "zdb:pages=8"};
        c.threads = 4;
        c.repetitions = 3;
        c.values = 500;
        c.dataSets = {"KVData3", "KVData4"};
        c.k = 1000000;
        c.durability = "fsync";
        c.memoryMb = 128;
        c.coldCache = true;
        c.seed = 7;
        c.baseline = "zdb";
        c.textCorpus = "/tmp/corpus.txt";
        c.keepStores = true;
        c.out = "/tmp/out";
        c.workDir = "/tmp/work";
        QCOMPARE(roundTrip(c), c.words());

        auto parsed = parseBenchWords(c.words());
        QVERIFY(parsed.isOk());
        QCOMPARE(parsed->k, uint64_t{1000000});
        QCOMPARE(parsed->stores, c.stores);
        QCOMPARE(parsed->dataSets, c.dataSets);
        QVERIFY(parsed->coldCache);
        QVERIFY(!parsed->tune);
    }

    void defaultsAndTheCustomPresetRoundTrip() {
        BenchCommand plain;
        plain.presets = {"000-fig9"};
        QCOMPARE(roundTrip(plain), plain.words());

        BenchCommand custom;
        custom.presets = {"custom"};
        custom.custom.records = 300;
        custom.custom.operations = 400;
        custom.custom.read = 0.7;
        custom.custom.write = 0.1;
        custom.custom.scan = 0.2;
        custom.custom.valueMin = 50;
        custom.custom.valueMax = 500;
        custom.custom.keyOrder = "zipfian";
        custom.custom.cold = true;
        QCOMPARE(roundTrip(custom), custom.words());

        BenchCommand tune;
        tune.tune = true;
        tune.depths = {1, 2};
        tune.lengths = {3};
        tune.maxPath = 4;
        tune.k = 1000;
        QCOMPARE(roundTrip(tune), tune.words());
    }

    void theVerbMayBeLeftOut() {
        auto parsed = parseBenchWords({"000-fig9", "--scale", "tiny", "--stores", "zdb"});
        QVERIFY(parsed.isOk());
        QCOMPARE(parsed->presets, std::vector<std::string>{"000-fig9"});
        QCOMPARE(parsed->scale, std::string("tiny"));
        QCOMPARE(parsed->stores, std::vector<std::string>{"zdb"});
    }

    void refusesWhatWrctlWouldNotTake() {
        const std::vector<std::pair<std::vector<std::string>, std::string>> refused = {
            {{"000-fig9", "--bogus", "1"}, "--bogus"},
            {{"000-fig9", "--k"}, "--k"},
            {{"000-fig9", "--k", "ten"}, "--k"},
            {{"000-fig9", "--threads", "-2"}, "--threads"},
            {{"000-fig9", "--records", "10"}, "--records"},
            {{"tune", "000-fig9"}, "000-fig9"},
            {{"000-fig9", "--depths", "1,2"}, "--depths"},
            {{"tune", "--depths", "1,x"}, "--depths"},
        };
        for (const auto& [words, named] : refused) {
            auto parsed = parseBenchWords(words);
            QVERIFY2(!parsed.isOk(), named.c_str());
            QVERIFY2(parsed.status().message().find(named) != std::string::npos, parsed.status().toString().c_str());
        }
    }
};

QTEST_GUILESS_MAIN(BenchWordsTest)
#include "test_bench_words.moc"
