#include "widgets/shell/store_parameter_help.h"

namespace wr::gui {

bool isLocationParameter(const QString& param) {
    return param == QLatin1String("hive") || param == QLatin1String("dir") || param == QLatin1String("data") ||
           param == QLatin1String("file");
}

QString StoreParameterHelp::redisHelp(const QString& param) {
    if (param == QLatin1String("cluster"))
        return tr(
            "The cluster's nodes as host:port, separated by commas: any one that answers gives the others. "
            "Empty: a single server (host=, port=, db=).");
    if (param == QLatin1String("host")) return tr("The single server's host name or address (127.0.0.1).");
    if (param == QLatin1String("port")) return tr("The single server's port (6379).");
    if (param == QLatin1String("db")) return tr("The single server's database number (0).");
    if (param == QLatin1String("password_file"))
        return tr(
            "A file holding the password the servers ask for; the password itself is never part of the URI, "
            "which is shown and remembered.");
    if (param == QLatin1String("password_env"))
        return tr("An environment variable holding the password the servers ask for.");
    if (param == QLatin1String("timeout_ms"))
        return tr("How long connecting and each reply may take, in milliseconds (2000).");
    if (param == QLatin1String("wait"))
        return tr("Each change returns once this many replicas have it (0: without waiting).");
    return {};
}

QString StoreParameterHelp::of(const QString& scheme, const QString& param) {
    if (scheme == QLatin1String("redis")) return redisHelp(param);
    if (scheme == QLatin1String("hive") && param == QLatin1String("dir"))
        return tr("The hive's directory, which holds hive.snap and hive.wal, or a Windows hive file.");
    if (param == QLatin1String("hive"))
        return tr("The directory of the portable hive that holds the store's index; other databases may share it.");
    if (param == QLatin1String("db"))
        return tr(
            "The database key under the hive's root; one hive can hold several databases. Empty: the "
            "engine's default name.");
    if (param == QLatin1String("depth"))
        return tr(
            "WR_D: levels of index keys between the database key and a pair; WR_D times WR_L must fit in "
            "the 32 hex digits of an MD5 hash.");
    if (param == QLatin1String("len"))
        return tr(
            "WR_L: hex digits of the key's MD5 hash in each index key's name; 16 to the power WR_L index "
            "keys on each level.");
    if (param == QLatin1String("big_values"))
        return tr("refuse: values over the registry's recommended 2 MiB are refused; store: they are stored anyway.");
    if (param == QLatin1String("durability"))
        return tr(
            "group: changes are synced together every moment; os: the operating system writes them back; "
            "sync: every change is synced before it returns.");
    if (param == QLatin1String("data"))
        return tr("The directory that holds the values, in one file each or in chunk files.");
    if (param == QLatin1String("mode"))
        return tr(
            "basic: one file per value; chunk: values packed into chunk files. Fixed when the store is "
            "created.");
    if (param == QLatin1String("chunk_mb"))
        return tr("The size in MiB at which a chunk file is sealed and a new one started.");
    if (param == QLatin1String("pget_threads"))
        return tr("Threads that read one large value in parallel; 1 turns parallel reads off.");
    if (param == QLatin1String("pget_min_mb")) return tr("Values at least this many MiB are read in parallel.");
    if (param == QLatin1String("keys"))
        return tr(
            "string: any bytes are a key; int: a key is an unsigned number of key_bytes bytes. Fixed when "
            "the store is created.");
    if (param == QLatin1String("files"))
        return tr("How many append-only data files the values are spread over. Fixed when the store is created.");
    if (param == QLatin1String("kmax"))
        return tr(
            "The end of the index's key range; with string keys, the number of buckets, best near the number of "
            "keys the store will hold. Fixed when the store is created.");
    if (param == QLatin1String("item_bytes"))
        return tr(
            "Bytes of each index item (4 to 8); more bytes allow larger data files. Fixed when the store is "
            "created.");
    if (param == QLatin1String("cache")) return tr("A value cache in front of the data files: none, lru or arc.");
    if (param == QLatin1String("huge_pages"))
        return tr(
            "1: the index is mapped with huge pages, for faster lookups in an index sized to its keys; a sparse "
            "index then takes far more disk.");
    if (param == QLatin1String("write"))
        return tr("safe: a put is written before it returns; async: background threads write it.");
    if (param == QLatin1String("sync") && scheme == QLatin1String("zdb"))
        return tr(
            "none: the operating system writes data back; each: synced before every change returns; "
            "interval: synced every few milliseconds.");
    if (param == QLatin1String("sync"))
        return tr(
            "none: changes reach the disk when the operating system writes them back; each: every change is "
            "synced before it returns.");
    if (param == QLatin1String("compression"))
        return tr("How blocks are compressed on disk: none, or one of the engine's codecs.");
    if (param == QLatin1String("cache_mb")) return tr("The engine's cache in MiB.");
    if (param == QLatin1String("method"))
        return tr("btree: keys kept in order; hash: keys found by hashing. Fixed when the store is created.");
    if (param == QLatin1String("map_mb")) return tr("The size in MiB of the memory-mapped region.");
    if (param == QLatin1String("writemap"))
        return tr(
            "1: write transactions change the memory map in place (faster; a stray write by the program could "
            "then damage the database).");
    if (param == QLatin1String("bnum")) return tr("Hash buckets; about twice the number of pairs the store will hold.");
    if (param == QLatin1String("autotran"))
        return tr(
            "1 (the default): every change is a transaction, so a crashed program loses no change that had "
            "returned. 0: faster, but the repair after a crash can lose such changes.");
    if (param == QLatin1String("dir")) return tr("The directory the store lives in.");
    if (param == QLatin1String("file")) return tr("The file the store lives in.");
    return {};
}

}  // namespace wr::gui
