import fs from 'node:fs';
import path from 'node:path';
import { SAVE_CART_SQL } from '../cart/cart.queries';
import { READ_CHECKOUT_SQL, WRITE_ORDER_SQL } from './order-write';

// The bench's raw-driver baseline ("the store's own limit", issue 13) must run the shop's own SQL.
const benchFile = path.resolve(__dirname, '../../../../bench/lib/raw-writes.mjs');

describe('the raw-driver baseline of the bench', () => {
  it('sends the same cart and order SQL text as the shop', () => {
    const text = fs.readFileSync(benchFile, 'utf8');
    const copy = (name: string) => text.match(new RegExp(`export const ${name} = \`([^\`]*)\`;`))?.[1];
    expect(copy('SAVE_CART_SQL')).toBe(SAVE_CART_SQL);
    expect(copy('READ_CHECKOUT_SQL')).toBe(READ_CHECKOUT_SQL);
    expect(copy('WRITE_ORDER_SQL')).toBe(WRITE_ORDER_SQL);
  });
});
