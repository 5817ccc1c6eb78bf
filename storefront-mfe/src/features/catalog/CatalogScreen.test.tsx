import type { User } from '@fireworks/core/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useCatalogView, useSession } from 'shared-ui';
import { type FetchStub, stubFetch, testItem } from 'shared-ui/testing';
import CatalogScreen from './CatalogScreen';
import EnlargedScreen from './EnlargedScreen';

const item = testItem;

const candles = [
  item({ title: 'Magic Candle', price: '$29.99', BOGO: true, imageSrcset: '/uploads/m-w320.webp 320w, /uploads/m-w640.webp 640w' }),
  item({ title: 'Comet Candle', price: '$12.99', description: 'Eight comets.', gifUrl: '/uploads/comet.gif' }),
];

let api: FetchStub;
let scrollTo: jest.SpyInstance;
beforeEach(() => {
  // jsdom does not scroll; the list restores its scroll position with window.scrollTo.
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  localStorage.clear();
  sessionStorage.clear();
  useSession.getState().signIn('token', { _id: 'c1', username: 'casey', admin: false } as User);
  useSession.getState().setCart([]);
  api = stubFetch({ 'GET /api/fireworks': [200, candles] });
});
afterEach(() => {
  api.restore();
  scrollTo.mockRestore();
});

function renderAt(path: string) {
  return render(
    <SnackbarProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/fireworks/:category" element={<CatalogScreen />} />
          <Route path="/fireworks-enlarged" element={<EnlargedScreen />} />
        </Routes>
      </MemoryRouter>
    </SnackbarProvider>,
  );
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('customer item list', () => {
  it('asks for the category in the address and shows each item with picture, description, price and BOGO notice', async () => {
    renderAt('/fireworks/roman_candles');
    expect(await screen.findByRole('article', { name: 'Magic Candle' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Roman Candles', level: 1 })).toBeTruthy();
    expect(api.calls[0]?.url).toBe('/api/fireworks?category=roman_candles');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Magic Candle', 'Comet Candle']);

    const magic = card('Magic Candle');
    expect(magic.className).toContain('fw-item-card--bogo');
    expect(within(magic).getByText('Buy one get one Free!!')).toBeTruthy();
    const picture = within(magic).getByRole('img', { name: 'Magic Candle' });
    expect(picture.getAttribute('srcset')).toBe('/uploads/m-w320.webp 320w, /uploads/m-w640.webp 640w');
    expect(picture.getAttribute('sizes')).toContain('100vw');

    const comet = card('Comet Candle');
    expect(comet.className).not.toContain('fw-item-card--bogo');
    expect(within(comet).queryByText('Buy one get one Free!!')).toBeNull();
    expect(within(comet).getByText('Eight comets.')).toBeTruthy();
    expect(within(comet).getByText('$12.99')).toBeTruthy();
  });

  it('loads the first pictures at once and the others lazily', async () => {
    api.set('GET /api/fireworks', [200, Array.from({ length: 6 }, (_, i) => item({ title: `Item ${i}` }))]);
    renderAt('/fireworks/cakes');
    const pictures = await screen.findAllByRole('img');
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it('blocks e, E, "." and "-" in the quantity and refuses a quantity of 0', async () => {
    renderAt('/fireworks/roman_candles');
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity of Comet Candle' });
    expect((quantity as HTMLInputElement).value).toBe('1');
    for (const key of ['e', 'E', '.', '-']) expect(fireEvent.keyDown(quantity, { key })).toBe(false);
    expect(fireEvent.keyDown(quantity, { key: '5' })).toBe(true);

    fireEvent.change(quantity, { target: { value: '0' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add Comet Candle to cart' }));
    expect(await screen.findByText('Please select a quantity greater than 0.')).toBeTruthy();
    expect(api.calls.some((c) => c.url === '/api/update-cart')).toBe(false);
  });

  it('adds the quantity to the cart and says so', async () => {
    api.set('POST /api/update-cart', ({ body }) => [
      200,
      { cart: (body as { cartItems: object[] }).cartItems.map((line) => ({ ...line, _id: 'l1', price: '$12.99' })) },
    ]);
    renderAt('/fireworks/roman_candles');
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity of Comet Candle' });
    fireEvent.change(quantity, { target: { value: '3' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add Comet Candle to cart' }));
    expect(await screen.findByText('Added 3 of Comet Candle to cart!')).toBeTruthy();
    expect(api.calls.find((c) => c.url === '/api/update-cart')?.body).toEqual({
      cartItems: [{ category: 'Roman Candles', title: 'Comet Candle', quantity: 3, imageUrl: '/uploads/a.png' }],
    });
    expect(useSession.getState().cart).toHaveLength(1);
  });

  it('shows Error: {message} when the list cannot load, and a non-ok answer signs the user out', async () => {
    api.set('GET /api/fireworks', [500, { error: 'Something went wrong on our side. Please try again.' }]);
    renderAt('/fireworks/cakes');
    expect(await screen.findByText('Error: Something went wrong on our side. Please try again.')).toBeTruthy();
    expect(useSession.getState().token).toBeNull();
  });

  it('keeps the session when the network fails', async () => {
    api.set('GET /api/fireworks', 'network-error');
    renderAt('/fireworks/cakes');
    expect(await screen.findByText(/^Error: /)).toBeTruthy();
    expect(useSession.getState().token).toBe('token');
  });

  it('says so for an address that names no category, without asking the server or signing out', async () => {
    renderAt('/fireworks/rockets');
    expect(await screen.findByText('There is no category called “rockets”.')).toBeTruthy();
    expect(api.calls).toEqual([]);
    expect(useSession.getState().token).toBe('token');
  });
});

describe('enlarged view', () => {
  it('opens the gif of an item, and a click returns to the category at the same scroll position', async () => {
    renderAt('/fireworks/roman_candles');
    await screen.findByRole('article', { name: 'Comet Candle' });
    window.scrollY = 420;
    await userEvent.click(screen.getByRole('button', { name: 'Enlarge the picture of Comet Candle' }));

    const overlay = await screen.findByRole('button', { name: 'Click anywhere or press Escape to go back' });
    expect(within(overlay).getByRole('img').getAttribute('src')).toBe('/uploads/comet.gif');
    expect(useCatalogView.getState().scroll['/fireworks/roman_candles']).toBe(420);

    scrollTo.mockClear();
    await userEvent.click(overlay);
    expect(await screen.findByRole('heading', { name: 'Roman Candles', level: 1 })).toBeTruthy();
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 420));
  });

  it('shows the image when the item has no gif, and Escape goes back', async () => {
    renderAt('/fireworks/roman_candles');
    await userEvent.click(await screen.findByRole('button', { name: 'Enlarge the picture of Magic Candle' }));
    const overlay = await screen.findByRole('button', { name: 'Click anywhere or press Escape to go back' });
    expect(within(overlay).getByRole('img').getAttribute('src')).toBe('/uploads/a.png');
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(await screen.findByRole('heading', { name: 'Roman Candles', level: 1 })).toBeTruthy();
  });
});
