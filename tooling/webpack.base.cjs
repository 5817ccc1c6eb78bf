/**
 * One webpack + Module Federation setup for every frontend. Each package's webpack.config.cjs
 * calls createConfig with its name, what it exposes and where it serves in dev.
 *
 * Module Federation is @module-federation/enhanced's webpack plugin (docs/decisions/module-federation-enhanced.md):
 *  - a remote writes remoteEntry.js and enhanced's own mf-manifest.json; the shell registers the
 *    remotes' manifest URLs at run time from /api/config (shell/src/remotes/federation.ts);
 *  - shared singletons (ARCHITECTURE §1) are declared here once: one React, one router, one set of
 *    stores and toasts on every page, whichever app loads first provides them;
 *  - react-router-dom is shared as shared-ui/router, the part of react-router the shop uses;
 *  - production files also come as .br and .gz beside the originals, served by the API as they are.
 */
const path = require('node:path');
const fs = require('node:fs');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { RouteListPlugin } = require('./route-list.cjs');

/**
 * One copy each on every page: TanStack Query's context must be the one the shell's client is
 * provided in; shared-ui (below) holds the stores. React's JSX runtime is shared too: unshared,
 * the shell's chunks each carried their own copy (two on the first page).
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react-router-dom',
  'zustand',
  'i18next',
  'react-i18next',
  '@tanstack/react-query',
  'react-hook-form',
  'notistack',
];

/**
 * What a host's first render does not need: forms and the first toast bring these later. A host
 * bundles every other shared module in its entry ("eager"): the page then fetches them with its
 * first script instead of after it, one round trip fewer before anything is drawn. A remote never
 * does: it takes them from the host's share scope.
 */
const LAZY_SINGLETONS = new Set(['react-hook-form', 'notistack']);

function sharedModules(dir, packageJson, { host }) {
  const deps = { ...packageJson.peerDependencies, ...packageJson.dependencies };
  const shared = {};
  const eager = (name) => host && !LAZY_SINGLETONS.has(name);
  // A remote checks the version it is given against what it was built with (a warning names a
  // mismatch). The host asks for none: it loads first, so what it would be given is its own copy,
  // and the check (a semver parse per module) only lengthened the page's start-up task.
  const requiredVersion = (name) => (host ? false : (deps[name] ?? false));
  for (const name of SINGLETONS) shared[name] = { singleton: true, eager: eager(name), requiredVersion: requiredVersion(name) };
  // shared-ui holds the stores: a second copy would split the session in two.
  shared['shared-ui'] = { singleton: true, eager: eager('shared-ui'), requiredVersion: false };
  // A shared module is bundled whole; this one re-exports only what the screens use (see its header).
  shared['react-router-dom'].import = require.resolve('shared-ui/router', { paths: [dir] });
  shared['react-router-dom'].version = require(require.resolve('react-router-dom/package.json', { paths: [dir] })).version;
  return shared;
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
 * The host's start-up files in index.html:
 *  - the files of the chunk the entry imports at once (the bootstrap: app code and its CSS) are
 *    preloaded, so they download with the entry instead of after it runs;
 *  - the entry's own CSS (the few rules of the eager shared modules, about 1 KiB) is written
 *    inline: a stylesheet link would hold the brand frame's first paint for one more request;
 *  - the entry script is fetched at high priority (`fetchpriority`): a deferred script is asked for
 *    at low priority, behind the preloads, yet every screen waits for it.
 */
class StartupAssetsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('StartupAssetsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupAssetsPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : compilation.outputOptions.publicPath;
        const inlineCss = (tag) => {
          const file = tag.tagName === 'link' && tag.attributes.rel === 'stylesheet' && tag.attributes.href?.slice(publicPath.length);
          if (!file || !compilation.assets[file]) return tag;
          return HtmlWebpackPlugin.createHtmlTagObject('style', {}, compilation.assets[file].source().toString());
        };
        data.headTags = data.headTags.map(inlineCss);
        for (const tag of data.headTags) {
          if (tag.tagName === 'script' && tag.attributes.src) tag.attributes.fetchpriority = 'high';
        }
        const files = new Set();
        for (const entrypoint of compilation.entrypoints.values()) {
          const entryModules = new Set(
            entrypoint.chunks.flatMap((chunk) => [...compilation.chunkGraph.getChunkEntryModulesIterable(chunk)]),
          );
          const startup = entrypoint.getChildren().filter((group) => group.origins.some((origin) => entryModules.has(origin.module)));
          for (const group of startup) for (const file of group.getFiles()) files.add(file);
        }
        const links = [...files]
          .filter((file) => /\.(js|css)$/.test(file))
          .map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              href: `${publicPath}${file}`,
              as: file.endsWith('.css') ? 'style' : 'script',
            }),
          );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

