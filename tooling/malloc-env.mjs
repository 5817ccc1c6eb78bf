/**
 * glibc allocator settings for the API server process (issue 13 item 6), read by glibc at process
 * start, so the launcher sets them: few arenas (MALLOC_ARENA_MAX=2) and a fixed mmap threshold, so
 * scrypt's 16 MB blocks (password checks on libuv threads) are mapped and unmapped instead of
 * staying in per-thread arenas. Measured: RSS after 100 sign-ins 672 MB without, 429 MB with.
 * A value already in the environment wins.
 */
export function mallocEnv(env = process.env) {
  return {
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2',
    MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ ?? String(1024 * 1024),
  };
}

/**
 * V8 settings of the API server process (issue 13 item 6), given by the launchers (`pnpm start`,
 * `api`'s `start` script, the bench). Node 20's young generation is two 16 MB semi-spaces (32 MB
 * resident once a crowd has filled them); 4 MB each is 8 MB. Measured in the mixed crowd on PGlite
 * (100 connections, loaded machine): RSS after the crowd 307 → 285 MB. V8 reads this only at start
 * (v8.setFlagsFromString later does not resize the heap), so it is a command-line flag.
 *
 * --heap-growing-percent=50: after each full collection V8 lets the old generation grow to 1.5×
 * what survived before the next one. Its own choice goes up to 4× when collections are cheap next to
 * the allocation rate, as in a crowd: the shop's ~50 MB of live objects then became a 110–130 MB heap
 * (the garbage of the crowd's requests, resident until the next full collection). 1.5× follows the
 * live size (a bigger catalogue gets a bigger heap, so it cannot run out like a fixed
 * --max-old-space-size), and the extra collections are incremental and concurrent. Measured in the
 * mixed crowd on PGlite (100 connections, 30 s, load 10): heap 130 → 70 MB at peak, same req/s.
 *
 * --expose-gc: the server collects once after it has started (api/src/server.ts), so what a first
 * start's initdb and migrations left behind is given back at once.
 *
 * --no-allocation-site-pretenuring: V8 allocates objects of a code site straight in the old
 * generation once it has seen most of them survive a young collection, and never looks again. A
 * server's request objects are short-lived, but a phase of one kind of traffic (e.g. cached item
 * lists by 50 keep-alive connections) can make such a site look long-lived; from then on every later
 * request's objects of that site are old-generation garbage, collected only by full mark-compacts.
 * Seen (--trace-gc, --trace-pretenuring-statistics): POST /api/getuser after a catalogue phase ran a
 * ~10-ms mark-compact every 0.7 s (0 when it ran alone), at 0.35–0.48 × bare Fastify and p99 15–18
 * ms; without pretenuring, 0 mark-compacts, 0.51–0.61 × bare and p99 5.5–8.5 ms (8 of 8 runs of
 * `pnpm bench --only load`, alternated with 8 with it, load 2–2.5); the cart update's CPU fell too
 * (PostgreSQL 516–652 against 654–805 µs per request). The cost, long-lived objects copied once or
 * twice through the young generation, did not show.
 */
export const SERVER_V8_FLAGS = ['--max-semi-space-size=4', '--heap-growing-percent=50', '--expose-gc', '--no-allocation-site-pretenuring'];
