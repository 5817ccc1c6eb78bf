const { createConfig } = require('@fireworks/tooling/webpack');
const { readRouteList } = require('@fireworks/tooling/route-list');

/** The screens exposed, and routes.json, come from the route list (src/routes.ts). */
module.exports = async (_env, argv) =>
  createConfig(
    { dir: __dirname, name: 'storefront', routeList: await readRouteList(__dirname), entry: './src/index.ts', port: 3002 },
    argv,
  );
