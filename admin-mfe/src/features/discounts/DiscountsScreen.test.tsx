import type { DiscountRule } from '@fireworks/core/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'shared-ui';
import { fakeApi, offlineApi, renderScreen } from '../../common/test-utils';
import DiscountsScreen from './DiscountsScreen';

const low: DiscountRule = { _id: 'r1', priceRange: { min: 0, max: 999.99 }, discountPercentage: 5 };
const high: DiscountRule = { _id: 'r2', priceRange: { min: 1000, max: 9999999 }, discountPercentage: 10 };

function rulesServer(initial: DiscountRule[]) {
  let rules = [...initial];
  return fakeApi(({ method, path, body }) => {
    if (method === 'GET' && path === '/api/discounts') return { body: rules };
    if (method === 'POST' && path === '/api/discounts') {
      const input = body as Omit<DiscountRule, '_id'>;
      if (typeof input.priceRange.min !== 'number') return { status: 400, body: { error: 'Min Price must be an amount in dollars.' } };
      if (input.priceRange.min > input.priceRange.max)
        return { status: 400, body: { error: 'Min Price ($50) cannot be greater than Max Price ($10).' } };
      const rule = { _id: `r${rules.length + 10}`, ...input };
      rules = [...rules, rule];
      return { status: 201, body: rule };
    }
    if (method === 'DELETE' && path.startsWith('/api/discounts/')) {
      rules = rules.filter((r) => `/api/discounts/${r._id}` !== path);
      return { body: { message: 'Discount rule deleted.' } };
    }
  });
}

afterEach(() => setLanguage('en'));

describe('DiscountsScreen', () => {
  it("lists rules as 'Price Range: $min - $max, Discount: N%', with $min+ for no maximum", async () => {
    rulesServer([low, high]);
    renderScreen(<DiscountsScreen />);
    expect(await screen.findByText('Price Range: $0 - $999.99, Discount: 5%')).toBeTruthy();
    expect(screen.getByText('Price Range: $1000+, Discount: 10%')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Discount Rules' })).toBeTruthy();
  });

  it('speaks Spanish when the language is switched', async () => {
    rulesServer([high]);
    setLanguage('es');
    renderScreen(<DiscountsScreen />);
    expect(await screen.findByText('Rango de precio: $1000+, Descuento: 10%')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Añadir regla de descuento' })).toBeTruthy();
  });

  it('No Min and No Max set 0 and 9999999 and disable their fields; the rule is added and listed', async () => {
    const calls = rulesServer([]);
    renderScreen(<DiscountsScreen />);
    expect(await screen.findByText('No discount rules yet.')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('No Min'));
    const min = screen.getByLabelText('Min Price') as HTMLInputElement;
    expect(min.disabled).toBe(true);
    expect(min.value).toBe('0');
    await userEvent.click(screen.getByLabelText('No Max'));
    const max = screen.getByLabelText('Max Price') as HTMLInputElement;
    expect(max.disabled).toBe(true);
    expect(max.value).toBe('9999999');
    expect(screen.getByText('Minimum 1, maximum 100')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Discount Percentage'), '15');
    await userEvent.click(screen.getByRole('button', { name: 'Add Discount Rule' }));

    expect(await screen.findByText('Discount rule added.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ priceRange: { min: 0, max: 9999999 }, discountPercentage: 15 });
    expect(await screen.findByText('Price Range: $0+, Discount: 15%')).toBeTruthy();
    expect((screen.getByLabelText('Discount Percentage') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('No Max') as HTMLInputElement).checked).toBe(false);
  });

  it('shows the server’s refusal under the form and keeps what was typed', async () => {
    rulesServer([]);
    renderScreen(<DiscountsScreen />);
    await userEvent.type(await screen.findByLabelText('Min Price'), '50');
    await userEvent.type(screen.getByLabelText('Max Price'), '10');
    await userEvent.type(screen.getByLabelText('Discount Percentage'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Add Discount Rule' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Min Price ($50) cannot be greater than Max Price ($10).');
    expect((screen.getByLabelText('Min Price') as HTMLInputElement).value).toBe('50');
  });

  it('sends an empty field as null so the server can say what is missing', async () => {
    const calls = rulesServer([]);
    renderScreen(<DiscountsScreen />);
    await userEvent.type(await screen.findByLabelText('Max Price'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Add Discount Rule' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ priceRange: { min: null, max: 10 }, discountPercentage: null });
  });

  it('deletes a rule after Yes', async () => {
    const calls = rulesServer([low, high]);
    renderScreen(<DiscountsScreen />);
    const deleteLow = await screen.findByRole('button', { name: 'Delete rule: Price Range: $0 - $999.99, Discount: 5%' });
    await userEvent.click(deleteLow);
    expect(screen.getByText('Are you sure you want to delete this discount rule?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(deleteLow);
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Discount rule deleted.')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/discounts/r1' });
    expect(screen.queryByText('Price Range: $0 - $999.99, Discount: 5%')).toBeNull();
    expect(within(screen.getByRole('list')).getByText('Price Range: $1000+, Discount: 10%')).toBeTruthy();
  });

  it('says when a deletion fails', async () => {
    rulesServer([low]);
    renderScreen(<DiscountsScreen />);
    offlineApi();
    await userEvent.click(await screen.findByRole('button', { name: /^Delete rule/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Error deleting discount rule.')).toBeTruthy();
    expect(screen.getByText('Price Range: $0 - $999.99, Discount: 5%')).toBeTruthy();
  });
});
