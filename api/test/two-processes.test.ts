/**
 * Two API processes on one PostgreSQL database (issue 13 item 1): a revocation made through one
 * process (logout, a token renewed twice since, password change, un-approval, deletion) reaches the other process's
 * principal cache within one second, through LISTEN/NOTIFY; and within the feed's liveness bound
 * when that process's feed connection is silently cut (issue 39 item 1). A change of who the owners
 * are reaches the other process's list of whom a new order is e-mailed to as fast. Always runs on PostgreSQL.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Featured } from '@fireworks/core/contract';
import { PERMISSIONS } from '@fireworks/core/rules';
import pg from 'pg';
import { readOutbox } from '../src/adapters/outbox';
import { ORDERS_LAG_MS } from '../src/modules/featured';
import { newId } from '../src/shared/ids';
import { hashPassword } from '../src/shared/passwords';
import { freePort, spawnApi, waitForHealth } from './api-process';
import { createPgDatabase, TEST_JWT_SECRET, TEST_PASSWORD } from './helper';

jest.setTimeout(180_000);

interface Server {
  url: string;
  child: ChildProcess;
  /** Its DATA_DIR: without SMTP_URL its e-mails are written to the dev outbox there. */
  dataDir: string;
}

let database: { url: string; drop(): Promise<void> };
const servers: Server[] = [];
const dirs: string[] = [];

async function startServer(databaseUrl: string): Promise<Server> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fireworks-two-'));
  dirs.push(dataDir);
  const child = spawnApi({
    ...process.env,
    NODE_OPTIONS: '',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: TEST_JWT_SECRET,
    ADMIN_PASSWORD: TEST_PASSWORD,
    SEED_DEMO: '0',
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
    // E-mails to the dev outbox in DATA_DIR, where the tests read them.
    SMTP_URL: '',
    // Inside a sales window, so the order test can order.
    SHOP_NOW: '2026-11-18T12:00:00-06:00',
  });
  const server = { url: `http://127.0.0.1:${port}`, child, dataDir };
  servers.push(server);
  await waitForHealth(`${server.url}/api/health`, child, 'server');
  return server;
}

/**
 * A TCP proxy to PostgreSQL that, once cut, silently stops forwarding the change feed's connections
 * (those that sent `LISTEN fireworks_changes`), in both directions, without closing them: what a
 * NAT or load balancer that drops an idle connection's state does. Other connections pass.
 */
async function feedCuttingProxy(databaseUrl: string) {
  const target = new URL(databaseUrl);
  let cut = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    let feed = false;
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (chunk: Buffer) => {
      if (chunk.includes('LISTEN fireworks_changes')) feed = true;
      if (!(feed && cut)) upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!(feed && cut)) client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxied = new URL(databaseUrl);
  proxied.host = `127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return {
    url: proxied.toString(),
    cut: () => {
      cut = true;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function post(server: Server, route: string, token?: string, body?: unknown) {
  const response = await fetch(`${server.url}/api/${route}`, {
    method: 'POST',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A verified, approved user written straight into the database (as an import writes one); an admin when `admin`. */
async function customer(databaseUrl: string, name: string, admin = false): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const id = newId();
  await client.query(
    `insert into users (id, username, email, phonenumber, password_hash, verified, approved, admin) values ($1, $2, $3, $4, $5, true, true, $6)`,
    [
      id,
      name,
      `${name}@example.com`,
      `555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
      await hashPassword(TEST_PASSWORD),
      admin,
    ],
  );
  await client.end();
  return id;
}

/** Milliseconds until `token` is refused by `server` (polling every 10 ms, at most 3 s). */
async function refusedAfter(server: Server, token: string, patienceMs = 3000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < patienceMs) {
    if ((await post(server, 'getuser', token)).status === 401) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Number.POSITIVE_INFINITY;
}

beforeAll(async () => {
  database = await createPgDatabase();
  // The first applies the migrations; the second starts on the migrated database.
  await startServer(database.url);
  await startServer(database.url);
});

