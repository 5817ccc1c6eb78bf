import * as router from './router';

// Node's fs and path, typed by hand: shared-ui is browser code and keeps Node's types out of its build.
declare const __dirname: string;
interface Entry {
  name: string;
  isDirectory(): boolean;
}
const fs = jest.requireActual<{
  existsSync(file: string): boolean;
  readdirSync(dir: string, options: { withFileTypes: true }): Entry[];
  readFileSync(file: string, encoding: 'utf8'): string;
}>('node:fs');
const path = jest.requireActual<{
  join(...parts: string[]): string;
  resolve(...parts: string[]): string;
  relative(from: string, to: string): string;
}>('node:path');

const ROOT = path.resolve(__dirname, '..', '..');
const PACKAGES = ['shell', 'storefront-mfe', 'admin-mfe', 'shared-ui'];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    // Tests run on the real react-router-dom in Jest; only the bundled code goes through the shared module.
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Value names imported from 'react-router-dom' (type-only imports are erased and need nothing). */
function routerImports(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g)) {
    if (match[1]) continue;
    for (const specifier of (match[2] as string).split(',')) {
      const name = specifier
        .trim()
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

describe('the shared routing module', () => {
  it('provides every react-router-dom export the screens import', () => {
    const missing: string[] = [];
    let seen = 0;
    for (const pkg of PACKAGES) {
      for (const file of sourceFiles(path.join(ROOT, pkg, 'src'))) {
        for (const name of routerImports(fs.readFileSync(file, 'utf8'))) {
          seen += 1;
          if (!(name in router)) missing.push(`${name} (${path.relative(ROOT, file)}): add it to shared-ui/src/router.ts`);
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it('re-exports react-router itself, not a copy', () => {
    const real = jest.requireActual<Record<string, unknown>>('react-router');
    for (const [name, value] of Object.entries(router)) expect(value).toBe(real[name]);
  });
});
