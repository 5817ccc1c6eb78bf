import { DEFAULT_SEASON, subtotalReaching } from '@fireworks/core/rules';
import { eq } from 'drizzle-orm';
import { fillCart, type ItemRow, insertDemoDiscounts, insertItem } from '../../../test/cart-fixtures';
import { adminSession, buildTestApp, call, createUser, type TestApp } from '../../../test/helper';
import { auditLog, seasonCalendar } from '../../db/schema';

let t: TestApp;
let admin: { token: string };
let cake: ItemRow;
let fuse: ItemRow;
const MARCH = new Date('2026-03-10T18:00:00Z');

beforeAll(async () => {
  t = await buildTestApp();
  await insertDemoDiscounts(t.app);
  admin = await adminSession(t.app);
  cake = await insertItem(t.app, { category: 'Cakes', title: 'Season Cake', priceCents: 60_000 });
  fuse = await insertItem(t.app, { category: 'Cakes', title: 'Fuse Pack', priceCents: 10_000 });
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(MARCH));

const getSeason = (headers?: Record<string, string>) => call(t.app, 'GET', '/api/season', { headers });
const putSeason = (payload: unknown, token = admin.token, headers?: Record<string, string>) =>
  call(t.app, 'PUT', '/api/season', { token, payload, headers });
const defaults = () => ({ salesWindows: DEFAULT_SEASON.salesWindows, preorderWindows: DEFAULT_SEASON.preorderWindows });

describe('GET /api/season', () => {
  it('answers the spec windows by default, with where today stands, to anyone', async () => {
    const response = await getSeason();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      timezone: 'America/Chicago',
      today: '2026-03-10',
      checkoutOpen: false,
      currentWindow: null,
      nextWindow: { start: '2026-06-01', end: '2026-07-04', daysUntil: 83 },
      salesWindows: [
        { start: '06-01', end: '06-30' },
        { start: '07-01', end: '07-04' },
        { start: '11-01', end: '11-30' },
        { start: '12-01', end: '12-31' },
      ],
      preorderWindows: [
        { label: { en: 'July 4th items', es: 'Artículos para el 4 de julio' }, start: '01-01', end: '04-30' },
        { label: { en: "New Year's items", es: 'Artículos para Año Nuevo' }, start: '07-05', end: '10-31' },
      ],
      version: 0,
    });
  });
});

