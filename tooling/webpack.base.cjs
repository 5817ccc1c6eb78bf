/**
 * One webpack + Module Federation setup for every frontend. Each package's webpack.config.cjs
 * calls createConfig with its name, what it exposes and where it serves in dev.
 *
 * Shared singletons (ARCHITECTURE §1): one React, one router, one set of stores and toasts on
 * every page, whichever app loads first provides them.
 *
 * What a page downloads (README "Benchmarks"):
 *  - webpack's own container plugin (webpack.container.ModuleFederationPlugin), not
 *    @module-federation/enhanced: its runtime is the few lines of sharing code webpack writes
 *    (about 2 KiB gzip per app instead of 26.6 + 9.3 KiB for enhanced's runtime, snapshot and
 *    manifest handling). The shell finds a remote from its mf-manifest.json (written here by
 *    FederationManifestPlugin) and loads its remoteEntry.js itself (shell/src/remotes/federation.ts);
 *  - react-router-dom is shared as shared-ui/router, the part of react-router the shop uses;
 *  - production files also come as .br and .gz beside the originals, served by the API as they are.
 */
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { RouteListPlugin } = require('./route-list.cjs');

/**
 * One copy each on every page: TanStack Query's context must be the one the shell's client is provided in.
 * notistack is not among them: only the hosts (the shell's deferred toasts, the console) use it, and
 * screens raise toasts through shared-ui's useToast. (A shared module first loaded after start-up
 * makes the federation runtime fetch every registered remote's entry, the admin one included.)
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  'i18next',
  'react-i18next',
  '@tanstack/react-query',
  'react-hook-form',
];

function sharedModules(dir, packageJson) {
  const deps = { ...packageJson.peerDependencies, ...packageJson.dependencies };
  const shared = {};
  for (const name of SINGLETONS) shared[name] = { singleton: true, requiredVersion: deps[name] ?? false };
  // shared-ui holds the stores: a second copy would split the session in two.
  shared['shared-ui'] = { singleton: true, requiredVersion: false };
  // A shared module is bundled whole; this one re-exports only what the screens use (see its header).
  shared['react-router-dom'].import = require.resolve('shared-ui/router', { paths: [dir] });
  shared['react-router-dom'].version = require(require.resolve('react-router-dom/package.json', { paths: [dir] })).version;
  return shared;
}

/** The chunk name of an exposed module: what mf-manifest.json lists its files under. */
function exposeChunkName(request) {
  return `__federation_expose_${request.replace(/^\.\//, '').replace(/[^\w-]/g, '_')}`;
}

/**
 * The JavaScript and CSS files of some chunk groups, and per shared module their code consumes (by
 * share key) the files of this build's own copy of it: what the share scope hands out when this
 * build provides the module first (a module its own shared modules consume counts under theirs).
 * `keys`: every share key met; `all`: every file.
 */
function sharedAwareFiles(compilation, groups, exclude = new Set()) {
  const { chunkGraph } = compilation;
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') provided.set(module._name, module);
  }
  const own = new Set();
  const all = new Set();
  const shared = {};
  const keys = new Set();
  const seen = new Set();
  const visit = (group, key) => {
    if (!group || seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) {
        if (!/\.(js|css)$/.test(file) || exclude.has(file)) continue;
        all.add(file);
        if (key) shared[key].push(file);
        else own.add(file);
      }
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        const shareKey = module.options.shareKey;
        keys.add(shareKey);
        shared[key ?? shareKey] ??= [];
        const source = provided.get(shareKey) ?? module;
        for (const block of source.blocks) visit(chunkGraph.getBlockChunkGroup(block), key ?? shareKey);
      }
    }
  };
  for (const group of groups) visit(group, null);
  return { own: [...own], shared, keys: [...keys], all: [...all] };
}

/**
 * Writes mf-manifest.json beside remoteEntry.js: where the container is (its file and global
 * name) and, per exposed module, the JavaScript files it needs, so the shell can fetch a screen's
 * code alongside the entry instead of after it. The shell only needs `remoteEntry` and `globalName`.
 */
