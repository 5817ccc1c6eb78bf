// The boundary rules of .dependency-cruiser.cjs bite: on a small made-up workspace, a deep import
// into another feature and an import of another remote fail `pnpm run lint:deps`, while imports
// through a feature's index.ts, inside a feature and from the app's routes.ts pass.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const depcruise = path.join(root, 'node_modules/.bin/depcruise');

const FILES = {
  'tsconfig.base.json': '{}',
  'storefront-mfe/src/features/cart/index.ts': "export { total } from './total';\n",
  'storefront-mfe/src/features/cart/total.ts': "import { lines } from './lines';\nexport const total = lines.length;\n",
  'storefront-mfe/src/features/cart/lines.ts': 'export const lines: string[] = [];\n',
  // Allowed: another feature through its index.
  'storefront-mfe/src/features/checkout/through-index.ts': "import { total } from '../cart';\nexport const shown = total;\n",
  // Forbidden: another feature's internals.
  'storefront-mfe/src/features/checkout/deep.ts': "import { lines } from '../cart/lines';\nexport const count = lines.length;\n",
  // Allowed: the app's route list mounts a screen directly.
  'storefront-mfe/src/routes.ts': "export const screen = () => import('./features/cart/total');\n",
  // Forbidden: one remote importing another.
  'admin-mfe/src/features/orders/peek.ts':
    "import { lines } from '../../../../storefront-mfe/src/features/cart/lines';\nexport const peek = lines;\n",
};

function cruise(dir) {
  const result = spawnSync(
    depcruise,
    ['--config', path.join(root, '.dependency-cruiser.cjs'), '--output-type', 'json', 'storefront-mfe/src', 'admin-mfe/src'],
    { cwd: dir, encoding: 'utf8' },
  );
  assert.ok(result.stdout, result.stderr);
  return JSON.parse(result.stdout).summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
}

test('a deep import across features or remotes is a violation; imports through index.ts are not', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-boundaries-'));
  try {
    for (const [file, text] of Object.entries(FILES)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    assert.deepEqual(
      cruise(dir).sort(),
      [
        'admin-not-storefront: admin-mfe/src/features/orders/peek.ts -> storefront-mfe/src/features/cart/lines.ts',
        'feature-through-its-index: storefront-mfe/src/features/checkout/deep.ts -> storefront-mfe/src/features/cart/lines.ts',
      ].sort(),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
