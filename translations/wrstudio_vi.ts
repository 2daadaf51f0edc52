<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi_VN">
<context>
    <name>BenchPreset</name>
    <message>
        <source>KVData3: read, write and delete throughput as the number of continuous operations k grows from 1 to 1M, cold (the store&apos;s open counted, as the paper does) and warm</source>
        <translation>KVData3: thông lượng đọc, ghi và xóa khi số thao tác liên tiếp k tăng từ 1 đến 1M, lạnh (tính cả thời gian mở kho lưu trữ, như bài báo) và ấm</translation>
    </message>
    <message>
        <source>full: the published set sizes and k up to 1,000,000; small: 1/100 of the records; tiny: 1/10,000, the first and last k, cold only, one repetition</source>
        <translation>full: kích thước tập đã công bố và k đến 1,000,000; small: 1/100 số bản ghi; tiny: 1/10,000, k đầu và cuối, chỉ lạnh, một lần lặp</translation>
    </message>
    <message>
        <source>KVData1-4 (10 thousand to 10 million records) at k = 10,000: throughput as the data set grows</source>
        <translation>KVData1-4 (10 nghìn đến 10 triệu bản ghi) với k = 10,000: thông lượng khi tập dữ liệu lớn dần</translation>
    </message>
    <message>
        <source>ID-Geo (synthetic, Table 4&apos;s shape): throughput as k grows from 1 to 1M, cold and warm</source>
        <translation>ID-Geo (tổng hợp, theo dạng của Bảng 4): thông lượng khi k tăng từ 1 đến 1M, lạnh và ấm</translation>
    </message>
    <message>
        <source>the four Twitter-shaped sets (synthetic) at k = 10,000, WR-Store at each set&apos;s Table 7 layout</source>
        <translation>bốn tập dạng Twitter (tổng hợp) với k = 10,000, WR-Store theo bố cục Bảng 7 của từng tập</translation>
    </message>
    <message>
        <source>WR-Store layouts xD_1L and 1D_yL (x, y = 1..6) on KVData2 at k = 1,000 (use `wrctl tune` for any other grid)</source>
        <translation>các bố cục WR-Store xD_1L và 1D_yL (x, y = 1..6) trên KVData2 với k = 1,000 (dùng `wrctl tune` cho lưới khác)</translation>
    </message>
    <message>
        <source>WR-Store layouts 2D_1L, 2D_2L, 2D_3L, 1D_4L, 4D_1L on KVData3 as k grows from 1 to 1M</source>
        <translation>các bố cục WR-Store 2D_1L, 2D_2L, 2D_3L, 1D_4L, 4D_1L trên KVData3 khi k tăng từ 1 đến 1M</translation>
    </message>
    <message>
        <source>the five layouts of Table 7 on each Twitter-shaped set (synthetic) at k = 10,000; the best layout is the one with the highest mean of read, write and delete throughput</source>
        <translation>năm bố cục của Bảng 7 trên từng tập dạng Twitter (tổng hợp) với k = 10,000; bố cục tốt nhất là bố cục có trung bình thông lượng đọc, ghi và xóa cao nhất</translation>
    </message>
    <message>
        <source>the WR_D x WR_L sweep: every layout of the grid (by default D x L &lt;= 8) on KVData2 at k = 1,000 (or --data, --k), best by the mean of read, write and delete throughput as in Table 7</source>
        <translation>quét WR_D x WR_L: mọi bố cục của lưới (mặc định D x L &lt;= 8) trên KVData2 với k = 1,000 (hoặc --data, --k), chọn tốt nhất theo trung bình thông lượng đọc, ghi và xóa như Bảng 7</translation>
    </message>
    <message>
        <source>ID-Geo (synthetic), k = 10,000 against one WR-Store registry engine while p = 1..1000 clients each issue a registry operation every 1.95 ms</source>
        <translation>ID-Geo (tổng hợp), k = 10,000 trên một engine sổ đăng ký WR-Store trong khi p = 1..1000 máy khách mỗi máy thực hiện một thao tác sổ đăng ký sau mỗi 1.95 ms</translation>
    </message>
    <message>
        <source>full: the published set; small: 1/100; tiny: 1/10,000 and p = 1 and 1000 only</source>
        <translation>full: tập đã công bố; small: 1/100; tiny: 1/10,000 và chỉ p = 1 và 1000</translation>
    </message>
    <message>
        <source>the four Twitter-shaped sets (synthetic) in WR-Store at Table 7&apos;s layout: E-then-T&apos;s .reg export and its parse into pairs timed apart, and E-and-T&apos;s stream over the registry walk, nothing loaded</source>
        <translation>bốn tập dạng Twitter (tổng hợp) trong WR-Store theo bố cục Bảng 7: xuất .reg của E-then-T và việc phân tích nó thành các cặp được đo riêng, và luồng của E-and-T qua lượt duyệt sổ đăng ký, không nạp gì</translation>
    </message>
    <message>
        <source>full: the published set sizes; small: 1/100; tiny: 1/10,000, the first and last set</source>
        <translation>full: kích thước tập đã công bố; small: 1/100; tiny: 1/10,000, tập đầu và cuối</translation>
    </message>
    <message>
        <source>ID-Geo (synthetic) migrated whole from WR-Store into Berkeley DB, RocksDB and LevelDB by E-then-T and E-and-T (each target&apos;s fast load path, verified): the share of extract and transform in the whole extract-transform-load</source>
        <translation>ID-Geo (tổng hợp) được di chuyển trọn vẹn từ WR-Store vào Berkeley DB, RocksDB và LevelDB bằng E-then-T và E-and-T (đường nạp nhanh của từng đích, đã kiểm chứng): phần của trích xuất và biến đổi trong toàn bộ trích xuất-biến đổi-nạp</translation>
    </message>
    <message>
        <source>full: the published set; small: 1/100; tiny: 1/10,000</source>
        <translation>full: tập đã công bố; small: 1/100; tiny: 1/10,000</translation>
    </message>
    <message>
        <source>KVData4 migrated by E-and-T from WR-Store into RocksDB with SST ingestion and with write batches, and into LevelDB, beside the source&apos;s bare scan rate, each target&apos;s bare bulk-load rate and the memory of a process that only opens both stores</source>
        <translation>KVData4 được di chuyển bằng E-and-T từ WR-Store vào RocksDB với nạp SST và với lô ghi, và vào LevelDB, bên cạnh tốc độ quét thuần của nguồn, tốc độ nạp hàng loạt thuần của từng đích và bộ nhớ của một tiến trình chỉ mở hai kho lưu trữ</translation>
    </message>
    <message>
        <source>full: 10 million records; small: 1/100; tiny: 1/10,000</source>
        <translation>full: 10 triệu bản ghi; small: 1/100; tiny: 1/10,000</translation>
    </message>
    <message>
        <source>WR-Store against WR-Store++: PUT, GET and DELETE of single values of Table 2&apos;s sizes (19 KB .. 661 MB), 100 repetitions, top and bottom 7 % dropped, bytes per millisecond</source>
        <translation>WR-Store so với WR-Store++: PUT, GET và DELETE các giá trị đơn theo kích thước Bảng 2 (19 KB .. 661 MB), 100 lần lặp, bỏ 7 % cao nhất và thấp nhất, byte mỗi mili giây</translation>
    </message>
    <message>
        <source>full: Table 2&apos;s sizes, 100 repetitions; small: 1/100 of the size, 20; tiny: 1/10,000, DATA IDs 1 and 8, 3</source>
        <translation>full: kích thước Bảng 2, 100 lần lặp; small: 1/100 kích thước, 20; tiny: 1/10,000, DATA ID 1 và 8, 3</translation>
    </message>
    <message>
        <source>WR-Store++ against Berkeley DB, RocksDB and LevelDB: PUT, GET, DELETE of Table 2&apos;s sizes, 100 repetitions trimmed by 7 %, bytes per millisecond; one compaction counted after the deletes</source>
        <translation>WR-Store++ so với Berkeley DB, RocksDB và LevelDB: PUT, GET, DELETE theo kích thước Bảng 2, 100 lần lặp cắt bỏ 7 %, byte mỗi mili giây; tính một lần nén sau các lần xóa</translation>
    </message>
    <message>
        <source>as 001-fig5</source>
        <translation>như 001-fig5</translation>
    </message>
    <message>
        <source>read-heavy, write-heavy and read-write-average mixes of 100 operations over values of ~100 MB, ~500 MB and ~1 GB (70:25:5), total elapsed time</source>
        <translation>các hỗn hợp nặng đọc, nặng ghi và đọc-ghi trung bình của 100 thao tác trên giá trị ~100 MB, ~500 MB và ~1 GB (70:25:5), tổng thời gian trôi qua</translation>
    </message>
    <message>
        <source>full: Table 3&apos;s sizes; small: 1/100 of the sizes and 10 operations; tiny: 1/10,000, the first and last mix</source>
        <translation>full: kích thước Bảng 3; small: 1/100 kích thước và 10 thao tác; tiny: 1/10,000, hỗn hợp đầu và cuối</translation>
    </message>
    <message>
        <source>GET of Table 2&apos;s sizes: basic WR-Store++, chunk-based, and Parallel-GET with 2 to 5 reader threads (1 thread is the chunk-based store)</source>
        <translation>GET theo kích thước Bảng 2: WR-Store++ cơ bản, dựa trên khối, và Parallel-GET với 2 đến 5 luồng đọc (1 luồng là kho lưu trữ dựa trên khối)</translation>
    </message>
    <message>
        <source>WR-Store++ chunk mode (single GET and Parallel-GET with 4 threads) against the disk&apos;s raw sequential bandwidth (plain files, 1 MiB write()/read() calls): PUT, GET and DELETE of Table 2&apos;s sizes from 1 MB up, 10 values each, trimmed by 7 %, bytes per millisecond</source>
        <translation>chế độ khối của WR-Store++ (GET đơn và Parallel-GET với 4 luồng) so với băng thông tuần tự thô của đĩa (tệp thường, lời gọi write()/read() 1 MiB): PUT, GET và DELETE theo kích thước Bảng 2 từ 1 MB trở lên, mỗi loại 10 giá trị, cắt bỏ 7 %, byte mỗi mili giây</translation>
    </message>
    <message>
        <source>full: Table 2&apos;s sizes from DATA ID 3 (2 MB) to 8 (661 MB); small: 1/100 of the size; tiny: 1/10,000, the smallest and largest</source>
        <translation>full: kích thước Bảng 2 từ DATA ID 3 (2 MB) đến 8 (661 MB); small: 1/100 kích thước; tiny: 1/10,000, nhỏ nhất và lớn nhất</translation>
    </message>
    <message>
        <source>WR-Store++ chunk mode holding 8 MiB values migrated by E-and-T into LevelDB, RocksDB and Berkeley DB, each value streamed (getStream -&gt; putStream), verified</source>
        <translation>chế độ khối của WR-Store++ chứa giá trị 8 MiB được di chuyển bằng E-and-T vào LevelDB, RocksDB và Berkeley DB, mỗi giá trị được truyền theo luồng (getStream -&gt; putStream), đã kiểm chứng</translation>
    </message>
    <message>
        <source>full: 100 values (800 MiB); small: 2; tiny: 2</source>
        <translation>full: 100 giá trị (800 MiB); small: 2; tiny: 2</translation>
    </message>
    <message>
        <source>insert, get, update and remove (1,000 each) over record sizes &lt;1 KiB .. 1 MiB x counts 100 .. 1M x compressible and incompressible data, with peak memory and space efficiency</source>
        <translation>chèn, đọc, cập nhật và xóa (mỗi loại 1,000) trên kích thước bản ghi &lt;1 KiB .. 1 MiB x số lượng 100 .. 1M x dữ liệu nén được và không nén được, kèm bộ nhớ đỉnh và hiệu quả không gian</translation>
    </message>
    <message>
        <source>full: every cell under 10 GiB; small: the same cells with 1/100 of the records (at least 10) and 10 operations each; tiny: 1/10,000, the smallest and largest sizes, the smallest count</source>
        <translation>full: mọi ô dưới 10 GiB; small: cùng các ô với 1/100 số bản ghi (ít nhất 10) và mỗi ô 10 thao tác; tiny: 1/10,000, kích thước nhỏ nhất và lớn nhất, số lượng nhỏ nhất</translation>
    </message>
    <message>
        <source>the Factory tree (1,000 workshops x 1,000 employees: 1M keys, 6M values) on the portable hive: insert with one thread, delete the tree, insert with one thread per logical core</source>
        <translation>cây Factory (1,000 xưởng x 1,000 nhân viên: 1M khóa, 6M giá trị) trên hive di động: chèn bằng một luồng, xóa cây, chèn bằng một luồng cho mỗi lõi logic</translation>
    </message>
    <message>
        <source>full: 1,000 x 1,000; small: 100 x 100; tiny: 10 x 10</source>
        <translation>full: 1,000 x 1,000; small: 100 x 100; tiny: 10 x 10</translation>
    </message>
    <message>
        <source>4-byte keys with 4 B, 1 KB and 100 KB values: writes with one thread (Table 2) and four (Table 3), then random reads (Table 4)</source>
        <translation>khóa 4 byte với giá trị 4 B, 1 KB và 100 KB: ghi bằng một luồng (Bảng 2) và bốn luồng (Bảng 3), rồi đọc ngẫu nhiên (Bảng 4)</translation>
    </message>
    <message>
        <source>full: 100 million pairs of 4 B, the larger values capped at 10 GiB; small: 1/100; tiny: 1/10,000, the 4 B and 100 KB sizes, one writer</source>
        <translation>full: 100 triệu cặp 4 B, các giá trị lớn hơn giới hạn ở 10 GiB; small: 1/100; tiny: 1/10,000, kích thước 4 B và 100 KB, một luồng ghi</translation>
    </message>
    <message>
        <source>YCSB write only, high read/low write, low read/high write with Zipfian keys, 1 KB and 4 KB records, 8 client threads</source>
        <translation>YCSB chỉ ghi, đọc nhiều/ghi ít, đọc ít/ghi nhiều với khóa Zipf, bản ghi 1 KB và 4 KB, 8 luồng máy khách</translation>
    </message>
    <message>
        <source>full: 1M records and 1M operations; small: 1/100; tiny: 1/10,000, the first and last workload, 1 KB records</source>
        <translation>full: 1M bản ghi và 1M thao tác; small: 1/100; tiny: 1/10,000, tải công việc đầu và cuối, bản ghi 1 KB</translation>
    </message>
    <message>
        <source>YCSB core workloads A-F (Zipfian; D latest; E scans from the start of the store), 1,000-byte records, 8 client threads</source>
        <translation>các tải công việc cốt lõi YCSB A-F (Zipf; D mới nhất; E quét từ đầu kho lưu trữ), bản ghi 1,000 byte, 8 luồng máy khách</translation>
    </message>
    <message>
        <source>full: 1M records and 1M operations; small: 1/100; tiny: 1/10,000</source>
        <translation>full: 1M bản ghi và 1M thao tác; small: 1/100; tiny: 1/10,000</translation>
    </message>
    <message>
        <source>a workload composed by the user: records loaded, then a measured run of a mix of reads, writes, inserts, deletes and scans (or YCSB A-F), with chosen value sizes, key order and cold or warm start (wrctl bench custom --records, --operations, --mix, --ycsb, --value-size, --key-order, --cold)</source>
        <translation>một tải công việc do người dùng tạo: nạp bản ghi, rồi một lần chạy đo một hỗn hợp đọc, ghi, chèn, xóa và quét (hoặc YCSB A-F), với kích thước giá trị, thứ tự khóa và khởi động lạnh hay ấm được chọn (wrctl bench custom --records, --operations, --mix, --ycsb, --value-size, --key-order, --cold)</translation>
    </message>
    <message>
        <source>the sizes are the user&apos;s as given at every scale (default 100,000 records and 100,000 operations); the scale only sets the repetitions</source>
        <translation>các kích thước là của người dùng như đã cho ở mọi quy mô (mặc định 100,000 bản ghi và 100,000 thao tác); quy mô chỉ đặt số lần lặp</translation>
    </message>
    <message>
        <source>KVData3 and KVData4 put in a random order into an empty store (the load), then k = 100,000 fresh records put in a random order, and 100,000 random gets and deletes, warm</source>
        <translation>KVData3 và KVData4 được ghi theo thứ tự ngẫu nhiên vào một kho lưu trữ trống (nạp dữ liệu), sau đó k = 100,000 bản ghi mới ghi theo thứ tự ngẫu nhiên, rồi 100,000 lần đọc và 100,000 lần xóa ngẫu nhiên, ở trạng thái ấm</translation>
    </message>
    <message>
        <source>full: 1M and 10M records, k = 100,000; small: 1/100; tiny: 1/10,000</source>
        <translation>full: 1M và 10M bản ghi, k = 100,000; small: 1/100; tiny: 1/10,000</translation>
    </message>
    <message>
        <source>YCSB A (50% updates) and B (5% updates), Zipfian keys, over 1M records with values of KVData3&apos;s mean size (53 bytes), at 1, 2 and 4 client threads: each store&apos;s scaling with threads</source>
        <translation>YCSB A (50% cập nhật) và B (5% cập nhật), khóa Zipfian, trên 1M bản ghi với giá trị bằng kích thước trung bình của KVData3 (53 byte), với 1, 2 và 4 luồng máy khách: thông lượng của từng kho lưu trữ tăng theo số luồng</translation>
    </message>
    <message>
        <source>full: 1M records and 1M operations; small: 1/100; tiny: 1/10,000, 1 and 4 threads</source>
        <translation>full: 1M bản ghi và 1M thao tác; small: 1/100; tiny: 1/10,000, 1 và 4 luồng</translation>
    </message>
</context>
<context>
    <name>DataSet</name>
    <message>
        <source>seed 000 Table 4</source>
        <translation>seed 000 Bảng 4</translation>
    </message>
    <message>
        <source>seed 000 Tables 4-5 (synthetic)</source>
        <translation>seed 000 Bảng 4-5 (tổng hợp)</translation>
    </message>
    <message>
        <source>numeric keys, random strings of 5-100 characters</source>
        <translation>khóa dạng số, chuỗi ngẫu nhiên dài 5-100 ký tự</translation>
    </message>
    <message>
        <source>19-digit tweet IDs, &quot;(longitude, latitude)&quot; values</source>
        <translation>ID tweet 19 chữ số, giá trị &quot;(kinh độ, vĩ độ)&quot;</translation>
    </message>
    <message>
        <source>19-digit tweet IDs, one to four hashtags</source>
        <translation>ID tweet 19 chữ số, một đến bốn hashtag</translation>
    </message>
    <message>
        <source>19-digit tweet IDs, tweet-length texts</source>
        <translation>ID tweet 19 chữ số, văn bản dài bằng một tweet</translation>
    </message>
    <message>
        <source>6-19 digit user IDs, follower counts</source>
        <translation>ID người dùng 6-19 chữ số, số người theo dõi</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A data set&apos;s source, then its description.</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>WR Studio</source>
        <translation>WR Studio</translation>
    </message>
    <message>
        <source>Operation Log</source>
        <translation>Nhật ký thao tác</translation>
    </message>
    <message>
        <source>Operation &amp;Log</source>
        <translation>&amp;Nhật ký thao tác</translation>
    </message>
    <message>
        <source>Staged Changes</source>
        <translation>Thay đổi chờ ghi</translation>
    </message>
    <message>
        <source>&amp;Staged Changes</source>
        <translation>Thay đổi &amp;chờ ghi</translation>
    </message>
    <message>
        <source>&amp;New Store...</source>
        <translation>&amp;Kho lưu trữ mới...</translation>
    </message>
    <message>
        <source>Create an empty store of any kind and open it for writing</source>
        <translation>Tạo một kho lưu trữ trống thuộc bất kỳ loại nào và mở nó để ghi</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Mở...</translation>
    </message>
    <message>
        <source>Open a hive or a store by URI, read-only unless asked otherwise</source>
        <translation>Mở một hive hoặc một kho lưu trữ theo URI, ở chế độ chỉ đọc trừ khi được yêu cầu khác</translation>
    </message>
    <message>
        <source>&amp;Migrate...</source>
        <translation>&amp;Di chuyển dữ liệu...</translation>
    </message>
    <message>
        <source>Copy every pair of a store into another store of any kind, and verify it</source>
        <translation>Sao chép mọi cặp của một kho lưu trữ sang một kho lưu trữ khác thuộc bất kỳ loại nào, rồi kiểm chứng</translation>
    </message>
    <message>
        <source>&amp;Benchmark...</source>
        <translation>Đo &amp;hiệu năng...</translation>
    </message>
    <message>
        <source>Run the papers&apos; benchmarks or your own workload on fresh stores and watch them live</source>
        <translation>Chạy các bài đo hiệu năng của bài báo hoặc tải công việc của riêng bạn trên các kho lưu trữ mới và theo dõi trực tiếp</translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation>Đóng &amp;thẻ</translation>
    </message>
    <message>
        <source>&amp;Writable</source>
        <translation>Cho phép &amp;ghi</translation>
    </message>
    <message>
        <source>Reopen the store for writing, or back read-only</source>
        <translation>Mở lại kho lưu trữ để ghi, hoặc trở về chỉ đọc</translation>
    </message>
    <message>
        <source>&amp;Add Bookmark</source>
        <translation>&amp;Thêm dấu trang</translation>
    </message>
    <message>
        <source>&amp;Find...</source>
        <translation>&amp;Tìm...</translation>
    </message>
    <message>
        <source>Search the current store (or go to a path, where the view has no search)</source>
        <translation>Tìm trong kho lưu trữ hiện tại (hoặc đi tới một đường dẫn, khi khung nhìn không có chức năng tìm)</translation>
    </message>
    <message>
        <source>Find Ne&amp;xt</source>
        <translation>Tìm tiế&amp;p</translation>
    </message>
    <message>
        <source>Go to the next search result</source>
        <translation>Đi tới kết quả tìm kiếm tiếp theo</translation>
    </message>
    <message>
        <source>Go to &amp;Address</source>
        <translation>Đi tới đị&amp;a chỉ</translation>
    </message>
    <message>
        <source>Type a registry path or a key of the store to go to</source>
        <translation>Nhập một đường dẫn sổ đăng ký hoặc một khóa của kho lưu trữ để đi tới</translation>
    </message>
    <message>
        <source>Ne&amp;xt Tab</source>
        <translation>Thẻ &amp;kế tiếp</translation>
    </message>
    <message>
        <source>Pre&amp;vious Tab</source>
        <translation>Thẻ t&amp;rước</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Tệp</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Mở gần đâ&amp;y</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Xuất</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Th&amp;oát</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Sửa</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Hoàn tác</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Làm lại</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Xem</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Công cụ</translation>
    </message>
    <message>
        <source>&amp;Bookmarks</source>
        <translation>&amp;Dấu trang</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Trợ &amp;giúp</translation>
    </message>
    <message>
        <source>&amp;About WR Studio</source>
        <translation>&amp;Giới thiệu WR Studio</translation>
    </message>
    <message>
        <source>About WR Studio</source>
        <translation>Giới thiệu WR Studio</translation>
    </message>
    <message>
        <source>&lt;b&gt;WR Studio %1&lt;/b&gt;&lt;p&gt;Explore, edit, benchmark and migrate registry-backed and log-structured key-value stores.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;b&gt;WR Studio %1&lt;/b&gt;&lt;p&gt;Khám phá, chỉnh sửa, đo hiệu năng và di chuyển dữ liệu của các kho lưu trữ khóa-giá trị dựa trên sổ đăng ký (Registry) và có cấu trúc nhật ký.&lt;/p&gt;&lt;p&gt;Cấp phép theo GNU GPL, phiên bản 3 trở lên.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Chính</translation>
    </message>
    <message>
        <source>A registry path (HKCU\kvs\fe\40) or a key of the store (792479)</source>
        <translation>Một đường dẫn sổ đăng ký (HKCU\kvs\fe\40) hoặc một khóa của kho lưu trữ (792479)</translation>
    </message>
    <message>
        <source>Where the current tab is. Type a registry path starting with the root&apos;s name, or a key of the store, and press Return.</source>
        <translation>Vị trí của thẻ hiện tại. Nhập một đường dẫn sổ đăng ký bắt đầu bằng tên của gốc, hoặc một khóa của kho lưu trữ, rồi nhấn Enter.</translation>
    </message>
    <message>
        <source> Go to: </source>
        <translation> Đi tới: </translation>
    </message>
    <message>
        <source>No store is open.</source>
        <translation>Chưa mở kho lưu trữ nào.</translation>
    </message>
    <message>
        <source>Open a registry hive, a WR-Store, a WR-Store++, a ZDB or any other store by URI,