class FederationManifestPlugin {
  constructor(name, exposes) {
    this.name = name;
    this.exposes = exposes;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FederationManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FederationManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const exposes = {};
        const styles = {};
        const shared = {};
        for (const request of Object.keys(this.exposes)) {
          const group = compilation.namedChunkGroups.get(exposeChunkName(request));
          exposes[request] = group ? group.getFiles().filter((file) => file.endsWith('.js')) : [];
          styles[request] = group ? group.getFiles().filter((file) => file.endsWith('.css')) : [];
          shared[request] = group ? sharedAwareFiles(compilation, [group]).shared : {};
        }
        // `styles` and `shared` (this remote's copy of each shared module the screen uses, by share
        // key) are for the server's preload links (api/src/plugins/first-screen.ts).
        const manifest = { name: this.name, globalName: this.name, remoteEntry: 'remoteEntry.js', exposes, styles, shared };
        compilation.emitAsset('mf-manifest.json', new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
      });
    });
  }
}

/**
 * `pnpm start` builds for this machine only (FIREWORKS_QUICK_BUILD=1, set by tooling/start.mjs): no
 * source maps and no brotli copies (brotli at quality 11 is most of a build's time); the server
 * then sends the gzip copies. `pnpm build` makes the full production build.
 */
const QUICK = process.env.FIREWORKS_QUICK_BUILD === '1';

/**
 * Progress for `pnpm start` (FIREWORKS_PROGRESS=1): one line per tenth of the way, named after
 * the build, instead of a silent minute.
 */
function progress(webpack, name) {
  let shown = -1;
  return new webpack.ProgressPlugin((fraction, message) => {
    const tenth = Math.floor(fraction * 10);
    if (tenth === shown) return;
    shown = tenth;
    process.stdout.write(`  ${name.padEnd(12)} ${String(tenth * 10).padStart(3)}% ${fraction < 1 ? message : 'done'}\n`);
  });
}

/** Brotli and gzip copies of the text files, for @fastify/static's preCompressed option. */
function precompression() {
  const test = /\.(js|css|html|svg|json|txt)$/;
  const gzip = new CompressionPlugin({ test, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } });
  if (QUICK) return [gzip];
  return [
    gzip,
    new CompressionPlugin({
      test,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

/**
 * Preloads the web fonts (every .woff2 the build emits: the shop's one Latin typeface file) from
 * index.html, so the font is fetched with the first scripts instead of after the CSS that names it.
 */
class PreloadFontsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadFontsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadFontsPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const fonts = Object.keys(compilation.assets).filter((file) => file.endsWith('.woff2'));
        const links = fonts.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            href: `${publicPath}${file}`,
            as: 'font',
            type: 'font/woff2',
            crossorigin: 'anonymous',
          }),
        );
        data.headTags.unshift(...links);
        return data;
      });
    });
  }
}

/**
 * Writes preload.json beside a host's index.html: the files its first render needs after main.js
 * (the bootstrap chunk and the shared modules it consumes, e.g. react-dom), the signed-out
 * visitor's auth screens, and each language's messages. The API puts them in the page as preload
 * links (api/src/plugins/first-screen.ts), so they are fetched with main.js instead of after it.
 */
class PreloadPlanPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PreloadPlanPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PreloadPlanPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { chunkGraph } = compilation;
        const entryFiles = new Set();
        const bootGroups = [];
        for (const entrypoint of compilation.entrypoints.values()) {
          for (const chunk of entrypoint.chunks) {
            for (const file of chunk.files) entryFiles.add(file);
            for (const module of chunkGraph.getChunkEntryModulesIterable(chunk)) {
              for (const block of module.blocks) bootGroups.push(chunkGraph.getBlockChunkGroup(block));
            }
          }
        }
        const filesOf = (groups) => sharedAwareFiles(compilation, groups, entryFiles).all;
        const named = (name) => filesOf([compilation.namedChunkGroups.get(name)].filter(Boolean));
        const bootFiles = sharedAwareFiles(compilation, bootGroups, entryFiles);
        const boot = bootFiles.all;
        const plan = {
          boot,
          // The shared modules the host has loaded by its first render: a remote uses these copies.
          shared: bootFiles.keys,
          auth: named('auth').filter((file) => !boot.includes(file)),
          messages: { en: named('messages-en'), es: named('messages-es') },
        };
        compilation.emitAsset('preload.json', new sources.RawSource(`${JSON.stringify(plan, null, 2)}\n`));
      });
    });
  }
}

/** Dev ports: shell 3001, storefront 3002, admin remote 3003, standalone admin console 3004; API on 3000. */
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

