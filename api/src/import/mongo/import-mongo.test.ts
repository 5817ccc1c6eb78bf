import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { buildTestApp, call, type TestApp } from '../../../test/helper';
import { discountRules, inviteCodes, items, orderItems, orders, pendingApprovals, users } from '../../db/schema';
import { RESET_REQUIRED } from '../../shared/passwords';
import { parseExport } from './export-files';
import { importMongoExport } from './import-mongo';
import { amountToCents, mapDiscountRule, normalisePhone } from './mappers';
import { formatImportReport } from './report';

const FIXTURES = path.join(__dirname, '..', '..', '..', 'test', 'fixtures', 'mongo');
const LINES = path.join(FIXTURES, 'line-delimited');
const ARRAY = path.join(FIXTURES, 'json-array');

const reasons = (notes: { reason: string }[]) => notes.map((n) => n.reason);

describe('reading mongoexport files', () => {
  it('reads one document per line in canonical Extended JSON and reports the lines that are not JSON objects', () => {
    const parsed = parseExport(
      [
        '{"_id":{"$oid":"64b7f0a1c2d3e4f5a6b7c801"},"n":{"$numberInt":"3"},"d":{"$date":{"$numberLong":"0"}}}',
        '',
        '{"broken":',
        '[1,2]',
      ].join('\n'),
    );
    expect(parsed.docs).toEqual([{ line: 1, doc: { _id: '64b7f0a1c2d3e4f5a6b7c801', n: 3, d: new Date(0) } }]);
    expect(parsed.errors).toEqual([
      { line: 3, reason: 'not valid JSON' },
      { line: 4, reason: 'not a JSON object' },
    ]);
  });

  it('reads a --jsonArray export in relaxed Extended JSON', () => {
    const parsed = parseExport(
      '\uFEFF[{"_id":{"$oid":"64b7f0a1c2d3e4f5a6b7c8a1"},"createdAt":{"$date":"2024-02-03T04:05:06Z"},"funds":1.5}]',
    );
    expect(parsed.docs).toEqual([
      { line: 1, doc: { _id: '64b7f0a1c2d3e4f5a6b7c8a1', createdAt: new Date('2024-02-03T04:05:06Z'), funds: 1.5 } },
    ]);
  });

  it('reads $numberDecimal and $numberLong as numbers, and reports a value bson refuses (an ObjectId that is not 24 hex digits)', () => {
    const parsed = parseExport(
      ['{"_id":"u1","funds":{"$numberDecimal":"12.50"},"n":{"$numberLong":"42"}}', '{"_id":{"$oid":"a1"}}'].join('\n'),
    );
    expect(parsed.docs).toEqual([{ line: 1, doc: { _id: 'u1', funds: 12.5, n: 42 } }]);
    expect(parsed.errors).toEqual([{ line: 2, reason: expect.stringMatching(/^not valid Extended JSON \(.*24 character hex string/) }]);
  });
});

describe('mapping values', () => {
  it('turns prices and amounts into cents and refuses what is not an amount', () => {
    expect(amountToCents('$12.99')).toBe(1299);
    expect(amountToCents(45)).toBe(4500);
    expect(amountToCents(525.46)).toBe(52546);
    expect(amountToCents('$abc')).toBeNull();
    expect(amountToCents(-1)).toBeNull();
    expect(amountToCents(Number.NaN)).toBeNull();
  });

  it('keeps 10-digit phone numbers, dropping punctuation and a +1 prefix', () => {
    expect(normalisePhone('+1 (555) 201-0002')).toBe('5552010002');
    expect(normalisePhone(5553010002)).toBe('5553010002');
    expect(normalisePhone('12345')).toBeNull();
  });

  it('reads a maximum of 9999999 as no maximum', () => {
    const rule = mapDiscountRule({ _id: 'r1', priceRange: { min: 2500, max: 9999999 }, discountPercentage: 10 });
    expect(rule).toMatchObject({ ok: true, value: { minCents: 250000, maxCents: null, percentage: 10 } });
  });
});

describe('importing an export of the earlier shop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('imports what is valid, skips the rest with reasons, and imports nothing the second time', async () => {
    const report = await importMongoExport(t.app.ctx.db, LINES, 'America/Chicago');
    const { users: u, items: i, inviteCodes: c, discountRules: d, orders: o } = report.collections;

    expect([u.imported, u.alreadyPresent]).toEqual([5, 0]);
    expect(u.skipped).toEqual([
      { record: 5, id: '64b7f0a1c2d3e4f5a6b7c805', reason: "invalid phone number '12345' (10 digits needed)" },
      { record: 7, id: '64b7f0a1c2d3e4f5a6b7c806', reason: "duplicate username 'SPARKY'" },
      { record: 8, id: null, reason: 'not valid JSON' },
      { record: 9, id: '64b7f0a1c2d3e4f5a6b7c808', reason: "invalid funds '-5'" },
    ]);
    expect(u.notes.map((n) => n.id)).toEqual(['64b7f0a1c2d3e4f5a6b7c804', '64b7f0a1c2d3e4f5a6b7c809']);

    expect(i.imported).toBe(3);
    expect(reasons(i.skipped)).toEqual([
      "bad price '$abc'",
      "bad price '$0.00'",
      "unknown category 'Rockets'",
      "duplicate item 'Thunder Shells' in Artillery",
    ]);
    expect(c.imported).toBe(2);
    expect(reasons(c.skipped)).toEqual(["bad number of uses '-1'", "duplicate invite code 'FRIENDS2023'", 'no code']);
    expect(d.imported).toBe(2);
    expect(reasons(d.skipped)).toEqual([
      "bad discount percentage '150' (a whole number from 1 to 100)",
      "minimum '500' is above maximum '100'",
      'duplicate discount rule (same range and percentage)',
    ]);
    expect(o.imported).toBe(2);
    expect(reasons(o.skipped)).toEqual([
      "unknown user 'ghost'",
      "bad price 'twelve' in order item 1",
      "bad status 'SHIPPED'",
      'no order_items',
    ]);
    expect(report.ignoredFiles).toEqual(['sessions.json']);

    const again = await importMongoExport(t.app.ctx.db, LINES, 'America/Chicago');
    for (const [name, collection] of Object.entries(again.collections)) {
      expect({ name, imported: collection.imported }).toEqual({ name, imported: 0 });
      expect(collection.alreadyPresent).toBe(report.collections[name as keyof typeof again.collections].imported);
    }
    expect(await t.app.ctx.db.$count(users)).toBe(1 + 5); // the bootstrap admin and the imported users
    expect(formatImportReport(again)).toMatch(/^users\s+users\.json\s+0\s+5\s+4$/m);
  });

  it('maps users with their MongoDB ids, cents, and a pending approval for the verified but unapproved', async () => {
    const [sparky] = await t.app.ctx.db.select().from(users).where(eq(users.id, '64b7f0a1c2d3e4f5a6b7c801'));
    expect(sparky).toMatchObject({
      username: 'sparky',
      email: 'sam.sparks@example.com',
      phonenumber: '5552010001',
      fundsCents: 2550,
      verified: true,
      approved: true,
      admin: false,
      notes: 'Regular since 2021',
      createdAt: new Date(1689710000000),
    });
    const [rocket] = await t.app.ctx.db.select().from(users).where(eq(users.username, 'rocket'));
    expect(rocket?.phonenumber).toBe('5552010002');
    const pending = await t.app.ctx.db.select().from(pendingApprovals);
    expect(pending.map((p) => p.username)).toEqual(['rocket']);
    const [plaintext] = await t.app.ctx.db.select().from(users).where(eq(users.username, 'plaintext'));
    expect(plaintext?.passwordHash).toBe(RESET_REQUIRED);
  });

  it('maps items, invite codes and discount rules', async () => {
    const [shells] = await t.app.ctx.db.select().from(items).where(eq(items.id, '64b7f0a1c2d3e4f5a6b7c901'));
    expect(shells).toMatchObject({
      category: 'Artillery',
      priceCents: 1299,
      bogo: true,
      visible: true,
      description: '24 shells, 60 g each',
    });
    expect(shells?.gifUrl).toMatch(/thunder\.gif/);
    const [cats] = await t.app.ctx.db.select().from(items).where(eq(items.id, '64b7f0a1c2d3e4f5a6b7c902'));
    expect(cats).toMatchObject({ category: 'Black Cats', priceCents: 350, visible: false, bogo: false });
    const codes = await t.app.ctx.db.select().from(inviteCodes);
    expect(codes.map((c) => [c.code, c.uses, c.createdBy]).sort()).toEqual([
      ['FAMILY', 3, 'oldadmin'],
      ['FRIENDS2023', 5, 'oldadmin'],
    ]);
    const rules = await t.app.ctx.db.select().from(discountRules);
    expect(rules.map((r) => [r.minCents, r.maxCents, r.percentage]).sort()).toEqual([
      [100000, 249999, 5],
      [250000, null, 10],
    ]);
  });

  it('imports an order whole: its lines, recomputed totals, amounts and the customer snapshot', async () => {
    const [order] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, '64b7f0a1c2d3e4f5a6b7cc01'));
    expect(order).toMatchObject({
      userId: '64b7f0a1c2d3e4f5a6b7c801',
      status: 'UNCOMPLETE',
      subtotalCents: 56460,
      taxCents: 4658,
      totalAfterTaxCents: 61118,
      discountCents: 0,
      amountDueCents: 61118,
      fundsToAddCents: 2000,
      fundsCredited: false,
      amountPayedCents: 10000,
      amountNeededCents: 53118,
      customerUsername: 'sparky',
      customerEmail: 'sam.sparks@example.com',
    });
    const lines = await t.app.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, '64b7f0a1c2d3e4f5a6b7cc01'));
    expect(lines.sort((a, b) => a.position - b.position).map((l) => [l.title, l.quantity, l.priceCents, l.itemId])).toEqual([
      ['Thunder Shells', 40, 1299, '64b7f0a1c2d3e4f5a6b7c901'],
      ['Ten Ball Candle', 1, 4500, '64b7f0a1c2d3e4f5a6b7c907'],
    ]);
    const [complete] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, '64b7f0a1c2d3e4f5a6b7cc02'));
    expect(complete).toMatchObject({ userId: '64b7f0a1c2d3e4f5a6b7c802', status: 'COMPLETE', isPickup: true, amountPayedCents: 54125 });
    expect(await t.app.ctx.db.$count(orderItems, eq(orderItems.orderId, '64b7f0a1c2d3e4f5a6b7cc02'))).toBe(1);
  });

  it('lets imported users log in with their old password once, then keeps a scrypt hash', async () => {
    const wrong = await call(t.app, 'POST', '/api/login', { payload: { username: 'sparky', password: 'not-it-at-all' } });
    expect(wrong.statusCode).toBe(401);
    const login = await call(t.app, 'POST', '/api/login', { payload: { username: 'sparky', password: 'OldPassword1' } });
    expect(login.statusCode).toBe(200);
    const [after] = await t.app.ctx.db.select().from(users).where(eq(users.username, 'sparky'));
    expect(after?.passwordHash).toMatch(/^scrypt\$/);
    expect((await call(t.app, 'POST', '/api/login', { payload: { username: 'sparky', password: 'OldPassword1' } })).statusCode).toBe(200);
    // $2y$ (PHP-style) hashes are bcrypt too.
    expect((await call(t.app, 'POST', '/api/login', { payload: { username: 'oldadmin', password: 'Admin-Old-7' } })).statusCode).toBe(200);
  });

  it('accepts no password at all for an account imported without a usable hash', async () => {
    for (const password of ['hunter22', RESET_REQUIRED, '']) {
      const response = await call(t.app, 'POST', '/api/login', { payload: { username: 'nohash', password } });
      expect(response.statusCode).toBe(password === '' ? 400 : 401);
    }
  });
});

