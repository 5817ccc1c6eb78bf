import { ADJUSTING_ENTRY_NOTE } from '@fireworks/core/rules';
import { act, render, screen, within } from '@testing-library/react';
import { setLanguage } from '../i18n/i18n';
import { serve, TestProviders, testConfig, testPayment } from '../testing';
import { PaymentLedger } from './payment-ledger';

afterEach(() => act(() => setLanguage('en')));

describe('PaymentLedger', () => {
  it('names each list by its own heading when a page shows more than one (ids are unique)', () => {
    serve({ 'GET /api/config': [200, testConfig()] });
    render(
      <>
        <PaymentLedger payments={[testPayment()]} />
        <PaymentLedger payments={[]} />
      </>,
      { wrapper: TestProviders },
    );
    const lists = screen.getAllByRole('region', { name: 'Payments' });
    const [paid, empty] = lists as [HTMLElement, HTMLElement];
    expect(lists).toHaveLength(2);
    const headingIds = lists.map((list) => within(list).getByRole('heading', { name: 'Payments' }).id);
    expect(new Set(headingIds).size).toBe(2);
    // aria-labelledby points at the heading inside the same list, not the first one on the page.
    expect(lists.map((list) => list.getAttribute('aria-labelledby'))).toEqual(headingIds);
    expect(within(paid).getAllByTestId('payment')).toHaveLength(1);
    expect(within(empty).getByText('No payments recorded yet.')).toBeInTheDocument();
  });

  it("says an amount paid set on the order list is the shop's correction, in the reader's language, not the stored API note", async () => {
    serve({ 'GET /api/config': [200, testConfig()] });
    render(<PaymentLedger payments={[testPayment({ method: 'other', reference: '', note: ADJUSTING_ENTRY_NOTE })]} />, {
      wrapper: TestProviders,
    });
    const row = screen.getByTestId('payment');
    expect(row).toHaveTextContent('Correction by the shop: amount paid set.');
    expect(row).not.toHaveTextContent('update-order');
    await act(() => setLanguage('es'));
    expect(row).toHaveTextContent('Corrección de la tienda: importe pagado fijado.');
    expect(row).not.toHaveTextContent('update-order');
  });

  it('shows any other note as the admin wrote it', () => {
    serve({ 'GET /api/config': [200, testConfig()] });
    render(<PaymentLedger payments={[testPayment({ note: 'Paid at the counter' })]} />, { wrapper: TestProviders });
    expect(screen.getByTestId('payment')).toHaveTextContent('Paid at the counter');
  });
});
