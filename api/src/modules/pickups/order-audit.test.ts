import { orderAuditIdentity } from './order-audit';

it('names a pickup order in the audit log by its number, customer and pass code, nothing more', () => {
  const order = { orderNumber: '1042', customerUsername: 'dana', pickupCode: 'K7P2QX', amountNeededCents: 5000 };
  expect(orderAuditIdentity(order)).toEqual({ orderNumber: '1042', customer: 'dana', pickupCode: 'K7P2QX' });
});
