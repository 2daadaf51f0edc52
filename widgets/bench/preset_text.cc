#include "widgets/bench/preset_text.h"

#include <QCoreApplication>

#include "widgets/common/marked_texts.h"

namespace wr::gui {

namespace {

// Every description and scales text of the presets, exactly as presets.cc gives it.
// clang-format off
constexpr const char* kMarkedTexts[] = {
    QT_TRANSLATE_NOOP("BenchPreset", "KVData3: read, write and delete throughput as the number of continuous operations k grows from 1 to 1M, cold (the store's open counted, as the paper does) and warm"),
    QT_TRANSLATE_NOOP("BenchPreset", "full: the published set sizes and k up to 1,000,000; small: 1/100 of the records; tiny: 1/10,000, the first and last k, cold only, one repetition"),
    QT_TRANSLATE_NOOP("BenchPreset", "KVData1-4 (10 thousand to 10 million records) at k = 10,000: throughput as the data set grows"),
    QT_TRANSLATE_NOOP("BenchPreset", "ID-Geo (synthetic, Table 4's shape): throughput as k grows from 1 to 1M, cold and warm"),
    QT_TRANSLATE_NOOP("BenchPreset", "the four Twitter-shaped sets (synthetic) at k = 10,000, WR-Store at each set's Table 7 layout"),
    QT_TRANSLATE_NOOP("BenchPreset", "WR-Store layouts xD_1L and 1D_yL (x, y = 1..6) on KVData2 at k = 1,000 (use `wrctl tune` for any other grid)"),
    QT_TRANSLATE_NOOP("BenchPreset", "WR-Store layouts 2D_1L, 2D_2L, 2D_3L, 1D_4L, 4D_1L on KVData3 as k grows from 1 to 1M"),
    QT_TRANSLATE_NOOP("BenchPreset", "the five layouts of Table 7 on each Twitter-shaped set (synthetic) at k = 10,000; the best layout is the one with the highest mean of read, write and delete throughput"),
    QT_TRANSLATE_NOOP("BenchPreset", "the WR_D x WR_L sweep: every layout of the grid (by default D x L <= 8) on KVData2 at k = 1,000 (or --data, --k), best by the mean of read, write and delete throughput as in Table 7"),
    QT_TRANSLATE_NOOP("BenchPreset", "ID-Geo (synthetic), k = 10,000 against one WR-Store registry engine while p = 1..1000 clients each issue a registry operation every 1.95 ms"),
    QT_TRANSLATE_NOOP("BenchPreset", "full: the published set; small: 1/100; tiny: 1/10,000 and p = 1 and 1000 only"),
    QT_TRANSLATE_NOOP("BenchPreset", "the four Twitter-shaped sets (synthetic) in WR-Store at Table 7's layout: E-then-T's .reg export and its parse into pairs timed apart, and E-and-T's stream over the registry walk, nothing loaded"),
    QT_TRANSLATE_NOOP("BenchPreset", "full: the published set sizes; small: 1/100; tiny: 1/10,000, the first and last set"),
    QT_TRANSLATE_NOOP("BenchPreset", "ID-Geo (synthetic) migrated whole from WR-Store into Berkeley DB, RocksDB and LevelDB by E-then-T and E-and-T (each target's fast load path, verified): the share of extract and transform in the whole extract-transform-load"),
    QT_TRANSLATE_NOOP("BenchPreset", "full: the published set; small: 1/100; tiny: 1/10,000"),
    QT_TRANSLATE_NOOP("BenchPreset", "KVData4 migrated by E-and-T from WR-Store into RocksDB with SST ingestion and with write batches, and into LevelDB, beside the source's bare scan rate, each target's bare bulk-load rate and the memory of a process that only opens both stores"),
    QT_TRANSLATE_NOOP("BenchPreset", "full: 10 million records; small: 1/100; tiny: 1/10,000"),
    QT_TRANSLATE_NOOP("BenchPreset", "WR-Store against WR-Store++: PUT, GET and DELETE of single values of Table 2's sizes (19 KB .. 661 MB), 100 repetitions, top and bottom 7 % dropped, bytes per millisecond"),
    QT_TRANSLATE_NOOP("BenchPreset", "full: Table 2's sizes, 100 repetitions; small: 1/100 of the size, 20; tiny: 1/10,000, DATA IDs 1 and 8, 3"),
    QT_TRANSLATE_NOOP("BenchPreset", "WR-Store++ against Berkeley DB, RocksDB and LevelDB: PUT, GET, DELETE of Table 2's sizes, 100 repetitions trimmed by 7 %, bytes per millisecond; one compaction counted after the deletes"),
    QT_TRANSLATE_NOOP("BenchPreset", "as 001-fig5"),
    QT_TRANSLATE_NOOP("BenchPreset", "read-heavy, write-heavy and read-write-average mixes of 100 operations over values of ~100 MB, ~500 MB and ~1 GB (70:25:5), total elapsed time"),
    QT_TRANSLATE_NOOP("BenchPreset", "full: Table 3's sizes; small: 1/100 of the sizes and 10 operations; tiny: 1/10,000, the first and last mix"),
    QT_TRANSLATE_NOOP("BenchPreset", "GET of Table 2's sizes: basic WR-Store++, chunk-based, and Parallel-GET with 2 to 5 reader threads (1 thread is the chunk-based store)"),
    QT_TRANSLATE_NOOP("BenchPreset", "WR-Store++ chunk mode (single GET and Parallel-GET with 4 threads) against the disk's raw sequential bandwidth (plain files, 1 MiB write()/read() calls): PUT, GET and DELETE of Table 2's sizes from 1 MB up, 10 values each, trimmed by 7 %, bytes per millisecond"),
    QT_TRANSLATE_NOOP("BenchPreset", "full: Table 2's sizes from DATA ID 3 (2 MB) to 8 (661 MB); small: 1/100 of the size; tiny: 1/10,000, the smallest and largest"),
    QT_TRANSLATE_NOOP("BenchPreset", "WR-Store++ chunk mode holding 8 MiB values migrated by E-and-T into LevelDB, RocksDB and Berkeley DB, each value streamed (getStream -> putStream), verified"),
    QT_TRANSLATE_NOOP("BenchPreset", "full: 100 values (800 MiB); small: 2; tiny: 2"),
    QT_TRANSLATE_NOOP("BenchPreset", "insert, get, update and remove (1,000 each) over record sizes <1 KiB .. 1 MiB x counts 100 .. 1M x compressible and incompressible data, with peak memory and space efficiency"),
    QT_TRANSLATE_NOOP("BenchPreset", "full: every cell under 10 GiB; small: the same cells with 1/100 of the records (at least 10) and 10 operations each; tiny: 1/10,000, the smallest and largest sizes, the smallest count"),
    QT_TRANSLATE_NOOP("BenchPreset", "the Factory tree (1,000 workshops x 1,000 employees: 1M keys, 6M values) on the portable hive: insert with one thread, delete the tree, insert with one thread per logical core"),
    QT_TRANSLATE_NOOP("BenchPreset", "full: 1,000 x 1,000; small: 100 x 100; tiny: 10 x 10"),
    QT_TRANSLATE_NOOP("BenchPreset", "4-byte keys with 4 B, 1 KB and 100 KB values: writes with one thread (Table 2) and four (Table 3), then random reads (Table 4)"),
    QT_TRANSLATE_NOOP("BenchPreset", "full: 100 million pairs of 4 B, the larger values capped at 10 GiB; small: 1/100; tiny: 1/10,000, the 4 B and 100 KB sizes, one writer"),
    QT_TRANSLATE_NOOP("BenchPreset", "YCSB write only, high read/low write, low read/high write with Zipfian keys, 1 KB and 4 KB records, 8 client threads"),
    QT_TRANSLATE_NOOP("BenchPreset", "full: 1M records and 1M operations; small: 1/100; tiny: 1/10,000, the first and last workload, 1 KB records"),
    QT_TRANSLATE_NOOP("BenchPreset", "YCSB core workloads A-F (Zipfian; D latest; E scans from the start of the store), 1,000-byte records, 8 client threads"),
    QT_TRANSLATE_NOOP("BenchPreset", "full: 1M records and 1M operations; small: 1/100; tiny: 1/10,000"),
    QT_TRANSLATE_NOOP("BenchPreset", "KVData3 and KVData4 put in a random order into an empty store (the load), then k = 100,000 fresh records put in a random order, and 100,000 random gets and deletes, warm"),
    QT_TRANSLATE_NOOP("BenchPreset", "full: 1M and 10M records, k = 100,000; small: 1/100; tiny: 1/10,000"),
    QT_TRANSLATE_NOOP("BenchPreset", "YCSB A (50% updates) and B (5% updates), Zipfian keys, over 1M records with values of KVData3's mean size (53 bytes), at 1, 2 and 4 client threads: each store's scaling with threads"),
    QT_TRANSLATE_NOOP("BenchPreset", "full: 1M records and 1M operations; small: 1/100; tiny: 1/10,000, 1 and 4 threads"),
    QT_TRANSLATE_NOOP("BenchPreset", "a workload composed by the user: records loaded, then a measured run of a mix of reads, writes, inserts, deletes and scans (or YCSB A-F), with chosen value sizes, key order and cold or warm start (wrctl bench custom --records, --operations, --mix, --ycsb, --value-size, --key-order, --cold)"),
    QT_TRANSLATE_NOOP("BenchPreset", "the sizes are the user's as given at every scale (default 100,000 records and 100,000 operations); the scale only sets the repetitions"),
};
// clang-format on

const MarkedTexts kPresetTexts("BenchPreset", kMarkedTexts);

}  // namespace

QString presetDescription(const wr::bench::Preset& preset) { return kPresetTexts.translated(preset.description); }

QString presetScales(const wr::bench::Preset& preset) { return kPresetTexts.translated(preset.scales); }

bool isPresetTextMarked(const wr::bench::Preset& preset) {
    return kPresetTexts.isMarked(preset.description) && kPresetTexts.isMarked(preset.scales);
}

}  // namespace wr::gui
