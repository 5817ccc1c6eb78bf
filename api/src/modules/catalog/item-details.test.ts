/**
 * The product page's optional item details (issue 40 item 4): effects, duration, shot count and
 * safety notes are written by POST /api/addNewItem/ and /api/update-item/:id and answered with
 * every item; the spec's calls without them work as before; bad values are refused in words and
 * nothing is written.
 */
import type { Item } from '@fireworks/core/contract';
import { eq } from 'drizzle-orm';
import { call, type TestApp } from '../../../test/helper';
import { appWithAdminAndCustomer } from '../../../test/uploads';
import { items } from '../../db/schema';
import { newId } from '../../shared/ids';

let t: TestApp;
let adminToken: string;
let customerToken: string;
beforeAll(async () => {
  ({ t, adminToken, customerToken } = await appWithAdminAndCustomer());
});
afterAll(() => t.close());

const DETAILS = {
  effects: 'Crackling, red and green peonies',
  durationSeconds: 45,
  shotCount: 25,
  safetyNotes: 'Keep spectators 70 feet away.',
};
const NO_DETAILS = { effects: null, durationSeconds: null, shotCount: null, safetyNotes: null };

const addItem = (payload: Record<string, unknown>, language = 'en') =>
  call(t.app, 'POST', '/api/addNewItem/', { token: adminToken, payload, headers: { 'accept-language': language } });
const updateItem = (id: string, payload: Record<string, unknown>, language = 'en') =>
  call(t.app, 'POST', `/api/update-item/${id}`, { token: adminToken, payload, headers: { 'accept-language': language } });
const rowOf = async (id: string) => (await t.app.ctx.db.select().from(items).where(eq(items.id, id)))[0];
const titled = async (title: string) => t.app.ctx.db.select().from(items).where(eq(items.title, title));

async function shown(id: string): Promise<Item | undefined> {
  const response = await call(t.app, 'GET', '/api/fireworks?category=cakes', { token: customerToken });
  expect(response.statusCode).toBe(200);
  return (response.json() as Item[]).find((item) => item._id === id);
}

async function newCake(fields: Record<string, unknown> = {}): Promise<string> {
  const response = await addItem({ category: 'Cakes', title: `Cake ${newId().slice(0, 8)}`, price: '19.99', ...fields });
  expect(response.statusCode).toBe(201);
  return response.json().insertedId;
}

