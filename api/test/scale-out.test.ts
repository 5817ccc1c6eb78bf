/**
 * The scale-out deployment tested as one (issue 42 item 3): nginx with the repository's example
 * configuration (deploy/nginx/fireworks.conf, only its ports changed) in front of three API
 * processes in the production configuration, on one PostgreSQL database with Redis. Customers order
 * through nginx while one process is SIGKILLed: every acknowledged order is in the database exactly
 * once, only requests in flight on the killed process fail (nginx answers 502), the login limit is
 * counted across the processes, and the two survivors keep serving. Needs nginx, PostgreSQL and
 * Redis (REDIS_URL, default redis://127.0.0.1:6379); it fails, never skips, without them.
 * Runs in the API suite on PostgreSQL (tooling/run-tests.mjs --postgres); the full-size run is
 * `pnpm bench --only scale-out`.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http2 from 'node:http2';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { nginxBinary, startNginx } from '@fireworks/tooling/local-nginx';
import pg from 'pg';
import { newId } from '../src/shared/ids';
import { hashPassword } from '../src/shared/passwords';
import { freePort, spawnApi, waitForHealth } from './api-process';
import { createPgDatabase, TEST_JWT_SECRET, TEST_PASSWORD } from './helper';

// About a minute; the margin is for a machine busy with other work (three processes start from source).
jest.setTimeout(300_000);

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const CUSTOMERS = 16;
/** Each customer's orders at most (the order limit is 20 a minute per address). */
const ORDERS_EACH = 12;
const THINK_MS = 150;
/** How late after the killed process is gone a request may still reach its connections (nginx learning of it). */
const NOTICE_MS = 1000;

interface Api {
  port: number;
  child: ChildProcess;
}

let database: { url: string; drop(): Promise<void> };
const apis: Api[] = [];
let nginx: Awaited<ReturnType<typeof startNginx>> | null = null;
let nginxUrl = '';
const dirs: string[] = [];

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

async function redisAnswers(): Promise<void> {
  const { hostname, port } = new URL(REDIS_URL);
  await new Promise<void>((resolve, reject) => {
    const socket = net.connect(Number(port || 6379), hostname);
    socket.setTimeout(2000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      if (data.toString().startsWith('+PONG')) resolve();
      else reject(new Error(`Redis at ${REDIS_URL} answered ${data.toString().trim()}`));
    });
    const fail = () => {
      socket.destroy();
      reject(
        new Error(
          `Redis does not answer at ${REDIS_URL}: the scale-out test shares rate limits through it (start redis-server or set REDIS_URL).`,
        ),
      );
    };
    socket.once('error', fail);
    socket.once('timeout', fail);
  });
}

/** An API process as a deployment runs it: NODE_ENV=production, rate limits counted in Redis, nginx trusted. */
async function startApi(redisPrefix: string): Promise<Api> {
  const port = await freePort();
  const child = spawnApi({
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: tempDir('fw-scale-out-'),
    DATABASE_URL: database.url,
    JWT_SECRET: TEST_JWT_SECRET,
    ADMIN_PASSWORD: TEST_PASSWORD,
    SEED_DEMO: '0',
    REDIS_URL,
    REDIS_KEY_PREFIX: redisPrefix,
    // nginx and, in front of it, this test (standing in for each customer's address) are loopback.
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
    MALLOC_ARENA_MAX: '2',
  });
  const api = { port, child };
  apis.push(api);
  await waitForHealth(`http://127.0.0.1:${port}/api/health`, child, `API process on port ${port}`);
  return api;
}

/** A customer's own address, sent as X-Forwarded-For (nginx appends the test's, which is trusted). */
const address = (i: number) => `10.42.${Math.floor(i / 250)}.${(i % 250) + 1}`;

interface Answer {
  status: number;
  body: Record<string, unknown>;
  upstream: string;
  sentAt: number;
  doneAt: number;
}

