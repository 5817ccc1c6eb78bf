/**
 * The dev outbox (ARCHITECTURE §3): when no real e-mail or SMS provider is configured, each
 * message is written as one JSON object, one line, appended to DATA_DIR/outbox/messages.jsonl, so
 * a person (or a test) can read codes and links (`tail` shows the newest). One appended line per
 * message, not one file: creating a file (a new inode) cost 0.4-0.6 ms of kernel CPU per message on
 * the bench machine, two per order, against ~0.04 ms to append a line (issue 13). A message is one
 * write(2) with O_APPEND, so two processes sharing the directory never interleave within a line;
 * files of the former layout (one `*.json` per message) are still read.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
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

/** The file the messages are appended to, one JSON object per line. */
export const OUTBOX_FILE = 'messages.jsonl';

export async function writeOutbox(dataDir: string, message: Omit<OutboxMessage, 'createdAt'>): Promise<OutboxMessage> {
  const full: OutboxMessage = { ...message, createdAt: new Date().toISOString() };
  const dir = outboxDir(dataDir);
  const line = `${JSON.stringify(full)}\n`;
  const file = path.join(dir, OUTBOX_FILE);
  // Synchronous: one short append (no file is created after the first), cheaper than the thread
  // pool's round trip; a removed directory is made again.
  try {
    fs.appendFileSync(file, line);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await fsp.mkdir(dir, { recursive: true });
    fs.appendFileSync(file, line);
  }
  return full;
}

/** All messages, oldest first (used by tests and the e2e suite). */
export async function readOutbox(dataDir: string): Promise<OutboxMessage[]> {
  const dir = outboxDir(dataDir);
  let names: string[];
  try {
    names = (await fsp.readdir(dir)).sort();
  } catch {
    return [];
  }
  const messages: OutboxMessage[] = [];
  for (const name of names) {
    if (name === OUTBOX_FILE) {
      for (const line of (await fsp.readFile(path.join(dir, name), 'utf8')).split('\n')) {
        if (!line) continue;
        // A line cut short by a crash (power loss) is skipped.
        try {
          messages.push(JSON.parse(line) as OutboxMessage);
        } catch {}
      }
    } else if (name.endsWith('.json')) {
      messages.push(JSON.parse(await fsp.readFile(path.join(dir, name), 'utf8')) as OutboxMessage);
    }
  }
  // Oldest first (a stable sort keeps the order of messages written in the same millisecond).
  return messages.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
}
