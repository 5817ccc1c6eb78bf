import { LIMITS } from '../contract/limits';
import { translator } from '../i18n/messages';
import { MAX_ITEM_PRICE_CENTS } from './bulk-items';
import { checkItemPrice, checkItemTitle } from './item-price';

describe("an item's price (the admin's item form and the server's addNewItem and update-item)", () => {
  it.each([
    ['12.99', 1299],
    ['$8.50', 850],
    [' 3 ', 300],
    [7.5, 750],
    ['0.01', 1],
    ['9999999.99', MAX_ITEM_PRICE_CENTS],
  ])('takes %p as %i cents', (raw, cents) => expect(checkItemPrice(raw)).toEqual({ cents }));

  it.each([[''], ['   '], [undefined], [null], ['0'], ['0.00'], [0], ['-1'], ['-1.00'], [-5], ['$-2']])(
    'refuses %p as no price above 0',
    (raw) => expect(checkItemPrice(raw)).toEqual({ refusal: 'catalog:errors.priceRequired' }),
  );

  it.each([['12.999'], ['4.505'], [12.999], [0.005], ['abc'], ['1e3'], ['12,99'], [MAX_ITEM_PRICE_CENTS / 100 + 1], [{}]])(
    'refuses %p as not an amount in whole cents (never rounded)',
    (raw) => expect(checkItemPrice(raw)).toEqual({ refusal: 'catalog:errors.priceInvalid' }),
  );

  it('has one sentence for each refusal, in English and Spanish', () => {
    const en = translator('en');
    const es = translator('es');
    expect(en('catalog:errors.priceRequired')).toBe('Please enter a price greater than 0.');
    expect(es('catalog:errors.priceRequired')).toBe('Escriba un precio mayor que 0.');
    expect(en('catalog:errors.priceInvalid')).toBe('The price must be an amount greater than $0, for example 12.99.');
    expect(es('catalog:errors.priceInvalid')).toBe('El precio debe ser mayor que 0 $, por ejemplo 12.99.');
  });
});

describe("an item's title (the admin's item form and the server alike)", () => {
  it('takes a title trimmed, up to the limit', () => {
    expect(checkItemTitle('  Black Cats ')).toEqual({ title: 'Black Cats' });
    expect(checkItemTitle('x'.repeat(LIMITS.itemTitle))).toEqual({ title: 'x'.repeat(LIMITS.itemTitle) });
  });

  it.each(['', '   ', 'x'.repeat(LIMITS.itemTitle + 1)])('refuses %p with one sentence in both languages', (raw) => {
    const checked = checkItemTitle(raw);
    expect(checked).toEqual({ refusal: 'catalog:errors.titleRequired' });
    if (!('refusal' in checked)) return;
    expect(translator('en')(checked.refusal)).toBe(`Please enter a title (at most ${LIMITS.itemTitle} characters).`);
    expect(translator('es')(checked.refusal)).toBe(`Escriba un título (${LIMITS.itemTitle} caracteres como máximo).`);
  });
});
