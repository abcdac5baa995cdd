#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stdint.h>

/// Starts counting heap allocations (malloc, calloc, realloc, posix_memalign,
/// aligned_alloc, memalign), from zero.
void allocation_counter_start(void);

/// Stops counting and returns the number of allocations since the last start.
uint64_t allocation_counter_stop(void);

/// Whether this program's malloc is the counting one (the executable's definition
/// interposes the C library's for every shared library, the Swift runtime included).
int allocation_counter_is_interposed(void);

#endif
