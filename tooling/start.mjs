#!/usr/bin/env node
// `pnpm start`: build whatever is missing or older than its sources, then serve everything from
// one process at http://localhost:3000 (API, shell, remotes, uploads). Signals go to the server.
//
// The builds run two at a time (the machine's cores), each showing its progress, and build for
// this machine only (no source maps, no brotli copies: FIREWORKS_QUICK_BUILD, see
// tooling/webpack.base.cjs); `pnpm build` makes the full production build.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveApi } from './serve-api.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each build (the longest first): its output marker, the source folders it is made from, its script. */
const shared = ['shared-ui/src', 'core/src', 'tooling/webpack.base.cjs', 'tooling/route-list.cjs'];
const builds = [
  { pkg: 'shell', output: 'shell/dist/index.html', sources: ['shell/src', 'shell/public', ...shared] },
  // The standalone console is not served by this process: only the remote is built.
  { pkg: 'admin-mfe', script: 'build:remote', output: 'admin-mfe/dist/remote/mf-manifest.json', sources: ['admin-mfe/src', ...shared] },
  { pkg: 'storefront-mfe', output: 'storefront-mfe/dist/mf-manifest.json', sources: ['storefront-mfe/src', ...shared] },
  { pkg: 'api', output: 'api/dist/server.cjs', sources: ['api/src', 'api/drizzle', 'core/src'] },
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  if (fs.statSync(target).isFile()) return fs.statSync(target).mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

const stale = builds.filter(({ output, sources }) => {
  const target = path.join(root, output);
  if (!fs.existsSync(target)) return true;
  const built = fs.statSync(target).mtimeMs;
  return sources.some((source) => newestMtime(path.join(root, source)) > built);
});

/** Runs one package's build, its output indented under its name; resolves with the seconds it took. */
function build({ pkg, script = 'build' }) {
  const started = performance.now();
  console.log(`▶ ${pkg}: building`);
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['--silent', '--dir', path.join(root, pkg), 'run', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FIREWORKS_QUICK_BUILD: '1', FIREWORKS_PROGRESS: '1' },
    });
    let errors = '';
    child.stdout.on('data', (chunk) => process.stdout.write(chunk));
    child.stderr.on('data', (chunk) => {
      errors += chunk;
    });
    child.on('exit', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        console.log(`✔ ${pkg}: built in ${seconds} s`);
        resolve();
      } else {
        process.stderr.write(errors);
        reject(new Error(`${pkg}: build failed (exit ${code})`));
      }
    });
  });
}

// A taken port fails now, before minutes of building (the server checks again before it creates anything).
{
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  // A bad PORT is left to the server's configuration check, which names the variable.
  const free =
    !Number.isInteger(port) ||
    port < 0 ||
    port > 65535 ||
    (await new Promise((resolve) => {
      const probe = net.createServer();
      probe.once('error', (error) => resolve(error.code !== 'EADDRINUSE' && error.code !== 'EACCES'));
      probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
    }));
  if (!free) {
    console.error(
      `Port ${port} on ${host} is already in use by another program. Nothing was started or created. ` +
        'Stop that program, or start the shop on another port (PORT=3001 pnpm start).',
    );
    process.exit(1);
  }
}

if (stale.length > 0) {
  const started = performance.now();
  const parallel = Math.max(1, Math.min(2, os.availableParallelism()));
  console.log(`Building ${stale.map((b) => b.pkg).join(', ')} (${parallel} at a time)…`);
  const queue = [...stale];
  try {
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        while (queue.length > 0) await build(queue.shift());
      }),
    );
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  console.log(`Built in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

serveApi();
