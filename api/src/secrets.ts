import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Without JWT_SECRET (allowed outside production) a signing key is generated on first start and
 * kept in DATA_DIR/secrets.json (mode 600), so sessions survive restarts.
 */
export function ensureJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secrets.json');
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { jwtSecret?: unknown };
    if (typeof stored.jwtSecret === 'string' && stored.jwtSecret.length >= 32) return stored.jwtSecret;
  } catch {
    // missing or unreadable: create below
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const jwtSecret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, `${JSON.stringify({ jwtSecret }, null, 2)}\n`, { mode: 0o600 });
  return jwtSecret;
}
