<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>BenchPreset</name>
    <message>
        <source>KVData3: read, write and delete throughput as the number of continuous operations k grows from 1 to 1M, cold (the store&apos;s open counted, as the paper does) and warm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full: the published set sizes and k up to 1,000,000; small: 1/100 of the records; tiny: 1/10,000, the first and last k, cold only, one repetition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KVData1-4 (10 thousand to 10 million records) at k = 10,000: throughput as the data set grows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID-Geo (synthetic, Table 4&apos;s shape): throughput as k grows from 1 to 1M, cold and warm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the four Twitter-shaped sets (synthetic) at k = 10,000, WR-Store at each set&apos;s Table 7 layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WR-Store layouts xD_1L and 1D_yL (x, y = 1..6) on KVData2 at k = 1,000 (use `wrctl tune` for any other grid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WR-Store layouts 2D_1L, 2D_2L, 2D_3L, 1D_4L, 4D_1L on KVData3 as k grows from 1 to 1M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the five layouts of Table 7 on each Twitter-shaped set (synthetic) at k = 10,000; the best layout is the one with the highest mean of read, write and delete throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the WR_D x WR_L sweep: every layout of the grid (by default D x L &lt;= 8) on KVData2 at k = 1,000 (or --data, --k), best by the mean of read, write and delete throughput as in Table 7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID-Geo (synthetic), k = 10,000 against one WR-Store registry engine while p = 1..1000 clients each issue a registry operation every 1.95 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full: the published set; small: 1/100; tiny: 1/10,000 and p = 1 and 1000 only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the four Twitter-shaped sets (synthetic) in WR-Store at Table 7&apos;s layout: E-then-T&apos;s .reg export and its parse into pairs timed apart, and E-and-T&apos;s stream over the registry walk, nothing loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full: the published set sizes; small: 1/100; tiny: 1/10,000, the first and last set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID-Geo (synthetic) migrated whole from WR-Store into Berkeley DB, RocksDB and LevelDB by E-then-T and E-and-T (each target&apos;s fast load path, verified): the share of extract and transform in the whole extract-transform-load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full: the published set; small: 1/100; tiny: 1/10,000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KVData4 migrated by E-and-T from WR-Store into RocksDB with SST ingestion and with write batches, and into LevelDB, beside the source&apos;s bare scan rate, each target&apos;s bare bulk-load rate and the memory of a process that only opens both stores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full: 10 million records; small: 1/100; tiny: 1/10,000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WR-Store against WR-Store++: PUT, GET and DELETE of single values of Table 2&apos;s sizes (19 KB .. 661 MB), 100 repetitions, top and bottom 7 % dropped, bytes per millisecond</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full: Table 2&apos;s sizes, 100 repetitions; small: 1/100 of the size, 20; tiny: 1/10,000, DATA IDs 1 and 8, 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WR-Store++ against Berkeley DB, RocksDB and LevelDB: PUT, GET, DELETE of Table 2&apos;s sizes, 100 repetitions trimmed by 7 %, bytes per millisecond; one compaction counted after the deletes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as 001-fig5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read-heavy, write-heavy and read-write-average mixes of 100 operations over values of ~100 MB, ~500 MB and ~1 GB (70:25:5), total elapsed time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full: Table 3&apos;s sizes; small: 1/100 of the sizes and 10 operations; tiny: 1/10,000, the first and last mix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GET of Table 2&apos;s sizes: basic WR-Store++, chunk-based, and Parallel-GET with 2 to 5 reader threads (1 thread is the chunk-based store)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WR-Store++ chunk mode (single GET and Parallel-GET with 4 threads) against the disk&apos;s raw sequential bandwidth (plain files, 1 MiB write()/read() calls): PUT, GET and DELETE of Table 2&apos;s sizes from 1 MB up, 10 values each, trimmed by 7 %, bytes per millisecond</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full: Table 2&apos;s sizes from DATA ID 3 (2 MB) to 8 (661 MB); small: 1/100 of the size; tiny: 1/10,000, the smallest and largest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WR-Store++ chunk mode holding 8 MiB values migrated by E-and-T into LevelDB, RocksDB and Berkeley DB, each value streamed (getStream -&gt; putStream), verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full: 100 values (800 MiB); small: 2; tiny: 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>insert, get, update and remove (1,000 each) over record sizes &lt;1 KiB .. 1 MiB x counts 100 .. 1M x compressible and incompressible data, with peak memory and space efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full: every cell under 10 GiB; small: the same cells with 1/100 of the records (at least 10) and 10 operations each; tiny: 1/10,000, the smallest and largest sizes, the smallest count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Factory tree (1,000 workshops x 1,000 employees: 1M keys, 6M values) on the portable hive: insert with one thread, delete the tree, insert with one thread per logical core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full: 1,000 x 1,000; small: 100 x 100; tiny: 10 x 10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4-byte keys with 4 B, 1 KB and 100 KB values: writes with one thread (Table 2) and four (Table 3), then random reads (Table 4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full: 100 million pairs of 4 B, the larger values capped at 10 GiB; small: 1/100; tiny: 1/10,000, the 4 B and 100 KB sizes, one writer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YCSB write only, high read/low write, low read/high write with Zipfian keys, 1 KB and 4 KB records, 8 client threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full: 1M records and 1M operations; small: 1/100; tiny: 1/10,000, the first and last workload, 1 KB records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YCSB core workloads A-F (Zipfian; D latest; E scans from the start of the store), 1,000-byte records, 8 client threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full: 1M records and 1M operations; small: 1/100; tiny: 1/10,000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a workload composed by the user: records loaded, then a measured run of a mix of reads, writes, inserts, deletes and scans (or YCSB A-F), with chosen value sizes, key order and cold or warm start (wrctl bench custom --records, --operations, --mix, --ycsb, --value-size, --key-order, --cold)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sizes are the user&apos;s as given at every scale (default 100,000 records and 100,000 operations); the scale only sets the repetitions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KVData3 and KVData4 put in a random order into an empty store (the load), then k = 100,000 fresh records put in a random order, and 100,000 random gets and deletes, warm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full: 1M and 10M records, k = 100,000; small: 1/100; tiny: 1/10,000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YCSB A (50% updates) and B (5% updates), Zipfian keys, over 1M records with values of KVData3&apos;s mean size (53 bytes), at 1, 2 and 4 client threads: each store&apos;s scaling with threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full: 1M records and 1M operations; small: 1/100; tiny: 1/10,000, 1 and 4 threads</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DataSet</name>
    <message>
        <source>seed 000 Table 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seed 000 Tables 4-5 (synthetic)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>numeric keys, random strings of 5-100 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>19-digit tweet IDs, &quot;(longitude, latitude)&quot; values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>19-digit tweet IDs, one to four hashtags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>19-digit tweet IDs, tweet-length texts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6-19 digit user IDs, follower counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A data set&apos;s source, then its description.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>%1 has %Ln staged change(s) that were never written.</source>
        <translation>
            <numerusform>%1 has %Ln staged change that was never written.</numerusform>
            <numerusform>%1 has %Ln staged changes that were never written.</numerusform>
        </translation>
    </message>
    <message>
        <source>WR Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operation Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About WR Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About WR Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;WR Studio %1&lt;/b&gt;&lt;p&gt;Explore, edit, benchmark and migrate registry-backed and log-structured key-value stores.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 - WR Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staged Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a hive or a store by URI, read-only unless asked otherwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Writable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reopen the store for writing, or back read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add Bookmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bookmarks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A registry path (HKCU\kvs\fe\40) or a key of the store (792479)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the current tab is. Type a registry path starting with the root&apos;s name, or a key of the store, and press Return.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Go to: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No store is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open for Writing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reopen %1 for writing?

Other programs then cannot open it; every change is still staged until you write it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reopen %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for writing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Bookmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the bookmark:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bookmark %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operation &amp;Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Staged Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the current store (or go to a path, where the view has no search)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find Ne&amp;xt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the next search result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to &amp;Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a registry path or a key of the store to go to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ne&amp;xt Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre&amp;vious Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Store...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write them to the store before the tab closes, or drop them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Going read-only drops them; the store stays as it was last written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Write and Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discard Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot write its changes now; the tab stays open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The store as last written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No staged changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a path or a key to go to, and press Return.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No further search result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create an empty store of any kind and open it for writing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a registry hive, a WR-Store, a WR-Store++, a ZDB or any other store by URI,
or create an empty one.
Stores open read-only; writing is switched on explicitly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Migrate...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy every pair of a store into another store of any kind, and verify it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Migrate This Store...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Benchmark...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the papers&apos; benchmarks or your own workload on fresh stores and watch them live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Benchmark This Store...</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export to &quot;%1&quot;: choose a .png, .pdf, .svg, .csv or .json file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export chart as PNG / PDF / SVG...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;PDF document (*.pdf);;SVG image (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export data as CSV / JSON...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Chart Data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV table (*.csv);;JSON document (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StoreScheme</name>
    <message>
        <source>WR-Store: key-value pairs in registry values, hashed index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WR-Store++: large values in files or chunk files, hashed index in the registry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZDB: values in append-only data files, a memory-mapped index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RocksDB: a log-structured merge tree (blob=1 keeps large values apart)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LevelDB: a log-structured merge tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Berkeley DB: a B-tree or hash database with a transaction log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SQLite: one table keyed by the key bytes, write-ahead journal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LMDB: a memory-mapped B+ tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kyoto Cabinet: a hash database in one file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flat files: one file per pair in one directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nested files: one file per pair under three levels of directories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redis: a single server or a Redis Cluster (hash slots over masters)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Save a picture of the window to FILE once it has settled, then quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explore and edit registry hives, WR-Store, WR-Store++, ZDB and other key-value stores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the registry hive in DIR.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the stores for writing (the default is read-only).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A store URI (wrstore:hive=DIR;db=kvs, zdb:dir=DIR, ...) or a hive directory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once the stores are open, go to TARGET in the last one: a registry path, a key of the store, or #N for the store&apos;s row N.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview the import of the .reg FILE into the last hive (staging it asks to open the hive for writing unless --writable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the view NAME of the last store: Registry or Statistics for a hive; Keys, Index (WR-Store, WR-Store++), Chunks (WR-Store++), Data Files (ZDB), Cluster or Server (Redis) or Statistics for a store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the texts in the language CODE (en, ko, vi) instead of the one chosen in View &gt; Language or the system&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the Benchmark window with the preset ID chosen (wrctl bench --list names them).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui</name>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copying pairs: extracting, transforming and loading in one pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extracting pairs from the source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the intermediate file into pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verifying the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not verified (turned off on the Method page).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK: all %Ln source key(s) read back from the target with equal values.</source>
        <translation type="unfinished">OK: the %Ln source key read back from the target with an equal value.</translation>
    </message>
    <message>
        <source>The target&apos;s digest equals the source&apos;s: it holds nothing else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FAILED: %Ln key(s) missing or different in the target.</source>
        <translation type="unfinished">FAILED: %Ln key missing or different in the target.</translation>
    </message>
    <message>
        <source>The target&apos;s pairs differ from the source&apos;s (digests, pair and byte counts).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::BenchRunController</name>
    <message>
        <source>nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>results in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 trials; the finished trials were kept: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run failed: %1 (%2 of %3 trials finished; %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished %1 trials; %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::BenchSetupPanel</name>
    <message>
        <source>%1 — seed %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checked stores run; double-click one to edit its settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a scheme or URI with settings, e.g. rocksdb:compression=lz4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a fresh store of the same kind and layout as an open tab&apos;s store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tiny, small (1/100 of the paper), full, or a factor on the paper&apos;s sizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>preset&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scale&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all of the preset&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OS buffered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Periodic sync</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sync every operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the page cache before every step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dropping the page cache needs root</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stores:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open stores:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;cale:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Threads:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Repetitions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Data sets:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;k:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;urability:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Memory per store:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same run on the command line:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Seed %1, %2.&lt;/b&gt; %3&lt;br&gt;Scales: %4&lt;br&gt;Baseline: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The preset&apos;s %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not in this build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on a local cluster (3 masters) started for each trial and stopped after it; double-click to name an empty server&apos;s URI instead</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::BenchmarkWindow</name>
    <message>
        <source>Benchmark — WR Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run now, or after the runs before it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the running run within a second; what finished is kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear &amp;Queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operations per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MiB per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All stores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Percentiles over the steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Histogram of the last step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99 latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L&amp;atency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;esults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stre&amp;ss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%v of %m trials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The queue was cleared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run %1 queued: wrctl %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prepared a run on a fresh store like %1 (%2); the open store itself is not touched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Run %1 started: %Ln trial(s), build %2</source>
        <translation>
            <numerusform>Run %1 started: %Ln trial, build %2</numerusform>
            <numerusform>Run %1 started: %Ln trials, build %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Trial %1 of %2: %3 %4 %5, repetition %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trial failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the run in %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running for %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>; %Ln run(s) queued</source>
        <translation>
            <numerusform>; %Ln run queued</numerusform>
            <numerusform>; %Ln runs queued</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop the benchmark?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A benchmark is running. Stop it and close? What finished is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lo&amp;g scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep small bars visible beside stores thousands of times faster</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::Bookmarks</name>
    <message>
        <source>&amp;Remove Bookmark</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::ChangeState</name>
    <message>
        <source>Staged: added (not written yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staged: changed (not written yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staged: renamed from %1 (not written yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staged: deleted (not written yet)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::ChunkMap</name>
    <message>
        <source>live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalidated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tombstone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln tombstone(s)</source>
        <translation>
            <numerusform>%Ln tombstone</numerusform>
            <numerusform>%Ln tombstones</numerusform>
        </translation>
    </message>
    <message>
        <source>%1% fragmented</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::ChunkMapModel</name>
    <message numerus="yes">
        <source>%Ln block(s)</source>
        <translation>
            <numerusform>%Ln block</numerusform>
            <numerusform>%Ln blocks</numerusform>
        </translation>
    </message>
    <message>
        <source>Chunk / offset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln item(s)</source>
        <translation>
            <numerusform>%Ln item</numerusform>
            <numerusform>%Ln items</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wr::gui::ChunkMapPanel</name>
    <message>
        <source>&amp;Read the Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;allocate...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the data files again (the views close for a moment)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rewrite the live blocks and give the space of invalidated ones back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a block to see its key and value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Value (%Ln byte(s)):</source>
        <translation>
            <numerusform>Value (%Ln byte):</numerusform>
            <numerusform>Value (%Ln bytes):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln file(s), %2 live, %3 invalidated.</source>
        <translation>
            <numerusform>%1: %Ln file, %2 live, %3 invalidated.</numerusform>
            <numerusform>%1: %Ln files, %2 live, %3 invalidated.</numerusform>
        </translation>
    </message>
    <message>
        <source>Key: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;ompact...</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1, block at offset %2, %Ln byte(s): %3</source>
        <translation>
            <numerusform>%1, block at offset %2, %Ln byte: %3</numerusform>
            <numerusform>%1, block at offset %2, %Ln bytes: %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wr::gui::ChunkMapSource</name>
    <message>
        <source>WR-Store++ chunk files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The data directory holds no chunk files: a store in basic mode keeps one file per value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a torn block header at the end of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no block header here; the rest of the file is not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a block that runs past the end of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZDB data files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A compaction is under way: the previous table&apos;s files follow the current ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (previous table)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bucket %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points at offset %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::ChunkMapView</name>
    <message numerus="yes">
        <source>%1   %2   %3   %Ln item(s)</source>
        <translation>
            <numerusform>%1   %2   %3   %Ln item</numerusform>
            <numerusform>%1   %2   %3   %Ln items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1   %2   %3   %Ln block(s)</source>
        <translation>
            <numerusform>%1   %2   %3   %Ln block</numerusform>
            <numerusform>%1   %2   %3   %Ln blocks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 at %2, %Ln byte(s)
%3</source>
        <translation>
            <numerusform>%1 at %2, %Ln byte
%3</numerusform>
            <numerusform>%1 at %2, %Ln bytes
%3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wr::gui::ClusterLayoutModel</name>
    <message numerus="yes">
        <source>%1 (%Ln slot(s))</source>
        <translation>
            <numerusform>%1 (%Ln slot)</numerusform>
            <numerusform>%1 (%Ln slots)</numerusform>
        </translation>
    </message>
    <message>
        <source>server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>master</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replica</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replica of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no answer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>importing slot %1 from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>migrating slot %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hash slots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::ClusterView</name>
    <message numerus="yes">
        <source>%Ln master(s)</source>
        <translation>
            <numerusform>%Ln master</numerusform>
            <numerusform>%Ln masters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln replica(s)</source>
        <translation>
            <numerusform>%Ln replica</numerusform>
            <numerusform>%Ln replicas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln key(s)</source>
        <translation>
            <numerusform>%Ln key</numerusform>
            <numerusform>%Ln keys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln node(s) did not answer: %1 (see State).</source>
        <translation>
            <numerusform>%Ln node did not answer: %1 (see State).</numerusform>
            <numerusform>%Ln nodes did not answer: %1 (see State).</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the nodes again for the cluster&apos;s layout and their key counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking the nodes…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The layout could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an unknown number of keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the masters hold %1. Read from %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A single server holding %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a key in the Keys view to see its hash slot and the node that holds it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key %1 is on the server %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key %1: hash slot %2, held by %3 (marked in bold).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key %1: hash slot %2; no master serves it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key %1: hash slot %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::CustomWorkloadEditor</name>
    <message>
        <source>The shares below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>YCSB workload %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zipfian</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cold: time the store&apos;s open, no read pass first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>insert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Records loaded:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operations:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mix:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value sizes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key order:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::DataInterpreterModel</name>
    <message>
        <source>(out of range)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>int8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uint8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>int16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uint16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>int32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uint32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>int64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uint64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>float32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>float64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FILETIME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unix time (s, 32-bit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unix time (s, 64-bit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unix time (ms, 64-bit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Little-endian</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big-endian</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::HexView</name>
    <message>
        <source>Offset</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::HivePage</name>
    <message>
        <source>the root key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(Default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Registry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln subkey(s) at the root, opened %1 in %2 ms</source>
        <translation>
            <numerusform>%Ln subkey at the root, opened %1 in %2 ms</numerusform>
            <numerusform>%Ln subkeys at the root, opened %1 in %2 ms</numerusform>
        </translation>
    </message>
    <message>
        <source>read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for writing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled after the preview; nothing was staged</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln change(s) staged; File &gt; Write Changes writes them</source>
        <translation>
            <numerusform>%Ln change staged; File &gt; Write Changes writes them</numerusform>
            <numerusform>%Ln changes staged; File &gt; Write Changes writes them</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln key(s) written to %1</source>
        <translation>
            <numerusform>%Ln key written to %1</numerusform>
            <numerusform>%Ln keys written to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln value(s) written to %1</source>
        <translation>
            <numerusform>%Ln value written to %1</numerusform>
            <numerusform>%Ln values written to %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no key %1; the deepest key on the way is selected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Write %Ln change(s)</source>
        <translation>
            <numerusform>Write %Ln change</numerusform>
            <numerusform>Write %Ln changes</numerusform>
        </translation>
    </message>
    <message>
        <source>Opening %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the new subkey of %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Value of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modify %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modify value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New name of %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deletion is staged: nothing changes in the store until you write the changes (File &gt; Write Changes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>  and %n more</source>
        <translation>
            <numerusform>  and %n more</numerusform>
            <numerusform>  and %n more</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete Values</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete %n value(s) of %1?</source>
        <translation>
            <numerusform>Delete %n value of %1?</numerusform>
            <numerusform>Delete %n values of %1?</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the key %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It has %1 and %2; they and everything below them are deleted with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln subkey(s)</source>
        <translation>
            <numerusform>%Ln subkey</numerusform>
            <numerusform>%Ln subkeys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln value(s)</source>
        <translation>
            <numerusform>%Ln value</numerusform>
            <numerusform>%Ln values</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import .reg File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Registry files (*.reg);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Registry files (*.reg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exporting %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read-write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opened clean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last write: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln staged change(s)</source>
        <translation>
            <numerusform>%Ln staged change</numerusform>
            <numerusform>%Ln staged changes</numerusform>
        </translation>
    </message>
    <message>
        <source>waits for the store to be open for writing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The import of %1 is staged once the store is open for writing (Tools &gt; Writable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read-only Windows hive file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::ImportChange</name>
    <message>
        <source>Add key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete value</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::ImportPreviewDialog</name>
    <message>
        <source>Import %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>add %n key(s)</source>
        <translation>
            <numerusform>add %n key</numerusform>
            <numerusform>add %n keys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>delete %n key(s) with everything below them</source>
        <translation>
            <numerusform>delete %n key with everything below it</numerusform>
            <numerusform>delete %n keys with everything below them</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>add %n value(s)</source>
        <translation>
            <numerusform>add %n value</numerusform>
            <numerusform>add %n values</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>change %n value(s)</source>
        <translation>
            <numerusform>change %n value</numerusform>
            <numerusform>change %n values</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>delete %n value(s)</source>
        <translation>
            <numerusform>delete %n value</numerusform>
            <numerusform>delete %n values</numerusform>
        </translation>
    </message>
    <message>
        <source>Importing %1 would change nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing %1 would %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln value(s) already hold what the file sets.</source>
        <translation>
            <numerusform>%Ln value already holds what the file sets.</numerusform>
            <numerusform>%Ln values already hold what the file sets.</numerusform>
        </translation>
    </message>
    <message>
        <source>Staging the import changes nothing yet: the changes are written with File &gt; Write Changes, or dropped with File &gt; Revert Changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stage Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open for &amp;Writing and Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The store is open read-only: it is reopened for writing (you are asked first), then the import is staged</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::ImportPreviewModel</name>
    <message>
        <source>(root)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(Default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::KeyFilter</name>
    <message>
        <source>containing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starting with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>matching the regex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter the keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lists only the keys that match, found by a pass over the store. Type \xNN for any byte.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;ilter keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filtering… matching so far: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped: %1 of %2 keys looked at match the filter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matching the filter: %1 of %2 keys.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::KeyLocator</name>
    <message>
        <source>&amp;Reveal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A key of the store, e.g. 792479 (\xNN for any byte)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the key&apos;s leaf in the index tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find &amp;key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MD5:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaf:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;type a key&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;reading the store&apos;s layout&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln level(s) of %1 hex characters (%2)</source>
        <translation>
            <numerusform>%Ln level of %1 hex characters (%2)</numerusform>
            <numerusform>%Ln levels of %1 hex characters (%2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wr::gui::KeyPlacementPanel</name>
    <message>
        <source>a key, \xNN for any byte</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WR_D </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WR_L </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look the key up in the open store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pair is a registry value named after its key, under the subkeys that the first WR_D × WR_L hex characters of the key&apos;s MD5 name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Index:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MD5:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Registry key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the store:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>found, at least %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>found, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no store is open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>looking…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::KeyRowsModel</name>
    <message>
        <source>(removed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(unreadable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>≥ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Staged: deleted when the changes are written (File &gt; Write Changes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1
Staged: a new value (%Ln byte(s)) is set when the changes are written (File &gt; Write Changes).</source>
        <translation>
            <numerusform>%1
Staged: a new value (%Ln byte) is set when the changes are written (File &gt; Write Changes).</numerusform>
            <numerusform>%1
Staged: a new value (%Ln bytes) is set when the changes are written (File &gt; Write Changes).</numerusform>
        </translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1
%Ln byte(s)</source>
        <translation>
            <numerusform>%1
%Ln byte</numerusform>
            <numerusform>%1
%Ln bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <translation>
            <numerusform>%Ln byte</numerusform>
            <numerusform>%Ln bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (staged)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::KeySearch</name>
    <message>
        <source>Enter a regular expression.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The regular expression is invalid at character %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::KeyTreeModel</name>
    <message numerus="yes">
        <source>%Ln subkey(s)</source>
        <translation>
            <numerusform>%Ln subkey</numerusform>
            <numerusform>%Ln subkeys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln value(s)</source>
        <translation>
            <numerusform>%Ln value</numerusform>
            <numerusform>%Ln values</numerusform>
        </translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subkeys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::KvBrowser</name>
    <message numerus="yes">
        <source>%Ln key(s)</source>
        <translation>
            <numerusform>%Ln key</numerusform>
            <numerusform>%Ln keys</numerusform>
        </translation>
    </message>
    <message>
        <source>All keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the key lives in the registry index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the value… %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the value of %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No store is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listing the keys…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The store has no keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>about %Ln key(s)</source>
        <translation>
            <numerusform>about %Ln key</numerusform>
            <numerusform>about %Ln keys</numerusform>
        </translation>
    </message>
    <message>
        <source>%1+ keys, counting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows %1–%2 of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;ount Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The count shown is an estimate: count every key, in the background</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The store has no key %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>about %Ln key(s) (%1)</source>
        <translation>
            <numerusform>about %Ln key (%1)</numerusform>
            <numerusform>about %Ln keys (%1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wr::gui::KvClipboard</name>
    <message>
        <source>&amp;Copy Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the selected keys, one per line, escaped as the list shows them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the selected key&apos;s value: as text when it is text, else as hex bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the selected rows: key, size and preview, tab-separated</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::KvEdit</name>
    <message>
        <source>Delete %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::KvEditor</name>
    <message>
        <source>%1 is open read-only; reopen it for writing to edit it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the staged changes are being written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a key cannot be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete %n entries</source>
        <translation>
            <numerusform>Delete %n entry</numerusform>
            <numerusform>Delete %n entries</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wr::gui::KvEntryDialog</name>
    <message>
        <source>New Entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key; \xNN for any byte</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text (UTF-8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hex bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load from File...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value as:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Value:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modify Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is larger than %2; values that large are written with wrctl.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load the Value from a File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value is not hex bytes: pairs of 0-9 and a-f, spaces allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s); staged until File &gt; Write Changes.</source>
        <translation>
            <numerusform>%Ln byte; staged until File &gt; Write Changes.</numerusform>
            <numerusform>%Ln bytes; staged until File &gt; Write Changes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wr::gui::KvPairExport</name>
    <message numerus="yes">
        <source>%Ln pair(s), %1</source>
        <translation>
            <numerusform>%Ln pair, %1</numerusform>
            <numerusform>%Ln pairs, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln selected key(s) no longer in the store</source>
        <translation>
            <numerusform>%Ln selected key no longer in the store</numerusform>
            <numerusform>%Ln selected keys no longer in the store</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln selected pair(s)</source>
        <translation>
            <numerusform>%Ln selected pair</numerusform>
            <numerusform>%Ln selected pairs</numerusform>
        </translation>
    </message>
    <message>
        <source>about %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an unknown number of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the search results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the whole store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::KvPairImport</name>
    <message numerus="yes">
        <source>%Ln pair(s) staged, not written yet (File &gt; Write Changes)</source>
        <translation>
            <numerusform>%Ln pair staged, not written yet (File &gt; Write Changes)</numerusform>
            <numerusform>%Ln pairs staged, not written yet (File &gt; Write Changes)</numerusform>
        </translation>
    </message>
    <message>
        <source>Import Pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairs (*.csv *.jsonl);;CSV files (*.csv);;JSON lines files (*.jsonl);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing was staged</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::KvSearchBar</name>
    <message>
        <source>Match &amp;case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starting with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>matching the regex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>user/42/  or  ^tweet:\d+7$</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type \xNN for any byte and \\ for a backslash in a prefix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the whole store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search only keys that start with this prefix (a subtree such as user/42/).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>within keys starting with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped at the first %1 matches: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Searching… %Ln key(s) scanned, %1 found</source>
        <translation>
            <numerusform>Searching… %Ln key scanned, %1 found</numerusform>
            <numerusform>Searching… %Ln keys scanned, %1 found</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 found among %Ln key(s) in %2</source>
        <translation>
            <numerusform>%1 found among %Ln key in %2</numerusform>
            <numerusform>%1 found among %Ln keys in %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln value(s) could not be read (%1).</source>
        <translation>
            <numerusform>%Ln value could not be read (%1).</numerusform>
            <numerusform>%Ln values could not be read (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>containing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent searches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent searches</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::KvSession</name>
    <message>
        <source>Open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count the keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query the store&apos;s statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the value of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the keys from position %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the key %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Write %n change(s)</source>
        <translation>
            <numerusform>Write %n change</numerusform>
            <numerusform>Write %n changes</numerusform>
        </translation>
    </message>
    <message>
        <source>Count every key</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::KvStorePage</name>
    <message numerus="yes">
        <source>%Ln key(s)</source>
        <translation>
            <numerusform>%Ln key</numerusform>
            <numerusform>%Ln keys</numerusform>
        </translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Registry (the whole hive)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The store has no key in leaf %1: the leaf does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chunks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reallocation writes to the store: reopen it for writing first (Tools &gt; Writable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read-only, in %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for writing, in %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening the index of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the layout of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a REG_DWORD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The store has no key %1: its leaf %2 holds no such value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read-write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>started; the views are back when it ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compact %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the data files of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s)</source>
        <translation>
            <numerusform>%Ln file</numerusform>
            <numerusform>%Ln files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Checked %Ln entry(ies) (%1).</source>
        <translation>
            <numerusform>Checked %Ln entry (%1).</numerusform>
            <numerusform>Checked %Ln entries (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln problem(s):</source>
        <translation>
            <numerusform>%Ln problem:</numerusform>
            <numerusform>%Ln problems:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln orphan(s), data no index entry names:</source>
        <translation>
            <numerusform>%Ln orphan, data no index entry names:</numerusform>
            <numerusform>%Ln orphans, data no index entry names:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Write %Ln change(s)</source>
        <translation>
            <numerusform>Write %Ln change</numerusform>
            <numerusform>Write %Ln changes</numerusform>
        </translation>
    </message>
    <message>
        <source>every change is still staged: write again, or revert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compaction writes to the store: reopen it for writing first (Tools &gt; Writable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Staged value of %1, not written yet (File &gt; Write Changes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is deleted by a staged change, not written yet (File &gt; Write Changes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value of %1 is still being read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value of %1 is too large to edit here; use wrctl.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modify value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the entry %1 and its value (%2)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deletion is staged: nothing changes in the store until you write the changes (File &gt; Write Changes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln staged change(s), not written yet.</source>
        <translation>
            <numerusform>%Ln staged change, not written yet.</numerusform>
            <numerusform>%Ln staged changes, not written yet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Reallocate %1?

The live blocks are rewritten in key order and the space of overwritten and deleted values is given back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compact %1?

Live values are rewritten and the space of overwritten and deleted ones is given back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reallocate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The views close while it runs; Cancel stops it within a second and leaves the store consistent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reallocate %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reclaimed: %2 on disk before, %3 after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing reclaimed: %1 on disk before, %2 after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The store has no key %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;ount Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting the keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count the keys of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (every key counted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>about %1 (%2; Count Keys counts every key)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;allocate...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;System Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WR Studio shows the new language the next time it starts.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::LatencyChart</name>
    <message numerus="yes">
        <source>%1 – %2 µs
%Ln operation(s)</source>
        <translation>
            <numerusform>%1 – %2 µs
%Ln operation</numerusform>
            <numerusform>%1 – %2 µs
%Ln operations</numerusform>
        </translation>
    </message>
    <message>
        <source>latency (µs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>operations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>low (µs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>high (µs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p50 (µs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99 (µs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99.9 (µs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency histogram: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency percentiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2: %3 µs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::LayoutHeatmap</name>
    <message>
        <source>Mean of read, write and delete (Table 7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>subkey length WR_L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>index depth WR_D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Map:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delete throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean of read, write and delete throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No layout measured yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has the highest %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1% above %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, the only layout measured so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; Table 7&apos;s rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>. By Table 7&apos;s rule (the mean of the three) the best layout is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: outside the grid (WR_D x WR_L = %2, above the longest path %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not measured yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
read %2
write %3
delete %4
mean %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Click to create a WR-Store with this layout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, ops/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WR-Store layouts, %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::LayoutStoreDialog</name>
    <message>
        <source>Create a WR-Store with layout %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>directory of a new or existing hive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hive directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new, empty WR-Store with index depth WR_D = %1 and subkey length WR_L = %2, opened in a tab once created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hive:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URI:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the hive&apos;s directory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the database&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creating...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not created: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::LiveThroughputChart</name>
    <message>
        <source>seconds since the run began</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rep %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>operations per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MiB per second</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::MessageBar</name>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::MethodPage</name>
    <message numerus="yes">
        <source>This computer has %Ln core(s).</source>
        <translation>
            <numerusform>This computer has %Ln core.</numerusform>
            <numerusform>This computer has %Ln cores.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;E-and-T: extract and transform in one pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E-&amp;then-T: export to a file first, then load it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the target&apos;s &amp;fast load path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Verify: read every pair back from the target afterwards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the pairs are moved. Both methods copy the same pairs; they differ in speed and in the disk space they need on the way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chosen per target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The source is walked once while loader threads write batches into the target, through a bounded queue: the fastest way, and memory stays flat whatever the store&apos;s size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The source is first exported to an intermediate file (a .reg export for WR-Store and WR-Store++, the portable dump for other stores), which is then read back into pairs and loaded: slower, and it needs room for the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loader &amp;threads:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Batch size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only for an empty target: RocksDB ingests sorted SST files, Berkeley DB takes bulk puts, LMDB appends sorted keys. Other targets, and a target that already holds pairs, take ordinary write batches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every source key is read back from the target and compared; for a target that was empty a digest of all pairs also proves it holds nothing else.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::MigrationWizard</name>
    <message>
        <source>Migrate a Store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the Migration?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A migration is running. Stop it and close? The target keeps the pairs copied so far, and the migration can be resumed by migrating the same source into the same target again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::NewStoreDialog</name>
    <message>
        <source>C&amp;reate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings left empty take the engine&apos;s defaults. The new store is created empty and opened for writing; a place that already holds a store is refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The store URI the settings make: wrctl and File &gt; Open take it as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URI:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give %1: where the store is created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creating...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not created: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::OpenFailurePanel</name>
    <message>
        <source>&amp;Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the store again, for example once it has been created or its disk is back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed:
%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::OpenStoreDialog</name>
    <message numerus="yes">
        <source>A registry hive with %Ln WR-Store database(s).</source>
        <translation>
            <numerusform>A registry hive with %Ln WR-Store database.</numerusform>
            <numerusform>A registry hive with %Ln WR-Store databases.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open for &amp;writing (the default is read-only: nothing can change the store)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The store URI the fields above make; it may also be typed or pasted here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;URI:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the hive&apos;s directory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give at least the store&apos;s location.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No store is there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A registry hive, in use by another program: its databases cannot be listed now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The data directory of a WR-Store++ store: give the hive that indexes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Berkeley DB file of the former single-file layout, which cannot be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A store: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, WR_D %3, WR_L %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mode %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Registry hive: the keys and values of a portable hive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The WR-Store and WR-Store++ databases in the hive; choosing one fills in the type and the database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking at %1...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a database found in the hive...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. For example: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the server, or the cluster&apos;s nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Windows hive file: its keys and values open read-only in the registry explorer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A portable registry hive: a directory holding hive.snap and hive.wal; or a Windows hive file (NTUSER.DAT, SOFTWARE, a .hiv), which opens read-only</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::OperationLog</name>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::OpsRate</name>
    <message>
        <source>%1 ops/s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::PairExportDialog</name>
    <message numerus="yes">
        <source>The %Ln selected key(s) of %1</source>
        <translation>
            <numerusform>The %Ln selected key of %1</numerusform>
            <numerusform>The %Ln selected keys of %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The whole store (%1 pairs), in the store&apos;s order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (key,value,key_encoding,value_encoding)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON lines (one object per pair)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text (hex where a value is not text)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys are written as text where they are text, else like the values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Values as:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv);;JSON lines files (*.jsonl);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::PairImportDialog</name>
    <message numerus="yes">
        <source>%Ln pair(s) in %1.</source>
        <translation>
            <numerusform>%Ln pair in %1.</numerusform>
            <numerusform>%Ln pairs in %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of them give(s) a key again; the last one wins.</source>
        <translation>
            <numerusform>%Ln of them gives a key again; the last one wins.</numerusform>
            <numerusform>%Ln of them give a key again; the last one wins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln record(s) cannot be read:</source>
        <translation>
            <numerusform>%Ln record cannot be read:</numerusform>
            <numerusform>%Ln records cannot be read:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Leave out the %Ln malformed record(s) and stage the rest</source>
        <translation>
            <numerusform>Leave out the %Ln malformed record and stage the rest</numerusform>
            <numerusform>Leave out the %Ln malformed records and stage the rest</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Stage %Ln Pair(s)</source>
        <translation>
            <numerusform>&amp;Stage %Ln Pair</numerusform>
            <numerusform>&amp;Stage %Ln Pairs</numerusform>
        </translation>
    </message>
    <message>
        <source>Import Pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pairs are staged: nothing changes in the store until you write the changes (File &gt; Write Changes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first pairs:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::PreviewPage</name>
    <message numerus="yes">
        <source>%Ln pair(s)</source>
        <translation>
            <numerusform>%Ln pair</numerusform>
            <numerusform>%Ln pairs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %Ln pair(s)</source>
        <translation>
            <numerusform>about %Ln pair</numerusform>
            <numerusform>about %Ln pairs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Resume the interrupted migration into this target (%Ln pair(s) already copied)</source>
        <translation>
            <numerusform>&amp;Resume the interrupted migration into this target (%Ln pair already copied)</numerusform>
            <numerusform>&amp;Resume the interrupted migration into this target (%Ln pairs already copied)</numerusform>
        </translation>
    </message>
    <message>
        <source>Preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the migration will do. Nothing has been written yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Migrate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking at the stores...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Printable UTF-8 as it is, other bytes as \xNN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimated time:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free on the target&apos;s disk:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first pairs, as they will be written:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The migration cannot start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without resuming, the pairs already in the target stop the migration: go back to the Target page and choose what becomes of them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::ProgressStrip</name>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (cancelling...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::RecentStores</name>
    <message>
        <source>&amp;Clear Menu</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::RegistryChange</name>
    <message>
        <source>(Default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the root key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create key %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete key %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename key %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set value %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete value %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename value %1 of %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::RegistryClipboard</name>
    <message>
        <source>Copy &amp;Key Path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy Value &amp;Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the selected key&apos;s full path, as the Go to bar takes it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the names of the selected values, one per line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the selected values: name, type and data, tab-separated</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::RegistryEditor</name>
    <message>
        <source>%1 is open read-only; reopen it for writing to edit it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the staged changes are being written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no key is selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the root key cannot be renamed or deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is deleted by a staged change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already has a subkey named %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the root key</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete %n value(s) of %1</source>
        <translation>
            <numerusform>Delete %n value of %1</numerusform>
            <numerusform>Delete %n values of %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 already has a value named %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Key #%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Value #%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::RegistrySession</name>
    <message>
        <source>Open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the root key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the subkeys of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the values of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open hive %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the registry of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(Default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read value %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count the keys and values of the registry</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Write %Ln change(s)</source>
        <translation>
            <numerusform>Write %Ln change</numerusform>
            <numerusform>Write %Ln changes</numerusform>
        </translation>
    </message>
    <message>
        <source>Preview the import of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln change(s) were written; &quot;%2&quot; was not: </source>
        <translation>
            <numerusform>%1 of %Ln change was written; &quot;%2&quot; was not: </numerusform>
            <numerusform>%1 of %Ln changes were written; &quot;%2&quot; was not: </numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wr::gui::ReportPage</name>
    <message numerus="yes">
        <source>%Ln pair(s) read from the source</source>
        <translation>
            <numerusform>%Ln pair read from the source</numerusform>
            <numerusform>%Ln pairs read from the source</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln value(s) streamed</source>
        <translation>
            <numerusform>%Ln value streamed</numerusform>
            <numerusform>%Ln values streamed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>resumed after %Ln pair(s) a checkpoint covered</source>
        <translation>
            <numerusform>resumed after %Ln pair a checkpoint covered</numerusform>
            <numerusform>resumed after %Ln pairs a checkpoint covered</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Open Target in a New Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipped key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 into %2, by %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E-and-T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E-then-T</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln written into the target</source>
        <translation>
            <numerusform>%Ln written into the target</numerusform>
            <numerusform>%Ln written into the target</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln kept as the target held them</source>
        <translation>
            <numerusform>%Ln kept as the target held them</numerusform>
            <numerusform>%Ln kept as the target held them</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln skipped</source>
        <translation>
            <numerusform>%Ln skipped</numerusform>
            <numerusform>%Ln skipped</numerusform>
        </translation>
    </message>
    <message>
        <source>extract %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transform %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>load %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verify %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::ResultsChart</name>
    <message>
        <source>%1x best peer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ratio to best peer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results: %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (paper)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (paper)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>operations per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MiB per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99 latency (µs)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::RunBar</name>
    <message>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tiny: a ten-thousandth, sweeps cut to their ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>small: a hundredth of the paper&apos;s size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full: the paper&apos;s size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::RunComparisonView</name>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ratio to the first run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2: each later run over the first run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Op</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ratio %1/1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>better than the first run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>worse than the first run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs compared</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::RunHistoryModel</name>
    <message numerus="yes">
        <source>%1 (%2, %Ln core(s))</source>
        <translation>
            <numerusform>%1 (%2, %Ln core)</numerusform>
            <numerusform>%1 (%2, %Ln cores)</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unreadable: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>build %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Presets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::RunHistoryPanel</name>
    <message>
        <source>Show the runs of one preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All presets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlay two or more runs of the same preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These folders and everything in them are removed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These runs written elsewhere leave the history; their files are kept:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::RunPage</name>
    <message numerus="yes">
        <source>Done: %Ln pair(s) copied. Next shows the report.</source>
        <translation>
            <numerusform>Done: %Ln pair copied. Next shows the report.</numerusform>
            <numerusform>Done: %Ln pairs copied. Next shows the report.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %Ln pair(s). The target is consistent and holds the pairs copied up to the last checkpoint; Resume continues from there.</source>
        <translation>
            <numerusform>Stopped after %Ln pair. The target is consistent and holds the pairs copied up to the last checkpoint; Resume continues from there.</numerusform>
            <numerusform>Stopped after %Ln pairs. The target is consistent and holds the pairs copied up to the last checkpoint; Resume continues from there.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Migrating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop leaves the target consistent, with every pair copied so far; Resume continues from there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop within a second; the migration can be resumed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue from the last checkpoint without copying any pair twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time left:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resuming from the last checkpoint...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pairs/s, %2 MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The migration failed: %1
What was copied up to the last checkpoint stays in the target; once the cause is dealt with (space freed, say), Resume continues from there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping...</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::RunReadingsView</name>
    <message>
        <source>Our engines against the fastest peer at this point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fastest peer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ratio of medians</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowest single run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lowest single run divides ours in one repetition by the fastest peer in that repetition: below 1.00x, the noise can turn the lead over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput by client threads (speed-up over the fewest)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operations per second by threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::SearchResultsModel</name>
    <message>
        <source>No store is open.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::SourcePage</name>
    <message>
        <source>C&amp;hoose...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The store whose pairs are copied. It is only read: nothing is ever written to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A store URI, e.g. leveldb:dir=/data/kv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the store in the Open dialog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stores open in the window:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source &amp;URI:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A raw hive holds no pairs to migrate: choose a store (wrstore: names a database in a hive).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::StatisticsPanel</name>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Check Integrity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify every entry against its data, in the background</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The integrity check&apos;s report appears here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Names and data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On disk</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::StoreActions</name>
    <message>
        <source>New &amp;Key...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage a new subkey of the selected key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;Value...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage a new value of the selected key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Modify Value...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the data of the selected value (or double-click it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;name...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename the selected key or value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage the deletion of the selected key or values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Write Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write every staged change to the store</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;vert Changes...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop every staged change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import .reg File...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview a .reg file&apos;s changes and stage them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Key as .&amp;reg...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the selected key with everything below it as a .reg file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as &amp;CSV...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the selected key&apos;s values, or the selected keys of a store, as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as &amp;JSON...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the selected key&apos;s values, or the selected keys of a store, as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the store again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Check Integrity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the store&apos;s own integrity check in the background</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;ompact...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reclaim the space of overwritten and deleted values (reallocation, compaction)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import &amp;Pairs (CSV, JSON Lines)...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview a CSV or JSON lines file of key-value pairs and stage them</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::StoreAddress</name>
    <message>
        <source>a hive address needs dir=PATH: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is neither a store URI of a known scheme nor a hive directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is neither a store URI nor a hive directory: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (Windows hive file, read-only)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::StorePage</name>
    <message>
        <source>%1 failed.
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Writing %Ln change(s)</source>
        <translation>
            <numerusform>Writing %Ln change</numerusform>
            <numerusform>Writing %Ln changes</numerusform>
        </translation>
    </message>
    <message>
        <source>Revert Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Drop %Ln staged change(s)? None of them was written; the store stays as it is.</source>
        <translation>
            <numerusform>Drop %Ln staged change? It was never written; the store stays as it is.</numerusform>
            <numerusform>Drop %Ln staged changes? None of them was written; the store stays as it is.</numerusform>
        </translation>
    </message>
    <message>
        <source>Revert changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln staged change(s) dropped</source>
        <translation>
            <numerusform>%Ln staged change dropped</numerusform>
            <numerusform>%Ln staged changes dropped</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wr::gui::StoreParameterForm</name>
    <message>
        <source>Browse...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::StoreParameterHelp</name>
    <message>
        <source>The directory of the portable hive that holds the store&apos;s index; other databases may share it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database key under the hive&apos;s root; one hive can hold several databases. Empty: the engine&apos;s default name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WR_D: levels of index keys between the database key and a pair; WR_D times WR_L must fit in the 32 hex digits of an MD5 hash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WR_L: hex digits of the key&apos;s MD5 hash in each index key&apos;s name; 16 to the power WR_L index keys on each level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refuse: values over the registry&apos;s recommended 2 MiB are refused; store: they are stored anyway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>group: changes are synced together every moment; os: the operating system writes them back; sync: every change is synced before it returns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The directory that holds the values, in one file each or in chunk files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>basic: one file per value; chunk: values packed into chunk files. Fixed when the store is created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The size in MiB at which a chunk file is sealed and a new one started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threads that read one large value in parallel; 1 turns parallel reads off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values at least this many MiB are read in parallel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>string: any bytes are a key; int: a key is an unsigned number of key_bytes bytes. Fixed when the store is created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many append-only data files the values are spread over. Fixed when the store is created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes of each index item (4 to 8); more bytes allow larger data files. Fixed when the store is created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A value cache in front of the data files: none, lru or arc.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>safe: a put is written before it returns; async: background threads write it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: the operating system writes data back; each: synced before every change returns; interval: synced every few milliseconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: changes reach the disk when the operating system writes them back; each: every change is synced before it returns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How blocks are compressed on disk: none, or one of the engine&apos;s codecs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine&apos;s cache in MiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>btree: keys kept in order; hash: keys found by hashing. Fixed when the store is created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The size in MiB of the memory-mapped region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hash buckets; about twice the number of pairs the store will hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The directory the store lives in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file the store lives in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster&apos;s nodes as host:port, separated by commas: any one that answers gives the others. Empty: a single server (host=, port=, db=).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The single server&apos;s host name or address (127.0.0.1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The single server&apos;s port (6379).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The single server&apos;s database number (0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A file holding the password the servers ask for; the password itself is never part of the URI, which is shown and remembered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An environment variable holding the password the servers ask for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long connecting and each reply may take, in milliseconds (2000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each change returns once this many replicas have it (0: without waiting).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hive&apos;s directory, which holds hive.snap and hive.wal, or a Windows hive file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1: write transactions change the memory map in place (faster; a stray write by the program could then damage the database).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 (the default): every change is a transaction, so a crashed program loses no change that had returned. 0: faster, but the repair after a crash can lose such changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1: the index is mapped with huge pages, for faster lookups in an index sized to its keys; a sparse index then takes far more disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end of the index&apos;s key range; with string keys, the number of buckets, best near the number of keys the store will hold. Fixed when the store is created.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::StressChart</name>
    <message>
        <source>measured client, ops/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>background clients achieved, ops/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>background clients target (p / 1.95 ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>concurrent clients p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>background clients, ops/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p = %L1
measured client: %2
background clients: %3 of %4 (%5%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Registry stress: throughput as background clients grow</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::StressPage</name>
    <message>
        <source>Read (Fig. 13a)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write (Fig. 13b)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete (Fig. 13c)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID-Geo (synthetic) in one WR-Store while p background clients each issue a registry operation every 1.95 ms, p from 1 to 1000 (seed 000 Sec. 4.7).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Operation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p = %L1 done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ended: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run did not finish: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::TargetPage</name>
    <message numerus="yes">
        <source>An interrupted migration from this source left %Ln pair(s) in the target; the preview offers to resume it.</source>
        <translation>
            <numerusform>An interrupted migration from this source left %Ln pair in the target; the preview offers to resume it.</numerusform>
            <numerusform>An interrupted migration from this source left %Ln pairs in the target; the preview offers to resume it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The target exists and holds %Ln pair(s). Choose what becomes of the keys it holds that the source has too.</source>
        <translation>
            <numerusform>The target exists and holds %Ln pair. Choose what becomes of the keys it holds that the source has too.</numerusform>
            <numerusform>The target exists and holds %Ln pairs. Choose what becomes of the keys it holds that the source has too.</numerusform>
        </translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The store the pairs are copied into; it is created when it does not exist. Settings left empty take the engine&apos;s defaults.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The store URI the settings make: wrctl migrate takes it as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop before writing anything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace them with the source&apos;s values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the target&apos;s values (skip those keys)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip them and list them in the report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the migration at the first one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A key longer than WR-Store&apos;s name limit, a value too large for the registry...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys the target &amp;holds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairs it cannot &amp;take:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give %1: where the target is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking at the target...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The target is not empty: replace or keep its values to go on, or choose another target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the migration keeps its checkpoint (to resume an interrupted run) and E-then-T&apos;s file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;URI:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Work directory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s store URI: type or paste it, as in the example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the target&apos;s store URI.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no such kind of store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the server, or the cluster&apos;s nodes, as in the example.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give a work directory: the target has no place on disk for the migration&apos;s checkpoint.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::ThroughputChart</name>
    <message>
        <source>pairs/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seconds</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::TuningPage</name>
    <message numerus="yes">
        <source>Running %Ln layout(s) on %1...</source>
        <translation>
            <numerusform>Running %Ln layout on %1...</numerusform>
            <numerusform>Running %Ln layouts on %1...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln layout(s) measured</source>
        <translation>
            <numerusform>%1 of %Ln layout measured</numerusform>
            <numerusform>%1 of %Ln layouts measured</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished: %Ln layout(s) measured.</source>
        <translation>
            <numerusform>Finished: %Ln layout measured.</numerusform>
            <numerusform>Finished: %Ln layouts measured.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a number from 1 to 32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: give at least one value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the preset&apos;s (1,000)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The longest WR_D x WR_L of the grid, in hex characters of the key&apos;s MD5 (32 at most).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Index depths WR_D, separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subkey lengths WR_L, separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Data set:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;k (operations per step):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Index &amp;depths WR_D:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subkey &amp;lengths WR_L:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest &amp;path WR_D x WR_L:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>depths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lengths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No layout of the grid is within the longest path %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ended: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run did not finish: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::ValueDataEditor</name>
    <message>
        <source>&amp;Hexadecimal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Decimal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One string per line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hex bytes, e.g. 01 02 fe ff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::ValueDataText</name>
    <message>
        <source>Line %1 is empty; REG_MULTI_SZ cannot hold empty strings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter a whole number from 0 to %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a %2 digit. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hexadecimal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decimal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too large for %2. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; at position %2 is not a hexadecimal digit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hex digits: every byte needs two.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::ValueEditDialog</name>
    <message>
        <source>Edit Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(Default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value data:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::ValueInspector</name>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UTF-16LE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encoding:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0x1f40 or 8000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to an offset: decimal, or hexadecimal with 0x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No value selected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Showing the first %1 of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 image, %2 × %3 pixels, %4 bits per pixel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At 0x%1 (%2), %3 selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At 0x%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <translation>
            <numerusform>%Ln byte</numerusform>
            <numerusform>%Ln bytes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wr::gui::ValueTableModel</name>
    <message>
        <source>(Default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <translation>
            <numerusform>%Ln byte</numerusform>
            <numerusform>%Ln bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wr::gui::ValueTableView</name>
    <message>
        <source>This key has no values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The values of this key could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