describe('writing and reading the details', () => {
  it('adds an item with its details (text trimmed) and answers them in the list', async () => {
    const id = await newCake({ ...DETAILS, effects: `  ${DETAILS.effects}  ` });
    expect(await rowOf(id)).toMatchObject(DETAILS);
    expect(await shown(id)).toMatchObject({ price: '$19.99', ...DETAILS });
  });

  it('keeps the spec’s calls as they were: an item added and edited without details has none, and answers them as null', async () => {
    const id = await newCake();
    expect(await shown(id)).toMatchObject(NO_DETAILS);
    const response = await updateItem(id, {
      _id: id,
      title: 'Plain Cake',
      description: 'Loud.',
      price: '$15.50',
      visible: true,
      BOGO: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Plain Cake', price: '$15.50', ...NO_DETAILS });
  });

  it('changes only the details sent, and clears one with null or empty text', async () => {
    const id = await newCake(DETAILS);
    const edited = await updateItem(id, { durationSeconds: 90, description: 'Now longer.' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ ...DETAILS, durationSeconds: 90, description: 'Now longer.' });

    const cleared = await updateItem(id, { effects: '   ', durationSeconds: null, shotCount: null, safetyNotes: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject(NO_DETAILS);
    expect(await rowOf(id)).toMatchObject(NO_DETAILS);
    expect(await shown(id)).toMatchObject(NO_DETAILS);
  });

  it('takes the limits themselves: 0 and the most seconds and shots, the longest texts', async () => {
    const most = { effects: 'e'.repeat(500), durationSeconds: 3600, shotCount: 10_000, safetyNotes: 's'.repeat(1000) };
    const id = await newCake(most);
    expect(await rowOf(id)).toMatchObject(most);
    const zero = await updateItem(id, { durationSeconds: 0, shotCount: 0 });
    expect(zero.json()).toMatchObject({ durationSeconds: 0, shotCount: 0 });
  });
});

describe('refusing bad details: a sentence in the user’s language, nothing written', () => {
  const durationInvalid = 'The duration must be a whole number of seconds from 0 to 3600, or empty when it is not known.';
  const shotCountInvalid = 'The shot count must be a whole number from 0 to 10000, or empty when it is not known.';

  it.each([
    ['durationSeconds', -1, durationInvalid],
    ['durationSeconds', 4.5, durationInvalid],
    ['durationSeconds', 3601, durationInvalid],
    ['durationSeconds', 1e12, durationInvalid],
    ['shotCount', -3, shotCountInvalid],
    ['shotCount', 0.5, shotCountInvalid],
    ['shotCount', 10_001, shotCountInvalid],
    ['shotCount', Number.MAX_SAFE_INTEGER + 2, shotCountInvalid],
  ])('refuses %s %p on add and on update', async (field, value, sentence) => {
    const title = `Bad ${field} ${value}`;
    const added = await addItem({ category: 'Cakes', title, price: 5, [field]: value });
    expect(added.statusCode).toBe(400);
    expect(added.json()).toEqual({ error: sentence });
    expect(await titled(title)).toEqual([]);

    const id = await newCake(DETAILS);
    const before = await rowOf(id);
    const updated = await updateItem(id, { title: 'Changed Too', [field]: value });
    expect(updated.statusCode).toBe(400);
    expect(updated.json()).toEqual({ error: sentence });
    expect(await rowOf(id)).toEqual(before);
  });

  it('says it in Spanish', async () => {
    const id = await newCake();
    const response = await updateItem(id, { shotCount: -1 }, 'es');
    expect(response.json()).toEqual({
      error: 'El número de disparos debe ser un número entero de 0 a 10000, o quedar vacío si no se conoce.',
    });
    const duration = await updateItem(id, { durationSeconds: 2.5 }, 'es');
    expect(duration.json().error).toMatch(/^La duración debe ser un número entero de segundos/);
  });

  it.each([
    ['durationSeconds', 'the text "45"', '45', /^Duration\b/, /^Duración\b/],
    ['shotCount', 'true', true, /^Shot count\b/, /^Número de disparos\b/],
    ['effects', 'a number', 42, /^Effects\b/, /^Efectos\b/],
    ['safetyNotes', 'an object', { text: 'x' }, /^Safety notes\b/, /^Notas de seguridad\b/],
    ['effects', '501 characters', 'e'.repeat(501), /^Effects must have at most 500 characters\.$/, /^Efectos\b/],
    ['safetyNotes', '1001 characters', 's'.repeat(1001), /^Safety notes must have at most 1000 characters\.$/, /^Notas de seguridad\b/],
  ])('refuses %s as %s, naming the field', async (field, _shown, value, english, spanish) => {
    const id = await newCake(DETAILS);
    const before = await rowOf(id);
    for (const [language, sentence] of [
      ['en', english],
      ['es', spanish],
    ] as const) {
      const updated = await updateItem(id, { [field]: value }, language);
      expect(updated.statusCode).toBe(400);
      expect(updated.json().error).toMatch(sentence);
      const title = `Typed ${field} ${newId().slice(0, 6)}`;
      const added = await addItem({ category: 'Cakes', title, price: 5, [field]: value }, language);
      expect(added.statusCode).toBe(400);
      expect(added.json().error).toMatch(sentence);
      expect(await titled(title)).toEqual([]);
    }
    expect(await rowOf(id)).toEqual(before);
  });

  it('keeps the details to admins: a customer cannot write them', async () => {
    const id = await newCake(DETAILS);
    const response = await call(t.app, 'POST', `/api/update-item/${id}`, { token: customerToken, payload: { shotCount: 1 } });
    expect(response.statusCode).toBe(403);
    expect(await rowOf(id)).toMatchObject(DETAILS);
  });
});
