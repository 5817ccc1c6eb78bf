import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FileWriter } from './file-writer';

let dir: string;
let writer: FileWriter;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-writer-'));
  writer = new FileWriter();
});
afterEach(async () => {
  await writer.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('FileWriter (the dev outbox’s files, written by a worker thread)', () => {
  it('writes a file whole under its name, making its directory, and leaves no temporary file', async () => {
    const file = path.join(dir, 'outbox', 'a.json');
    await writer.write(file, '{"hello":"¡hola!"}\n');
    expect(fs.readFileSync(file, 'utf8')).toBe('{"hello":"¡hola!"}\n');
    expect(fs.readdirSync(path.join(dir, 'outbox'))).toEqual(['a.json']);
  });

  it('writes 300 files at once, each with its own text', async () => {
    const names = Array.from({ length: 300 }, (_, i) => `m${String(i).padStart(3, '0')}.json`);
    await Promise.all(names.map((name) => writer.write(path.join(dir, name), `text of ${name}`)));
    expect(fs.readdirSync(dir).sort()).toEqual(names);
    for (const name of names) expect(fs.readFileSync(path.join(dir, name), 'utf8')).toBe(`text of ${name}`);
  });

  it('fails a write with the file system’s error and code, and goes on writing the others', async () => {
    fs.writeFileSync(path.join(dir, 'not-a-directory'), '');
    const failed = writer.write(path.join(dir, 'not-a-directory', 'x.json'), 'x');
    const fine = writer.write(path.join(dir, 'fine.json'), 'fine');
    await expect(failed).rejects.toMatchObject({ code: 'ENOTDIR' });
    await fine;
    expect(fs.readFileSync(path.join(dir, 'fine.json'), 'utf8')).toBe('fine');
  });

  it('starts a new worker after close, and fails what was waiting when it closed', async () => {
    await writer.write(path.join(dir, 'before.json'), 'before');
    const waiting = writer.write(path.join(dir, 'during.json'), 'during');
    await writer.close();
    await expect(waiting).rejects.toThrow('The file writer was closed.');
    await writer.write(path.join(dir, 'after.json'), 'after');
    expect(fs.readFileSync(path.join(dir, 'after.json'), 'utf8')).toBe('after');
  });

  it('does not keep a process alive once its writes are done', () => {
    // A child that writes one file and does nothing else must end by itself.
    const file = path.join(dir, 'child.json');
    const script = `
      const { FileWriter } = require('./src/adapters/file-writer.ts');
      new FileWriter().write(${JSON.stringify(file)}, 'from the child').then(() => console.log('written'));
    `;
    const apiRoot = path.resolve(__dirname, '..', '..');
    const result = spawnSync(path.join(apiRoot, 'node_modules', '.bin', 'tsx'), ['-e', script], {
      cwd: apiRoot,
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.error).toBeUndefined();
    expect(result.status).toBe(0);
    expect(result.stdout.trim()).toBe('written');
    expect(fs.readFileSync(file, 'utf8')).toBe('from the child');
  });
});
