/**
 * One vocabulary for money owed (issue 40): the words every screen and e-mail uses for an order's
 * money, in English and in Spanish (usted). Before it the shop said "Amount due", "Amount needed",
 * "Amount to pay", "Amount still owed" and "Balance outstanding" for two or three amounts.
 *
 * `shownBy` names the messages that show the term (the glossary test checks each says it), and
 * MONEY_SYNONYMS the words no message may use for these amounts (the test reads every locale file).
 */
export interface GlossaryTerm {
  en: string;
  es: string;
  /** What the amount is, in the contract's fields. */
  meaning: string;
  /** 'namespace:key' of the messages that show this amount. */
  shownBy: readonly string[];
}

export const MONEY_GLOSSARY = {
  orderTotal: {
    en: 'Order total',
    es: 'Total del pedido',
    meaning: 'What the order costs: after tax and discount, before store funds (amountDue).',
    shownBy: ['orders:card.amountDue', 'cart:totals.amountDue', 'admin:audit.fields.amountDue'],
  },
  amountDueNow: {
    en: 'Amount due now',
    es: 'Importe a pagar ahora',
    meaning: 'The rest of the minimum deposit until it is paid, then the whole balance due (amountDueNow).',
    shownBy: ['orders:instructions.dueNow', 'checkout:dueNow'],
  },
  minimumDeposit: {
    en: 'Minimum deposit',
    es: 'Depósito mínimo',
    meaning: 'At least 20% of the order, due up front (minimumDeposit).',
    shownBy: ['orders:card.minimumDeposit', 'orders:instructions.minimumDeposit', 'cart:totals.deposit'],
  },
  paid: {
    en: 'Amount paid',
    es: 'Importe pagado',
    meaning: 'The sum of the payments recorded and not voided (amountPayed).',
    shownBy: [
      'orders:card.amountPayed',
      'orders:admin.amountPayed',
      'admin:audit.fields.amountPayed',
      'errors:validation.fields.order_amountPayed',
      'errors:validation.fields.order_amountPayedSeen',
      'orders:errors.amountSeenInvalid',
      'orders:errors.amountPaidChangedMeanwhile',
    ],
  },
  balanceDue: {
    en: 'Balance due',
    es: 'Saldo pendiente',
    meaning: "What is still to be paid on an order (amountNeeded, balanceDue); the dashboard's sum over every order.",
    shownBy: [
      'orders:card.amountNeeded',
      'orders:card.balanceDue',
      'orders:instructions.balance',
      'checkout:amount',
      'admin:audit.fields.amountNeeded',
      'admin:audit.fields.balanceDue',
      'season:dashboard.balanceOutstanding',
    ],
  },
} as const satisfies Record<string, GlossaryTerm>;

/**
 * Other words for the same amounts, which no message may use (case-insensitive, whole words).
 * A message may still say a glossary term that holds one of them.
 */
export const MONEY_SYNONYMS = {
  en: [
    /\boutstanding\b/i,
    /\bow(e|es|ed|ing)\b/i,
    /\bamount (needed|to pay|left|remaining)\b/i,
    /\b(remaining|unpaid) (balance|amount)\b/i,
    /\bbalance (remaining|left)\b/i,
    /\bleft to pay\b/i,
    /\bstill due\b/i,
    /\bamount due\b/i,
  ],
  es: [
    /\badeud/i,
    /\b(aún|todavía|se) debe\b/i,
    /(^|[^\p{L}])debe \{\{amount\}\}/iu,
    /\bsaldo restante\b/i,
    /\b(resta|queda|falta) por pagar\b/i,
    /\bpendiente de pago\b/i,
    /\bimporte (pendiente|necesario|restante)\b/i,
    /\bimporte a pagar\b/i,
    /\bmonto\b/i,
    /\bcantidad (necesaria|pendiente|adeudada)\b/i,
  ],
} as const;