afterAll(async () => {
  for (const { child } of servers) child.kill('SIGTERM');
  await Promise.all(servers.map(({ child }) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null)));
  await database?.drop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

it('a revocation in one process reaches the other within one second', async () => {
  const [a, b] = servers as [Server, Server];
  const admin = (await post(a, 'login', undefined, { username: 'admin', password: TEST_PASSWORD })).body.token as string;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  for (const name of ['leaver', 'renewer', 'changer', 'refused', 'deleted']) {
    ids[name] = await customer(database.url, `two${name}`);
    tokens[name] = (await post(a, 'login', undefined, { username: `two${name}`, password: TEST_PASSWORD })).body.token as string;
    // B has the principal in its cache.
    expect((await post(b, 'getuser', tokens[name])).status).toBe(200);
    expect((await post(b, 'getuser', tokens[name])).status).toBe(200);
  }

  const delays: Record<string, number> = {};
  expect((await post(a, 'logout', tokens.leaver)).status).toBe(200);
  delays.logout = await refusedAfter(b, tokens.leaver as string);

  // A renewed token keeps working; once renewed twice since, it is a replay (issue 37 item 5).
  const renewed = await post(a, 'verify-token', tokens.renewer);
  expect(renewed.status).toBe(200);
  expect((await post(b, 'getuser', tokens.renewer)).status).toBe(200);
  expect((await post(a, 'verify-token', renewed.body.token as string)).status).toBe(200);
  delays.renewal = await refusedAfter(b, tokens.renewer as string);

  const changed = await post(a, 'change-password', tokens.changer, { currentPassword: TEST_PASSWORD, newPassword: 'Another-Pass-91' });
  expect(changed.status).toBe(200);
  delays.passwordChange = await refusedAfter(b, tokens.changer as string);
  expect((await post(b, 'getuser', changed.body.token as string)).status).toBe(200);

  expect((await post(a, 'changeApproval', admin, { user_id: ids.refused, newValueApproved: false })).status).toBe(200);
  delays.unapproval = await refusedAfter(b, tokens.refused as string);

  expect((await post(a, 'delete-user', admin, { userone: ids.deleted })).status).toBe(200);
  delays.deletion = await refusedAfter(b, tokens.deleted as string);

  for (const delay of Object.values(delays)) expect(delay).toBeLessThan(1000);
});

/** Milliseconds until `read` (polled every 10 ms on one server, at most 3 s) answers `expected`. */
async function seenAfter(read: () => Promise<unknown>, expected: unknown, patienceMs = 3000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < patienceMs) {
    if ((await read()) === expected) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Number.POSITIVE_INFINITY;
}

it("a staff permission change in one process reaches the other's principal cache within one second; a removal ends the session there", async () => {
  const [a, b] = servers as [Server, Server];
  const admin = (await post(a, 'login', undefined, { username: 'admin', password: TEST_PASSWORD })).body.token as string;
  const id = await customer(database.url, 'twostaff');
  const token = (await post(a, 'login', undefined, { username: 'twostaff', password: TEST_PASSWORD })).body.token as string;
  const pickups = () =>
    fetch(`${b.url}/api/pickups?date=2026-12-30`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);
  // B has the customer (no permissions) in its cache.
  expect(await pickups()).toBe(403);
  const put = (permissions: string[]) =>
    fetch(`${a.url}/api/staff/${id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ permissions }),
    }).then((r) => r.status);

  expect(await put(['orders:read', 'pickups:work'])).toBe(200);
  const granted = await seenAfter(pickups, 200);
  // Removal from the staff ends the member's sessions (issue 41), in every process.
  expect(await put([])).toBe(200);
  const removed = await seenAfter(pickups, 401);
  expect(granted).toBeLessThan(1000);
  expect(removed).toBeLessThan(1000);
});

/**
 * An item written straight to the database (as another process would) and a customer signed in on
 * `server`; the open client is the test's to write more and end.
 */
async function itemAndCustomer(server: Server, item: { category: string; title: string; priceCents: number }, username: string) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const itemId = newId();
  await client.query(
    `insert into items (id, category, title, description, price_cents, bogo, visible, image_url) values ($1, $2, $3, 'A test item.', $4, false, true, '')`,
    [itemId, item.category, item.title, item.priceCents],
  );
  await customer(database.url, username);
  const token = (await post(server, 'login', undefined, { username, password: TEST_PASSWORD })).body.token as string;
  return { client, itemId, token };
}

it("a cart, item or discount-rule write in one process reaches the other's cached cart totals within one second", async () => {
  const [a, b] = servers as [Server, Server];
  const admin = (await post(a, 'login', undefined, { username: 'admin', password: TEST_PASSWORD })).body.token as string;
  const { client, itemId, token } = await itemAndCustomer(
    a,
    { category: 'Cakes', title: 'Two Process Cake', priceCents: 100000 },
    'twocart',
  );
  const cart = (quantity: number) =>
    post(a, 'update-cart', token, { cartItems: [{ category: 'Cakes', title: 'Two Process Cake', quantity }] });
  const totalsOn = async (server: Server) => {
    const response = await fetch(`${server.url}/api/getCartTotal`, { headers: { authorization: `Bearer ${token}` } });
    return (await response.json()) as { subtotal: number; discountPercentage: number };
  };

  expect((await cart(1)).status).toBe(200);
  // B caches the totals; A sees its own write at once.
  expect((await totalsOn(b)).subtotal).toBe(1000);
  expect((await totalsOn(b)).subtotal).toBe(1000);
  const delays: Record<string, number> = {};
  expect((await cart(2)).status).toBe(200);
  expect((await totalsOn(a)).subtotal).toBe(2000);
  delays.cart = await seenAfter(async () => (await totalsOn(b)).subtotal, 2000);

  await client.query('update items set price_cents = 150000 where id = $1', [itemId]);
  delays.item = await seenAfter(async () => (await totalsOn(b)).subtotal, 3000);

  const rule = await post(a, 'discounts', admin, { priceRange: { min: 3000, max: 4000 }, discountPercentage: 12 });
  expect(rule.status).toBe(201);
  expect((await totalsOn(a)).discountPercentage).toBe(12);
  delays.discount = await seenAfter(async () => (await totalsOn(b)).discountPercentage, 12);
  await client.end();

  for (const delay of Object.values(delays)) expect(delay).toBeLessThan(1000);
});

it("an item repriced, hidden or deleted by another process reaches this process's cart saves within one second", async () => {
  const [a, b] = servers as [Server, Server];
  const { client, itemId, token } = await itemAndCustomer(
    a,
    { category: 'Missiles', title: 'Two Process Missile', priceCents: 2500 },
    'twosaver',
  );
  const save = () => post(b, 'update-cart', token, { cartItems: [{ category: 'Missiles', title: 'Two Process Missile', quantity: 1 }] });
  const priceSaved = async () => {
    const answer = await save();
    return answer.status === 200 ? (answer.body.cart as Array<{ price: string }>)[0]?.price : answer.status;
  };
  // B keeps the category's items after its first save.
  expect(await priceSaved()).toBe('$25.00');
  expect(await priceSaved()).toBe('$25.00');

  const delays: Record<string, number> = {};
  await client.query('update items set price_cents = 3000 where id = $1', [itemId]);
  delays.price = await seenAfter(priceSaved, '$30.00');
  await client.query('update items set visible = false where id = $1', [itemId]);
  delays.hidden = await seenAfter(priceSaved, 400);
  await client.query('update items set visible = true where id = $1', [itemId]);
  delays.shown = await seenAfter(priceSaved, '$30.00');
  // A deleted item: at once, even before the change arrives (the foreign key refuses the kept one).
  await client.query('delete from items where id = $1', [itemId]);
  expect(await priceSaved()).toBe(400);
  await client.end();

  for (const delay of Object.values(delays)) expect(delay).toBeLessThan(1000);
});

it('an order through this process of a cart it saved orders the cart and prices as another process and the database left them', async () => {
  const [a, b] = servers as [Server, Server];
  const { client, itemId, token } = await itemAndCustomer(
    a,
    { category: 'Cakes', title: 'Two Process Order Cake', priceCents: 60000 },
    'twoorder',
  );
  const cart = (server: Server, quantity: number) =>
    post(server, 'update-cart', token, { cartItems: [{ category: 'Cakes', title: 'Two Process Order Cake', quantity }] });
  // A keeps the cart it saved (an order of it needs no checkout read); B changes it, the price changes.
  expect((await cart(a, 1)).status).toBe(200);
  expect((await cart(b, 2)).status).toBe(200);
  await client.query('update items set price_cents = 70000 where id = $1', [itemId]);
  const ordered = await fetch(`${a.url}/api/create-order`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ FundstoAdd: 0, isPickup: false }),
  });
  expect(ordered.status).toBe(201);
  const { rows } = await client.query<{ quantity: number; price_cents: number }>(
    'select l.quantity, l.price_cents from order_items l join orders o on o.id = l.order_id where o.customer_username = $1',
    ['twoorder'],
  );
  await client.end();
  expect(rows).toEqual([{ quantity: 2, price_cents: 70000 }]);
});

/** The subjects of the e-mails `server` wrote to `to`, waiting until one about order `number` is there (at most `patienceMs`). */
async function mailsAbout(server: Server, to: string, number: string, patienceMs = 5000): Promise<string[]> {
  const started = Date.now();
  for (;;) {
    const subjects = (await readOutbox(server.dataDir)).filter((m) => m.channel === 'email' && m.to === to).map((m) => m.subject);
    if (subjects.some((subject) => subject.includes(number)) || Date.now() - started > patienceMs) return subjects;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A new cake and customer; each call of the answer orders one cake through `server` and gives the order's number. */
async function ordersOfOneCake(server: Server, title: string, buyer: string): Promise<() => Promise<string>> {
  const { client, token } = await itemAndCustomer(server, { category: 'Cakes', title, priceCents: 50000 }, buyer);
  await client.end();
  return async () => {
    expect((await post(server, 'update-cart', token, { cartItems: [{ category: 'Cakes', title, quantity: 1 }] })).status).toBe(200);
    const ordered = await post(server, 'create-order', token, { FundstoAdd: 0, isPickup: false });
    expect(ordered.status).toBe(201);
    return ordered.body.orderNumber as string;
  };
}

it('a user made an owner, or an owner removed, in one process is e-mailed (or not) the next order the other process takes', async () => {
  const [a, b] = servers as [Server, Server];
  const admin = (await post(a, 'login', undefined, { username: 'admin', password: TEST_PASSWORD })).body.token as string;
  const orderThroughB = await ordersOfOneCake(b, 'Two Process Owner Cake', 'twobuyer');
  const setPermissions = (id: string, permissions: readonly string[]) =>
    fetch(`${a.url}/api/staff/${id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ permissions }),
    }).then((r) => r.status);
  const ownerId = await customer(database.url, 'twonewowner');
  const owner = 'twonewowner@example.com';

  // B keeps the owners it e-mailed its first order to: the bootstrap admin alone.
  const first = await orderThroughB();
  expect((await mailsAbout(b, 'admin@example.com', first)).some((subject) => subject.includes(first))).toBe(true);

  // Made an owner through A: B's next order, a moment later (the feed's one second), reaches them too.
  expect(await setPermissions(ownerId, PERMISSIONS)).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const second = await orderThroughB();
  expect((await mailsAbout(b, owner, second)).some((subject) => subject.includes(second))).toBe(true);

  // No longer an owner (removed from the staff through A): B's next order is not e-mailed to them.
  expect(await setPermissions(ownerId, [])).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const third = await orderThroughB();
  expect((await mailsAbout(b, 'admin@example.com', third)).some((subject) => subject.includes(third))).toBe(true);
  expect((await mailsAbout(b, owner, third, 1000)).some((subject) => subject.includes(third))).toBe(false);
});

