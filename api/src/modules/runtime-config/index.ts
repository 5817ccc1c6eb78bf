import { RuntimeConfigRoutes } from '@fireworks/core/contract';
import { CATEGORIES } from '@fireworks/core/rules';
import type { Api } from '../../shared/api';

/**
 * The runtime configuration document: where the shell finds its remotes, and the public
 * settings frontends need (never secrets). Remote locations live here, not in any build.
 */
export default async function runtimeConfigRoutes(app: Api) {
  const { config } = app.ctx;
  const { firebase } = config;
  app.get('/config', { config: { public: true }, schema: RuntimeConfigRoutes.config }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return {
      remotes: config.remotes,
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
}
