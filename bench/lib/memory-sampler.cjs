/**
 * Preloaded into the server by `pnpm bench --only crowd --memory` (NODE_OPTIONS=--require): every
 * 500 ms appends process.memoryUsage() in MB as one JSON line to MEMORY_SAMPLES_FILE.<pid>, to see what
 * grows under load: the JavaScript heap, external buffers, or the rest of the resident memory (the
 * PGlite WebAssembly memory and native allocations, which memoryUsage does not list apart).
 */
const fs = require('node:fs');

const file = process.env.MEMORY_SAMPLES_FILE;
if (file) {
  const mb = (n) => Math.round(n / 1048576);
  setInterval(() => {
    const m = process.memoryUsage();
    const line = {
      t: Date.now(),
      rss: mb(m.rss),
      heapTotal: mb(m.heapTotal),
      heapUsed: mb(m.heapUsed),
      external: mb(m.external),
      arrayBuffers: mb(m.arrayBuffers),
    };
    fs.appendFileSync(`${file}.${process.pid}`, `${JSON.stringify(line)}\n`);
  }, 500).unref();
}