describe('PUT /api/season', () => {
  afterAll(async () => {
    expect((await putSeason(defaults())).statusCode).toBe(200);
  });

  it.each([
    [{ salesWindows: [{ start: '06-31', end: '07-04' }], preorderWindows: [] }, '06-31 is not a date every year has'],
    [{ salesWindows: [{ start: '02-29', end: '03-04' }], preorderWindows: [] }, '02-29 is not a date every year has'],
    [{ salesWindows: [{ start: 'June 1', end: '07-04' }], preorderWindows: [] }, 'June 1 is not a date every year has'],
    [{ salesWindows: [{ start: '12-20', end: '01-05' }], preorderWindows: [] }, 'A window cannot start (12-20) after it ends (01-05)'],
    [
      {
        salesWindows: [
          { start: '06-01', end: '06-30' },
          { start: '06-15', end: '07-04' },
        ],
        preorderWindows: [],
      },
      'The windows 06-01–06-30 and 06-15–07-04 overlap',
    ],
    [
      { salesWindows: [], preorderWindows: [{ label: { en: 'Spring', es: '' }, start: '03-01', end: '03-31' }] },
      'needs a label in English and in Spanish',
    ],
  ])('refuses %j with a sentence', async (payload, message) => {
    const response = await putSeason(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
    expect(response.json().error).not.toMatch(/\/salesWindows|body\./);
  });

  it('answers in Spanish', async () => {
    const response = await putSeason({ salesWindows: [{ start: '06-31', end: '07-04' }], preorderWindows: [] }, admin.token, {
      'accept-language': 'es',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('06-31 no es una fecha');
  });

  it('is for admins only', async () => {
    const customer = await createUser(t.app);
    expect((await putSeason(defaults(), customer.token)).statusCode).toBe(403);
    expect((await call(t.app, 'PUT', '/api/season', { payload: defaults() })).statusCode).toBe(401);
  });

  it('a window added for March opens checkout in March (getCartTotal and create-order); removing it closes it', async () => {
    const customer = await createUser(t.app);
    await fillCart(t.app, customer.token, [{ item: cake, quantity: 1 }]);
    const totals = async () => (await call(t.app, 'GET', '/api/getCartTotal', { token: customer.token })).json();
    expect(await totals()).toMatchObject({ checkoutAllowed: false, checkoutBlockedReason: 'OUTSIDE_SALES_WINDOW' });

    const withMarch = { ...defaults(), salesWindows: [...DEFAULT_SEASON.salesWindows, { start: '03-01', end: '03-31' }] };
    const saved = await putSeason(withMarch);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ checkoutOpen: true, currentWindow: { start: '2026-03-01', end: '2026-03-31' } });
    expect(saved.json().salesWindows[0]).toEqual({ start: '03-01', end: '03-31' });
    expect((await getSeason()).json()).toMatchObject({ checkoutOpen: true, nextWindow: { start: '2026-06-01', daysUntil: 83 } });
    expect(await totals()).toMatchObject({ checkoutAllowed: true, checkoutBlockedReason: null });

    const [entry] = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'season.update'));
    if (!entry) throw new Error('no audit entry');
    expect(entry).toMatchObject({ targetType: 'season_calendar', actorUsername: 'admin' });
    expect((entry.details as { after: { salesWindows: unknown[] } }).after.salesWindows).toContainEqual({ start: '03-01', end: '03-31' });

    const order = await call(t.app, 'POST', '/api/create-order', { token: customer.token, payload: {} });
    expect(order.statusCode).toBe(201);

    expect((await putSeason(defaults())).statusCode).toBe(200);
    await fillCart(t.app, customer.token, [{ item: cake, quantity: 1 }]);
    expect(await totals()).toMatchObject({ checkoutAllowed: false, checkoutBlockedReason: 'OUTSIDE_SALES_WINDOW' });
    const refused = await call(t.app, 'POST', '/api/create-order', { token: customer.token, payload: {} });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/Checkout is open only/);
  });

  it('an edited calendar: create-order refuses with when checkout opens (en, es), not the spec months', async () => {
    t.clock.set(new Date('2026-06-05T17:00:00Z'));
    const calendar = {
      ...defaults(),
      salesWindows: [
        { start: '06-20', end: '07-04' },
        { start: '12-01', end: '12-31' },
      ],
    };
    expect((await putSeason(calendar)).statusCode).toBe(200);
    const customer = await createUser(t.app);
    await fillCart(t.app, customer.token, [{ item: cake, quantity: 1 }]);
    const refuse = (lang: string) =>
      call(t.app, 'POST', '/api/create-order', { token: customer.token, payload: {}, headers: { 'accept-language': lang } });
    const english = await refuse('en');
    expect(english.statusCode).toBe(400);
    expect(english.json().error).toBe('Checkout is closed now; it opens June 20.');
    expect((await refuse('es')).json().error).toBe('El pago de pedidos está cerrado por ahora; se abre el 20 de junio.');
    t.clock.set(new Date('2026-11-15T18:00:00Z'));
    expect((await refuse('en')).json().error).toBe('Checkout is closed now; it opens December 1.');
    expect((await putSeason({ salesWindows: [], preorderWindows: [] })).statusCode).toBe(200);
    expect((await refuse('en')).json().error).toBe('Checkout is closed: no sales window is scheduled.');
    expect((await putSeason(defaults())).statusCode).toBe(200);
  });

  describe('with the version the admin loaded (seenVersion)', () => {
    const version = async () => (await getSeason()).json().version as number;
    const seasonAudits = async () => (await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'season.update'))).length;
    const withMarch = () => ({ ...defaults(), salesWindows: [...DEFAULT_SEASON.salesWindows, { start: '03-01', end: '03-31' }] });

    it('saves over the version loaded and answers the next one; every save moves it on, with the field or without', async () => {
      const loaded = await version();
      const saved = await putSeason({ ...withMarch(), seenVersion: loaded });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ version: loaded + 1, checkoutOpen: true });
      expect(await version()).toBe(loaded + 1);
      // Older clients and the spec send no version: the save goes through as before, and still counts.
      expect((await putSeason(defaults())).json()).toMatchObject({ version: loaded + 2, checkoutOpen: false });
    });

    it('refuses a save over a calendar someone else saved meanwhile with 409, in English and Spanish, and writes nothing', async () => {
      const loaded = await version();
      expect((await putSeason(withMarch())).statusCode).toBe(200); // the other admin's save
      const audits = await seasonAudits();
      const mine = { salesWindows: [{ start: '05-01', end: '05-31' }], preorderWindows: [], seenVersion: loaded };
      const refused = await putSeason(mine);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        error:
          'Someone else saved the sales calendar while you were editing it, so yours was not saved. Your changes are still on screen: load the latest calendar to see theirs, then make your changes again and save.',
      });
      const spanish = await putSeason(mine, admin.token, { 'accept-language': 'es' });
      expect(spanish.statusCode).toBe(409);
      expect(spanish.json().error).toMatch(/^Otra persona guardó el calendario de ventas mientras usted lo editaba/);
      expect((await getSeason()).json()).toMatchObject({ version: loaded + 1, checkoutOpen: true });
      expect(await seasonAudits()).toBe(audits);
      expect((await putSeason(defaults())).statusCode).toBe(200);
    });

    it('refuses a version the calendar never had', async () => {
      const refused = await putSeason({ ...defaults(), seenVersion: (await version()) + 5 });
      expect(refused.statusCode).toBe(409);
    });

    it('of many concurrent saves over the same version exactly one wins; the others are refused and write nothing', async () => {
      const loaded = await version();
      const audits = await seasonAudits();
      const starts = ['02-01', '02-02', '02-03', '02-04', '02-05', '02-06', '02-07', '02-08'];
      const answers = await Promise.all(
        starts.map((start) => putSeason({ salesWindows: [{ start, end: '02-20' }], preorderWindows: [], seenVersion: loaded })),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      const winner = answers.find((answer) => answer.statusCode === 200)?.json();
      const now = (await getSeason()).json();
      expect(now).toMatchObject({ version: loaded + 1, salesWindows: winner.salesWindows });
      expect(await seasonAudits()).toBe(audits + 1);
      expect((await putSeason(defaults())).statusCode).toBe(200);
    });

    it('the first save ever (no calendar saved yet: version 0) is as exact: one of two concurrent ones wins', async () => {
      await t.app.ctx.db.delete(seasonCalendar);
      expect(await version()).toBe(0);
      const answers = await Promise.all(
        ['01-01', '01-02'].map((start) => putSeason({ ...defaults(), salesWindows: [{ start, end: '01-10' }], seenVersion: 0 })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await version()).toBe(1);
      expect((await putSeason(defaults())).statusCode).toBe(200);
    });
  });

  it('an empty calendar closes checkout all year', async () => {
    t.clock.set(new Date('2026-06-15T18:00:00Z'));
    const response = await putSeason({ salesWindows: [], preorderWindows: [] });
    expect(response.json()).toMatchObject({ checkoutOpen: false, currentWindow: null, nextWindow: null });
    expect((await putSeason(defaults())).json()).toMatchObject({
      checkoutOpen: true,
      currentWindow: { start: '2026-06-01', end: '2026-07-04' },
    });
  });
});