describe('importing a --jsonArray export with other file names', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('imports every collection and derives the discount of an old order', async () => {
    const report = await importMongoExport(t.app.ctx.db, ARRAY, 'America/Chicago');
    for (const collection of Object.values(report.collections)) {
      expect({ file: path.basename(collection.file ?? ''), imported: collection.imported, skipped: collection.skipped }).toEqual({
        file: path.basename(collection.file ?? ''),
        imported: collection.file?.endsWith('users.json') ? 2 : 1,
        skipped: [],
      });
    }
    const [order] = await t.app.ctx.db.select().from(orders);
    expect(order).toMatchObject({
      status: 'COMPLETE',
      isPickup: true,
      subtotalCents: 398,
      taxCents: 33,
      totalAfterTaxCents: 431,
      discountCents: 9,
      discountPercentage: 2,
      amountDueCents: 422,
      fundsToAddCents: 0,
    });
    const [jose] = await t.app.ctx.db.select().from(users).where(eq(users.firstname, 'José'));
    expect(jose).toMatchObject({ username: 'señor-ñandú', phonenumber: '5553010002', verified: false });
  });
});

describe("numbering imported orders by the shop's year", () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await buildTestApp();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mongo-new-year-'));
    for (const name of ['users.json', 'fireworks.json']) fs.copyFileSync(path.join(ARRAY, name), path.join(dir, name));
    // 03:00 UTC on January 1st, 2024 is still December 31st, 2023 (21:00) in Chicago, the shop's zone.
    const [order] = JSON.parse(fs.readFileSync(path.join(ARRAY, 'orders.json'), 'utf8'));
    fs.writeFileSync(path.join(dir, 'orders.json'), JSON.stringify([{ ...order, createdAt: { $date: '2024-01-01T03:00:00Z' } }]));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("gives an order made on New Year's Eve in the shop (already January 1st in UTC) a number of the old year", async () => {
    const report = await importMongoExport(t.app.ctx.db, dir, 'America/Chicago');
    expect(report.collections.orders.imported).toBe(1);
    const [order] = await t.app.ctx.db.select().from(orders);
    expect(order?.orderNumber).toMatch(/^FW-23-\d{5}$/);
  });
});

