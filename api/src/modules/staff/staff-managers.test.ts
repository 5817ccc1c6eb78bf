/**
 * A staff member holding staff:manage (a seasonal manager with a custom set) manages the staff
 * below them: lists the staff, gives and takes only permissions they hold, never staff:manage, and
 * never touches themselves, an owner, another manager or anyone holding more (403 with a sentence).
 */
import { PRESETS } from '@fireworks/core/rules';
import { and, eq } from 'drizzle-orm';
import { adminSession, buildTestApp, call, createUser, type TestApp } from '../../../test/helper';
import { auditLog } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const MANAGER = [...PRESETS.counter, 'dashboard:read', 'staff:manage'];

const put = (token: string, userId: string, permissions: unknown, language = 'en') =>
  call(t.app, 'PUT', `/api/staff/${userId}`, { token, payload: { permissions }, headers: { 'accept-language': language } });

/** The owner, a manager the owner made, and an approved customer. */
async function shop() {
  const owner = await adminSession(t.app);
  const manager = await createUser(t.app);
  expect((await put(owner.token, manager.user.id, MANAGER)).statusCode).toBe(200);
  const customer = await createUser(t.app);
  return { owner, manager, customer };
}

describe('a staff member who may manage staff', () => {
  it('lists the staff and makes a customer Counter staff; the audit log names them', async () => {
    const { manager, customer } = await shop();
    const list = await call(t.app, 'GET', '/api/staff', { token: manager.token });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual({ userId: manager.user.id, username: manager.user.username, permissions: MANAGER });

    const answer = await put(manager.token, customer.user.id, [...PRESETS.counter]);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ userId: customer.user.id, username: customer.user.username, permissions: [...PRESETS.counter] });
    expect((await call(t.app, 'POST', '/api/getuser', { token: customer.token })).json()).toMatchObject({
      permissions: [...PRESETS.counter],
    });
    const audit = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, customer.user.id), eq(auditLog.action, 'staff.set')));
    expect(audit).toMatchObject([{ actorUsername: manager.user.username, details: { before: [], after: [...PRESETS.counter] } }]);
  });

  it('changes and removes staff who hold no more than they do', async () => {
    const { manager, customer } = await shop();
    await put(manager.token, customer.user.id, [...PRESETS.counter]);
    expect((await put(manager.token, customer.user.id, ['orders:read'])).json()).toMatchObject({ permissions: ['orders:read'] });
    expect((await put(manager.token, customer.user.id, [])).statusCode).toBe(200);
    // Removal ends the person's sessions at once, as the owner's does.
    expect((await call(t.app, 'GET', '/api/orders', { token: customer.token })).statusCode).toBe(401);
  });

  it('may not give a permission they do not hold, nor Manage staff', async () => {
    const { manager, customer } = await shop();
    const more = await put(manager.token, customer.user.id, ['orders:read', 'items:edit']);
    expect(more.statusCode).toBe(403);
    expect(more.json()).toEqual({ error: 'You can only give permissions you hold yourself (“Edit items” is not one of them).' });
    // The permission by its label in the caller's language, never its code name (items:edit).
    expect((await put(manager.token, customer.user.id, ['items:edit'], 'es')).json()).toEqual({
      error: 'Solo puede dar los permisos que usted mismo tiene («Editar artículos» no es uno de ellos).',
    });
    const peer = await put(manager.token, customer.user.id, [...MANAGER], 'es');
    expect(peer.statusCode).toBe(403);
    expect(peer.json()).toEqual({ error: 'Solo el propietario puede dar el permiso para gestionar el personal.' });
    const everything = await put(manager.token, customer.user.id, [...PRESETS.owner]);
    expect(everything.statusCode).toBe(403);
    expect((await call(t.app, 'POST', '/api/getuser', { token: customer.token })).json()).toMatchObject({ admin: false, permissions: [] });
  });

  it('may not change themselves, an owner or another manager', async () => {
    const { owner, manager, customer } = await shop();
    const self = await put(manager.token, manager.user.id, [...PRESETS.counter]);
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({ error: 'You cannot change your own staff permissions: ask the owner.' });
    const demote = await put(manager.token, owner.user.id, []);
    expect(demote.statusCode).toBe(403);
    expect(demote.json()).toEqual({ error: 'Only the owner can change or remove an owner.' });
    await put(owner.token, customer.user.id, [...MANAGER]);
    const colleague = await put(manager.token, customer.user.id, [], 'es');
    expect(colleague.statusCode).toBe(403);
    expect(colleague.json()).toEqual({ error: 'Solo el propietario puede cambiar o quitar a quien gestiona el personal.' });
    expect((await call(t.app, 'POST', '/api/getuser', { token: owner.token })).json()).toMatchObject({ admin: true });
    expect((await call(t.app, 'POST', '/api/getuser', { token: customer.token })).json()).toMatchObject({ permissions: MANAGER });
  });

  it('may not change or remove someone who holds a permission they do not', async () => {
    const { owner, manager, customer } = await shop();
    await put(owner.token, customer.user.id, [...PRESETS.catalogue]);
    const change = await put(manager.token, customer.user.id, ['dashboard:read']);
    expect(change.statusCode).toBe(403);
    expect(change.json()).toEqual({
      error: `You cannot change or remove ${customer.user.username}: they hold the permission “Edit items”, which you do not.`,
    });
    const remove = await put(manager.token, customer.user.id, [], 'es');
    expect(remove.json()).toEqual({
      error: `No puede cambiar ni quitar a ${customer.user.username}: tiene el permiso «Editar artículos», que usted no tiene.`,
    });
    expect((await call(t.app, 'POST', '/api/getuser', { token: customer.token })).json()).toMatchObject({
      permissions: [...PRESETS.catalogue],
    });
  });

  it('loses the power at once when the owner takes a permission away', async () => {
    const { owner, manager, customer } = await shop();
    await put(
      owner.token,
      manager.user.id,
      MANAGER.filter((p) => p !== 'reminders:send'),
    );
    const refused = await put(manager.token, customer.user.id, [...PRESETS.counter]);
    expect(refused.json()).toEqual({
      error: 'You can only give permissions you hold yourself (“Send payment reminders” is not one of them).',
    });
    await put(owner.token, manager.user.id, [...PRESETS.counter]);
    expect((await call(t.app, 'GET', '/api/staff', { token: manager.token })).statusCode).toBe(403);
    expect((await put(manager.token, customer.user.id, ['orders:read'])).json()).toEqual({
      error: 'You do not have the permission this needs: “Manage staff”.',
    });
    expect((await put(manager.token, customer.user.id, ['orders:read'], 'es')).json()).toEqual({
      error: 'Usted no tiene el permiso que esto requiere: «Gestionar el personal».',
    });
  });

  it('many changes at once while the owner takes Manage staff away: each whole or refused', async () => {
    const { owner, manager } = await shop();
    const customers = await Promise.all(Array.from({ length: 8 }, () => createUser(t.app)));
    const [demotion, ...answers] = await Promise.all([
      put(owner.token, manager.user.id, [...PRESETS.counter]),
      ...customers.map((c) => put(manager.token, c.user.id, [...PRESETS.counter])),
    ]);
    expect(demotion?.statusCode).toBe(200);
    for (const [i, answer] of answers.entries()) {
      expect([200, 403]).toContain(answer.statusCode);
      const me = (await call(t.app, 'POST', '/api/getuser', { token: customers[i]?.token })).json();
      expect(me.permissions).toEqual(answer.statusCode === 200 ? [...PRESETS.counter] : []);
    }
    expect((await put(manager.token, customers[0]?.user.id ?? '', [])).statusCode).toBe(403);
  });

  it('staff without Manage staff are refused as before', async () => {
    const { owner, customer } = await shop();
    const counter = await createUser(t.app);
    await put(owner.token, counter.user.id, [...PRESETS.counter]);
    expect((await call(t.app, 'GET', '/api/staff', { token: counter.token })).statusCode).toBe(403);
    expect((await put(counter.token, customer.user.id, ['orders:read'])).statusCode).toBe(403);
  });
});
