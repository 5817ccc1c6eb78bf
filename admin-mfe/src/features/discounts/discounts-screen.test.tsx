import type { DiscountRule } from '@fireworks/core/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'shared-ui';
import { networkError, requests, requestsTo, serve, submitTwiceAtOnce } from 'shared-ui/testing';
import { renderScreen } from '../../common/render-screen';
import DiscountsScreen from './discounts-screen';

const low: DiscountRule = { _id: 'r1', priceRange: { min: 0, max: 999.99 }, discountPercentage: 5 };
const high: DiscountRule = { _id: 'r2', priceRange: { min: 1000, max: 9999999 }, discountPercentage: 10 };

function rulesServer(initial: DiscountRule[]) {
  let rules = [...initial];
  serve({
    'GET /api/discounts': () => [200, rules],
    'POST /api/discounts': ({ body }) => {
      const input = body as unknown as { priceRange: { min: number | null; max: number | null }; discountPercentage: number };
      const { min, max } = input.priceRange;
      if (typeof min !== 'number') return [400, { error: 'Min Price must be an amount in dollars.' }];
      if (typeof max === 'number' && min > max) return [400, { error: 'Min Price ($50.00) cannot be greater than Max Price ($10.00).' }];
      const rule = { _id: `r${rules.length + 10}`, priceRange: { min, max: max ?? 0 }, discountPercentage: input.discountPercentage };
      rules = [...rules, rule];
      return [201, rule];
    },
    'DELETE /api/discounts/:id': ({ params }) => {
      rules = rules.filter((r) => r._id !== params.id);
      return [200, { message: 'Discount rule deleted.', _id: params.id as string }];
    },
  });
}

afterEach(() => setLanguage('en'));

