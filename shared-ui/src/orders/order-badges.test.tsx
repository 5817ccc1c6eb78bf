import { act, render, screen } from '@testing-library/react';
import { setLanguage } from '../i18n/i18n';
import { TestProviders } from '../testing';
import { DepositBadge } from './order-badges';

function badge(order: { depositPaid: boolean; amountPayed: number; minimumDeposit: number }) {
  render(<DepositBadge order={order} />, { wrapper: TestProviders });
  return screen.getByTestId('deposit-status');
}

describe('DepositBadge', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('says the deposit is not received while nothing is paid', () => {
    expect(badge({ depositPaid: false, amountPayed: 0, minimumDeposit: 216.5 })).toHaveTextContent(/^Deposit not received yet$/);
  });

  it('names what is paid of the deposit while part of it is, not just that it is missing', () => {
    expect(badge({ depositPaid: false, amountPayed: 200, minimumDeposit: 216.5 })).toHaveTextContent(
      /^Deposit not received yet: \$200\.00 of \$216\.50 paid$/,
    );
  });

  it('says the deposit is received once it is', () => {
    expect(badge({ depositPaid: true, amountPayed: 216.5, minimumDeposit: 216.5 })).toHaveTextContent(/^Deposit received$/);
  });

  it('in Spanish, with what is paid of the deposit', () => {
    act(() => setLanguage('es'));
    expect(badge({ depositPaid: false, amountPayed: 200, minimumDeposit: 216.5 })).toHaveTextContent(
      /^Depósito aún no recibido: \$200\.00 pagados de \$216\.50$/,
    );
  });
});
