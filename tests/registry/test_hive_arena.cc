// The hive's arena (hive_arena.h): blocks carved from many chunks, the later
// ones prepared ahead by its helper thread, stay distinct and keep their
// bytes, and the arena holds at most one chunk beyond what it has handed out.
#include <QtTest>

#include <cstring>
#include <string>
#include <vector>

#include "registry/hive/hive_arena.h"

using namespace wr::reg;

class HiveArenaTest : public QObject {
    Q_OBJECT

private slots:
    void blocksFromPreparedChunksKeepTheirBytes() {
        constexpr size_t kBlockBytes = 200;
        constexpr size_t kBlocks = 40000;  // 8 MB: the first small chunks, then prepared 1 MiB ones
        HiveArena arena;
        std::vector<unsigned char*> blocks;
        for (size_t i = 0; i < kBlocks; ++i) {
            auto* block = static_cast<unsigned char*>(arena.allocate(kBlockBytes));
            std::memset(block, int(i % 251), kBlockBytes);
            blocks.push_back(block);
        }
        for (size_t i = 0; i < kBlocks; ++i) {
            const unsigned char* block = blocks[i];
            const std::string why = "block " + std::to_string(i) + " was overwritten";
            QVERIFY2(block[0] == i % 251 && block[kBlockBytes - 1] == i % 251, why.c_str());
        }
        const uint64_t handedOut = kBlocks * kBlockBytes;
        QVERIFY(arena.reservedBytes() >= handedOut);
        // Each chunk's unused tail is under a block; the spare is one chunk more.
        const std::string reserved = std::to_string(arena.reservedBytes()) + " bytes reserved";
        QVERIFY2(arena.reservedBytes() <= handedOut + handedOut / 100 + (2u << 20), reserved.c_str());
    }

    void freedBlocksAreReusedBeforeNewChunks() {
        HiveArena arena;
        std::vector<void*> blocks;
        for (int i = 0; i < 20000; ++i) blocks.push_back(arena.allocate(120));
        const uint64_t reserved = arena.reservedBytes();
        for (void* block : blocks) arena.deallocate(block, 120);
        for (int i = 0; i < 20000; ++i) (void)arena.allocate(120);
        // New chunks would take 2.4 MB more; the helper may have readied
        // its spare chunk (1 MiB) in the meantime.
        QVERIFY(arena.reservedBytes() <= reserved + (1u << 20));
    }
};

QTEST_GUILESS_MAIN(HiveArenaTest)
#include "test_hive_arena.moc"
