/** A scratch folder kept fresh by its owner (a restore waiting on psql) is never taken for a leftover. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { age } from '../../test/places';
import { keepFresh, removeLeftovers, scratchBeside } from './backup-scratch';

it('a folder its restore keeps fresh survives the sweep after an hour without writes; once it stops, it goes', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-scratch-'));
  try {
    const scratch = scratchBeside(path.join(dir, 'restore'), 'restore');
    fs.writeFileSync(path.join(scratch, 'database.pgdump'), 'extracted two hours ago');
    age(scratch, 120);
    const stop = keepFresh(scratch, 10);
    await new Promise((resolve) => setTimeout(resolve, 100));
    stop();
    expect(removeLeftovers(dir)).toEqual([]);
    age(scratch, 120);
    expect(removeLeftovers(dir)).toEqual([path.basename(scratch)]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
