import { translator } from '@fireworks/core/i18n';
import type { FastifyInstance } from 'fastify';
import { listUserSubscriptions } from './subscriptions.queries';
import { SubscribeAnswer, SubscribeBody, SubscriptionList } from './subscriptions.schemas';
import { recordSubscription, toSubscriptionView } from './subscriptions.service';

/**
 * Subscriptions (PayPal). The button lives in the storefront; after PayPal approves, the screen
 * posts the subscription id here. What a subscription grants is not part of the shop (spec §1).
 */
export default async function subscriptionRoutes(app: FastifyInstance) {
  app.post(
    '/subscribe',
    {
      preHandler: app.requireUser,
      // The spec shows this call without a body: treat "no body" as an empty object so the
      // service can answer a clear 400 instead of a schema error.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: { body: SubscribeBody, response: { 200: SubscribeAnswer, 201: SubscribeAnswer } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { subscriptionID } = request.body as { subscriptionID?: string };
      const { subscription, created } = await recordSubscription(app.ctx, request.account!, subscriptionID);
      reply.status(created ? 201 : 200);
      return { message: translator(request.language)('subscribe:success'), ...toSubscriptionView(subscription) };
    },
  );

  /** The signed-in user's recorded subscriptions, newest first. */
  app.get('/subscriptions', { preHandler: app.requireUser, schema: { response: { 200: SubscriptionList } } }, async (request) => {
    const rows = await listUserSubscriptions(app.ctx.db, request.account!.id);
    return { subscriptions: rows.map(toSubscriptionView) };
  });
}
