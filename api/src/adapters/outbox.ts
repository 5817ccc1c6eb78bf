/**
 * The dev outbox (ARCHITECTURE §3): when no real e-mail or SMS provider is configured, each
 * message is written as one JSON file in DATA_DIR/outbox/ so a person (or a test) can read
 * codes and links. Files are named so that a directory listing sorts them by time.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

export async function writeOutbox(dataDir: string, message: Omit<OutboxMessage, 'createdAt'>): Promise<OutboxMessage> {
  const full: OutboxMessage = { ...message, createdAt: new Date().toISOString() };
  const name = `${full.createdAt.replace(/[:.]/g, '-')}-${message.channel}-${randomUUID().slice(0, 8)}.json`;
  // Whole or not at all: written under a hidden name, then renamed, so a reader never sees half a message.
  const dir = outboxDir(dataDir);
  const temporary = path.join(dir, `.${name}.tmp`);
  await writeCreatingDir(dir, temporary, `${JSON.stringify(full, null, 2)}\n`);
  await fs.rename(temporary, path.join(dir, name));
  return full;
}

/** Writes the file, creating its directory only when it is missing (not a mkdir per message: 2+ per order). */
async function writeCreatingDir(dir: string, file: string, text: string): Promise<void> {
  try {
    await fs.writeFile(file, text);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(file, text);
  }
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
