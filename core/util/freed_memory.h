// Giving freed memory back to the operating system in a long-lived process.
//
// A long GUI session runs one benchmark after another, each allocating and
// freeing tens of megabytes of short-lived results on threads of its own.
// glibc's allocator keeps much of that: after a large block allocated with
// mmap is freed it raises its mmap threshold to that block's size, so later
// blocks of that size come from per-thread arenas, whose free memory is only
// given back when enough of it gathers at an arena's top, and the window's
// resident memory grows although nothing is leaked (docs/gui.md has the
// measurements). Elsewhere these calls do nothing.
#pragma once

namespace wr {

// Keeps large blocks (128 KiB and more) in mappings of their own, returned to
// the system when freed. Call once, early in main().
void returnLargeBlocksWhenFreed();

// Lets all threads allocate from at most two arenas (glibc's default is eight
// per core). Every arena keeps pages that a few small blocks still in use pin
// among the freed ones; a session whose run and pool threads come and go
// spreads that over many arenas. The window's threads are few and mostly wait
// (the benchmark's steps run in worker processes), and each thread's small
// blocks come from its own cache without taking an arena's lock. Call once,
// early in main(), before any thread starts.
void shareFewArenas();

// Returns the free pages of every arena. Call after a large piece of work.
void releaseFreeMemory();

}  // namespace wr