or create an empty one.
Stores open read-only; writing is switched on explicitly.</source>
        <translation>Mở một hive sổ đăng ký, một WR-Store, một WR-Store++, một ZDB hoặc bất kỳ kho lưu trữ nào khác theo URI,
hoặc tạo một kho trống.
Kho lưu trữ được mở ở chế độ chỉ đọc; việc ghi phải được bật rõ ràng.</translation>
    </message>
    <message>
        <source>&amp;Migrate This Store...</source>
        <translation>Di &amp;chuyển dữ liệu của kho này...</translation>
    </message>
    <message>
        <source>&amp;Benchmark This Store...</source>
        <translation>Đo hiệu năng &amp;kho này...</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %Ln staged change(s) that were never written.</source>
        <translation>
            <numerusform>%1 có %Ln thay đổi chờ ghi chưa bao giờ được ghi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Write them to the store before the tab closes, or drop them?</source>
        <translation>Ghi chúng vào kho lưu trữ trước khi đóng thẻ, hay bỏ chúng?</translation>
    </message>
    <message>
        <source>Going read-only drops them; the store stays as it was last written.</source>
        <translation>Chuyển về chỉ đọc sẽ bỏ chúng; kho lưu trữ giữ nguyên như lần ghi cuối.</translation>
    </message>
    <message>
        <source>&amp;Write and Close</source>
        <translation>&amp;Ghi và đóng</translation>
    </message>
    <message>
        <source>&amp;Discard Changes</source>
        <translation>&amp;Bỏ thay đổi</translation>
    </message>
    <message>
        <source>%1 cannot write its changes now; the tab stays open.</source>
        <translation>%1 hiện không thể ghi các thay đổi; thẻ vẫn mở.</translation>
    </message>
    <message>
        <source>The store as last written</source>
        <translation>Kho lưu trữ như lần ghi cuối</translation>
    </message>
    <message>
        <source>No staged changes.</source>
        <translation>Không có thay đổi chờ ghi.</translation>
    </message>
    <message>
        <source>%1 - WR Studio</source>
        <translation>%1 - WR Studio</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Chỉ đọc</translation>
    </message>
    <message>
        <source>Read-write</source>
        <translation>Đọc-ghi</translation>
    </message>
    <message>
        <source>Open for Writing</source>
        <translation>Mở để ghi</translation>
    </message>
    <message>
        <source>Reopen %1 for writing?

Other programs then cannot open it; every change is still staged until you write it.</source>
        <translation>Mở lại %1 để ghi?

Khi đó các chương trình khác không thể mở nó; mọi thay đổi vẫn chờ ghi cho đến khi bạn ghi chúng.</translation>
    </message>
    <message>
        <source>Reopen %1</source>
        <translation>Mở lại %1</translation>
    </message>
    <message>
        <source>for writing</source>
        <translation>để ghi</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>chỉ đọc</translation>
    </message>
    <message>
        <source>Type a path or a key to go to, and press Return.</source>
        <translation>Nhập một đường dẫn hoặc một khóa để đi tới, rồi nhấn Enter.</translation>
    </message>
    <message>
        <source>No further search result.</source>
        <translation>Không còn kết quả tìm kiếm nào nữa.</translation>
    </message>
    <message>
        <source>Add Bookmark</source>
        <translation>Thêm dấu trang</translation>
    </message>
    <message>
        <source>Name of the bookmark:</source>
        <translation>Tên của dấu trang:</translation>
    </message>
    <message>
        <source>Bookmark %1</source>
        <translation>Dấu trang %1</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Không thể ghi %1: %2</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>Không thể ghi %1</translation>
    </message>
    <message>
        <source>Cannot export to &quot;%1&quot;: choose a .png, .pdf, .svg, .csv or .json file.</source>
        <translation>Không thể xuất ra &quot;%1&quot;: hãy chọn tệp .png, .pdf, .svg, .csv hoặc .json.</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Thu phóng vừa dữ liệu</translation>
    </message>
    <message>
        <source>Export chart as PNG / PDF / SVG...</source>
        <translation>Xuất biểu đồ dạng PNG / PDF / SVG...</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>Xuất biểu đồ</translation>
    </message>
    <message>
        <source>PNG image (*.png);;PDF document (*.pdf);;SVG image (*.svg)</source>
        <translation>Ảnh PNG (*.png);;Tài liệu PDF (*.pdf);;Ảnh SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export data as CSV / JSON...</source>
        <translation>Xuất dữ liệu dạng CSV / JSON...</translation>
    </message>
    <message>
        <source>Export Chart Data</source>
        <translation>Xuất dữ liệu biểu đồ</translation>
    </message>
    <message>
        <source>CSV table (*.csv);;JSON document (*.json)</source>
        <translation>Bảng CSV (*.csv);;Tài liệu JSON (*.json)</translation>
    </message>
</context>
<context>
    <name>StoreScheme</name>
    <message>
        <source>WR-Store: key-value pairs in registry values, hashed index</source>
        <translation>WR-Store: các cặp khóa-giá trị trong giá trị registry, chỉ mục băm</translation>
    </message>
    <message>
        <source>WR-Store++: large values in files or chunk files, hashed index in the registry</source>
        <translation>WR-Store++: giá trị lớn trong tệp hoặc tệp chunk, chỉ mục băm trong registry</translation>
    </message>
    <message>
        <source>ZDB: values in append-only data files, a memory-mapped index</source>
        <translation>ZDB: giá trị trong các tệp dữ liệu chỉ ghi thêm, chỉ mục ánh xạ bộ nhớ</translation>
    </message>
    <message>
        <source>RocksDB: a log-structured merge tree (blob=1 keeps large values apart)</source>
        <translation>RocksDB: cây trộn cấu trúc nhật ký (blob=1 giữ các giá trị lớn riêng)</translation>
    </message>
    <message>
        <source>LevelDB: a log-structured merge tree</source>
        <translation>LevelDB: cây trộn cấu trúc nhật ký</translation>
    </message>
    <message>
        <source>Berkeley DB: a B-tree or hash database with a transaction log</source>
        <translation>Berkeley DB: cơ sở dữ liệu B-tree hoặc băm có nhật ký giao dịch</translation>
    </message>
    <message>
        <source>SQLite: one table keyed by the key bytes, write-ahead journal</source>
        <translation>SQLite: một bảng có khóa là các byte của khóa, nhật ký ghi trước</translation>
    </message>
    <message>
        <source>LMDB: a memory-mapped B+ tree</source>
        <translation>LMDB: cây B+ ánh xạ bộ nhớ</translation>
    </message>
    <message>
        <source>Kyoto Cabinet: a hash database in one file</source>
        <translation>Kyoto Cabinet: cơ sở dữ liệu băm trong một tệp</translation>
    </message>
    <message>
        <source>Flat files: one file per pair in one directory</source>
        <translation>Tệp phẳng: mỗi cặp một tệp trong một thư mục</translation>
    </message>
    <message>
        <source>Nested files: one file per pair under three levels of directories</source>
        <translation>Tệp lồng nhau: mỗi cặp một tệp dưới ba cấp thư mục</translation>
    </message>
    <message>
        <source>Redis: a single server or a Redis Cluster (hash slots over masters)</source>
        <translation>Redis: một máy chủ đơn hoặc một Redis Cluster (các khe băm chia cho các master)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Open the registry hive in DIR.</source>
        <translation>Mở hive sổ đăng ký trong DIR.</translation>
    </message>
    <message>
        <source>Open the stores for writing (the default is read-only).</source>
        <translation>Mở các kho lưu trữ để ghi (mặc định là chỉ đọc).</translation>
    </message>
    <message>
        <source>Once the stores are open, go to TARGET in the last one: a registry path, a key of the store, or #N for the store&apos;s row N.</source>
        <translation>Khi các kho lưu trữ đã mở, đi tới TARGET trong kho cuối cùng: một đường dẫn sổ đăng ký, một khóa của kho lưu trữ, hoặc #N cho hàng N của kho.</translation>
    </message>
    <message>
        <source>Show the view NAME of the last store: Registry or Statistics for a hive; Keys, Index (WR-Store, WR-Store++), Chunks (WR-Store++), Data Files (ZDB), Cluster or Server (Redis) or Statistics for a store.</source>
        <translation>Hiển thị khung nhìn NAME của kho lưu trữ cuối cùng: Registry hoặc Statistics cho một hive; Keys, Index (WR-Store, WR-Store++), Chunks (WR-Store++), Data Files (ZDB), Cluster hoặc Server (Redis) hoặc Statistics cho một kho lưu trữ.</translation>
    </message>
    <message>
        <source>Preview the import of the .reg FILE into the last hive (staging it asks to open the hive for writing unless --writable).</source>
        <translation>Xem trước việc nhập tệp .reg FILE vào hive cuối cùng (đưa vào chờ ghi sẽ yêu cầu mở hive để ghi, trừ khi có --writable).</translation>
    </message>
    <message>
        <source>Save a picture of the window to FILE once it has settled, then quit.</source>
        <translation>Lưu ảnh chụp cửa sổ vào FILE khi nó đã ổn định, rồi thoát.</translation>
    </message>
    <message>
        <source>Explore and edit registry hives, WR-Store, WR-Store++, ZDB and other key-value stores.</source>
        <translation>Khám phá và chỉnh sửa các hive sổ đăng ký, WR-Store, WR-Store++, ZDB và các kho lưu trữ khóa-giá trị khác.</translation>
    </message>
    <message>
        <source>A store URI (wrstore:hive=DIR;db=kvs, zdb:dir=DIR, ...) or a hive directory.</source>
        <translation>Một URI kho lưu trữ (wrstore:hive=DIR;db=kvs, zdb:dir=DIR, ...) hoặc một thư mục hive.</translation>
    </message>
    <message>
        <source>Show the texts in the language CODE (en, ko, vi) instead of the one chosen in View &gt; Language or the system&apos;s.</source>
        <translation>Hiển thị văn bản bằng ngôn ngữ CODE (en, ko, vi) thay cho ngôn ngữ đã chọn ở Xem &gt; Ngôn ngữ hoặc ngôn ngữ của hệ thống.</translation>
    </message>
    <message>
        <source>Open the Benchmark window with the preset ID chosen (wrctl bench --list names them).</source>
        <translation>Mở cửa sổ Đo hiệu năng với preset ID được chọn (wrctl bench --list liệt kê các preset).</translation>
    </message>
</context>
<context>
    <name>wr::gui</name>
    <message>
        <source>%1 s</source>
        <translation>%1 giây</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 phút %2 giây</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 giờ %2 phút</translation>
    </message>
    <message>
        <source>Copying pairs: extracting, transforming and loading in one pass</source>
        <translation>Đang sao chép các cặp: trích xuất, biến đổi và nạp trong một lượt</translation>
    </message>
    <message>
        <source>Extracting pairs from the source</source>
        <translation>Đang trích xuất các cặp từ nguồn</translation>
    </message>
    <message>
        <source>Reading the intermediate file into pairs</source>
        <translation>Đang đọc tệp trung gian thành các cặp</translation>
    </message>
    <message>
        <source>Loading the target</source>
        <translation>Đang nạp vào đích</translation>
    </message>
    <message>
        <source>Verifying the target</source>
        <translation>Đang kiểm chứng đích</translation>
    </message>
    <message>
        <source>Not verified (turned off on the Method page).</source>
        <translation>Không kiểm chứng (đã tắt ở trang Phương thức).</translation>
    </message>
    <message>
        <source>OK: all %Ln source key(s) read back from the target with equal values.</source>
        <translation>OK: cả %Ln khóa nguồn đều được đọc lại từ đích với giá trị bằng nhau.</translation>
    </message>
    <message>
        <source>The target&apos;s digest equals the source&apos;s: it holds nothing else.</source>
        <translation>Giá trị băm tổng của đích bằng của nguồn: đích không chứa gì khác.</translation>
    </message>
    <message>
        <source>FAILED: %Ln key(s) missing or different in the target.</source>
        <translation>THẤT BẠI: %Ln khóa bị thiếu hoặc khác biệt ở đích.</translation>
    </message>
    <message>
        <source>The target&apos;s pairs differ from the source&apos;s (digests, pair and byte counts).</source>
        <translation>Các cặp của đích khác với của nguồn (giá trị băm tổng, số cặp và số byte).</translation>
    </message>
</context>
<context>
    <name>wr::gui::BenchRunController</name>
    <message>
        <source>nothing was written</source>
        <translation>không có gì được ghi</translation>
    </message>
    <message>
        <source>results in %1</source>
        <translation>kết quả trong %1</translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 trials; the finished trials were kept: %3.</source>
        <translation>Đã dừng sau %1 trên %2 lần thử; các lần thử đã xong được giữ lại: %3.</translation>
    </message>
    <message>
        <source>The run failed: %1 (%2 of %3 trials finished; %4).</source>
        <translation>Lượt chạy thất bại: %1 (%2 trên %3 lần thử đã xong; %4).</translation>
    </message>
    <message>
        <source>Finished %1 trials; %2.</source>
        <translation>Đã xong %1 lần thử; %2.</translation>
    </message>
</context>
<context>
    <name>wr::gui::BenchSetupPanel</name>
    <message>
        <source>%1 — seed %2 %3</source>
        <translation>%1 — seed %2 %3</translation>
    </message>
    <message>
        <source>Checked stores run; double-click one to edit its settings</source>
        <translation>Các kho lưu trữ được đánh dấu sẽ chạy; nhấp đúp vào một kho để sửa thiết lập của nó</translation>
    </message>
    <message>
        <source>a scheme or URI with settings, e.g. rocksdb:compression=lz4</source>
        <translation>một scheme hoặc URI kèm thiết lập, ví dụ rocksdb:compression=lz4</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Thêm</translation>
    </message>
    <message>
        <source>Add a fresh store of the same kind and layout as an open tab&apos;s store</source>
        <translation>Thêm một kho lưu trữ mới cùng loại và bố cục với kho của một thẻ đang mở</translation>
    </message>
    <message>
        <source>tiny, small (1/100 of the paper), full, or a factor on the paper&apos;s sizes</source>
        <translation>tiny, small (1/100 của bài báo), full, hoặc một hệ số nhân với kích thước của bài báo</translation>
    </message>
    <message>
        <source>preset&apos;s</source>
        <translation>theo preset</translation>
    </message>
    <message>
        <source>scale&apos;s</source>
        <translation>theo quy mô</translation>
    </message>
    <message>
        <source>all of the preset&apos;s</source>
        <translation>tất cả theo preset</translation>
    </message>
    <message>
        <source>OS buffered</source>
        <translation>Bộ đệm của HĐH</translation>
    </message>
    <message>
        <source>Periodic sync</source>
        <translation>Đồng bộ định kỳ</translation>
    </message>
    <message>
        <source>Sync every operation</source>
        <translation>Đồng bộ mỗi thao tác</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>Drop the page cache before every step</source>
        <translation>Xóa bộ đệm trang trước mỗi bước</translation>
    </message>
    <message>
        <source>Dropping the page cache needs root</source>
        <translation>Xóa bộ đệm trang cần quyền root</translation>
    </message>
    <message>
        <source>Custom workload</source>
        <translation>Tải công việc tùy chỉnh</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Preset:</translation>
    </message>
    <message>
        <source>&amp;Stores:</source>
        <translation>&amp;Kho lưu trữ:</translation>
    </message>
    <message>
        <source>Open stores:</source>
        <translation>Kho đang mở:</translation>
    </message>
    <message>
        <source>S&amp;cale:</source>
        <translation>&amp;Quy mô:</translation>
    </message>
    <message>
        <source>&amp;Threads:</source>
        <translation>&amp;Luồng:</translation>
    </message>
    <message>
        <source>&amp;Repetitions:</source>
        <translation>Số lần &amp;lặp:</translation>
    </message>
    <message>
        <source>&amp;Data sets:</source>
        <translation>&amp;Tập dữ liệu:</translation>
    </message>
    <message>
        <source>&amp;k:</source>
        <translation>&amp;k:</translation>
    </message>
    <message>
        <source>D&amp;urability:</source>
        <translation>Độ &amp;bền dữ liệu:</translation>
    </message>
    <message>
        <source>&amp;Memory per store:</source>
        <translation>&amp;Bộ nhớ mỗi kho:</translation>
    </message>
    <message>
        <source>Cache:</source>
        <translation>Bộ đệm:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>S&amp;eed:</translation>
    </message>
    <message>
        <source>The same run on the command line:</source>
        <translation>Lượt chạy tương tự trên dòng lệnh:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seed %1, %2.&lt;/b&gt; %3&lt;br&gt;Scales: %4&lt;br&gt;Baseline: %5</source>
        <translation>&lt;b&gt;Seed %1, %2.&lt;/b&gt; %3&lt;br&gt;Quy mô: %4&lt;br&gt;Mốc so sánh: %5</translation>
    </message>
    <message>
        <source>The preset&apos;s %1</source>
        <translation>%1 của preset</translation>
    </message>
    <message>
        <source>%1: not in this build</source>
        <translation>%1: không có trong bản dựng này</translation>
    </message>
    <message>
        <source>%1 on a local cluster (3 masters) started for each trial and stopped after it; double-click to name an empty server&apos;s URI instead</source>
        <translation>%1 trên một cụm cục bộ (3 master) được khởi động cho mỗi lần thử và dừng sau đó; nhấp đúp để chỉ định URI của một máy chủ trống</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>wr::gui::BenchmarkWindow</name>
    <message>
        <source>Benchmark — WR Studio</source>
        <translation>Đo hiệu năng — WR Studio</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Chạy</translation>
    </message>
    <message>
        <source>Run now, or after the runs before it</source>
        <translation>Chạy ngay, hoặc sau các lượt chạy trước nó</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Dừng</translation>
    </message>
    <message>
        <source>End the running run within a second; what finished is kept</source>
        <translation>Kết thúc lượt chạy hiện tại trong vòng một giây; phần đã xong được giữ lại</translation>
    </message>
    <message>
        <source>Clear &amp;Queue</source>
        <translation>Xóa &amp;hàng đợi</translation>
    </message>
    <message>
        <source>Operations per second</source>
        <translation>Thao tác mỗi giây</translation>
    </message>
    <message>
        <source>MiB per second</source>
        <translation>MiB mỗi giây</translation>
    </message>
    <message>
        <source>Unit:</source>
        <translation>Đơn vị:</translation>
    </message>
    <message>
        <source>All stores</source>
        <translation>Tất cả kho lưu trữ</translation>
    </message>
    <message>
        <source>Percentiles over the steps</source>
        <translation>Phân vị qua các bước</translation>
    </message>
    <message>
        <source>Histogram of the last step</source>
        <translation>Biểu đồ tần suất của bước cuối</translation>
    </message>
    <message>
        <source>Store:</source>
        <translation>Kho lưu trữ:</translation>
    </message>
    <message>
        <source>View:</source>
        <translation>Khung nhìn:</translation>
    </message>
    <message>
        <source>p99 latency</source>
        <translation>Độ trễ p99</translation>
    </message>
    <message>
        <source>Point:</source>
        <translation>Điểm:</translation>
    </message>
    <message>
        <source>Figure:</source>
        <translation>Hình:</translation>
    </message>
    <message>
        <source>Lo&amp;g scale</source>
        <translation>Thang &amp;logarit</translation>
    </message>
    <message>
        <source>Keep small bars visible beside stores thousands of times faster</source>
        <translation>Giữ các cột nhỏ vẫn nhìn thấy được bên cạnh những kho lưu trữ nhanh hơn hàng nghìn lần</translation>
    </message>
    <message>
        <source>&amp;Live</source>
        <translation>&amp;Trực tiếp</translation>
    </message>
    <message>
        <source>L&amp;atency</source>
        <translation>Độ t&amp;rễ</translation>
    </message>
    <message>
        <source>R&amp;esults</source>
        <translation>&amp;Kết quả</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Lịch sử</translation>
    </message>
    <message>
        <source>&amp;Tuning</source>
        <translation>Tinh &amp;chỉnh</translation>
    </message>
    <message>
        <source>Stre&amp;ss</source>
        <translation>Tải &amp;nặng</translation>
    </message>
    <message>
        <source>%v of %m trials</source>
        <translation>%v trên %m lần thử</translation>
    </message>
    <message>
        <source>The queue was cleared.</source>
        <translation>Hàng đợi đã được xóa.</translation>
    </message>
    <message>
        <source>Cannot run: %1</source>
        <translation>Không thể chạy: %1</translation>
    </message>
    <message>
        <source>Run %1 queued: wrctl %2</source>
        <translation>Lượt chạy %1 đã vào hàng đợi: wrctl %2</translation>
    </message>
    <message>
        <source>Prepared a run on a fresh store like %1 (%2); the open store itself is not touched.</source>
        <translation>Đã chuẩn bị một lượt chạy trên một kho lưu trữ mới giống %1 (%2); bản thân kho đang mở không bị động đến.</translation>
    </message>
    <message numerus="yes">
        <source>Run %1 started: %Ln trial(s), build %2</source>
        <translation>
            <numerusform>Lượt chạy %1 đã bắt đầu: %Ln lần thử, bản dựng %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Trial %1 of %2: %3 %4 %5, repetition %6</source>
        <translation>Lần thử %1 trên %2: %3 %4 %5, lần lặp %6</translation>
    </message>
    <message>
        <source>%1 %2 %3</source>
        <translation>%1 %2 %3</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <source>Trial failed: %1</source>
        <translation>Lần thử thất bại: %1</translation>
    </message>
    <message>
        <source>Run %1: %2</source>
        <translation>Lượt chạy %1: %2</translation>
    </message>
    <message>
        <source>Cannot open the run in %1: %2</source>
        <translation>Không thể mở lượt chạy trong %1: %2</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 lúc %2</translation>
    </message>
    <message>
        <source>&amp;Queue</source>
        <translation>&amp;Hàng đợi</translation>
    </message>
    <message>
        <source>Running for %1 s</source>
        <translation>Đang chạy được %1 giây</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>Đang rảnh</translation>
    </message>
    <message numerus="yes">
        <source>; %Ln run(s) queued</source>
        <translation>
            <numerusform>; %Ln lượt chạy trong hàng đợi</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop the benchmark?</source>
        <translation>Dừng đo hiệu năng?</translation>
    </message>
    <message>
        <source>A benchmark is running. Stop it and close? What finished is kept.</source>
        <translation>Một lượt đo hiệu năng đang chạy. Dừng nó và đóng? Phần đã xong được giữ lại.</translation>
    </message>
