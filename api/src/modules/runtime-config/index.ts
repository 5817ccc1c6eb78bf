import fs from 'node:fs';
import path from 'node:path';
import { type RuntimeConfig, RuntimeConfigRoutes } from '@fireworks/core/contract';
import { CATEGORIES } from '@fireworks/core/rules';
import { findRepoRoot, frontendDists } from '../../plugins/frontends';
import { revalidate, revalidatedRoutes } from '../../plugins/revalidation';
import type { Api } from '../../shared/api';

type RouteLists = RuntimeConfig['routes'];

/** The routes.json of the remote builds beside the API (read once at start); none when not built. */
function readRouteLists(): RouteLists {
  const root = findRepoRoot();
  const lists: RouteLists = { storefront: [], admin: [] };
  if (!root) return lists;
  const dists = frontendDists(root);
  for (const remote of ['storefront', 'admin'] as const) {
    const file = path.join(dists[remote], 'routes.json');
    if (fs.existsSync(file)) lists[remote] = JSON.parse(fs.readFileSync(file, 'utf8'));
  }
  return lists;
}

/**
 * The runtime configuration document: where the shell finds its remotes, and the public
 * settings frontends need (never secrets). Remote locations live here, not in any build.
 */
export default async function runtimeConfigRoutes(app: Api) {
  const { config } = app.ctx;
  const { firebase } = config;
  const routes = readRouteLists();
  // Public settings: anyone may keep them, revalidated by their ETag (plugins/revalidation.ts).
  await revalidatedRoutes(app, (scope) => {
    scope.get('/config', { config: { public: true }, schema: RuntimeConfigRoutes.config }, async (_request, reply) => {
      revalidate(reply, 'public');
      return {
        remotes: config.remotes,
        routes,
        smsProvider: config.smsProvider,
        // loadConfig requires the project id and API key when SMS_PROVIDER=firebase.
        firebase:
          config.smsProvider === 'firebase' && firebase.apiKey && firebase.projectId
            ? {
                apiKey: firebase.apiKey,
                authDomain: firebase.authDomain,
                projectId: firebase.projectId,
                authEmulatorUrl: firebase.authEmulatorHost ? `http://${firebase.authEmulatorHost}` : null,
              }
            : null,
        paypal: config.paypal,
        contact: config.contact,
        paymentPhone: config.paymentPhone,
        shopTimezone: config.shopTimezone,
        categories: [...CATEGORIES],
      };
    });
  });
}
