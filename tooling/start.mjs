#!/usr/bin/env node
// `pnpm start`: build whatever is missing or older than its sources, then serve everything from
// one process at http://localhost:3000 (API, shell, remotes, uploads). Signals go to the server.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each build: its output marker and the source folders it is made from. */
const builds = [
  { pkg: 'api', output: 'api/dist/server.cjs', sources: ['api/src', 'api/drizzle', 'shared-ui/src/rules', 'shared-ui/src/i18n'] },
  { pkg: 'shell', output: 'shell/dist/index.html', sources: ['shell/src', 'shell/public', 'shared-ui/src'] },
  { pkg: 'storefront-mfe', output: 'storefront-mfe/dist/mf-manifest.json', sources: ['storefront-mfe/src', 'shared-ui/src'] },
  { pkg: 'admin-mfe', output: 'admin-mfe/dist/remote/mf-manifest.json', sources: ['admin-mfe/src', 'admin-mfe/public', 'shared-ui/src'] },
];

function newestMtime(dir) {
  let newest = 0;
  const walk = (current) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return newest;
}

const stale = builds.filter(({ output, sources }) => {
  const target = path.join(root, output);
  if (!fs.existsSync(target)) return true;
  const built = fs.statSync(target).mtimeMs;
  return sources.some((source) => newestMtime(path.join(root, source)) > built);
});

for (const { pkg } of stale) {
  console.log(`Building ${pkg}…`);
  const result = spawnSync('pnpm', ['--dir', path.join(root, pkg), 'run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'api/dist/server.cjs')], { stdio: 'inherit', cwd: root });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
