import { render, screen, within } from '@testing-library/react';
import { serve, TestProviders, testConfig, testPayment } from '../testing';
import { PaymentLedger } from './payment-ledger';

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
});