it('an admin written straight into the database (an import, a first start) is e-mailed the next order another process takes', async () => {
  const [, b] = servers as [Server, Server];
  const orderThroughB = await ordersOfOneCake(b, 'Two Process Import Cake', 'twoimportbuyer');
  // B holds the admins' list it e-mailed this order to.
  const first = await orderThroughB();
  expect((await mailsAbout(b, 'admin@example.com', first)).some((subject) => subject.includes(first))).toBe(true);

  await customer(database.url, 'twoimportedadmin', true);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const second = await orderThroughB();
  expect((await mailsAbout(b, 'twoimportedadmin@example.com', second)).some((subject) => subject.includes(second))).toBe(true);
});

it("an order placed through one process reaches the other's top sellers within the featured lag", async () => {
  const [a, b] = servers as [Server, Server];
  const { client, itemId, token } = await itemAndCustomer(
    a,
    { category: 'Cakes', title: 'Two Process Best Seller', priceCents: 20000 },
    'twotopbuyer',
  );
  await client.end();
  // Ranked first by sales: more units than all the orders of the tests before.
  const bestSeller = async () => {
    const response = await fetch(`${b.url}/api/featured`, { headers: { authorization: `Bearer ${token}` } });
    const featured = (await response.json()) as Featured;
    return featured.rankedBySales && featured.topSellers[0]?._id === itemId;
  };
  // B keeps its featured lists (the item's insert was announced before).
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await bestSeller()).toBe(false);
  expect(await bestSeller()).toBe(false);

  const cartItems = [{ category: 'Cakes', title: 'Two Process Best Seller', quantity: 20 }];
  expect((await post(a, 'update-cart', token, { cartItems })).status).toBe(200);
  expect((await post(a, 'create-order', token, { FundstoAdd: 0, isPickup: false })).status).toBe(201);
  // The item tracks no stock: the order changes no item row, only the order is news to B.
  const delay = await seenAfter(bestSeller, true, ORDERS_LAG_MS + 5000);
  expect(delay).toBeLessThan(ORDERS_LAG_MS + 1000);
});

