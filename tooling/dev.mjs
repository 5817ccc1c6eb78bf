#!/usr/bin/env node
// `pnpm dev`: the API with reload on change and a webpack dev server with hot reload per app.
// Open http://localhost:3001 (the shell; /api is proxied to the API on :3000).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apps = [
  {
    name: 'api',
    args: ['--dir', 'api', 'run', 'dev'],
    env: {
      STOREFRONT_REMOTE_URL: 'http://localhost:3002/mf-manifest.json',
      ADMIN_REMOTE_URL: 'http://localhost:3003/mf-manifest.json',
      CORS_ORIGINS: 'http://localhost:3001,http://localhost:3004',
      PUBLIC_URL: 'http://localhost:3001',
      // Same data as `pnpm start` (the API runs from api/, so a relative default would differ).
      DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data'),
    },
  },
  { name: 'shell', args: ['--dir', 'shell', 'run', 'dev'] },
  { name: 'storefront', args: ['--dir', 'storefront-mfe', 'run', 'dev'] },
  { name: 'admin', args: ['--dir', 'admin-mfe', 'exec', 'webpack', 'serve', '--mode', 'development', '--config-name', 'admin-remote'] },
];

const children = apps.map(({ name, args, env }) => {
  const child = spawn('pnpm', args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}] `.padEnd(13);
  const forward = (stream, target) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) target.write(`${prefix}${line}\n`);
    });
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  return child;
});

console.log('Fireworks Shop dev: open http://localhost:3001 (API on :3000, storefront :3002, admin :3003)');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
