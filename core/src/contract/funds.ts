/** Store credit (funds). */
import { Dollars, errors, REFUSED } from './common';

export const FundsRoutes = {
  fundsInAccount: {
    summary: "The caller's balance in dollars, as one JSON number (spec §7)",
    tags: ['funds'],
    response: { 200: Dollars, ...errors(REFUSED.signedIn) },
  },
};
