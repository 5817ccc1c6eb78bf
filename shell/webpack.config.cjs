const { createConfig } = require('@fireworks/tooling/webpack');

// The host: no remotes at build time; their manifest URLs come from /api/config at start-up.
module.exports = (_env, argv) => createConfig({ dir: __dirname, name: 'shell', html: true, port: 3001 }, argv);