describe('invite codes told apart as the shop tells them', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await buildTestApp();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mongo-invite-case-'));
    const codes = [
      { _id: { $oid: '64b7f0a1c2d3e4f5a6b7cb01' }, code: 'Summer-Party', uses: 3, createdBy: 'oldadmin' },
      { _id: { $oid: '64b7f0a1c2d3e4f5a6b7cb02' }, code: 'SUMMER-PARTY', uses: 9, createdBy: 'oldadmin' },
      { _id: { $oid: '64b7f0a1c2d3e4f5a6b7cb03' }, code: 'shop-made', uses: 1, createdBy: 'oldadmin' },
    ];
    fs.writeFileSync(path.join(dir, 'invitecodes.json'), codes.map((code) => JSON.stringify(code)).join('\n'));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('skips a code that differs from one already there only in case (sign-up and deletion would not tell them apart)', async () => {
    await t.app.ctx.db.insert(inviteCodes).values({ id: 'made-here', code: 'SHOP-MADE', uses: 2, createdBy: 'admin' });
    const report = await importMongoExport(t.app.ctx.db, dir, 'America/Chicago');
    expect(report.collections.inviteCodes.imported).toBe(1);
    expect(reasons(report.collections.inviteCodes.skipped)).toEqual([
      "duplicate invite code 'SUMMER-PARTY'",
      "duplicate invite code 'shop-made'",
    ]);
    const codes = await t.app.ctx.db.select().from(inviteCodes);
    expect(codes.map((c) => c.code).sort()).toEqual(['SHOP-MADE', 'Summer-Party']);
  });
});