describe('GET /api/getCartTotal nudge (demo rules: 5% from $1,000, 10% from $2,500)', () => {
  const nudgeFor = async (lines: Array<{ item: ItemRow; quantity: number }>) => {
    const customer = await createUser(t.app);
    await fillCart(t.app, customer.token, lines);
    const response = await call(t.app, 'GET', '/api/getCartTotal', { token: customer.token });
    expect(response.statusCode).toBe(200);
    return response.json().nudge;
  };

  it('below the minimum: what to add (before tax) to reach $500 after tax', async () => {
    expect(await nudgeFor([])).toEqual({ kind: 'minimum', amountToGo: 461.89, nextDiscountPercentage: null });
    // $300.00 of items: $161.89 more reaches $500.00 after tax.
    expect(await nudgeFor([{ item: fuse, quantity: 3 }])).toEqual({ kind: 'minimum', amountToGo: 161.89, nextDiscountPercentage: null });
  });

  it('between tiers: what to add for the next percentage', async () => {
    // One $600 cake: $649.50 after tax; the 5% tier starts at $1,000 after tax.
    const toFive = subtotalReaching(100_000);
    expect(await nudgeFor([{ item: cake, quantity: 1 }])).toEqual({
      kind: 'discount',
      amountToGo: (toFive - 60_000) / 100,
      nextDiscountPercentage: 5,
    });
    const toTen = subtotalReaching(250_000);
    expect(await nudgeFor([{ item: cake, quantity: 2 }])).toEqual({
      kind: 'discount',
      amountToGo: (toTen - 120_000) / 100,
      nextDiscountPercentage: 10,
    });
  });

  it('above the last tier: nothing to add', async () => {
    expect(await nudgeFor([{ item: cake, quantity: 5 }])).toEqual({ kind: null, amountToGo: 0, nextDiscountPercentage: null });
  });
});
