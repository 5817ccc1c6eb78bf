/**
 * Password hashing with scrypt (memory-hard, built into Node: no native add-on to install).
 * Stored as 'scrypt$N$r$p$<salt b64>$<hash b64>' so the cost can be raised later.
 *
 * Accounts imported from the earlier MongoDB shop (pnpm import:mongo) keep their bcrypt hashes
 * ('$2a$', '$2b$', '$2y$'): they are checked here and replaced by scrypt at the next login
 * (needsRehash). Imported accounts without a usable hash get RESET_REQUIRED, which matches no
 * password: their owners set a new one through 'Forgot Password?'.
 */
import { randomBytes, type ScryptOptions, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import bcrypt from 'bcryptjs';
import pLimit from 'p-limit';

const COST = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/**
 * At most this many scrypt computations at once (issue 13 item 6): each takes 16 MB of native
 * memory on a libuv thread, and a crowd signing in at once left the process's resident memory
 * hundreds of MB higher for good (the allocator keeps what the threads freed). The rest wait in
 * arrival order (p-limit's queue); with two cores, more at once would not finish sooner.
 */
const withinScryptLimit = pLimit(2);

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return withinScryptLimit(
    () =>
      new Promise((resolve, reject) => {
        scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** Stored for imported accounts whose old hash cannot be checked: no password matches it. */
export const RESET_REQUIRED = 'reset-required';

const BCRYPT_HASH = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/;

export function isLegacyBcryptHash(stored: string): boolean {
  return BCRYPT_HASH.test(stored);
}

/** True when a successful login should store a fresh scrypt hash (legacy bcrypt, or a raised cost). */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) !== COST.N || Number(r) !== COST.r || Number(p) !== COST.p;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (isLegacyBcryptHash(stored)) return bcrypt.compare(password, stored);
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A real hash of a random password: checking against it costs the same as a real check. */
let decoy: Promise<string> | null = null;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(12).toString('hex'));
  return decoy;
}
