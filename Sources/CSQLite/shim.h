#ifndef STRETCHY_CSQLITE_SHIM_H
#define STRETCHY_CSQLITE_SHIM_H

#include <sqlite3.h>

/// SQLITE_TRANSIENT is a macro casting -1 to a function pointer; Swift cannot import it.
static inline sqlite3_destructor_type stretchy_sqlite_transient(void) {
    return SQLITE_TRANSIENT;
}

/// sqlite3_db_config is variadic; Swift cannot call it. This sets one integer option.
static inline int stretchy_sqlite_db_config_int(sqlite3 *db, int option, int value, int *result) {
    return sqlite3_db_config(db, option, value, result);
}

/// sqlite3_config is variadic; Swift cannot call it. Stops the page cache from allocating (and
/// touching) room for 20 pages up front when the first page is read: with pages read through a
/// memory map, a command needs only a few, and those 90 KB were 20 page faults of its start-up.
/// Must run before SQLite initializes (the first open); returns SQLITE_MISUSE after.
static inline int stretchy_sqlite_config_no_initial_page_cache(void) {
    return sqlite3_config(SQLITE_CONFIG_PAGECACHE, (void *)0, 0, 0);
}

/// Turns off SQLite's count of the memory it holds (`sqlite3_memory_used`, which Stretchy never
/// reads): with it on, every allocation and free takes a global mutex and updates the counters,
/// and SQLite's allocations and frees, bookkeeping included, were a sixth of a `chart`'s
/// instructions. Must run before SQLite initializes, as above.
static inline int stretchy_sqlite_config_no_memory_statistics(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}

#endif
