import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'shared-ui';
import { serve, testSeason } from 'shared-ui/testing';
import { renderScreen } from '../../common/render-screen';
import SeasonScreen from './season-screen';

afterEach(() => act(() => setLanguage('en')));

describe('SeasonScreen (sales calendar)', () => {
  it('adds a March sales window, sends the whole calendar and shows the saved status', async () => {
    let sent: unknown;
    serve({
      'PUT /api/season': ({ body }) => {
        sent = body;
        return [200, testSeason({ checkoutOpen: true, currentWindow: { start: '2026-03-01', end: '2026-03-31' } })];
      },
    });
    renderScreen(<SeasonScreen />);
    expect(await screen.findAllByTestId('sales-window')).toHaveLength(4);
    expect(screen.getByTestId('season-status')).toHaveTextContent('Checkout opens June 1 — in 83 days.');
    await userEvent.click(screen.getByRole('button', { name: 'Add a sales window' }));
    await userEvent.type(screen.getByLabelText('Start 5'), '03-01');
    await userEvent.type(screen.getByLabelText('End 5'), '03-31');
    await userEvent.click(screen.getByRole('button', { name: 'Save calendar' }));
    expect(await screen.findByText('Sales calendar saved.')).toBeInTheDocument();
    expect(sent).toEqual({
      salesWindows: [
        { start: '06-01', end: '06-30' },
        { start: '07-01', end: '07-04' },
        { start: '11-01', end: '11-30' },
        { start: '12-01', end: '12-31' },
        { start: '03-01', end: '03-31' },
      ],
      preorderWindows: testSeason().preorderWindows,
    });
    await waitFor(() => expect(screen.getByTestId('season-status')).toHaveTextContent('Checkout is open until March 31.'));
  });

  it("shows the server's sentence when the calendar is refused, in Spanish", async () => {
    serve({ 'PUT /api/season': [400, { error: '06-31 no es una fecha que exista todos los años.' }] });
    renderScreen(<SeasonScreen />);
    act(() => setLanguage('es'));
    await screen.findAllByTestId('sales-window');
    await userEvent.click(screen.getByRole('button', { name: 'Quitar el periodo de venta 1' }));
    expect(screen.getAllByTestId('sales-window')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar calendario' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('06-31 no es una fecha que exista todos los años.');
  });
});
