import { deliveryAddressProblems, formatDeliveryAddress, normalizeDeliveryAddress } from './delivery-address';

describe('delivery address', () => {
  it('trims each part and makes inner runs of spaces and line breaks one space', () => {
    expect(normalizeDeliveryAddress({ street: '  12  Main\nSt ', city: ' Austin ', zip: ' 78701 ' })).toEqual({
      street: '12 Main St',
      city: 'Austin',
      zip: '78701',
    });
    expect(normalizeDeliveryAddress({ street: 5, city: null })).toEqual({ street: '', city: '', zip: '' });
  });

  it('accepts a complete address with a 5-digit or ZIP+4 code', () => {
    expect(deliveryAddressProblems({ street: '12 Main St', city: 'Austin', zip: '78701' })).toEqual([]);
    expect(deliveryAddressProblems({ street: '12 Main St', city: 'Austin', zip: '78701-1234' })).toEqual([]);
  });

  it('names every missing or wrong part in the form order', () => {
    expect(deliveryAddressProblems({ street: '', city: '', zip: '787' }).map((p) => p.code)).toEqual([
      'streetMissing',
      'cityMissing',
      'zipInvalid',
    ]);
    expect(deliveryAddressProblems({ street: 'x'.repeat(201), city: 'y'.repeat(101), zip: '78701' })).toEqual([
      { code: 'streetTooLong', field: 'street', max: 200 },
      { code: 'cityTooLong', field: 'city', max: 100 },
    ]);
  });

  it('reads as one line', () => {
    expect(formatDeliveryAddress({ street: '12 Main St', city: 'Austin', zip: '78701' })).toBe('12 Main St, Austin 78701');
  });
});
