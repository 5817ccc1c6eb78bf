// A production bundle takes React Router's production build, whose development warnings are compiled
// out; the package's `exports` name only its development build (remix-run/react-router#14102).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { createConfig } = require('../webpack.base.cjs');
const shellOptions = { dir: path.join(root, 'shell'), name: 'shell', html: true, port: 3001 };

test('a production build resolves react-router and react-router/dom to dist/production', () => {
  const { alias } = createConfig(shellOptions, { mode: 'production' }).resolve;
  for (const name of ['react-router$', 'react-router/dom$']) {
    assert.match(alias[name], /react-router[/\\]dist[/\\]production[/\\]/, name);
    assert.ok(fs.existsSync(alias[name]), `${alias[name]} exists`);
  }
});

test('a development build keeps the package exports (React Router warnings on)', () => {
  assert.deepEqual(createConfig(shellOptions, { mode: 'development' }).resolve.alias, {});
});

test('the workaround is still needed: react-router exports name no production build', () => {
  const shellRequire = createRequire(path.join(root, 'shell', 'package.json'));
  const routerDom = path.dirname(shellRequire.resolve('react-router-dom/package.json'));
  const routerPackage = createRequire(path.join(routerDom, 'package.json'))('react-router/package.json');
  // When this fails, React Router's exports choose the production build themselves: drop
  // reactRouterProductionBuild from tooling/webpack.base.cjs.
  assert.doesNotMatch(JSON.stringify(routerPackage.exports['.']), /dist\/production/);
});