/**
 * @param {object} options
 * @param {string} options.dir            package directory (__dirname of the caller)
 * @param {string} options.name           federation name
 * @param {Record<string,string>} [options.exposes]  modules a remote exposes
 * @param {{ exposes: Record<string,string>, file: string }} [options.routeList]  a remote's route list
 *        (tooling/route-list.cjs): its screens are exposed and the list is written as routes.json
 * @param {string} [options.entry]        entry module
 * @param {boolean} [options.html]        emit index.html (hosts and standalone apps)
 * @param {string} [options.outDir]       output folder relative to dir
 * @param {string} [options.publicPath]   '/' for hosts, 'auto' for remotes
 * @param {number} options.port           dev server port
 * @param {boolean} [options.federation]  false for a standalone app that bundles everything
 */
function createConfig(options, argv = {}) {
  const production = argv.mode === 'production' || process.env.NODE_ENV === 'production';
  const packageJson = require(path.join(options.dir, 'package.json'));
  const exposes = options.routeList ? { ...options.routeList.exposes, ...options.exposes } : options.exposes;
  const isRemote = Boolean(exposes);
  const hashed = production ? '.[contenthash:10]' : '';

  // The package's own webpack (the one its CLI runs): plugin classes from another copy are not recognised.
  const webpack = require(require.resolve('webpack', { paths: [options.dir] }));
  const { ModuleFederationPlugin } = webpack.container;
  const plugins = [];
  if (options.federation !== false) {
    plugins.push(
      new ModuleFederationPlugin({
        name: options.name,
        // A remote's container is the global `options.name` (library type var) once remoteEntry.js ran.
        ...(isRemote
          ? {
              filename: 'remoteEntry.js',
              exposes: Object.fromEntries(
                Object.entries(exposes).map(([request, file]) => [request, { import: file, name: exposeChunkName(request) }]),
              ),
            }
          : {}),
        shared: sharedModules(options.dir, packageJson),
      }),
    );
    if (isRemote) plugins.push(new FederationManifestPlugin(options.name, exposes));
  }
  if (options.routeList) plugins.push(new RouteListPlugin(options.dir, options.routeList.file));
  if (options.html) {
    plugins.push(
      new HtmlWebpackPlugin({
        template: path.join(options.dir, 'public', 'index.html'),
        favicon: path.join(options.dir, 'public', 'favicon.svg'),
        scriptLoading: 'defer',
      }),
      new PreloadFontsPlugin(),
    );
    if (options.federation !== false) plugins.push(new PreloadPlanPlugin());
  }

  if (production) {
    plugins.push(new MiniCssExtractPlugin({ filename: `[name]${hashed}.css`, chunkFilename: `[name]${hashed}.css` }));
    plugins.push(...precompression());
  }
  if (process.env.FIREWORKS_PROGRESS === '1') plugins.push(progress(webpack, options.name));

  return {
    mode: production ? 'production' : 'development',
    context: options.dir,
    entry: options.entry ?? './src/index.ts',
    devtool: production ? (QUICK ? false : 'source-map') : 'eval-cheap-module-source-map',
    output: {
      path: path.join(options.dir, options.outDir ?? 'dist'),
      publicPath: options.publicPath ?? (isRemote ? 'auto' : '/'),
      // Entry files keep stable names (the federation runtime cannot hash them); they are served no-cache.
      filename: '[name].js',
      chunkFilename: `[name]${hashed}.js`,
      assetModuleFilename: `assets/[name]${production ? '.[contenthash:10]' : ''}[ext]`,
      uniqueName: options.name,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                target: 'es2020',
              },
            },
          },
        },
        // Production: styles are .css files beside the chunks that need them (no CSS text or style
        // injection code in the JavaScript); development: injected by JS for hot reloading.
        {
          test: /\.css$/,
          use: [
            production ? MiniCssExtractPlugin.loader : require.resolve('style-loader'),
            { loader: require.resolve('css-loader'), options: { importLoaders: 0, sourceMap: !production } },
          ],
        },
        { test: /\.(png|jpe?g|gif|webp|svg|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins,
    optimization: { moduleIds: production ? 'deterministic' : 'named' },
    performance: { hints: false },
    devServer: {
      port: options.port,
      hot: true,
      historyApiFallback: Boolean(options.html),
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { errors: true, warnings: false } },
      proxy: [{ context: ['/api', '/uploads'], target: API_ORIGIN, changeOrigin: false }],
    },
    stats: 'errors-warnings',
  };
}

module.exports = { createConfig, SINGLETONS };
