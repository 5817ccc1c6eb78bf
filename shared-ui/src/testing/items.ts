import type { Item, RuntimeConfig, Season } from '@fireworks/core/contract';
import { DEFAULT_SEASON } from '@fireworks/core/rules';

/** An item as the API answers it, with the given fields. */
export function testItem(fields: Partial<Item>): Item {
  return {
    _id: `id-${fields.title ?? 'item'}`,
    category: 'Roman Candles',
    title: 'Item',
    description: '',
    price: '$1.00',
    visible: true,
    BOGO: false,
    imageUrl: '/uploads/a.png',
    gifUrl: '',
    imageSrcset: '',
    stock: null,
    effects: null,
    durationSeconds: null,
    shotCount: null,
    safetyNotes: null,
    ...fields,
  };
}

/** /api/config as the API answers it by default (outbox SMS, no PayPal), with the given fields. */
export function testConfig(fields: Partial<RuntimeConfig> = {}): RuntimeConfig {
  return {
    remotes: { storefront: '/mf/storefront/mf-manifest.json', admin: '/mf/admin/mf-manifest.json' },
    smsProvider: 'outbox',
    firebase: null,
    paypal: null,
    contact: { phone: '5550101234', email: 'hello@fireworks.example' },
    paymentPhone: '5550105678',
    shopTimezone: 'America/Chicago',
    categories: [],
    routes: { storefront: [], admin: [] },
    ...fields,
  };
}

/** GET /api/season's answer: the spec's windows, seen on March 10 (checkout opens June 1, in 83 days). */
export function testSeason(fields: Partial<Season> = {}): Season {
  return {
    timezone: 'America/Chicago',
    today: '2026-03-10',
    checkoutOpen: false,
    currentWindow: null,
    nextWindow: { start: '2026-06-01', end: '2026-07-04', daysUntil: 83 },
    salesWindows: DEFAULT_SEASON.salesWindows,
    preorderWindows: DEFAULT_SEASON.preorderWindows,
    version: 0,
    ...fields,
  };
}
