#!/usr/bin/env node
// Serves the built API (api/dist/server.cjs) with the glibc allocator settings (tooling/malloc-env.mjs),
// which must be given when the process starts, so a launcher starts it.
// Used by `pnpm start` (after its builds) and by `api`'s `start` script (a deployment); signals go
// to the server, and its exit code is this process's. Node options given to the launcher (for example
// `node --cpu-prof tooling/serve-api.mjs`) are given to the server too.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mallocEnv } from './malloc-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts the server with the shop's root as its working directory; the caller decides what its exit means. */
export function serveApi() {
  const server = spawn(process.execPath, [...process.execArgv, '--enable-source-maps', path.join(root, 'api/dist/server.cjs')], {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, ...mallocEnv() },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
  return server;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) serveApi();