</context>
<context>
    <name>wr::gui::Bookmarks</name>
    <message>
        <source>&amp;Remove Bookmark</source>
        <translation>&amp;Xóa dấu trang</translation>
    </message>
</context>
<context>
    <name>wr::gui::ChangeState</name>
    <message>
        <source>Staged: added (not written yet)</source>
        <translation>Chờ ghi: đã thêm (chưa ghi)</translation>
    </message>
    <message>
        <source>Staged: changed (not written yet)</source>
        <translation>Chờ ghi: đã thay đổi (chưa ghi)</translation>
    </message>
    <message>
        <source>Staged: renamed from %1 (not written yet)</source>
        <translation>Chờ ghi: đã đổi tên từ %1 (chưa ghi)</translation>
    </message>
    <message>
        <source>Staged: deleted (not written yet)</source>
        <translation>Chờ ghi: đã xóa (chưa ghi)</translation>
    </message>
</context>
<context>
    <name>wr::gui::ChunkMap</name>
    <message>
        <source>live</source>
        <translation>còn hiệu lực</translation>
    </message>
    <message>
        <source>invalidated</source>
        <translation>đã vô hiệu</translation>
    </message>
    <message>
        <source>tombstone</source>
        <translation>dấu xóa</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>hỏng</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tombstone(s)</source>
        <translation>
            <numerusform>%Ln dấu xóa</numerusform>
        </translation>
    </message>
    <message>
        <source>%1% fragmented</source>
        <translation>phân mảnh %1%</translation>
    </message>
</context>
<context>
    <name>wr::gui::ChunkMapModel</name>
    <message numerus="yes">
        <source>%Ln item(s)</source>
        <translation>
            <numerusform>%Ln mục</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s)</source>
        <translation>
            <numerusform>%Ln đoạn</numerusform>
        </translation>
    </message>
    <message>
        <source>Chunk / offset</source>
        <translation>Khối / độ lệch</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Độ dài</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Trạng thái</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Khóa</translation>
    </message>
</context>
<context>
    <name>wr::gui::ChunkMapPanel</name>
    <message>
        <source>&amp;Read the Map</source>
        <translation>Đọ&amp;c bản đồ</translation>
    </message>
    <message>
        <source>Re&amp;allocate...</source>
        <translation>Tái &amp;cấp phát...</translation>
    </message>
    <message>
        <source>Read the data files again (the views close for a moment)</source>
        <translation>Đọc lại các tệp dữ liệu (các khung nhìn đóng trong giây lát)</translation>
    </message>
    <message>
        <source>Rewrite the live blocks and give the space of invalidated ones back</source>
        <translation>Ghi lại các đoạn còn hiệu lực và trả lại dung lượng của các đoạn đã vô hiệu</translation>
    </message>
    <message>
        <source>Select a block to see its key and value.</source>
        <translation>Chọn một đoạn để xem khóa và giá trị của nó.</translation>
    </message>
    <message numerus="yes">
        <source>Value (%Ln byte(s)):</source>
        <translation>
            <numerusform>Giá trị (%Ln byte):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln file(s), %2 live, %3 invalidated.</source>
        <translation>
            <numerusform>%1: %Ln tệp, %2 còn hiệu lực, %3 đã vô hiệu.</numerusform>
        </translation>
    </message>
    <message>
        <source>C&amp;ompact...</source>
        <translation>&amp;Nén gộp...</translation>
    </message>
    <message numerus="yes">
        <source>%1, block at offset %2, %Ln byte(s): %3</source>
        <translation>
            <numerusform>%1, đoạn ở độ lệch %2, %Ln byte: %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Key: %1</source>
        <translation>Khóa: %1</translation>
    </message>
</context>
<context>
    <name>wr::gui::ChunkMapSource</name>
    <message>
        <source>WR-Store++ chunk files</source>
        <translation>Các tệp khối WR-Store++</translation>
    </message>
    <message>
        <source>The data directory holds no chunk files: a store in basic mode keeps one file per value.</source>
        <translation>Thư mục dữ liệu không chứa tệp khối nào: một kho lưu trữ ở chế độ basic giữ mỗi giá trị trong một tệp.</translation>
    </message>
    <message>
        <source>a torn block header at the end of the file</source>
        <translation>phần đầu đoạn bị cắt cụt ở cuối tệp</translation>
    </message>
    <message>
        <source>no block header here; the rest of the file is not read</source>
        <translation>không có phần đầu đoạn ở đây; phần còn lại của tệp không được đọc</translation>
    </message>
    <message>
        <source>a block that runs past the end of the file</source>
        <translation>một đoạn vượt quá cuối tệp</translation>
    </message>
    <message>
        <source>ZDB data files</source>
        <translation>Các tệp dữ liệu ZDB</translation>
    </message>
    <message>
        <source>A compaction is under way: the previous table&apos;s files follow the current ones.</source>
        <translation>Đang nén gộp: các tệp của bảng trước nằm sau các tệp hiện tại.</translation>
    </message>
    <message>
        <source> (previous table)</source>
        <translation> (bảng trước)</translation>
    </message>
    <message>
        <source>bucket %1</source>
        <translation>bucket %1</translation>
    </message>
    <message>
        <source>points at offset %1 of %2</source>
        <translation>trỏ tới độ lệch %1 của %2</translation>
    </message>
</context>
<context>
    <name>wr::gui::ChunkMapView</name>
    <message numerus="yes">
        <source>%1   %2   %3   %Ln item(s)</source>
        <translation>
            <numerusform>%1   %2   %3   %Ln mục</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1   %2   %3   %Ln block(s)</source>
        <translation>
            <numerusform>%1   %2   %3   %Ln đoạn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 at %2, %Ln byte(s)
%3</source>
        <translation>
            <numerusform>%1 tại %2, %Ln byte
%3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wr::gui::ClusterLayoutModel</name>
    <message>
        <source>server</source>
        <translation>máy chủ</translation>
    </message>
    <message>
        <source>master</source>
        <translation>master</translation>
    </message>
    <message>
        <source>replica</source>
        <translation>replica</translation>
    </message>
    <message>
        <source>replica of %1</source>
        <translation>replica của %1</translation>
    </message>
    <message>
        <source>all keys</source>
        <translation>mọi khóa</translation>
    </message>
    <message>
        <source>none</source>
        <translation>không có</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln slot(s))</source>
        <translation>
            <numerusform>%1 (%Ln slot)</numerusform>
        </translation>
    </message>
    <message>
        <source>no answer: %1</source>
        <translation>không trả lời: %1</translation>
    </message>
    <message>
        <source>link down</source>
        <translation>mất liên kết</translation>
    </message>
    <message>
        <source>importing slot %1 from %2</source>
        <translation>đang nhập slot %1 từ %2</translation>
    </message>
    <message>
        <source>migrating slot %1 to %2</source>
        <translation>đang chuyển slot %1 sang %2</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>Node id %1</source>
        <translation>Mã nút %1</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Nút</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Vai trò</translation>
    </message>
    <message>
        <source>Hash slots</source>
        <translation>Hash slot</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Khóa</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Trạng thái</translation>
    </message>
</context>
<context>
    <name>wr::gui::ClusterView</name>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Làm mới</translation>
    </message>
    <message>
        <source>Ask the nodes again for the cluster&apos;s layout and their key counts</source>
        <translation>Hỏi lại các nút về bố cục của cụm và số khóa của chúng</translation>
    </message>
    <message>
        <source>Asking the nodes…</source>
        <translation>Đang hỏi các nút…</translation>
    </message>
    <message>
        <source>The layout could not be read: %1</source>
        <translation>Không thể đọc bố cục: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln key(s)</source>
        <translation>
            <numerusform>%Ln khóa</numerusform>
        </translation>
    </message>
    <message>
        <source>an unknown number of keys</source>
        <translation>một số lượng khóa chưa biết</translation>
    </message>
    <message numerus="yes">
        <source>%Ln master(s)</source>
        <translation>
            <numerusform>%Ln master</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln replica(s)</source>
        <translation>
            <numerusform>%Ln replica</numerusform>
        </translation>
    </message>
    <message>
        <source>the masters hold %1. Read from %2.</source>
        <translation>các master chứa %1. Đọc từ %2.</translation>
    </message>
    <message>
        <source>A single server holding %1.</source>
        <translation>Một máy chủ đơn chứa %1.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln node(s) did not answer: %1 (see State).</source>
        <translation>
            <numerusform>%Ln nút không trả lời: %1 (xem Trạng thái).</numerusform>
        </translation>
    </message>
    <message>
        <source>Select a key in the Keys view to see its hash slot and the node that holds it.</source>
        <translation>Chọn một khóa trong khung nhìn Khóa để xem hash slot của nó và nút chứa nó.</translation>
    </message>
    <message>
        <source>Key %1 is on the server %2.</source>
        <translation>Khóa %1 nằm trên máy chủ %2.</translation>
    </message>
    <message>
        <source>Key %1: hash slot %2, held by %3 (marked in bold).</source>
        <translation>Khóa %1: hash slot %2, do %3 nắm giữ (in đậm).</translation>
    </message>
    <message>
        <source>Key %1: hash slot %2; no master serves it.</source>
        <translation>Khóa %1: hash slot %2; không có master nào phục vụ.</translation>
    </message>
    <message>
        <source>Key %1: hash slot %2.</source>
        <translation>Khóa %1: hash slot %2.</translation>
    </message>
</context>
<context>
    <name>wr::gui::CustomWorkloadEditor</name>
    <message>
        <source>The shares below</source>
        <translation>Các tỷ lệ bên dưới</translation>
    </message>
    <message>
        <source>YCSB workload %1</source>
        <translation>Tải công việc YCSB %1</translation>
    </message>
    <message>
        <source> bytes</source>
        <translation> byte</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Ngẫu nhiên</translation>
    </message>
    <message>
        <source>Sequential</source>
        <translation>Tuần tự</translation>
    </message>
    <message>
        <source>Zipfian</source>
        <translation>Zipf</translation>
    </message>
    <message>
        <source>Cold: time the store&apos;s open, no read pass first</source>
        <translation>Lạnh: đo thời gian mở kho lưu trữ, không có lượt đọc trước</translation>
    </message>
    <message>
        <source>read</source>
        <translation>đọc</translation>
    </message>
    <message>
        <source>write</source>
        <translation>ghi</translation>
    </message>
    <message>
        <source>insert</source>
        <translation>chèn</translation>
    </message>
    <message>
        <source>delete</source>
        <translation>xóa</translation>
    </message>
    <message>
        <source>scan</source>
        <translation>quét</translation>
    </message>
    <message>
        <source>to</source>
        <translation>đến</translation>
    </message>
    <message>
        <source>Records loaded:</source>
        <translation>Số bản ghi nạp:</translation>
    </message>
    <message>
        <source>Operations:</source>
        <translation>Số thao tác:</translation>
    </message>
    <message>
        <source>Mix:</source>
        <translation>Tỷ lệ pha trộn:</translation>
    </message>
    <message>
        <source>Value sizes:</source>
        <translation>Kích thước giá trị:</translation>
    </message>
    <message>
        <source>Key order:</source>
        <translation>Thứ tự khóa:</translation>
    </message>
</context>
<context>
    <name>wr::gui::DataInterpreterModel</name>
    <message>
        <source>(out of range)</source>
        <translation>(ngoài phạm vi)</translation>
    </message>
    <message>
        <source>int8</source>
        <translation>int8</translation>
    </message>
    <message>
        <source>uint8</source>
        <translation>uint8</translation>
    </message>
    <message>
        <source>int16</source>
        <translation>int16</translation>
    </message>
    <message>
        <source>uint16</source>
        <translation>uint16</translation>
    </message>
    <message>
        <source>int32</source>
        <translation>int32</translation>
    </message>
    <message>
        <source>uint32</source>
        <translation>uint32</translation>
    </message>
    <message>
        <source>int64</source>
        <translation>int64</translation>
    </message>
    <message>
        <source>uint64</source>
        <translation>uint64</translation>
    </message>
    <message>
        <source>float32</source>
        <translation>float32</translation>
    </message>
    <message>
        <source>float64</source>
        <translation>float64</translation>
    </message>
    <message>
        <source>FILETIME</source>
        <translation>FILETIME</translation>
    </message>
    <message>
        <source>Unix time (s, 32-bit)</source>
        <translation>Thời gian Unix (s, 32-bit)</translation>
    </message>
    <message>
        <source>Unix time (s, 64-bit)</source>
        <translation>Thời gian Unix (s, 64-bit)</translation>
    </message>
    <message>
        <source>Unix time (ms, 64-bit)</source>
        <translation>Thời gian Unix (ms, 64-bit)</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Kiểu</translation>
    </message>
    <message>
        <source>Little-endian</source>
        <translation>Little-endian</translation>
    </message>
    <message>
        <source>Big-endian</source>
        <translation>Big-endian</translation>
    </message>
</context>
<context>
    <name>wr::gui::HexView</name>
    <message>
        <source>Offset</source>
        <translation>Độ lệch</translation>
    </message>
</context>
<context>
    <name>wr::gui::HivePage</name>
    <message>
        <source>the root key</source>
        <translation>khóa gốc</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>Nhập %1</translation>
    </message>
    <message>
        <source>(Default)</source>
        <translation>(Mặc định)</translation>
    </message>
    <message>
        <source>Registry</source>
        <translation>Sổ đăng ký</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Thống kê</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>Mở %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln subkey(s) at the root, opened %1 in %2 ms</source>
        <translation>
            <numerusform>%Ln khóa con ở gốc, đã mở %1 trong %2 ms</numerusform>
        </translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>chỉ đọc</translation>
    </message>
    <message>
        <source>for writing</source>
        <translation>để ghi</translation>
    </message>
    <message>
        <source>Recover %1</source>
        <translation>Khôi phục %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln key(s) written to %1</source>
        <translation>
            <numerusform>Đã ghi %Ln khóa vào %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln value(s) written to %1</source>
        <translation>
            <numerusform>Đã ghi %Ln giá trị vào %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>Xuất %1</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Nội dung</translation>
    </message>
    <message>
        <source>There is no key %1; the deepest key on the way is selected.</source>
        <translation>Không có khóa %1; khóa sâu nhất trên đường đi được chọn.</translation>
    </message>
    <message numerus="yes">
        <source>Write %Ln change(s)</source>
        <translation>
            <numerusform>Ghi %Ln thay đổi</numerusform>
        </translation>
    </message>
    <message>
        <source>Opening %1</source>
        <translation>Đang mở %1</translation>
    </message>
    <message>
        <source>New Key</source>
        <translation>Khóa mới</translation>
    </message>
    <message>
        <source>Name of the new subkey of %1:</source>
        <translation>Tên của khóa con mới của %1:</translation>
    </message>
    <message>
        <source>New key</source>
        <translation>Khóa mới</translation>
    </message>
    <message>
        <source>New Value of %1</source>
        <translation>Giá trị mới của %1</translation>
    </message>
    <message>
        <source>New value</source>
        <translation>Giá trị mới</translation>
    </message>
    <message>
        <source>Modify %1</source>
        <translation>Sửa đổi %1</translation>
    </message>
    <message>
        <source>Modify value</source>
        <translation>Sửa đổi giá trị</translation>
    </message>
    <message>
        <source>Rename Value</source>
        <translation>Đổi tên giá trị</translation>
    </message>
    <message>
        <source>New name of %1:</source>
        <translation>Tên mới của %1:</translation>
    </message>
    <message>
        <source>Rename value</source>
        <translation>Đổi tên giá trị</translation>
    </message>
    <message>
        <source>Rename Key</source>
        <translation>Đổi tên khóa</translation>
    </message>
    <message>
        <source>Rename key</source>
        <translation>Đổi tên khóa</translation>
    </message>
    <message>
        <source>The deletion is staged: nothing changes in the store until you write the changes (File &gt; Write Changes).</source>
        <translation>Việc xóa đã vào chờ ghi: không có gì thay đổi trong kho lưu trữ cho đến khi bạn ghi các thay đổi (Tệp &gt; Ghi thay đổi).</translation>
    </message>
    <message numerus="yes">
        <source>  and %n more</source>
        <translation>
            <numerusform>  và %n mục khác</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete Values</source>
        <translation>Xóa giá trị</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n value(s) of %1?</source>
        <translation>
            <numerusform>Xóa %n giá trị của %1?</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete values</source>
        <translation>Xóa giá trị</translation>
    </message>
    <message>
        <source>Delete the key %1?</source>
        <translation>Xóa khóa %1?</translation>
    </message>
    <message>
        <source>It has %1 and %2; they and everything below them are deleted with it.</source>
        <translation>Khóa này có %1 và %2; chúng và mọi thứ bên dưới sẽ bị xóa cùng với nó.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln subkey(s)</source>
        <translation>
            <numerusform>%Ln khóa con</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln value(s)</source>
        <translation>
            <numerusform>%Ln giá trị</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete Key</source>
        <translation>Xóa khóa</translation>
    </message>
    <message>
        <source>Delete key</source>
        <translation>Xóa khóa</translation>
    </message>
    <message>
        <source>Import .reg File</source>
        <translation>Nhập tệp .reg</translation>
    </message>
    <message>
        <source>Registry files (*.reg);;All files (*)</source>
        <translation>Tệp sổ đăng ký (*.reg);;Mọi tệp (*)</translation>
    </message>
    <message>
        <source>Reading %1</source>
        <translation>Đang đọc %1</translation>
    </message>
    <message>
        <source>Cancelled after the preview; nothing was staged</source>
        <translation>Đã hủy sau khi xem trước; không có gì được đưa vào chờ ghi</translation>
    </message>
    <message>
        <source>waits for the store to be open for writing</source>
        <translation>chờ kho lưu trữ được mở để ghi</translation>
    </message>
    <message>
        <source>The import of %1 is staged once the store is open for writing (Tools &gt; Writable).</source>
        <translation>Việc nhập %1 sẽ vào chờ ghi khi kho lưu trữ được mở để ghi (Công cụ &gt; Cho phép ghi).</translation>
    </message>
    <message numerus="yes">
        <source>%Ln change(s) staged; File &gt; Write Changes writes them</source>
        <translation>
            <numerusform>%Ln thay đổi đã vào chờ ghi; Tệp &gt; Ghi thay đổi sẽ ghi chúng</numerusform>
        </translation>
    </message>
    <message>
        <source>Registry files (*.reg)</source>
        <translation>Tệp sổ đăng ký (*.reg)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Tệp CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Tệp JSON (*.json)</translation>
    </message>
    <message>
        <source>Exporting %1</source>
        <translation>Đang xuất %1</translation>
    </message>
    <message>
        <source>Hive</source>
        <translation>Hive</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Vị trí</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Chế độ</translation>
    </message>
    <message>
        <source>read-write</source>
        <translation>đọc-ghi</translation>
    </message>
    <message>
        <source>Opened in</source>
        <translation>Thời gian mở</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Recovery</source>
        <translation>Khôi phục</translation>
    </message>
    <message>
        <source>opened clean</source>
        <translation>sạch, không cần khôi phục</translation>
    </message>
    <message>
        <source>Last write: %1</source>
        <translation>Lần ghi cuối: %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>không rõ</translation>
    </message>
    <message numerus="yes">
        <source>%Ln staged change(s)</source>
        <translation>
            <numerusform>%Ln thay đổi chờ ghi</numerusform>
        </translation>
    </message>
    <message>
        <source>Read-only Windows hive file</source>
        <translation>Tệp hive Windows chỉ đọc</translation>
    </message>
