import type { Item, RuntimeConfig } from '@fireworks/core/contract';

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
