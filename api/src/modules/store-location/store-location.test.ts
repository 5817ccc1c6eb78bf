/** The store's location (issue 40 item 3): public to read, admins replace it (audited), pickup e-mails name it. */
import { eq } from 'drizzle-orm';
import { fillCart, insertItem } from '../../../test/cart-fixtures';
import { adminSession, buildTestApp, call, createUser, type TestApp } from '../../../test/helper';
import { readOutbox } from '../../adapters/outbox';
import { auditLog, pickupSlots } from '../../db/schema';
import { newId } from '../../shared/ids';

let t: TestApp;
let admin: { token: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminSession(t.app);
});
afterAll(() => t.close());

const LOCATION = {
  address: ' 12 Main St, Austin 78701 ',
  hours: { en: 'Mon–Sat 10 am–8 pm', es: 'lun–sáb 10–20 h' },
  mapUrl: 'https://maps.example.com/?q=12+Main+St',
};
const put = (payload: unknown, token = admin.token, language?: 'es') =>
  call(t.app, 'PUT', '/api/store-location', { token, payload, headers: language ? { 'accept-language': language } : undefined });

describe('store location', () => {
  it('is empty until an admin saves it, then anyone reads it (trimmed); the change is audited', async () => {
    expect((await call(t.app, 'GET', '/api/store-location')).json()).toEqual({ address: '', hours: { en: '', es: '' }, mapUrl: '' });
    const saved = await put(LOCATION);
    expect(saved.statusCode).toBe(200);
    const expected = { ...LOCATION, address: '12 Main St, Austin 78701' };
    expect(saved.json()).toEqual(expected);
    expect((await call(t.app, 'GET', '/api/store-location')).json()).toEqual(expected);
    const entries = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'storeLocation.update'));
    expect(entries).toHaveLength(1);
  });

  it('refuses a customer, and a bad map link in a sentence of the caller’s language', async () => {
    const customer = await createUser(t.app);
    expect((await put(LOCATION, customer.token)).statusCode).toBe(403);
    const bad = await put({ ...LOCATION, mapUrl: 'javascript:alert(1)' }, admin.token, 'es');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'El enlace del mapa debe ser una dirección web que empiece por https:// (o quedar vacío).' });
    const long = await put({ ...LOCATION, address: 'a'.repeat(301) });
    expect(long.json()).toEqual({ error: 'The store address must be at most 300 characters.' });
  });

  it("names the store's address and hours in a pickup order's e-mail, in the customer's language", async () => {
    await put(LOCATION);
    const item = await insertItem(t.app, { category: 'Assortments', title: 'Finale Cake', priceCents: 100_000 });
    const slotId = newId();
    await t.app.ctx.db.insert(pickupSlots).values({ id: slotId, date: '2026-12-30', start: '09:00', end: '10:00', capacity: 10 });
    const customer = await createUser(t.app);
    await fillCart(t.app, customer.token, [{ item, quantity: 1 }]);
    const created = await call(t.app, 'POST', '/api/create-order', {
      token: customer.token,
      payload: { isPickup: true, pickupSlotId: slotId },
      headers: { 'accept-language': 'es' },
    });
    expect(created.statusCode).toBe(201);
    const deadline = Date.now() + 5_000;
    let text: string | undefined;
    while (!text && Date.now() < deadline) {
      text = (await readOutbox(t.dataDir)).find((m) => m.channel === 'email' && m.to === customer.user.email)?.text;
      if (!text) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(text).toContain('Tienda: 12 Main St, Austin 78701. Horario: lun–sáb 10–20 h.');
  });
});