</context>
<context>
    <name>wr::gui::ImportChange</name>
    <message>
        <source>Add key</source>
        <translation>Thêm khóa</translation>
    </message>
    <message>
        <source>Delete key</source>
        <translation>Xóa khóa</translation>
    </message>
    <message>
        <source>Add value</source>
        <translation>Thêm giá trị</translation>
    </message>
    <message>
        <source>Change value</source>
        <translation>Thay đổi giá trị</translation>
    </message>
    <message>
        <source>Delete value</source>
        <translation>Xóa giá trị</translation>
    </message>
</context>
<context>
    <name>wr::gui::ImportPreviewDialog</name>
    <message>
        <source>Import %1</source>
        <translation>Nhập %1</translation>
    </message>
    <message numerus="yes">
        <source>add %n key(s)</source>
        <translation>
            <numerusform>thêm %n khóa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>delete %n key(s) with everything below them</source>
        <translation>
            <numerusform>xóa %n khóa cùng mọi thứ bên dưới chúng</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>add %n value(s)</source>
        <translation>
            <numerusform>thêm %n giá trị</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>change %n value(s)</source>
        <translation>
            <numerusform>thay đổi %n giá trị</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>delete %n value(s)</source>
        <translation>
            <numerusform>xóa %n giá trị</numerusform>
        </translation>
    </message>
    <message>
        <source>Importing %1 would change nothing.</source>
        <translation>Nhập %1 sẽ không thay đổi gì.</translation>
    </message>
    <message>
        <source>Importing %1 would %2.</source>
        <translation>Nhập %1 sẽ %2.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>%Ln value(s) already hold what the file sets.</source>
        <translation>
            <numerusform>%Ln giá trị đã chứa đúng những gì tệp thiết lập.</numerusform>
        </translation>
    </message>
    <message>
        <source>Staging the import changes nothing yet: the changes are written with File &gt; Write Changes, or dropped with File &gt; Revert Changes.</source>
        <translation>Đưa việc nhập vào chờ ghi chưa thay đổi gì: các thay đổi được ghi bằng Tệp &gt; Ghi thay đổi, hoặc bỏ đi bằng Tệp &gt; Hủy thay đổi.</translation>
    </message>
    <message>
        <source>&amp;Stage Import</source>
        <translation>Đưa việc nhập vào &amp;chờ ghi</translation>
    </message>
    <message>
        <source>Open for &amp;Writing and Stage</source>
        <translation>Mở để &amp;ghi và đưa vào chờ ghi</translation>
    </message>
    <message>
        <source>The store is open read-only: it is reopened for writing (you are asked first), then the import is staged</source>
        <translation>Kho lưu trữ đang mở chỉ đọc: nó sẽ được mở lại để ghi (bạn sẽ được hỏi trước), rồi việc nhập được đưa vào chờ ghi</translation>
    </message>
</context>
<context>
    <name>wr::gui::ImportPreviewModel</name>
    <message>
        <source>(root)</source>
        <translation>(gốc)</translation>
    </message>
    <message>
        <source>(Default)</source>
        <translation>(Mặc định)</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Thay đổi</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Khóa</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Giá trị</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Trước</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Sau</translation>
    </message>
</context>
<context>
    <name>wr::gui::KeyFilter</name>
    <message>
        <source>containing</source>
        <translation>chứa</translation>
    </message>
    <message>
        <source>starting with</source>
        <translation>bắt đầu bằng</translation>
    </message>
    <message>
        <source>matching the regex</source>
        <translation>khớp biểu thức chính quy</translation>
    </message>
    <message>
        <source>Filter the keys</source>
        <translation>Lọc các khóa</translation>
    </message>
    <message>
        <source>Lists only the keys that match, found by a pass over the store. Type \xNN for any byte.</source>
        <translation>Chỉ liệt kê các khóa khớp, tìm bằng một lượt duyệt qua kho lưu trữ. Gõ \xNN cho một byte bất kỳ.</translation>
    </message>
    <message>
        <source>F&amp;ilter keys</source>
        <translation>&amp;Lọc khóa</translation>
    </message>
    <message>
        <source>Filtering… matching so far: %1.</source>
        <translation>Đang lọc… số khóa khớp đến giờ: %1.</translation>
    </message>
    <message>
        <source>Stopped: %1 of %2 keys looked at match the filter.</source>
        <translation>Đã dừng: %1 trên %2 khóa đã xét khớp bộ lọc.</translation>
    </message>
    <message>
        <source>Matching the filter: %1 of %2 keys.</source>
        <translation>Khớp bộ lọc: %1 trên %2 khóa.</translation>
    </message>
