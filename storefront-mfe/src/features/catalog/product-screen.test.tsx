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
const detailed = testItem({
  _id: 'detailed',
  title: 'Peony Cake',
  price: '$49.99',
  effects: 'Crackling, red and green peonies',
  durationSeconds: 45,
  shotCount: 25,
  safetyNotes: 'Keep 70 feet away.',
});
const long = testItem({ _id: 'long', title: 'Long Show', durationSeconds: 185, shotCount: 0 });

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  useSession.getState().signIn('token', { _id: 'c1', username: 'casey', admin: false } as User);
  queryClient.setQueryData(cartKeys.cart, []);
  serve({ 'GET /api/fireworks': [200, [comet, plain, detailed, long]], 'POST /api/update-cart': [200, { cart: [] }] });
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

  /** The term → description pairs of the product's details list. */
  function facts(product: HTMLElement) {
    const list = product.querySelector('dl');
    return list ? [...list.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]) : null;
  }

  it('shows the optional details: effects, duration in words, shots and safety notes', async () => {
    renderAt('/fireworks/roman_candles/detailed');
    const product = await screen.findByRole('article', { name: 'Peony Cake' });
    expect(within(product).getByRole('heading', { level: 2, name: 'What to expect' })).toBeInTheDocument();
    expect(facts(product)).toEqual([
      ['Effects', 'Crackling, red and green peonies'],
      ['Duration', 'about 45 seconds'],
      ['Shots', '25'],
      ['Safety notes', 'Keep 70 feet away.'],
    ]);
    // The admin's text is shop data: the language check and translators leave it as written.
    expect(within(product).getByText('Crackling, red and green peonies')).toHaveAttribute('translate', 'no');
  });

  it('shows the details in Spanish, a long duration in minutes, and only the details given', async () => {
    act(() => setLanguage('es'));
    const { unmount } = renderAt('/fireworks/roman_candles/detailed');
    const product = await screen.findByRole('article', { name: 'Peony Cake' });
    expect(within(product).getByRole('heading', { level: 2, name: 'Qué esperar' })).toBeInTheDocument();
    expect(facts(product)).toEqual([
      ['Efectos', 'Crackling, red and green peonies'],
      ['Duración', 'unos 45 segundos'],
      ['Disparos', '25'],
      ['Notas de seguridad', 'Keep 70 feet away.'],
    ]);
    unmount();
    renderAt('/fireworks/roman_candles/long');
    expect(facts(await screen.findByRole('article', { name: 'Long Show' }))).toEqual([
      ['Duración', 'unos 3 minutos'],
      ['Disparos', '0'],
    ]);
  });

  it('shows no details list when the item has none', async () => {
    renderAt('/fireworks/roman_candles/plain');
    const product = await screen.findByRole('article', { name: 'Plain Candle' });
    expect(facts(product)).toBeNull();
    expect(within(product).queryByRole('heading', { name: 'What to expect' })).not.toBeInTheDocument();
    expect(within(product).queryByText('Effects')).not.toBeInTheDocument();
  });

  it('says so when the product is gone, in Spanish too', async () => {
    act(() => setLanguage('es'));
    renderAt('/fireworks/roman_candles/nope');
    expect(await screen.findByText('Este producto no está disponible. Puede que se haya retirado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Volver a/ })).toBeInTheDocument();
  });
});
