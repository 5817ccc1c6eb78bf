/** The names a route list may give in `reads` (shared-ui's screen reads; see screen-reads.ts). */
export type ScreenRead = 'discounts' | 'season' | 'cart';
