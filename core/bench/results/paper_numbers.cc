#include "bench/results/paper_numbers.h"

#include <cstdlib>
#include <tuple>

namespace wr::bench {

namespace {

// Seed 002 Fig. 5: for each operation and record size, the best store and its
// mean time (us; % for space efficiency) at 100 .. 1,000,000 records,
// incompressible then compressible; "" where the cell was over 10 GiB.
struct Fig5Row {
    const char* op;
    const char* size;
    const char* cells[10];
};
const Fig5Row kFig5[] = {
    {"insert", "<1 KiB", {"bdb 2", "bdb 4", "bdb 5", "bdb 7", "bdb 8", "bdb 9", "bdb 6", "bdb 6", "bdb 7", "bdb 8"}},
    {"insert",
     "1-10 KiB",
     {"bdb 7", "bdb 8", "bdb 10", "flatfs 22", "bdb 12", "bdb 7", "bdb 8", "bdb 9", "flatfs 22", "bdb 12"}},
    {"insert",
     "10-100 KiB",
     {"flatfs 45", "flatfs 47", "bdb 45", "flatfs 45", "", "flatfs 47", "bdb 45", "bdb 47", "bdb 95", ""}},
    {"insert",
     "100 KiB-1 MiB",
     {"flatfs 296", "flatfs 300", "flatfs 296", "", "", "flatfs 307", "flatfs 296", "nestedfs 952", "", ""}},
    {"update", "<1 KiB", {"bdb 1", "bdb 3", "bdb 4", "bdb 5", "bdb 6", "bdb 3", "bdb 4", "bdb 4", "bdb 6", "bdb 7"}},
    {"update",
     "1-10 KiB",
     {"bdb 6", "bdb 8", "bdb 10", "leveldb 27", "rocksdb 35", "bdb 6", "bdb 8", "bdb 9", "leveldb 19", "leveldb 18"}},
    {"update", "10-100 KiB", {"bdb 45", "bdb 49", "bdb 47", "bdb 55", "", "bdb 44", "bdb 48", "bdb 49", "bdb 69", ""}},
    {"update",
     "100 KiB-1 MiB",
     {"nestedfs 428", "nestedfs 416", "bdb 575", "", "", "bdb 520", "bdb 601", "bdb 749", "", ""}},
    {"get",
     "<1 KiB",
     {"bdb 1", "leveldb 2", "bdb 2", "bdb 3", "bdb 4", "bdb 1", "leveldb 2", "bdb 2", "bdb 3", "bdb 4"}},
    {"get",
     "1-10 KiB",
     {"leveldb 2", "bdb 4", "bdb 4", "flatfs 7", "bdb 1266", "leveldb 2", "bdb 4", "bdb 4", "flatfs 7", "sqlite 23"}},
    {"get",
     "10-100 KiB",
     {"rocksdb 7", "flatfs 13", "flatfs 13", "flatfs 12", "", "rocksdb 7", "rocksdb 11", "nestedfs 14", "flatfs 12",
      ""}},
    {"get",
     "100 KiB-1 MiB",
     {"leveldb 65", "leveldb 75", "flatfs 68", "", "", "flatfs 82", "nestedfs 78", "flatfs 68", "", ""}},
    {"remove",
     "<1 KiB",
     {"bdb 1", "bdb 3", "bdb 4", "leveldb 5", "leveldb 5", "bdb 2", "bdb 4", "bdb 4", "leveldb 5", "bdb 7"}},
    {"remove",
     "1-10 KiB",
     {"bdb 6", "leveldb 6", "leveldb 7", "leveldb 5", "leveldb 4", "bdb 6", "bdb 7", "bdb 9", "flatfs 20",
      "flatfs 28"}},
    {"remove",
     "10-100 KiB",
     {"leveldb 7", "rocksdb 17", "rocksdb 17", "nestedfs 32", "", "flatfs 23", "nestedfs 27", "flatfs 26",
      "nestedfs 32", ""}},
    {"remove",
     "100 KiB-1 MiB",
     {"rocksdb 26", "rocksdb 34", "flatfs 87", "", "", "flatfs 87", "flatfs 85", "flatfs 121", "", ""}},
    {"space_efficiency",
     "<1 KiB",
     {"sqlite 50", "sqlite 56", "leveldb 77", "rocksdb 91", "rocksdb 92", "sqlite 52", "sqlite 57", "leveldb 85",
      "rocksdb 91", "rocksdb 112"}},
    {"space_efficiency",
     "1-10 KiB",
     {"sqlite 76", "sqlite 83", "sqlite 86", "leveldb 97", "rocksdb 99", "sqlite 75", "sqlite 83", "leveldb 113",
      "rocksdb 133", "rocksdb 138"}},
    {"space_efficiency",
     "10-100 KiB",
     {"flatfs 96", "flatfs 97", "sqlite 98", "leveldb 99", "", "flatfs 96", "leveldb 104", "rocksdb 147", "rocksdb 156",
      ""}},
    {"space_efficiency",
     "100 KiB-1 MiB",
     {"flatfs 100", "flatfs 100", "flatfs 100", "", "", "leveldb 115", "leveldb 125", "rocksdb 149", "", ""}},
};

void addTable7(std::vector<PaperNumber>& out) {
    // Seed 000 Table 7: layouts 2D_1L, 2D_2L, 2D_3L, 1D_4L, 4D_1L.
    const char* layouts[] = {"wrstore 2D_1L", "wrstore 2D_2L", "wrstore 2D_3L", "wrstore 1D_4L", "wrstore 4D_1L"};
    struct Row {
        const char* set;
        const char* op;
        double ops[5];
    };
    const Row rows[] = {
        {"ID-Geo-synthetic", "read", {23085, 54749, 4928, 20095, 8791}},
        {"ID-Geo-synthetic", "write", {368, 8516, 2045, 6140, 3903}},
        {"ID-Geo-synthetic", "delete", {13057, 18289, 2558, 11116, 4265}},
        {"ID-Geo-synthetic", "average", {12170, 27185, 3177, 12450, 5653}},
        {"ID-Hashtag-synthetic", "read", {25635, 58849, 11411, 40369, 52908}},
        {"ID-Hashtag-synthetic", "write", {9718, 20107, 18081, 25413, 24374}},
        {"ID-Hashtag-synthetic", "delete", {38835, 30053, 6077, 18783, 23022}},
        {"ID-Hashtag-synthetic", "average", {24729, 36337, 11856, 28188, 33435}},
        {"ID-Tweet-synthetic", "read", {10227, 12334, 906, 33327, 14347}},
        {"ID-Tweet-synthetic", "write", {564, 5578, 727, 9279, 6889}},
        {"ID-Tweet-synthetic", "delete", {24539, 8079, 611, 13254, 9125}},
        {"ID-Tweet-synthetic", "average", {11777, 8664, 748, 18620, 10121}},
        {"User-Followers-synthetic", "read", {39234, 61177, 48506, 46310, 49974}},
        {"User-Followers-synthetic", "write", {17482, 21385, 19187, 24490, 24039}},
        {"User-Followers-synthetic", "delete", {36308, 25321, 22623, 21921, 23972}},
        {"User-Followers-synthetic", "average", {31008, 35961, 30105, 30907, 32661}},
    };
    for (const auto& r : rows) {
        for (int i = 0; i < 5; ++i) {
            std::string step = std::string(r.op) == "average" ? "" : r.op;
            out.push_back({"000-table7", "seed 000 Table 7", PaperKind::kValue, layouts[i], "",
                           std::string("data_set=") + r.set, "", step, r.op, r.ops[i], "ops/s"});
        }
    }
}

void addTables2to4(std::vector<PaperNumber>& out) {
    // Seed 004 Tables 2-4: LevelDB, Kyoto Cabinet (KC) and ZDB; 4-byte keys
    // with 4 B, 1 KB and 100 KB values; operations per second.
    const char* stores[] = {"leveldb", "kyoto", "zdb"};
    const char* sizes[] = {"4", "1024", "102400"};
    struct Table {
        const char* source;
        const char* writers;
        const char* step;
        double ops[3][3];
    };
    const Table tables[] = {
        {"seed 004 Table 2", "1", "write", {{347246, 5360, 61}, {343348, 10268, 1872}, {294796, 108790, 4132}}},
        {"seed 004 Table 3", "4", "write", {{369760, 15004, 90}, {241800, 80420, 1920}, {537204, 128220, 5248}}},
        {"seed 004 Table 4", "1", "read", {{304448, 4629, 62}, {1176300, 45234, 5075}, {1326205, 60325, 6232}}},
    };
    for (const auto& t : tables) {
        for (int s = 0; s < 3; ++s) {
            for (int v = 0; v < 3; ++v) {
                out.push_back({"004-tables2-4", t.source, PaperKind::kValue, stores[s], "",
                               std::string("value_bytes=") + sizes[v] + " writers=" + t.writers, "", t.step, t.step,
                               t.ops[s][v], "ops/s"});
            }
        }
    }
}

void addFig5Of002(std::vector<PaperNumber>& out) {
    const char* counts[] = {"100", "1000", "10000", "100000", "1000000"};
    for (const auto& row : kFig5) {
        for (int i = 0; i < 10; ++i) {
            std::string cell = row.cells[i];
            if (cell.empty()) continue;
            size_t space = cell.find(' ');
            std::string point = std::string("kind=") + (i < 5 ? "incompressible" : "compressible") +
                                " size=" + row.size + " count=" + counts[i % 5];
            bool efficiency = std::string(row.op) == "space_efficiency";
            out.push_back({"002-listing1", "seed 002 Fig. 5", PaperKind::kBestStore, cell.substr(0, space), "", point,
                           "", "run", row.op, std::atof(cell.c_str() + space + 1), efficiency ? "%" : "us"});
        }
    }
}

PaperNumber ratio(const char* preset, const char* source, const char* store, const char* other, const char* point,
                  const char* step, const char* op, double value) {
    return {preset, source, PaperKind::kRatio, store, other, point, "", step, op, value, "x"};
}

PaperNumber degradation(const char* store, const char* op, double value) {
    return {"000-fig10",
            "seed 000 Sec. 4.5 (Fig. 10)",
            PaperKind::kDegradation,
            store,
            "",
            "data_set=KVData1",
            "data_set=KVData4",
            op,
            op,
            value,
            "x"};
}

}  // namespace

const std::vector<PaperNumber>& paperNumbers() {
    static const std::vector<PaperNumber> list = [] {
        std::vector<PaperNumber> v;
        addTable7(v);
        addTables2to4(v);
        addFig5Of002(v);
        // Seed 000 Sec. 4.5 on Fig. 9 (KVData3): the peers over WR-Store.
        const char* fig9 = "seed 000 Sec. 4.5 (Fig. 9)";
        v.push_back(ratio("000-fig9", fig9, "rocksdb", "wrstore", "k=1000000 mode=cold", "read", "read", 5.03));
        v.push_back(ratio("000-fig9", fig9, "rocksdb", "wrstore", "k=1000000 mode=cold", "write", "write", 14.02));
        v.push_back(ratio("000-fig9", fig9, "rocksdb", "wrstore", "k=1000000 mode=cold", "delete", "delete", 9.10));
        v.push_back(ratio("000-fig9", fig9, "leveldb", "wrstore", "k=100000 mode=cold", "write", "write", 9.16));
        v.push_back(ratio("000-fig9", fig9, "leveldb", "wrstore", "k=100000 mode=cold", "delete", "delete", 4.89));
        v.push_back(ratio("000-fig9", fig9, "bdb", "wrstore", "k=1000000 mode=cold", "read", "read", 1.8309));
        // Seed 000 Sec. 4.5 on Fig. 10: throughput on KVData1 over KVData4.
        for (auto [store, r, d, w] :
             {std::tuple{"wrstore", 1.05, 2.30, 16.25}, std::tuple{"rocksdb", 52.11, 55.02, 49.63},
              std::tuple{"bdb", 4365.17, 230.23, 1.48}, std::tuple{"leveldb", 239.80, 725.28, 766.18}}) {
            v.push_back(degradation(store, "read", r));
            v.push_back(degradation(store, "delete", d));
            v.push_back(degradation(store, "write", w));
        }
        // Seed 000 Sec. 4.4 on Figs. 7-8 at k = 1 million.
        const char* fig78 = "seed 000 Sec. 4.4 (Figs. 7-8)";
        const char* k1m = "k=1000000 mode=cold";
        v.push_back(ratio("000-fig7-8", fig78, "wrstore 2D_2L", "wrstore 2D_1L", k1m, "read", "read", 10.41));
        v.push_back(ratio("000-fig7-8", fig78, "wrstore 2D_2L", "wrstore 2D_3L", k1m, "read", "read", 11.39));
        v.push_back(ratio("000-fig7-8", fig78, "wrstore 1D_4L", "wrstore 2D_2L", k1m, "read", "read", 2.21));
        v.push_back(ratio("000-fig7-8", fig78, "wrstore 1D_4L", "wrstore 4D_1L", k1m, "read", "read", 1.81));
        v.push_back(ratio("000-fig7-8", fig78, "wrstore 1D_4L", "wrstore 2D_2L", k1m, "write", "write", 1.64));
        v.push_back(ratio("000-fig7-8", fig78, "wrstore 1D_4L", "wrstore 4D_1L", k1m, "write", "write", 1.39));
        v.push_back(ratio("000-fig7-8", fig78, "wrstore 1D_4L", "wrstore 2D_2L", k1m, "delete", "delete", 1.55));
        // Seed 001 Sec. 5.2: WR-Store++ over the others (bytes per millisecond).
        v.push_back(ratio("001-fig5", "seed 001 Sec. 5.2.1 (Fig. 5)", "wrstore++", "wrstore", "data_id=6", "get", "get",
                          28.09));
        v.push_back(ratio("001-fig6", "seed 001 Sec. 5.2.2 (Fig. 6)", "wrstore++", "bdb", "data_id=8", "delete",
                          "delete", 2456.91));
        const char* fig7 = "seed 001 Sec. 5.2.2 (Fig. 7)";
        for (auto [mix, bdb, rocks, level] :
             {std::tuple{"write-heavy", 1.69, 2.99, 2.29}, std::tuple{"read-heavy", 1.74, 2.59, 2.39},
              std::tuple{"read-write-average", 1.79, 2.64, 2.22}}) {
            std::string point = std::string("mix=") + mix;
            v.push_back({"001-fig7", fig7, PaperKind::kRatio, "wrstore++", "bdb", point, "", "run", "mixed", bdb, "x"});
            v.push_back(
                {"001-fig7", fig7, PaperKind::kRatio, "wrstore++", "rocksdb", point, "", "run", "mixed", rocks, "x"});
            v.push_back(
                {"001-fig7", fig7, PaperKind::kRatio, "wrstore++", "leveldb", point, "", "run", "mixed", level, "x"});
        }
        const char* fig89 = "seed 001 Sec. 5.2.3 (Figs. 8-9)";
        v.push_back(ratio("001-fig8-9", fig89, "wrstore++ chunk", "wrstore++ basic", "data_id=5", "get", "get", 19.67));
        v.push_back(
            ratio("001-fig8-9", fig89, "wrstore++ pget-2", "wrstore++ basic", "data_id=5", "get", "get", 22.87));
        v.push_back(ratio("001-fig8-9", fig89, "wrstore++ pget-2", "wrstore++ chunk", "data_id=6", "get", "get", 1.24));
        v.push_back(ratio("001-fig8-9", fig89, "wrstore++ pget-5", "wrstore++ pget-2", "data_id=8", "get", "get", 1.2));
        v.push_back(
            ratio("001-fig8-9", fig89, "wrstore++ pget-5", "wrstore++ basic", "data_id=8", "get", "get", 22.26));
        // Seed 000 Sec. 5 on Fig. 16a: E-and-T over E-then-T, extract and
        // transform only (pairs per second over pairs per second).
        const char* fig16a = "seed 000 Sec. 5 (Fig. 16a)";
        for (auto [set, value] : {std::pair{"ID-Geo-synthetic", 3.30}, std::pair{"ID-Tweet-synthetic", 3.85}}) {
            v.push_back({"000-fig16a", fig16a, PaperKind::kOpRatio, "wrstore", "e-then-t",
                         std::string("data_set=") + set, "", "", "e-and-t", value, "x"});
        }
        // Fig. 16b: E-and-T's extract and transform as a share of the whole
        // migration (the migration's pairs per second over theirs).
        const char* fig16b = "seed 000 Sec. 5 (Fig. 16b)";
        for (auto [target, share] : {std::pair{"bdb", 11.21}, std::pair{"leveldb", 3.89}}) {
            v.push_back({"000-fig16b", fig16b, PaperKind::kOpRatio, "wrstore",
                         std::string("extract-transform ") + target + " e-and-t", "data_set=ID-Geo-synthetic", "", "",
                         std::string("migrate ") + target + " e-and-t", share, "%"});
        }
        // Seed 003 "Results": seconds on the Windows registry (i7-7820HQ, 4 cores).
        const char* factory = "seed 003 Results";
        const char* full = "workshops=1000 employees=1000";
        v.push_back({"003-factory", factory, PaperKind::kValue, "hive", "", full, "", "insert-1", "insert", 206, "s"});
        v.push_back({"003-factory", factory, PaperKind::kValue, "hive", "", full, "", "delete", "delete", 268, "s"});
        v.push_back({"003-factory", factory, PaperKind::kValue, "hive", "", full, "", "insert-n", "insert", 94, "s"});
        return v;
    }();
    return list;
}

}  // namespace wr::bench
