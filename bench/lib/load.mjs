/**
 * Load measurements for `pnpm bench`, reusable by every load section:
 *  - measureLoad: autocannon against a URL (bounded: a short warm-up, then a few seconds measured);
 *  - startBaseline: a bare Fastify process answering the same bytes from memory;
 *  - compareWithBaseline: the shop's answer and the baseline serving that very answer, measured in
 *    alternating short rounds in the same run, reported as the ratio of their medians (throughput
 *    relative to the machine's ceiling).
 * Only 127.0.0.1 is ever targeted.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { customerAddress } from './addresses.mjs';
import { cpuMeter } from './proc-cpu.mjs';
import { scratchDir } from './scratch.mjs';

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

let requestsSent = 0;

/**
 * Runs autocannon; every request carries another client address (X-Forwarded-For), as requests
 * from many customers reach the shop through its load balancer: the rate limits, on as in
 * production, count each customer apart.
 */
function run({ headers = {}, ...options }) {
  const requests = [
    {
      setupRequest: (request) => ({ ...request, headers: { ...headers, 'x-forwarded-for': customerAddress(requestsSent++ % 16_000_000) } }),
    },
  ];
  return new Promise((resolve, reject) => {
    autocannon({ ...options, headers, requests }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * @param {{ url: string, headers?: Record<string,string>, method?: string, body?: string, connections?: number, durationSeconds?: number, warmupSeconds?: number }} options
 * @returns {Promise<{ requestsPerSecond: number, p50Ms: number, p99Ms: number, requests: number, errors: number, non2xx: number }>}
 */
export async function measureLoad({ url, headers = {}, method = 'GET', body, connections = 50, durationSeconds = 5, warmupSeconds = 1 }) {
  if (!new URL(url).hostname.match(/^127\.|^localhost$/)) throw new Error(`load tests target this machine only, not ${url}`);
  if (warmupSeconds > 0) await run({ url, method, headers, body, connections, duration: warmupSeconds });
  const result = await run({ url, method, headers, body, connections, duration: durationSeconds });
  return {
    // Completed requests over the time measured (a short round has only a sample or two per second).
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** A bare Fastify process answering `body` to every GET. */
async function startBaseline(body, contentType = 'application/json; charset=utf-8') {
  const dir = scratchDir('fireworks-baseline-');
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
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** The median of a list of numbers (the mean of the middle two for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One side's rounds summed up: the median of each measure (what a noisy round cannot move much). */
function medianOf(rounds) {
  return {
    requestsPerSecond: Math.round(median(rounds.map((r) => r.requestsPerSecond))),
    p50Ms: median(rounds.map((r) => r.p50Ms)),
    p99Ms: median(rounds.map((r) => r.p99Ms)),
    requests: rounds.reduce((sum, r) => sum + r.requests, 0),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
    rounds: rounds.map((r) => r.requestsPerSecond),
  };
}

/** Rounds per side and their length: 4 × 2 s each, interleaved (~18 s per comparison with the warm-ups). */
export const ROUNDS = 4;
const ROUND_SECONDS = 2;

/**
 * Measures a request on the shop (`method` and `body` for writes such as login) against a bare
 * Fastify route serving the same answer from memory (a GET's with the same request headers), in alternating short rounds (shop, bare, bare,
 * shop, ...: neither side always goes first), so a noisy moment on the machine hits both sides
 * alike. Each side reports the median of its rounds, and the ratio is the ratio of the medians.
 * With `serverPid`, each side also reports its server's CPU per request (µs; /proc), the measure
 * least moved by other work on the machine.
 * @returns {Promise<{ shop: object, baseline: object, ratio: number, bodyBytes: number, rounds: number, roundSeconds: number }>}
 */
export async function compareWithBaseline({
  url,
  headers = {},
  method = 'GET',
  body: requestBody,
  connections = 50,
  rounds = ROUNDS,
  roundSeconds = ROUND_SECONDS,
  warmupSeconds = 1,
  serverPid = null,
}) {
  const response = await fetch(url, { method, headers, body: requestBody });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const baselineServer = await startBaseline(body, response.headers.get('content-type') ?? 'application/json');
  const sides = {
    shop: { request: { url, headers, method, body: requestBody }, pid: serverPid, rounds: [], cpuSeconds: 0 },
    // A GET's baseline receives the very request headers the shop does (Authorization, Accept-Encoding...;
    // the bare route ignores them), so both servers parse identical requests and the ratio is what
    // the shop does with them. (A write's baseline stays a plain GET: its route takes no body.)
    baseline: {
      request: method === 'GET' ? { url: baselineServer.url, headers } : { url: baselineServer.url },
      pid: serverPid === null ? null : baselineServer.pid,
      rounds: [],
      cpuSeconds: 0,
    },
  };
  const measureSide = async (side, durationSeconds) => {
    const meter = side.pid === null ? null : cpuMeter({ serverPid: side.pid });
    const result = await measureLoad({ ...side.request, connections, durationSeconds, warmupSeconds: 0 });
    if (meter) side.cpuSeconds += meter.stop().server;
    return result;
  };
  try {
    if (warmupSeconds > 0) {
      await measureLoad({ ...sides.shop.request, connections, durationSeconds: warmupSeconds, warmupSeconds: 0 });
      await measureLoad({ ...sides.baseline.request, connections, durationSeconds: warmupSeconds, warmupSeconds: 0 });
    }
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? [sides.shop, sides.baseline] : [sides.baseline, sides.shop];
      for (const side of order) side.rounds.push(await measureSide(side, roundSeconds));
    }
  } finally {
    await baselineServer.stop();
  }
  const summary = (side) => {
    const summed = medianOf(side.rounds);
    return side.pid === null ? summed : { ...summed, cpuUsPerRequest: Math.round((side.cpuSeconds * 1e6) / summed.requests) };
  };
  const shop = summary(sides.shop);
  const baseline = summary(sides.baseline);
  return {
    shop,
    baseline,
    ratio: Number((shop.requestsPerSecond / baseline.requestsPerSecond).toPrecision(2)),
    bodyBytes: body.length,
    rounds,
    roundSeconds,
  };
}
