#!/usr/bin/env node
/**
 * `pnpm screenshots` (issue 18): every screen of the shop in English and Spanish at 375 and 1440 px,
 * in one folder with an index.html gallery. Starts the built shop on fresh demo data the way the
 * browser suite does (e2e/fixtures/shop.ts), signs in as a customer and as the admin, and opens each
 * screen of e2e/fixtures/screens.ts (the every-screen sweep's list). Builds first when there is no
 * build. Options: --out <dir> (default: screenshots/, gitignored); other arguments go to Playwright,
 * e.g. `pnpm screenshots --grep login` for some screens only (the index then shows only those).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outArg = process.argv.indexOf('--out');
const out = path.resolve(outArg > 0 ? process.argv[outArg + 1] : path.join(root, 'screenshots'));
const playwrightArgs = process.argv.slice(2).filter((_, i, all) => all[i] !== '--out' && all[i - 1] !== '--out');

const run = (args, options = {}) => spawnSync('pnpm', args, { cwd: root, stdio: 'inherit', ...options }).status ?? 1;

if (!fs.existsSync(path.join(root, 'api', 'dist', 'server.cjs'))) {
  console.log('No build yet: running pnpm build first.');
  if (run(['build']) !== 0) process.exit(1);
}
fs.rmSync(out, { recursive: true, force: true });
const status = run(['--filter', '@fireworks/e2e', 'exec', 'playwright', 'test', '-c', 'gallery.config.ts', ...playwrightArgs], {
  env: { ...process.env, SCREENSHOTS_DIR: out },
});
const index = path.join(out, 'index.html');
if (fs.existsSync(index)) console.log(`Gallery: ${index}`);
if (status !== 0) console.error('Some screens could not be opened: they are marked in the gallery.');
process.exit(status);