/** Dev ports: shell 3001, storefront 3002, admin remote 3003, standalone admin console 3004; API on 3000. */
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

/**
 * React Router 7 publishes a production build (`dist/production`: its development warnings compiled
 * out) but its package `exports` name only `dist/development`, so every bundler picks the
 * development build (remix-run/react-router#14102, open). A production bundle takes the production
 * build by its path; a missing file fails the build rather than falling back silently.
 */
function reactRouterProductionBuild(dir) {
  const routerDir = path.dirname(
    require.resolve('react-router/package.json', {
      paths: [path.dirname(require.resolve('react-router-dom/package.json', { paths: [dir] }))],
    }),
  );
  const file = (name) => {
    const built = path.join(routerDir, 'dist', 'production', name);
    if (!fs.existsSync(built)) throw new Error(`react-router's production build is not at ${built}`);
    return built;
  };
  return { 'react-router$': file('index.mjs'), 'react-router/dom$': file('dom-export.mjs') };
}

/**
 * enhanced's ModuleFederationPlugin options of a host (no `exposes`) or a remote. The bench's
 * Lighthouse floor (bench/lighthouse-floor.mjs) builds a host with these options too.
 */
function federationOptions(options, exposes) {
  const packageJson = require(path.join(options.dir, 'package.json'));
  const isRemote = Boolean(exposes);
  return {
    name: options.name,
    ...(isRemote ? { filename: 'remoteEntry.js', exposes, manifest: { fileName: 'mf-manifest.json' } } : { remotes: {} }),
    shared: sharedModules(options.dir, packageJson, { host: !isRemote }),
    // A shared module is taken from whoever loaded it first, so a customer's page never fetches
    // the admin remote's entry to compare versions (enhanced's default 'version-first' would).
    shareStrategy: 'loaded-first',
    // Types travel through the workspace packages, not through federation.
    dts: false,
    experiments: {
      // A remote loads no other remote: its copy of the runtime leaves out remote loading and
      // manifests (about 10 KiB gzip less per remote entry). Browser pages only: no Node.js loading code.
      optimization: isRemote ? { disableRemote: true, disableSnapshot: true, target: 'web' } : { target: 'web' },
    },
  };
}

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
  const exposes = options.routeList ? { ...options.routeList.exposes, ...options.exposes } : options.exposes;
  const isRemote = Boolean(exposes);
  const hashed = production ? '.[contenthash:10]' : '';

  // The package's own webpack (the one its CLI runs): plugin classes from another copy are not recognised.
  const webpack = require(require.resolve('webpack', { paths: [options.dir] }));
  const { ModuleFederationPlugin } = require(require.resolve('@module-federation/enhanced/webpack', { paths: [options.dir] }));
  const plugins = [];
  if (options.federation !== false) plugins.push(new ModuleFederationPlugin(federationOptions(options, exposes)));
  if (options.routeList) plugins.push(new RouteListPlugin(options.dir, options.routeList.file));
  if (options.html) {
    plugins.push(
      new HtmlWebpackPlugin({
        template: path.join(options.dir, 'public', 'index.html'),
        favicon: path.join(options.dir, 'public', 'favicon.svg'),
        scriptLoading: 'defer',
      }),
      new PreloadFontsPlugin(),
      new StartupAssetsPlugin(),
    );
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
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], alias: production ? reactRouterProductionBuild(options.dir) : {} },
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

module.exports = { createConfig, federationOptions, SINGLETONS };
