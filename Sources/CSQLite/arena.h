#ifndef STRETCHY_CSQLITE_ARENA_H
#define STRETCHY_CSQLITE_ARENA_H

// SQLite's memory, handed out from one fixed block by moving a pointer.
//
// A `stretchy` command is a short process: `chart` makes about 1 400 allocations in SQLite
// (its schema, parsed at every open, and the statements) and frees them all when it closes the
// database, a moment before the process ends. Through malloc and free that was a tenth of the
// command's instructions. Here an allocation is a compare-and-swap on an offset into a 1 MiB
// block. A freed allocation's room is used again, so the block touches few pages (each new page
// is a page fault, about 2 us here): the newest allocation's by moving the offset back, any
// other of at most 4 KiB by keeping it on a list of free rooms of its exact size, one set of
// lists per thread so no lock is needed (a room freed on one thread serves the next allocation
// of that size on that thread; a thread's lists are lost when it ends, their rooms unused).
// Once the block is used up, or for a request larger than what is left, the system's malloc
// takes over, so a long command (an import of 100 000 presets) is not limited by it.
//
// Each allocation is preceded by an 8-byte header holding its usable size, which `xSize` and
// `xRealloc` read; sizes are multiples of 8, so every pointer is 8-byte aligned, as SQLite needs.
// All functions are safe to call from several threads at once (SQLite calls them from every
// thread that uses a connection). Everything is `static`: each module that imports CSQLite gets
// its own block, and only PresetStore's is ever given to SQLite.

#include <sqlite3.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum { STRETCHY_ARENA_BYTES = 1 << 20, STRETCHY_ARENA_HEADER = 8, STRETCHY_ARENA_LISTED = 4096 };

/// The block (in the program's zero-filled data: a page costs nothing until it is touched).
static inline unsigned char *stretchy_arena_base(void) {
    static _Alignas(16) unsigned char block[STRETCHY_ARENA_BYTES];
    return block;
}

/// How many bytes of the block are handed out, headers included.
static inline _Atomic size_t *stretchy_arena_used(void) {
    static _Atomic size_t used;
    return &used;
}

/// This thread's lists of free rooms, by size: entry `size / 8 - 1` is the first free room of
/// `size` bytes, whose first 8 bytes point to the next.
static inline void **stretchy_arena_lists(void) {
    static _Thread_local void *lists[STRETCHY_ARENA_LISTED / 8];
    return lists;
}

/// Whether `pointer` was handed out from the block.
static inline int stretchy_arena_holds(const void *pointer) {
    const unsigned char *byte = (const unsigned char *)pointer;
    return byte >= stretchy_arena_base() && byte < stretchy_arena_base() + STRETCHY_ARENA_BYTES;
}

/// `n` bytes (at least 1) rounded up to a multiple of 8.
static inline size_t stretchy_arena_round(int n) {
    return ((size_t)(n > 0 ? n : 1) + 7) & ~(size_t)7;
}

static inline size_t *stretchy_arena_header(void *pointer) {
    return (size_t *)((unsigned char *)pointer - STRETCHY_ARENA_HEADER);
}

/// From the system's malloc, with the same header.
static inline void *stretchy_arena_system_malloc(size_t size) {
    size_t *header = (size_t *)malloc(size + STRETCHY_ARENA_HEADER);
    if (!header) return NULL;
    *header = size;
    return (unsigned char *)header + STRETCHY_ARENA_HEADER;
}