async function send(
  base: string,
  route: string,
  init: { method?: string; token?: string; from: string; body?: unknown; headers?: Record<string, string> },
) {
  const sentAt = performance.now();
  try {
    const response = await fetch(`${base}${route}`, {
      method: init.method ?? 'POST',
      headers: {
        'x-forwarded-for': init.from,
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    const text = await response.text();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text);
    } catch {}
    return { status: response.status, body, upstream: response.headers.get('x-upstream') ?? '', sentAt, doneAt: performance.now() };
  } catch {
    return { status: 0, body: {}, upstream: '', sentAt, doneAt: performance.now() };
  }
}

beforeAll(async () => {
  nginxBinary();
  await redisAnswers();
  database = await createPgDatabase();
  const redisPrefix = `fw-scale-${randomBytes(4).toString('hex')}:`;
  // Three processes starting together: migrations run once, under the advisory lock.
  await Promise.all([startApi(redisPrefix), startApi(redisPrefix), startApi(redisPrefix)]);
  // The repository's example site (tooling/local-nginx.cjs gives it this run's ports); answers name the process.
  nginx = await startNginx({ apiPorts: apis.map((api) => api.port), upstreamHeader: true });
  nginxUrl = nginx.url;
});

afterAll(async () => {
  await nginx?.stop();
  for (const { child } of apis) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await Promise.all(
    apis
      .map((a) => a.child)
      .map((child) =>
        child.exitCode === null && child.signalCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null,
      ),
  );
  await database?.drop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

it('browsers reach the shop over HTTPS with HTTP/2 (the example site, its certificate self-signed here)', async () => {
  if (!nginx) throw new Error('nginx did not start');
  const session = http2.connect(nginx.tlsUrl, { ca: fs.readFileSync(nginx.certificate) });
  try {
    const headers = await new Promise<http2.IncomingHttpHeaders>((resolve, reject) => {
      session.once('error', reject);
      const stream = session.request({ ':path': '/api/health' });
      stream.once('response', resolve);
      stream.once('error', reject);
      stream.resume();
    });
    expect(headers[':status']).toBe(200);
    expect(session.alpnProtocol).toBe('h2');
  } finally {
    session.close();
  }
});

it('the login limit is counted across the three processes, by the address nginx passes on', async () => {
  // Ten failed sign-ins from one address (each another name: the per-name lock stays out of it),
  // spread over the processes directly: the next one, on any process, is refused.
  const from = address(900);
  const attempt = (base: string, n: number) =>
    send(base, '/api/login', { from, body: { username: `probe${n}`, password: 'Wrong-Password-1' } });
  for (let n = 0; n < 10; n++) expect((await attempt(`http://127.0.0.1:${(apis[n % apis.length] as Api).port}`, n)).status).toBe(401);
  for (const [i, api] of apis.entries()) expect((await attempt(`http://127.0.0.1:${api.port}`, 10 + i)).status).toBe(429);
  // Through nginx: the same address is refused, another is not.
  const refused = await attempt(nginxUrl, 20);
  expect(refused.status).toBe(429);
  expect(refused.body.error).toMatch(/^Too many requests/);
  expect((await send(nginxUrl, '/api/login', { from: address(901), body: { username: 'admin', password: TEST_PASSWORD } })).status).toBe(
    200,
  );
});

it('orders through nginx survive a SIGKILLed process: acknowledged ones once, failures only in flight there, the survivors serve', async () => {
  // The catalogue and the customers, written as another process would; checkout opened by the admin.
  const client = new pg.Client({ connectionString: database.url });
  // Ended below; if an expectation fails first, dropping the database ends it (not an error here).
  client.on('error', () => {});
  await client.connect();
  await client.query(
    `insert into items (id, category, title, description, price_cents, bogo, visible, image_url) values ($1, 'Cakes', 'Scale Out Cake', 'A test item.', 60000, false, true, '')`,
    [newId()],
  );
  const hash = await hashPassword(TEST_PASSWORD);
  for (let i = 0; i < CUSTOMERS; i++) {
    await client.query(
      `insert into users (id, username, email, phonenumber, password_hash, verified, approved) values ($1, $2, $3, $4, $5, true, true)`,
      [newId(), `scale${i}`, `scale${i}@example.com`, `55577${String(i).padStart(5, '0')}`, hash],
    );
  }
  const admin = await send(nginxUrl, '/api/login', { from: address(800), body: { username: 'admin', password: TEST_PASSWORD } });
  expect(admin.status).toBe(200);
  const season = await send(nginxUrl, '/api/season', {
    method: 'PUT',
    token: admin.body.token as string,
    from: address(800),
    body: { salesWindows: [{ start: '01-01', end: '12-31' }], preorderWindows: [] },
  });
  expect(season.status).toBe(200);
  const tokens: string[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const login = await send(nginxUrl, '/api/login', { from: address(i), body: { username: `scale${i}`, password: TEST_PASSWORD } });
    expect(login.status).toBe(200);
    tokens.push(login.body.token as string);
  }

  const answers: Answer[] = [];
  const acknowledged: string[] = [];
  let killAt = Number.POSITIVE_INFINITY;
  const victim = apis[1] as Api;
  const victimAddress = `127.0.0.1:${victim.port}`;
  let stopAt = Number.POSITIVE_INFINITY;
  const rush = Promise.all(
    tokens.map(async (token, i) => {
      const from = address(i);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * THINK_MS * 2));
      for (let placed = 0; placed < ORDERS_EACH && performance.now() < stopAt; placed++) {
        const cart = await send(nginxUrl, '/api/update-cart', {
          token,
          from,
          body: { cartItems: [{ category: 'Cakes', title: 'Scale Out Cake', quantity: 1 }] },
        });
        answers.push(cart);
        if (cart.status !== 200) continue;
        // A customer whose order got no answer sends it again with the same key, as the storefront does.
        const key = randomUUID();
        for (let attempt = 0; attempt < 3; attempt++) {
          const order = await send(nginxUrl, '/api/create-order', {
            token,
            from,
            body: { FundstoAdd: 0, isPickup: false },
            headers: { 'idempotency-key': key },
          });
          answers.push(order);
          if (order.status === 201) {
            acknowledged.push(order.body.orderNumber as string);
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        await new Promise((resolve) => setTimeout(resolve, THINK_MS));
      }
    }),
  );
  // SIGKILL the second process once orders flow, then let the rush go on through the survivors.
  while (acknowledged.length < CUSTOMERS) await new Promise((resolve) => setTimeout(resolve, 20));
  const inFlightBefore = answers.length;
  killAt = performance.now();
  const died = new Promise<number>((resolve) => victim.child.once('exit', () => resolve(performance.now())));
  victim.child.kill('SIGKILL');
  const acknowledgedBeforeKill = acknowledged.length;
  // Its connections close once the kernel has taken the process down (later than the signal on a busy machine).
  const diedAt = await died;
  stopAt = diedAt + NOTICE_MS + 3000;
  await rush;
  const noticedBy = diedAt + NOTICE_MS;

  const failures = answers.filter((a) => a.status < 200 || a.status >= 300);
  // In flight on the killed process: sent before nginx learnt of its death (the kernel closes its
  // connections at once, but a loaded nginx may hand a request to one of them a little later).
  const exposed = answers.filter((a) => a.sentAt <= noticedBy && a.doneAt >= killAt);
  process.stderr.write(
    `scale-out: ${answers.length} requests (${inFlightBefore} answered before the kill, the process gone ${Math.round(diedAt - killAt)} ms after it, ${exposed.length} in flight at the kill or sent until ${NOTICE_MS} ms after it was gone), ${acknowledged.length} orders acknowledged (${acknowledgedBeforeKill} before the kill), ${failures.length} failed: ${JSON.stringify(failures.map((f) => ({ status: f.status, upstream: f.upstream, sentMsAfterKill: Math.round(f.sentAt - killAt) })))}\n`,
  );
  // Failures: only nginx's 502 for the killed process, for requests in flight there.
  for (const failure of failures) {
    expect(failure.status).toBe(502);
    expect(failure.upstream).toContain(victimAddress);
    expect(failure.sentAt).toBeLessThanOrEqual(noticedBy);
  }
  expect(failures.length).toBeLessThanOrEqual(exposed.length);
  // The survivors kept serving: orders acknowledged after the kill, through both.
  const afterKill = answers.filter((a) => a.sentAt > noticedBy);
  expect(afterKill.filter((a) => a.status === 201).length).toBeGreaterThan(0);
  expect(new Set(afterKill.map((a) => a.upstream.split(', ').at(-1)))).toEqual(
    new Set(apis.filter((api) => api !== victim).map((api) => `127.0.0.1:${api.port}`)),
  );

  // Every acknowledged order exactly once, and no order nobody was told about.
  const { rows } = await client.query<{ order_number: string }>('select order_number from orders');
  await client.end();
  const numbers = rows.map((row) => row.order_number);
  expect(new Set(acknowledged).size).toBe(acknowledged.length);
  for (const orderNumber of acknowledged) expect(numbers.filter((n) => n === orderNumber)).toHaveLength(1);
  expect(numbers.filter((n) => !acknowledged.includes(n))).toEqual([]);

  // And the shop still answers through nginx, every time.
  for (let i = 0; i < 6; i++) expect((await send(nginxUrl, '/api/health', { method: 'GET', from: address(700) })).status).toBe(200);
});
