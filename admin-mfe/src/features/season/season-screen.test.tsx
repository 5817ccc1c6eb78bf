import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'shared-ui';
import { requestsTo, serve, submitTwiceAtOnce, testSeason } from 'shared-ui/testing';
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
      // The version the calendar was loaded at (docs/decisions/edit-conflicts.md).
      seenVersion: 0,
    });
    await waitFor(() => expect(screen.getByTestId('season-status')).toHaveTextContent('Checkout is open until March 31.'));
  });

  it('saves the calendar once when Save is sent twice before it renders busy (the second would be refused as a stale version)', async () => {
    serve({ 'PUT /api/season': [200, testSeason({ version: 1 })] });
    renderScreen(<SeasonScreen />);
    await screen.findAllByTestId('sales-window');
    submitTwiceAtOnce(screen.getByRole('button', { name: 'Save calendar' }));
    expect(await screen.findByText('Sales calendar saved.')).toBeInTheDocument();
    expect(requestsTo('PUT /api/season')).toHaveLength(1);
  });

  it('after Remove, the keyboard goes to the window that took its place, or to Add when it was the last (not to the page top)', async () => {
    renderScreen(<SeasonScreen />);
    const sales = within((await screen.findAllByTestId('sales-window'))[0]!.closest('fieldset')!);
    await userEvent.click(sales.getByRole('button', { name: 'Remove sales window 2' }));
    expect(sales.getAllByTestId('sales-window')).toHaveLength(3);
    // The window that was third is now second: its start has focus, as the removed one's button had.
    expect(sales.getByLabelText('Start 2')).toHaveFocus();
    expect(sales.getByLabelText('Start 2')).toHaveValue('11-01');
    await userEvent.click(sales.getByRole('button', { name: 'Remove sales window 3' }));
    expect(sales.getByRole('button', { name: 'Add a sales window' })).toHaveFocus();

    const preorder = within(screen.getAllByTestId('preorder-window')[0]!.closest('fieldset')!);
    const count = preorder.getAllByTestId('preorder-window').length;
    await userEvent.click(preorder.getByRole('button', { name: `Remove pre-order window ${count}` }));
    expect(preorder.getByRole('button', { name: 'Add a pre-order window' })).toHaveFocus();
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

  it('sends the version it loaded; when someone saved since, shows why, keeps the edits and loads the latest on request', async () => {
    const conflict =
      'Someone else saved the sales calendar while you were editing it, so yours was not saved. Your changes are still on screen: load the latest calendar to see theirs, then make your changes again and save.';
    serve({ 'GET /api/season': [200, testSeason({ version: 3 })], 'PUT /api/season': [409, { error: conflict }] });
    renderScreen(<SeasonScreen />);
    expect(await screen.findAllByTestId('sales-window')).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Add a sales window' }));
    await userEvent.type(screen.getByLabelText('Start 5'), '03-01');
    await userEvent.type(screen.getByLabelText('End 5'), '03-31');
    await userEvent.click(screen.getByRole('button', { name: 'Save calendar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(conflict);
    expect(requestsTo('PUT /api/season').at(-1)?.body).toMatchObject({ seenVersion: 3 });
    // What the admin typed stays.
    expect(screen.getByLabelText('Start 5')).toHaveValue('03-01');

    const theirs = testSeason({ version: 4, salesWindows: [{ start: '05-01', end: '05-31' }] });
    serve({ 'GET /api/season': [200, theirs], 'PUT /api/season': [200, theirs] });
    await userEvent.click(screen.getByRole('button', { name: 'Load the latest calendar' }));
    await waitFor(() => expect(screen.getAllByTestId('sales-window')).toHaveLength(1));
    expect(within(screen.getByTestId('sales-window')).getByLabelText('Start 1')).toHaveValue('05-01');
    expect(screen.getByText('The latest calendar is on screen.')).toBeInTheDocument();
    expect(screen.queryByText(conflict)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load the latest calendar' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save calendar' }));
    expect(await screen.findByText('Sales calendar saved.')).toBeInTheDocument();
    expect(requestsTo('PUT /api/season').at(-1)?.body).toMatchObject({ seenVersion: 4 });
  });

  it('after loading the latest calendar (its button goes), the keyboard goes to the calendar loaded, not to the page top', async () => {
    serve({ 'PUT /api/season': [409, { error: 'Someone else saved the sales calendar while you were editing it.' }] });
    renderScreen(<SeasonScreen />);
    await screen.findAllByTestId('sales-window');
    await userEvent.click(screen.getByRole('button', { name: 'Save calendar' }));
    const theirs = testSeason({ version: 4, salesWindows: [{ start: '05-01', end: '05-31' }] });
    serve({ 'GET /api/season': [200, theirs] });
    await userEvent.click(await screen.findByRole('button', { name: 'Load the latest calendar' }));
    await waitFor(() => expect(screen.getAllByTestId('sales-window')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Load the latest calendar' })).not.toBeInTheDocument();
    const first = within(screen.getByTestId('sales-window')).getByLabelText('Start 1');
    expect(first).toHaveValue('05-01');
    await waitFor(() => expect(first).toHaveFocus());
  });

  it('offers the latest calendar in Spanish too', async () => {
    serve({ 'PUT /api/season': [409, { error: 'Otra persona guardó el calendario de ventas mientras usted lo editaba.' }] });
    renderScreen(<SeasonScreen />);
    act(() => setLanguage('es'));
    await screen.findAllByTestId('sales-window');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar calendario' }));
    expect(await screen.findByRole('button', { name: 'Cargar el calendario más reciente' })).toBeInTheDocument();
  });

  /** `count` one-day windows from January 1 on: none overlaps. */
  const oneDayWindows = (count: number) =>
    Array.from({ length: count }, (_, i) => {
      const day = `01-${String(i + 1).padStart(2, '0')}`;
      return { start: day, end: day, label: { en: `Window ${i + 1}`, es: `Periodo ${i + 1}` } };
    });

  it('disables Add at the limits (24 sales windows, 12 pre-order windows) with a hint saying why, until a window is removed', async () => {
    serve({
      'GET /api/season': [
        200,
        testSeason({ salesWindows: oneDayWindows(23).map(({ start, end }) => ({ start, end })), preorderWindows: oneDayWindows(12) }),
      ],
    });
    renderScreen(<SeasonScreen />);
    expect(await screen.findAllByTestId('sales-window')).toHaveLength(23);
    const addSales = screen.getByRole('button', { name: 'Add a sales window' });
    expect(addSales).toBeEnabled();
    await userEvent.click(addSales);
    expect(screen.getAllByTestId('sales-window')).toHaveLength(24);
    expect(addSales).toBeDisabled();
    expect(addSales).toHaveAccessibleDescription('A calendar holds at most 24 sales windows.');

    const addPreorder = screen.getByRole('button', { name: 'Add a pre-order window' });
    expect(addPreorder).toBeDisabled();
    expect(addPreorder).toHaveAccessibleDescription('A calendar holds at most 12 pre-order windows.');
    await userEvent.click(screen.getByRole('button', { name: 'Remove pre-order window 3' }));
    expect(addPreorder).toBeEnabled();
    expect(screen.queryByText('A calendar holds at most 12 pre-order windows.')).not.toBeInTheDocument();

    act(() => setLanguage('es'));
    expect(screen.getByRole('button', { name: 'Añadir un periodo de venta' })).toHaveAccessibleDescription(
      'Un calendario admite como máximo 24 periodos de venta.',
    );
  });

  it("shows a bad date or an overlap at the window it concerns, with the server's sentence, and sends nothing until it is fixed", async () => {
    renderScreen(<SeasonScreen />);
    await screen.findAllByTestId('sales-window');
    const inSales = { selector: '[data-testid="sales-window"] input' };
    const start1 = screen.getByLabelText('Start 1', inSales);
    await userEvent.clear(start1);
    await userEvent.type(start1, '06-31');
    await userEvent.click(screen.getByRole('button', { name: 'Save calendar' }));
    const invalidDate = '06-31 is not a date every year has: write it as MM-DD (for example 06-01).';
    await waitFor(() => expect(start1).toHaveAttribute('aria-invalid', 'true'));
    expect(start1).toHaveAccessibleDescription(`MM-DD ${invalidDate}`);
    expect(start1).toHaveFocus();
    // Said under the form too, as an alert: a Save that did not go is announced, like one the server refused.
    expect(screen.getByRole('alert')).toHaveTextContent(invalidDate);
    expect(screen.getByLabelText('End 1', inSales)).not.toHaveAttribute('aria-invalid');
    expect(requestsTo('PUT /api/season')).toEqual([]);

    await userEvent.clear(start1);
    await userEvent.type(start1, '06-01');
    await userEvent.click(screen.getByRole('button', { name: 'Add a sales window' }));
    await userEvent.type(screen.getByLabelText('Start 5'), '06-15');
    await userEvent.type(screen.getByLabelText('End 5'), '06-20');
    await userEvent.click(screen.getByRole('button', { name: 'Save calendar' }));
    const overlap = 'The windows 06-01–06-30 and 06-15–06-20 overlap: each day may belong to one window only.';
    await waitFor(() => expect(screen.getByLabelText('Start 5')).toHaveAccessibleDescription(`MM-DD ${overlap}`));
    expect(screen.getByLabelText('Start 5')).toHaveAttribute('aria-invalid', 'true');
    expect(start1).not.toHaveAttribute('aria-invalid');
    expect(requestsTo('PUT /api/season')).toEqual([]);
  });

  it('shows a window that ends before it starts, or a missing label, at its field in Spanish', async () => {
    renderScreen(<SeasonScreen />);
    act(() => setLanguage('es'));
    await screen.findAllByTestId('sales-window');
    const end2 = screen.getByLabelText('Fin 2', { selector: '[data-testid="sales-window"] input' });
    await userEvent.clear(end2);
    await userEvent.type(end2, '06-20');
    const label = screen.getByLabelText('Nombre 1 (español)');
    await userEvent.clear(label);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar calendario' }));
    await waitFor(() => expect(end2).toHaveAttribute('aria-invalid', 'true'));
    expect(end2).toHaveAccessibleDescription(
      'MM-DD Un periodo no puede empezar (07-01) después de terminar (06-20); divida en dos un periodo que cruce el año nuevo.',
    );
    await userEvent.clear(end2);
    await userEvent.type(end2, '07-04');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar calendario' }));
    await waitFor(() => expect(label).toHaveAttribute('aria-invalid', 'true'));
    expect(label).toHaveAccessibleDescription('Cada periodo de preventa necesita un nombre en inglés y en español.');
    expect(end2).not.toHaveAttribute('aria-invalid');
    expect(requestsTo('PUT /api/season')).toEqual([]);
  });
});
