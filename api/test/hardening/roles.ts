/**
 * The callers every /api route is tried with (issue 8, authorization matrix). Unverified and
 * unapproved users get tokens minted for them anyway: the server must refuse those tokens.
 */
import { type Permission, PRESETS } from '@fireworks/core/rules';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../src/db/schema';
import type { UserRow } from '../../src/shared/users';
import { adminSession, createUser, TEST_PASSWORD } from '../helper';

export const ROLES = [
  'anonymous',
  'unverified',
  'unapproved',
  'customer',
  'otherCustomer',
  'counter',
  'catalogue',
  'manager',
  'admin',
] as const;
export type Role = (typeof ROLES)[number];
/**
 * Staff (issue 41): core's Counter and Catalogue presets, and a custom set (a seasonal manager who
 * may manage staff). What they may do comes from each route's contract permission.
 */
export const STAFF_ROLES = ['counter', 'catalogue', 'manager'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_SETS: Record<StaffRole, readonly Permission[]> = {
  counter: PRESETS.counter,
  catalogue: PRESETS.catalogue,
  manager: [...PRESETS.counter, 'dashboard:read', 'staff:manage'],
};

export function isStaffRole(role: Role): role is StaffRole {
  return (STAFF_ROLES as readonly Role[]).includes(role);
}

export interface Session {
  user: UserRow;
  token: string;
  password: string;
}

export type Sessions = Record<Exclude<Role, 'anonymous'>, Session>;

export async function createSessions(app: FastifyInstance): Promise<Sessions> {
  const admin = await adminSession(app);
  return {
    unverified: await createUser(app, { verified: false, approved: false }),
    unapproved: await createUser(app, { verified: true, approved: false }),
    customer: await createUser(app),
    otherCustomer: await createUser(app),
    counter: await staffUser(app, 'counter'),
    catalogue: await staffUser(app, 'catalogue'),
    manager: await staffUser(app, 'manager'),
    admin: { ...admin, password: TEST_PASSWORD },
  };
}

/** An approved user with a staff role's permissions. */
async function staffUser(app: FastifyInstance, role: StaffRole): Promise<Session> {
  const created = await createUser(app);
  const [user] = await app.ctx.db
    .update(users)
    .set({ permissions: [...STAFF_SETS[role]] })
    .where(eq(users.id, created.user.id))
    .returning();
  if (!user) throw new Error('staff update failed');
  return { ...created, user };
}

/**
 * The Authorization header a cell sends: the row's own when its request names one (rows that renew
 * or end the session they are called with use a fresh session each time), else the role's token.
 */
export function authorizationFor(sessions: Sessions, role: Role, shape?: { headers?: Record<string, string> }): Record<string, string> {
  const own = shape?.headers?.authorization;
  if (own !== undefined) return { authorization: own };
  const token = tokenOf(sessions, role);
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** The bearer token a role sends (none for anonymous). */
export function tokenOf(sessions: Sessions, role: Role): string | undefined {
  return role === 'anonymous' ? undefined : sessions[role].token;
}
