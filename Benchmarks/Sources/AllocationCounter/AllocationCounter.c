// Counts heap allocations for the benchmark's allocation column.
//
// The executable defines malloc and its siblings, so the dynamic linker binds every
// shared library's calls to them (the executable comes first in the lookup order): the
// Swift runtime's swift_slowAlloc, Foundation, the peers. Each forwards to glibc's own
// entry point (__libc_malloc and friends, exported for this purpose), so the allocator
// is the same one and memory from before the program started is freed by it as usual.
//
// Invariant: counting changes nothing but the counter. While counting is off, the cost
// is one relaxed load and a branch per call.
#include "AllocationCounter.h"

#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdlib.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static atomic_int counting;
static atomic_uint_fast64_t allocations;

static inline void count(void) {
    if (atomic_load_explicit(&counting, memory_order_relaxed)) {
        atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    }
}

void *malloc(size_t size) {
    count();
    return __libc_malloc(size);
}

void *calloc(size_t count_, size_t size) {
    count();
    return __libc_calloc(count_, size);
}

void *realloc(void *pointer, size_t size) {
    count();
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    count();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    count();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

void allocation_counter_start(void) {
    atomic_store_explicit(&allocations, 0, memory_order_relaxed);
    atomic_store_explicit(&counting, 1, memory_order_seq_cst);
}

uint64_t allocation_counter_stop(void) {
    atomic_store_explicit(&counting, 0, memory_order_seq_cst);
    return atomic_load_explicit(&allocations, memory_order_relaxed);
}

int allocation_counter_is_interposed(void) {
    // Through a volatile pointer, so the compiler cannot pair and drop the calls.
    void *(*volatile allocate)(size_t) = malloc;
    void (*volatile release)(void *) = free;
    allocation_counter_start();
    release(allocate(24));
    return allocation_counter_stop() == 1;
}