</context>
<context>
    <name>wr::gui::KeyLocator</name>
    <message>
        <source>&amp;Reveal</source>
        <translation>&amp;Hiện vị trí</translation>
    </message>
    <message>
        <source>A key of the store, e.g. 792479 (\xNN for any byte)</source>
        <translation>Một khóa của kho lưu trữ, ví dụ 792479 (\xNN cho một byte bất kỳ)</translation>
    </message>
    <message>
        <source>Select the key&apos;s leaf in the index tree</source>
        <translation>Chọn lá của khóa trong cây chỉ mục</translation>
    </message>
    <message>
        <source>Find &amp;key:</source>
        <translation>Tìm &amp;khóa:</translation>
    </message>
    <message>
        <source>MD5:</source>
        <translation>MD5:</translation>
    </message>
    <message>
        <source>Leaf:</source>
        <translation>Lá:</translation>
    </message>
    <message>
        <source>Value name:</source>
        <translation>Tên giá trị:</translation>
    </message>
    <message>
        <source>&lt;i&gt;type a key&lt;/i&gt;</source>
        <translation>&lt;i&gt;nhập một khóa&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;reading the store&apos;s layout&lt;/i&gt;</source>
        <translation>&lt;i&gt;đang đọc bố cục của kho lưu trữ&lt;/i&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%Ln level(s) of %1 hex characters (%2)</source>
        <translation>
            <numerusform>%Ln cấp, mỗi cấp %1 ký tự hex (%2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wr::gui::KeyPlacementPanel</name>
    <message>
        <source>a key, \xNN for any byte</source>
        <translation>một khóa, \xNN cho một byte bất kỳ</translation>
    </message>
    <message>
        <source>WR_D </source>
        <translation>WR_D </translation>
    </message>
    <message>
        <source>WR_L </source>
        <translation>WR_L </translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Tìm</translation>
    </message>
    <message>
        <source>Look the key up in the open store</source>
        <translation>Tra khóa trong kho lưu trữ đang mở</translation>
    </message>
    <message>
        <source>A pair is a registry value named after its key, under the subkeys that the first WR_D × WR_L hex characters of the key&apos;s MD5 name.</source>
        <translation>Một cặp là một giá trị sổ đăng ký mang tên khóa của nó, nằm dưới các khóa con được đặt tên theo WR_D × WR_L ký tự hex đầu tiên của MD5 của khóa.</translation>
    </message>
    <message>
        <source>Key:</source>
        <translation>Khóa:</translation>
    </message>
    <message>
        <source>Index:</source>
        <translation>Chỉ mục:</translation>
    </message>
    <message>
        <source>MD5:</source>
        <translation>MD5:</translation>
    </message>
    <message>
        <source>Registry key:</source>
        <translation>Khóa sổ đăng ký:</translation>
    </message>
    <message>
        <source>Value name:</source>
        <translation>Tên giá trị:</translation>
    </message>
    <message>
        <source>In the store:</source>
        <translation>Trong kho lưu trữ:</translation>
    </message>
    <message>
        <source>found, at least %1</source>
        <translation>đã tìm thấy, ít nhất %1</translation>
    </message>
    <message>
        <source>found, %1</source>
        <translation>đã tìm thấy, %1</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>không tìm thấy</translation>
    </message>
    <message>
        <source>no store is open</source>
        <translation>chưa mở kho lưu trữ nào</translation>
    </message>
    <message>
        <source>looking…</source>
        <translation>đang tra…</translation>
    </message>
</context>
<context>
    <name>wr::gui::KeyRowsModel</name>
    <message>
        <source>%1
Staged: deleted when the changes are written (File &gt; Write Changes).</source>
        <translation>%1
Chờ ghi: bị xóa khi các thay đổi được ghi (Tệp &gt; Ghi thay đổi).</translation>
    </message>
    <message numerus="yes">
        <source>%1
Staged: a new value (%Ln byte(s)) is set when the changes are written (File &gt; Write Changes).</source>
        <translation>
            <numerusform>%1
Chờ ghi: một giá trị mới (%Ln byte) được đặt khi các thay đổi được ghi (Tệp &gt; Ghi thay đổi).</numerusform>
        </translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Đang tải…</translation>
    </message>
    <message numerus="yes">
        <source>%1
%Ln byte(s)</source>
        <translation>
            <numerusform>%1
%Ln byte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (staged)</source>
        <translation>%1 (chờ ghi)</translation>
    </message>
    <message>
        <source>(removed)</source>
        <translation>(đã xóa)</translation>
    </message>
    <message>
        <source>(unreadable)</source>
        <translation>(không đọc được)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <translation>
            <numerusform>%Ln byte</numerusform>
        </translation>
    </message>
    <message>
        <source>≥ %1</source>
        <translation>≥ %1</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Khóa</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Kích thước</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Giá trị</translation>
    </message>
</context>
<context>
    <name>wr::gui::KeySearch</name>
    <message>
        <source>Enter a regular expression.</source>
        <translation>Nhập một biểu thức chính quy.</translation>
    </message>
    <message>
        <source>The regular expression is invalid at character %1: %2.</source>
        <translation>Biểu thức chính quy không hợp lệ tại ký tự %1: %2.</translation>
    </message>
</context>
<context>
    <name>wr::gui::KeyTreeModel</name>
    <message numerus="yes">
        <source>%Ln subkey(s)</source>
        <translation>
            <numerusform>%Ln khóa con</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln value(s)</source>
        <translation>
            <numerusform>%Ln giá trị</numerusform>
        </translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Khóa</translation>
    </message>
    <message>
        <source>Subkeys</source>
        <translation>Khóa con</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Giá trị</translation>
    </message>
</context>
<context>
    <name>wr::gui::KvBrowser</name>
    <message>
        <source>All keys</source>
        <translation>Mọi khóa</translation>
    </message>
    <message>
        <source>Search results</source>
        <translation>Kết quả tìm kiếm</translation>
    </message>
    <message>
        <source>C&amp;ount Keys</source>
        <translation>Đế&amp;m khóa</translation>
    </message>
    <message>
        <source>The count shown is an estimate: count every key, in the background</source>
        <translation>Con số hiển thị là ước lượng: đếm mọi khóa, chạy nền</translation>
    </message>
    <message>
        <source>Where the key lives in the registry index</source>
        <translation>Vị trí của khóa trong chỉ mục sổ đăng ký</translation>
    </message>
    <message>
        <source>Reading the value… %1</source>
        <translation>Đang đọc giá trị… %1</translation>
    </message>
    <message>
        <source>The store has no key %1.</source>
        <translation>Kho lưu trữ không có khóa %1.</translation>
    </message>
    <message>
        <source>Reading the value of %1…</source>
        <translation>Đang đọc giá trị của %1…</translation>
    </message>
    <message>
        <source>No store is open.</source>
        <translation>Chưa mở kho lưu trữ nào.</translation>
    </message>
    <message>
        <source>Listing the keys…</source>
        <translation>Đang liệt kê các khóa…</translation>
    </message>
    <message>
        <source>The store has no keys.</source>
        <translation>Kho lưu trữ không có khóa nào.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln key(s)</source>
        <translation>
            <numerusform>%Ln khóa</numerusform>
        </translation>
    </message>
    <message>
        <source>%1+ keys, counting…</source>
        <translation>%1+ khóa, đang đếm…</translation>
    </message>
    <message numerus="yes">
        <source>about %Ln key(s)</source>
        <translation>
            <numerusform>khoảng %Ln khóa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %Ln key(s) (%1)</source>
        <translation>
            <numerusform>khoảng %Ln khóa (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>Rows %1–%2 of %3.</source>
        <translation>Hàng %1–%2 trên %3.</translation>
    </message>
</context>
<context>
    <name>wr::gui::KvClipboard</name>
    <message>
        <source>&amp;Copy Key</source>
        <translation>&amp;Sao chép khóa</translation>
    </message>
    <message>
        <source>Copy &amp;Value</source>
        <translation>Sao chép &amp;giá trị</translation>
    </message>
    <message>
        <source>Copy &amp;Row</source>
        <translation>Sao chép &amp;hàng</translation>
    </message>
    <message>
        <source>Copy the selected keys, one per line, escaped as the list shows them</source>
        <translation>Sao chép các khóa đã chọn, mỗi khóa một dòng, thoát ký tự như danh sách hiển thị</translation>
    </message>
    <message>
        <source>Copy the selected key&apos;s value: as text when it is text, else as hex bytes</source>
        <translation>Sao chép giá trị của khóa đã chọn: dạng văn bản nếu là văn bản, nếu không thì dạng byte hex</translation>
    </message>
    <message>
        <source>Copy the selected rows: key, size and preview, tab-separated</source>
        <translation>Sao chép các hàng đã chọn: khóa, kích thước và xem trước, phân tách bằng tab</translation>
    </message>
</context>
<context>
    <name>wr::gui::KvEdit</name>
    <message>
        <source>Delete %1</source>
        <translation>Xóa %1</translation>
    </message>
    <message>
        <source>Set %1 (%2)</source>
        <translation>Đặt %1 (%2)</translation>
    </message>
</context>
<context>
    <name>wr::gui::KvEditor</name>
    <message>
        <source>%1 is open read-only; reopen it for writing to edit it</source>
        <translation>%1 đang mở chỉ đọc; hãy mở lại để ghi thì mới sửa được</translation>
    </message>
    <message>
        <source>the staged changes are being written</source>
        <translation>các thay đổi chờ ghi đang được ghi</translation>
    </message>
    <message>
        <source>a key cannot be empty</source>
        <translation>khóa không được để trống</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n entries</source>
        <translation>
            <numerusform>Xóa %n mục</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wr::gui::KvEntryDialog</name>
    <message>
        <source>New Entry</source>
        <translation>Mục mới</translation>
    </message>
    <message>
        <source>the key; \xNN for any byte</source>
        <translation>khóa; \xNN cho một byte bất kỳ</translation>
    </message>
    <message>
        <source>Text (UTF-8)</source>
        <translation>Văn bản (UTF-8)</translation>
    </message>
    <message>
        <source>Hex bytes</source>
        <translation>Byte hex</translation>
    </message>
    <message>
        <source>Load from File...</source>
        <translation>Nạp từ tệp...</translation>
    </message>
    <message>
        <source>&amp;Key:</source>
        <translation>&amp;Khóa:</translation>
    </message>
    <message>
        <source>Value as:</source>
        <translation>Giá trị dạng:</translation>
    </message>
    <message>
        <source>&amp;Value:</source>
        <translation>&amp;Giá trị:</translation>
    </message>
    <message>
        <source>Modify Value</source>
        <translation>Sửa đổi giá trị</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Không thể đọc %1: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2; values that large are written with wrctl.</source>
        <translation>%1 lớn hơn %2; các giá trị lớn như vậy được ghi bằng wrctl.</translation>
    </message>
    <message>
        <source>Load the Value from a File</source>
        <translation>Nạp giá trị từ một tệp</translation>
    </message>
    <message>
        <source>Type a key.</source>
        <translation>Nhập một khóa.</translation>
    </message>
    <message>
        <source>The value is not hex bytes: pairs of 0-9 and a-f, spaces allowed.</source>
        <translation>Giá trị không phải là byte hex: các cặp ký tự 0-9 và a-f, cho phép dấu cách.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s); staged until File &gt; Write Changes.</source>
        <translation>
            <numerusform>%Ln byte; chờ ghi cho đến Tệp &gt; Ghi thay đổi.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wr::gui::KvPairExport</name>
    <message numerus="yes">
        <source>%Ln pair(s), %1</source>
        <translation>
            <numerusform>%Ln cặp, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln selected key(s) no longer in the store</source>
        <translation>
            <numerusform>%Ln khóa đã chọn không còn trong kho lưu trữ</numerusform>
        </translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>khoảng %1</translation>
    </message>
    <message>
        <source>an unknown number of</source>
        <translation>không rõ số</translation>
    </message>
    <message>
        <source>the search results</source>
        <translation>kết quả tìm kiếm</translation>
    </message>
    <message>
        <source>the key list</source>
        <translation>danh sách khóa</translation>
    </message>
    <message>
        <source>the whole store</source>
        <translation>toàn bộ kho lưu trữ</translation>
    </message>
    <message numerus="yes">
        <source>%Ln selected pair(s)</source>
        <translation>
            <numerusform>%Ln cặp đã chọn</numerusform>
        </translation>
    </message>
    <message>
        <source>Export %1 to %2</source>
        <translation>Xuất %1 ra %2</translation>
    </message>
</context>
<context>
    <name>wr::gui::KvPairImport</name>
    <message>
        <source>Import Pairs</source>
        <translation>Nhập các cặp</translation>
    </message>
    <message>
        <source>Pairs (*.csv *.jsonl);;CSV files (*.csv);;JSON lines files (*.jsonl);;All files (*)</source>
        <translation>Các cặp (*.csv *.jsonl);;Tệp CSV (*.csv);;Tệp JSON lines (*.jsonl);;Mọi tệp (*)</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>Nhập %1</translation>
    </message>
    <message>
        <source>nothing was staged</source>
        <translation>không có gì được đưa vào chờ ghi</translation>
    </message>
    <message numerus="yes">
        <source>%Ln pair(s) staged, not written yet (File &gt; Write Changes)</source>
        <translation>
            <numerusform>%Ln cặp đã vào chờ ghi, chưa được ghi (Tệp &gt; Ghi thay đổi)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wr::gui::KvSearchBar</name>
    <message>
        <source>Match &amp;case</source>
        <translation>Phân biệt &amp;hoa thường</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Khóa</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Giá trị</translation>
    </message>
    <message>
        <source>starting with</source>
        <translation>bắt đầu bằng</translation>
    </message>
    <message>
        <source>containing</source>
        <translation>chứa</translation>
    </message>
    <message>
        <source>matching the regex</source>
        <translation>khớp biểu thức chính quy</translation>
    </message>
    <message>
        <source>user/42/  or  ^tweet:\d+7$</source>
        <translation>user/42/  hoặc  ^tweet:\d+7$</translation>
    </message>
    <message>
        <source>Type \xNN for any byte and \\ for a backslash in a prefix.</source>
        <translation>Gõ \xNN cho một byte bất kỳ và \\ cho dấu gạch chéo ngược trong tiền tố.</translation>
    </message>
    <message>
        <source>Recent searches</source>
        <translation>Tìm kiếm gần đây</translation>
    </message>
    <message>
        <source>the whole store</source>
        <translation>toàn bộ kho lưu trữ</translation>
    </message>
    <message>
        <source>Search only keys that start with this prefix (a subtree such as user/42/).</source>
        <translation>Chỉ tìm các khóa bắt đầu bằng tiền tố này (một cây con như user/42/).</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Tìm</translation>
    </message>
    <message>
        <source>within keys starting with</source>
        <translation>trong các khóa bắt đầu bằng</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Dừng</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Tìm kiếm</translation>
    </message>
    <message>
        <source>No recent searches</source>
        <translation>Không có tìm kiếm gần đây</translation>
    </message>
    <message numerus="yes">
        <source>Searching… %Ln key(s) scanned, %1 found</source>
        <translation>
            <numerusform>Đang tìm… đã quét %Ln khóa, tìm thấy %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 giây</translation>
    </message>
    <message numerus="yes">
        <source>%1 found among %Ln key(s) in %2</source>
        <translation>
            <numerusform>tìm thấy %1 trong số %Ln khóa, mất %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped: %1.</source>
        <translation>Đã dừng: %1.</translation>
    </message>
    <message>
        <source>Stopped at the first %1 matches: %2.</source>
        <translation>Đã dừng ở %1 kết quả khớp đầu tiên: %2.</translation>
    </message>
    <message>
        <source>Done: %1.</source>
        <translation>Xong: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln value(s) could not be read (%1).</source>
        <translation>
            <numerusform>%Ln giá trị không đọc được (%1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wr::gui::KvSession</name>
    <message>
        <source>Open %1</source>
        <translation>Mở %1</translation>
    </message>
    <message>
        <source>List the keys</source>
        <translation>Liệt kê các khóa</translation>
    </message>
    <message>
        <source>List the keys from position %1</source>
        <translation>Liệt kê các khóa từ vị trí %1</translation>
    </message>
    <message>
        <source>Go to the key %1</source>
        <translation>Đi tới khóa %1</translation>
    </message>
    <message>
        <source>Read values</source>
        <translation>Đọc giá trị</translation>
    </message>
    <message>
        <source>Count every key</source>
        <translation>Đếm mọi khóa</translation>
    </message>
    <message>
        <source>Count the keys</source>
        <translation>Đếm các khóa</translation>
    </message>
    <message>
        <source>Query the store&apos;s statistics</source>
        <translation>Truy vấn thống kê của kho lưu trữ</translation>
    </message>
    <message>
        <source>Read the value of %1</source>
        <translation>Đọc giá trị của %1</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Tìm kiếm</translation>
    </message>
    <message numerus="yes">
        <source>Write %n change(s)</source>
        <translation>
            <numerusform>Ghi %n thay đổi</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wr::gui::KvStorePage</name>
    <message numerus="yes">
        <source>Checked %Ln entry(ies) (%1).</source>
        <translation>
            <numerusform>Đã kiểm tra %Ln mục (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>Không phát hiện vấn đề nào.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln problem(s):</source>
        <translation>
            <numerusform>%Ln vấn đề:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln orphan(s), data no index entry names:</source>
        <translation>
            <numerusform>%Ln mục mồ côi, dữ liệu không có mục chỉ mục nào trỏ tới:</numerusform>
        </translation>
    </message>
    <message>
        <source>Registry (the whole hive)</source>
        <translation>Sổ đăng ký (toàn bộ hive)</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Khóa</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Thống kê</translation>
    </message>
    <message numerus="yes">
        <source>Write %Ln change(s)</source>
        <translation>
            <numerusform>Ghi %Ln thay đổi</numerusform>
        </translation>
    </message>
    <message>
        <source>every change is still staged: write again, or revert</source>
        <translation>mọi thay đổi vẫn chờ ghi: hãy ghi lại, hoặc hủy chúng</translation>
    </message>
    <message>
        <source>The store has no key %1.</source>
        <translation>Kho lưu trữ không có khóa %1.</translation>
    </message>
    <message>
        <source>C&amp;ount Keys</source>
        <translation>Đế&amp;m khóa</translation>
    </message>
    <message>
        <source>Counting the keys</source>
        <translation>Đang đếm các khóa</translation>
    </message>
    <message>
        <source>Count the keys of %1</source>
        <translation>Đếm các khóa của %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln key(s)</source>
        <translation>
            <numerusform>%Ln khóa</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (every key counted)</source>
        <translation>%1 (đã đếm mọi khóa)</translation>
    </message>
    <message>
        <source>about %1 (%2; Count Keys counts every key)</source>
        <translation>khoảng %1 (%2; Đếm khóa sẽ đếm mọi khóa)</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Nội dung</translation>
    </message>
    <message>
        <source>On disk</source>
        <translation>Trên đĩa</translation>
    </message>
    <message>
        <source>In memory</source>
        <translation>Trong bộ nhớ</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>Mở %1</translation>
    </message>
    <message>
        <source>read-only, in %1 ms</source>
        <translation>chỉ đọc, trong %1 ms</translation>
    </message>
    <message>
        <source>for writing, in %1 ms</source>
        <translation>để ghi, trong %1 ms</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>Chỉ mục</translation>
    </message>
    <message>
        <source>The store has no key in leaf %1: the leaf does not exist.</source>
        <translation>Kho lưu trữ không có khóa nào trong lá %1: lá này không tồn tại.</translation>
    </message>
    <message>
        <source>Data Files</source>
        <translation>Tệp dữ liệu</translation>
    </message>
    <message>
        <source>Chunks</source>
        <translation>Khối</translation>
    </message>
    <message>
        <source>Reallocation writes to the store: reopen it for writing first (Tools &gt; Writable).</source>
        <translation>Tái cấp phát sẽ ghi vào kho lưu trữ: hãy mở lại để ghi trước (Công cụ &gt; Cho phép ghi).</translation>
    </message>
    <message>
        <source>Compaction writes to the store: reopen it for writing first (Tools &gt; Writable).</source>
        <translation>Nén gộp sẽ ghi vào kho lưu trữ: hãy mở lại để ghi trước (Công cụ &gt; Cho phép ghi).</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Cụm</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Máy chủ</translation>
    </message>
    <message>
        <source>Opening %1</source>
        <translation>Đang mở %1</translation>
    </message>
    <message>
        <source>Opening the index of %1</source>
        <translation>Đang mở chỉ mục của %1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>đã hủy</translation>
    </message>
    <message>
        <source>Read the layout of %1</source>
        <translation>Đọc bố cục của %1</translation>
    </message>
    <message>
        <source>%1 is not a REG_DWORD</source>
        <translation>%1 không phải là REG_DWORD</translation>
    </message>
    <message>
        <source>The store has no key %1: its leaf %2 holds no such value.</source>
        <translation>Kho lưu trữ không có khóa %1: lá %2 của nó không chứa giá trị như vậy.</translation>
    </message>
    <message>
        <source>Re&amp;allocate...</source>
        <translation>Tái &amp;cấp phát...</translation>
    </message>
    <message>
        <source>Staged value of %1, not written yet (File &gt; Write Changes).</source>
        <translation>Giá trị chờ ghi của %1, chưa được ghi (Tệp &gt; Ghi thay đổi).</translation>
    </message>
    <message>
        <source>%1 is deleted by a staged change, not written yet (File &gt; Write Changes).</source>
        <translation>%1 bị xóa bởi một thay đổi chờ ghi, chưa được ghi (Tệp &gt; Ghi thay đổi).</translation>
    </message>
    <message>
        <source>New entry</source>
        <translation>Mục mới</translation>
    </message>
    <message>
        <source>The value of %1 is still being read.</source>
        <translation>Giá trị của %1 vẫn đang được đọc.</translation>
    </message>
    <message>
        <source>The value of %1 is too large to edit here; use wrctl.</source>
        <translation>Giá trị của %1 quá lớn để sửa ở đây; hãy dùng wrctl.</translation>
    </message>
    <message>
        <source>Modify value</source>
        <translation>Sửa đổi giá trị</translation>
    </message>
    <message>
        <source>Delete Entry</source>
        <translation>Xóa mục</translation>
    </message>
    <message>
        <source>Delete the entry %1 and its value (%2)?</source>
        <translation>Xóa mục %1 và giá trị của nó (%2)?</translation>
    </message>
    <message>
        <source>The deletion is staged: nothing changes in the store until you write the changes (File &gt; Write Changes).</source>
        <translation>Việc xóa đã vào chờ ghi: không có gì thay đổi trong kho lưu trữ cho đến khi bạn ghi các thay đổi (Tệp &gt; Ghi thay đổi).</translation>
    </message>
    <message>
        <source>Delete entry</source>
        <translation>Xóa mục</translation>
    </message>
    <message numerus="yes">
        <source>%Ln staged change(s), not written yet.</source>
        <translation>
            <numerusform>%Ln thay đổi chờ ghi, chưa được ghi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Store</source>
        <translation>Kho lưu trữ</translation>
    </message>
    <message>
        <source>URI</source>
        <translation>URI</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Chế độ</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>chỉ đọc</translation>
    </message>
    <message>
        <source>read-write</source>
        <translation>đọc-ghi</translation>
    </message>
    <message>
        <source>Opened in</source>
        <translation>Thời gian mở</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>counting…</source>
        <translation>đang đếm…</translation>
    </message>
    <message>
        <source>started; the views are back when it ends</source>
        <translation>đã bắt đầu; các khung nhìn sẽ trở lại khi nó kết thúc</translation>
    </message>
    <message>
        <source>Check %1</source>
        <translation>Kiểm tra %1</translation>
    </message>
    <message>
        <source>Reallocate %1?

The live blocks are rewritten in key order and the space of overwritten and deleted values is given back.</source>
        <translation>Tái cấp phát %1?

Các đoạn còn hiệu lực được ghi lại theo thứ tự khóa và dung lượng của các giá trị đã ghi đè hoặc đã xóa được trả lại.</translation>
    </message>
    <message>
        <source>Compact %1?

Live values are rewritten and the space of overwritten and deleted ones is given back.</source>
        <translation>Nén gộp %1?

Các giá trị còn hiệu lực được ghi lại và dung lượng của các giá trị đã ghi đè hoặc đã xóa được trả lại.</translation>
    </message>
    <message>
        <source>Reallocate</source>
        <translation>Tái cấp phát</translation>
    </message>
    <message>
        <source>Compact</source>
        <translation>Nén gộp</translation>
    </message>
    <message>
        <source>The views close while it runs; Cancel stops it within a second and leaves the store consistent.</source>
        <translation>Các khung nhìn đóng lại trong khi chạy; Hủy sẽ dừng nó trong vòng một giây và giữ kho lưu trữ nhất quán.</translation>
    </message>
    <message>
        <source>Reallocate %1</source>
        <translation>Tái cấp phát %1</translation>
    </message>
    <message>
        <source>Compact %1</source>
        <translation>Nén gộp %1</translation>
    </message>
    <message>
        <source>%1 reclaimed: %2 on disk before, %3 after</source>
        <translation>Đã thu hồi %1: %2 trên đĩa trước đó, %3 sau đó</translation>
    </message>
    <message>
        <source>nothing reclaimed: %1 on disk before, %2 after</source>
        <translation>không thu hồi được gì: %1 trên đĩa trước đó, %2 sau đó</translation>
    </message>
    <message>
        <source>Read the data files of %1</source>
        <translation>Đọc các tệp dữ liệu của %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s)</source>
        <translation>
            <numerusform>%Ln tệp</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wr::gui::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Ngôn ngữ</translation>
    </message>
    <message>
        <source>&amp;System Default</source>
        <translation>&amp;Mặc định của hệ thống</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Ngôn ngữ</translation>
    </message>
    <message>
        <source>WR Studio shows the new language the next time it starts.</source>
        <translation>WR Studio sẽ hiển thị ngôn ngữ mới trong lần khởi động tới.</translation>
    </message>
</context>
<context>
    <name>wr::gui::LatencyChart</name>
    <message>
        <source>latency (µs)</source>
        <translation>độ trễ (µs)</translation>
    </message>
    <message>
        <source>step</source>
        <translation>bước</translation>
    </message>
    <message>
        <source>operations</source>
        <translation>thao tác</translation>
    </message>
    <message>
        <source>low (µs)</source>
        <translation>thấp (µs)</translation>
    </message>
    <message>
        <source>high (µs)</source>
        <translation>cao (µs)</translation>
    </message>
    <message>
        <source>store</source>
        <translation>kho lưu trữ</translation>
    </message>
    <message>
        <source>p50 (µs)</source>
        <translation>p50 (µs)</translation>
    </message>
    <message>
        <source>p99 (µs)</source>
        <translation>p99 (µs)</translation>
    </message>
    <message>
        <source>p99.9 (µs)</source>
        <translation>p99.9 (µs)</translation>
    </message>
    <message>
        <source>Latency histogram: %1</source>
        <translation>Biểu đồ tần suất độ trễ: %1</translation>
    </message>
    <message>
        <source>Latency percentiles</source>
        <translation>Phân vị độ trễ</translation>
    </message>
    <message numerus="yes">
        <source>%1 – %2 µs
%Ln operation(s)</source>
        <translation>
            <numerusform>%1 – %2 µs
%Ln thao tác</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
%2: %3 µs</source>
        <translation>%1
%2: %3 µs</translation>
    </message>
</context>
<context>
    <name>wr::gui::LayoutHeatmap</name>
    <message>
        <source>Mean of read, write and delete (Table 7)</source>
        <translation>Trung bình của đọc, ghi và xóa (Bảng 7)</translation>
    </message>
    <message>
        <source>Read throughput</source>
        <translation>Thông lượng đọc</translation>
    </message>
    <message>
        <source>Write throughput</source>
        <translation>Thông lượng ghi</translation>
    </message>
    <message>
        <source>Delete throughput</source>
        <translation>Thông lượng xóa</translation>
    </message>
    <message>
        <source>subkey length WR_L</source>
        <translation>độ dài khóa con WR_L</translation>
    </message>
    <message>
        <source>index depth WR_D</source>
        <translation>độ sâu chỉ mục WR_D</translation>
    </message>
    <message>
        <source>&amp;Map:</source>
        <translation>&amp;Bản đồ:</translation>
    </message>
    <message>
        <source>read throughput</source>
        <translation>thông lượng đọc</translation>
    </message>
    <message>
        <source>write throughput</source>
        <translation>thông lượng ghi</translation>
    </message>
    <message>
        <source>delete throughput</source>
        <translation>thông lượng xóa</translation>
    </message>
    <message>
        <source>mean of read, write and delete throughput</source>
        <translation>trung bình thông lượng đọc, ghi và xóa</translation>
    </message>
    <message>
        <source>No layout measured yet.</source>
        <translation>Chưa đo bố cục nào.</translation>
    </message>
    <message>
        <source>%1 has the highest %2: %3</source>
        <translation>%1 có %2 cao nhất: %3</translation>
    </message>
    <message>
        <source>, %1% above %2</source>
        <translation>, cao hơn %1% so với %2</translation>
    </message>
    <message>
        <source>, the only layout measured so far</source>
        <translation>, bố cục duy nhất đã đo đến giờ</translation>
    </message>
    <message>
        <source>; Table 7&apos;s rule.</source>
        <translation>; theo quy tắc của Bảng 7.</translation>
    </message>
    <message>
        <source>. By Table 7&apos;s rule (the mean of the three) the best layout is %1.</source>
        <translation>. Theo quy tắc của Bảng 7 (trung bình của cả ba), bố cục tốt nhất là %1.</translation>
    </message>
    <message>
        <source>%1: outside the grid (WR_D x WR_L = %2, above the longest path %3)</source>
        <translation>%1: nằm ngoài lưới (WR_D x WR_L = %2, vượt đường dẫn dài nhất %3)</translation>
    </message>
    <message>
        <source>%1: not measured yet</source>
        <translation>%1: chưa được đo</translation>
    </message>
    <message>
        <source>%1
read %2
write %3
delete %4
mean %5</source>
        <translation>%1
đọc %2
ghi %3
xóa %4
trung bình %5</translation>
    </message>
    <message>
        <source>
Click to create a WR-Store with this layout.</source>
        <translation>
Nhấp để tạo một WR-Store với bố cục này.</translation>
    </message>
    <message>
        <source>off grid</source>
        <translation>ngoài lưới</translation>
    </message>
    <message>
        <source>best
%1</source>
        <translation>tốt nhất
%1</translation>
    </message>
    <message>
        <source>%1, ops/s</source>
        <translation>%1, thao tác/s</translation>
    </message>
    <message>
        <source>WR-Store layouts, %1</source>
        <translation>Bố cục WR-Store, %1</translation>
    </message>
</context>
<context>
    <name>wr::gui::LayoutStoreDialog</name>
    <message>
        <source>Create a WR-Store with layout %1</source>
        <translation>Tạo một WR-Store với bố cục %1</translation>
    </message>
    <message>
        <source>directory of a new or existing hive</source>
        <translation>thư mục của một hive mới hoặc đã có</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>&amp;Duyệt...</translation>
    </message>
    <message>
        <source>Hive directory</source>
        <translation>Thư mục hive</translation>
    </message>
    <message>
        <source>A new, empty WR-Store with index depth WR_D = %1 and subkey length WR_L = %2, opened in a tab once created.</source>
        <translation>Một WR-Store mới, trống, với độ sâu chỉ mục WR_D = %1 và độ dài khóa con WR_L = %2, được mở trong một thẻ sau khi tạo.</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>&amp;Tạo</translation>
    </message>
    <message>
        <source>&amp;Hive:</source>
        <translation>&amp;Hive:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Cơ sở dữ liệu:</translation>
    </message>
    <message>
        <source>URI:</source>
        <translation>URI:</translation>
    </message>
    <message>
        <source>Give the hive&apos;s directory.</source>
        <translation>Hãy cho biết thư mục của hive.</translation>
    </message>
    <message>
        <source>Give the database&apos;s name.</source>
        <translation>Hãy cho biết tên cơ sở dữ liệu.</translation>
    </message>
    <message>
        <source>Creating...</source>
        <translation>Đang tạo...</translation>
    </message>
    <message>
        <source>Not created: %1</source>
        <translation>Chưa tạo được: %1</translation>
    </message>
</context>
<context>
    <name>wr::gui::LiveThroughputChart</name>
    <message>
        <source>seconds since the run began</source>
        <translation>số giây từ khi lượt chạy bắt đầu</translation>
    </message>
    <message>
        <source>%1 rep %2</source>
        <translation>%1 lần lặp %2</translation>
    </message>
    <message>
        <source>store</source>
        <translation>kho lưu trữ</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>giây</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Thông lượng</translation>
    </message>
    <message>
        <source>operations per second</source>
        <translation>thao tác mỗi giây</translation>
    </message>
    <message>
        <source>MiB per second</source>
        <translation>MiB mỗi giây</translation>
    </message>
</context>
<context>
    <name>wr::gui::MessageBar</name>
    <message>
        <source>Dismiss</source>
        <translation>Đóng</translation>
    </message>
</context>
<context>
    <name>wr::gui::MethodPage</name>
    <message>
        <source>&amp;E-and-T: extract and transform in one pass</source>
        <translation>&amp;E-and-T: trích xuất và biến đổi trong một lượt</translation>
    </message>
    <message>
        <source>E-&amp;then-T: export to a file first, then load it</source>
        <translation>E-&amp;then-T: xuất ra một tệp trước, rồi nạp tệp đó</translation>
    </message>
    <message>
        <source>Use the target&apos;s &amp;fast load path</source>
        <translation>Dùng đường nạp &amp;nhanh của đích</translation>
    </message>
    <message>
        <source>&amp;Verify: read every pair back from the target afterwards</source>
        <translation>&amp;Kiểm chứng: đọc lại mọi cặp từ đích sau khi xong</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Phương thức</translation>
    </message>
    <message>
        <source>How the pairs are moved. Both methods copy the same pairs; they differ in speed and in the disk space they need on the way.</source>
        <translation>Cách di chuyển các cặp. Cả hai phương thức sao chép cùng những cặp; chúng khác nhau về tốc độ và dung lượng đĩa cần dùng trong quá trình.</translation>
    </message>
    <message numerus="yes">
        <source>This computer has %Ln core(s).</source>
        <translation>
            <numerusform>Máy tính này có %Ln lõi.</numerusform>
        </translation>
    </message>
    <message>
        <source>chosen per target</source>
        <translation>chọn theo từng đích</translation>
    </message>
    <message>
        <source> pairs</source>
        <translation> cặp</translation>
    </message>
    <message>
        <source>The source is walked once while loader threads write batches into the target, through a bounded queue: the fastest way, and memory stays flat whatever the store&apos;s size.</source>
        <translation>Nguồn được duyệt một lần trong khi các luồng nạp ghi từng lô vào đích qua một hàng đợi có giới hạn: cách nhanh nhất, và bộ nhớ giữ ổn định dù kho lưu trữ lớn đến đâu.</translation>
    </message>
    <message>
        <source>The source is first exported to an intermediate file (a .reg export for WR-Store and WR-Store++, the portable dump for other stores), which is then read back into pairs and loaded: slower, and it needs room for the file.</source>
        <translation>Nguồn trước hết được xuất ra một tệp trung gian (bản xuất .reg cho WR-Store và WR-Store++, bản kết xuất di động cho các kho khác), sau đó được đọc lại thành các cặp và nạp vào: chậm hơn, và cần chỗ cho tệp đó.</translation>
    </message>
    <message>
        <source>Loader &amp;threads:</source>
        <translation>Số &amp;luồng nạp:</translation>
    </message>
    <message>
        <source>&amp;Batch size:</source>
        <translation>Kích thước &amp;lô:</translation>
    </message>
    <message>
        <source>Only for an empty target: RocksDB ingests sorted SST files, Berkeley DB takes bulk puts, LMDB appends sorted keys. Other targets, and a target that already holds pairs, take ordinary write batches.</source>
        <translation>Chỉ dành cho đích trống: RocksDB nạp các tệp SST đã sắp xếp, Berkeley DB nhận ghi hàng loạt, LMDB nối thêm các khóa đã sắp xếp. Các đích khác, và đích đã chứa cặp, nhận các lô ghi thông thường.</translation>
    </message>
    <message>
        <source>Every source key is read back from the target and compared; for a target that was empty a digest of all pairs also proves it holds nothing else.</source>
        <translation>Mọi khóa nguồn được đọc lại từ đích và so sánh; với đích vốn trống, giá trị băm tổng của mọi cặp còn chứng minh đích không chứa gì khác.</translation>
    </message>
</context>
<context>
    <name>wr::gui::MigrationWizard</name>
    <message>
        <source>Migrate a Store</source>
        <translation>Di chuyển dữ liệu của một kho lưu trữ</translation>
    </message>
    <message>
        <source>Stop the Migration?</source>
        <translation>Dừng di chuyển dữ liệu?</translation>
    </message>
    <message>
        <source>A migration is running. Stop it and close? The target keeps the pairs copied so far, and the migration can be resumed by migrating the same source into the same target again.</source>
        <translation>Một lần di chuyển dữ liệu đang chạy. Dừng nó và đóng? Đích giữ lại các cặp đã sao chép đến giờ, và có thể tiếp tục bằng cách di chuyển lại cùng nguồn vào cùng đích.</translation>
    </message>
</context>
<context>
    <name>wr::gui::NewStoreDialog</name>
    <message>
        <source>C&amp;reate</source>
        <translation>&amp;Tạo</translation>
    </message>
    <message>
        <source>New Store</source>
        <translation>Kho lưu trữ mới</translation>
    </message>
    <message>
        <source>Settings left empty take the engine&apos;s defaults. The new store is created empty and opened for writing; a place that already holds a store is refused.</source>
        <translation>Các thiết lập để trống sẽ dùng mặc định của engine. Kho lưu trữ mới được tạo trống và mở để ghi; vị trí đã chứa một kho lưu trữ sẽ bị từ chối.</translation>
    </message>
    <message>
        <source>The store URI the settings make: wrctl and File &gt; Open take it as it is</source>
        <translation>URI kho lưu trữ mà các thiết lập tạo ra: wrctl và Tệp &gt; Mở nhận nó nguyên dạng</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Loại:</translation>
    </message>
    <message>
        <source>URI:</source>
        <translation>URI:</translation>
    </message>
    <message>
        <source>Give %1: where the store is created.</source>
        <translation>Hãy cho biết %1: nơi tạo kho lưu trữ.</translation>
    </message>
    <message>
        <source>Creating...</source>
        <translation>Đang tạo...</translation>
    </message>
    <message>
        <source>Not created: %1</source>
        <translation>Chưa tạo được: %1</translation>
    </message>
</context>
<context>
    <name>wr::gui::OpenFailurePanel</name>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Thử lại</translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation>Đóng &amp;thẻ</translation>
    </message>
    <message>
        <source>Open the store again, for example once it has been created or its disk is back</source>
        <translation>Mở lại kho lưu trữ, ví dụ khi nó đã được tạo hoặc khi đĩa của nó đã trở lại</translation>
    </message>
    <message>
        <source>%1 did not open.</source>
        <translation>Không mở được %1.</translation>
    </message>
    <message>
        <source>%1 failed:
%2</source>
        <translation>%1 thất bại:
%2</translation>
    </message>
</context>
<context>
    <name>wr::gui::OpenStoreDialog</name>
    <message>
        <source>Nothing is there.</source>
        <translation>Ở đó không có gì.</translation>
    </message>
    <message>
        <source>No store is there.</source>
        <translation>Ở đó không có kho lưu trữ nào.</translation>
    </message>
    <message numerus="yes">
        <source>A registry hive with %Ln WR-Store database(s).</source>
        <translation>
            <numerusform>Một hive sổ đăng ký với %Ln cơ sở dữ liệu WR-Store.</numerusform>
        </translation>
    </message>
    <message>
        <source>A registry hive, in use by another program: its databases cannot be listed now.</source>
        <translation>Một hive sổ đăng ký đang được chương trình khác sử dụng: hiện không thể liệt kê các cơ sở dữ liệu của nó.</translation>
    </message>
    <message>
        <source>The data directory of a WR-Store++ store: give the hive that indexes it.</source>
        <translation>Thư mục dữ liệu của một kho WR-Store++: hãy chỉ ra hive lập chỉ mục cho nó.</translation>
    </message>
    <message>
        <source>A Berkeley DB file of the former single-file layout, which cannot be opened.</source>
        <translation>Một tệp Berkeley DB theo bố cục một tệp trước đây, không thể mở được.</translation>
    </message>
    <message>
        <source>A store: %1.</source>
        <translation>Một kho lưu trữ: %1.</translation>
    </message>
    <message>
        <source>%1 (%2, WR_D %3, WR_L %4)</source>
        <translation>%1 (%2, WR_D %3, WR_L %4)</translation>
    </message>
    <message>
        <source>mode %1</source>
        <translation>chế độ %1</translation>
    </message>
    <message>
        <source>Open for &amp;writing (the default is read-only: nothing can change the store)</source>
        <translation>Mở để &amp;ghi (mặc định là chỉ đọc: không gì có thể thay đổi kho lưu trữ)</translation>
    </message>
    <message>
        <source>Open Store</source>
        <translation>Mở kho lưu trữ</translation>
    </message>
    <message>
        <source>Registry hive: the keys and values of a portable hive</source>
        <translation>Hive sổ đăng ký: các khóa và giá trị của một hive di động</translation>
    </message>
    <message>
        <source>%1. For example: %2</source>
        <translation>%1. Ví dụ: %2</translation>
    </message>
    <message>
        <source>The store URI the fields above make; it may also be typed or pasted here</source>
        <translation>URI kho lưu trữ mà các trường ở trên tạo ra; cũng có thể gõ hoặc dán vào đây</translation>
    </message>
    <message>
        <source>The WR-Store and WR-Store++ databases in the hive; choosing one fills in the type and the database</source>
        <translation>Các cơ sở dữ liệu WR-Store và WR-Store++ trong hive; chọn một cơ sở dữ liệu sẽ điền kiểu và tên cơ sở dữ liệu</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation>&amp;Kiểu:</translation>
    </message>
    <message>
        <source>Found:</source>
        <translation>Tìm thấy:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Cơ sở dữ liệu:</translation>
    </message>
    <message>
        <source>&amp;URI:</source>
        <translation>&amp;URI:</translation>
    </message>
    <message>
        <source>Give the server, or the cluster&apos;s nodes.</source>
        <translation>Hãy cho biết máy chủ, hoặc các nút của cụm.</translation>
    </message>
    <message>
        <source>Give at least the store&apos;s location.</source>
        <translation>Hãy cho biết ít nhất vị trí của kho lưu trữ.</translation>
    </message>
    <message>
        <source>Give the hive&apos;s directory.</source>
        <translation>Hãy cho biết thư mục của hive.</translation>
    </message>
    <message>
        <source>Looking at %1...</source>
        <translation>Đang xem %1...</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Không thể đọc %1: %2</translation>
    </message>
    <message>
        <source>Choose a database found in the hive...</source>
        <translation>Chọn một cơ sở dữ liệu tìm thấy trong hive...</translation>
    </message>
    <message>
        <source>A Windows hive file: its keys and values open read-only in the registry explorer.</source>
        <translation>Tệp hive Windows: các khóa và giá trị của nó được mở chỉ đọc trong trình duyệt sổ đăng ký.</translation>
    </message>
    <message>
        <source>A portable registry hive: a directory holding hive.snap and hive.wal; or a Windows hive file (NTUSER.DAT, SOFTWARE, a .hiv), which opens read-only</source>
        <translation>Hive sổ đăng ký di động: thư mục chứa hive.snap và hive.wal; hoặc tệp hive Windows (NTUSER.DAT, SOFTWARE, tệp .hiv), được mở chỉ đọc</translation>
    </message>
</context>
<context>
    <name>wr::gui::OperationLog</name>
    <message>
        <source>Time</source>
        <translation>Thời gian</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Thao tác</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Kết quả</translation>
    </message>
</context>
<context>
    <name>wr::gui::OpsRate</name>
    <message>
        <source>%1 ops/s</source>
        <translation>%1 thao tác/s</translation>
    </message>
</context>
<context>
    <name>wr::gui::PairExportDialog</name>
    <message numerus="yes">
        <source>The %Ln selected key(s) of %1</source>
        <translation>
            <numerusform>%Ln khóa đã chọn trong %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The whole store (%1 pairs), in the store&apos;s order</source>
        <translation>Toàn bộ kho lưu trữ (%1 cặp), theo thứ tự của kho</translation>
    </message>
    <message>
        <source>Export Pairs</source>
        <translation>Xuất các cặp</translation>
    </message>
    <message>
        <source>CSV (key,value,key_encoding,value_encoding)</source>
        <translation>CSV (key,value,key_encoding,value_encoding)</translation>
    </message>
    <message>
        <source>JSON lines (one object per pair)</source>
        <translation>JSON lines (mỗi cặp một đối tượng)</translation>
    </message>
    <message>
        <source>Text (hex where a value is not text)</source>
        <translation>Văn bản (hex khi giá trị không phải văn bản)</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Hex</translation>
    </message>
    <message>
        <source>Base64</source>
        <translation>Base64</translation>
    </message>
    <message>
        <source>Keys are written as text where they are text, else like the values.</source>
        <translation>Khóa được ghi dạng văn bản khi là văn bản, nếu không thì giống như giá trị.</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Duyệt…</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Xuất</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>Định &amp;dạng:</translation>
    </message>
    <message>
        <source>&amp;Values as:</source>
        <translation>&amp;Giá trị dạng:</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>&amp;Tệp:</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;JSON lines files (*.jsonl);;All files (*)</source>
        <translation>Tệp CSV (*.csv);;Tệp JSON lines (*.jsonl);;Mọi tệp (*)</translation>
    </message>
</context>
<context>
    <name>wr::gui::PairImportDialog</name>
    <message>
        <source>Import Pairs</source>
        <translation>Nhập các cặp</translation>
    </message>
    <message numerus="yes">
        <source>%Ln pair(s) in %1.</source>
        <translation>
            <numerusform>%Ln cặp trong %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of them give(s) a key again; the last one wins.</source>
        <translation>
            <numerusform>%Ln cặp trong số đó lặp lại một khóa; cặp cuối cùng được dùng.</numerusform>
        </translation>
    </message>
    <message>
        <source>The pairs are staged: nothing changes in the store until you write the changes (File &gt; Write Changes).</source>
        <translation>Các cặp đã vào chờ ghi: không có gì thay đổi trong kho lưu trữ cho đến khi bạn ghi các thay đổi (Tệp &gt; Ghi thay đổi).</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Khóa</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Giá trị</translation>
    </message>
    <message>
        <source>The first pairs:</source>
        <translation>Các cặp đầu tiên:</translation>
    </message>
    <message numerus="yes">
        <source>%Ln record(s) cannot be read:</source>
        <translation>
            <numerusform>%Ln bản ghi không đọc được:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Leave out the %Ln malformed record(s) and stage the rest</source>
        <translation>
            <numerusform>Bỏ qua %Ln bản ghi sai định dạng và đưa phần còn lại vào chờ ghi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Stage %Ln Pair(s)</source>
        <translation>
            <numerusform>Đưa %Ln cặp vào &amp;chờ ghi</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wr::gui::PreviewPage</name>
    <message>
        <source>Preview</source>
        <translation>Xem trước</translation>
    </message>
    <message>
        <source>What the migration will do. Nothing has been written yet.</source>
        <translation>Những gì việc di chuyển dữ liệu sẽ làm. Chưa có gì được ghi.</translation>
    </message>
    <message>
        <source>&amp;Migrate</source>
        <translation>&amp;Di chuyển</translation>
    </message>
    <message>
        <source>Looking at the stores...</source>
        <translation>Đang xem các kho lưu trữ...</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Khóa</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Giá trị</translation>
    </message>
    <message>
        <source>Printable UTF-8 as it is, other bytes as \xNN</source>
        <translation>UTF-8 in được giữ nguyên, các byte khác dạng \xNN</translation>
    </message>
    <message>
        <source>Pairs:</source>
        <translation>Số cặp:</translation>
    </message>
    <message>
        <source>Bytes:</source>
        <translation>Số byte:</translation>
    </message>
    <message>
        <source>Estimated time:</source>
        <translation>Thời gian ước tính:</translation>
    </message>
    <message>
        <source>Free on the target&apos;s disk:</source>
        <translation>Dung lượng trống trên đĩa đích:</translation>
    </message>
    <message>
        <source>The first pairs, as they will be written:</source>
        <translation>Các cặp đầu tiên, như khi được ghi:</translation>
    </message>
    <message numerus="yes">
        <source>%Ln pair(s)</source>
        <translation>
            <numerusform>%Ln cặp</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %Ln pair(s)</source>
        <translation>
            <numerusform>khoảng %Ln cặp</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>không rõ</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Resume the interrupted migration into this target (%Ln pair(s) already copied)</source>
        <translation>
            <numerusform>Tiế&amp;p tục lần di chuyển dữ liệu bị gián đoạn vào đích này (đã sao chép %Ln cặp)</numerusform>
        </translation>
    </message>
    <message>
        <source>The migration cannot start: %1</source>
        <translation>Không thể bắt đầu di chuyển dữ liệu: %1</translation>
    </message>
    <message>
        <source>Without resuming, the pairs already in the target stop the migration: go back to the Target page and choose what becomes of them.</source>
        <translation>Nếu không tiếp tục, các cặp đã có trong đích sẽ làm dừng việc di chuyển: hãy quay lại trang Đích và chọn cách xử lý chúng.</translation>
    </message>
</context>
<context>
    <name>wr::gui::ProgressStrip</name>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>%1 (cancelling...)</source>
        <translation>%1 (đang hủy...)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 trên %2</translation>
    </message>
</context>
<context>
    <name>wr::gui::RecentStores</name>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>&amp;Xóa danh sách</translation>
    </message>
</context>
<context>
    <name>wr::gui::RegistryChange</name>
    <message>
        <source>(Default)</source>
        <translation>(Mặc định)</translation>
    </message>
    <message>
        <source>the root key</source>
        <translation>khóa gốc</translation>
    </message>
    <message>
        <source>Create key %1</source>
        <translation>Tạo khóa %1</translation>
    </message>
    <message>
        <source>Delete key %1</source>
        <translation>Xóa khóa %1</translation>
    </message>
    <message>
        <source>Rename key %1 to %2</source>
        <translation>Đổi tên khóa %1 thành %2</translation>
    </message>
    <message>
        <source>Set value %1 of %2</source>
        <translation>Đặt giá trị %1 của %2</translation>
    </message>
    <message>
        <source>Delete value %1 of %2</source>
        <translation>Xóa giá trị %1 của %2</translation>
    </message>
    <message>
        <source>Rename value %1 of %2 to %3</source>
        <translation>Đổi tên giá trị %1 của %2 thành %3</translation>
    </message>
</context>
<context>
    <name>wr::gui::RegistryClipboard</name>
    <message>
        <source>Copy &amp;Key Path</source>
        <translation>Sao chép đường dẫn &amp;khóa</translation>
    </message>
    <message>
        <source>Copy Value &amp;Name</source>
        <translation>Sao chép &amp;tên giá trị</translation>
    </message>
    <message>
        <source>Copy &amp;Value</source>
        <translation>Sao chép &amp;giá trị</translation>
    </message>
    <message>
        <source>Copy the selected key&apos;s full path, as the Go to bar takes it</source>
        <translation>Sao chép đường dẫn đầy đủ của khóa đã chọn, theo dạng thanh Đi tới nhận</translation>
    </message>
    <message>
        <source>Copy the names of the selected values, one per line</source>
        <translation>Sao chép tên của các giá trị đã chọn, mỗi tên một dòng</translation>
    </message>
    <message>
        <source>Copy the selected values: name, type and data, tab-separated</source>
        <translation>Sao chép các giá trị đã chọn: tên, kiểu và dữ liệu, phân tách bằng tab</translation>
    </message>
</context>
<context>
    <name>wr::gui::RegistryEditor</name>
    <message>
        <source>%1 is open read-only; reopen it for writing to edit it</source>
        <translation>%1 đang mở chỉ đọc; hãy mở lại để ghi thì mới sửa được</translation>
    </message>
    <message>
        <source>the staged changes are being written</source>
        <translation>các thay đổi chờ ghi đang được ghi</translation>
    </message>
    <message>
        <source>no key is selected</source>
        <translation>chưa chọn khóa nào</translation>
    </message>
    <message>
        <source>the root key cannot be renamed or deleted</source>
        <translation>không thể đổi tên hoặc xóa khóa gốc</translation>
    </message>
    <message>
        <source>%1 is deleted by a staged change</source>
        <translation>%1 bị xóa bởi một thay đổi chờ ghi</translation>
    </message>
    <message>
        <source>%1 already has a subkey named %2</source>
        <translation>%1 đã có một khóa con tên %2</translation>
    </message>
    <message>
        <source>the root key</source>
        <translation>khóa gốc</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n value(s) of %1</source>
        <translation>
            <numerusform>Xóa %n giá trị của %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 already has a value named %2</source>
        <translation>%1 đã có một giá trị tên %2</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>Nhập %1</translation>
    </message>
    <message>
        <source>New Key #%1</source>
        <translation>Khóa mới #%1</translation>
    </message>
    <message>
        <source>New Value #%1</source>
        <translation>Giá trị mới #%1</translation>
    </message>
</context>
<context>
    <name>wr::gui::RegistrySession</name>
    <message>
        <source>Open hive %1</source>
        <translation>Mở hive %1</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>Mở %1</translation>
    </message>
    <message>
        <source>Open the registry of %1</source>
        <translation>Mở sổ đăng ký của %1</translation>
    </message>
    <message>
        <source>the root key</source>
        <translation>khóa gốc</translation>
    </message>
    <message>
        <source>List the subkeys of %1</source>
        <translation>Liệt kê các khóa con của %1</translation>
    </message>
    <message>
        <source>List the values of %1</source>
        <translation>Liệt kê các giá trị của %1</translation>
    </message>
    <message>
        <source>Query %1</source>
        <translation>Truy vấn %1</translation>
    </message>
    <message>
        <source>(Default)</source>
        <translation>(Mặc định)</translation>
    </message>
    <message>
        <source>Read value %1 of %2</source>
        <translation>Đọc giá trị %1 của %2</translation>
    </message>
    <message>
        <source>Count the keys and values of the registry</source>
        <translation>Đếm các khóa và giá trị của sổ đăng ký</translation>
    </message>
    <message numerus="yes">
        <source>Write %Ln change(s)</source>
        <translation>
            <numerusform>Ghi %Ln thay đổi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln change(s) were written; &quot;%2&quot; was not: </source>
        <translation>
            <numerusform>%1 trên %Ln thay đổi đã được ghi; &quot;%2&quot; thì không: </numerusform>
        </translation>
    </message>
    <message>
        <source>Preview the import of %1</source>
        <translation>Xem trước việc nhập %1</translation>
    </message>
    <message>
        <source>Export %1 to %2</source>
        <translation>Xuất %1 ra %2</translation>
    </message>
</context>
<context>
    <name>wr::gui::ReportPage</name>
    <message>
        <source>&amp;Open Target in a New Tab</source>
        <translation>&amp;Mở đích trong thẻ mới</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Báo cáo</translation>
    </message>
    <message>
        <source>Skipped key</source>
        <translation>Khóa bị bỏ qua</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Lý do</translation>
    </message>
    <message>
        <source>Verification:</source>
        <translation>Kiểm chứng:</translation>
    </message>
    <message>
        <source>Pairs:</source>
        <translation>Số cặp:</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>Thời gian:</translation>
    </message>
    <message>
        <source>Loaded by:</source>
        <translation>Nạp bởi:</translation>
    </message>
    <message>
        <source>%1 into %2, by %3.</source>
        <translation>%1 vào %2, bằng %3.</translation>
    </message>
    <message>
        <source>E-and-T</source>
        <translation>E-and-T</translation>
    </message>
    <message>
        <source>E-then-T</source>
        <translation>E-then-T</translation>
    </message>
    <message numerus="yes">
        <source>%Ln pair(s) read from the source</source>
        <translation>
            <numerusform>Đã đọc %Ln cặp từ nguồn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln written into the target</source>
        <translation>
            <numerusform>%Ln được ghi vào đích</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln kept as the target held them</source>
        <translation>
            <numerusform>%Ln được giữ như đích đang có</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln value(s) streamed</source>
        <translation>
            <numerusform>Đã truyền %Ln giá trị</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln skipped</source>
        <translation>
            <numerusform>%Ln bị bỏ qua</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>resumed after %Ln pair(s) a checkpoint covered</source>
        <translation>
            <numerusform>tiếp tục sau %Ln cặp đã nằm trong một điểm kiểm tra</numerusform>
        </translation>
    </message>
    <message>
        <source>extract %1</source>
        <translation>trích xuất %1</translation>
    </message>
    <message>
        <source>transform %1</source>
        <translation>biến đổi %1</translation>
    </message>
    <message>
        <source>load %1</source>
        <translation>nạp %1</translation>
    </message>
    <message>
        <source>verify %1</source>
        <translation>kiểm chứng %1</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>tổng %1</translation>
    </message>
</context>
<context>
    <name>wr::gui::ResultsChart</name>
    <message>
        <source>%1x best peer</source>
        <translation>%1x so với đối chứng tốt nhất</translation>
    </message>
    <message>
        <source>group</source>
        <translation>nhóm</translation>
    </message>
    <message>
        <source>store</source>
        <translation>kho lưu trữ</translation>
    </message>
    <message>
        <source>source</source>
        <translation>nguồn</translation>
    </message>
    <message>
        <source>ratio to best peer</source>
        <translation>tỷ lệ so với đối chứng tốt nhất</translation>
    </message>
    <message>
        <source>paper</source>
        <translation>bài báo</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>đo được</translation>
    </message>
    <message>
        <source>Results: %1</source>
        <translation>Kết quả: %1</translation>
    </message>
    <message>
        <source>Results: %1, %2</source>
        <translation>Kết quả: %1, %2</translation>
    </message>
    <message>
        <source> (paper)</source>
        <translation> (bài báo)</translation>
    </message>
    <message>
        <source>%1 (paper)</source>
        <translation>%1 (bài báo)</translation>
    </message>
    <message>
        <source>operations per second</source>
        <translation>thao tác mỗi giây</translation>
    </message>
    <message>
        <source>MiB per second</source>
        <translation>MiB mỗi giây</translation>
    </message>
    <message>
        <source>p99 latency (µs)</source>
        <translation>độ trễ p99 (µs)</translation>
    </message>
</context>
<context>
    <name>wr::gui::RunBar</name>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Chạy</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Dừng</translation>
    </message>
    <message>
        <source>tiny: a ten-thousandth, sweeps cut to their ends</source>
        <translation>tiny: một phần vạn, các dải quét rút gọn còn hai đầu</translation>
    </message>
    <message>
        <source>small: a hundredth of the paper&apos;s size</source>
        <translation>small: một phần trăm kích thước của bài báo</translation>
    </message>
    <message>
        <source>full: the paper&apos;s size</source>
        <translation>full: kích thước của bài báo</translation>
    </message>
    <message>
        <source>Scale:</source>
        <translation>Quy mô:</translation>
    </message>
</context>
<context>
    <name>wr::gui::RunComparisonView</name>
    <message>
        <source>missing</source>
        <translation>thiếu</translation>
    </message>
    <message>
        <source>ratio to the first run</source>
        <translation>tỷ lệ so với lượt chạy đầu</translation>
    </message>
    <message>
        <source>%1, %2: each later run over the first run</source>
        <translation>%1, %2: mỗi lượt chạy sau so với lượt chạy đầu</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>Kho lưu trữ</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>Điểm</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Bước</translation>
    </message>
    <message>
        <source>Op</source>
        <translation>Thao tác</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>Lượt chạy %1</translation>
    </message>
    <message>
        <source>Ratio %1/1</source>
        <translation>Tỷ lệ %1/1</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>không đổi</translation>
    </message>
    <message>
        <source>better than the first run</source>
        <translation>tốt hơn lượt chạy đầu</translation>
    </message>
    <message>
        <source>worse than the first run</source>
        <translation>kém hơn lượt chạy đầu</translation>
    </message>
    <message>
        <source>Runs compared</source>
        <translation>Các lượt chạy được so sánh</translation>
    </message>
</context>
<context>
    <name>wr::gui::RunHistoryModel</name>
    <message>
        <source>unknown</source>
        <translation>không rõ</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %Ln core(s))</source>
        <translation>
            <numerusform>%1 (%2, %Ln lõi)</numerusform>
        </translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>thất bại: %1</translation>
    </message>
    <message>
        <source>cancelled: %1</source>
        <translation>đã hủy: %1</translation>
    </message>
    <message>
        <source>unreadable: %1</source>
        <translation>không đọc được: %1</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 giây</translation>
    </message>
    <message>
        <source>build %1</source>
        <translation>bản dựng %1</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Ngày</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>Preset</translation>
    </message>
    <message>
        <source>Stores</source>
        <translation>Kho lưu trữ</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>Máy</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Tải</translation>
    </message>
    <message>
        <source>Commit</source>
        <translation>Commit</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Trạng thái</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Thời lượng</translation>
    </message>
</context>
<context>
    <name>wr::gui::RunHistoryPanel</name>
    <message>
        <source>Show the runs of one preset</source>
        <translation>Hiển thị các lượt chạy của một preset</translation>
    </message>
    <message>
        <source>All presets</source>
        <translation>Mọi preset</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Mở</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>So sánh</translation>
    </message>
    <message>
        <source>Overlay two or more runs of the same preset</source>
        <translation>Chồng hai hoặc nhiều lượt chạy của cùng một preset</translation>
    </message>
    <message>
        <source>Delete...</source>
        <translation>Xóa...</translation>
    </message>
    <message>
        <source>Show Folder</source>
        <translation>Hiện thư mục</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Làm mới</translation>
    </message>
    <message>
        <source>Delete Runs</source>
        <translation>Xóa lượt chạy</translation>
    </message>
    <message>
        <source>These folders and everything in them are removed:</source>
        <translation>Các thư mục này và mọi thứ bên trong sẽ bị xóa:</translation>
    </message>
    <message>
        <source>These runs written elsewhere leave the history; their files are kept:</source>
        <translation>Các lượt chạy được ghi ở nơi khác này sẽ rời khỏi lịch sử; các tệp của chúng được giữ lại:</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Xóa</translation>
    </message>
</context>
<context>
    <name>wr::gui::RunPage</name>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Dừng</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>Tiếp tụ&amp;c</translation>
    </message>
    <message>
        <source>Migrating</source>
        <translation>Đang di chuyển dữ liệu</translation>
    </message>
    <message>
        <source>Stop leaves the target consistent, with every pair copied so far; Resume continues from there.</source>
        <translation>Dừng sẽ giữ đích nhất quán, với mọi cặp đã sao chép đến giờ; Tiếp tục sẽ chạy tiếp từ đó.</translation>
    </message>
    <message>
        <source>Stop within a second; the migration can be resumed</source>
        <translation>Dừng trong vòng một giây; có thể tiếp tục việc di chuyển dữ liệu sau</translation>
    </message>
    <message>
        <source>Continue from the last checkpoint without copying any pair twice</source>
        <translation>Chạy tiếp từ điểm kiểm tra cuối cùng mà không sao chép cặp nào hai lần</translation>
    </message>
    <message>
        <source>Phase:</source>
        <translation>Giai đoạn:</translation>
    </message>
    <message>
        <source>Pairs:</source>
        <translation>Số cặp:</translation>
    </message>
    <message>
        <source>Rate:</source>
        <translation>Tốc độ:</translation>
    </message>
    <message>
        <source>Time left:</source>
        <translation>Thời gian còn lại:</translation>
    </message>
    <message>
        <source>Resuming from the last checkpoint...</source>
        <translation>Đang tiếp tục từ điểm kiểm tra cuối cùng...</translation>
    </message>
    <message>
        <source>Starting...</source>
        <translation>Đang bắt đầu...</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 trên %2</translation>
    </message>
    <message>
        <source>Running.</source>
        <translation>Đang chạy.</translation>
    </message>
    <message>
        <source>%1 pairs/s, %2 MB/s</source>
        <translation>%1 cặp/s, %2 MB/s</translation>
    </message>
    <message numerus="yes">
        <source>Done: %Ln pair(s) copied. Next shows the report.</source>
        <translation>
            <numerusform>Xong: đã sao chép %Ln cặp. Nhấn Tiếp theo để xem báo cáo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %Ln pair(s). The target is consistent and holds the pairs copied up to the last checkpoint; Resume continues from there.</source>
        <translation>
            <numerusform>Đã dừng sau %Ln cặp. Đích nhất quán và chứa các cặp đã sao chép đến điểm kiểm tra cuối cùng; Tiếp tục sẽ chạy tiếp từ đó.</numerusform>
        </translation>
    </message>
    <message>
        <source>The migration failed: %1
What was copied up to the last checkpoint stays in the target; once the cause is dealt with (space freed, say), Resume continues from there.</source>
        <translation>Di chuyển dữ liệu thất bại: %1
Những gì đã sao chép đến điểm kiểm tra cuối cùng vẫn nằm trong đích; khi nguyên nhân đã được xử lý (ví dụ đã giải phóng dung lượng), Tiếp tục sẽ chạy tiếp từ đó.</translation>
    </message>
    <message>
        <source>Stopping...</source>
        <translation>Đang dừng...</translation>
    </message>
</context>
<context>
    <name>wr::gui::RunReadingsView</name>
    <message>
        <source>Our engines against the fastest peer at this point</source>
        <translation>Các engine của chúng tôi so với kho lưu trữ đối chứng nhanh nhất tại điểm này</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>Kho lưu trữ</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Thao tác</translation>
    </message>
    <message>
        <source>Fastest peer</source>
        <translation>Đối chứng nhanh nhất</translation>
    </message>
    <message>
        <source>Ratio of medians</source>
        <translation>Tỉ lệ trung vị</translation>
    </message>
    <message>
        <source>Lowest single run</source>
        <translation>Lần chạy đơn thấp nhất</translation>
    </message>
    <message>
        <source>The lowest single run divides ours in one repetition by the fastest peer in that repetition: below 1.00x, the noise can turn the lead over</source>
        <translation>Lần chạy đơn thấp nhất chia kết quả của chúng tôi trong một lần lặp cho đối chứng nhanh nhất trong cùng lần lặp đó: dưới 1.00x, nhiễu đo có thể đảo ngược lợi thế</translation>
    </message>
    <message>
        <source>Throughput by client threads (speed-up over the fewest)</source>
        <translation>Thông lượng theo số luồng máy khách (mức tăng tốc so với ít luồng nhất)</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>Điểm</translation>
    </message>
    <message>
        <source>Operations per second by threads</source>
        <translation>Thao tác mỗi giây theo số luồng</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
</context>
<context>
    <name>wr::gui::SearchResultsModel</name>
    <message>
        <source>No store is open.</source>
        <translation>Chưa mở kho lưu trữ nào.</translation>
    </message>
</context>
<context>
    <name>wr::gui::SourcePage</name>
    <message>
        <source>C&amp;hoose...</source>
        <translation>C&amp;họn...</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Nguồn</translation>
    </message>
    <message>
        <source>The store whose pairs are copied. It is only read: nothing is ever written to it.</source>
        <translation>Kho lưu trữ có các cặp được sao chép. Nó chỉ được đọc: không bao giờ có gì được ghi vào nó.</translation>
    </message>
    <message>
        <source>A store URI, e.g. leveldb:dir=/data/kv</source>
        <translation>Một URI kho lưu trữ, ví dụ leveldb:dir=/data/kv</translation>
    </message>
    <message>
        <source>Pick the store in the Open dialog</source>
        <translation>Chọn kho lưu trữ trong hộp thoại Mở</translation>
    </message>
    <message>
        <source>Stores open in the window:</source>
        <translation>Kho lưu trữ đang mở trong cửa sổ:</translation>
    </message>
    <message>
        <source>Source &amp;URI:</source>
        <translation>&amp;URI nguồn:</translation>
    </message>
    <message>
        <source>A raw hive holds no pairs to migrate: choose a store (wrstore: names a database in a hive).</source>
        <translation>Một hive thô không chứa cặp nào để di chuyển: hãy chọn một kho lưu trữ (wrstore: chỉ định một cơ sở dữ liệu trong hive).</translation>
    </message>
</context>
<context>
    <name>wr::gui::StatisticsPanel</name>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Làm mới</translation>
    </message>
    <message>
        <source>&amp;Check Integrity</source>
        <translation>&amp;Kiểm tra toàn vẹn</translation>
    </message>
    <message>
        <source>Fact</source>
        <translation>Thông tin</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Giá trị</translation>
    </message>
    <message>
        <source>Verify every entry against its data, in the background</source>
        <translation>Đối chiếu mọi mục với dữ liệu của nó, chạy nền</translation>
    </message>
    <message>
        <source>The integrity check&apos;s report appears here.</source>
        <translation>Báo cáo kiểm tra toàn vẹn hiển thị ở đây.</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 byte)</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Khóa</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>Giá trị</translation>
    </message>
    <message>
        <source>Names and data</source>
        <translation>Tên và dữ liệu</translation>
    </message>
    <message>
        <source>In memory</source>
        <translation>Trong bộ nhớ</translation>
    </message>
    <message>
        <source>On disk</source>
        <translation>Trên đĩa</translation>
    </message>
