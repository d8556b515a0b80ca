/**
 * The V8 flags the server process runs with, passed on the command line by the `start` scripts (root and
 * apps/server package.json; node-flags.test.ts checks they agree) and by the bench, which measures the server as
 * it is started (docs/decisions/0036). V8 reads them when the process starts, so the server cannot set them itself.
 *
 * --max-semi-space-size=8: V8 sizes the young generation from the machine's memory, and on a server it grew to
 * 128 MB under page load, idle most of the time but resident. 16 MB semi-spaces (ADR 36) held RSS 60–100 MB lower;
 * 8 MB ones (16 MB in all) hold another 15–30 MB less, idle and under load (docs/decisions/0045): a render's
 * garbage is dead long before the next scavenge.
 *
 * --min-semi-space-size=8: the young generation at that size from the start (docs/decisions/0037). Left to grow
 * on its own, it sometimes stayed small under a sudden 20,000 requests a second: scavenges every few milliseconds
 * promoted the requests still in flight, the old generation filled with them and grew to four times its live size
 * before a full collection, and the process sat at 350–450 MB serving a third fewer requests. Fixed, every run
 * held about 200 MB at the higher rate.
 *
 * --max-old-space-size=256: V8 lets the old generation grow to a multiple of what it holds after a collection,
 * and picks that multiple from the heap's limit: 4 when the limit is 2 GB or more (the default on a machine with
 * a few GB), less below it, down to its least at 256 MB. A 1 GB limit already held a burst of distinct pages to a
 * third of the default's growth (docs/decisions/0044); 256 MB takes the least growth V8 offers (docs/decisions/0064).
 * The server's live heap is about 50 MB; the largest job, a newsletter to 10,000 subscribers, peaks at 115 MB of
 * heap, and every other is bounded (streamed exports, imports of at most 200 rows, uploads held as buffers outside
 * the heap).
 *
 * --expose-gc: gives src/idle-collection.ts the one full collection it runs when the server goes quiet after load
 * (docs/decisions/0044). V8 collects only while the program allocates, so without it the last burst's dead pages
 * and buffers stayed resident for as long as no visitor came.
 */
export const SERVER_NODE_FLAGS = [
  '--min-semi-space-size=8',
  '--max-semi-space-size=8',
  '--max-old-space-size=256',
  '--expose-gc',
] as const;

/**
 * glibc's allocator settings the server process starts with, set in the environment by the same `start` scripts
 * (glibc reads them before the first allocation, so the process cannot set them itself; other C libraries ignore
 * them). Under load the native side (zlib streams, sockets, React's render buffers, SQLite) allocates and frees
 * many blocks of tens of kB; by default glibc gives each thread an arena of its own (up to 8 per core) and keeps
 * what is freed for reuse, so RSS stayed at its peak after the load (docs/decisions/0045):
 *
 * - MALLOC_ARENA_MAX=2: two arenas instead of up to sixteen on this machine's two cores; the server's JavaScript runs
 *   on one thread, and libuv's four pool threads rarely allocate at once.
 * - MALLOC_MMAP_THRESHOLD_=32768: blocks of 32 kB and more come from mmap and go back to the system when freed,
 *   instead of the threshold growing with the largest block freed so far (glibc's default, up to 32 MB). At 128 kB
 *   (docs/decisions/0045) the 64 kB buffers each socket read starts with stayed in the main heap, which kept
 *   45 MB more than at start after the load had ended; at 32 kB, 15 MB (docs/decisions/0064).
 * - MALLOC_TRIM_THRESHOLD_=131072: the top of a heap is returned once 128 kB of it is free (default: twice the mmap
 *   threshold, so up to 64 MB).
 */
export const SERVER_MALLOC_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '32768',
  MALLOC_TRIM_THRESHOLD_: '131072',
} as const;

/** What a `start` script writes before `node`: `NAME=value …` in the shell's syntax. */
export const serverEnvPrefix = (): string =>
  Object.entries(SERVER_MALLOC_ENV)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');
