/**
 * The Lighthouse floor: what the stack alone scores on this machine, beside the shop's pages, so a
 * missed target can be told apart from a machine too slow for it. Two pages, built here by webpack
 * in production mode with the shell's own configuration (tooling/webpack.base.cjs: the shell's
 * index.html and its brand frame, start-up hints, minification, brotli copies), each drawing only
 * the shop's name and tagline:
 *   react   React and react-dom alone, rendering in a transition as the shell does;
 *   stack   the singletons the shell bundles in its entry (React, react-dom, the router, TanStack
 *           Query, i18next with react-i18next, zustand) through enhanced's host runtime, each
 *           started as the shell starts it; none of the shop's code, no remotes, no reads.
 * They are served by a small static server behind the same nginx site as the shop (HTTPS, HTTP/2)
 * and measured in the same rounds, by the same Lighthouse call.
 */
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { createConfig, federationOptions } = require('../tooling/webpack.base.cjs');
const { startNginx } = require('../tooling/local-nginx.cjs');

const here = path.dirname(fileURLToPath(import.meta.url));
const SHELL = path.resolve(here, '..', 'shell');

export const FLOOR_PAGES = [
  { name: 'react', entry: path.join(here, 'floor', 'react-only.mjs'), federation: false },
  { name: 'stack', entry: path.join(here, 'floor', 'stack.mjs'), federation: true },
];

/** One floor page's production build into `outDir` (the shell's webpack and configuration). */
function buildFloor({ name, entry, federation }, outDir) {
  const webpack = require(require.resolve('webpack', { paths: [SHELL] }));
  const config = createConfig({ dir: SHELL, name: `floor_${name}`, entry, html: true, federation: false }, { mode: 'production' });
  config.output.path = outDir;
  config.devtool = false;
  // The floor's own modules live here; their imports resolve as the shell's do.
  config.resolve.modules = ['node_modules', path.join(SHELL, 'node_modules')];
  if (federation) {
    const { ModuleFederationPlugin } = require(require.resolve('@module-federation/enhanced/webpack', { paths: [SHELL] }));
    const options = federationOptions({ dir: SHELL, name: config.output.uniqueName });
    // shared-ui is the shop's own code: the floor provides the libraries only.
    delete options.shared['shared-ui'];
    config.plugins.unshift(new ModuleFederationPlugin(options));
  }
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString('errors-only')));
      else resolve();
    });
  });
}

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css', '.svg': 'image/svg+xml' };

/**
 * The built files as a static host serves them: brotli copies when asked for, index.html for any
 * other path; /api/health answers for the proxy's start check and /api/config ({}) for the page's
 * preload of it.
 */
function serveFloor(dir) {
  return http.createServer((request, response) => {
    const { pathname } = new URL(request.url, 'http://floor');
    if (pathname === '/api/health' || pathname === '/api/config') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(pathname === '/api/health' ? '{"status":"ok"}' : '{}');
      return;
    }
    const asked = path.join(dir, path.normalize(pathname));
    const file = asked.startsWith(dir) && fs.existsSync(asked) && fs.statSync(asked).isFile() ? asked : path.join(dir, 'index.html');
    const headers = {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
    };
    const brotli = /\bbr\b/.test(request.headers['accept-encoding'] ?? '') && fs.existsSync(`${file}.br`);
    if (brotli) headers['content-encoding'] = 'br';
    response.writeHead(200, headers);
    fs.createReadStream(brotli ? `${file}.br` : file).pipe(response);
  });
}

/** Builds and serves every floor page behind its own nginx; `pages` maps a name to its HTTPS URL. */
export async function startFloor() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fireworks-floor-'));
  const running = [];
  const pages = {};
  try {
    for (const page of FLOOR_PAGES) {
      const dir = path.join(root, page.name);
      await buildFloor(page, dir);
      const server = serveFloor(dir);
      await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
      running.push({ stop: () => new Promise((resolve) => server.close(resolve)) });
      const proxy = await startNginx({ apiPorts: [server.address().port] });
      running.push(proxy);
      pages[page.name] = `${proxy.tlsUrl}/`;
    }
  } catch (error) {
    await stopAll(running, root);
    throw error;
  }
  return { pages, stop: () => stopAll(running, root) };
}

async function stopAll(running, root) {
  for (const part of running.reverse()) await part.stop();
  fs.rmSync(root, { recursive: true, force: true });
}
