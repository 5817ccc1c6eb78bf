const { createConfig } = require('@fireworks/tooling/webpack');

/** Screens the shell loads for admin sessions only. */
const exposes = {
  './Users': './src/features/users/UsersScreen.tsx',
  './InviteCodes': './src/features/invites/InviteCodesScreen.tsx',
  './Discounts': './src/features/discounts/DiscountsScreen.tsx',
  './Catalog': './src/features/items/AdminCatalogScreen.tsx',
  './Orders': './src/features/orders/AdminOrdersScreen.tsx',
  './AuditLog': './src/features/audit/AuditLogScreen.tsx',
};

/**
 * Two builds: the remote (dist/remote, served under /mf/admin/ by default) and the standalone
 * console (dist/console), a plain app with its own index.html and sign-in, deployable on its own
 * origin against the same API.
 */
module.exports = (_env, argv) => [
  {
    name: 'admin-remote',
    ...createConfig({ dir: __dirname, name: 'admin', exposes, entry: './src/index.ts', outDir: 'dist/remote', port: 3003 }, argv),
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
        federation: false,
        port: 3004,
      },
      argv,
    ),
  },
];
