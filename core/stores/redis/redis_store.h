// Redis behind KvStore, through hiredis: a single server or a Redis Cluster.
//
//   redis:host=127.0.0.1;port=6379;db=0            a single server (these are the defaults)
//   redis:cluster=127.0.0.1:7000,127.0.0.1:7001    a cluster, reached through any of the seed nodes
//   common: [password_file=PATH|password_env=VARIABLE][;timeout_ms=2000][;wait=N]
//           [;failover_ms=MS (default: timeout_ms)]
//
// Each pair is one Redis string: keys and values are arbitrary bytes (up to
// the server's proto-max-bulk-len, 512 MiB by default). The password, when the
// server asks for one (AUTH), is read from a file or an environment variable;
// a password= parameter is refused, since store URIs are printed, saved in
// results and remembered as recent stores. timeout_ms bounds connecting and
// every reply; an error names the node ("redis 127.0.0.1:7001: timeout after
// 2000 ms"). In a cluster every key goes to the master of its hash slot
// (redis_slot.h, redis_client.h), with MOVED, ASK and TRYAGAIN handled.
//
// Faults (redis_retry.h): a call that meets a lost node (a master killed,
// its replica not yet promoted) or CLUSTERDOWN, TRYAGAIN or LOADING retries
// with a backoff for failover_ms, reloading the slot map each time, and then
// fails naming the node ("redis 127.0.0.1:7001: cannot connect: Connection
// refused; slot 355 has no reachable master; given up after retrying for
// 2000 ms"). Set failover_ms above the cluster's cluster-node-timeout plus a
// few seconds to ride out a failover. A node that does not answer fails the
// call after one timeout_ms, not retried; a put that timed out may still be
// applied once the node answers. A scan that meets an unreachable master
// fails naming it, never returning part of the keys as if they were all.
//
// Durability: what a returned put, remove or batch survives is the server's
// setting, recorded in statistics().details (aof_enabled, appendfsync):
//   appendonly no              the change is in the server's memory only: it
//                              survives the client, not a server crash
//                              (snapshots, when configured, keep older states)
//   appendonly yes, appendfsync no
//                              the change is in the append-only file through
//                              the OS: it survives a killed server, not a
//                              power loss
//   appendfsync everysec       as above, and on disk within about a second:
//                              a power loss loses up to the last two seconds
//   appendfsync always         on stable storage before the reply: it
//                              survives a power loss
// `wrctl cluster up --durability os|periodic|each` sets the last three, the
// benchmark harness's durability tiers. flush() puts every acknowledged
// change on stable storage: nothing to do with appendfsync always; with the
// append-only file otherwise, it rewrites the file (BGREWRITEAOF, which syncs)
// and waits for the rewrite; without it, it saves a snapshot (SAVE) on every
// master. Replication is asynchronous: a change a failed master acknowledged
// may be missing on the replica that replaces it; wait=N makes every change
// wait until N replicas acknowledge it (WAIT, bounded by timeout_ms) and
// fail, saying how many did, when fewer do.
//
// Batches are pipelined per node and not atomic: a failure part way leaves
// the operations before it applied. Scans: redis_scan_cursor.h. The count is
// DBSIZE summed over the masters, exact. Concurrency: every call may run
// concurrently with any other; they are serialised on the store's connections,
// so a call retrying through a failover holds up the others for as long.
#pragma once

#include <memory>

#include "stores/kv_store.h"

namespace wr::kv {

Result<std::unique_ptr<KvStore>> openRedisStore(const StoreUri& uri, const OpenOptions& options);

}  // namespace wr::kv