/** The change feed's liveness bound (docs/decisions/change-feed-liveness.md). */
const FEED_LIVENESS_BOUND_MS = 5000;

it('a revocation or a hidden item reaches a process whose feed connection went silent, within the liveness bound', async () => {
  const [a] = servers as [Server];
  const proxy = await feedCuttingProxy(database.url);
  try {
    const cutOff = await startServer(proxy.url);
    const admin = (await post(a, 'login', undefined, { username: 'admin', password: TEST_PASSWORD })).body.token as string;
    const ids: Record<string, string> = {};
    const tokens: Record<string, string> = {};
    for (const name of ['leaver', 'changer', 'refused']) {
      ids[name] = await customer(database.url, `cut${name}`);
      tokens[name] = (await post(a, 'login', undefined, { username: `cut${name}`, password: TEST_PASSWORD })).body.token as string;
      // The cut-off process has the principal in its cache.
      expect((await post(cutOff, 'getuser', tokens[name])).status).toBe(200);
      expect((await post(cutOff, 'getuser', tokens[name])).status).toBe(200);
    }
    const {
      client,
      itemId,
      token: viewer,
    } = await itemAndCustomer(cutOff, { category: 'Cakes', title: 'Cut Feed Cake', priceCents: 5000 }, 'cutviewer');
    const listed = async () => {
      const response = await fetch(`${cutOff.url}/api/fireworks?category=cakes`, { headers: { authorization: `Bearer ${viewer}` } });
      return ((await response.json()) as Array<{ _id: string }>).some((item) => item._id === itemId);
    };
    // Kept in the cut-off process's catalogue cache.
    expect(await listed()).toBe(true);
    expect(await listed()).toBe(true);

    proxy.cut();
    const cutAt = Date.now();
    const changed = await post(a, 'change-password', tokens.changer, { currentPassword: TEST_PASSWORD, newPassword: 'Another-Pass-91' });
    expect(changed.status).toBe(200);
    expect((await post(a, 'logout', tokens.leaver)).status).toBe(200);
    expect((await post(a, 'changeApproval', admin, { user_id: ids.refused, newValueApproved: false })).status).toBe(200);
    await client.query('update items set visible = false where id = $1', [itemId]);
    await client.end();
    const patience = 3 * FEED_LIVENESS_BOUND_MS;
    // Each delay counts from the cut, before the change was made: an upper bound on the change's own.
    const sinceCut = Date.now() - cutAt;
    const [passwordChange, logout, unapproval, hidden] = await Promise.all([
      refusedAfter(cutOff, tokens.changer as string, patience),
      refusedAfter(cutOff, tokens.leaver as string, patience),
      refusedAfter(cutOff, tokens.refused as string, patience),
      seenAfter(listed, false, patience),
    ]);
    const delays = Object.fromEntries(
      Object.entries({ passwordChange, logout, unapproval, hidden }).map(([change, delay]) => [change, sinceCut + delay]),
    );
    process.stderr.write(`feed cut: the changes reached the cut-off process ${JSON.stringify(delays)} ms after the cut\n`);
    for (const delay of Object.values(delays)) expect(delay).toBeLessThan(FEED_LIVENESS_BOUND_MS);
    // Its new session, from the other process, works there too.
    expect((await post(cutOff, 'getuser', changed.body.token as string)).status).toBe(200);
  } finally {
    await proxy.close();
  }
});
