import type { User } from '@fireworks/core/contract';
import { centsToDollars } from '@fireworks/core/rules';
import type { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The user as the API shows it (never the password hash or token version). */
export function toPublicUser(user: UserRow): User {
  return {
    _id: user.id,
    username: user.username,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    phonenumber: user.phonenumber,
    verified: user.verified,
    approved: user.approved,
    admin: user.admin,
    funds: centsToDollars(user.fundsCents),
    createdAt: user.createdAt.toISOString(),
  };
}