describe('DiscountsScreen', () => {
  it("lists rules as 'Price Range: $min - $max, Discount: N%' in formatted amounts, with $min+ for no maximum", async () => {
    rulesServer([low, high]);
    renderScreen(<DiscountsScreen />);
    expect(await screen.findByText('Price Range: $0.00 - $999.99, Discount: 5%')).toBeInTheDocument();
    expect(screen.getByText('Price Range: $1,000.00+, Discount: 10%')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Discount Rules' })).toBeInTheDocument();
  });

  it('shows the add form with the list, not before it (under the list, it would jump as the list arrives)', async () => {
    rulesServer([low]);
    renderScreen(<DiscountsScreen />);
    expect(screen.queryByRole('button', { name: 'Add Discount Rule' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add Discount Rule' })).toBeInTheDocument();
    expect(screen.getByText('Price Range: $0.00 - $999.99, Discount: 5%')).toBeInTheDocument();
  });

  it('shows the add form when the list cannot be read', async () => {
    serve({ 'GET /api/discounts': [500, { error: 'Something went wrong' }] });
    renderScreen(<DiscountsScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Discount Rule' })).toBeInTheDocument();
  });

  it('speaks Spanish when the language is switched', async () => {
    rulesServer([high]);
    setLanguage('es');
    renderScreen(<DiscountsScreen />);
    expect(await screen.findByText('Rango de precio: $1,000.00+, Descuento: 10%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir regla de descuento' })).toBeInTheDocument();
  });

  it('No Min and No Max set 0 and 9999999 and disable their fields; the rule is added and listed', async () => {
    rulesServer([]);
    renderScreen(<DiscountsScreen />);
    expect(await screen.findByText('No discount rules yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('No Min'));
    const min = screen.getByLabelText('Min Price');
    expect(min).toBeDisabled();
    expect(min).toHaveValue(0);
    await userEvent.click(screen.getByLabelText('No Max'));
    const max = screen.getByLabelText('Max Price');
    expect(max).toBeDisabled();
    expect(max).toHaveValue(9999999);
    expect(screen.getByText('Minimum 1, maximum 100')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Discount Percentage'), '15');
    await userEvent.click(screen.getByRole('button', { name: 'Add Discount Rule' }));

    expect(await screen.findByText('Discount rule added.')).toBeInTheDocument();
    expect(requestsTo('POST /api/discounts')[0]?.body).toEqual({ priceRange: { min: 0, max: 9999999 }, discountPercentage: 15 });
    expect(await screen.findByText('Price Range: $0.00+, Discount: 15%')).toBeInTheDocument();
    expect(screen.getByLabelText('Discount Percentage')).toHaveValue(null);
    expect(screen.getByLabelText('No Max')).not.toBeChecked();
  });

  it('adds one rule when the form is sent twice before the button renders busy (a double tap, Enter twice)', async () => {
    rulesServer([]);
    renderScreen(<DiscountsScreen />);
    expect(await screen.findByText('No discount rules yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('No Min'));
    await userEvent.click(screen.getByLabelText('No Max'));
    await userEvent.type(screen.getByLabelText('Discount Percentage'), '15');
    submitTwiceAtOnce(screen.getByRole('button', { name: 'Add Discount Rule' }));
    expect(await screen.findByText('Price Range: $0.00+, Discount: 15%')).toBeInTheDocument();
    expect(requestsTo('POST /api/discounts')).toHaveLength(1);
  });

  it('shows the server’s refusal under the form and keeps what was typed', async () => {
    rulesServer([]);
    renderScreen(<DiscountsScreen />);
    await userEvent.type(await screen.findByLabelText('Min Price'), '50');
    await userEvent.type(screen.getByLabelText('Max Price'), '10');
    await userEvent.type(screen.getByLabelText('Discount Percentage'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Add Discount Rule' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Min Price ($50.00) cannot be greater than Max Price ($10.00).');
    expect(screen.getByLabelText('Min Price')).toHaveValue(50);
  });

  it("marks the field a refusal is about (Min, Max or Percentage) by the server's rule before sending, in Spanish too", async () => {
    rulesServer([]);
    renderScreen(<DiscountsScreen />);
    const min = await screen.findByLabelText('Min Price');
    const max = screen.getByLabelText('Max Price');
    const percentage = screen.getByLabelText('Discount Percentage');
    await userEvent.type(min, '50');
    await userEvent.type(max, '10');
    await userEvent.type(percentage, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Add Discount Rule' }));
    const range = 'Min Price ($50.00) cannot be greater than Max Price ($10.00).';
    expect((await screen.findByRole('alert')).textContent).toBe(range);
    expect(min).toHaveAttribute('aria-invalid', 'true');
    expect(min).toHaveAccessibleDescription(range);
    expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(percentage).not.toHaveAttribute('aria-invalid');

    await userEvent.clear(max);
    await userEvent.type(max, '100');
    await userEvent.clear(percentage);
    await userEvent.type(percentage, '150');
    await userEvent.click(screen.getByRole('button', { name: 'Add Discount Rule' }));
    await waitFor(() => expect(percentage).toHaveAttribute('aria-invalid', 'true'));
    expect(percentage).toHaveAccessibleDescription(/Discount Percentage must be a whole number from 1 to 100\.$/);
    expect(min).not.toHaveAttribute('aria-invalid');
    expect(max).not.toHaveAttribute('aria-invalid');

    setLanguage('es');
    await userEvent.clear(percentage);
    await userEvent.type(percentage, '5');
    await userEvent.clear(max);
    await userEvent.type(max, '10.005');
    await userEvent.click(screen.getByRole('button', { name: 'Añadir regla de descuento' }));
    await waitFor(() => expect(max).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'El precio máximo debe ser una cantidad en dólares de 0 a 9999999 con 2 decimales como máximo (o marque Sin máximo).',
    );
    expect(percentage).not.toHaveAttribute('aria-invalid');
    expect(requestsTo('POST /api/discounts')).toEqual([]);
  });

  it('shows a server refusal it cannot place at a field under the form, with no field marked (not Percentage)', async () => {
    rulesServer([]);
    serve({ 'POST /api/discounts': [403, { error: 'You need the discounts:manage permission.' }] });
    renderScreen(<DiscountsScreen />);
    await userEvent.click(await screen.findByLabelText('No Min'));
    await userEvent.type(screen.getByLabelText('Max Price'), '100');
    await userEvent.type(screen.getByLabelText('Discount Percentage'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Add Discount Rule' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You need the discounts:manage permission.');
    expect(screen.getByLabelText('Discount Percentage')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Max Price')).not.toHaveAttribute('aria-invalid');
  });

  it("after sending an empty field, marks that field with the server's sentence (the same rule said it is missing)", async () => {
    rulesServer([]);
    renderScreen(<DiscountsScreen />);
    await userEvent.type(await screen.findByLabelText('Max Price'), '10');
    await userEvent.type(screen.getByLabelText('Discount Percentage'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Add Discount Rule' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Min Price must be an amount in dollars.');
    expect(requestsTo('POST /api/discounts')).toHaveLength(1);
    expect(screen.getByLabelText('Min Price')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Min Price')).toHaveAccessibleDescription('Min Price must be an amount in dollars.');
    expect(screen.getByLabelText('Discount Percentage')).not.toHaveAttribute('aria-invalid');
  });

  it('sends an empty field as null so the server can say what is missing', async () => {
    rulesServer([]);
    renderScreen(<DiscountsScreen />);
    await userEvent.type(await screen.findByLabelText('Max Price'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Add Discount Rule' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(requestsTo('POST /api/discounts')[0]?.body).toEqual({ priceRange: { min: null, max: 10 }, discountPercentage: null });
  });

  it('deletes a rule after Yes', async () => {
    rulesServer([low, high]);
    renderScreen(<DiscountsScreen />);
    const deleteLow = await screen.findByRole('button', { name: 'Delete rule: Price Range: $0.00 - $999.99, Discount: 5%' });
    await userEvent.click(deleteLow);
    expect(screen.getByText('Are you sure you want to delete this discount rule?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(requests.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(deleteLow);
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Discount rule deleted.')).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/discounts/r1' });
    expect(screen.queryByText('Price Range: $0.00 - $999.99, Discount: 5%')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list')).getByText('Price Range: $1,000.00+, Discount: 10%')).toBeInTheDocument();
  });

  it('deletes once when Yes is tapped twice before it renders busy', async () => {
    rulesServer([low, high]);
    renderScreen(<DiscountsScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete rule: Price Range: $0.00 - $999.99, Discount: 5%' }));
    const yes = screen.getByRole('button', { name: 'Yes' });
    act(() => {
      fireEvent.click(yes);
      fireEvent.click(yes);
    });
    expect(await screen.findByText('Discount rule deleted.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    // One toast: no second deletion answering that the rule is gone.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it("after a delete, the keyboard goes to the next rule's Delete (the previous one's when it was last, Add when none is left)", async () => {
    const middle: DiscountRule = { _id: 'r3', priceRange: { min: 500, max: 999.99 }, discountPercentage: 7 };
    rulesServer([low, middle, high]);
    renderScreen(<DiscountsScreen />);
    const deleteButton = (rule: string) => screen.getByRole('button', { name: `Delete rule: ${rule}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete rule: Price Range: $0.00 - $999.99, Discount: 5%' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Discount rule deleted.')).toBeInTheDocument();
    await waitFor(() => expect(deleteButton('Price Range: $500.00 - $999.99, Discount: 7%')).toHaveFocus());

    await userEvent.click(deleteButton('Price Range: $1,000.00+, Discount: 10%'));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByText('Price Range: $1,000.00+, Discount: 10%')).not.toBeInTheDocument());
    await waitFor(() => expect(deleteButton('Price Range: $500.00 - $999.99, Discount: 7%')).toHaveFocus());

    await userEvent.click(deleteButton('Price Range: $500.00 - $999.99, Discount: 7%'));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('No discount rules yet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Discount Rule' })).toHaveFocus());
  });

  it('says when a deletion fails', async () => {
    rulesServer([low]);
    renderScreen(<DiscountsScreen />);
    serve({ 'DELETE /api/discounts/:id': networkError });
    await userEvent.click(await screen.findByRole('button', { name: /^Delete rule/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Error deleting discount rule.')).toBeInTheDocument();
    expect(screen.getByText('Price Range: $0.00 - $999.99, Discount: 5%')).toBeInTheDocument();
  });

  it('drops a rule another admin deleted meanwhile: the 404 is said and the list is read again', async () => {
    let rules = [low, high];
    serve({
      'GET /api/discounts': () => [200, rules],
      'DELETE /api/discounts/:id': () => [404, { error: 'No such discount rule.' }],
    });
    renderScreen(<DiscountsScreen />);
    const deleteLow = await screen.findByRole('button', { name: 'Delete rule: Price Range: $0.00 - $999.99, Discount: 5%' });
    rules = [high];
    await userEvent.click(deleteLow);
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('No such discount rule.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Price Range: $0.00 - $999.99, Discount: 5%')).not.toBeInTheDocument());
    expect(screen.getByText('Price Range: $1,000.00+, Discount: 10%')).toBeInTheDocument();
  });
});
