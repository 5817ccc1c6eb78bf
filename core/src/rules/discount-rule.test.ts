import { checkDiscountRule } from './discount-rule';

const rule = (min: unknown, max: unknown, discountPercentage: unknown) => ({ priceRange: { min, max }, discountPercentage });

describe('checkDiscountRule', () => {
  it('takes a rule in whole cents; 9999999 is no maximum', () => {
    expect(checkDiscountRule(rule(0, 999.99, 5), 'en')).toEqual({ values: { minCents: 0, maxCents: 99_999, percentage: 5 } });
    expect(checkDiscountRule(rule(1000, 9_999_999, 10), 'en')).toEqual({ values: { minCents: 100_000, maxCents: null, percentage: 10 } });
  });

  it.each([
    [rule(null, 10, 5), ['min'], 'admin:errors.discountMinInvalid'],
    [rule(-1, 10, 5), ['min'], 'admin:errors.discountMinInvalid'],
    [rule(12.345, 100, 5), ['min'], 'admin:errors.discountMinInvalid'],
    [rule(0, 10.005, 5), ['max'], 'admin:errors.discountMaxInvalid'],
    [rule(0, 10_000_000, 5), ['max'], 'admin:errors.discountMaxInvalid'],
    [rule(50, 10, 5), ['min', 'max'], 'admin:errors.discountRangeInvalid'],
    [rule(0, 10, 0), ['percentage'], 'admin:errors.discountPercentageInvalid'],
    [rule(0, 10, 5.5), ['percentage'], 'admin:errors.discountPercentageInvalid'],
    [rule(0, 10, 101), ['percentage'], 'admin:errors.discountPercentageInvalid'],
    [{}, ['min'], 'admin:errors.discountMinInvalid'],
  ])('refuses %j at %j', (input, fields, key) => {
    expect(checkDiscountRule(input, 'en')).toMatchObject({ refusal: { fields, key } });
  });

  it('names the range in amounts of the language', () => {
    expect(checkDiscountRule(rule(1000, 10, 5), 'en')).toEqual({
      refusal: { fields: ['min', 'max'], key: 'admin:errors.discountRangeInvalid', params: { min: '$1,000.00', max: '$10.00' } },
    });
    expect(checkDiscountRule(rule(0, 10, 5), 'en')).toMatchObject({ values: { percentage: 5 } });
    expect(checkDiscountRule(rule(null, 10, 5), 'es')).toEqual({
      refusal: { fields: ['min'], key: 'admin:errors.discountMinInvalid', params: { max: 9_999_999 } },
    });
  });
});
