import { FundsRoutes } from '@fireworks/core/contract';
import { centsToDollars } from '@fireworks/core/rules';
import type { Api } from '../../shared/api';

/** Store credit (funds): the signed-in user's balance. */
export default async function fundsRoutes(app: Api) {
  /** One number: the balance in dollars (spec §7). */
  app.get('/fundsinacct', { preHandler: app.requireUser, schema: FundsRoutes.fundsInAccount }, async (request) =>
    centsToDollars(request.account!.fundsCents),
  );
}