</context>
<context>
    <name>wr::gui::StoreActions</name>
    <message>
        <source>New &amp;Key...</source>
        <translation>&amp;Khóa mới...</translation>
    </message>
    <message>
        <source>Stage a new subkey of the selected key</source>
        <translation>Đưa vào chờ ghi một khóa con mới của khóa đã chọn</translation>
    </message>
    <message>
        <source>New &amp;Value...</source>
        <translation>&amp;Giá trị mới...</translation>
    </message>
    <message>
        <source>Stage a new value of the selected key</source>
        <translation>Đưa vào chờ ghi một giá trị mới của khóa đã chọn</translation>
    </message>
    <message>
        <source>&amp;Modify Value...</source>
        <translation>&amp;Sửa đổi giá trị...</translation>
    </message>
    <message>
        <source>Edit the data of the selected value (or double-click it)</source>
        <translation>Sửa dữ liệu của giá trị đã chọn (hoặc nhấp đúp vào nó)</translation>
    </message>
    <message>
        <source>Re&amp;name...</source>
        <translation>Đổi tê&amp;n...</translation>
    </message>
    <message>
        <source>Rename the selected key or value</source>
        <translation>Đổi tên khóa hoặc giá trị đã chọn</translation>
    </message>
    <message>
        <source>&amp;Delete...</source>
        <translation>&amp;Xóa...</translation>
    </message>
    <message>
        <source>Stage the deletion of the selected key or values</source>
        <translation>Đưa vào chờ ghi việc xóa khóa hoặc các giá trị đã chọn</translation>
    </message>
    <message>
        <source>&amp;Write Changes</source>
        <translation>&amp;Ghi thay đổi</translation>
    </message>
    <message>
        <source>Write every staged change to the store</source>
        <translation>Ghi mọi thay đổi chờ ghi vào kho lưu trữ</translation>
    </message>
    <message>
        <source>Re&amp;vert Changes...</source>
        <translation>&amp;Hủy thay đổi...</translation>
    </message>
    <message>
        <source>Drop every staged change</source>
        <translation>Bỏ mọi thay đổi chờ ghi</translation>
    </message>
    <message>
        <source>&amp;Import .reg File...</source>
        <translation>&amp;Nhập tệp .reg...</translation>
    </message>
    <message>
        <source>Preview a .reg file&apos;s changes and stage them</source>
        <translation>Xem trước các thay đổi của một tệp .reg và đưa chúng vào chờ ghi</translation>
    </message>
    <message>
        <source>Import &amp;Pairs (CSV, JSON Lines)...</source>
        <translation>Nhập &amp;cặp (CSV, JSON Lines)...</translation>
    </message>
    <message>
        <source>Preview a CSV or JSON lines file of key-value pairs and stage them</source>
        <translation>Xem trước một tệp CSV hoặc JSON lines chứa các cặp khóa-giá trị và đưa chúng vào chờ ghi</translation>
    </message>
    <message>
        <source>Export Key as .&amp;reg...</source>
        <translation>Xuất khóa dạng .&amp;reg...</translation>
    </message>
    <message>
        <source>Write the selected key with everything below it as a .reg file</source>
        <translation>Ghi khóa đã chọn cùng mọi thứ bên dưới nó thành một tệp .reg</translation>
    </message>
    <message>
        <source>Export as &amp;CSV...</source>
        <translation>Xuất dạng &amp;CSV...</translation>
    </message>
    <message>
        <source>Write the selected key&apos;s values, or the selected keys of a store, as CSV</source>
        <translation>Ghi các giá trị của khóa đã chọn, hoặc các khóa đã chọn của một kho lưu trữ, dạng CSV</translation>
    </message>
    <message>
        <source>Export as &amp;JSON...</source>
        <translation>Xuất dạng &amp;JSON...</translation>
    </message>
    <message>
        <source>Write the selected key&apos;s values, or the selected keys of a store, as JSON</source>
        <translation>Ghi các giá trị của khóa đã chọn, hoặc các khóa đã chọn của một kho lưu trữ, dạng JSON</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Làm mới</translation>
    </message>
    <message>
        <source>Read the store again</source>
        <translation>Đọc lại kho lưu trữ</translation>
    </message>
    <message>
        <source>&amp;Check Integrity</source>
        <translation>&amp;Kiểm tra toàn vẹn</translation>
    </message>
    <message>
        <source>Run the store&apos;s own integrity check in the background</source>
        <translation>Chạy chức năng kiểm tra toàn vẹn riêng của kho lưu trữ ở chế độ nền</translation>
    </message>
    <message>
        <source>C&amp;ompact...</source>
        <translation>&amp;Nén gộp...</translation>
    </message>
    <message>
        <source>Reclaim the space of overwritten and deleted values (reallocation, compaction)</source>
        <translation>Thu hồi dung lượng của các giá trị đã ghi đè và đã xóa (tái cấp phát, nén gộp)</translation>
    </message>
