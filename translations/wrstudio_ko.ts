<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>BenchPreset</name>
    <message>
        <source>KVData3: read, write and delete throughput as the number of continuous operations k grows from 1 to 1M, cold (the store&apos;s open counted, as the paper does) and warm</source>
        <translation>KVData3: 연속 작업 수 k를 1에서 1M까지 늘리며 측정한 읽기, 쓰기, 삭제 처리량, 콜드(논문처럼 저장소 열기 시간 포함)와 웜</translation>
    </message>
    <message>
        <source>full: the published set sizes and k up to 1,000,000; small: 1/100 of the records; tiny: 1/10,000, the first and last k, cold only, one repetition</source>
        <translation>full: 발표된 세트 크기와 1,000,000까지의 k; small: 레코드의 1/100; tiny: 1/10,000, 처음과 마지막 k, 콜드만, 반복 1회</translation>
    </message>
    <message>
        <source>KVData1-4 (10 thousand to 10 million records) at k = 10,000: throughput as the data set grows</source>
        <translation>k = 10,000에서 KVData1-4(1만에서 1천만 레코드): 데이터 세트가 커질 때의 처리량</translation>
    </message>
    <message>
        <source>ID-Geo (synthetic, Table 4&apos;s shape): throughput as k grows from 1 to 1M, cold and warm</source>
        <translation>ID-Geo(합성, 표 4의 형태): k를 1에서 1M까지 늘릴 때의 처리량, 콜드와 웜</translation>
    </message>
    <message>
        <source>the four Twitter-shaped sets (synthetic) at k = 10,000, WR-Store at each set&apos;s Table 7 layout</source>
        <translation>k = 10,000에서 트위터 형태의 네 세트(합성), WR-Store는 각 세트의 표 7 레이아웃</translation>
    </message>
    <message>
        <source>WR-Store layouts xD_1L and 1D_yL (x, y = 1..6) on KVData2 at k = 1,000 (use `wrctl tune` for any other grid)</source>
        <translation>k = 1,000, KVData2에서 WR-Store 레이아웃 xD_1L과 1D_yL(x, y = 1..6) (다른 격자는 `wrctl tune` 사용)</translation>
    </message>
    <message>
        <source>WR-Store layouts 2D_1L, 2D_2L, 2D_3L, 1D_4L, 4D_1L on KVData3 as k grows from 1 to 1M</source>
        <translation>k를 1에서 1M까지 늘리며 KVData3에서 WR-Store 레이아웃 2D_1L, 2D_2L, 2D_3L, 1D_4L, 4D_1L</translation>
    </message>
    <message>
        <source>the five layouts of Table 7 on each Twitter-shaped set (synthetic) at k = 10,000; the best layout is the one with the highest mean of read, write and delete throughput</source>
        <translation>k = 10,000에서 트위터 형태의 각 세트(합성)에 대한 표 7의 다섯 레이아웃; 최적 레이아웃은 읽기, 쓰기, 삭제 처리량의 평균이 가장 높은 것</translation>
    </message>
    <message>
        <source>the WR_D x WR_L sweep: every layout of the grid (by default D x L &lt;= 8) on KVData2 at k = 1,000 (or --data, --k), best by the mean of read, write and delete throughput as in Table 7</source>
        <translation>WR_D x WR_L 스윕: k = 1,000, KVData2(또는 --data, --k)에서 격자의 모든 레이아웃(기본값 D x L &lt;= 8), 표 7처럼 읽기, 쓰기, 삭제 처리량의 평균으로 최적 선택</translation>
    </message>
    <message>
        <source>ID-Geo (synthetic), k = 10,000 against one WR-Store registry engine while p = 1..1000 clients each issue a registry operation every 1.95 ms</source>
        <translation>ID-Geo(합성), k = 10,000, 하나의 WR-Store 레지스트리 엔진에 대해 p = 1..1000 클라이언트가 각각 1.95 ms마다 레지스트리 작업 하나를 수행</translation>
    </message>
    <message>
        <source>full: the published set; small: 1/100; tiny: 1/10,000 and p = 1 and 1000 only</source>
        <translation>full: 발표된 세트; small: 1/100; tiny: 1/10,000, p = 1과 1000만</translation>
    </message>
    <message>
        <source>the four Twitter-shaped sets (synthetic) in WR-Store at Table 7&apos;s layout: E-then-T&apos;s .reg export and its parse into pairs timed apart, and E-and-T&apos;s stream over the registry walk, nothing loaded</source>
        <translation>표 7 레이아웃의 WR-Store에 담긴 트위터 형태의 네 세트(합성): E-then-T의 .reg 내보내기와 그 쌍으로의 구문 분석을 따로 측정하고, E-and-T의 레지스트리 순회 스트림을 측정, 아무것도 적재하지 않음</translation>
    </message>
    <message>
        <source>full: the published set sizes; small: 1/100; tiny: 1/10,000, the first and last set</source>
        <translation>full: 발표된 세트 크기; small: 1/100; tiny: 1/10,000, 처음과 마지막 세트</translation>
    </message>
    <message>
        <source>ID-Geo (synthetic) migrated whole from WR-Store into Berkeley DB, RocksDB and LevelDB by E-then-T and E-and-T (each target&apos;s fast load path, verified): the share of extract and transform in the whole extract-transform-load</source>
        <translation>ID-Geo(합성)를 E-then-T와 E-and-T로 WR-Store에서 Berkeley DB, RocksDB, LevelDB로 통째로 마이그레이션(각 대상의 빠른 적재 경로, 검증됨): 추출-변환-적재 전체에서 추출과 변환이 차지하는 비율</translation>
    </message>
    <message>
        <source>full: the published set; small: 1/100; tiny: 1/10,000</source>
        <translation>full: 발표된 세트; small: 1/100; tiny: 1/10,000</translation>
    </message>
    <message>
        <source>KVData4 migrated by E-and-T from WR-Store into RocksDB with SST ingestion and with write batches, and into LevelDB, beside the source&apos;s bare scan rate, each target&apos;s bare bulk-load rate and the memory of a process that only opens both stores</source>
        <translation>KVData4를 E-and-T로 WR-Store에서 SST 수집 및 쓰기 배치를 쓰는 RocksDB와 LevelDB로 마이그레이션, 원본의 순수 스캔 속도, 각 대상의 순수 대량 적재 속도, 두 저장소를 열기만 하는 프로세스의 메모리와 나란히</translation>
    </message>
    <message>
        <source>full: 10 million records; small: 1/100; tiny: 1/10,000</source>
        <translation>full: 1천만 레코드; small: 1/100; tiny: 1/10,000</translation>
    </message>
    <message>
        <source>WR-Store against WR-Store++: PUT, GET and DELETE of single values of Table 2&apos;s sizes (19 KB .. 661 MB), 100 repetitions, top and bottom 7 % dropped, bytes per millisecond</source>
        <translation>WR-Store 대 WR-Store++: 표 2 크기(19 KB .. 661 MB)의 단일 값에 대한 PUT, GET, DELETE, 반복 100회, 상하위 7 % 제외, 밀리초당 바이트</translation>
    </message>
    <message>
        <source>full: Table 2&apos;s sizes, 100 repetitions; small: 1/100 of the size, 20; tiny: 1/10,000, DATA IDs 1 and 8, 3</source>
        <translation>full: 표 2의 크기, 반복 100회; small: 크기의 1/100, 20회; tiny: 1/10,000, DATA ID 1과 8, 3회</translation>
    </message>
    <message>
        <source>WR-Store++ against Berkeley DB, RocksDB and LevelDB: PUT, GET, DELETE of Table 2&apos;s sizes, 100 repetitions trimmed by 7 %, bytes per millisecond; one compaction counted after the deletes</source>
        <translation>WR-Store++ 대 Berkeley DB, RocksDB, LevelDB: 표 2 크기의 PUT, GET, DELETE, 반복 100회에서 7 % 절사, 밀리초당 바이트; 삭제 후 압축 한 번을 포함</translation>
    </message>
    <message>
        <source>as 001-fig5</source>
        <translation>001-fig5와 같음</translation>
    </message>
    <message>
        <source>read-heavy, write-heavy and read-write-average mixes of 100 operations over values of ~100 MB, ~500 MB and ~1 GB (70:25:5), total elapsed time</source>
        <translation>약 100 MB, 약 500 MB, 약 1 GB 값(70:25:5)에 대한 100개 작업의 읽기 위주, 쓰기 위주, 읽기-쓰기 평균 혼합, 총 경과 시간</translation>
    </message>
    <message>
        <source>full: Table 3&apos;s sizes; small: 1/100 of the sizes and 10 operations; tiny: 1/10,000, the first and last mix</source>
        <translation>full: 표 3의 크기; small: 크기의 1/100과 작업 10개; tiny: 1/10,000, 처음과 마지막 혼합</translation>
    </message>
    <message>
        <source>GET of Table 2&apos;s sizes: basic WR-Store++, chunk-based, and Parallel-GET with 2 to 5 reader threads (1 thread is the chunk-based store)</source>
        <translation>표 2 크기의 GET: 기본 WR-Store++, 청크 기반, 읽기 스레드 2~5개의 Parallel-GET(스레드 1개는 청크 기반 저장소)</translation>
    </message>
    <message>
        <source>WR-Store++ chunk mode (single GET and Parallel-GET with 4 threads) against the disk&apos;s raw sequential bandwidth (plain files, 1 MiB write()/read() calls): PUT, GET and DELETE of Table 2&apos;s sizes from 1 MB up, 10 values each, trimmed by 7 %, bytes per millisecond</source>
        <translation>WR-Store++ 청크 모드(단일 GET과 스레드 4개의 Parallel-GET) 대 디스크의 순수 순차 대역폭(일반 파일, 1 MiB write()/read() 호출): 1 MB 이상의 표 2 크기에 대한 PUT, GET, DELETE, 각 값 10개, 7 % 절사, 밀리초당 바이트</translation>
    </message>
    <message>
        <source>full: Table 2&apos;s sizes from DATA ID 3 (2 MB) to 8 (661 MB); small: 1/100 of the size; tiny: 1/10,000, the smallest and largest</source>
        <translation>full: DATA ID 3(2 MB)에서 8(661 MB)까지의 표 2 크기; small: 크기의 1/100; tiny: 1/10,000, 가장 작은 것과 가장 큰 것</translation>
    </message>
    <message>
        <source>WR-Store++ chunk mode holding 8 MiB values migrated by E-and-T into LevelDB, RocksDB and Berkeley DB, each value streamed (getStream -&gt; putStream), verified</source>
        <translation>8 MiB 값을 담은 WR-Store++ 청크 모드를 E-and-T로 LevelDB, RocksDB, Berkeley DB로 마이그레이션, 각 값을 스트림으로 전달(getStream -&gt; putStream), 검증됨</translation>
    </message>
    <message>
        <source>full: 100 values (800 MiB); small: 2; tiny: 2</source>
        <translation>full: 값 100개(800 MiB); small: 2; tiny: 2</translation>
    </message>
    <message>
        <source>insert, get, update and remove (1,000 each) over record sizes &lt;1 KiB .. 1 MiB x counts 100 .. 1M x compressible and incompressible data, with peak memory and space efficiency</source>
        <translation>레코드 크기 &lt;1 KiB .. 1 MiB x 개수 100 .. 1M x 압축 가능 및 불가능 데이터에 대한 삽입, 조회, 갱신, 제거(각 1,000회), 최대 메모리와 공간 효율 포함</translation>
    </message>
    <message>
        <source>full: every cell under 10 GiB; small: the same cells with 1/100 of the records (at least 10) and 10 operations each; tiny: 1/10,000, the smallest and largest sizes, the smallest count</source>
        <translation>full: 10 GiB 미만의 모든 칸; small: 같은 칸에 레코드 1/100(최소 10)과 각 작업 10회; tiny: 1/10,000, 가장 작은 크기와 가장 큰 크기, 가장 작은 개수</translation>
    </message>
    <message>
        <source>the Factory tree (1,000 workshops x 1,000 employees: 1M keys, 6M values) on the portable hive: insert with one thread, delete the tree, insert with one thread per logical core</source>
        <translation>이식 가능한 하이브 위의 Factory 트리(작업장 1,000개 x 직원 1,000명: 키 1M개, 값 6M개): 스레드 하나로 삽입, 트리 삭제, 논리 코어마다 스레드 하나로 삽입</translation>
    </message>
    <message>
        <source>full: 1,000 x 1,000; small: 100 x 100; tiny: 10 x 10</source>
        <translation>full: 1,000 x 1,000; small: 100 x 100; tiny: 10 x 10</translation>
    </message>
    <message>
        <source>4-byte keys with 4 B, 1 KB and 100 KB values: writes with one thread (Table 2) and four (Table 3), then random reads (Table 4)</source>
        <translation>4 B, 1 KB, 100 KB 값을 가진 4바이트 키: 스레드 하나(표 2)와 넷(표 3)으로 쓰기, 그다음 무작위 읽기(표 4)</translation>
    </message>
    <message>
        <source>full: 100 million pairs of 4 B, the larger values capped at 10 GiB; small: 1/100; tiny: 1/10,000, the 4 B and 100 KB sizes, one writer</source>
        <translation>full: 4 B 쌍 1억 개, 큰 값은 10 GiB로 제한; small: 1/100; tiny: 1/10,000, 4 B와 100 KB 크기, 쓰기 스레드 하나</translation>
    </message>
    <message>
        <source>YCSB write only, high read/low write, low read/high write with Zipfian keys, 1 KB and 4 KB records, 8 client threads</source>
        <translation>Zipfian 키, 1 KB와 4 KB 레코드, 클라이언트 스레드 8개로 YCSB 쓰기 전용, 읽기 많음/쓰기 적음, 읽기 적음/쓰기 많음</translation>
    </message>
    <message>
        <source>full: 1M records and 1M operations; small: 1/100; tiny: 1/10,000, the first and last workload, 1 KB records</source>
        <translation>full: 레코드 1M개와 작업 1M개; small: 1/100; tiny: 1/10,000, 처음과 마지막 워크로드, 1 KB 레코드</translation>
    </message>
    <message>
        <source>YCSB core workloads A-F (Zipfian; D latest; E scans from the start of the store), 1,000-byte records, 8 client threads</source>
        <translation>YCSB 핵심 워크로드 A-F(Zipfian; D는 최신; E는 저장소 처음부터 스캔), 1,000바이트 레코드, 클라이언트 스레드 8개</translation>
    </message>
    <message>
        <source>full: 1M records and 1M operations; small: 1/100; tiny: 1/10,000</source>
        <translation>full: 레코드 1M개와 작업 1M개; small: 1/100; tiny: 1/10,000</translation>
    </message>
    <message>
        <source>a workload composed by the user: records loaded, then a measured run of a mix of reads, writes, inserts, deletes and scans (or YCSB A-F), with chosen value sizes, key order and cold or warm start (wrctl bench custom --records, --operations, --mix, --ycsb, --value-size, --key-order, --cold)</source>
        <translation>사용자가 구성한 워크로드: 레코드를 적재한 뒤 읽기, 쓰기, 삽입, 삭제, 스캔의 혼합(또는 YCSB A-F)을 측정 실행, 값 크기, 키 순서, 콜드 또는 웜 시작을 선택(wrctl bench custom --records, --operations, --mix, --ycsb, --value-size, --key-order, --cold)</translation>
    </message>
    <message>
        <source>the sizes are the user&apos;s as given at every scale (default 100,000 records and 100,000 operations); the scale only sets the repetitions</source>
        <translation>크기는 모든 규모에서 사용자가 준 그대로(기본값 레코드 100,000개와 작업 100,000개); 규모는 반복 횟수만 정함</translation>
    </message>
    <message>
        <source>KVData3 and KVData4 put in a random order into an empty store (the load), then k = 100,000 fresh records put in a random order, and 100,000 random gets and deletes, warm</source>
        <translation>KVData3와 KVData4를 빈 저장소에 무작위 순서로 넣고(적재), 이어서 새 레코드 k = 100,000개를 무작위 순서로 넣은 뒤 무작위 조회와 삭제를 각각 100,000번, 웜 상태로</translation>
    </message>
    <message>
        <source>full: 1M and 10M records, k = 100,000; small: 1/100; tiny: 1/10,000</source>
        <translation>full: 레코드 1M개와 10M개, k = 100,000; small: 1/100; tiny: 1/10,000</translation>
    </message>
    <message>
        <source>YCSB A (50% updates) and B (5% updates), Zipfian keys, over 1M records with values of KVData3&apos;s mean size (53 bytes), at 1, 2 and 4 client threads: each store&apos;s scaling with threads</source>
        <translation>YCSB A(갱신 50%)와 B(갱신 5%), Zipfian 키, KVData3의 평균 크기(53바이트) 값을 가진 1M 레코드에서 클라이언트 스레드 1, 2, 4개로: 저장소마다 스레드에 따른 처리량 확장</translation>
    </message>
    <message>
        <source>full: 1M records and 1M operations; small: 1/100; tiny: 1/10,000, 1 and 4 threads</source>
        <translation>full: 레코드 1M개와 작업 1M개; small: 1/100; tiny: 1/10,000, 스레드 1개와 4개</translation>
    </message>
