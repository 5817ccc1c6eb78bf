/**
 * Build-time reader of a remote's route list (`src/routes.ts`, see shared-ui/src/routes/route-list.ts).
 * From the one list it derives what Module Federation exposes (one module per screen) and the
 * `routes.json` the shell reads at run time: the same entries without code, each menu entry with
 * its text in every language (a shell built earlier may not know a new message key).
 */
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const { transformSync } = require('@swc/core');

const SOURCE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

function resolveSource(fromDir, request) {
  const base = path.resolve(fromDir, request);
  const found = [base, ...SOURCE_EXTENSIONS.map((ext) => base + ext)].find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
  if (!found) throw new Error(`route list: cannot find ${request} from ${fromDir}`);
  return found;
}

/** Reads one message (e.g. 'common:nav.manageUsers') from the core catalogue of each language. */
function messageTexts(dir, key) {
  const localesDir = path.join(path.dirname(require.resolve('@fireworks/core/i18n', { paths: [dir] })), 'locales');
  const [namespace, dotted] = key.includes(':') ? key.split(':') : ['common', key];
  const texts = {};
  for (const language of fs.readdirSync(localesDir)) {
    const file = path.join(localesDir, language, `${namespace}.json`);
    if (!fs.existsSync(file)) continue;
    const text = dotted
      .split('.')
      .reduce((node, part) => (node && typeof node === 'object' ? node[part] : undefined), JSON.parse(fs.readFileSync(file, 'utf8')));
    if (typeof text === 'string') texts[language] = text;
  }
  return texts;
}

/**
 * Evaluates routes.ts (TypeScript, type-only imports) and finds each screen's source file: the
 * lazy `screen: () => import('./x')` is called with a `require` that answers where it would load from.
 */
async function readRouteList(dir, file = path.join(dir, 'src', 'routes.ts')) {
  const { code } = transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    module: { type: 'commonjs' },
    jsc: { parser: { syntax: 'typescript', tsx: false }, target: 'es2020' },
  });
  const module = { exports: {} };
  const fakeRequire = (request) => {
    if (!request.startsWith('.')) throw new Error(`route list ${file}: only type imports and lazy screens may be imported (${request})`);
    return { __esModule: true, default: { source: resolveSource(path.dirname(file), request) } };
  };
  vm.runInNewContext(code, { module, exports: module.exports, require: fakeRequire, Promise, process: { env: {} } }, { filename: file });
  const definitions = module.exports.routes;
  if (!Array.isArray(definitions)) throw new Error(`${file} must export \`routes\`, an array`);

  const exposes = {};
  const routes = [];
  for (const { screen, ...route } of definitions) {
    if (screen) {
      if (!route.module) throw new Error(`${file}: ${route.path} has a screen but no module name`);
      const loaded = await screen();
      const { source } = loaded.default;
      exposes[`./${route.module}`] = `./${path.relative(dir, source).split(path.sep).join('/')}`;
    }
    // Texts written in the entry win over the catalogue's (a remote may bring a key the catalogue lacks).
    if (route.menu) route.menu = { ...route.menu, texts: { ...messageTexts(dir, route.menu.label), ...route.menu.texts } };
    routes.push(route);
  }
  return { routes, exposes, file };
}

/** Writes routes.json into the build output, and rebuilds it when routes.ts changes (watch and dev server). */
class RouteListPlugin {
  constructor(dir, file) {
    this.dir = dir;
    this.file = file;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RouteListPlugin', (compilation) => {
      compilation.fileDependencies.add(this.file);
      compilation.hooks.processAssets.tapPromise(
        { name: 'RouteListPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const { routes } = await readRouteList(this.dir, this.file);
          compilation.emitAsset('routes.json', new sources.RawSource(`${JSON.stringify(routes, null, 2)}\n`));
        },
      );
    });
  }
}

/** The lists of this repository's remotes, by remote name, as routes.json holds them (for the shell's tests). */
async function readWorkspaceRouteLists() {
  const root = path.resolve(__dirname, '..');
  const [storefront, admin] = await Promise.all(['storefront-mfe', 'admin-mfe'].map((dir) => readRouteList(path.join(root, dir))));
  return { storefront: storefront.routes, admin: admin.routes };
}

module.exports = { readRouteList, readWorkspaceRouteLists, RouteListPlugin };