</context>
<context>
    <name>wr::gui::StoreAddress</name>
    <message>
        <source>a hive address needs dir=PATH: %1</source>
        <translation>địa chỉ hive cần dir=PATH: %1</translation>
    </message>
    <message>
        <source>%1 is neither a store URI of a known scheme nor a hive directory</source>
        <translation>%1 không phải URI kho lưu trữ của một scheme đã biết, cũng không phải thư mục hive</translation>
    </message>
    <message>
        <source>%1 is neither a store URI nor a hive directory: %2</source>
        <translation>%1 không phải URI kho lưu trữ, cũng không phải thư mục hive: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (Windows hive file, read-only)</source>
        <translation>%1 (tệp hive Windows, chỉ đọc)</translation>
    </message>
</context>
<context>
    <name>wr::gui::StorePage</name>
    <message>
        <source>%1 failed.
%2</source>
        <translation>%1 thất bại.
%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Write changes</source>
        <translation>Ghi thay đổi</translation>
    </message>
    <message numerus="yes">
        <source>Writing %Ln change(s)</source>
        <translation>
            <numerusform>Đang ghi %Ln thay đổi</numerusform>
        </translation>
    </message>
    <message>
        <source>Revert Changes</source>
        <translation>Hủy thay đổi</translation>
    </message>
    <message numerus="yes">
        <source>Drop %Ln staged change(s)? None of them was written; the store stays as it is.</source>
        <translation>
            <numerusform>Bỏ %Ln thay đổi chờ ghi? Chưa thay đổi nào được ghi; kho lưu trữ giữ nguyên.</numerusform>
        </translation>
    </message>
    <message>
        <source>Revert changes</source>
        <translation>Hủy thay đổi</translation>
    </message>
    <message numerus="yes">
        <source>%Ln staged change(s) dropped</source>
        <translation>
            <numerusform>Đã bỏ %Ln thay đổi chờ ghi</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wr::gui::StoreParameterForm</name>
    <message>
        <source>Browse...</source>
        <translation>Duyệt...</translation>
    </message>
    <message>
        <source>Pick the file</source>
        <translation>Chọn tệp</translation>
    </message>
    <message>
        <source>Pick the directory</source>
        <translation>Chọn thư mục</translation>
    </message>
    <message>
        <source>Pick %1</source>
        <translation>Chọn %1</translation>
    </message>