</context>
<context>
    <name>DataSet</name>
    <message>
        <source>seed 000 Table 4</source>
        <translation>시드 000 표 4</translation>
    </message>
    <message>
        <source>seed 000 Tables 4-5 (synthetic)</source>
        <translation>시드 000 표 4-5(합성)</translation>
    </message>
    <message>
        <source>numeric keys, random strings of 5-100 characters</source>
        <translation>숫자 키, 5-100자의 임의 문자열</translation>
    </message>
    <message>
        <source>19-digit tweet IDs, &quot;(longitude, latitude)&quot; values</source>
        <translation>19자리 트윗 ID, &quot;(경도, 위도)&quot; 값</translation>
    </message>
    <message>
        <source>19-digit tweet IDs, one to four hashtags</source>
        <translation>19자리 트윗 ID, 해시태그 1-4개</translation>
    </message>
    <message>
        <source>19-digit tweet IDs, tweet-length texts</source>
        <translation>19자리 트윗 ID, 트윗 길이의 텍스트</translation>
    </message>
    <message>
        <source>6-19 digit user IDs, follower counts</source>
        <translation>6-19자리 사용자 ID, 팔로워 수</translation>
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
        <translation>작업 로그</translation>
    </message>
    <message>
        <source>Operation &amp;Log</source>
        <translation>작업 로그(&amp;L)</translation>
    </message>
    <message>
        <source>Staged Changes</source>
        <translation>스테이징된 변경</translation>
    </message>
    <message>
        <source>&amp;Staged Changes</source>
        <translation>스테이징된 변경(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;New Store...</source>
        <translation>새 저장소(&amp;N)...</translation>
    </message>
    <message>
        <source>Create an empty store of any kind and open it for writing</source>
        <translation>어떤 종류든 빈 저장소를 만들고 쓰기용으로 엽니다</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>열기(&amp;O)...</translation>
    </message>
    <message>
        <source>Open a hive or a store by URI, read-only unless asked otherwise</source>
        <translation>하이브나 저장소를 URI로 엽니다. 따로 요청하지 않으면 읽기 전용으로 엽니다</translation>
    </message>
    <message>
        <source>&amp;Migrate...</source>
        <translation>마이그레이션(&amp;M)...</translation>
    </message>
    <message>
        <source>Copy every pair of a store into another store of any kind, and verify it</source>
        <translation>저장소의 모든 쌍을 어떤 종류든 다른 저장소로 복사하고 검증합니다</translation>
    </message>
    <message>
        <source>&amp;Benchmark...</source>
        <translation>벤치마크(&amp;B)...</translation>
    </message>
    <message>
        <source>Run the papers&apos; benchmarks or your own workload on fresh stores and watch them live</source>
        <translation>새 저장소에서 논문의 벤치마크나 사용자 워크로드를 실행하고 실시간으로 지켜봅니다</translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation>탭 닫기(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Writable</source>
        <translation>쓰기 가능(&amp;W)</translation>
    </message>
    <message>
        <source>Reopen the store for writing, or back read-only</source>
        <translation>저장소를 쓰기용으로 다시 열거나 읽기 전용으로 되돌립니다</translation>
    </message>
    <message>
        <source>&amp;Add Bookmark</source>
        <translation>책갈피 추가(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Find...</source>
        <translation>찾기(&amp;F)...</translation>
    </message>
    <message>
        <source>Search the current store (or go to a path, where the view has no search)</source>
        <translation>현재 저장소를 검색합니다(검색이 없는 보기에서는 경로로 이동합니다)</translation>
    </message>
    <message>
        <source>Find Ne&amp;xt</source>
        <translation>다음 찾기(&amp;X)</translation>
    </message>
    <message>
        <source>Go to the next search result</source>
        <translation>다음 검색 결과로 이동합니다</translation>
    </message>
    <message>
        <source>Go to &amp;Address</source>
        <translation>주소로 이동(&amp;A)</translation>
    </message>
    <message>
        <source>Type a registry path or a key of the store to go to</source>
        <translation>이동할 레지스트리 경로나 저장소의 키를 입력합니다</translation>
    </message>
    <message>
        <source>Ne&amp;xt Tab</source>
        <translation>다음 탭(&amp;X)</translation>
    </message>
    <message>
        <source>Pre&amp;vious Tab</source>
        <translation>이전 탭(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>최근 항목 열기(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>내보내기(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>실행 취소(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>다시 실행(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>도구(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Bookmarks</source>
        <translation>책갈피(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About WR Studio</source>
        <translation>WR Studio 정보(&amp;A)</translation>
    </message>
    <message>
        <source>About WR Studio</source>
        <translation>WR Studio 정보</translation>
    </message>
    <message>
        <source>&lt;b&gt;WR Studio %1&lt;/b&gt;&lt;p&gt;Explore, edit, benchmark and migrate registry-backed and log-structured key-value stores.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;b&gt;WR Studio %1&lt;/b&gt;&lt;p&gt;레지스트리 기반 및 로그 구조 키-값 저장소를 탐색하고, 편집하고, 벤치마크하고, 마이그레이션합니다.&lt;/p&gt;&lt;p&gt;GNU GPL 버전 3 이상으로 배포됩니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>기본</translation>
    </message>
    <message>
        <source>A registry path (HKCU\kvs\fe\40) or a key of the store (792479)</source>
        <translation>레지스트리 경로(HKCU\kvs\fe\40) 또는 저장소의 키(792479)</translation>
    </message>
    <message>
        <source>Where the current tab is. Type a registry path starting with the root&apos;s name, or a key of the store, and press Return.</source>
        <translation>현재 탭의 위치입니다. 루트 이름으로 시작하는 레지스트리 경로나 저장소의 키를 입력하고 Enter 키를 누르세요.</translation>
    </message>
    <message>
        <source> Go to: </source>
        <translation> 이동: </translation>
    </message>
    <message>
        <source>No store is open.</source>
        <translation>열려 있는 저장소가 없습니다.</translation>
    </message>
    <message>
        <source>Open a registry hive, a WR-Store, a WR-Store++, a ZDB or any other store by URI,
or create an empty one.
Stores open read-only; writing is switched on explicitly.</source>
        <translation>레지스트리 하이브, WR-Store, WR-Store++, ZDB 또는 다른 저장소를 URI로 열거나,
빈 저장소를 만듭니다.
저장소는 읽기 전용으로 열리며, 쓰기는 명시적으로 켜야 합니다.</translation>
    </message>
    <message>
        <source>&amp;Migrate This Store...</source>
        <translation>이 저장소 마이그레이션(&amp;M)...</translation>
    </message>
    <message>
        <source>&amp;Benchmark This Store...</source>
        <translation>이 저장소 벤치마크(&amp;B)...</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %Ln staged change(s) that were never written.</source>
        <translation>
            <numerusform>%1에 기록되지 않은 스테이징된 변경이 %Ln개 있습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Write them to the store before the tab closes, or drop them?</source>
        <translation>탭을 닫기 전에 저장소에 기록할까요, 아니면 버릴까요?</translation>
    </message>
    <message>
        <source>Going read-only drops them; the store stays as it was last written.</source>
        <translation>읽기 전용으로 전환하면 변경이 버려집니다. 저장소는 마지막으로 기록된 상태로 남습니다.</translation>
    </message>
    <message>
        <source>&amp;Write and Close</source>
        <translation>기록하고 닫기(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Discard Changes</source>
        <translation>변경 버리기(&amp;D)</translation>
    </message>
    <message>
        <source>%1 cannot write its changes now; the tab stays open.</source>
        <translation>%1은(는) 지금 변경을 기록할 수 없습니다. 탭은 열린 채로 남습니다.</translation>
    </message>
    <message>
        <source>The store as last written</source>
        <translation>마지막으로 기록된 저장소</translation>
    </message>
    <message>
        <source>No staged changes.</source>
        <translation>스테이징된 변경이 없습니다.</translation>
    </message>
    <message>
        <source>%1 - WR Studio</source>
        <translation>%1 - WR Studio</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>읽기 전용</translation>
    </message>
    <message>
        <source>Read-write</source>
        <translation>읽기/쓰기</translation>
    </message>
    <message>
        <source>Open for Writing</source>
        <translation>쓰기용으로 열기</translation>
    </message>
    <message>
        <source>Reopen %1 for writing?

Other programs then cannot open it; every change is still staged until you write it.</source>
        <translation>%1을(를) 쓰기용으로 다시 여시겠습니까?

그러면 다른 프로그램은 이 저장소를 열 수 없습니다. 모든 변경은 기록하기 전까지 스테이징된 상태로 남습니다.</translation>
    </message>
    <message>
        <source>Reopen %1</source>
        <translation>%1 다시 열기</translation>
    </message>
    <message>
        <source>for writing</source>
        <translation>쓰기용으로</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>읽기 전용으로</translation>
    </message>
    <message>
        <source>Type a path or a key to go to, and press Return.</source>
        <translation>이동할 경로나 키를 입력하고 Enter 키를 누르세요.</translation>
    </message>
    <message>
        <source>No further search result.</source>
        <translation>더 이상 검색 결과가 없습니다.</translation>
    </message>
    <message>
        <source>Add Bookmark</source>
        <translation>책갈피 추가</translation>
    </message>
    <message>
        <source>Name of the bookmark:</source>
        <translation>책갈피 이름:</translation>
    </message>
    <message>
        <source>Bookmark %1</source>
        <translation>책갈피 %1</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1에 쓸 수 없습니다: %2</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>%1에 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>Cannot export to &quot;%1&quot;: choose a .png, .pdf, .svg, .csv or .json file.</source>
        <translation>&quot;%1&quot;(으)로 내보낼 수 없습니다: .png, .pdf, .svg, .csv 또는 .json 파일을 선택하세요.</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>맞춤</translation>
    </message>
    <message>
        <source>Export chart as PNG / PDF / SVG...</source>
        <translation>차트를 PNG / PDF / SVG로 내보내기...</translation>
    </message>
    <message>
        <source>Export Chart</source>
        <translation>차트 내보내기</translation>
    </message>
    <message>
        <source>PNG image (*.png);;PDF document (*.pdf);;SVG image (*.svg)</source>
        <translation>PNG 이미지 (*.png);;PDF 문서 (*.pdf);;SVG 이미지 (*.svg)</translation>
    </message>
    <message>
        <source>Export data as CSV / JSON...</source>
        <translation>데이터를 CSV / JSON으로 내보내기...</translation>
    </message>
    <message>
        <source>Export Chart Data</source>
        <translation>차트 데이터 내보내기</translation>
    </message>
    <message>
        <source>CSV table (*.csv);;JSON document (*.json)</source>
        <translation>CSV 표 (*.csv);;JSON 문서 (*.json)</translation>
    </message>
</context>
<context>
    <name>StoreScheme</name>
    <message>
        <source>WR-Store: key-value pairs in registry values, hashed index</source>
        <translation>WR-Store: 레지스트리 값에 담긴 키-값 쌍, 해시 인덱스</translation>
    </message>
    <message>
        <source>WR-Store++: large values in files or chunk files, hashed index in the registry</source>
        <translation>WR-Store++: 파일이나 청크 파일에 담긴 큰 값, 레지스트리의 해시 인덱스</translation>
    </message>
    <message>
        <source>ZDB: values in append-only data files, a memory-mapped index</source>
        <translation>ZDB: 추가 전용 데이터 파일에 담긴 값, 메모리 매핑된 인덱스</translation>
    </message>
    <message>
        <source>RocksDB: a log-structured merge tree (blob=1 keeps large values apart)</source>
        <translation>RocksDB: 로그 구조 병합 트리(blob=1이면 큰 값을 따로 보관)</translation>
    </message>
    <message>
        <source>LevelDB: a log-structured merge tree</source>
        <translation>LevelDB: 로그 구조 병합 트리</translation>
    </message>
    <message>
        <source>Berkeley DB: a B-tree or hash database with a transaction log</source>
        <translation>Berkeley DB: 트랜잭션 로그가 있는 B-트리 또는 해시 데이터베이스</translation>
    </message>
    <message>
        <source>SQLite: one table keyed by the key bytes, write-ahead journal</source>
        <translation>SQLite: 키 바이트를 키로 하는 테이블 하나, 미리 쓰기 저널</translation>
    </message>
    <message>
        <source>LMDB: a memory-mapped B+ tree</source>
        <translation>LMDB: 메모리 매핑된 B+ 트리</translation>
    </message>
    <message>
        <source>Kyoto Cabinet: a hash database in one file</source>
        <translation>Kyoto Cabinet: 파일 하나에 담긴 해시 데이터베이스</translation>
    </message>
    <message>
        <source>Flat files: one file per pair in one directory</source>
        <translation>평면 파일: 한 디렉터리 안에 쌍마다 파일 하나</translation>
    </message>
    <message>
        <source>Nested files: one file per pair under three levels of directories</source>
        <translation>중첩 파일: 세 단계 디렉터리 아래에 쌍마다 파일 하나</translation>
    </message>
    <message>
        <source>Redis: a single server or a Redis Cluster (hash slots over masters)</source>
        <translation>Redis: 단일 서버 또는 Redis Cluster(마스터들에 나뉜 해시 슬롯)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Open the registry hive in DIR.</source>
        <translation>DIR에 있는 레지스트리 하이브를 엽니다.</translation>
    </message>
    <message>
        <source>Open the stores for writing (the default is read-only).</source>
        <translation>저장소를 쓰기용으로 엽니다(기본값은 읽기 전용).</translation>
    </message>
    <message>
        <source>Once the stores are open, go to TARGET in the last one: a registry path, a key of the store, or #N for the store&apos;s row N.</source>
        <translation>저장소가 열리면 마지막 저장소에서 TARGET으로 이동합니다: 레지스트리 경로, 저장소의 키, 또는 저장소의 N번째 행을 뜻하는 #N.</translation>
    </message>
    <message>
        <source>Show the view NAME of the last store: Registry or Statistics for a hive; Keys, Index (WR-Store, WR-Store++), Chunks (WR-Store++), Data Files (ZDB), Cluster or Server (Redis) or Statistics for a store.</source>
        <translation>마지막 저장소의 NAME 보기를 표시합니다: 하이브는 Registry 또는 Statistics, 저장소는 Keys, Index(WR-Store, WR-Store++), Chunks(WR-Store++), Data Files(ZDB), Cluster 또는 Server(Redis), Statistics.</translation>
    </message>
    <message>
        <source>Preview the import of the .reg FILE into the last hive (staging it asks to open the hive for writing unless --writable).</source>
        <translation>.reg 파일 FILE을 마지막 하이브로 가져오는 과정을 미리 봅니다(--writable이 없으면 스테이징할 때 하이브를 쓰기용으로 열지 묻습니다).</translation>
    </message>
    <message>
        <source>Save a picture of the window to FILE once it has settled, then quit.</source>
        <translation>창이 안정되면 창의 그림을 FILE에 저장하고 종료합니다.</translation>
    </message>
    <message>
        <source>Explore and edit registry hives, WR-Store, WR-Store++, ZDB and other key-value stores.</source>
        <translation>레지스트리 하이브, WR-Store, WR-Store++, ZDB 및 기타 키-값 저장소를 탐색하고 편집합니다.</translation>
    </message>
    <message>
        <source>A store URI (wrstore:hive=DIR;db=kvs, zdb:dir=DIR, ...) or a hive directory.</source>
        <translation>저장소 URI(wrstore:hive=DIR;db=kvs, zdb:dir=DIR, ...) 또는 하이브 디렉터리.</translation>
    </message>
    <message>
        <source>Show the texts in the language CODE (en, ko, vi) instead of the one chosen in View &gt; Language or the system&apos;s.</source>
        <translation>보기 &gt; 언어에서 고른 언어나 시스템 언어 대신 CODE 언어(en, ko, vi)로 텍스트를 표시합니다.</translation>
    </message>
    <message>
        <source>Open the Benchmark window with the preset ID chosen (wrctl bench --list names them).</source>
        <translation>프리셋 ID를 선택한 채로 벤치마크 창을 엽니다(wrctl bench --list가 프리셋 이름을 보여 줍니다).</translation>
    </message>
</context>
<context>
    <name>wr::gui</name>
    <message>
        <source>%1 s</source>
        <translation>%1초</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1분 %2초</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1시간 %2분</translation>
    </message>
    <message>
        <source>Copying pairs: extracting, transforming and loading in one pass</source>
        <translation>쌍 복사 중: 한 번에 추출, 변환, 적재</translation>
    </message>
    <message>
        <source>Extracting pairs from the source</source>
        <translation>원본에서 쌍 추출 중</translation>
    </message>
    <message>
        <source>Reading the intermediate file into pairs</source>
        <translation>중간 파일을 쌍으로 읽는 중</translation>
    </message>
    <message>
        <source>Loading the target</source>
        <translation>대상 적재 중</translation>
    </message>
    <message>
        <source>Verifying the target</source>
        <translation>대상 검증 중</translation>
    </message>
    <message>
        <source>Not verified (turned off on the Method page).</source>
        <translation>검증하지 않음(방법 페이지에서 꺼져 있음).</translation>
    </message>
    <message>
        <source>OK: all %Ln source key(s) read back from the target with equal values.</source>
        <translation>OK: 원본 키 %Ln개를 모두 대상에서 다시 읽었고 값이 같습니다.</translation>
    </message>
    <message>
        <source>The target&apos;s digest equals the source&apos;s: it holds nothing else.</source>
        <translation>대상의 다이제스트가 원본과 같습니다: 다른 것은 들어 있지 않습니다.</translation>
    </message>
    <message>
        <source>FAILED: %Ln key(s) missing or different in the target.</source>
        <translation>실패: 대상에 키 %Ln개가 없거나 다릅니다.</translation>
    </message>
    <message>
        <source>The target&apos;s pairs differ from the source&apos;s (digests, pair and byte counts).</source>
        <translation>대상의 쌍이 원본과 다릅니다(다이제스트, 쌍 개수, 바이트 수).</translation>
    </message>
</context>
<context>
    <name>wr::gui::BenchRunController</name>
    <message>
        <source>nothing was written</source>
        <translation>기록된 것이 없습니다</translation>
    </message>
    <message>
        <source>results in %1</source>
        <translation>결과: %1</translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 trials; the finished trials were kept: %3.</source>
        <translation>시행 %2회 중 %1회 후 중지했습니다. 끝난 시행은 보존되었습니다: %3.</translation>
    </message>
    <message>
        <source>The run failed: %1 (%2 of %3 trials finished; %4).</source>
        <translation>실행이 실패했습니다: %1(시행 %3회 중 %2회 완료, %4).</translation>
    </message>
    <message>
        <source>Finished %1 trials; %2.</source>
        <translation>시행 %1회를 마쳤습니다. %2.</translation>
    </message>
</context>
<context>
    <name>wr::gui::BenchSetupPanel</name>
    <message>
        <source>%1 — seed %2 %3</source>
        <translation>%1 — 시드 %2 %3</translation>
    </message>
    <message>
        <source>Checked stores run; double-click one to edit its settings</source>
        <translation>체크한 저장소가 실행됩니다. 설정을 편집하려면 두 번 클릭하세요</translation>
    </message>
    <message>
        <source>a scheme or URI with settings, e.g. rocksdb:compression=lz4</source>
        <translation>설정이 포함된 스킴 또는 URI, 예: rocksdb:compression=lz4</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>추가</translation>
    </message>
    <message>
        <source>Add a fresh store of the same kind and layout as an open tab&apos;s store</source>
        <translation>열려 있는 탭의 저장소와 같은 종류와 레이아웃의 새 저장소를 추가합니다</translation>
    </message>
    <message>
        <source>tiny, small (1/100 of the paper), full, or a factor on the paper&apos;s sizes</source>
        <translation>tiny, small(논문의 1/100), full, 또는 논문 크기에 곱할 배수</translation>
    </message>
    <message>
        <source>preset&apos;s</source>
        <translation>프리셋 값</translation>
    </message>
    <message>
        <source>scale&apos;s</source>
        <translation>규모 기본값</translation>
    </message>
    <message>
        <source>all of the preset&apos;s</source>
        <translation>프리셋의 전체</translation>
    </message>
    <message>
        <source>OS buffered</source>
        <translation>OS 버퍼링</translation>
    </message>
    <message>
        <source>Periodic sync</source>
        <translation>주기적 동기화</translation>
    </message>
    <message>
        <source>Sync every operation</source>
        <translation>작업마다 동기화</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>Drop the page cache before every step</source>
        <translation>단계마다 페이지 캐시 비우기</translation>
    </message>
    <message>
        <source>Dropping the page cache needs root</source>
        <translation>페이지 캐시를 비우려면 root 권한이 필요합니다</translation>
    </message>
    <message>
        <source>Custom workload</source>
        <translation>사용자 정의 워크로드</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>프리셋(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Stores:</source>
        <translation>저장소(&amp;S):</translation>
    </message>
    <message>
        <source>Open stores:</source>
        <translation>열린 저장소:</translation>
    </message>
    <message>
        <source>S&amp;cale:</source>
        <translation>규모(&amp;C):</translation>
    </message>
    <message>
        <source>&amp;Threads:</source>
        <translation>스레드(&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Repetitions:</source>
        <translation>반복 횟수(&amp;R):</translation>
    </message>
    <message>
        <source>&amp;Data sets:</source>
        <translation>데이터 세트(&amp;D):</translation>
    </message>
    <message>
        <source>&amp;k:</source>
        <translation>&amp;k:</translation>
    </message>
    <message>
        <source>D&amp;urability:</source>
        <translation>내구성(&amp;U):</translation>
    </message>
    <message>
        <source>&amp;Memory per store:</source>
        <translation>저장소당 메모리(&amp;M):</translation>
    </message>
    <message>
        <source>Cache:</source>
        <translation>캐시:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>시드(&amp;E):</translation>
    </message>
    <message>
        <source>The same run on the command line:</source>
        <translation>같은 실행을 명령줄로:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seed %1, %2.&lt;/b&gt; %3&lt;br&gt;Scales: %4&lt;br&gt;Baseline: %5</source>
        <translation>&lt;b&gt;시드 %1, %2.&lt;/b&gt; %3&lt;br&gt;규모: %4&lt;br&gt;기준선: %5</translation>
    </message>
    <message>
        <source>The preset&apos;s %1</source>
        <translation>프리셋의 %1</translation>
    </message>
    <message>
        <source>%1: not in this build</source>
        <translation>%1: 이 빌드에 없음</translation>
    </message>
    <message>
        <source>%1 on a local cluster (3 masters) started for each trial and stopped after it; double-click to name an empty server&apos;s URI instead</source>
        <translation>각 시행마다 시작하고 끝나면 멈추는 로컬 클러스터(마스터 3개)의 %1. 대신 빈 서버의 URI를 지정하려면 두 번 클릭하세요</translation>
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
        <translation>벤치마크 — WR Studio</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>실행(&amp;R)</translation>
    </message>
    <message>
        <source>Run now, or after the runs before it</source>
        <translation>지금 실행하거나 앞선 실행이 끝난 뒤 실행합니다</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>중지(&amp;S)</translation>
    </message>
    <message>
        <source>End the running run within a second; what finished is kept</source>
        <translation>진행 중인 실행을 1초 안에 끝냅니다. 완료된 부분은 보존됩니다</translation>
    </message>
    <message>
        <source>Clear &amp;Queue</source>
        <translation>대기열 비우기(&amp;Q)</translation>
    </message>
    <message>
        <source>Operations per second</source>
        <translation>초당 작업 수</translation>
    </message>
    <message>
        <source>MiB per second</source>
        <translation>초당 MiB</translation>
    </message>
    <message>
        <source>Unit:</source>
        <translation>단위:</translation>
    </message>
    <message>
        <source>All stores</source>
        <translation>모든 저장소</translation>
    </message>
    <message>
        <source>Percentiles over the steps</source>
        <translation>단계별 백분위수</translation>
    </message>
    <message>
        <source>Histogram of the last step</source>
        <translation>마지막 단계의 히스토그램</translation>
    </message>
    <message>
        <source>Store:</source>
        <translation>저장소:</translation>
    </message>
    <message>
        <source>View:</source>
        <translation>보기:</translation>
    </message>
    <message>
        <source>p99 latency</source>
        <translation>p99 지연 시간</translation>
    </message>
    <message>
        <source>Point:</source>
        <translation>지점:</translation>
    </message>
    <message>
        <source>Figure:</source>
        <translation>그림:</translation>
    </message>
    <message>
        <source>Lo&amp;g scale</source>
        <translation>로그 눈금(&amp;G)</translation>
    </message>
    <message>
        <source>Keep small bars visible beside stores thousands of times faster</source>
        <translation>수천 배 빠른 저장소 옆에서도 작은 막대가 보이게 합니다</translation>
    </message>
    <message>
        <source>&amp;Live</source>
        <translation>실시간(&amp;L)</translation>
    </message>
    <message>
        <source>L&amp;atency</source>
        <translation>지연 시간(&amp;A)</translation>
    </message>
    <message>
        <source>R&amp;esults</source>
        <translation>결과(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>기록(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Tuning</source>
        <translation>튜닝(&amp;T)</translation>
    </message>
    <message>
        <source>Stre&amp;ss</source>
        <translation>스트레스(&amp;S)</translation>
    </message>
    <message>
        <source>%v of %m trials</source>
        <translation>시행 %m회 중 %v회</translation>
    </message>
    <message>
        <source>The queue was cleared.</source>
        <translation>대기열을 비웠습니다.</translation>
    </message>
    <message>
        <source>Cannot run: %1</source>
        <translation>실행할 수 없습니다: %1</translation>
    </message>
    <message>
        <source>Run %1 queued: wrctl %2</source>
        <translation>실행 %1 대기 중: wrctl %2</translation>
    </message>
    <message>
        <source>Prepared a run on a fresh store like %1 (%2); the open store itself is not touched.</source>
        <translation>%1 같은 새 저장소에서 실행을 준비했습니다(%2). 열려 있는 저장소 자체는 건드리지 않습니다.</translation>
    </message>
    <message numerus="yes">
        <source>Run %1 started: %Ln trial(s), build %2</source>
        <translation>
            <numerusform>실행 %1 시작: 시행 %Ln회, 빌드 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Trial %1 of %2: %3 %4 %5, repetition %6</source>
        <translation>시행 %1/%2: %3 %4 %5, 반복 %6</translation>
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
        <translation>시행 실패: %1</translation>
    </message>
    <message>
        <source>Run %1: %2</source>
        <translation>실행 %1: %2</translation>
    </message>
    <message>
        <source>Cannot open the run in %1: %2</source>
        <translation>%1의 실행을 열 수 없습니다: %2</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>&amp;Queue</source>
        <translation>대기열(&amp;Q)</translation>
    </message>
    <message>
        <source>Running for %1 s</source>
        <translation>%1초째 실행 중</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>유휴</translation>
    </message>
    <message numerus="yes">
        <source>; %Ln run(s) queued</source>
        <translation>
            <numerusform>; 실행 %Ln개 대기 중</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop the benchmark?</source>
        <translation>벤치마크를 중지하시겠습니까?</translation>
    </message>
    <message>
        <source>A benchmark is running. Stop it and close? What finished is kept.</source>
        <translation>벤치마크가 실행 중입니다. 중지하고 닫으시겠습니까? 완료된 부분은 보존됩니다.</translation>
    </message>
</context>
<context>
    <name>wr::gui::Bookmarks</name>
    <message>
        <source>&amp;Remove Bookmark</source>
        <translation>책갈피 제거(&amp;R)</translation>
    </message>
</context>
<context>
    <name>wr::gui::ChangeState</name>
    <message>
        <source>Staged: added (not written yet)</source>
        <translation>스테이징: 추가됨(아직 기록되지 않음)</translation>
    </message>
    <message>
        <source>Staged: changed (not written yet)</source>
        <translation>스테이징: 변경됨(아직 기록되지 않음)</translation>
    </message>
    <message>
        <source>Staged: renamed from %1 (not written yet)</source>
        <translation>스테이징: %1에서 이름 바뀜(아직 기록되지 않음)</translation>
    </message>
    <message>
        <source>Staged: deleted (not written yet)</source>
        <translation>스테이징: 삭제됨(아직 기록되지 않음)</translation>
    </message>
</context>
<context>
    <name>wr::gui::ChunkMap</name>
    <message>
        <source>live</source>
        <translation>유효</translation>
    </message>
    <message>
        <source>invalidated</source>
        <translation>무효화됨</translation>
    </message>
    <message>
        <source>tombstone</source>
        <translation>툼스톤</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>손상됨</translation>
    </message>
    <message numerus="yes">
        <source>%Ln tombstone(s)</source>
        <translation>
            <numerusform>툼스톤 %Ln개</numerusform>
        </translation>
    </message>
    <message>
        <source>%1% fragmented</source>
        <translation>%1% 단편화</translation>
    </message>
</context>
<context>
    <name>wr::gui::ChunkMapModel</name>
    <message numerus="yes">
        <source>%Ln item(s)</source>
        <translation>
            <numerusform>항목 %Ln개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln block(s)</source>
        <translation>
            <numerusform>블록 %Ln개</numerusform>
        </translation>
    </message>
    <message>
        <source>Chunk / offset</source>
        <translation>청크 / 오프셋</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>길이</translation>
    </message>
    <message>
        <source>State</source>
        <translation>상태</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>키</translation>
    </message>
</context>
<context>
    <name>wr::gui::ChunkMapPanel</name>
    <message>
        <source>&amp;Read the Map</source>
        <translation>맵 읽기(&amp;R)</translation>
    </message>
    <message>
        <source>Re&amp;allocate...</source>
        <translation>재배치(&amp;A)...</translation>
    </message>
    <message>
        <source>Read the data files again (the views close for a moment)</source>
        <translation>데이터 파일을 다시 읽습니다(보기가 잠시 닫힙니다)</translation>
    </message>
    <message>
        <source>Rewrite the live blocks and give the space of invalidated ones back</source>
        <translation>유효한 블록을 다시 쓰고 무효화된 블록의 공간을 돌려줍니다</translation>
    </message>
    <message>
        <source>Select a block to see its key and value.</source>
        <translation>블록을 선택하면 키와 값이 표시됩니다.</translation>
    </message>
    <message numerus="yes">
        <source>Value (%Ln byte(s)):</source>
        <translation>
            <numerusform>값(%Ln바이트):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln file(s), %2 live, %3 invalidated.</source>
        <translation>
            <numerusform>%1: 파일 %Ln개, 유효 %2, 무효화됨 %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>C&amp;ompact...</source>
        <translation>컴팩션(&amp;O)...</translation>
    </message>
    <message numerus="yes">
        <source>%1, block at offset %2, %Ln byte(s): %3</source>
        <translation>
            <numerusform>%1, 오프셋 %2의 블록, %Ln바이트: %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Key: %1</source>
        <translation>키: %1</translation>
    </message>
</context>
<context>
    <name>wr::gui::ChunkMapSource</name>
    <message>
        <source>WR-Store++ chunk files</source>
        <translation>WR-Store++ 청크 파일</translation>
    </message>
    <message>
        <source>The data directory holds no chunk files: a store in basic mode keeps one file per value.</source>
        <translation>데이터 디렉터리에 청크 파일이 없습니다: 기본 모드의 저장소는 값마다 파일을 하나씩 둡니다.</translation>
    </message>
    <message>
        <source>a torn block header at the end of the file</source>
        <translation>파일 끝에 잘린 블록 헤더</translation>
    </message>
    <message>
        <source>no block header here; the rest of the file is not read</source>
        <translation>여기에 블록 헤더가 없습니다. 파일의 나머지는 읽지 않습니다</translation>
    </message>
    <message>
        <source>a block that runs past the end of the file</source>
        <translation>파일 끝을 넘어가는 블록</translation>
    </message>
    <message>
        <source>ZDB data files</source>
        <translation>ZDB 데이터 파일</translation>
    </message>
    <message>
        <source>A compaction is under way: the previous table&apos;s files follow the current ones.</source>
        <translation>컴팩션이 진행 중입니다: 이전 테이블의 파일이 현재 파일 뒤에 나옵니다.</translation>
    </message>
    <message>
        <source> (previous table)</source>
        <translation> (이전 테이블)</translation>
    </message>
    <message>
        <source>bucket %1</source>
        <translation>버킷 %1</translation>
    </message>
    <message>
        <source>points at offset %1 of %2</source>
        <translation>%2의 오프셋 %1을(를) 가리킴</translation>
    </message>
</context>
<context>
    <name>wr::gui::ChunkMapView</name>
    <message numerus="yes">
        <source>%1   %2   %3   %Ln item(s)</source>
        <translation>
            <numerusform>%1   %2   %3   항목 %Ln개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1   %2   %3   %Ln block(s)</source>
        <translation>
            <numerusform>%1   %2   %3   블록 %Ln개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 at %2, %Ln byte(s)
%3</source>
        <translation>
            <numerusform>%2의 %1, %Ln바이트
%3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wr::gui::ClusterLayoutModel</name>
    <message>
        <source>server</source>
        <translation>서버</translation>
    </message>
    <message>
        <source>master</source>
        <translation>마스터</translation>
    </message>
    <message>
        <source>replica</source>
        <translation>복제본</translation>
    </message>
    <message>
        <source>replica of %1</source>
        <translation>%1의 복제본</translation>
    </message>
    <message>
        <source>all keys</source>
        <translation>모든 키</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%Ln slot(s))</source>
        <translation>
            <numerusform>%1 (슬롯 %Ln개)</numerusform>
        </translation>
    </message>
    <message>
        <source>no answer: %1</source>
        <translation>응답 없음: %1</translation>
    </message>
    <message>
        <source>link down</source>
        <translation>링크 끊김</translation>
    </message>
    <message>
        <source>importing slot %1 from %2</source>
        <translation>%2에서 슬롯 %1 가져오는 중</translation>
    </message>
    <message>
        <source>migrating slot %1 to %2</source>
        <translation>%2(으)로 슬롯 %1 이전 중</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>정상</translation>
    </message>
    <message>
        <source>Node id %1</source>
        <translation>노드 ID %1</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>노드</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>역할</translation>
    </message>
    <message>
        <source>Hash slots</source>
        <translation>해시 슬롯</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>키</translation>
    </message>
    <message>
        <source>State</source>
        <translation>상태</translation>
    </message>
</context>
<context>
    <name>wr::gui::ClusterView</name>
    <message>
        <source>&amp;Refresh</source>
        <translation>새로 고침(&amp;R)</translation>
    </message>
    <message>
        <source>Ask the nodes again for the cluster&apos;s layout and their key counts</source>
        <translation>노드에 클러스터 레이아웃과 키 개수를 다시 묻습니다</translation>
    </message>
    <message>
        <source>Asking the nodes…</source>
        <translation>노드에 묻는 중…</translation>
    </message>
    <message>
        <source>The layout could not be read: %1</source>
        <translation>레이아웃을 읽을 수 없습니다: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln key(s)</source>
        <translation>
            <numerusform>키 %Ln개</numerusform>
        </translation>
    </message>
    <message>
        <source>an unknown number of keys</source>
        <translation>알 수 없는 개수의 키</translation>
    </message>
    <message numerus="yes">
        <source>%Ln master(s)</source>
        <translation>
            <numerusform>마스터 %Ln개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln replica(s)</source>
        <translation>
            <numerusform>복제본 %Ln개</numerusform>
        </translation>
    </message>
    <message>
        <source>the masters hold %1. Read from %2.</source>
        <translation>마스터가 %1을(를) 보유합니다. %2에서 읽었습니다.</translation>
    </message>
    <message>
        <source>A single server holding %1.</source>
        <translation>%1을(를) 보유한 단일 서버입니다.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln node(s) did not answer: %1 (see State).</source>
        <translation>
            <numerusform>노드 %Ln개가 응답하지 않았습니다: %1(상태 참조).</numerusform>
        </translation>
    </message>
    <message>
        <source>Select a key in the Keys view to see its hash slot and the node that holds it.</source>
        <translation>키 보기에서 키를 선택하면 해시 슬롯과 그 키를 보유한 노드가 표시됩니다.</translation>
    </message>
    <message>
        <source>Key %1 is on the server %2.</source>
        <translation>키 %1은(는) 서버 %2에 있습니다.</translation>
    </message>
    <message>
        <source>Key %1: hash slot %2, held by %3 (marked in bold).</source>
        <translation>키 %1: 해시 슬롯 %2, %3이(가) 보유(굵게 표시).</translation>
    </message>
    <message>
        <source>Key %1: hash slot %2; no master serves it.</source>
        <translation>키 %1: 해시 슬롯 %2. 이 슬롯을 맡은 마스터가 없습니다.</translation>
    </message>
    <message>
        <source>Key %1: hash slot %2.</source>
        <translation>키 %1: 해시 슬롯 %2.</translation>
    </message>
</context>
<context>
    <name>wr::gui::CustomWorkloadEditor</name>
    <message>
        <source>The shares below</source>
        <translation>아래 비율</translation>
    </message>
    <message>
        <source>YCSB workload %1</source>
        <translation>YCSB 워크로드 %1</translation>
    </message>
    <message>
        <source> bytes</source>
        <translation> 바이트</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>무작위</translation>
    </message>
    <message>
        <source>Sequential</source>
        <translation>순차</translation>
    </message>
    <message>
        <source>Zipfian</source>
        <translation>Zipfian</translation>
    </message>
    <message>
        <source>Cold: time the store&apos;s open, no read pass first</source>
        <translation>콜드: 저장소 열기 시간을 재며, 먼저 읽기 패스를 하지 않음</translation>
    </message>
    <message>
        <source>read</source>
        <translation>읽기</translation>
    </message>
    <message>
        <source>write</source>
        <translation>쓰기</translation>
    </message>
    <message>
        <source>insert</source>
        <translation>삽입</translation>
    </message>
    <message>
        <source>delete</source>
        <translation>삭제</translation>
    </message>
    <message>
        <source>scan</source>
        <translation>스캔</translation>
    </message>
    <message>
        <source>to</source>
        <translation>~</translation>
    </message>
    <message>
        <source>Records loaded:</source>
        <translation>적재할 레코드:</translation>
    </message>
    <message>
        <source>Operations:</source>
        <translation>작업:</translation>
    </message>
    <message>
        <source>Mix:</source>
        <translation>구성비:</translation>
    </message>
    <message>
        <source>Value sizes:</source>
        <translation>값 크기:</translation>
    </message>
    <message>
        <source>Key order:</source>
        <translation>키 순서:</translation>
    </message>
</context>
<context>
    <name>wr::gui::DataInterpreterModel</name>
    <message>
        <source>(out of range)</source>
        <translation>(범위 밖)</translation>
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
        <translation>Unix 시간(초, 32비트)</translation>
    </message>
    <message>
        <source>Unix time (s, 64-bit)</source>
        <translation>Unix 시간(초, 64비트)</translation>
    </message>
    <message>
        <source>Unix time (ms, 64-bit)</source>
        <translation>Unix 시간(밀리초, 64비트)</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>형식</translation>
    </message>
    <message>
        <source>Little-endian</source>
        <translation>리틀 엔디언</translation>
    </message>
    <message>
        <source>Big-endian</source>
        <translation>빅 엔디언</translation>
    </message>
</context>
<context>
    <name>wr::gui::HexView</name>
    <message>
        <source>Offset</source>
        <translation>오프셋</translation>
    </message>
</context>
<context>
    <name>wr::gui::HivePage</name>
    <message>
        <source>the root key</source>
        <translation>루트 키</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>%1 가져오기</translation>
    </message>
    <message>
        <source>(Default)</source>
        <translation>(기본값)</translation>
    </message>
    <message>
        <source>Registry</source>
        <translation>레지스트리</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>통계</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>%1 열기</translation>
    </message>
    <message numerus="yes">
        <source>%Ln subkey(s) at the root, opened %1 in %2 ms</source>
        <translation>
            <numerusform>루트에 하위 키 %Ln개, %1으로 열림, %2ms 소요</numerusform>
        </translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>읽기 전용</translation>
    </message>
    <message>
        <source>for writing</source>
        <translation>쓰기용</translation>
    </message>
    <message>
        <source>Recover %1</source>
        <translation>%1 복구</translation>
    </message>
    <message numerus="yes">
        <source>%Ln key(s) written to %1</source>
        <translation>
            <numerusform>키 %Ln개를 %1에 기록했습니다</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln value(s) written to %1</source>
        <translation>
            <numerusform>값 %Ln개를 %1에 기록했습니다</numerusform>
        </translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>%1 내보내기</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>내용</translation>
    </message>
    <message>
        <source>There is no key %1; the deepest key on the way is selected.</source>
        <translation>키 %1이(가) 없습니다. 가는 길에 있는 가장 깊은 키를 선택했습니다.</translation>
    </message>
    <message numerus="yes">
        <source>Write %Ln change(s)</source>
        <translation>
            <numerusform>변경 %Ln개 기록</numerusform>
        </translation>
    </message>
    <message>
        <source>Opening %1</source>
        <translation>%1 여는 중</translation>
    </message>
    <message>
        <source>New Key</source>
        <translation>새 키</translation>
    </message>
    <message>
        <source>Name of the new subkey of %1:</source>
        <translation>%1의 새 하위 키 이름:</translation>
    </message>
    <message>
        <source>New key</source>
        <translation>새 키</translation>
    </message>
    <message>
        <source>New Value of %1</source>
        <translation>%1의 새 값</translation>
    </message>
    <message>
        <source>New value</source>
        <translation>새 값</translation>
    </message>
    <message>
        <source>Modify %1</source>
        <translation>%1 수정</translation>
    </message>
    <message>
        <source>Modify value</source>
        <translation>값 수정</translation>
    </message>
    <message>
        <source>Rename Value</source>
        <translation>값 이름 바꾸기</translation>
    </message>
    <message>
        <source>New name of %1:</source>
        <translation>%1의 새 이름:</translation>
    </message>
    <message>
        <source>Rename value</source>
        <translation>값 이름 바꾸기</translation>
    </message>
    <message>
        <source>Rename Key</source>
        <translation>키 이름 바꾸기</translation>
    </message>
    <message>
        <source>Rename key</source>
        <translation>키 이름 바꾸기</translation>
    </message>
    <message>
        <source>The deletion is staged: nothing changes in the store until you write the changes (File &gt; Write Changes).</source>
        <translation>삭제가 스테이징되었습니다: 변경을 기록하기 전까지(파일 &gt; 변경 기록) 저장소는 바뀌지 않습니다.</translation>
    </message>
    <message numerus="yes">
        <source>  and %n more</source>
        <translation>
            <numerusform>  외 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete Values</source>
        <translation>값 삭제</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n value(s) of %1?</source>
        <translation>
            <numerusform>%1의 값 %n개를 삭제하시겠습니까?</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete values</source>
        <translation>값 삭제</translation>
    </message>
    <message>
        <source>Delete the key %1?</source>
        <translation>키 %1을(를) 삭제하시겠습니까?</translation>
    </message>
    <message>
        <source>It has %1 and %2; they and everything below them are deleted with it.</source>
        <translation>이 키에는 %1와(과) %2이(가) 있습니다. 이들과 그 아래의 모든 것이 함께 삭제됩니다.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln subkey(s)</source>
        <translation>
            <numerusform>하위 키 %Ln개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln value(s)</source>
        <translation>
            <numerusform>값 %Ln개</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete Key</source>
        <translation>키 삭제</translation>
    </message>
    <message>
        <source>Delete key</source>
        <translation>키 삭제</translation>
    </message>
    <message>
        <source>Import .reg File</source>
        <translation>.reg 파일 가져오기</translation>
    </message>
    <message>
        <source>Registry files (*.reg);;All files (*)</source>
        <translation>레지스트리 파일 (*.reg);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Reading %1</source>
        <translation>%1 읽는 중</translation>
    </message>
    <message>
        <source>Cancelled after the preview; nothing was staged</source>
        <translation>미리 보기 후 취소했습니다. 스테이징된 것이 없습니다</translation>
    </message>
    <message>
        <source>waits for the store to be open for writing</source>
        <translation>저장소가 쓰기용으로 열리기를 기다림</translation>
    </message>
    <message>
        <source>The import of %1 is staged once the store is open for writing (Tools &gt; Writable).</source>
        <translation>%1 가져오기는 저장소가 쓰기용으로 열리면 스테이징됩니다(도구 &gt; 쓰기 가능).</translation>
    </message>
    <message numerus="yes">
        <source>%Ln change(s) staged; File &gt; Write Changes writes them</source>
        <translation>
            <numerusform>변경 %Ln개가 스테이징되었습니다. 파일 &gt; 변경 기록으로 기록합니다</numerusform>
        </translation>
    </message>
    <message>
        <source>Registry files (*.reg)</source>
        <translation>레지스트리 파일 (*.reg)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 파일 (*.csv)</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON 파일 (*.json)</translation>
    </message>
    <message>
        <source>Exporting %1</source>
        <translation>%1 내보내는 중</translation>
    </message>
    <message>
        <source>Hive</source>
        <translation>하이브</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>위치</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>모드</translation>
    </message>
    <message>
        <source>read-write</source>
        <translation>읽기/쓰기</translation>
    </message>
    <message>
        <source>Opened in</source>
        <translation>여는 데 걸린 시간</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1ms</translation>
    </message>
    <message>
        <source>Recovery</source>
        <translation>복구</translation>
    </message>
    <message>
        <source>opened clean</source>
        <translation>정상적으로 열림</translation>
    </message>
    <message>
        <source>Last write: %1</source>
        <translation>마지막 기록: %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>알 수 없음</translation>
    </message>
    <message numerus="yes">
        <source>%Ln staged change(s)</source>
        <translation>
            <numerusform>스테이징된 변경 %Ln개</numerusform>
        </translation>
    </message>
    <message>
        <source>Read-only Windows hive file</source>
        <translation>읽기 전용 Windows 하이브 파일</translation>
    </message>
</context>
<context>
    <name>wr::gui::ImportChange</name>
    <message>
        <source>Add key</source>
        <translation>키 추가</translation>
    </message>
    <message>
        <source>Delete key</source>
        <translation>키 삭제</translation>
    </message>
    <message>
        <source>Add value</source>
        <translation>값 추가</translation>
    </message>
    <message>
        <source>Change value</source>
        <translation>값 변경</translation>
    </message>
    <message>
        <source>Delete value</source>
        <translation>값 삭제</translation>
    </message>
</context>
<context>
    <name>wr::gui::ImportPreviewDialog</name>
    <message>
        <source>Import %1</source>
        <translation>%1 가져오기</translation>
    </message>
    <message numerus="yes">
        <source>add %n key(s)</source>
        <translation>
            <numerusform>키 %n개 추가</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>delete %n key(s) with everything below them</source>
        <translation>
            <numerusform>키 %n개와 그 아래 모든 것 삭제</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>add %n value(s)</source>
        <translation>
            <numerusform>값 %n개 추가</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>change %n value(s)</source>
        <translation>
            <numerusform>값 %n개 변경</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>delete %n value(s)</source>
        <translation>
            <numerusform>값 %n개 삭제</numerusform>
        </translation>
    </message>
    <message>
        <source>Importing %1 would change nothing.</source>
        <translation>%1을(를) 가져와도 바뀌는 것이 없습니다.</translation>
    </message>
    <message>
        <source>Importing %1 would %2.</source>
        <translation>%1을(를) 가져오면 다음을 합니다: %2.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>%Ln value(s) already hold what the file sets.</source>
        <translation>
            <numerusform>값 %Ln개는 이미 파일이 설정하는 내용을 담고 있습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Staging the import changes nothing yet: the changes are written with File &gt; Write Changes, or dropped with File &gt; Revert Changes.</source>
        <translation>가져오기를 스테이징해도 아직 바뀌는 것은 없습니다: 변경은 파일 &gt; 변경 기록으로 기록되거나 파일 &gt; 변경 되돌리기로 버려집니다.</translation>
    </message>
    <message>
        <source>&amp;Stage Import</source>
        <translation>가져오기 스테이징(&amp;S)</translation>
    </message>
    <message>
        <source>Open for &amp;Writing and Stage</source>
        <translation>쓰기용으로 열고 스테이징(&amp;W)</translation>
    </message>
    <message>
        <source>The store is open read-only: it is reopened for writing (you are asked first), then the import is staged</source>
        <translation>저장소가 읽기 전용으로 열려 있습니다: 먼저 묻고 나서 쓰기용으로 다시 연 다음 가져오기를 스테이징합니다</translation>
    </message>
</context>
<context>
    <name>wr::gui::ImportPreviewModel</name>
    <message>
        <source>(root)</source>
        <translation>(루트)</translation>
    </message>
    <message>
        <source>(Default)</source>
        <translation>(기본값)</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>변경</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>키</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>값</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>이전</translation>
    </message>
    <message>
        <source>After</source>
        <translation>이후</translation>
    </message>
</context>
<context>
    <name>wr::gui::KeyFilter</name>
    <message>
        <source>containing</source>
        <translation>포함</translation>
    </message>
    <message>
        <source>starting with</source>
        <translation>다음으로 시작</translation>
    </message>
    <message>
        <source>matching the regex</source>
        <translation>정규식과 일치</translation>
    </message>
    <message>
        <source>Filter the keys</source>
        <translation>키 필터</translation>
    </message>
    <message>
        <source>Lists only the keys that match, found by a pass over the store. Type \xNN for any byte.</source>
        <translation>일치하는 키만 나열하며, 저장소를 한 번 훑어 찾습니다. 임의의 바이트는 \xNN으로 입력하세요.</translation>
    </message>
    <message>
        <source>F&amp;ilter keys</source>
        <translation>키 필터(&amp;I)</translation>
    </message>
    <message>
        <source>Filtering… matching so far: %1.</source>
        <translation>필터링 중… 지금까지 일치: %1.</translation>
    </message>
    <message>
        <source>Stopped: %1 of %2 keys looked at match the filter.</source>
        <translation>중지됨: 살펴본 키 %2개 중 %1개가 필터와 일치합니다.</translation>
    </message>
    <message>
        <source>Matching the filter: %1 of %2 keys.</source>
        <translation>필터와 일치: 키 %2개 중 %1개.</translation>
    </message>
</context>
<context>
    <name>wr::gui::KeyLocator</name>
    <message>
        <source>&amp;Reveal</source>
        <translation>표시(&amp;R)</translation>
    </message>
    <message>
        <source>A key of the store, e.g. 792479 (\xNN for any byte)</source>
        <translation>저장소의 키, 예: 792479(임의의 바이트는 \xNN)</translation>
    </message>
    <message>
        <source>Select the key&apos;s leaf in the index tree</source>
        <translation>인덱스 트리에서 키의 리프를 선택합니다</translation>
    </message>
    <message>
        <source>Find &amp;key:</source>
        <translation>키 찾기(&amp;K):</translation>
    </message>
    <message>
        <source>MD5:</source>
        <translation>MD5:</translation>
    </message>
    <message>
        <source>Leaf:</source>
        <translation>리프:</translation>
    </message>
    <message>
        <source>Value name:</source>
        <translation>값 이름:</translation>
    </message>
    <message>
        <source>&lt;i&gt;type a key&lt;/i&gt;</source>
        <translation>&lt;i&gt;키를 입력하세요&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;reading the store&apos;s layout&lt;/i&gt;</source>
        <translation>&lt;i&gt;저장소 레이아웃을 읽는 중&lt;/i&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%Ln level(s) of %1 hex characters (%2)</source>
        <translation>
            <numerusform>16진수 %1자씩 %Ln단계(%2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wr::gui::KeyPlacementPanel</name>
    <message>
        <source>a key, \xNN for any byte</source>
        <translation>키, 임의의 바이트는 \xNN</translation>
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
        <translation>찾기(&amp;F)</translation>
    </message>
    <message>
        <source>Look the key up in the open store</source>
        <translation>열린 저장소에서 키를 찾습니다</translation>
    </message>
    <message>
        <source>A pair is a registry value named after its key, under the subkeys that the first WR_D × WR_L hex characters of the key&apos;s MD5 name.</source>
        <translation>쌍은 키 이름을 딴 레지스트리 값이며, 키의 MD5에서 앞의 WR_D × WR_L개 16진수 문자가 가리키는 하위 키 아래에 있습니다.</translation>
    </message>
    <message>
        <source>Key:</source>
        <translation>키:</translation>
    </message>
    <message>
        <source>Index:</source>
        <translation>인덱스:</translation>
    </message>
    <message>
        <source>MD5:</source>
        <translation>MD5:</translation>
    </message>
    <message>
        <source>Registry key:</source>
        <translation>레지스트리 키:</translation>
    </message>
    <message>
        <source>Value name:</source>
        <translation>값 이름:</translation>
    </message>
    <message>
        <source>In the store:</source>
        <translation>저장소에서:</translation>
    </message>
    <message>
        <source>found, at least %1</source>
        <translation>찾음, 최소 %1</translation>
    </message>
    <message>
        <source>found, %1</source>
        <translation>찾음, %1</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>찾지 못함</translation>
    </message>
    <message>
        <source>no store is open</source>
        <translation>열린 저장소가 없음</translation>
    </message>
    <message>
        <source>looking…</source>
        <translation>찾는 중…</translation>
    </message>
</context>
<context>
    <name>wr::gui::KeyRowsModel</name>
    <message>
        <source>%1
Staged: deleted when the changes are written (File &gt; Write Changes).</source>
        <translation>%1
스테이징: 변경을 기록하면 삭제됩니다(파일 &gt; 변경 기록).</translation>
    </message>
    <message numerus="yes">
        <source>%1
Staged: a new value (%Ln byte(s)) is set when the changes are written (File &gt; Write Changes).</source>
        <translation>
            <numerusform>%1
스테이징: 변경을 기록하면 새 값(%Ln바이트)이 설정됩니다(파일 &gt; 변경 기록).</numerusform>
        </translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>불러오는 중…</translation>
    </message>
    <message numerus="yes">
        <source>%1
%Ln byte(s)</source>
        <translation>
            <numerusform>%1
%Ln바이트</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (staged)</source>
        <translation>%1 (스테이징됨)</translation>
    </message>
    <message>
        <source>(removed)</source>
        <translation>(제거됨)</translation>
    </message>
    <message>
        <source>(unreadable)</source>
        <translation>(읽을 수 없음)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <translation>
            <numerusform>%Ln바이트</numerusform>
        </translation>
    </message>
    <message>
        <source>≥ %1</source>
        <translation>≥ %1</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>키</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>크기</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>값</translation>
    </message>
</context>
<context>
    <name>wr::gui::KeySearch</name>
    <message>
        <source>Enter a regular expression.</source>
        <translation>정규식을 입력하세요.</translation>
    </message>
    <message>
        <source>The regular expression is invalid at character %1: %2.</source>
        <translation>정규식의 %1번째 문자가 잘못되었습니다: %2.</translation>
    </message>
</context>
<context>
    <name>wr::gui::KeyTreeModel</name>
    <message numerus="yes">
        <source>%Ln subkey(s)</source>
        <translation>
            <numerusform>하위 키 %Ln개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln value(s)</source>
        <translation>
            <numerusform>값 %Ln개</numerusform>
        </translation>
    </message>
    <message>
        <source>Key</source>
        <translation>키</translation>
    </message>
    <message>
        <source>Subkeys</source>
        <translation>하위 키</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>값</translation>
    </message>
</context>
<context>
    <name>wr::gui::KvBrowser</name>
    <message>
        <source>All keys</source>
        <translation>모든 키</translation>
    </message>
    <message>
        <source>Search results</source>
        <translation>검색 결과</translation>
    </message>
    <message>
        <source>C&amp;ount Keys</source>
        <translation>키 세기(&amp;O)</translation>
    </message>
    <message>
        <source>The count shown is an estimate: count every key, in the background</source>
        <translation>표시된 개수는 추정치입니다: 백그라운드에서 모든 키를 셉니다</translation>
    </message>
    <message>
        <source>Where the key lives in the registry index</source>
        <translation>레지스트리 인덱스에서 키가 있는 곳</translation>
    </message>
    <message>
        <source>Reading the value… %1</source>
        <translation>값 읽는 중… %1</translation>
    </message>
    <message>
        <source>The store has no key %1.</source>
        <translation>저장소에 키 %1이(가) 없습니다.</translation>
    </message>
    <message>
        <source>Reading the value of %1…</source>
        <translation>%1의 값 읽는 중…</translation>
    </message>
    <message>
        <source>No store is open.</source>
        <translation>열린 저장소가 없습니다.</translation>
    </message>
    <message>
        <source>Listing the keys…</source>
        <translation>키 나열 중…</translation>
    </message>
    <message>
        <source>The store has no keys.</source>
        <translation>저장소에 키가 없습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln key(s)</source>
        <translation>
            <numerusform>키 %Ln개</numerusform>
        </translation>
    </message>
    <message>
        <source>%1+ keys, counting…</source>
        <translation>키 %1개 이상, 세는 중…</translation>
    </message>
    <message numerus="yes">
        <source>about %Ln key(s)</source>
        <translation>
            <numerusform>키 약 %Ln개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %Ln key(s) (%1)</source>
        <translation>
            <numerusform>키 약 %Ln개(%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>Rows %1–%2 of %3.</source>
        <translation>%3행 중 %1–%2행.</translation>
    </message>
</context>
<context>
    <name>wr::gui::KvClipboard</name>
    <message>
        <source>&amp;Copy Key</source>
        <translation>키 복사(&amp;C)</translation>
    </message>
    <message>
        <source>Copy &amp;Value</source>
        <translation>값 복사(&amp;V)</translation>
    </message>
    <message>
        <source>Copy &amp;Row</source>
        <translation>행 복사(&amp;R)</translation>
    </message>
    <message>
        <source>Copy the selected keys, one per line, escaped as the list shows them</source>
        <translation>선택한 키를 목록에 보이는 대로 이스케이프하여 한 줄에 하나씩 복사합니다</translation>
    </message>
    <message>
        <source>Copy the selected key&apos;s value: as text when it is text, else as hex bytes</source>
        <translation>선택한 키의 값을 복사합니다: 텍스트이면 텍스트로, 아니면 16진수 바이트로</translation>
    </message>
    <message>
        <source>Copy the selected rows: key, size and preview, tab-separated</source>
        <translation>선택한 행을 복사합니다: 키, 크기, 미리 보기를 탭으로 구분</translation>
    </message>
</context>
<context>
    <name>wr::gui::KvEdit</name>
    <message>
        <source>Delete %1</source>
        <translation>%1 삭제</translation>
    </message>
    <message>
        <source>Set %1 (%2)</source>
        <translation>%1 설정(%2)</translation>
    </message>
</context>
<context>
    <name>wr::gui::KvEditor</name>
    <message>
        <source>%1 is open read-only; reopen it for writing to edit it</source>
        <translation>%1은(는) 읽기 전용으로 열려 있습니다. 편집하려면 쓰기용으로 다시 여세요</translation>
    </message>
    <message>
        <source>the staged changes are being written</source>
        <translation>스테이징된 변경을 기록하는 중입니다</translation>
    </message>
    <message>
        <source>a key cannot be empty</source>
        <translation>키는 비어 있을 수 없습니다</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n entries</source>
        <translation>
            <numerusform>항목 %n개 삭제</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wr::gui::KvEntryDialog</name>
    <message>
        <source>New Entry</source>
        <translation>새 항목</translation>
    </message>
    <message>
        <source>the key; \xNN for any byte</source>
        <translation>키. 임의의 바이트는 \xNN</translation>
    </message>
    <message>
        <source>Text (UTF-8)</source>
        <translation>텍스트(UTF-8)</translation>
    </message>
    <message>
        <source>Hex bytes</source>
        <translation>16진수 바이트</translation>
    </message>
    <message>
        <source>Load from File...</source>
        <translation>파일에서 불러오기...</translation>
    </message>
    <message>
        <source>&amp;Key:</source>
        <translation>키(&amp;K):</translation>
    </message>
    <message>
        <source>Value as:</source>
        <translation>값 형식:</translation>
    </message>
    <message>
        <source>&amp;Value:</source>
        <translation>값(&amp;V):</translation>
    </message>
    <message>
        <source>Modify Value</source>
        <translation>값 수정</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1을(를) 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2; values that large are written with wrctl.</source>
        <translation>%1이(가) %2보다 큽니다. 그렇게 큰 값은 wrctl로 기록합니다.</translation>
    </message>
    <message>
        <source>Load the Value from a File</source>
        <translation>파일에서 값 불러오기</translation>
    </message>
    <message>
        <source>Type a key.</source>
        <translation>키를 입력하세요.</translation>
    </message>
    <message>
        <source>The value is not hex bytes: pairs of 0-9 and a-f, spaces allowed.</source>
        <translation>값이 16진수 바이트가 아닙니다: 0-9와 a-f의 쌍이어야 하며, 공백은 허용됩니다.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s); staged until File &gt; Write Changes.</source>
        <translation>
            <numerusform>%Ln바이트. 파일 &gt; 변경 기록 전까지 스테이징됩니다.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wr::gui::KvPairExport</name>
    <message numerus="yes">
        <source>%Ln pair(s), %1</source>
        <translation>
            <numerusform>쌍 %Ln개, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln selected key(s) no longer in the store</source>
        <translation>
            <numerusform>선택한 키 %Ln개가 더 이상 저장소에 없습니다</numerusform>
        </translation>
    </message>
    <message>
        <source>about %1</source>
        <translation>약 %1</translation>
    </message>
    <message>
        <source>an unknown number of</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <source>the search results</source>
        <translation>검색 결과</translation>
    </message>
    <message>
        <source>the key list</source>
        <translation>키 목록</translation>
    </message>
    <message>
        <source>the whole store</source>
        <translation>저장소 전체</translation>
    </message>
    <message numerus="yes">
        <source>%Ln selected pair(s)</source>
        <translation>
            <numerusform>선택한 쌍 %Ln개</numerusform>
        </translation>
    </message>
    <message>
        <source>Export %1 to %2</source>
        <translation>%1을(를) %2(으)로 내보내기</translation>
    </message>
</context>
<context>
    <name>wr::gui::KvPairImport</name>
    <message>
        <source>Import Pairs</source>
        <translation>쌍 가져오기</translation>
    </message>
    <message>
        <source>Pairs (*.csv *.jsonl);;CSV files (*.csv);;JSON lines files (*.jsonl);;All files (*)</source>
        <translation>쌍 (*.csv *.jsonl);;CSV 파일 (*.csv);;JSON Lines 파일 (*.jsonl);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>%1 가져오기</translation>
    </message>
    <message>
        <source>nothing was staged</source>
        <translation>스테이징된 것이 없습니다</translation>
    </message>
    <message numerus="yes">
        <source>%Ln pair(s) staged, not written yet (File &gt; Write Changes)</source>
        <translation>
            <numerusform>쌍 %Ln개가 스테이징되었으며 아직 기록되지 않았습니다(파일 &gt; 변경 기록)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wr::gui::KvSearchBar</name>
    <message>
        <source>Match &amp;case</source>
        <translation>대소문자 구분(&amp;C)</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>키</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>값</translation>
    </message>
    <message>
        <source>starting with</source>
        <translation>다음으로 시작</translation>
    </message>
    <message>
        <source>containing</source>
        <translation>포함</translation>
    </message>
    <message>
        <source>matching the regex</source>
        <translation>정규식과 일치</translation>
    </message>
    <message>
        <source>user/42/  or  ^tweet:\d+7$</source>
        <translation>user/42/  또는  ^tweet:\d+7$</translation>
    </message>
    <message>
        <source>Type \xNN for any byte and \\ for a backslash in a prefix.</source>
        <translation>접두사에서 임의의 바이트는 \xNN, 백슬래시는 \\로 입력하세요.</translation>
    </message>
    <message>
        <source>Recent searches</source>
        <translation>최근 검색</translation>
    </message>
    <message>
        <source>the whole store</source>
        <translation>저장소 전체</translation>
    </message>
    <message>
        <source>Search only keys that start with this prefix (a subtree such as user/42/).</source>
        <translation>이 접두사로 시작하는 키만 검색합니다(user/42/ 같은 하위 트리).</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>찾기</translation>
    </message>
    <message>
        <source>within keys starting with</source>
        <translation>다음으로 시작하는 키 안에서</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>중지(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>검색(&amp;S)</translation>
    </message>
    <message>
        <source>No recent searches</source>
        <translation>최근 검색 없음</translation>
    </message>
    <message numerus="yes">
        <source>Searching… %Ln key(s) scanned, %1 found</source>
        <translation>
            <numerusform>검색 중… 키 %Ln개 검사, %1개 찾음</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1초</translation>
    </message>
    <message numerus="yes">
        <source>%1 found among %Ln key(s) in %2</source>
        <translation>
            <numerusform>키 %Ln개 중 %1개 찾음, %2 소요</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped: %1.</source>
        <translation>중지됨: %1.</translation>
    </message>
    <message>
        <source>Stopped at the first %1 matches: %2.</source>
        <translation>처음 일치한 %1개에서 중지됨: %2.</translation>
    </message>
    <message>
        <source>Done: %1.</source>
        <translation>완료: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln value(s) could not be read (%1).</source>
        <translation>
            <numerusform>값 %Ln개를 읽을 수 없습니다(%1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wr::gui::KvSession</name>
    <message>
        <source>Open %1</source>
        <translation>%1 열기</translation>
    </message>
    <message>
        <source>List the keys</source>
        <translation>키 나열</translation>
    </message>
    <message>
        <source>List the keys from position %1</source>
        <translation>%1번째 위치부터 키 나열</translation>
    </message>
    <message>
        <source>Go to the key %1</source>
        <translation>키 %1(으)로 이동</translation>
    </message>
    <message>
        <source>Read values</source>
        <translation>값 읽기</translation>
    </message>
    <message>
        <source>Count every key</source>
        <translation>모든 키 세기</translation>
    </message>
    <message>
        <source>Count the keys</source>
        <translation>키 세기</translation>
    </message>
    <message>
        <source>Query the store&apos;s statistics</source>
        <translation>저장소 통계 조회</translation>
    </message>
    <message>
        <source>Read the value of %1</source>
        <translation>%1의 값 읽기</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>검색</translation>
    </message>
    <message numerus="yes">
        <source>Write %n change(s)</source>
        <translation>
            <numerusform>변경 %n개 기록</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wr::gui::KvStorePage</name>
    <message numerus="yes">
        <source>Checked %Ln entry(ies) (%1).</source>
        <translation>
            <numerusform>항목 %Ln개를 검사했습니다(%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>문제가 없습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln problem(s):</source>
        <translation>
            <numerusform>문제 %Ln개:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln orphan(s), data no index entry names:</source>
        <translation>
            <numerusform>고아 %Ln개, 어떤 인덱스 항목도 가리키지 않는 데이터:</numerusform>
        </translation>
    </message>
    <message>
        <source>Registry (the whole hive)</source>
        <translation>레지스트리(하이브 전체)</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>키</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>통계</translation>
    </message>
    <message numerus="yes">
        <source>Write %Ln change(s)</source>
        <translation>
            <numerusform>변경 %Ln개 기록</numerusform>
        </translation>
    </message>
    <message>
        <source>every change is still staged: write again, or revert</source>
        <translation>모든 변경이 아직 스테이징되어 있습니다: 다시 기록하거나 되돌리세요</translation>
    </message>
    <message>
        <source>The store has no key %1.</source>
        <translation>저장소에 키 %1이(가) 없습니다.</translation>
    </message>
    <message>
        <source>C&amp;ount Keys</source>
        <translation>키 세기(&amp;O)</translation>
    </message>
    <message>
        <source>Counting the keys</source>
        <translation>키 세는 중</translation>
    </message>
    <message>
        <source>Count the keys of %1</source>
        <translation>%1의 키 세기</translation>
    </message>
    <message numerus="yes">
        <source>%Ln key(s)</source>
        <translation>
            <numerusform>키 %Ln개</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (every key counted)</source>
        <translation>%1(모든 키를 셈)</translation>
    </message>
    <message>
        <source>about %1 (%2; Count Keys counts every key)</source>
        <translation>약 %1(%2. 키 세기로 모든 키를 셉니다)</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>내용</translation>
    </message>
    <message>
        <source>On disk</source>
        <translation>디스크</translation>
    </message>
    <message>
        <source>In memory</source>
        <translation>메모리</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>엔진</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>%1 열기</translation>
    </message>
    <message>
        <source>read-only, in %1 ms</source>
        <translation>읽기 전용, %1ms 소요</translation>
    </message>
    <message>
        <source>for writing, in %1 ms</source>
        <translation>쓰기용, %1ms 소요</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>인덱스</translation>
    </message>
    <message>
        <source>The store has no key in leaf %1: the leaf does not exist.</source>
        <translation>저장소의 리프 %1에 키가 없습니다: 리프가 존재하지 않습니다.</translation>
    </message>
    <message>
        <source>Data Files</source>
        <translation>데이터 파일</translation>
    </message>
    <message>
        <source>Chunks</source>
        <translation>청크</translation>
    </message>
    <message>
        <source>Reallocation writes to the store: reopen it for writing first (Tools &gt; Writable).</source>
        <translation>재배치는 저장소에 기록합니다: 먼저 쓰기용으로 다시 여세요(도구 &gt; 쓰기 가능).</translation>
    </message>
    <message>
        <source>Compaction writes to the store: reopen it for writing first (Tools &gt; Writable).</source>
        <translation>컴팩션은 저장소에 기록합니다: 먼저 쓰기용으로 다시 여세요(도구 &gt; 쓰기 가능).</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>클러스터</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>서버</translation>
    </message>
    <message>
        <source>Opening %1</source>
        <translation>%1 여는 중</translation>
    </message>
    <message>
        <source>Opening the index of %1</source>
        <translation>%1의 인덱스 여는 중</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>취소됨</translation>
    </message>
    <message>
        <source>Read the layout of %1</source>
        <translation>%1의 레이아웃 읽기</translation>
    </message>
    <message>
        <source>%1 is not a REG_DWORD</source>
        <translation>%1은(는) REG_DWORD가 아닙니다</translation>
    </message>
    <message>
        <source>The store has no key %1: its leaf %2 holds no such value.</source>
        <translation>저장소에 키 %1이(가) 없습니다: 리프 %2에 그런 값이 없습니다.</translation>
    </message>
    <message>
        <source>Re&amp;allocate...</source>
        <translation>재배치(&amp;A)...</translation>
    </message>
    <message>
        <source>Staged value of %1, not written yet (File &gt; Write Changes).</source>
        <translation>%1의 스테이징된 값, 아직 기록되지 않음(파일 &gt; 변경 기록).</translation>
    </message>
    <message>
        <source>%1 is deleted by a staged change, not written yet (File &gt; Write Changes).</source>
        <translation>%1은(는) 스테이징된 변경으로 삭제되며, 아직 기록되지 않았습니다(파일 &gt; 변경 기록).</translation>
    </message>
    <message>
        <source>New entry</source>
        <translation>새 항목</translation>
    </message>
    <message>
        <source>The value of %1 is still being read.</source>
        <translation>%1의 값을 아직 읽는 중입니다.</translation>
    </message>
    <message>
        <source>The value of %1 is too large to edit here; use wrctl.</source>
        <translation>%1의 값이 너무 커서 여기서 편집할 수 없습니다. wrctl을 사용하세요.</translation>
    </message>
    <message>
        <source>Modify value</source>
        <translation>값 수정</translation>
    </message>
    <message>
        <source>Delete Entry</source>
        <translation>항목 삭제</translation>
    </message>
    <message>
        <source>Delete the entry %1 and its value (%2)?</source>
        <translation>항목 %1과(와) 그 값(%2)을 삭제하시겠습니까?</translation>
    </message>
    <message>
        <source>The deletion is staged: nothing changes in the store until you write the changes (File &gt; Write Changes).</source>
        <translation>삭제가 스테이징되었습니다: 변경을 기록하기 전까지(파일 &gt; 변경 기록) 저장소는 바뀌지 않습니다.</translation>
    </message>
    <message>
        <source>Delete entry</source>
        <translation>항목 삭제</translation>
    </message>
    <message numerus="yes">
        <source>%Ln staged change(s), not written yet.</source>
        <translation>
            <numerusform>스테이징된 변경 %Ln개, 아직 기록되지 않음.</numerusform>
        </translation>
    </message>
    <message>
        <source>Store</source>
        <translation>저장소</translation>
    </message>
    <message>
        <source>URI</source>
        <translation>URI</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>모드</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>읽기 전용</translation>
    </message>
    <message>
        <source>read-write</source>
        <translation>읽기/쓰기</translation>
    </message>
    <message>
        <source>Opened in</source>
        <translation>여는 데 걸린 시간</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1ms</translation>
    </message>
    <message>
        <source>counting…</source>
        <translation>세는 중…</translation>
    </message>
    <message>
        <source>started; the views are back when it ends</source>
        <translation>시작됨. 끝나면 보기가 돌아옵니다</translation>
    </message>
    <message>
        <source>Check %1</source>
        <translation>%1 검사</translation>
    </message>
    <message>
        <source>Reallocate %1?

The live blocks are rewritten in key order and the space of overwritten and deleted values is given back.</source>
        <translation>%1을(를) 재배치하시겠습니까?

유효한 블록을 키 순서로 다시 쓰고, 덮어쓰거나 삭제된 값의 공간을 돌려줍니다.</translation>
    </message>
    <message>
        <source>Compact %1?

Live values are rewritten and the space of overwritten and deleted ones is given back.</source>
        <translation>%1을(를) 컴팩션하시겠습니까?

유효한 값을 다시 쓰고, 덮어쓰거나 삭제된 값의 공간을 돌려줍니다.</translation>
    </message>
    <message>
        <source>Reallocate</source>
        <translation>재배치</translation>
    </message>
    <message>
        <source>Compact</source>
        <translation>컴팩션</translation>
    </message>
    <message>
        <source>The views close while it runs; Cancel stops it within a second and leaves the store consistent.</source>
        <translation>실행 중에는 보기가 닫힙니다. 취소하면 1초 안에 멈추고 저장소는 일관된 상태로 남습니다.</translation>
    </message>
    <message>
        <source>Reallocate %1</source>
        <translation>%1 재배치</translation>
    </message>
    <message>
        <source>Compact %1</source>
        <translation>%1 컴팩션</translation>
    </message>
    <message>
        <source>%1 reclaimed: %2 on disk before, %3 after</source>
        <translation>%1 회수: 이전 디스크 사용량 %2, 이후 %3</translation>
    </message>
    <message>
        <source>nothing reclaimed: %1 on disk before, %2 after</source>
        <translation>회수한 공간 없음: 이전 디스크 사용량 %1, 이후 %2</translation>
    </message>
    <message>
        <source>Read the data files of %1</source>
        <translation>%1의 데이터 파일 읽기</translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s)</source>
        <translation>
            <numerusform>파일 %Ln개</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wr::gui::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>언어(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;System Default</source>
        <translation>시스템 기본값(&amp;S)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>언어</translation>
    </message>
    <message>
        <source>WR Studio shows the new language the next time it starts.</source>
        <translation>새 언어는 WR Studio를 다음에 시작할 때 적용됩니다.</translation>
    </message>
</context>
<context>
    <name>wr::gui::LatencyChart</name>
    <message>
        <source>latency (µs)</source>
        <translation>지연 시간(µs)</translation>
    </message>
    <message>
        <source>step</source>
        <translation>단계</translation>
    </message>
    <message>
        <source>operations</source>
        <translation>작업</translation>
    </message>
    <message>
        <source>low (µs)</source>
        <translation>하한(µs)</translation>
    </message>
    <message>
        <source>high (µs)</source>
        <translation>상한(µs)</translation>
    </message>
    <message>
        <source>store</source>
        <translation>저장소</translation>
    </message>
    <message>
        <source>p50 (µs)</source>
        <translation>p50(µs)</translation>
    </message>
    <message>
        <source>p99 (µs)</source>
        <translation>p99(µs)</translation>
    </message>
    <message>
        <source>p99.9 (µs)</source>
        <translation>p99.9(µs)</translation>
    </message>
    <message>
        <source>Latency histogram: %1</source>
        <translation>지연 시간 히스토그램: %1</translation>
    </message>
    <message>
        <source>Latency percentiles</source>
        <translation>지연 시간 백분위수</translation>
    </message>
    <message numerus="yes">
        <source>%1 – %2 µs
%Ln operation(s)</source>
        <translation>
            <numerusform>%1 – %2 µs
작업 %Ln개</numerusform>
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
        <translation>읽기, 쓰기, 삭제의 평균(표 7)</translation>
    </message>
    <message>
        <source>Read throughput</source>
        <translation>읽기 처리량</translation>
    </message>
    <message>
        <source>Write throughput</source>
        <translation>쓰기 처리량</translation>
    </message>
    <message>
        <source>Delete throughput</source>
        <translation>삭제 처리량</translation>
    </message>
    <message>
        <source>subkey length WR_L</source>
        <translation>하위 키 길이 WR_L</translation>
    </message>
    <message>
        <source>index depth WR_D</source>
        <translation>인덱스 깊이 WR_D</translation>
    </message>
    <message>
        <source>&amp;Map:</source>
        <translation>맵(&amp;M):</translation>
    </message>
    <message>
        <source>read throughput</source>
        <translation>읽기 처리량</translation>
    </message>
    <message>
        <source>write throughput</source>
        <translation>쓰기 처리량</translation>
    </message>
    <message>
        <source>delete throughput</source>
        <translation>삭제 처리량</translation>
    </message>
    <message>
        <source>mean of read, write and delete throughput</source>
        <translation>읽기, 쓰기, 삭제 처리량의 평균</translation>
    </message>
    <message>
        <source>No layout measured yet.</source>
        <translation>아직 측정한 레이아웃이 없습니다.</translation>
    </message>
    <message>
        <source>%1 has the highest %2: %3</source>
        <translation>%1의 %2이(가) 가장 높습니다: %3</translation>
    </message>
    <message>
        <source>, %1% above %2</source>
        <translation>, %2보다 %1% 높음</translation>
    </message>
    <message>
        <source>, the only layout measured so far</source>
        <translation>, 지금까지 측정한 유일한 레이아웃</translation>
    </message>
    <message>
        <source>; Table 7&apos;s rule.</source>
        <translation>; 표 7의 규칙.</translation>
    </message>
    <message>
        <source>. By Table 7&apos;s rule (the mean of the three) the best layout is %1.</source>
        <translation>. 표 7의 규칙(셋의 평균)에 따르면 가장 좋은 레이아웃은 %1입니다.</translation>
    </message>
    <message>
        <source>%1: outside the grid (WR_D x WR_L = %2, above the longest path %3)</source>
        <translation>%1: 격자 밖(WR_D x WR_L = %2, 가장 긴 경로 %3 초과)</translation>
    </message>
    <message>
        <source>%1: not measured yet</source>
        <translation>%1: 아직 측정하지 않음</translation>
    </message>
    <message>
        <source>%1
read %2
write %3
delete %4
mean %5</source>
        <translation>%1
읽기 %2
쓰기 %3
삭제 %4
평균 %5</translation>
    </message>
    <message>
        <source>
Click to create a WR-Store with this layout.</source>
        <translation>
클릭하면 이 레이아웃으로 WR-Store를 만듭니다.</translation>
    </message>
    <message>
        <source>off grid</source>
        <translation>격자 밖</translation>
    </message>
    <message>
        <source>best
%1</source>
        <translation>최고
%1</translation>
    </message>
    <message>
        <source>%1, ops/s</source>
        <translation>%1, ops/s</translation>
    </message>
    <message>
        <source>WR-Store layouts, %1</source>
        <translation>WR-Store 레이아웃, %1</translation>
    </message>
</context>
<context>
    <name>wr::gui::LayoutStoreDialog</name>
    <message>
        <source>Create a WR-Store with layout %1</source>
        <translation>레이아웃 %1(으)로 WR-Store 만들기</translation>
    </message>
    <message>
        <source>directory of a new or existing hive</source>
        <translation>새 하이브 또는 기존 하이브의 디렉터리</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>찾아보기(&amp;B)...</translation>
    </message>
    <message>
        <source>Hive directory</source>
        <translation>하이브 디렉터리</translation>
    </message>
    <message>
        <source>A new, empty WR-Store with index depth WR_D = %1 and subkey length WR_L = %2, opened in a tab once created.</source>
        <translation>인덱스 깊이 WR_D = %1, 하위 키 길이 WR_L = %2인 새 빈 WR-Store입니다. 만들어지면 탭에서 열립니다.</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>만들기(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Hive:</source>
        <translation>하이브(&amp;H):</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>데이터베이스(&amp;D):</translation>
    </message>
    <message>
        <source>URI:</source>
        <translation>URI:</translation>
    </message>
    <message>
        <source>Give the hive&apos;s directory.</source>
        <translation>하이브 디렉터리를 지정하세요.</translation>
    </message>
    <message>
        <source>Give the database&apos;s name.</source>
        <translation>데이터베이스 이름을 지정하세요.</translation>
    </message>
    <message>
        <source>Creating...</source>
        <translation>만드는 중...</translation>
    </message>
    <message>
        <source>Not created: %1</source>
        <translation>만들지 못함: %1</translation>
    </message>
</context>
<context>
    <name>wr::gui::LiveThroughputChart</name>
    <message>
        <source>seconds since the run began</source>
        <translation>실행 시작 후 경과 시간(초)</translation>
    </message>
    <message>
        <source>%1 rep %2</source>
        <translation>%1 반복 %2</translation>
    </message>
    <message>
        <source>store</source>
        <translation>저장소</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>초</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>처리량</translation>
    </message>
    <message>
        <source>operations per second</source>
        <translation>초당 작업 수</translation>
    </message>
    <message>
        <source>MiB per second</source>
        <translation>초당 MiB</translation>
    </message>
</context>
<context>
    <name>wr::gui::MessageBar</name>
    <message>
        <source>Dismiss</source>
        <translation>닫기</translation>
    </message>
</context>
<context>
    <name>wr::gui::MethodPage</name>
    <message>
        <source>&amp;E-and-T: extract and transform in one pass</source>
        <translation>E-and-T: 한 번에 추출하고 변환(&amp;E)</translation>
    </message>
    <message>
        <source>E-&amp;then-T: export to a file first, then load it</source>
        <translation>E-then-T: 먼저 파일로 내보낸 뒤 적재(&amp;T)</translation>
    </message>
    <message>
        <source>Use the target&apos;s &amp;fast load path</source>
        <translation>대상의 빠른 적재 경로 사용(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Verify: read every pair back from the target afterwards</source>
        <translation>검증: 끝난 뒤 대상에서 모든 쌍을 다시 읽기(&amp;V)</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>방법</translation>
    </message>
    <message>
        <source>How the pairs are moved. Both methods copy the same pairs; they differ in speed and in the disk space they need on the way.</source>
        <translation>쌍을 옮기는 방식입니다. 두 방법 모두 같은 쌍을 복사하며, 속도와 도중에 필요한 디스크 공간이 다릅니다.</translation>
    </message>
    <message numerus="yes">
        <source>This computer has %Ln core(s).</source>
        <translation>
            <numerusform>이 컴퓨터의 코어는 %Ln개입니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>chosen per target</source>
        <translation>대상마다 선택</translation>
    </message>
    <message>
        <source> pairs</source>
        <translation> 쌍</translation>
    </message>
    <message>
        <source>The source is walked once while loader threads write batches into the target, through a bounded queue: the fastest way, and memory stays flat whatever the store&apos;s size.</source>
        <translation>원본을 한 번 훑는 동안 적재 스레드가 크기가 제한된 대기열을 거쳐 대상에 배치를 씁니다: 가장 빠른 방법이며, 저장소 크기와 상관없이 메모리 사용량이 일정합니다.</translation>
    </message>
    <message>
        <source>The source is first exported to an intermediate file (a .reg export for WR-Store and WR-Store++, the portable dump for other stores), which is then read back into pairs and loaded: slower, and it needs room for the file.</source>
        <translation>원본을 먼저 중간 파일(WR-Store와 WR-Store++는 .reg 내보내기, 다른 저장소는 이식 가능한 덤프)로 내보낸 다음, 이를 다시 쌍으로 읽어 적재합니다: 더 느리고, 파일을 둘 공간이 필요합니다.</translation>
    </message>
    <message>
        <source>Loader &amp;threads:</source>
        <translation>적재 스레드(&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Batch size:</source>
        <translation>배치 크기(&amp;B):</translation>
    </message>
    <message>
        <source>Only for an empty target: RocksDB ingests sorted SST files, Berkeley DB takes bulk puts, LMDB appends sorted keys. Other targets, and a target that already holds pairs, take ordinary write batches.</source>
        <translation>빈 대상에만 해당: RocksDB는 정렬된 SST 파일을 수집하고, Berkeley DB는 일괄 put을, LMDB는 정렬된 키를 덧붙입니다. 다른 대상과 이미 쌍이 있는 대상은 일반 쓰기 배치를 받습니다.</translation>
    </message>
    <message>
        <source>Every source key is read back from the target and compared; for a target that was empty a digest of all pairs also proves it holds nothing else.</source>
        <translation>모든 원본 키를 대상에서 다시 읽어 비교합니다. 비어 있던 대상은 모든 쌍의 다이제스트로 다른 것이 없다는 것도 증명합니다.</translation>
    </message>
</context>
<context>
    <name>wr::gui::MigrationWizard</name>
    <message>
        <source>Migrate a Store</source>
        <translation>저장소 마이그레이션</translation>
    </message>
    <message>
        <source>Stop the Migration?</source>
        <translation>마이그레이션을 중지하시겠습니까?</translation>
    </message>
    <message>
        <source>A migration is running. Stop it and close? The target keeps the pairs copied so far, and the migration can be resumed by migrating the same source into the same target again.</source>
        <translation>마이그레이션이 실행 중입니다. 중지하고 닫으시겠습니까? 대상은 지금까지 복사한 쌍을 유지하며, 같은 원본을 같은 대상으로 다시 마이그레이션하면 이어서 진행할 수 있습니다.</translation>
    </message>
</context>
<context>
    <name>wr::gui::NewStoreDialog</name>
    <message>
        <source>C&amp;reate</source>
        <translation>만들기(&amp;R)</translation>
    </message>
    <message>
        <source>New Store</source>
        <translation>새 저장소</translation>
    </message>
    <message>
        <source>Settings left empty take the engine&apos;s defaults. The new store is created empty and opened for writing; a place that already holds a store is refused.</source>
        <translation>비워 둔 설정은 엔진의 기본값을 씁니다. 새 저장소는 비어 있는 상태로 만들어지고 쓰기용으로 열립니다. 이미 저장소가 있는 곳은 거부됩니다.</translation>
    </message>
    <message>
        <source>The store URI the settings make: wrctl and File &gt; Open take it as it is</source>
        <translation>설정으로 만들어진 저장소 URI: wrctl과 파일 &gt; 열기에서 그대로 사용할 수 있습니다</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>종류(&amp;K):</translation>
    </message>
    <message>
        <source>URI:</source>
        <translation>URI:</translation>
    </message>
    <message>
        <source>Give %1: where the store is created.</source>
        <translation>%1을(를) 지정하세요: 저장소를 만들 곳입니다.</translation>
    </message>
    <message>
        <source>Creating...</source>
        <translation>만드는 중...</translation>
    </message>
    <message>
        <source>Not created: %1</source>
        <translation>만들지 못함: %1</translation>
    </message>
</context>
<context>
    <name>wr::gui::OpenFailurePanel</name>
    <message>
        <source>&amp;Retry</source>
        <translation>다시 시도(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation>탭 닫기(&amp;C)</translation>
    </message>
    <message>
        <source>Open the store again, for example once it has been created or its disk is back</source>
        <translation>저장소를 다시 엽니다. 예를 들어 저장소가 만들어졌거나 디스크가 돌아왔을 때</translation>
    </message>
    <message>
        <source>%1 did not open.</source>
        <translation>%1이(가) 열리지 않았습니다.</translation>
    </message>
    <message>
        <source>%1 failed:
%2</source>
        <translation>%1 실패:
%2</translation>
    </message>
</context>
<context>
    <name>wr::gui::OpenStoreDialog</name>
    <message>
        <source>Nothing is there.</source>
        <translation>아무것도 없습니다.</translation>
    </message>
    <message>
        <source>No store is there.</source>
        <translation>저장소가 없습니다.</translation>
    </message>
    <message numerus="yes">
        <source>A registry hive with %Ln WR-Store database(s).</source>
        <translation>
            <numerusform>WR-Store 데이터베이스 %Ln개가 있는 레지스트리 하이브.</numerusform>
        </translation>
    </message>
    <message>
        <source>A registry hive, in use by another program: its databases cannot be listed now.</source>
        <translation>다른 프로그램이 사용 중인 레지스트리 하이브: 지금은 데이터베이스를 나열할 수 없습니다.</translation>
    </message>
    <message>
        <source>The data directory of a WR-Store++ store: give the hive that indexes it.</source>
        <translation>WR-Store++ 저장소의 데이터 디렉터리: 이를 인덱싱하는 하이브를 지정하세요.</translation>
    </message>
    <message>
        <source>A Berkeley DB file of the former single-file layout, which cannot be opened.</source>
        <translation>예전 단일 파일 레이아웃의 Berkeley DB 파일로, 열 수 없습니다.</translation>
    </message>
    <message>
        <source>A store: %1.</source>
        <translation>저장소: %1.</translation>
    </message>
    <message>
        <source>%1 (%2, WR_D %3, WR_L %4)</source>
        <translation>%1 (%2, WR_D %3, WR_L %4)</translation>
    </message>
    <message>
        <source>mode %1</source>
        <translation>모드 %1</translation>
    </message>
    <message>
        <source>Open for &amp;writing (the default is read-only: nothing can change the store)</source>
        <translation>쓰기용으로 열기(&amp;W) (기본값은 읽기 전용: 저장소를 바꿀 수 없음)</translation>
    </message>
    <message>
        <source>Open Store</source>
        <translation>저장소 열기</translation>
    </message>
    <message>
        <source>Registry hive: the keys and values of a portable hive</source>
        <translation>레지스트리 하이브: 이식 가능한 하이브의 키와 값</translation>
    </message>
    <message>
        <source>%1. For example: %2</source>
        <translation>%1. 예: %2</translation>
    </message>
    <message>
        <source>The store URI the fields above make; it may also be typed or pasted here</source>
        <translation>위 필드로 만들어진 저장소 URI. 여기에 직접 입력하거나 붙여 넣을 수도 있습니다</translation>
    </message>
    <message>
        <source>The WR-Store and WR-Store++ databases in the hive; choosing one fills in the type and the database</source>
        <translation>하이브 안의 WR-Store 및 WR-Store++ 데이터베이스. 하나를 고르면 형식과 데이터베이스가 채워집니다</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation>형식(&amp;T):</translation>
    </message>
    <message>
        <source>Found:</source>
        <translation>찾음:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>데이터베이스(&amp;D):</translation>
    </message>
    <message>
        <source>&amp;URI:</source>
        <translation>&amp;URI:</translation>
    </message>
    <message>
        <source>Give the server, or the cluster&apos;s nodes.</source>
        <translation>서버 또는 클러스터 노드를 지정하세요.</translation>
    </message>
    <message>
        <source>Give at least the store&apos;s location.</source>
        <translation>최소한 저장소 위치는 지정하세요.</translation>
    </message>
    <message>
        <source>Give the hive&apos;s directory.</source>
        <translation>하이브 디렉터리를 지정하세요.</translation>
    </message>
    <message>
        <source>Looking at %1...</source>
        <translation>%1 살펴보는 중...</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1을(를) 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <source>Choose a database found in the hive...</source>
        <translation>하이브에서 찾은 데이터베이스 선택...</translation>
    </message>
    <message>
        <source>A Windows hive file: its keys and values open read-only in the registry explorer.</source>
        <translation>Windows 하이브 파일: 키와 값이 레지스트리 탐색기에서 읽기 전용으로 열립니다.</translation>
    </message>
    <message>
        <source>A portable registry hive: a directory holding hive.snap and hive.wal; or a Windows hive file (NTUSER.DAT, SOFTWARE, a .hiv), which opens read-only</source>
        <translation>이식 가능한 레지스트리 하이브: hive.snap과 hive.wal이 있는 디렉터리, 또는 읽기 전용으로 열리는 Windows 하이브 파일(NTUSER.DAT, SOFTWARE, .hiv)</translation>
    </message>
</context>
<context>
    <name>wr::gui::OperationLog</name>
    <message>
        <source>Time</source>
        <translation>시간</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>작업</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>결과</translation>
    </message>
</context>
<context>
    <name>wr::gui::OpsRate</name>
    <message>
        <source>%1 ops/s</source>
        <translation>%1 ops/s</translation>
    </message>
</context>
<context>
    <name>wr::gui::PairExportDialog</name>
    <message numerus="yes">
        <source>The %Ln selected key(s) of %1</source>
        <translation>
            <numerusform>%1에서 선택한 키 %Ln개</numerusform>
        </translation>
    </message>
    <message>
        <source>The whole store (%1 pairs), in the store&apos;s order</source>
        <translation>저장소 전체(쌍: %1), 저장소 순서대로</translation>
    </message>
    <message>
        <source>Export Pairs</source>
        <translation>쌍 내보내기</translation>
    </message>
    <message>
        <source>CSV (key,value,key_encoding,value_encoding)</source>
        <translation>CSV (key,value,key_encoding,value_encoding)</translation>
    </message>
    <message>
        <source>JSON lines (one object per pair)</source>
        <translation>JSON Lines (쌍마다 객체 하나)</translation>
    </message>
    <message>
        <source>Text (hex where a value is not text)</source>
        <translation>텍스트(값이 텍스트가 아니면 16진수)</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>16진수</translation>
    </message>
    <message>
        <source>Base64</source>
        <translation>Base64</translation>
    </message>
    <message>
        <source>Keys are written as text where they are text, else like the values.</source>
        <translation>키는 텍스트이면 텍스트로, 아니면 값과 같은 방식으로 기록됩니다.</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>찾아보기(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>내보내기(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>형식(&amp;F):</translation>
    </message>
    <message>
        <source>&amp;Values as:</source>
        <translation>값 형식(&amp;V):</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>파일(&amp;I):</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;JSON lines files (*.jsonl);;All files (*)</source>
        <translation>CSV 파일 (*.csv);;JSON Lines 파일 (*.jsonl);;모든 파일 (*)</translation>
    </message>
</context>
<context>
    <name>wr::gui::PairImportDialog</name>
    <message>
        <source>Import Pairs</source>
        <translation>쌍 가져오기</translation>
    </message>
    <message numerus="yes">
        <source>%Ln pair(s) in %1.</source>
        <translation>
            <numerusform>%1에 쌍 %Ln개.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of them give(s) a key again; the last one wins.</source>
        <translation>
            <numerusform>그중 %Ln개는 키가 다시 나옵니다. 마지막 것이 적용됩니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>The pairs are staged: nothing changes in the store until you write the changes (File &gt; Write Changes).</source>
        <translation>쌍이 스테이징되었습니다: 변경을 기록하기 전까지(파일 &gt; 변경 기록) 저장소는 바뀌지 않습니다.</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>키</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>값</translation>
    </message>
    <message>
        <source>The first pairs:</source>
        <translation>처음 몇 쌍:</translation>
    </message>
    <message numerus="yes">
        <source>%Ln record(s) cannot be read:</source>
        <translation>
            <numerusform>레코드 %Ln개를 읽을 수 없습니다:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Leave out the %Ln malformed record(s) and stage the rest</source>
        <translation>
            <numerusform>잘못된 레코드 %Ln개를 빼고 나머지를 스테이징</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&amp;Stage %Ln Pair(s)</source>
        <translation>
            <numerusform>쌍 %Ln개 스테이징(&amp;S)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wr::gui::PreviewPage</name>
    <message>
        <source>Preview</source>
        <translation>미리 보기</translation>
    </message>
    <message>
        <source>What the migration will do. Nothing has been written yet.</source>
        <translation>마이그레이션이 할 일입니다. 아직 아무것도 기록하지 않았습니다.</translation>
    </message>
    <message>
        <source>&amp;Migrate</source>
        <translation>마이그레이션(&amp;M)</translation>
    </message>
    <message>
        <source>Looking at the stores...</source>
        <translation>저장소를 살펴보는 중...</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>키</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>값</translation>
    </message>
    <message>
        <source>Printable UTF-8 as it is, other bytes as \xNN</source>
        <translation>출력 가능한 UTF-8은 그대로, 다른 바이트는 \xNN으로</translation>
    </message>
    <message>
        <source>Pairs:</source>
        <translation>쌍:</translation>
    </message>
    <message>
        <source>Bytes:</source>
        <translation>바이트:</translation>
    </message>
    <message>
        <source>Estimated time:</source>
        <translation>예상 시간:</translation>
    </message>
    <message>
        <source>Free on the target&apos;s disk:</source>
        <translation>대상 디스크의 여유 공간:</translation>
    </message>
    <message>
        <source>The first pairs, as they will be written:</source>
        <translation>기록될 모습 그대로의 처음 몇 쌍:</translation>
    </message>
    <message numerus="yes">
        <source>%Ln pair(s)</source>
        <translation>
            <numerusform>쌍 %Ln개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %Ln pair(s)</source>
        <translation>
            <numerusform>쌍 약 %Ln개</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>알 수 없음</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Resume the interrupted migration into this target (%Ln pair(s) already copied)</source>
        <translation>
            <numerusform>이 대상으로 중단된 마이그레이션 이어서 하기(&amp;R)(이미 복사한 쌍 %Ln개)</numerusform>
        </translation>
    </message>
    <message>
        <source>The migration cannot start: %1</source>
        <translation>마이그레이션을 시작할 수 없습니다: %1</translation>
    </message>
    <message>
        <source>Without resuming, the pairs already in the target stop the migration: go back to the Target page and choose what becomes of them.</source>
        <translation>이어서 하지 않으면 대상에 이미 있는 쌍 때문에 마이그레이션이 멈춥니다: 대상 페이지로 돌아가 그 쌍을 어떻게 할지 고르세요.</translation>
    </message>
</context>
<context>
    <name>wr::gui::ProgressStrip</name>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>%1 (cancelling...)</source>
        <translation>%1(취소하는 중...)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 중 %1</translation>
    </message>
</context>
<context>
    <name>wr::gui::RecentStores</name>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>메뉴 비우기(&amp;C)</translation>
    </message>
</context>
<context>
    <name>wr::gui::RegistryChange</name>
    <message>
        <source>(Default)</source>
        <translation>(기본값)</translation>
    </message>
    <message>
        <source>the root key</source>
        <translation>루트 키</translation>
    </message>
    <message>
        <source>Create key %1</source>
        <translation>키 %1 만들기</translation>
    </message>
    <message>
        <source>Delete key %1</source>
        <translation>키 %1 삭제</translation>
    </message>
    <message>
        <source>Rename key %1 to %2</source>
        <translation>키 %1의 이름을 %2(으)로 바꾸기</translation>
    </message>
    <message>
        <source>Set value %1 of %2</source>
        <translation>%2의 값 %1 설정</translation>
    </message>
    <message>
        <source>Delete value %1 of %2</source>
        <translation>%2의 값 %1 삭제</translation>
    </message>
    <message>
        <source>Rename value %1 of %2 to %3</source>
        <translation>%2의 값 %1의 이름을 %3(으)로 바꾸기</translation>
    </message>
</context>
<context>
    <name>wr::gui::RegistryClipboard</name>
    <message>
        <source>Copy &amp;Key Path</source>
        <translation>키 경로 복사(&amp;K)</translation>
    </message>
    <message>
        <source>Copy Value &amp;Name</source>
        <translation>값 이름 복사(&amp;N)</translation>
    </message>
    <message>
        <source>Copy &amp;Value</source>
        <translation>값 복사(&amp;V)</translation>
    </message>
    <message>
        <source>Copy the selected key&apos;s full path, as the Go to bar takes it</source>
        <translation>선택한 키의 전체 경로를 이동 막대가 받는 형식으로 복사합니다</translation>
    </message>
    <message>
        <source>Copy the names of the selected values, one per line</source>
        <translation>선택한 값의 이름을 한 줄에 하나씩 복사합니다</translation>
    </message>
    <message>
        <source>Copy the selected values: name, type and data, tab-separated</source>
        <translation>선택한 값을 복사합니다: 이름, 형식, 데이터를 탭으로 구분</translation>
    </message>
</context>
<context>
    <name>wr::gui::RegistryEditor</name>
    <message>
        <source>%1 is open read-only; reopen it for writing to edit it</source>
        <translation>%1은(는) 읽기 전용으로 열려 있습니다. 편집하려면 쓰기용으로 다시 여세요</translation>
    </message>
    <message>
        <source>the staged changes are being written</source>
        <translation>스테이징된 변경을 기록하는 중입니다</translation>
    </message>
    <message>
        <source>no key is selected</source>
        <translation>선택한 키가 없습니다</translation>
    </message>
    <message>
        <source>the root key cannot be renamed or deleted</source>
        <translation>루트 키는 이름을 바꾸거나 삭제할 수 없습니다</translation>
    </message>
    <message>
        <source>%1 is deleted by a staged change</source>
        <translation>%1은(는) 스테이징된 변경으로 삭제됩니다</translation>
    </message>
    <message>
        <source>%1 already has a subkey named %2</source>
        <translation>%1에 이미 %2(이)라는 하위 키가 있습니다</translation>
    </message>
    <message>
        <source>the root key</source>
        <translation>루트 키</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n value(s) of %1</source>
        <translation>
            <numerusform>%1의 값 %n개 삭제</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 already has a value named %2</source>
        <translation>%1에 이미 %2(이)라는 값이 있습니다</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>%1 가져오기</translation>
    </message>
    <message>
        <source>New Key #%1</source>
        <translation>새 키 #%1</translation>
    </message>
    <message>
        <source>New Value #%1</source>
        <translation>새 값 #%1</translation>
    </message>
</context>
<context>
    <name>wr::gui::RegistrySession</name>
    <message>
        <source>Open hive %1</source>
        <translation>하이브 %1 열기</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>%1 열기</translation>
    </message>
    <message>
        <source>Open the registry of %1</source>
        <translation>%1의 레지스트리 열기</translation>
    </message>
    <message>
        <source>the root key</source>
        <translation>루트 키</translation>
    </message>
    <message>
        <source>List the subkeys of %1</source>
        <translation>%1의 하위 키 나열</translation>
    </message>
    <message>
        <source>List the values of %1</source>
        <translation>%1의 값 나열</translation>
    </message>
    <message>
        <source>Query %1</source>
        <translation>%1 조회</translation>
    </message>
    <message>
        <source>(Default)</source>
        <translation>(기본값)</translation>
    </message>
    <message>
        <source>Read value %1 of %2</source>
        <translation>%2의 값 %1 읽기</translation>
    </message>
    <message>
        <source>Count the keys and values of the registry</source>
        <translation>레지스트리의 키와 값 세기</translation>
    </message>
    <message numerus="yes">
        <source>Write %Ln change(s)</source>
        <translation>
            <numerusform>변경 %Ln개 기록</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln change(s) were written; &quot;%2&quot; was not: </source>
        <translation>
            <numerusform>변경 %Ln개 중 %1개를 기록했습니다. &quot;%2&quot;은(는) 기록하지 못했습니다: </numerusform>
        </translation>
    </message>
    <message>
        <source>Preview the import of %1</source>
        <translation>%1 가져오기 미리 보기</translation>
    </message>
    <message>
        <source>Export %1 to %2</source>
        <translation>%1을(를) %2(으)로 내보내기</translation>
    </message>
</context>
<context>
    <name>wr::gui::ReportPage</name>
    <message>
        <source>&amp;Open Target in a New Tab</source>
        <translation>대상을 새 탭에서 열기(&amp;O)</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>보고서</translation>
    </message>
    <message>
        <source>Skipped key</source>
        <translation>건너뛴 키</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>이유</translation>
    </message>
    <message>
        <source>Verification:</source>
        <translation>검증:</translation>
    </message>
    <message>
        <source>Pairs:</source>
        <translation>쌍:</translation>
    </message>
    <message>
        <source>Time:</source>
        <translation>시간:</translation>
    </message>
    <message>
        <source>Loaded by:</source>
        <translation>적재 방식:</translation>
    </message>
    <message>
        <source>%1 into %2, by %3.</source>
        <translation>%1 → %2, %3 방식.</translation>
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
            <numerusform>원본에서 쌍 %Ln개를 읽음</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln written into the target</source>
        <translation>
            <numerusform>%Ln개를 대상에 기록</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln kept as the target held them</source>
        <translation>
            <numerusform>%Ln개는 대상에 있던 그대로 유지</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln value(s) streamed</source>
        <translation>
            <numerusform>값 %Ln개 스트리밍</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln skipped</source>
        <translation>
            <numerusform>%Ln개 건너뜀</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>resumed after %Ln pair(s) a checkpoint covered</source>
        <translation>
            <numerusform>체크포인트가 다룬 쌍 %Ln개 이후부터 이어서 함</numerusform>
        </translation>
    </message>
    <message>
        <source>extract %1</source>
        <translation>추출 %1</translation>
    </message>
    <message>
        <source>transform %1</source>
        <translation>변환 %1</translation>
    </message>
    <message>
        <source>load %1</source>
        <translation>적재 %1</translation>
    </message>
    <message>
        <source>verify %1</source>
        <translation>검증 %1</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>합계 %1</translation>
    </message>
</context>
<context>
    <name>wr::gui::ResultsChart</name>
    <message>
        <source>%1x best peer</source>
        <translation>최고 경쟁 엔진의 %1배</translation>
    </message>
    <message>
        <source>group</source>
        <translation>그룹</translation>
    </message>
    <message>
        <source>store</source>
        <translation>저장소</translation>
    </message>
    <message>
        <source>source</source>
        <translation>출처</translation>
    </message>
    <message>
        <source>ratio to best peer</source>
        <translation>최고 경쟁 엔진 대비 비율</translation>
    </message>
    <message>
        <source>paper</source>
        <translation>논문</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>측정값</translation>
    </message>
    <message>
        <source>Results: %1</source>
        <translation>결과: %1</translation>
    </message>
    <message>
        <source>Results: %1, %2</source>
        <translation>결과: %1, %2</translation>
    </message>
    <message>
        <source> (paper)</source>
        <translation> (논문)</translation>
    </message>
    <message>
        <source>%1 (paper)</source>
        <translation>%1 (논문)</translation>
    </message>
    <message>
        <source>operations per second</source>
        <translation>초당 작업 수</translation>
    </message>
    <message>
        <source>MiB per second</source>
        <translation>초당 MiB</translation>
    </message>
    <message>
        <source>p99 latency (µs)</source>
        <translation>p99 지연 시간(µs)</translation>
    </message>
</context>
<context>
    <name>wr::gui::RunBar</name>
    <message>
        <source>&amp;Run</source>
        <translation>실행(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>중지(&amp;S)</translation>
    </message>
    <message>
        <source>tiny: a ten-thousandth, sweeps cut to their ends</source>
        <translation>tiny: 1만분의 1, 스윕은 양 끝만</translation>
    </message>
    <message>
        <source>small: a hundredth of the paper&apos;s size</source>
        <translation>small: 논문 크기의 100분의 1</translation>
    </message>
    <message>
        <source>full: the paper&apos;s size</source>
        <translation>full: 논문 크기</translation>
    </message>
    <message>
        <source>Scale:</source>
        <translation>규모:</translation>
    </message>
</context>
<context>
    <name>wr::gui::RunComparisonView</name>
    <message>
        <source>missing</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>ratio to the first run</source>
        <translation>첫 실행 대비 비율</translation>
    </message>
    <message>
        <source>%1, %2: each later run over the first run</source>
        <translation>%1, %2: 이후 각 실행을 첫 실행과 비교</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>저장소</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>지점</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>단계</translation>
    </message>
    <message>
        <source>Op</source>
        <translation>작업</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>실행 %1</translation>
    </message>
    <message>
        <source>Ratio %1/1</source>
        <translation>비율 %1/1</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>변화 없음</translation>
    </message>
    <message>
        <source>better than the first run</source>
        <translation>첫 실행보다 좋음</translation>
    </message>
    <message>
        <source>worse than the first run</source>
        <translation>첫 실행보다 나쁨</translation>
    </message>
    <message>
        <source>Runs compared</source>
        <translation>비교한 실행</translation>
    </message>
</context>
<context>
    <name>wr::gui::RunHistoryModel</name>
    <message>
        <source>unknown</source>
        <translation>알 수 없음</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %Ln core(s))</source>
        <translation>
            <numerusform>%1 (%2, 코어 %Ln개)</numerusform>
        </translation>
    </message>
    <message>
        <source>ok</source>
        <translation>정상</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>실패: %1</translation>
    </message>
    <message>
        <source>cancelled: %1</source>
        <translation>취소됨: %1</translation>
    </message>
    <message>
        <source>unreadable: %1</source>
        <translation>읽을 수 없음: %1</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1초</translation>
    </message>
    <message>
        <source>build %1</source>
        <translation>빌드 %1</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>날짜</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>프리셋</translation>
    </message>
    <message>
        <source>Stores</source>
        <translation>저장소</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>컴퓨터</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>부하</translation>
    </message>
    <message>
        <source>Commit</source>
        <translation>커밋</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>소요 시간</translation>
    </message>
</context>
<context>
    <name>wr::gui::RunHistoryPanel</name>
    <message>
        <source>Show the runs of one preset</source>
        <translation>한 프리셋의 실행만 표시합니다</translation>
    </message>
    <message>
        <source>All presets</source>
        <translation>모든 프리셋</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>열기</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>비교</translation>
    </message>
    <message>
        <source>Overlay two or more runs of the same preset</source>
        <translation>같은 프리셋의 실행 두 개 이상을 겹쳐 봅니다</translation>
    </message>
    <message>
        <source>Delete...</source>
        <translation>삭제...</translation>
    </message>
    <message>
        <source>Show Folder</source>
        <translation>폴더 보기</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>새로 고침</translation>
    </message>
    <message>
        <source>Delete Runs</source>
        <translation>실행 삭제</translation>
    </message>
    <message>
        <source>These folders and everything in them are removed:</source>
        <translation>다음 폴더와 그 안의 모든 것이 제거됩니다:</translation>
    </message>
    <message>
        <source>These runs written elsewhere leave the history; their files are kept:</source>
        <translation>다른 곳에 기록된 다음 실행은 기록에서 빠지며, 파일은 유지됩니다:</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>삭제</translation>
    </message>
</context>
<context>
    <name>wr::gui::RunPage</name>
    <message>
        <source>&amp;Stop</source>
        <translation>중지(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>이어서 하기(&amp;R)</translation>
    </message>
    <message>
        <source>Migrating</source>
        <translation>마이그레이션 중</translation>
    </message>
    <message>
        <source>Stop leaves the target consistent, with every pair copied so far; Resume continues from there.</source>
        <translation>중지해도 대상은 지금까지 복사한 모든 쌍을 담은 일관된 상태로 남습니다. 이어서 하기로 그 지점부터 계속합니다.</translation>
    </message>
    <message>
        <source>Stop within a second; the migration can be resumed</source>
        <translation>1초 안에 중지합니다. 마이그레이션은 이어서 할 수 있습니다</translation>
    </message>
    <message>
        <source>Continue from the last checkpoint without copying any pair twice</source>
        <translation>어떤 쌍도 두 번 복사하지 않고 마지막 체크포인트부터 계속합니다</translation>
    </message>
    <message>
        <source>Phase:</source>
        <translation>단계:</translation>
    </message>
    <message>
        <source>Pairs:</source>
        <translation>쌍:</translation>
    </message>
    <message>
        <source>Rate:</source>
        <translation>속도:</translation>
    </message>
    <message>
        <source>Time left:</source>
        <translation>남은 시간:</translation>
    </message>
    <message>
        <source>Resuming from the last checkpoint...</source>
        <translation>마지막 체크포인트부터 이어서 하는 중...</translation>
    </message>
    <message>
        <source>Starting...</source>
        <translation>시작하는 중...</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 중 %1</translation>
    </message>
    <message>
        <source>Running.</source>
        <translation>실행 중.</translation>
    </message>
    <message>
        <source>%1 pairs/s, %2 MB/s</source>
        <translation>초당 %1쌍, %2 MB/s</translation>
    </message>
    <message numerus="yes">
        <source>Done: %Ln pair(s) copied. Next shows the report.</source>
        <translation>
            <numerusform>완료: 쌍 %Ln개를 복사했습니다. 다음을 누르면 보고서가 표시됩니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %Ln pair(s). The target is consistent and holds the pairs copied up to the last checkpoint; Resume continues from there.</source>
        <translation>
            <numerusform>쌍 %Ln개 이후 중지했습니다. 대상은 일관된 상태이며 마지막 체크포인트까지 복사한 쌍을 담고 있습니다. 이어서 하기로 그 지점부터 계속합니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>The migration failed: %1
What was copied up to the last checkpoint stays in the target; once the cause is dealt with (space freed, say), Resume continues from there.</source>
        <translation>마이그레이션이 실패했습니다: %1
마지막 체크포인트까지 복사한 것은 대상에 남아 있습니다. 원인을 해결하면(예: 공간 확보) 이어서 하기로 그 지점부터 계속합니다.</translation>
    </message>
    <message>
        <source>Stopping...</source>
        <translation>중지하는 중...</translation>
    </message>
</context>
<context>
    <name>wr::gui::RunReadingsView</name>
    <message>
        <source>Our engines against the fastest peer at this point</source>
        <translation>이 지점에서 가장 빠른 비교 저장소 대비 우리 엔진</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>저장소</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>작업</translation>
    </message>
    <message>
        <source>Fastest peer</source>
        <translation>가장 빠른 비교 저장소</translation>
    </message>
    <message>
        <source>Ratio of medians</source>
        <translation>중앙값 비율</translation>
    </message>
    <message>
        <source>Lowest single run</source>
        <translation>가장 낮은 단일 실행</translation>
    </message>
    <message>
        <source>The lowest single run divides ours in one repetition by the fastest peer in that repetition: below 1.00x, the noise can turn the lead over</source>
        <translation>가장 낮은 단일 실행은 한 반복에서 우리 값을 그 반복의 가장 빠른 비교 저장소 값으로 나눈 것입니다. 1.00x 미만이면 측정 잡음으로 우위가 뒤집힐 수 있습니다</translation>
    </message>
    <message>
        <source>Throughput by client threads (speed-up over the fewest)</source>
        <translation>클라이언트 스레드 수별 처리량 (가장 적은 스레드 대비 가속)</translation>
    </message>
    <message>
        <source>Point</source>
        <translation>지점</translation>
    </message>
    <message>
        <source>Operations per second by threads</source>
        <translation>스레드 수별 초당 작업 수</translation>
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
        <translation>열린 저장소가 없습니다.</translation>
    </message>
</context>
<context>
    <name>wr::gui::SourcePage</name>
    <message>
        <source>C&amp;hoose...</source>
        <translation>선택(&amp;H)...</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>원본</translation>
    </message>
    <message>
        <source>The store whose pairs are copied. It is only read: nothing is ever written to it.</source>
        <translation>쌍을 복사해 올 저장소입니다. 읽기만 하며, 여기에 무언가를 기록하는 일은 없습니다.</translation>
    </message>
    <message>
        <source>A store URI, e.g. leveldb:dir=/data/kv</source>
        <translation>저장소 URI, 예: leveldb:dir=/data/kv</translation>
    </message>
    <message>
        <source>Pick the store in the Open dialog</source>
        <translation>열기 대화 상자에서 저장소를 고릅니다</translation>
    </message>
    <message>
        <source>Stores open in the window:</source>
        <translation>창에 열려 있는 저장소:</translation>
    </message>
    <message>
        <source>Source &amp;URI:</source>
        <translation>원본 URI(&amp;U):</translation>
    </message>
    <message>
        <source>A raw hive holds no pairs to migrate: choose a store (wrstore: names a database in a hive).</source>
        <translation>원시 하이브에는 마이그레이션할 쌍이 없습니다: 저장소를 고르세요(wrstore:는 하이브 안의 데이터베이스를 가리킵니다).</translation>
    </message>
</context>
<context>
    <name>wr::gui::StatisticsPanel</name>
    <message>
        <source>&amp;Refresh</source>
        <translation>새로 고침(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Check Integrity</source>
        <translation>무결성 검사(&amp;C)</translation>
    </message>
    <message>
        <source>Fact</source>
        <translation>항목</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>값</translation>
    </message>
    <message>
        <source>Verify every entry against its data, in the background</source>
        <translation>모든 항목을 그 데이터와 대조해 백그라운드에서 검증합니다</translation>
    </message>
    <message>
        <source>The integrity check&apos;s report appears here.</source>
        <translation>무결성 검사 보고서가 여기에 표시됩니다.</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2바이트)</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>키</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>값</translation>
    </message>
    <message>
        <source>Names and data</source>
        <translation>이름과 데이터</translation>
    </message>
    <message>
        <source>In memory</source>
        <translation>메모리</translation>
    </message>
    <message>
        <source>On disk</source>
        <translation>디스크</translation>
    </message>
</context>
<context>
    <name>wr::gui::StoreActions</name>
    <message>
        <source>New &amp;Key...</source>
        <translation>새 키(&amp;K)...</translation>
    </message>
    <message>
        <source>Stage a new subkey of the selected key</source>
        <translation>선택한 키에 새 하위 키를 스테이징합니다</translation>
    </message>
    <message>
        <source>New &amp;Value...</source>
        <translation>새 값(&amp;V)...</translation>
    </message>
    <message>
        <source>Stage a new value of the selected key</source>
        <translation>선택한 키에 새 값을 스테이징합니다</translation>
    </message>
    <message>
        <source>&amp;Modify Value...</source>
        <translation>값 수정(&amp;M)...</translation>
    </message>
    <message>
        <source>Edit the data of the selected value (or double-click it)</source>
        <translation>선택한 값의 데이터를 편집합니다(또는 두 번 클릭)</translation>
    </message>
    <message>
        <source>Re&amp;name...</source>
        <translation>이름 바꾸기(&amp;N)...</translation>
    </message>
    <message>
        <source>Rename the selected key or value</source>
        <translation>선택한 키나 값의 이름을 바꿉니다</translation>
    </message>
    <message>
        <source>&amp;Delete...</source>
        <translation>삭제(&amp;D)...</translation>
    </message>
    <message>
        <source>Stage the deletion of the selected key or values</source>
        <translation>선택한 키나 값의 삭제를 스테이징합니다</translation>
    </message>
    <message>
        <source>&amp;Write Changes</source>
        <translation>변경 기록(&amp;W)</translation>
    </message>
    <message>
        <source>Write every staged change to the store</source>
        <translation>스테이징된 모든 변경을 저장소에 기록합니다</translation>
    </message>
    <message>
        <source>Re&amp;vert Changes...</source>
        <translation>변경 되돌리기(&amp;V)...</translation>
    </message>
    <message>
        <source>Drop every staged change</source>
        <translation>스테이징된 모든 변경을 버립니다</translation>
    </message>
    <message>
        <source>&amp;Import .reg File...</source>
        <translation>.reg 파일 가져오기(&amp;I)...</translation>
    </message>
    <message>
        <source>Preview a .reg file&apos;s changes and stage them</source>
        <translation>.reg 파일의 변경을 미리 보고 스테이징합니다</translation>
    </message>
    <message>
        <source>Import &amp;Pairs (CSV, JSON Lines)...</source>
        <translation>쌍 가져오기(&amp;P) (CSV, JSON Lines)...</translation>
    </message>
    <message>
        <source>Preview a CSV or JSON lines file of key-value pairs and stage them</source>
        <translation>키-값 쌍이 담긴 CSV 또는 JSON Lines 파일을 미리 보고 스테이징합니다</translation>
    </message>
    <message>
        <source>Export Key as .&amp;reg...</source>
        <translation>키를 .reg로 내보내기(&amp;R)...</translation>
    </message>
    <message>
        <source>Write the selected key with everything below it as a .reg file</source>
        <translation>선택한 키를 그 아래 모든 것과 함께 .reg 파일로 기록합니다</translation>
    </message>
    <message>
        <source>Export as &amp;CSV...</source>
        <translation>CSV로 내보내기(&amp;C)...</translation>
    </message>
    <message>
        <source>Write the selected key&apos;s values, or the selected keys of a store, as CSV</source>
        <translation>선택한 키의 값 또는 저장소에서 선택한 키를 CSV로 기록합니다</translation>
    </message>
    <message>
        <source>Export as &amp;JSON...</source>
        <translation>JSON으로 내보내기(&amp;J)...</translation>
    </message>
    <message>
        <source>Write the selected key&apos;s values, or the selected keys of a store, as JSON</source>
        <translation>선택한 키의 값 또는 저장소에서 선택한 키를 JSON으로 기록합니다</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>새로 고침(&amp;R)</translation>
    </message>
    <message>
        <source>Read the store again</source>
        <translation>저장소를 다시 읽습니다</translation>
    </message>
    <message>
        <source>&amp;Check Integrity</source>
        <translation>무결성 검사(&amp;C)</translation>
    </message>
    <message>
        <source>Run the store&apos;s own integrity check in the background</source>
        <translation>저장소 자체의 무결성 검사를 백그라운드에서 실행합니다</translation>
    </message>
    <message>
        <source>C&amp;ompact...</source>
        <translation>컴팩션(&amp;O)...</translation>
    </message>
    <message>
        <source>Reclaim the space of overwritten and deleted values (reallocation, compaction)</source>
        <translation>덮어쓰거나 삭제된 값의 공간을 회수합니다(재배치, 컴팩션)</translation>
    </message>
</context>
<context>
    <name>wr::gui::StoreAddress</name>
    <message>
        <source>a hive address needs dir=PATH: %1</source>
        <translation>하이브 주소에는 dir=PATH가 필요합니다: %1</translation>
    </message>
    <message>
        <source>%1 is neither a store URI of a known scheme nor a hive directory</source>
        <translation>%1은(는) 알려진 스킴의 저장소 URI도 아니고 하이브 디렉터리도 아닙니다</translation>
    </message>
    <message>
        <source>%1 is neither a store URI nor a hive directory: %2</source>
        <translation>%1은(는) 저장소 URI도 하이브 디렉터리도 아닙니다: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (Windows hive file, read-only)</source>
        <translation>%1 (Windows 하이브 파일, 읽기 전용)</translation>
    </message>
</context>
<context>
    <name>wr::gui::StorePage</name>
    <message>
        <source>%1 failed.
%2</source>
        <translation>%1 실패.
%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Write changes</source>
        <translation>변경 기록</translation>
    </message>
    <message numerus="yes">
        <source>Writing %Ln change(s)</source>
        <translation>
            <numerusform>변경 %Ln개 기록 중</numerusform>
        </translation>
    </message>
    <message>
        <source>Revert Changes</source>
        <translation>변경 되돌리기</translation>
    </message>
    <message numerus="yes">
        <source>Drop %Ln staged change(s)? None of them was written; the store stays as it is.</source>
        <translation>
            <numerusform>스테이징된 변경 %Ln개를 버리시겠습니까? 기록된 것은 없으며, 저장소는 그대로 남습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Revert changes</source>
        <translation>변경 되돌리기</translation>
    </message>
    <message numerus="yes">
        <source>%Ln staged change(s) dropped</source>
        <translation>
            <numerusform>스테이징된 변경 %Ln개를 버렸습니다</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>wr::gui::StoreParameterForm</name>
    <message>
        <source>Browse...</source>
        <translation>찾아보기...</translation>
    </message>
    <message>
        <source>Pick the file</source>
        <translation>파일 고르기</translation>
    </message>
    <message>
        <source>Pick the directory</source>
        <translation>디렉터리 고르기</translation>
    </message>
    <message>
        <source>Pick %1</source>
        <translation>%1 고르기</translation>
    </message>
</context>
<context>
    <name>wr::gui::StoreParameterHelp</name>
    <message>
        <source>The cluster&apos;s nodes as host:port, separated by commas: any one that answers gives the others. Empty: a single server (host=, port=, db=).</source>
        <translation>클러스터 노드(host:port, 쉼표로 구분): 응답하는 노드 하나가 나머지를 알려 줍니다. 비워 두면 단일 서버(host=, port=, db=).</translation>
    </message>
    <message>
        <source>The single server&apos;s host name or address (127.0.0.1).</source>
        <translation>단일 서버의 호스트 이름 또는 주소(127.0.0.1).</translation>
    </message>
    <message>
        <source>The single server&apos;s port (6379).</source>
        <translation>단일 서버의 포트(6379).</translation>
    </message>
    <message>
        <source>The single server&apos;s database number (0).</source>
        <translation>단일 서버의 데이터베이스 번호(0).</translation>
    </message>
    <message>
        <source>A file holding the password the servers ask for; the password itself is never part of the URI, which is shown and remembered.</source>
        <translation>서버가 요구하는 암호를 담은 파일. 암호 자체는 표시되고 기억되는 URI에 절대 들어가지 않습니다.</translation>
    </message>
    <message>
        <source>An environment variable holding the password the servers ask for.</source>
        <translation>서버가 요구하는 암호를 담은 환경 변수.</translation>
    </message>
    <message>
        <source>How long connecting and each reply may take, in milliseconds (2000).</source>
        <translation>연결과 각 응답에 허용되는 시간(밀리초, 2000).</translation>
    </message>
    <message>
        <source>Each change returns once this many replicas have it (0: without waiting).</source>
        <translation>복제본 이 개수가 변경을 받으면 반환합니다(0: 기다리지 않음).</translation>
    </message>
    <message>
        <source>The directory of the portable hive that holds the store&apos;s index; other databases may share it.</source>
        <translation>저장소의 인덱스를 담은 이식 가능한 하이브의 디렉터리. 다른 데이터베이스와 함께 쓸 수 있습니다.</translation>
    </message>
    <message>
        <source>The database key under the hive&apos;s root; one hive can hold several databases. Empty: the engine&apos;s default name.</source>
        <translation>하이브 루트 아래의 데이터베이스 키. 하이브 하나에 데이터베이스 여러 개가 있을 수 있습니다. 비워 두면 엔진의 기본 이름을 씁니다.</translation>
    </message>
    <message>
        <source>WR_D: levels of index keys between the database key and a pair; WR_D times WR_L must fit in the 32 hex digits of an MD5 hash.</source>
        <translation>WR_D: 데이터베이스 키와 쌍 사이 인덱스 키의 단계 수. WR_D × WR_L은 MD5 해시의 16진수 32자리 안에 들어가야 합니다.</translation>
    </message>
    <message>
        <source>WR_L: hex digits of the key&apos;s MD5 hash in each index key&apos;s name; 16 to the power WR_L index keys on each level.</source>
        <translation>WR_L: 각 인덱스 키 이름에 쓰이는 키 MD5 해시의 16진수 자릿수. 단계마다 인덱스 키가 16의 WR_L 제곱 개입니다.</translation>
    </message>
    <message>
        <source>refuse: values over the registry&apos;s recommended 2 MiB are refused; store: they are stored anyway.</source>
        <translation>refuse: 레지스트리 권장 크기 2 MiB를 넘는 값을 거부합니다. store: 그래도 저장합니다.</translation>
    </message>
    <message>
        <source>group: changes are synced together every moment; os: the operating system writes them back; sync: every change is synced before it returns.</source>
        <translation>group: 변경을 짧은 간격마다 모아서 동기화합니다. os: 운영 체제가 기록합니다. sync: 모든 변경을 반환 전에 동기화합니다.</translation>
    </message>
    <message>
        <source>The directory that holds the values, in one file each or in chunk files.</source>
        <translation>값을 담는 디렉터리. 값마다 파일 하나 또는 청크 파일에 담습니다.</translation>
    </message>
    <message>
        <source>basic: one file per value; chunk: values packed into chunk files. Fixed when the store is created.</source>
        <translation>basic: 값마다 파일 하나. chunk: 값을 청크 파일에 묶어 담습니다. 저장소를 만들 때 정해집니다.</translation>
    </message>
    <message>
        <source>The size in MiB at which a chunk file is sealed and a new one started.</source>
        <translation>청크 파일을 봉인하고 새 파일을 시작하는 크기(MiB).</translation>
    </message>
    <message>
        <source>Threads that read one large value in parallel; 1 turns parallel reads off.</source>
        <translation>큰 값 하나를 병렬로 읽는 스레드 수. 1이면 병렬 읽기를 끕니다.</translation>
    </message>
    <message>
        <source>Values at least this many MiB are read in parallel.</source>
        <translation>이 크기(MiB) 이상인 값은 병렬로 읽습니다.</translation>
    </message>
    <message>
        <source>string: any bytes are a key; int: a key is an unsigned number of key_bytes bytes. Fixed when the store is created.</source>
        <translation>string: 어떤 바이트든 키가 됩니다. int: 키는 key_bytes바이트의 부호 없는 숫자입니다. 저장소를 만들 때 정해집니다.</translation>
    </message>
    <message>
        <source>How many append-only data files the values are spread over. Fixed when the store is created.</source>
        <translation>값을 나누어 담을 추가 전용 데이터 파일의 개수. 저장소를 만들 때 정해집니다.</translation>
    </message>
    <message>
        <source>Bytes of each index item (4 to 8); more bytes allow larger data files. Fixed when the store is created.</source>
        <translation>인덱스 항목 하나의 바이트 수(4~8). 바이트가 많을수록 데이터 파일이 커질 수 있습니다. 저장소를 만들 때 정해집니다.</translation>
    </message>
    <message>
        <source>A value cache in front of the data files: none, lru or arc.</source>
        <translation>데이터 파일 앞의 값 캐시: none, lru 또는 arc.</translation>
    </message>
    <message>
        <source>safe: a put is written before it returns; async: background threads write it.</source>
        <translation>safe: put은 반환 전에 기록됩니다. async: 백그라운드 스레드가 기록합니다.</translation>
    </message>
    <message>
        <source>none: the operating system writes data back; each: synced before every change returns; interval: synced every few milliseconds.</source>
        <translation>none: 운영 체제가 데이터를 기록합니다. each: 모든 변경을 반환 전에 동기화합니다. interval: 몇 밀리초마다 동기화합니다.</translation>
    </message>
    <message>
        <source>none: changes reach the disk when the operating system writes them back; each: every change is synced before it returns.</source>
        <translation>none: 운영 체제가 기록할 때 변경이 디스크에 도달합니다. each: 모든 변경을 반환 전에 동기화합니다.</translation>
    </message>
    <message>
        <source>How blocks are compressed on disk: none, or one of the engine&apos;s codecs.</source>
        <translation>디스크에서 블록을 압축하는 방식: none 또는 엔진의 코덱 중 하나.</translation>
    </message>
    <message>
        <source>The engine&apos;s cache in MiB.</source>
        <translation>엔진의 캐시 크기(MiB).</translation>
    </message>
    <message>
        <source>btree: keys kept in order; hash: keys found by hashing. Fixed when the store is created.</source>
        <translation>btree: 키를 순서대로 유지합니다. hash: 해싱으로 키를 찾습니다. 저장소를 만들 때 정해집니다.</translation>
    </message>
    <message>
        <source>The size in MiB of the memory-mapped region.</source>
        <translation>메모리 매핑 영역의 크기(MiB).</translation>
    </message>
    <message>
        <source>Hash buckets; about twice the number of pairs the store will hold.</source>
        <translation>해시 버킷 수. 저장소에 담을 쌍 개수의 약 두 배.</translation>
    </message>
    <message>
        <source>The directory the store lives in.</source>
        <translation>저장소가 있는 디렉터리.</translation>
    </message>
    <message>
        <source>The file the store lives in.</source>
        <translation>저장소가 있는 파일.</translation>
    </message>
    <message>
        <source>The hive&apos;s directory, which holds hive.snap and hive.wal, or a Windows hive file.</source>
        <translation>hive.snap과 hive.wal이 있는 하이브 디렉터리, 또는 Windows 하이브 파일.</translation>
    </message>
    <message>
        <source>1: write transactions change the memory map in place (faster; a stray write by the program could then damage the database).</source>
        <translation>1: 쓰기 트랜잭션이 메모리 맵을 제자리에서 바꿉니다(더 빠름; 대신 프로그램의 잘못된 쓰기가 데이터베이스를 손상시킬 수 있음).</translation>
    </message>
    <message>
        <source>1 (the default): every change is a transaction, so a crashed program loses no change that had returned. 0: faster, but the repair after a crash can lose such changes.</source>
        <translation>1(기본값): 모든 변경이 트랜잭션이므로, 프로그램이 비정상 종료되어도 이미 반환된 변경은 잃지 않습니다. 0: 더 빠르지만, 비정상 종료 뒤의 복구에서 그런 변경을 잃을 수 있습니다.</translation>
    </message>
    <message>
        <source>1: the index is mapped with huge pages, for faster lookups in an index sized to its keys; a sparse index then takes far more disk.</source>
        <translation>1: 인덱스를 거대 페이지로 매핑하여, 키 수에 맞춘 인덱스에서 조회가 빨라집니다. 희소한 인덱스는 디스크를 훨씬 많이 차지하게 됩니다.</translation>
    </message>
    <message>
        <source>The end of the index&apos;s key range; with string keys, the number of buckets, best near the number of keys the store will hold. Fixed when the store is created.</source>
        <translation>인덱스 키 범위의 끝. 문자열 키에서는 버킷 수이며, 저장소가 담을 키 수에 가까울 때 가장 좋습니다. 저장소를 만들 때 정해집니다.</translation>
    </message>
</context>
<context>
    <name>wr::gui::StressChart</name>
    <message>
        <source>measured client, ops/s</source>
        <translation>측정 클라이언트, ops/s</translation>
    </message>
    <message>
        <source>background clients achieved, ops/s</source>
        <translation>백그라운드 클라이언트 달성치, ops/s</translation>
    </message>
    <message>
        <source>background clients target (p / 1.95 ms)</source>
        <translation>백그라운드 클라이언트 목표치(p / 1.95 ms)</translation>
    </message>
    <message>
        <source>concurrent clients p</source>
        <translation>동시 클라이언트 수 p</translation>
    </message>
    <message>
        <source>background clients, ops/s</source>
        <translation>백그라운드 클라이언트, ops/s</translation>
    </message>
    <message>
        <source>p = %L1
measured client: %2
background clients: %3 of %4 (%5%)</source>
        <translation>p = %L1
측정 클라이언트: %2
백그라운드 클라이언트: %4 중 %3(%5%)</translation>
    </message>
    <message>
        <source>Registry stress: throughput as background clients grow</source>
        <translation>레지스트리 스트레스: 백그라운드 클라이언트 증가에 따른 처리량</translation>
    </message>
</context>
<context>
    <name>wr::gui::StressPage</name>
    <message>
        <source>Read (Fig. 13a)</source>
        <translation>읽기(그림 13a)</translation>
    </message>
    <message>
        <source>Write (Fig. 13b)</source>
        <translation>쓰기(그림 13b)</translation>
    </message>
    <message>
        <source>Delete (Fig. 13c)</source>
        <translation>삭제(그림 13c)</translation>
    </message>
    <message>
        <source>ID-Geo (synthetic) in one WR-Store while p background clients each issue a registry operation every 1.95 ms, p from 1 to 1000 (seed 000 Sec. 4.7).</source>
        <translation>WR-Store 하나에서 ID-Geo(합성)를 실행하는 동안 백그라운드 클라이언트 p개가 각각 1.95 ms마다 레지스트리 작업을 하나씩 보냅니다. p는 1에서 1000까지(시드 000 4.7절).</translation>
    </message>
    <message>
        <source>&amp;Operation:</source>
        <translation>작업(&amp;O):</translation>
    </message>
    <message>
        <source>Running...</source>
        <translation>실행 중...</translation>
    </message>
    <message>
        <source>p = %L1 done.</source>
        <translation>p = %L1 완료.</translation>
    </message>
    <message>
        <source>Finished.</source>
        <translation>완료했습니다.</translation>
    </message>
    <message>
        <source>Ended: %1</source>
        <translation>종료됨: %1</translation>
    </message>
    <message>
        <source>The run did not finish: %1</source>
        <translation>실행이 끝나지 않았습니다: %1</translation>
    </message>
</context>
<context>
    <name>wr::gui::TargetPage</name>
    <message>
        <source>Target</source>
        <translation>대상</translation>
    </message>
    <message>
        <source>The store the pairs are copied into; it is created when it does not exist. Settings left empty take the engine&apos;s defaults.</source>
        <translation>쌍을 복사해 넣을 저장소입니다. 없으면 만들어집니다. 비워 둔 설정은 엔진의 기본값을 씁니다.</translation>
    </message>
    <message>
        <source>Where the migration keeps its checkpoint (to resume an interrupted run) and E-then-T&apos;s file</source>
        <translation>마이그레이션이 체크포인트(중단된 실행을 이어서 하기 위한 것)와 E-then-T의 파일을 두는 곳</translation>
    </message>
    <message>
        <source>Stop before writing anything</source>
        <translation>아무것도 기록하기 전에 중지</translation>
    </message>
    <message>
        <source>Replace them with the source&apos;s values</source>
        <translation>원본의 값으로 바꾸기</translation>
    </message>
    <message>
        <source>Keep the target&apos;s values (skip those keys)</source>
        <translation>대상의 값 유지(그 키는 건너뜀)</translation>
    </message>
    <message>
        <source>Skip them and list them in the report</source>
        <translation>건너뛰고 보고서에 나열</translation>
    </message>
    <message>
        <source>Stop the migration at the first one</source>
        <translation>처음 나온 곳에서 마이그레이션 중지</translation>
    </message>
    <message>
        <source>A key longer than WR-Store&apos;s name limit, a value too large for the registry...</source>
        <translation>WR-Store의 이름 제한보다 긴 키, 레지스트리에 너무 큰 값...</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>종류(&amp;K):</translation>
    </message>
    <message>
        <source>&amp;URI:</source>
        <translation>&amp;URI:</translation>
    </message>
    <message>
        <source>&amp;Work directory:</source>
        <translation>작업 디렉터리(&amp;W):</translation>
    </message>
    <message>
        <source>Keys the target &amp;holds:</source>
        <translation>대상에 이미 있는 키(&amp;H):</translation>
    </message>
    <message>
        <source>Pairs it cannot &amp;take:</source>
        <translation>받을 수 없는 쌍(&amp;T):</translation>
    </message>
    <message>
        <source>The server&apos;s store URI: type or paste it, as in the example</source>
        <translation>서버의 저장소 URI: 예시처럼 입력하거나 붙여 넣으세요</translation>
    </message>
    <message>
        <source>The store URI the settings make: wrctl migrate takes it as it is</source>
        <translation>설정으로 만들어진 저장소 URI: wrctl migrate에서 그대로 사용할 수 있습니다</translation>
    </message>
    <message>
        <source>Give the target&apos;s store URI.</source>
        <translation>대상의 저장소 URI를 지정하세요.</translation>
    </message>
    <message>
        <source>%1: no such kind of store.</source>
        <translation>%1: 그런 종류의 저장소는 없습니다.</translation>
    </message>
    <message>
        <source>Give %1: where the target is.</source>
        <translation>%1을(를) 지정하세요: 대상이 있는 곳입니다.</translation>
    </message>
    <message>
        <source>Give the server, or the cluster&apos;s nodes, as in the example.</source>
        <translation>예시처럼 서버 또는 클러스터 노드를 지정하세요.</translation>
    </message>
    <message numerus="yes">
        <source>An interrupted migration from this source left %Ln pair(s) in the target; the preview offers to resume it.</source>
        <translation>
            <numerusform>이 원본에서 중단된 마이그레이션이 대상에 쌍 %Ln개를 남겼습니다. 미리 보기에서 이어서 할 수 있습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The target exists and holds %Ln pair(s). Choose what becomes of the keys it holds that the source has too.</source>
        <translation>
            <numerusform>대상이 있으며 쌍 %Ln개를 담고 있습니다. 대상의 키 중 원본에도 있는 키를 어떻게 할지 고르세요.</numerusform>
        </translation>
    </message>
    <message>
        <source>Give a work directory: the target has no place on disk for the migration&apos;s checkpoint.</source>
        <translation>작업 디렉터리를 지정하세요: 대상에는 마이그레이션 체크포인트를 둘 디스크 공간이 없습니다.</translation>
    </message>
    <message>
        <source>Looking at the target...</source>
        <translation>대상을 살펴보는 중...</translation>
    </message>
    <message>
        <source>The target is not empty: replace or keep its values to go on, or choose another target.</source>
        <translation>대상이 비어 있지 않습니다: 계속하려면 값을 바꾸거나 유지하도록 하거나, 다른 대상을 고르세요.</translation>
    </message>
</context>
<context>
    <name>wr::gui::ThroughputChart</name>
    <message>
        <source>pairs/s</source>
        <translation>쌍/초</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>초</translation>
    </message>
</context>
<context>
    <name>wr::gui::TuningPage</name>
    <message>
        <source>%1: &apos;%2&apos; is not a number from 1 to 32</source>
        <translation>%1: &apos;%2&apos;은(는) 1에서 32 사이의 숫자가 아닙니다</translation>
    </message>
    <message>
        <source>%1: give at least one value</source>
        <translation>%1: 값을 하나 이상 지정하세요</translation>
    </message>
    <message>
        <source>the preset&apos;s (1,000)</source>
        <translation>프리셋 값(1,000)</translation>
    </message>
    <message>
        <source>The longest WR_D x WR_L of the grid, in hex characters of the key&apos;s MD5 (32 at most).</source>
        <translation>격자의 최대 WR_D x WR_L(키 MD5의 16진수 문자 수, 최대 32).</translation>
    </message>
    <message>
        <source>Index depths WR_D, separated by commas</source>
        <translation>인덱스 깊이 WR_D, 쉼표로 구분</translation>
    </message>
    <message>
        <source>Subkey lengths WR_L, separated by commas</source>
        <translation>하위 키 길이 WR_L, 쉼표로 구분</translation>
    </message>
    <message>
        <source>&amp;Data set:</source>
        <translation>데이터 세트(&amp;D):</translation>
    </message>
    <message>
        <source>&amp;k (operations per step):</source>
        <translation>k(단계당 작업 수)(&amp;K):</translation>
    </message>
    <message>
        <source>Index &amp;depths WR_D:</source>
        <translation>인덱스 깊이 WR_D(&amp;D):</translation>
    </message>
    <message>
        <source>Subkey &amp;lengths WR_L:</source>
        <translation>하위 키 길이 WR_L(&amp;L):</translation>
    </message>
    <message>
        <source>Longest &amp;path WR_D x WR_L:</source>
        <translation>최장 경로 WR_D x WR_L(&amp;P):</translation>
    </message>
    <message>
        <source>depths</source>
        <translation>깊이</translation>
    </message>
    <message>
        <source>lengths</source>
        <translation>길이</translation>
    </message>
    <message>
        <source>No layout of the grid is within the longest path %1.</source>
        <translation>최장 경로 %1 안에 드는 격자 레이아웃이 없습니다.</translation>
    </message>
    <message numerus="yes">
        <source>Running %Ln layout(s) on %1...</source>
        <translation>
            <numerusform>%1에서 레이아웃 %Ln개 실행 중...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln layout(s) measured</source>
        <translation>
            <numerusform>레이아웃 %Ln개 중 %1개 측정함</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished: %Ln layout(s) measured.</source>
        <translation>
            <numerusform>완료: 레이아웃 %Ln개를 측정했습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Ended: %1</source>
        <translation>종료됨: %1</translation>
    </message>
    <message>
        <source>The run did not finish: %1</source>
        <translation>실행이 끝나지 않았습니다: %1</translation>
    </message>
</context>
<context>
    <name>wr::gui::ValueDataEditor</name>
    <message>
        <source>&amp;Hexadecimal</source>
        <translation>16진수(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Decimal</source>
        <translation>10진수(&amp;D)</translation>
    </message>
    <message>
        <source>One string per line</source>
        <translation>한 줄에 문자열 하나</translation>
    </message>
    <message>
        <source>Hex bytes, e.g. 01 02 fe ff</source>
        <translation>16진수 바이트, 예: 01 02 fe ff</translation>
    </message>
    <message>
        <source>Base:</source>
        <translation>진법:</translation>
    </message>
</context>
<context>
    <name>wr::gui::ValueDataText</name>
    <message>
        <source>Line %1 is empty; REG_MULTI_SZ cannot hold empty strings.</source>
        <translation>%1번째 줄이 비어 있습니다. REG_MULTI_SZ에는 빈 문자열을 담을 수 없습니다.</translation>
    </message>
    <message>
        <source>Enter a whole number from 0 to %1 (%2).</source>
        <translation>0에서 %1 사이의 정수를 입력하세요(%2).</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a %2 digit. %3</source>
        <translation>&apos;%1&apos;은(는) %2 숫자가 아닙니다. %3</translation>
    </message>
    <message>
        <source>hexadecimal</source>
        <translation>16진수</translation>
    </message>
    <message>
        <source>decimal</source>
        <translation>10진수</translation>
    </message>
    <message>
        <source>%1 is too large for %2. %3</source>
        <translation>%1은(는) %2에 비해 너무 큽니다. %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; at position %2 is not a hexadecimal digit.</source>
        <translation>%2번째 위치의 &apos;%1&apos;은(는) 16진수 숫자가 아닙니다.</translation>
    </message>
    <message>
        <source>%1 hex digits: every byte needs two.</source>
        <translation>16진수 %1자리: 바이트마다 두 자리가 필요합니다.</translation>
    </message>
</context>
<context>
    <name>wr::gui::ValueEditDialog</name>
    <message>
        <source>Edit Value</source>
        <translation>값 편집</translation>
    </message>
    <message>
        <source>(Default)</source>
        <translation>(기본값)</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>이름(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation>형식(&amp;T):</translation>
    </message>
    <message>
        <source>Value data:</source>
        <translation>값 데이터:</translation>
    </message>
</context>
<context>
    <name>wr::gui::ValueInspector</name>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <translation>
            <numerusform>%Ln바이트</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2바이트)</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>텍스트</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>16진수</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>이미지</translation>
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
        <translation>인코딩:</translation>
    </message>
    <message>
        <source>0x1f40 or 8000</source>
        <translation>0x1f40 또는 8000</translation>
    </message>
    <message>
        <source>Go to an offset: decimal, or hexadecimal with 0x</source>
        <translation>오프셋으로 이동: 10진수 또는 0x로 시작하는 16진수</translation>
    </message>
    <message>
        <source>Offset:</source>
        <translation>오프셋:</translation>
    </message>
    <message>
        <source>No value selected.</source>
        <translation>선택한 값이 없습니다.</translation>
    </message>
    <message>
        <source>Value: %1</source>
        <translation>값: %1</translation>
    </message>
    <message>
        <source>Showing the first %1 of %2.</source>
        <translation>%2 중 처음 %1을(를) 표시합니다.</translation>
    </message>
    <message>
        <source>%1 image, %2 × %3 pixels, %4 bits per pixel</source>
        <translation>%1 이미지, %2 × %3픽셀, 픽셀당 %4비트</translation>
    </message>
    <message>
        <source>At 0x%1 (%2), %3 selected</source>
        <translation>0x%1(%2) 위치, %3 선택됨</translation>
    </message>
    <message>
        <source>At 0x%1 (%2)</source>
        <translation>0x%1(%2) 위치</translation>
    </message>
</context>
<context>
    <name>wr::gui::ValueTableModel</name>
    <message>
        <source>(Default)</source>
        <translation>(기본값)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <translation>
            <numerusform>%Ln바이트</numerusform>
        </translation>
    </message>
    <message>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>형식</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>데이터</translation>
    </message>
</context>
<context>
    <name>wr::gui::ValueTableView</name>
    <message>
        <source>This key has no values.</source>
        <translation>이 키에는 값이 없습니다.</translation>
    </message>
    <message>
        <source>The values of this key could not be read.</source>
        <translation>이 키의 값을 읽을 수 없습니다.</translation>
    </message>
</context>
</TS>
