const { createConfig } = require('@fireworks/tooling/webpack');
const { readRouteList } = require('@fireworks/tooling/route-list');

/**
 * Two builds: the remote (dist/remote, served under /mf/admin/ by default) and the standalone
 * console (dist/console), a plain app with its own index.html and sign-in, deployable on its own
 * origin against the same API. Both take their screens from the route list (src/routes.ts): the
 * remote exposes them and writes routes.json; the console imports the list. Both run on the same
 * Module Federation plugin and runtime (the console as a host with no remotes).
 */
module.exports = async (_env, argv) => [
  {
    name: 'admin-remote',
    ...createConfig(
      {
        dir: __dirname,
        name: 'admin',
        routeList: await readRouteList(__dirname),
        entry: './src/index.ts',
        outDir: 'dist/remote',
        port: 3003,
      },
      argv,
    ),
  },
  {
    name: 'admin-console',
    ...createConfig(
      {
        dir: __dirname,
        name: 'adminConsole',
        entry: './src/console/index.ts',
        outDir: 'dist/console',
        html: true,
        port: 3004,
      },
      argv,
    ),
  },
];
