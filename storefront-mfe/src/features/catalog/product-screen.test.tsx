import type { User } from '@fireworks/core/contract';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { cartKeys, queryClient, setLanguage, useSession } from 'shared-ui';
import { requestsTo, serve, TestProviders, testItem } from 'shared-ui/testing';
import CatalogScreen from './catalog-screen';
import ProductScreen from './product-screen';

const comet = testItem({
  _id: 'comet',
  title: 'Comet Candle',
  price: '$12.99',
  description: 'Eight comets.\nLight and step back.',
  gifUrl: '/uploads/comet.gif',
  BOGO: true,
  stock: 3,
});
const plain = testItem({ _id: 'plain', title: 'Plain Candle', price: '$5.00', imageUrl: '' });

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  useSession.getState().signIn('token', { _id: 'c1', username: 'casey', admin: false } as User);
  queryClient.setQueryData(cartKeys.cart, []);
  serve({ 'GET /api/fireworks': [200, [comet, plain]], 'POST /api/update-cart': [200, { cart: [] }] });
});
afterEach(() => {
  jest.restoreAllMocks();
  act(() => setLanguage('en'));
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/fireworks/:category" element={<CatalogScreen />} />
        <Route path="/fireworks/:category/:id" element={<ProductScreen />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
}

describe('ProductScreen (issue 40)', () => {
  it('opens from the card and shows the pictures, the GIF preview, description, price, BOGO, stock and add to cart', async () => {
    renderAt('/fireworks/roman_candles');
    await userEvent.click(await screen.findByRole('link', { name: 'Details of Comet Candle' }));
    const product = await screen.findByRole('article', { name: 'Comet Candle' });
    expect(screen.getByRole('heading', { level: 1, name: 'Comet Candle' })).toBeInTheDocument();
    expect(within(product).getByRole('img', { name: 'Animated preview of Comet Candle' })).toHaveAttribute('src', '/uploads/comet.gif');
    expect(within(product).getByText(/Eight comets\./)).toBeInTheDocument();
    expect(within(product).getByText('$12.99')).toBeInTheDocument();
    expect(within(product).getByText('Only 3 left')).toBeInTheDocument();
    expect(within(product).getByText(/Buy one get one free/i)).toBeInTheDocument();

    await userEvent.click(within(product).getByRole('button', { name: 'Add Comet Candle to cart' }));
    expect(await screen.findByText('Added 1 of Comet Candle to cart!')).toBeInTheDocument();
    expect(requestsTo('POST /api/update-cart')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to Roman Candles' })).toHaveAttribute('href', '/fireworks/roman_candles');
  });

  it('says so when the product is gone, in Spanish too', async () => {
    act(() => setLanguage('es'));
    renderAt('/fireworks/roman_candles/nope');
    expect(await screen.findByText('Este producto no está disponible. Puede que se haya retirado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Volver a/ })).toBeInTheDocument();
  });
});
