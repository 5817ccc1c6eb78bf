import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { loginFailures, users } from '../db/schema';
import { countAdmins } from '../modules/users/users.queries';
import { newId } from '../shared/ids';
import { hashPassword } from '../shared/passwords';

/** The one line that shows a generated admin password (start and `pnpm admin:reset-password`). */
export function adminPasswordLine(username: string, password: string, what: 'created' | 'reset' = 'created'): string {
  const head = what === 'created' ? 'Admin account created' : 'Admin password reset';
  return `\n  ${head}: username '${username}', password '${password}' (shown once)\n\n`;
}

/** Writes straight to the terminal (stdout), beside the JSON log rather than in it. */
export function printOnce(line: string): void {
  process.stdout.write(line);
}

/**
 * When no admin exists, create one from ADMIN_* (verified and approved). Without ADMIN_PASSWORD
 * a password is generated and printed once: it is not stored anywhere in clear.
 */
export async function ensureAdmin(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  if ((await countAdmins(db)) > 0) return;
  const generated = config.admin.password === null;
  const password = config.admin.password ?? randomBytes(12).toString('base64url');
  await db.insert(users).values({
    id: newId(),
    username: config.admin.username,
    firstname: 'Shop',
    lastname: 'Admin',
    email: config.admin.email,
    phonenumber: config.admin.phone,
    passwordHash: await hashPassword(password),
    verified: true,
    approved: true,
    admin: true,
  });
  if (generated) {
    // The password goes to the terminal once, as a plain line; never into the structured log.
    log.warn({ username: config.admin.username }, 'admin account created with a generated password (printed once on the terminal)');
    printOnce(adminPasswordLine(config.admin.username, password));
  } else {
    log.info({ username: config.admin.username }, 'admin account created from ADMIN_* settings');
  }
}

export class AdminNotFoundError extends Error {
  constructor(
    readonly username: string,
    readonly admins: string[],
  ) {
    super(
      `No admin named '${username}'. ` +
        (admins.length > 0
          ? `Admins: ${admins.join(', ')} (pnpm admin:reset-password <username>).`
          : 'There is no admin yet: start the shop once.'),
    );
    this.name = 'AdminNotFoundError';
  }
}

/**
 * `pnpm admin:reset-password`: gives the admin a new generated password (answered, to be printed
 * once), ends the admin's sessions and clears the login back-off for the name.
 */
export async function resetAdminPassword(db: Db, username: string): Promise<string> {
  const password = randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  const [updated] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(and(sql`lower(${users.username}) = lower(${username})`, eq(users.admin, true)))
    .returning({ username: users.username });
  if (!updated) {
    const admins = await db.select({ username: users.username }).from(users).where(eq(users.admin, true));
    throw new AdminNotFoundError(
      username,
      admins.map((a) => a.username),
    );
  }
  await db.delete(loginFailures).where(eq(loginFailures.usernameKey, updated.username.toLowerCase()));
  return password;
}
