import { LIMITS } from '@fireworks/core/limits';
import { adminSession, buildTestApp, call, createUser, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const tooMany = { cartItems: [{ category: 'Cakes', title: 'Any', quantity: LIMITS.cartLineQuantity + 1 }] };

describe('schema validation errors', () => {
  it('reach people as one sentence naming the field, never its path', async () => {
    const { token } = await createUser(t.app);
    const response = await call(t.app, 'POST', '/api/update-cart', { token, payload: tooMany });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: `Quantity must be at most ${LIMITS.cartLineQuantity}.` });
  });

  it('speak Spanish to a Spanish caller', async () => {
    const { token } = await createUser(t.app);
    const response = await call(t.app, 'POST', '/api/update-cart', { token, payload: tooMany, headers: { 'accept-language': 'es' } });
    expect(response.json()).toEqual({ error: `Cantidad debe ser como máximo ${LIMITS.cartLineQuantity}.` });
  });

  it('agree with a field named in the plural: "Notes are", "Notas deben"', async () => {
    const admin = await adminSession(t.app);
    const { user } = await createUser(t.app);
    const notes = (payload: Record<string, unknown>, language: string) =>
      call(t.app, 'POST', '/api/update-user-notes', { token: admin.token, payload, headers: { 'accept-language': language } });
    const tooLong = { id: user.id, notes: 'x'.repeat(LIMITS.notes + 1) };
    expect((await notes(tooLong, 'es')).json()).toEqual({ error: `Notas deben tener como máximo ${LIMITS.notes} caracteres.` });
    expect((await notes({ id: user.id, notes: 42 }, 'es')).json()).toEqual({ error: 'Notas deben ser texto.' });
    expect((await notes({ id: user.id }, 'es')).json()).toEqual({ error: 'Notas: estos datos son obligatorios.' });
    expect((await notes({ id: user.id }, 'en')).json()).toEqual({ error: 'Notes are required.' });
    // A field named in the singular stays singular.
    expect((await notes({ id: 42, notes: 'x' }, 'es')).json()).toEqual({ error: 'El identificador debe ser texto.' });
  });

  it('name a missing field, a wrong type and an unknown field', async () => {
    const { token } = await createUser(t.app);
    const missing = await call(t.app, 'POST', '/api/update-cart', { token, payload: { cartItems: [{ category: 'Cakes', quantity: 1 }] } });
    expect(missing.json()).toEqual({ error: 'Title is required.' });
    const wrongType = await call(t.app, 'POST', '/api/login', { payload: { username: 'casey', password: 7 } });
    expect(wrongType.json()).toEqual({ error: 'Password must be text.' });
    const extra = await call(t.app, 'POST', '/api/login', { payload: { username: 'casey', password: 'x', admin: true } });
    expect(extra.json()).toEqual({ error: 'This request does not take admin.' });
  });

  it('never answers with a dotted path or a comparison sign', async () => {
    const { token } = await createUser(t.app);
    const bodies = [
      tooMany,
      { cartItems: [{ category: 'Cakes', title: 'Any', quantity: 0 }] },
      { cartItems: 'all' },
      { cartItems: [{ category: 'Cakes', quantity: 1 }] },
    ];
    for (const payload of bodies) {
      const { error } = (await call(t.app, 'POST', '/api/update-cart', { token, payload })).json();
      expect(error).toMatch(/\.$/);
      expect(error).not.toMatch(/[<>=]|\w\.\w|\/\w/);
    }
  });
});
