/**
 * The callers every /api route is tried with (issue 8, authorization matrix). Unverified and
 * unapproved users get tokens minted for them anyway: the server must refuse those tokens.
 */
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../src/shared/users';
import { adminSession, createUser, TEST_PASSWORD } from '../helper';

export const ROLES = ['anonymous', 'unverified', 'unapproved', 'customer', 'otherCustomer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

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
    admin: { ...admin, password: TEST_PASSWORD },
  };
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
