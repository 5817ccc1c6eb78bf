/**
 * The dev outbox (ARCHITECTURE §3): when no real e-mail or SMS provider is configured, each
 * message is written as one JSON file in DATA_DIR/outbox/ so a person (or a test) can read
 * codes and links. Files are named so that a directory listing sorts them by time.
 */
import { randomUUID } from 'node:crypto';
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

const madeDirs = new Set<string>();

export async function writeOutbox(dataDir: string, message: Omit<OutboxMessage, 'createdAt'>): Promise<OutboxMessage> {
  const full: OutboxMessage = { ...message, createdAt: new Date().toISOString() };
  const dir = outboxDir(dataDir);
  // Synchronous: a small file on the local disk, and the fs/promises open, write, close and rename
  // cost about three times the CPU (issue 13: two e-mails per order).
  if (!madeDirs.has(dir)) {
    // Once per directory and process (a mkdir per message showed in the order profile); a removed
    // directory is made again.
    fsSync.mkdirSync(dir, { recursive: true });
    madeDirs.add(dir);
  }
  const name = `${full.createdAt.replace(/[:.]/g, '-')}-${message.channel}-${randomUUID().slice(0, 8)}.json`;
  // Write then rename, so a reader never sees half a message.
  const temporary = path.join(dir, `.${name}.tmp`);
  const body = `${JSON.stringify(full, null, 2)}\n`;
  try {
    fsSync.writeFileSync(temporary, body);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    fsSync.mkdirSync(dir, { recursive: true });
    fsSync.writeFileSync(temporary, body);
  }
  fsSync.renameSync(temporary, path.join(dir, name));
  return full;
}

/** All messages, oldest first (used by tests and the e2e suite). */
export async function readOutbox(dataDir: string): Promise<OutboxMessage[]> {
  const dir = outboxDir(dataDir);
  let names: string[];
  try {
    names = (await fs.readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return Promise.all(names.map(async (n) => JSON.parse(await fs.readFile(path.join(dir, n), 'utf8')) as OutboxMessage));
}
