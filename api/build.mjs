// Bundles the API into dist/server.cjs and the commands into dist/import-mongo.cjs and
// dist/reset-admin-password.cjs with
// esbuild. npm dependencies stay external (installed beside it); workspace source (the core package's
// rules and messages) is bundled in.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// ESM-only dependencies are bundled in too: a CommonJS require() of them would get the module
// namespace, not its default export (docs/decisions/scrypt-limit-p-limit.md).
const ESM_ONLY = new Set(['p-limit']);
const external = Object.keys(pkg.dependencies).filter((name) => !pkg.dependencies[name].startsWith('workspace:') && !ESM_ONLY.has(name));

await build({
  entryPoints: {
    server: 'src/server.ts',
    'import-mongo': 'src/cli/import-mongo.ts',
    'reset-admin-password': 'src/cli/reset-admin-password.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
  },
  outdir: 'dist',
  outExtension: { '.js': '.cjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: [...external, 'pg-native'],
  logLevel: 'warning',
});
console.log('api: built dist/server.cjs, dist/import-mongo.cjs, dist/reset-admin-password.cjs, dist/backup.cjs, dist/restore.cjs');
