import type { User } from '@fireworks/core/contract';

/**
 * The name the first admin is created with when the shop starts without one (api/src/bootstrap/admin.ts):
 * a placeholder, not a person's name.
 */
const BOOTSTRAP_ADMIN_NAME = { firstname: 'Shop', lastname: 'Admin' } as const;

/**
 * Who the home page greets: the person's first name, or their username when no first name was given
 * or the account still carries the bootstrap admin's placeholder name ("Hello, Shop!" greets no one).
 */
export function greetingName(user: Pick<User, 'username'> & Partial<Pick<User, 'firstname' | 'lastname' | 'admin'>>): string {
  const firstname = user.firstname?.trim() ?? '';
  const placeholder =
    user.admin === true && firstname === BOOTSTRAP_ADMIN_NAME.firstname && (user.lastname ?? '').trim() === BOOTSTRAP_ADMIN_NAME.lastname;
  return firstname && !placeholder ? firstname : user.username;
}
