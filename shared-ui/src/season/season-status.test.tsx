import { act, render, screen } from '@testing-library/react';
import { setLanguage } from '../i18n/i18n';
import { serve, TestProviders, testSeason } from '../testing';
import { SeasonStatus } from './season-status';

afterEach(() => act(() => setLanguage('en')));

describe('SeasonStatus', () => {
  it('says checkout is open all year for a calendar with no closed day, in English and Spanish', async () => {
    serve({
      'GET /api/season': [
        200,
        testSeason({
          today: '2026-05-01',
          checkoutOpen: true,
          currentWindow: { start: '2026-01-01', end: '2027-12-31' },
          nextWindow: null,
          salesWindows: [{ start: '01-01', end: '12-31' }],
        }),
      ],
    });
    render(<SeasonStatus />, { wrapper: TestProviders });
    expect(await screen.findByTestId('season-status')).toHaveTextContent(/^Checkout is open all year\.$/);
    await act(() => setLanguage('es'));
    expect(screen.getByTestId('season-status')).toHaveTextContent(/^El pago de pedidos está abierto todo el año\.$/);
  });
});
