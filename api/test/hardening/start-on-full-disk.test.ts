/**
 * A shop started with DATA_DIR on a disk with no room says so in a sentence that names the folder,
 * not with a stack trace from the layer that noticed (the lock file, PGlite, a migration's query).
 * A real small disk (test/small-disk.ts) and the real server process.
 */
import { once } from 'node:events';
import { freePort, spawnApi } from '../api-process';
import { TEST_JWT_SECRET } from '../helper';
import { type SmallDisk, smallDisk } from '../small-disk';

let disk: SmallDisk;
afterEach(() => disk?.unmount());

/** Starts the API on `dataDir` and waits for it to exit; returns its exit code and what it wrote on stderr. */
async function startOn(dataDir: string): Promise<{ code: number | null; stderr: string }> {
  const child = spawnApi(
    {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      JWT_SECRET: TEST_JWT_SECRET,
      ADMIN_EMAIL: 'owner@example.com',
    },
    ['ignore', 'ignore', 'pipe'],
  );
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const [code] = await once(child, 'exit');
  return { code, stderr };
}

const sentence = (dataDir: string) =>
  `There is not enough space on the disk where DATA_DIR is (${dataDir}) to start the shop: free some space there, then start it again.\n`;

it.each([
  ['no room at all (the data-directory lock cannot be written)', 0],
  ['a little room (the database is created, then its tables do not fit)', 16 * 1024],
])(
  'a first start on a full disk, %s, says so naming DATA_DIR and exits 1',
  async (_case, free) => {
    disk = smallDisk(64);
    disk.leaveFree(free);
    const { code, stderr } = await startOn(disk.dir);
    expect(stderr).toBe(sentence(disk.dir));
    expect(code).toBe(1);
  },
  120_000,
);
