/**
 * The check that the shell names no storefront or admin screen path (remotes own their routes):
 * the paths of the remotes' route lists, and those the spec gives them, searched as string
 * literals in the shell's sources and build. The nav bar's fixed links (/homepage, /cart) are the
 * shell's own. Tests may name paths as inputs, so test files are not searched; source maps are
 * not either (they hold sources, not what runs).
 */
const fs = require('node:fs');
const path = require('node:path');
const { readWorkspaceRouteLists } = require('./route-list.cjs');

const SHELL_LINKS = ['/homepage', '/cart'];
const SPEC_PATHS = [
  '/manageusers',
  '/manageInviteCodes',
  '/managediscounts',
  '/audit-log',
  '/fireworks-enlarged',
  '/subscribe',
  '/checkout',
  '/profile',
  '/orders',
  '/fireworks/:category',
  '/fireworks',
];

/** Every storefront and admin screen path the shell must not name. */
async function remoteScreenPaths() {
  const lists = await readWorkspaceRouteLists();
  const declared = Object.values(lists).flatMap((routes) => routes.flatMap((route) => [route.path, route.redirect].filter(Boolean)));
  return [...new Set([...SPEC_PATHS, ...declared])].filter((p) => !SHELL_LINKS.includes(p));
}

/** '/orders' as a whole string literal ('/orders', "/orders/…", `/orders?…`); '/fireworks/:category' by its fixed part. */
function literalPattern(routePath) {
  const fixed = routePath.split('/:')[0];
  const escaped = fixed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`["'\`]${escaped}${fixed === routePath ? '(?=["\'`/?#])' : '/'}`);
}

function findScreenPaths(text, paths) {
  return paths.filter((p) => literalPattern(p).test(text));
}

function* filesUnder(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (!/\.(test|spec)\.[jt]sx?$/.test(entry.name) && !/\.(br|gz|map|png|jpe?g|webp|gif|woff2?)$/.test(entry.name)) yield full;
  }
}

/** [{ file, paths }] for every file under `dirs` that names a screen path (skipping test files and the tests' helpers in `testing/`). */
function scanForScreenPaths(dirs, paths) {
  const hits = [];
  for (const dir of dirs) {
    for (const file of filesUnder(dir)) {
      if (file.split(path.sep).includes('testing')) continue;
      const found = findScreenPaths(fs.readFileSync(file, 'utf8'), paths);
      if (found.length) hits.push({ file: path.relative(path.resolve(__dirname, '..'), file), paths: found });
    }
  }
  return hits;
}

/** The shell's sources ('src') or build ('dist'), scanned. */
function scanShell(part, paths) {
  return scanForScreenPaths([path.resolve(__dirname, '..', 'shell', part)], paths);
}

module.exports = { remoteScreenPaths, findScreenPaths, scanForScreenPaths, scanShell };
