import { act, render, screen } from '@testing-library/react';
import { setLanguage } from '../i18n/i18n';
import { TestProviders } from '../testing';
import { DepositBadge, StatusBadge } from './order-badges';

// Node's fs and path, typed by hand: shared-ui is browser code and keeps Node's types out of its build.
declare const __dirname: string;
const fs = jest.requireActual<{ readFileSync(file: string, encoding: 'utf8'): string }>('node:fs');
const path = jest.requireActual<{ join(...parts: string[]): string }>('node:path');

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

  describe('drawn with its stylesheet', () => {
    let sheet: HTMLStyleElement;
    beforeEach(() => {
      // Jest stubs CSS imports: the badges' real rules, for jsdom's cascade.
      sheet = document.createElement('style');
      sheet.textContent = fs.readFileSync(path.join(__dirname, 'orders.css'), 'utf8');
      document.head.append(sheet);
    });
    afterEach(() => sheet.remove());

    /** A one-line badge's height in px: its font size (rem, at 16 px) times its line height, plus its padding. */
    function oneLineHeight(style: CSSStyleDeclaration): number {
      const fontSize = Number.parseFloat(style.fontSize) * (style.fontSize.endsWith('rem') ? 16 : 1);
      return fontSize * Number(style.lineHeight) + Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
    }

    it.each([
      ['en', /^Deposit not received yet: \$200\.00 of \$216\.50 paid$/],
      ['es', /^Depósito aún no recibido: \$200\.00 pagados de \$216\.50$/],
    ])('(%s) wrapped onto two lines at 375 px, the partly paid deposit is a rounded box, not a stadium', (language, text) => {
      act(() => setLanguage(language as 'en' | 'es'));
      const element = badge({ depositPaid: false, amountPayed: 200, minimumDeposit: 216.5 });
      expect(element).toHaveTextContent(text);
      const style = getComputedStyle(element);
      // A set line height (not the page's loose 1.5) and a radius no more than half a one-line badge:
      // a pill on one line, rounded corners (not round ends cutting into the text) on two.
      expect(Number.parseFloat(style.lineHeight)).toBeGreaterThanOrEqual(1.2);
      expect(Number.parseFloat(style.lineHeight)).toBeLessThan(1.5);
      expect(Number.parseFloat(style.borderRadius)).toBeLessThanOrEqual(oneLineHeight(style) / 2);
      // The lines break evenly ('…received yet:' / '$200.00 of $216.50 paid'), no word left alone.
      expect(style.getPropertyValue('text-wrap')).toBe('balance');
    });

    it('the status badge beside it has the same shape', () => {
      render(<StatusBadge order={{ status: 'UNCOMPLETE' }} />, { wrapper: TestProviders });
      const status = getComputedStyle(screen.getByText('UNCOMPLETE'));
      const deposit = getComputedStyle(badge({ depositPaid: false, amountPayed: 0, minimumDeposit: 216.5 }));
      for (const property of ['border-radius', 'line-height', 'padding-top', 'padding-bottom', 'font-size']) {
        expect(status.getPropertyValue(property)).toBe(deposit.getPropertyValue(property));
      }
    });
  });
});
