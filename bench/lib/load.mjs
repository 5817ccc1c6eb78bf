/**
 * Load measurements with autocannon: requests per second (2xx answers only) and p50/p99 latency
 * at a fixed number of connections, plus the bare-Fastify baseline started in the same run.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, waitForOk } from './server.mjs';

export const CONNECTIONS = 50;
export const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
/** Warm-up requests per connection: a fixed amount, so the server has answered them all before the measure starts. */
const WARMUP_PER_CONNECTION = 4;

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * One measurement: a warm-up of a fixed number of requests (autocannon waits for every answer, so
 * no backlog spills into the measure), then DURATION_SECONDS at CONNECTIONS connections.
 * `request`: { url, method, headers, body } or, for requests that differ, autocannon's `requests`.
 */
export async function measure(request) {
  const options = {
    url: request.url,
    method: request.method ?? 'GET',
    headers: request.headers,
    body: request.body,
    requests: request.requests,
  };
  await run({ ...options, amount: CONNECTIONS * WARMUP_PER_CONNECTION });
  const result = await run({ ...options, duration: DURATION_SECONDS });
  return {
    requestsPerSecond: Math.round(result['2xx'] / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Starts the baseline server in its own process (like the shop), measures it and stops it. */
export async function measureBaseline() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(path.dirname(fileURLToPath(import.meta.url)), 'baseline-server.mjs')], {
    env: { PATH: process.env.PATH, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitForOk(`${url}/baseline`, child);
    return await measure({ url: `${url}/baseline` });
  } finally {
    child.kill('SIGTERM');
  }
}