</context>
<context>
    <name>wr::gui::StoreParameterHelp</name>
    <message>
        <source>The cluster&apos;s nodes as host:port, separated by commas: any one that answers gives the others. Empty: a single server (host=, port=, db=).</source>
        <translation>Các nút của cụm dạng host:port, phân tách bằng dấu phẩy: bất kỳ nút nào trả lời sẽ cho biết các nút còn lại. Để trống: một máy chủ đơn (host=, port=, db=).</translation>
    </message>
    <message>
        <source>The single server&apos;s host name or address (127.0.0.1).</source>
        <translation>Tên máy hoặc địa chỉ của máy chủ đơn (127.0.0.1).</translation>
    </message>
    <message>
        <source>The single server&apos;s port (6379).</source>
        <translation>Cổng của máy chủ đơn (6379).</translation>
    </message>
    <message>
        <source>The single server&apos;s database number (0).</source>
        <translation>Số hiệu cơ sở dữ liệu của máy chủ đơn (0).</translation>
    </message>
    <message>
        <source>A file holding the password the servers ask for; the password itself is never part of the URI, which is shown and remembered.</source>
        <translation>Một tệp chứa mật khẩu mà các máy chủ yêu cầu; bản thân mật khẩu không bao giờ là một phần của URI, vốn được hiển thị và ghi nhớ.</translation>
    </message>
    <message>
        <source>An environment variable holding the password the servers ask for.</source>
        <translation>Một biến môi trường chứa mật khẩu mà các máy chủ yêu cầu.</translation>
    </message>
    <message>
        <source>How long connecting and each reply may take, in milliseconds (2000).</source>
        <translation>Thời gian tối đa cho việc kết nối và cho mỗi phản hồi, tính bằng mili giây (2000).</translation>
    </message>
    <message>
        <source>Each change returns once this many replicas have it (0: without waiting).</source>
        <translation>Mỗi thay đổi trả về khi đã có chừng này replica nhận được nó (0: không chờ).</translation>
    </message>
    <message>
        <source>The directory of the portable hive that holds the store&apos;s index; other databases may share it.</source>
        <translation>Thư mục của hive di động chứa chỉ mục của kho lưu trữ; các cơ sở dữ liệu khác có thể dùng chung.</translation>
    </message>
    <message>
        <source>The database key under the hive&apos;s root; one hive can hold several databases. Empty: the engine&apos;s default name.</source>
        <translation>Khóa cơ sở dữ liệu dưới gốc của hive; một hive có thể chứa nhiều cơ sở dữ liệu. Để trống: tên mặc định của engine.</translation>
    </message>
    <message>
        <source>WR_D: levels of index keys between the database key and a pair; WR_D times WR_L must fit in the 32 hex digits of an MD5 hash.</source>
        <translation>WR_D: số cấp khóa chỉ mục giữa khóa cơ sở dữ liệu và một cặp; WR_D nhân WR_L phải vừa trong 32 chữ số hex của một mã băm MD5.</translation>
    </message>
    <message>
        <source>WR_L: hex digits of the key&apos;s MD5 hash in each index key&apos;s name; 16 to the power WR_L index keys on each level.</source>
        <translation>WR_L: số chữ số hex của mã băm MD5 của khóa trong tên mỗi khóa chỉ mục; mỗi cấp có 16 mũ WR_L khóa chỉ mục.</translation>
    </message>
    <message>
        <source>refuse: values over the registry&apos;s recommended 2 MiB are refused; store: they are stored anyway.</source>
        <translation>refuse: các giá trị vượt quá mức 2 MiB khuyến nghị của sổ đăng ký bị từ chối; store: chúng vẫn được lưu.</translation>
    </message>
    <message>
        <source>group: changes are synced together every moment; os: the operating system writes them back; sync: every change is synced before it returns.</source>
        <translation>group: các thay đổi được đồng bộ cùng nhau theo từng khoảnh khắc; os: hệ điều hành ghi chúng xuống đĩa; sync: mọi thay đổi được đồng bộ trước khi trả về.</translation>
    </message>
    <message>
        <source>The directory that holds the values, in one file each or in chunk files.</source>
        <translation>Thư mục chứa các giá trị, mỗi giá trị một tệp hoặc trong các tệp khối.</translation>
    </message>
    <message>
        <source>basic: one file per value; chunk: values packed into chunk files. Fixed when the store is created.</source>
        <translation>basic: mỗi giá trị một tệp; chunk: các giá trị được gói vào tệp khối. Cố định khi tạo kho lưu trữ.</translation>
    </message>
    <message>
        <source>The size in MiB at which a chunk file is sealed and a new one started.</source>
        <translation>Kích thước tính bằng MiB mà tại đó một tệp khối được đóng lại và một tệp mới được bắt đầu.</translation>
    </message>
    <message>
        <source>Threads that read one large value in parallel; 1 turns parallel reads off.</source>
        <translation>Số luồng đọc song song một giá trị lớn; 1 sẽ tắt đọc song song.</translation>
    </message>
    <message>
        <source>Values at least this many MiB are read in parallel.</source>
        <translation>Các giá trị từ chừng này MiB trở lên được đọc song song.</translation>
    </message>
    <message>
        <source>string: any bytes are a key; int: a key is an unsigned number of key_bytes bytes. Fixed when the store is created.</source>
        <translation>string: mọi byte đều là khóa; int: khóa là một số không dấu dài key_bytes byte. Cố định khi tạo kho lưu trữ.</translation>
    </message>
    <message>
        <source>How many append-only data files the values are spread over. Fixed when the store is created.</source>
        <translation>Số tệp dữ liệu chỉ-ghi-thêm mà các giá trị được phân bổ vào. Cố định khi tạo kho lưu trữ.</translation>
    </message>
    <message>
        <source>Bytes of each index item (4 to 8); more bytes allow larger data files. Fixed when the store is created.</source>
        <translation>Số byte của mỗi mục chỉ mục (4 đến 8); nhiều byte hơn cho phép tệp dữ liệu lớn hơn. Cố định khi tạo kho lưu trữ.</translation>
    </message>
    <message>
        <source>A value cache in front of the data files: none, lru or arc.</source>
        <translation>Một bộ đệm giá trị đặt trước các tệp dữ liệu: none, lru hoặc arc.</translation>
    </message>
    <message>
        <source>safe: a put is written before it returns; async: background threads write it.</source>
        <translation>safe: một lệnh put được ghi trước khi trả về; async: các luồng nền ghi nó.</translation>
    </message>
    <message>
        <source>none: the operating system writes data back; each: synced before every change returns; interval: synced every few milliseconds.</source>
        <translation>none: hệ điều hành ghi dữ liệu xuống đĩa; each: đồng bộ trước khi mỗi thay đổi trả về; interval: đồng bộ sau mỗi vài mili giây.</translation>
    </message>
    <message>
        <source>none: changes reach the disk when the operating system writes them back; each: every change is synced before it returns.</source>
        <translation>none: các thay đổi xuống đĩa khi hệ điều hành ghi chúng; each: mọi thay đổi được đồng bộ trước khi trả về.</translation>
    </message>
    <message>
        <source>How blocks are compressed on disk: none, or one of the engine&apos;s codecs.</source>
        <translation>Cách nén các khối dữ liệu trên đĩa: none, hoặc một trong các codec của engine.</translation>
    </message>
    <message>
        <source>The engine&apos;s cache in MiB.</source>
        <translation>Bộ đệm của engine, tính bằng MiB.</translation>
    </message>
    <message>
        <source>btree: keys kept in order; hash: keys found by hashing. Fixed when the store is created.</source>
        <translation>btree: các khóa được giữ theo thứ tự; hash: các khóa được tìm bằng băm. Cố định khi tạo kho lưu trữ.</translation>
    </message>
    <message>
        <source>The size in MiB of the memory-mapped region.</source>
        <translation>Kích thước tính bằng MiB của vùng ánh xạ bộ nhớ.</translation>
    </message>
    <message>
        <source>Hash buckets; about twice the number of pairs the store will hold.</source>
        <translation>Số bucket băm; khoảng gấp đôi số cặp mà kho lưu trữ sẽ chứa.</translation>
    </message>
    <message>
        <source>The directory the store lives in.</source>
        <translation>Thư mục chứa kho lưu trữ.</translation>
    </message>
    <message>
        <source>The file the store lives in.</source>
        <translation>Tệp chứa kho lưu trữ.</translation>
    </message>
    <message>
        <source>The hive&apos;s directory, which holds hive.snap and hive.wal, or a Windows hive file.</source>
        <translation>Thư mục của hive, chứa hive.snap và hive.wal, hoặc một tệp hive Windows.</translation>
    </message>
    <message>
        <source>1: write transactions change the memory map in place (faster; a stray write by the program could then damage the database).</source>
        <translation>1: các giao dịch ghi thay đổi trực tiếp vùng ánh xạ bộ nhớ (nhanh hơn; khi đó một lần ghi sai của chương trình có thể làm hỏng cơ sở dữ liệu).</translation>
    </message>
    <message>
        <source>1 (the default): every change is a transaction, so a crashed program loses no change that had returned. 0: faster, but the repair after a crash can lose such changes.</source>
        <translation>1 (mặc định): mỗi thay đổi là một giao dịch, nên khi chương trình bị sập, không thay đổi nào đã trả về bị mất. 0: nhanh hơn, nhưng việc sửa chữa sau sự cố có thể làm mất những thay đổi như vậy.</translation>
    </message>
    <message>
        <source>1: the index is mapped with huge pages, for faster lookups in an index sized to its keys; a sparse index then takes far more disk.</source>
        <translation>1: chỉ mục được ánh xạ bằng trang lớn, giúp tra cứu nhanh hơn trong chỉ mục có kích thước theo số khóa; chỉ mục thưa khi đó chiếm nhiều đĩa hơn hẳn.</translation>
    </message>
    <message>
        <source>The end of the index&apos;s key range; with string keys, the number of buckets, best near the number of keys the store will hold. Fixed when the store is created.</source>
        <translation>Điểm cuối của dải khóa của chỉ mục; với khóa chuỗi, đó là số bucket, tốt nhất khi gần bằng số khóa mà kho sẽ chứa. Cố định khi tạo kho.</translation>
    </message>
</context>
<context>
    <name>wr::gui::StressChart</name>
    <message>
        <source>measured client, ops/s</source>
        <translation>client được đo, thao tác/s</translation>
    </message>
    <message>
        <source>background clients achieved, ops/s</source>
        <translation>client nền đạt được, thao tác/s</translation>
    </message>
    <message>
        <source>background clients target (p / 1.95 ms)</source>
        <translation>mục tiêu của client nền (p / 1,95 ms)</translation>
    </message>
    <message>
        <source>concurrent clients p</source>
        <translation>số client đồng thời p</translation>
    </message>
    <message>
        <source>background clients, ops/s</source>
        <translation>client nền, thao tác/s</translation>
    </message>
    <message>
        <source>p = %L1
measured client: %2
background clients: %3 of %4 (%5%)</source>
        <translation>p = %L1
client được đo: %2
client nền: %3 trên %4 (%5%)</translation>
    </message>
    <message>
        <source>Registry stress: throughput as background clients grow</source>
        <translation>Tải nặng sổ đăng ký: thông lượng khi số client nền tăng</translation>
    </message>
</context>
<context>
    <name>wr::gui::StressPage</name>
    <message>
        <source>Read (Fig. 13a)</source>
        <translation>Đọc (Hình 13a)</translation>
    </message>
    <message>
        <source>Write (Fig. 13b)</source>
        <translation>Ghi (Hình 13b)</translation>
    </message>
    <message>
        <source>Delete (Fig. 13c)</source>
        <translation>Xóa (Hình 13c)</translation>
    </message>
    <message>
        <source>ID-Geo (synthetic) in one WR-Store while p background clients each issue a registry operation every 1.95 ms, p from 1 to 1000 (seed 000 Sec. 4.7).</source>
        <translation>ID-Geo (tổng hợp) trong một WR-Store trong khi p client nền, mỗi client gửi một thao tác sổ đăng ký mỗi 1,95 ms, p từ 1 đến 1000 (seed 000 Mục 4.7).</translation>
    </message>
    <message>
        <source>&amp;Operation:</source>
        <translation>&amp;Thao tác:</translation>
    </message>
    <message>
        <source>Running...</source>
        <translation>Đang chạy...</translation>
    </message>
    <message>
        <source>p = %L1 done.</source>
        <translation>p = %L1 xong.</translation>
    </message>
    <message>
        <source>Finished.</source>
        <translation>Đã xong.</translation>
    </message>
    <message>
        <source>Ended: %1</source>
        <translation>Đã kết thúc: %1</translation>
    </message>
    <message>
        <source>The run did not finish: %1</source>
        <translation>Lượt chạy không hoàn tất: %1</translation>
    </message>
</context>
<context>
    <name>wr::gui::TargetPage</name>
    <message>
        <source>Target</source>
        <translation>Đích</translation>
    </message>
    <message>
        <source>The store the pairs are copied into; it is created when it does not exist. Settings left empty take the engine&apos;s defaults.</source>
        <translation>Kho lưu trữ mà các cặp được sao chép vào; nó được tạo nếu chưa tồn tại. Các thiết lập để trống sẽ dùng mặc định của engine.</translation>
    </message>
    <message>
        <source>Where the migration keeps its checkpoint (to resume an interrupted run) and E-then-T&apos;s file</source>
        <translation>Nơi việc di chuyển dữ liệu giữ điểm kiểm tra (để tiếp tục một lượt bị gián đoạn) và tệp của E-then-T</translation>
    </message>
    <message>
        <source>Stop before writing anything</source>
        <translation>Dừng trước khi ghi bất cứ thứ gì</translation>
    </message>
    <message>
        <source>Replace them with the source&apos;s values</source>
        <translation>Thay bằng giá trị của nguồn</translation>
    </message>
    <message>
        <source>Keep the target&apos;s values (skip those keys)</source>
        <translation>Giữ giá trị của đích (bỏ qua các khóa đó)</translation>
    </message>
    <message>
        <source>Skip them and list them in the report</source>
        <translation>Bỏ qua chúng và liệt kê trong báo cáo</translation>
    </message>
    <message>
        <source>Stop the migration at the first one</source>
        <translation>Dừng việc di chuyển dữ liệu ở cặp đầu tiên như vậy</translation>
    </message>
    <message>
        <source>A key longer than WR-Store&apos;s name limit, a value too large for the registry...</source>
        <translation>Một khóa dài hơn giới hạn tên của WR-Store, một giá trị quá lớn đối với sổ đăng ký...</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Loại:</translation>
    </message>
    <message>
        <source>&amp;URI:</source>
        <translation>&amp;URI:</translation>
    </message>
    <message>
        <source>&amp;Work directory:</source>
        <translation>Thư mục &amp;làm việc:</translation>
    </message>
    <message>
        <source>Keys the target &amp;holds:</source>
        <translation>Khóa mà đích đã &amp;có:</translation>
    </message>
    <message>
        <source>Pairs it cannot &amp;take:</source>
        <translation>Cặp mà đích không &amp;nhận được:</translation>
    </message>
    <message>
        <source>The server&apos;s store URI: type or paste it, as in the example</source>
        <translation>URI kho lưu trữ của máy chủ: gõ hoặc dán vào, như trong ví dụ</translation>
    </message>
    <message>
        <source>The store URI the settings make: wrctl migrate takes it as it is</source>
        <translation>URI kho lưu trữ mà các thiết lập tạo ra: wrctl migrate nhận nó nguyên dạng</translation>
    </message>
    <message>
        <source>Give the target&apos;s store URI.</source>
        <translation>Hãy cho biết URI kho lưu trữ của đích.</translation>
    </message>
    <message>
        <source>%1: no such kind of store.</source>
        <translation>%1: không có loại kho lưu trữ này.</translation>
    </message>
    <message>
        <source>Give %1: where the target is.</source>
        <translation>Hãy cho biết %1: vị trí của đích.</translation>
    </message>
    <message>
        <source>Give the server, or the cluster&apos;s nodes, as in the example.</source>
        <translation>Hãy cho biết máy chủ, hoặc các nút của cụm, như trong ví dụ.</translation>
    </message>
    <message numerus="yes">
        <source>An interrupted migration from this source left %Ln pair(s) in the target; the preview offers to resume it.</source>
        <translation>
            <numerusform>Một lần di chuyển dữ liệu bị gián đoạn từ nguồn này đã để lại %Ln cặp trong đích; phần xem trước sẽ đề nghị tiếp tục nó.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The target exists and holds %Ln pair(s). Choose what becomes of the keys it holds that the source has too.</source>
        <translation>
            <numerusform>Đích đã tồn tại và chứa %Ln cặp. Hãy chọn cách xử lý các khóa mà đích chứa và nguồn cũng có.</numerusform>
        </translation>
    </message>
    <message>
        <source>Give a work directory: the target has no place on disk for the migration&apos;s checkpoint.</source>
        <translation>Hãy cho biết một thư mục làm việc: đích không có chỗ trên đĩa cho điểm kiểm tra của việc di chuyển dữ liệu.</translation>
    </message>
    <message>
        <source>Looking at the target...</source>
        <translation>Đang xem đích...</translation>
    </message>
    <message>
        <source>The target is not empty: replace or keep its values to go on, or choose another target.</source>
        <translation>Đích không trống: hãy thay hoặc giữ các giá trị của nó để tiếp tục, hoặc chọn một đích khác.</translation>
    </message>
</context>
<context>
    <name>wr::gui::ThroughputChart</name>
    <message>
        <source>pairs/s</source>
        <translation>cặp/s</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>giây</translation>
    </message>
</context>
<context>
    <name>wr::gui::TuningPage</name>
    <message>
        <source>%1: &apos;%2&apos; is not a number from 1 to 32</source>
        <translation>%1: &apos;%2&apos; không phải là số từ 1 đến 32</translation>
    </message>
    <message>
        <source>%1: give at least one value</source>
        <translation>%1: hãy nhập ít nhất một giá trị</translation>
    </message>
    <message>
        <source>the preset&apos;s (1,000)</source>
        <translation>theo preset (1.000)</translation>
    </message>
    <message>
        <source>The longest WR_D x WR_L of the grid, in hex characters of the key&apos;s MD5 (32 at most).</source>
        <translation>WR_D x WR_L dài nhất của lưới, tính bằng ký tự hex của MD5 của khóa (tối đa 32).</translation>
    </message>
    <message>
        <source>Index depths WR_D, separated by commas</source>
        <translation>Các độ sâu chỉ mục WR_D, phân tách bằng dấu phẩy</translation>
    </message>
    <message>
        <source>Subkey lengths WR_L, separated by commas</source>
        <translation>Các độ dài khóa con WR_L, phân tách bằng dấu phẩy</translation>
    </message>
    <message>
        <source>&amp;Data set:</source>
        <translation>&amp;Tập dữ liệu:</translation>
    </message>
    <message>
        <source>&amp;k (operations per step):</source>
        <translation>&amp;k (số thao tác mỗi bước):</translation>
    </message>
    <message>
        <source>Index &amp;depths WR_D:</source>
        <translation>Các độ &amp;sâu chỉ mục WR_D:</translation>
    </message>
    <message>
        <source>Subkey &amp;lengths WR_L:</source>
        <translation>Các độ &amp;dài khóa con WR_L:</translation>
    </message>
    <message>
        <source>Longest &amp;path WR_D x WR_L:</source>
        <translation>Đường dẫn dài &amp;nhất WR_D x WR_L:</translation>
    </message>
    <message>
        <source>depths</source>
        <translation>độ sâu</translation>
    </message>
    <message>
        <source>lengths</source>
        <translation>độ dài</translation>
    </message>
    <message>
        <source>No layout of the grid is within the longest path %1.</source>
        <translation>Không có bố cục nào của lưới nằm trong đường dẫn dài nhất %1.</translation>
    </message>
    <message numerus="yes">
        <source>Running %Ln layout(s) on %1...</source>
        <translation>
            <numerusform>Đang chạy %Ln bố cục trên %1...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln layout(s) measured</source>
        <translation>
            <numerusform>Đã đo %1 trên %Ln bố cục</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished: %Ln layout(s) measured.</source>
        <translation>
            <numerusform>Đã xong: đã đo %Ln bố cục.</numerusform>
        </translation>
    </message>
    <message>
        <source>Ended: %1</source>
        <translation>Đã kết thúc: %1</translation>
    </message>
    <message>
        <source>The run did not finish: %1</source>
        <translation>Lượt chạy không hoàn tất: %1</translation>
    </message>
</context>
<context>
    <name>wr::gui::ValueDataEditor</name>
    <message>
        <source>&amp;Hexadecimal</source>
        <translation>&amp;Thập lục phân</translation>
    </message>
    <message>
        <source>&amp;Decimal</source>
        <translation>Thập &amp;phân</translation>
    </message>
    <message>
        <source>One string per line</source>
        <translation>Mỗi dòng một chuỗi</translation>
    </message>
    <message>
        <source>Hex bytes, e.g. 01 02 fe ff</source>
        <translation>Byte hex, ví dụ 01 02 fe ff</translation>
    </message>
    <message>
        <source>Base:</source>
        <translation>Cơ số:</translation>
    </message>
</context>
<context>
    <name>wr::gui::ValueDataText</name>
    <message>
        <source>Line %1 is empty; REG_MULTI_SZ cannot hold empty strings.</source>
        <translation>Dòng %1 trống; REG_MULTI_SZ không thể chứa chuỗi rỗng.</translation>
    </message>
    <message>
        <source>Enter a whole number from 0 to %1 (%2).</source>
        <translation>Nhập một số nguyên từ 0 đến %1 (%2).</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a %2 digit. %3</source>
        <translation>&apos;%1&apos; không phải là chữ số %2. %3</translation>
    </message>
    <message>
        <source>hexadecimal</source>
        <translation>thập lục phân</translation>
    </message>
    <message>
        <source>decimal</source>
        <translation>thập phân</translation>
    </message>
    <message>
        <source>%1 is too large for %2. %3</source>
        <translation>%1 quá lớn đối với %2. %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; at position %2 is not a hexadecimal digit.</source>
        <translation>&apos;%1&apos; ở vị trí %2 không phải là chữ số thập lục phân.</translation>
    </message>
    <message>
        <source>%1 hex digits: every byte needs two.</source>
        <translation>%1 chữ số hex: mỗi byte cần hai chữ số.</translation>
    </message>
</context>
<context>
    <name>wr::gui::ValueEditDialog</name>
    <message>
        <source>Edit Value</source>
        <translation>Sửa giá trị</translation>
    </message>
    <message>
        <source>(Default)</source>
        <translation>(Mặc định)</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Tên:</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation>&amp;Kiểu:</translation>
    </message>
    <message>
        <source>Value data:</source>
        <translation>Dữ liệu giá trị:</translation>
    </message>
</context>
<context>
    <name>wr::gui::ValueInspector</name>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <translation>
            <numerusform>%Ln byte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 byte)</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Văn bản</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Hex</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>Hình ảnh</translation>
    </message>
    <message>
        <source>UTF-8</source>
        <translation>UTF-8</translation>
    </message>
    <message>
        <source>UTF-16LE</source>
        <translation>UTF-16LE</translation>
    </message>
    <message>
        <source>Encoding:</source>
        <translation>Mã hóa ký tự:</translation>
    </message>
    <message>
        <source>0x1f40 or 8000</source>
        <translation>0x1f40 hoặc 8000</translation>
    </message>
    <message>
        <source>Go to an offset: decimal, or hexadecimal with 0x</source>
        <translation>Đi tới một độ lệch: thập phân, hoặc thập lục phân với 0x</translation>
    </message>
    <message>
        <source>Offset:</source>
        <translation>Độ lệch:</translation>
    </message>
    <message>
        <source>No value selected.</source>
        <translation>Chưa chọn giá trị nào.</translation>
    </message>
    <message>
        <source>Value: %1</source>
        <translation>Giá trị: %1</translation>
    </message>
    <message>
        <source>Showing the first %1 of %2.</source>
        <translation>Đang hiển thị %1 đầu tiên trên %2.</translation>
    </message>
    <message>
        <source>%1 image, %2 × %3 pixels, %4 bits per pixel</source>
        <translation>Ảnh %1, %2 × %3 điểm ảnh, %4 bit mỗi điểm ảnh</translation>
    </message>
    <message>
        <source>At 0x%1 (%2), %3 selected</source>
        <translation>Tại 0x%1 (%2), đã chọn %3</translation>
    </message>
    <message>
        <source>At 0x%1 (%2)</source>
        <translation>Tại 0x%1 (%2)</translation>
    </message>
</context>
<context>
    <name>wr::gui::ValueTableModel</name>
    <message>
        <source>(Default)</source>
        <translation>(Mặc định)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <translation>
            <numerusform>%Ln byte</numerusform>
        </translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Tên</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Kiểu</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Dữ liệu</translation>
    </message>
</context>
<context>
    <name>wr::gui::ValueTableView</name>
    <message>
        <source>This key has no values.</source>
        <translation>Khóa này không có giá trị nào.</translation>
    </message>
    <message>
        <source>The values of this key could not be read.</source>
        <translation>Không đọc được các giá trị của khóa này.</translation>
    </message>
</context>
</TS>
