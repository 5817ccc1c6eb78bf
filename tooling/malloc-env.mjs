/**
 * glibc allocator settings for the API server process, a deployment setting (issue 13 item 6):
 * glibc reads them at process start, so the launcher (tooling/serve-api.mjs) sets them. Few arenas
 * (MALLOC_ARENA_MAX=2) and a fixed mmap threshold, so scrypt's 16 MB blocks (password checks on
 * libuv threads) are mapped and unmapped instead of staying in per-thread arenas. Measured: RSS
 * after 100 sign-ins 672 MB without, 429 MB with. A value already in the environment wins; a
 * deployment that starts `node api/dist/server.cjs` itself can set the same two variables.
 */
export function mallocEnv(env = process.env) {
  return {
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2',
    MALLOC_MMAP_THRESHOLD_: env.MALLOC_MMAP_THRESHOLD_ ?? String(1024 * 1024),
  };
}
