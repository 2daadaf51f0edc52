// The allocator's setup for a long session: large blocks stay in mappings of
// their own after a larger one was freed, and however many threads allocate
// at once, they share at most two arenas. A process of its own, since the
// setup must come before any thread allocates.
#include <QtTest>

#include <cstdio>
#include <cstdlib>
#include <latch>
#include <string>
#include <thread>
#include <vector>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "util/freed_memory.h"

namespace {

#if defined(__GLIBC__)
// The arenas glibc reports, one <heap> element each.
int arenaCount() {
    char* text = nullptr;
    size_t size = 0;
    FILE* out = open_memstream(&text, &size);
    malloc_info(0, out);
    std::fclose(out);
    const std::string xml(text, size);
    std::free(text);
    int count = 0;
    for (size_t at = xml.find("<heap nr="); at != std::string::npos; at = xml.find("<heap nr=", at + 1)) ++count;
    return count;
}
#endif

}  // namespace

class FreedMemoryTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        wr::returnLargeBlocksWhenFreed();
        wr::shareFewArenas();
    }

    void largeBlocksStayMappedAfterALargerOneIsFreed() {
#if defined(__SANITIZE_ADDRESS__)
        QSKIP("AddressSanitizer's allocator stands in for glibc's malloc");
#elif defined(__GLIBC__)
        // Freeing a mapped block would otherwise raise glibc's threshold to
        // its size, and the next 256 KiB would come from an arena.
        void* volatile large = std::malloc(size_t{4} << 20);
        std::free(large);
        const size_t mappedBefore = mallinfo2().hblks;
        void* volatile block = std::malloc(size_t{256} << 10);
        const size_t mapped = mallinfo2().hblks - mappedBefore;
        std::free(block);
        QCOMPARE(mapped, size_t{1});
#else
        QSKIP("the threshold is glibc's");
#endif
    }

    void concurrentThreadsShareTwoArenas() {
#if defined(__GLIBC__)
        // Each thread allocates and stays alive until all have, so none can
        // take over the arena of one that ended. The blocks are kept where the
        // compiler cannot see them unused and leave the allocation out.
        constexpr int kThreads = 8;
        std::latch allocated(kThreads);
        std::latch release(1);
        std::vector<void*> blocks(kThreads);
        std::vector<std::thread> threads;
        for (int i = 0; i < kThreads; ++i) {
            threads.emplace_back([&, i] {
                blocks[i] = std::malloc(256);
                allocated.count_down();
                release.wait();
                std::free(blocks[i]);
            });
        }
        allocated.wait();
        const int arenas = arenaCount();
        release.count_down();
        for (auto& t : threads) t.join();
        QVERIFY2(arenas <= 2, qPrintable(QStringLiteral("%1 arenas").arg(arenas)));
#else
        QSKIP("the arena cap is glibc's");
#endif
    }
};

QTEST_GUILESS_MAIN(FreedMemoryTest)
#include "test_freed_memory.moc"
