/**
 * The sales calendar and the admin dashboard (issue 17, ARCHITECTURE §7 "Sales calendar" and
 * "Cart nudge and dashboard"). Dates are 'YYYY-MM-DD' in SHOP_TIMEZONE; yearly windows 'MM-DD'.
 */
import { type Static, Type } from '@sinclair/typebox';
import { needs } from './access';
import { Dollars, errors, Nullable, REFUSED, Version } from './common';

const tags = ['season'];

/**
 * Loose request bounds: the service checks each date and label itself so every problem gets a
 * sentence ("June 31 is not a date…"), not a schema error.
 */
const MonthDayText = Type.String({ maxLength: 10, description: "'MM-DD', every year" });
const LabelText = Type.String({ maxLength: 200 });

export const YearlyWindowSchema = Type.Object({ start: MonthDayText, end: MonthDayText }, { additionalProperties: false });
export const PreorderWindowSchema = Type.Object(
  { label: Type.Object({ en: LabelText, es: LabelText }, { additionalProperties: false }), start: MonthDayText, end: MonthDayText },
  { additionalProperties: false },
);

export const PutSeasonBody = Type.Object(
  {
    salesWindows: Type.Array(YearlyWindowSchema, { maxItems: 100 }),
    preorderWindows: Type.Array(PreorderWindowSchema, { maxItems: 100 }),
    /** The `version` the admin's calendar was loaded at: when someone saved since, 409 and nothing is written. Without it the save always goes through (the spec's and older clients). */
    seenVersion: Type.Optional(Version),
  },
  { additionalProperties: false },
);

const DatedWindowAnswer = Type.Object({ start: Type.String(), end: Type.String() });

export const SeasonAnswer = Type.Object(
  {
    timezone: Type.String({ description: 'SHOP_TIMEZONE' }),
    today: Type.String({ description: "'YYYY-MM-DD' in the shop's time zone" }),
    checkoutOpen: Type.Boolean(),
    /** The dated stretch open now (touching windows joined: June 1 – July 4), or null. */
    currentWindow: Nullable(DatedWindowAnswer),
    /** The next stretch to open and the days until it opens; null without sales windows. */
    nextWindow: Nullable(Type.Object({ start: Type.String(), end: Type.String(), daysUntil: Type.Integer() })),
    salesWindows: Type.Array(Type.Object({ start: Type.String(), end: Type.String() })),
    preorderWindows: Type.Array(
      Type.Object({ label: Type.Object({ en: Type.String(), es: Type.String() }), start: Type.String(), end: Type.String() }),
    ),
    /** Moves on with every save (0 while none was saved): sent back as PUT's `seenVersion`. */
    version: Version,
  },
  { title: 'Season' },
);

/** ?from=&to= as 'YYYY-MM-DD' (default: the last 365 days up to today). */
export const DashboardQuery = Type.Object(
  {
    from: Type.Optional(Type.String({ maxLength: 20 })),
    to: Type.Optional(Type.String({ maxLength: 20 })),
  },
  { additionalProperties: false },
);

export const DashboardAnswer = Type.Object(
  {
    from: Type.String(),
    to: Type.String(),
    pendingApprovals: Type.Integer(),
    ordersAwaitingDeposit: Type.Integer(),
    /** Dollars still owed on orders not complete. */
    balanceOutstanding: Dollars,
    pickupsToday: Type.Integer(),
    lowStock: Type.Array(Type.Object({ _id: Type.String(), category: Type.String(), title: Type.String(), stock: Type.Integer() })),
    salesByDay: Type.Array(Type.Object({ date: Type.String(), orders: Type.Integer(), amount: Dollars })),
    salesByCategory: Type.Array(Type.Object({ category: Type.String(), units: Type.Integer(), amount: Dollars })),
  },
  { title: 'Dashboard' },
);

export const SeasonRoutes = {
  getSeason: {
    summary: 'The sales calendar and whether checkout is open today',
    tags,
    response: { 200: SeasonAnswer, ...errors() },
  },
  putSeason: {
    ...needs('season:edit'),
    summary: 'Replace the sales and pre-order windows (409 when `seenVersion` is sent and someone saved since)',
    tags,
    body: PutSeasonBody,
    response: { 200: SeasonAnswer, ...errors(REFUSED.body, REFUSED.admin, [409]) },
  },
  dashboard: {
    ...needs('dashboard:read'),
    summary: 'Figures and charts of the season for admins (?from=&to=)',
    tags,
    querystring: DashboardQuery,
    response: { 200: DashboardAnswer, ...errors(REFUSED.admin) },
  },
};

export type Season = Static<typeof SeasonAnswer>;
export type PutSeasonInput = Static<typeof PutSeasonBody>;
export type Dashboard = Static<typeof DashboardAnswer>;
