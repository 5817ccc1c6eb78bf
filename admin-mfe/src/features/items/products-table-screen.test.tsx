import type { Item, User } from '@fireworks/core/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { setLanguage, useSession } from 'shared-ui';
import { requestsTo, serve, TestProviders, testItem } from 'shared-ui/testing';
import ProductsTableScreen from './products-table-screen';

const cake = testItem({ _id: 'c1', category: 'Cakes', title: 'Thunder Cake', price: '$60.00', stock: 4 });
const smallCake = testItem({ _id: 'c2', category: 'Cakes', title: 'Tiny Cake', price: '$9.99', stock: null, visible: false });
const rocket = testItem({ _id: 'm1', category: 'Missiles', title: 'Sky Rocket', price: '$25.00', stock: 30, BOGO: true });

const byCategory: Record<string, Item[]> = { cakes: [cake, smallCake], missiles: [rocket] };

let location = '';
function Where() {
  location = `${useLocation().pathname}${useLocation().search}`;
  return null;
}

function renderTable(entry = '/products') {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route
          path="/products"
          element={
            <>
              <ProductsTableScreen />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
}

const titles = () => screen.getAllByTestId('product-row').map((row) => within(row).getByRole('rowheader').textContent);

beforeEach(() => {
  useSession.getState().signIn('token', { _id: 'a1', username: 'admin', admin: true } as User);
  serve({ 'GET /api/fireworks': ({ url }) => [200, byCategory[url.searchParams.get('category') ?? ''] ?? []] });
});
afterEach(() => act(() => setLanguage('en')));

/** The table opened with Thunder Cake selected: its bulk-change panel. */
async function bulkPanelWithThunderCake(): Promise<HTMLElement> {
  renderTable();
  await screen.findByRole('table');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select Thunder Cake' }));
  return screen.getByRole('region', { name: 'Change the selected products' });
}

describe('ProductsTableScreen (issue 40)', () => {
  it('lists every category in one table, searched, filtered and sorted, with the choices in the address', async () => {
    renderTable();
    expect(await screen.findByRole('table', { name: 'Products, one row per item' })).toBeInTheDocument();
    expect(titles()).toEqual(['Sky Rocket', 'Thunder Cake', 'Tiny Cake']);
    expect(screen.getByText('3 products')).toBeInTheDocument();
    const tiny = screen.getAllByTestId('product-row')[2] as HTMLElement;
    // Under the Stock column (its label on a phone) the cell does not say "Stock:" again.
    expect(within(tiny).getByRole('cell', { name: 'Not tracked' })).toHaveAttribute('data-label', 'Stock');

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Price (highest first)');
    expect(titles()).toEqual(['Thunder Cake', 'Sky Rocket', 'Tiny Cake']);
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Cakes');
    expect(titles()).toEqual(['Thunder Cake', 'Tiny Cake']);
    await userEvent.type(screen.getByLabelText('Search products'), 'tiny');
    expect(titles()).toEqual(['Tiny Cake']);
    expect(location).toBe('/products?sort=priceDesc&category=Cakes&q=tiny');
  });

  it('opens with the filters of the address, and shows when nothing matches', async () => {
    renderTable('/products?category=Missiles&sort=stock');
    await screen.findByRole('table');
    expect(titles()).toEqual(['Sky Rocket']);
    await userEvent.type(screen.getByLabelText('Search products'), 'nothing like it');
    expect(screen.getByText('No products match.')).toBeInTheDocument();
  });

  it('changes the prices of the chosen rows by a percentage (the server computes them), and refuses a bad percentage first', async () => {
    serve({
      'POST /api/items/bulk': [200, { message: 'The prices of 2 items changed by +10 %.', items: [] }],
    });
    renderTable();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Thunder Cake' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Sky Rocket' }));
    expect(screen.getByText('3 products · 2 selected')).toBeInTheDocument();
    const bulk = screen.getByRole('region', { name: 'Change the selected products' });

    await userEvent.type(within(bulk).getByLabelText('Change price by (%)'), 'lots');
    await userEvent.click(within(bulk).getByRole('button', { name: 'Change prices' }));
    expect(within(bulk).getByText('Please enter a percentage, for example 10 or -12.5.')).toBeInTheDocument();
    // Focus goes to the field to fix, which a screen reader reads with its message.
    expect(within(bulk).getByLabelText('Change price by (%)')).toHaveFocus();
    expect(requestsTo('POST /api/items/bulk')).toHaveLength(0);

    await userEvent.clear(within(bulk).getByLabelText('Change price by (%)'));
    await userEvent.type(within(bulk).getByLabelText('Change price by (%)'), '10');
    await userEvent.click(within(bulk).getByRole('button', { name: 'Change prices' }));
    expect(await screen.findByText('The prices of 2 items changed by +10 %.')).toBeInTheDocument();
    expect(requestsTo('POST /api/items/bulk')[0]?.body).toEqual({ ids: ['m1', 'c1'], action: 'price', percent: '10' });
    // Done: the selection is cleared and the lists are read again.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Change the selected products' })).not.toBeInTheDocument());
    await waitFor(() => expect(requestsTo('GET /api/fireworks').length).toBeGreaterThan(11));
  });

  it('changes the prices once when Change prices is tapped twice before it renders busy (not +10 % twice)', async () => {
    serve({ 'POST /api/items/bulk': [200, { message: 'The prices of 1 item changed by +10 %.', items: [] }] });
    const bulk = await bulkPanelWithThunderCake();
    await userEvent.type(within(bulk).getByLabelText('Change price by (%)'), '10');
    const change = within(bulk).getByRole('button', { name: 'Change prices' });
    // Both taps in one task: the busy state has not rendered between them.
    act(() => {
      fireEvent.click(change);
      fireEvent.click(change);
    });
    expect(await screen.findByText('The prices of 1 item changed by +10 %.')).toBeInTheDocument();
    expect(requestsTo('POST /api/items/bulk')).toHaveLength(1);
  });

  it("hides every row shown, sets stock, and shows the server's refusal in Spanish", async () => {
    serve({
      'POST /api/items/bulk': [200, { message: '3 artículos ahora están ocultos.', items: [] }],
      'POST /api/items/bulk-stock': [
        400,
        { error: '«Tiny Cake» no lleva control de existencias, así que no se le puede sumar nada. Fije sus existencias en su lugar.' },
      ],
    });
    act(() => setLanguage('es'));
    renderTable();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar todos los mostrados' }));
    const bulk = screen.getByRole('region', { name: 'Cambiar los productos seleccionados' });
    await userEvent.click(within(bulk).getByRole('button', { name: 'Ocultar' }));
    expect(await screen.findByText('3 artículos ahora están ocultos.')).toBeInTheDocument();
    expect(requestsTo('POST /api/items/bulk')[0]?.body).toEqual({ ids: ['m1', 'c1', 'c2'], action: 'hide' });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar Tiny Cake' }));
    const again = screen.getByRole('region', { name: 'Cambiar los productos seleccionados' });
    await userEvent.selectOptions(within(again).getByLabelText('Cambio de existencias'), 'add');
    await userEvent.type(within(again).getByLabelText('Cantidad'), '5');
    await userEvent.click(within(again).getByRole('button', { name: 'Cambiar existencias' }));
    expect(await screen.findByText(/^«Tiny Cake» no lleva control de existencias/)).toBeInTheDocument();
    expect(requestsTo('POST /api/items/bulk-stock')[0]?.body).toEqual({ ids: ['c2'], mode: 'add', quantity: 5 });
  });

  it('after a bulk change or Clear (the bulk panel goes away), the keyboard goes to Select all, not to the page top', async () => {
    serve({ 'POST /api/items/bulk': [200, { message: '1 item is now hidden.', items: [] }] });
    const bulk = await bulkPanelWithThunderCake();
    await userEvent.click(within(bulk).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('1 item is now hidden.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Change the selected products' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all shown' })).toHaveFocus();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Sky Rocket' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Change the selected products' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all shown' })).toHaveFocus();
  });

  it('edits a product in a side panel with the item form', async () => {
    serve({ 'POST /api/update-item/:id': ({ body }) => [200, { ...cake, ...body, price: '$65.00' } as Item] });
    renderTable();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Thunder Cake' }));
    const panel = screen.getByRole('dialog', { name: 'Edit Thunder Cake' });
    expect(panel).toHaveClass('ad-item-dialog--side');
    await userEvent.clear(within(panel).getByLabelText('Price'));
    await userEvent.type(within(panel).getByLabelText('Price'), '65');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo('POST /api/update-item/c1')[0]?.body).toMatchObject({ price: '65' });
  });

  it('staff who edit items but not stock (issue 41) get no stock controls, and their saves send no stock', async () => {
    useSession.getState().signIn('token', { ...({ _id: 's1', username: 'clerk', admin: false } as User), permissions: ['items:edit'] });
    serve({ 'POST /api/update-item/:id': ({ body }) => [200, { ...cake, ...body } as Item] });
    const bulk = await bulkPanelWithThunderCake();
    expect(within(bulk).getByRole('button', { name: 'Change prices' })).toBeInTheDocument();
    expect(within(bulk).queryByLabelText('Stock change')).not.toBeInTheDocument();
    expect(within(bulk).queryByRole('button', { name: 'Change stock' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Thunder Cake' }));
    const panel = screen.getByRole('dialog', { name: 'Edit Thunder Cake' });
    expect(within(panel).queryByLabelText(/^Stock/)).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo('POST /api/update-item/c1')[0]?.body).not.toHaveProperty('stock');
  });
});