static inline void *stretchy_arena_malloc(int n) {
    size_t size = stretchy_arena_round(n);
    if (size <= STRETCHY_ARENA_LISTED) {
        void **list = &stretchy_arena_lists()[size / 8 - 1];
        void *room = *list;
        if (room) {
            *list = *(void **)room;
            return room;
        }
    }
    size_t total = size + STRETCHY_ARENA_HEADER;
    _Atomic size_t *used = stretchy_arena_used();
    size_t start = atomic_load_explicit(used, memory_order_relaxed);
    while (start <= STRETCHY_ARENA_BYTES && total <= STRETCHY_ARENA_BYTES - start) {
        // Acquire: a room another thread gave back (with release, below) is written here only
        // after that thread's last writes to it.
        if (atomic_compare_exchange_weak_explicit(used, &start, start + total,
                                                  memory_order_acquire, memory_order_relaxed)) {
            size_t *header = (size_t *)(stretchy_arena_base() + start);
            *header = size;
            return (unsigned char *)header + STRETCHY_ARENA_HEADER;
        }
    }
    return stretchy_arena_system_malloc(size);
}

static inline void stretchy_arena_free(void *pointer) {
    if (!pointer) return;
    size_t *header = stretchy_arena_header(pointer);
    if (!stretchy_arena_holds(pointer)) {
        free(header);
        return;
    }
    // The newest allocation's room comes back by moving the offset over it (if nothing was
    // handed out after it); another one's goes on this thread's list for its size.
    size_t size = *header;
    size_t start = (size_t)((unsigned char *)header - stretchy_arena_base());
    size_t end = start + STRETCHY_ARENA_HEADER + size;
    if (atomic_compare_exchange_strong_explicit(stretchy_arena_used(), &end, start,
                                                memory_order_release, memory_order_relaxed)) {
        return;
    }
    if (size <= STRETCHY_ARENA_LISTED) {
        void **list = &stretchy_arena_lists()[size / 8 - 1];
        *(void **)pointer = *list;
        *list = pointer;
    }
}

static inline int stretchy_arena_size(void *pointer) {
    return pointer ? (int)*stretchy_arena_header(pointer) : 0;
}

static inline void *stretchy_arena_realloc(void *pointer, int n) {
    if (!pointer) return stretchy_arena_malloc(n);
    size_t size = stretchy_arena_round(n);
    size_t *header = stretchy_arena_header(pointer);
    size_t old = *header;
    if (!stretchy_arena_holds(pointer)) {
        size_t *moved = (size_t *)realloc(header, size + STRETCHY_ARENA_HEADER);
        if (!moved) return NULL;
        *moved = size;
        return (unsigned char *)moved + STRETCHY_ARENA_HEADER;
    }
    if (size <= old) return pointer;
    // The newest allocation grows where it is, if the block has room.
    size_t start = (size_t)((unsigned char *)header - stretchy_arena_base());
    size_t end = start + STRETCHY_ARENA_HEADER + old;
    size_t grown = start + STRETCHY_ARENA_HEADER + size;
    if (grown <= STRETCHY_ARENA_BYTES &&
        atomic_compare_exchange_strong_explicit(stretchy_arena_used(), &end, grown,
                                                memory_order_acq_rel, memory_order_relaxed)) {
        *header = size;
        return pointer;
    }
    void *moved = stretchy_arena_malloc(n);
    if (!moved) return NULL;
    memcpy(moved, pointer, old);
    stretchy_arena_free(pointer);
    return moved;
}

static inline int stretchy_arena_roundup(int n) {
    return (int)stretchy_arena_round(n);
}

static inline int stretchy_arena_init(void *unused) {
    (void)unused;
    return SQLITE_OK;
}

static inline void stretchy_arena_shutdown(void *unused) {
    (void)unused;
}

/// Gives SQLite this module's block. Must run before SQLite initializes (the first open);
/// returns SQLITE_MISUSE after, and SQLite keeps the system's malloc.
static inline int stretchy_sqlite_config_arena(void) {
    static const sqlite3_mem_methods methods = {
        stretchy_arena_malloc, stretchy_arena_free, stretchy_arena_realloc, stretchy_arena_size,
        stretchy_arena_roundup, stretchy_arena_init, stretchy_arena_shutdown, NULL,
    };
    return sqlite3_config(SQLITE_CONFIG_MALLOC, &methods);
}

#endif
