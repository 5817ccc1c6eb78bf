/**
 * Load measurements for `pnpm bench`, reusable by every load section:
 *  - measureLoad: autocannon against a URL (bounded: a short warm-up, then a few seconds measured);
 *  - startBaseline: a bare Fastify process answering the same bytes from memory;
 *  - compareWithBaseline: the shop's answer, then the baseline serving that very answer, measured the
 *    same way in the same run, reported as a ratio (throughput relative to the machine's ceiling).
 * Only 127.0.0.1 is ever targeted.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * @param {{ url: string, headers?: Record<string,string>, method?: string, connections?: number, durationSeconds?: number, warmupSeconds?: number }} options
 * @returns {Promise<{ requestsPerSecond: number, p50Ms: number, p99Ms: number, requests: number, errors: number, non2xx: number }>}
 */
export async function measureLoad({ url, headers = {}, method = 'GET', connections = 50, durationSeconds = 5, warmupSeconds = 1 }) {
  if (!new URL(url).hostname.match(/^127\.|^localhost$/)) throw new Error(`load tests target this machine only, not ${url}`);
  if (warmupSeconds > 0) await run({ url, method, headers, connections, duration: warmupSeconds });
  const result = await run({ url, method, headers, connections, duration: durationSeconds });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** A bare Fastify process answering `body` to every GET. */
export async function startBaseline(body, contentType = 'application/json; charset=utf-8') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fireworks-baseline-'));
  const file = path.join(dir, 'body');
  fs.writeFileSync(file, body);
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(here, 'baseline-server.mjs'), file, contentType, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`baseline server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          fs.rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Measures `url` on the shop, then a bare Fastify route serving the same answer from memory.
 * @returns {Promise<{ shop: object, baseline: object, ratio: number, bodyBytes: number }>}
 */
export async function compareWithBaseline({ url, headers = {}, connections = 50, durationSeconds = 5 }) {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const shop = await measureLoad({ url, headers, connections, durationSeconds });
  const baselineServer = await startBaseline(body, response.headers.get('content-type') ?? 'application/json');
  let baseline;
  try {
    baseline = await measureLoad({ url: baselineServer.url, connections, durationSeconds });
  } finally {
    await baselineServer.stop();
  }
  return { shop, baseline, ratio: Number((shop.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)), bodyBytes: body.length };
}
