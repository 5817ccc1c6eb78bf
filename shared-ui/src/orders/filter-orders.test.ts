import type { Order } from '@fireworks/core/contract';
import { filterOrders, orderNumber } from './filter-orders';

const order = (id: string, status: Order['status'], username: string, titles: string[]) =>
  ({
    _id: id,
    status,
    userInfo: { username, firstname: 'Casey', lastname: 'Jones', email: `${username}@example.com`, phonenumber: '5551230000' },
    order_items: titles.map((title) => ({ title, category: 'Cakes' })),
  }) as Order;

const orders = [
  order('a1b2c3d4-0000', 'UNCOMPLETE', 'casey', ['Neon Nights', 'Snap Pops']),
  order('e5f6a7b8-0000', 'COMPLETE', 'robin', ['Neon Nights']),
  order('c9d0e1f2-0000', 'UNCOMPLETE', 'robin', ['Festival Balls']),
];

describe('filterOrders', () => {
  it('shows one status at a time', () => {
    expect(filterOrders(orders, { status: 'UNCOMPLETE', query: '' }).map((o) => o._id)).toEqual(['a1b2c3d4-0000', 'c9d0e1f2-0000']);
    expect(filterOrders(orders, { status: 'COMPLETE', query: '' }).map((o) => o._id)).toEqual(['e5f6a7b8-0000']);
  });

  it.each([
    ['robin', ['c9d0e1f2-0000']],
    ['NEON', ['a1b2c3d4-0000']],
    ['casey pops', ['a1b2c3d4-0000']],
    ['C9D0E1F2', ['c9d0e1f2-0000']],
    ['cakes', ['a1b2c3d4-0000', 'c9d0e1f2-0000']],
    ['rockets', []],
  ])('matches every word of %p against the number, items and customer', (query, ids) => {
    expect(filterOrders(orders, { status: 'UNCOMPLETE', query }).map((o) => o._id)).toEqual(ids);
  });

  it('numbers orders by the first 8 characters of the id', () => {
    expect(orderNumber({ _id: 'a1b2c3d4-0000' })).toBe('A1B2C3D4');
  });
});
