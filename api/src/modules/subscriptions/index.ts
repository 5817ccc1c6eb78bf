import { SubscriptionRoutes } from '@fireworks/core/contract';
import { translator } from '@fireworks/core/i18n';
import type { Api } from '../../shared/api';
import { listUserSubscriptions } from './subscriptions.queries';
import { recordSubscription, toSubscriptionView } from './subscriptions.service';

/**
 * Subscriptions (PayPal). The button lives in the storefront; after PayPal approves, the screen
 * posts the subscription id here. What a subscription grants is not part of the shop (spec §1).
 */
export default async function subscriptionRoutes(app: Api) {
  app.post(
    '/subscribe',
    {
      preHandler: app.requireUser,
      // The spec shows this call without a body: treat "no body" as an empty object so the
      // service can answer a clear 400 instead of a schema error.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: SubscriptionRoutes.subscribe,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { subscription, created } = await recordSubscription(app.ctx, request.account!, request.body.subscriptionID);
      const answer = { message: translator(request.language)('subscribe:success'), ...toSubscriptionView(subscription) };
      return created ? reply.status(201).send(answer) : answer;
    },
  );

  /** The signed-in user's recorded subscriptions, newest first. */
  app.get('/subscriptions', { preHandler: app.requireUser, schema: SubscriptionRoutes.subscriptions }, async (request) => {
    const rows = await listUserSubscriptions(app.ctx.db, request.account!.id);
    return { subscriptions: rows.map(toSubscriptionView) };
  });
}
