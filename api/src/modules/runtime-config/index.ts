import { CATEGORIES } from '@fireworks/core/rules';
import type { FastifyInstance } from 'fastify';

/**
 * The runtime configuration document: where the shell finds its remotes, and the public
 * settings frontends need (never secrets). Remote locations live here, not in any build.
 */
export default async function runtimeConfigRoutes(app: FastifyInstance) {
  const { config } = app.ctx;
  app.get('/config', { config: { public: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return {
      remotes: config.remotes,
      smsProvider: config.smsProvider,
      firebase:
        config.smsProvider === 'firebase'
          ? {
              apiKey: config.firebase.apiKey,
              authDomain: config.firebase.authDomain,
              projectId: config.firebase.projectId,
              authEmulatorUrl: config.firebase.authEmulatorHost ? `http://${config.firebase.authEmulatorHost}` : null,
            }
          : null,
      paypal: config.paypal,
      contact: config.contact,
      paymentPhone: config.paymentPhone,
      shopTimezone: config.shopTimezone,
      categories: CATEGORIES,
    };
  });
}
