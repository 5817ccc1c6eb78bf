import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readOutbox, writeOutbox } from './outbox';

// Every order writes two or more e-mails to the dev outbox: the directory is created once it is
// missing, not checked with a mkdir per message (a system call per e-mail at the peak).
describe('the dev outbox', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fireworks-outbox-'));
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const message = (to: string) => ({ channel: 'email' as const, to, subject: 'Order FW-26-00001', text: 'Thank you.' });

  it('creates its directory for the first message and keeps every message, oldest first', async () => {
    await writeOutbox(dataDir, message('a@example.com'));
    await writeOutbox(dataDir, message('b@example.com'));
    expect((await readOutbox(dataDir)).map((m) => m.to)).toEqual(['a@example.com', 'b@example.com']);
  });

  it('does not create the directory again while it exists', async () => {
    await writeOutbox(dataDir, message('a@example.com'));
    const mkdir = jest.spyOn(fs, 'mkdir');
    await writeOutbox(dataDir, message('b@example.com'));
    await writeOutbox(dataDir, message('c@example.com'));
    expect(mkdir).not.toHaveBeenCalled();
    expect(await readOutbox(dataDir)).toHaveLength(3);
  });

  it('creates the directory again when it was removed meanwhile', async () => {
    await writeOutbox(dataDir, message('a@example.com'));
    await fs.rm(path.join(dataDir, 'outbox'), { recursive: true });
    await writeOutbox(dataDir, message('b@example.com'));
    expect((await readOutbox(dataDir)).map((m) => m.to)).toEqual(['b@example.com']);
  });
});
