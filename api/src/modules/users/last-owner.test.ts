/**
 * The shop keeps an owner who can sign in (review of fix-ops): two owners un-approving, deleting or
 * demoting each other at the same moment, as real concurrent requests, end with exactly one change
 * made and the other refused with the last-owner sentence (409, English and Spanish); the owner left
 * signs in. PGlite, or PostgreSQL with TEST_DATABASE=postgres.
 */
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, call, createUser, TEST_PASSWORD, type TestApp } from '../../../test/helper';
import { users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Owner = Awaited<ReturnType<typeof createUser>>;

/** Two owners and no other: the owners of earlier tests (the bootstrap admin too) are made customers directly. */
async function twoOwners(): Promise<[Owner, Owner]> {
  await t.app.ctx.db.update(users).set({ admin: false }).where(eq(users.admin, true));
  const one = await createUser(t.app, { admin: true });
  const two = await createUser(t.app, { admin: true });
  // Both signed in before the race (their principals cached), as two owners at their desks are.
  for (const owner of [one, two]) expect((await call(t.app, 'POST', '/api/getuser', { token: owner.token })).statusCode).toBe(200);
  return [one, two];
}

/**
 * Sends `requests` at once, each one's transaction held until all have begun theirs: every request
 * has signed in and reached its change before any commits, so none is turned away at the door
 * (its session ended by the other) and the database sees them truly together, on PGlite too.
 */
async function atOnce<T>(requests: Array<() => Promise<T>>): Promise<T[]> {
  const db = t.app.ctx.db;
  const begin = db.transaction.bind(db);
  let arrived = 0;
  let allIn = () => {};
  const together = new Promise<void>((resolve) => {
    allIn = resolve;
  });
  db.transaction = (async (...args: Parameters<typeof begin>) => {
    arrived += 1;
    if (arrived === requests.length) allIn();
    await together;
    return begin(...args);
  }) as typeof db.transaction;
  try {
    return await Promise.all(requests.map((request) => request()));
  } finally {
    Reflect.deleteProperty(db, 'transaction');
  }
}

type Removal = (by: Owner, target: Owner, language: string) => Promise<LightMyRequestResponse>;
const unapprove: Removal = (by, target, language) =>
  call(t.app, 'POST', '/api/changeApproval', {
    token: by.token,
    payload: { user_id: target.user.id, newValueApproved: false },
    headers: { 'accept-language': language },
  });
const remove: Removal = (by, target, language) =>
  call(t.app, 'POST', '/api/delete-user', {
    token: by.token,
    payload: { userone: target.user.id },
    headers: { 'accept-language': language },
  });
const demote: Removal = (by, target, language) =>
  call(t.app, 'PUT', `/api/staff/${target.user.id}`, {
    token: by.token,
    payload: { permissions: [] },
    headers: { 'accept-language': language },
  });

const REFUSED = {
  en: 'The shop needs an owner: the last owner cannot be removed or demoted.',
  es: 'La tienda necesita un propietario: no se puede quitar ni degradar al último propietario.',
};

describe.each([
  ['un-approves', 'un-approves', unapprove, unapprove, 'en'],
  ['deletes', 'deletes', remove, remove, 'es'],
  ['un-approves', 'deletes', unapprove, remove, 'en'],
  ['demotes', 'un-approves', demote, unapprove, 'es'],
  ['demotes', 'deletes', demote, remove, 'en'],
] as const)('two owners at once: one %s the other, who %s the first', (_first, _second, firstRemoval, secondRemoval, language) => {
  it('exactly one goes through; the other is refused, and an owner can still sign in', async () => {
    const [one, two] = await twoOwners();
    const answers = await atOnce([() => firstRemoval(one, two, language), () => secondRemoval(two, one, language)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json()).toEqual({ error: REFUSED[language] });

    const left = await t.app.ctx.db
      .select()
      .from(users)
      .where(and(eq(users.admin, true), eq(users.approved, true)));
    expect(left).toHaveLength(1);
    const login = await call(t.app, 'POST', '/api/login', { payload: { username: left[0]?.username, password: TEST_PASSWORD } });
    expect(login.statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/api/getuser', { token: login.json().token })).json()).toMatchObject({ admin: true });
  });
});

it('an owner cannot step down while the only other owner is un-approved: one who can sign in stays', async () => {
  const [one, two] = await twoOwners();
  expect((await unapprove(one, two, 'en')).statusCode).toBe(200);
  const stepDown = await demote(one, one, 'es');
  expect(stepDown.statusCode).toBe(409);
  expect(stepDown.json()).toEqual({ error: REFUSED.es });
  expect((await call(t.app, 'POST', '/api/getuser', { token: one.token })).json()).toMatchObject({ admin: true });
});
