import type { User } from '@fireworks/core/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { cartKeys, loadCart, queryClient, setLanguage, useSession } from 'shared-ui';
import { prefetchCategoryItems, useCatalogView } from 'shared-ui/catalog';
import { networkError, requests, requestsTo, serve, TestProviders, testItem } from 'shared-ui/testing';
import CatalogScreen from './catalog-screen';
import EnlargedScreen from './enlarged-screen';

const item = testItem;

const candles = [
  item({ title: 'Magic Candle', price: '$29.99', BOGO: true, imageSrcset: '/uploads/m-w320.webp 320w, /uploads/m-w640.webp 640w' }),
  item({ title: 'Comet Candle', price: '$12.99', description: 'Eight comets.', gifUrl: '/uploads/comet.gif' }),
];

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  // jsdom does not scroll; the list restores its scroll position with window.scrollTo.
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  localStorage.clear();
  sessionStorage.clear();
  useSession.getState().signIn('token', { _id: 'c1', username: 'casey', admin: false } as User);
  queryClient.setQueryData(cartKeys.cart, []);
  serve({ 'GET /api/fireworks': [200, candles] });
});
afterEach(() => scrollTo.mockRestore());

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/fireworks/:category" element={<CatalogScreen />} />
        <Route path="/fireworks-enlarged" element={<EnlargedScreen />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
}

const card = (title: string) => screen.getByRole('article', { name: title });

/** A cart line as the server answers it, from the fields a save sends. */
const cartLine = (line: { category: string; title: string; quantity: number; imageUrl?: string; _id?: string; price?: string }) => ({
  _id: line.title,
  price: '$12.99',
  BOGO: false,
  freeQuantity: 0,
  lineTotal: 1,
  ...line,
  imageUrl: line.imageUrl ?? '',
});

describe('customer item list', () => {
  it('a category read before the screen renders (the start-up does on a first visit) is shown without asking again', async () => {
    prefetchCategoryItems('roman_candles');
    prefetchCategoryItems('not_a_category');
    await waitFor(() => expect(requestsTo('GET /api/fireworks')).toHaveLength(1));
    // The first row's pictures are asked for as soon as the items are here, exactly as the cards show them.
    await waitFor(() => expect(document.head.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(2));
    const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
    renderAt('/fireworks/roman_candles');
    expect(await screen.findByRole('article', { name: 'Magic Candle' })).toBeInTheDocument();
    expect(requestsTo('GET /api/fireworks')).toHaveLength(1);
    expect(requests[0]?.url.search).toBe('?category=roman_candles');
    const picture = within(card('Magic Candle')).getByRole('img');
    expect(preloads[0]?.getAttribute('href')).toBe(picture.getAttribute('src'));
    expect(preloads[0]?.getAttribute('imagesrcset')).toBe(picture.getAttribute('srcset'));
    expect(preloads[0]?.getAttribute('imagesizes')).toBe(picture.getAttribute('sizes'));
    expect(preloads[1]?.getAttribute('href')).toBe(within(card('Comet Candle')).getByRole('img').getAttribute('src'));
    expect(preloads[1]?.hasAttribute('imagesrcset')).toBe(false);
    for (const preload of preloads) preload.remove();
  });

  it('asks for the category in the address and shows each item with picture, description, price and BOGO notice', async () => {
    renderAt('/fireworks/roman_candles');
    expect(await screen.findByRole('article', { name: 'Magic Candle' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Roman Candles', level: 1 })).toBeInTheDocument();
    expect(requests[0]?.url.pathname + (requests[0]?.url.search ?? '')).toBe('/api/fireworks?category=roman_candles');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Magic Candle', 'Comet Candle']);

    const magic = card('Magic Candle');
    expect(magic).toHaveClass('fw-item-card--bogo');
    expect(within(magic).getByText('Buy one get one Free!!')).toBeInTheDocument();
    const picture = within(magic).getByRole('img', { name: 'Magic Candle' });
    expect(picture).toHaveAttribute('srcset', '/uploads/m-w320.webp 320w, /uploads/m-w640.webp 640w');
    // Two cards a row on a phone: each picture is about half the screen wide.
    expect(picture).toHaveAttribute('sizes', expect.stringContaining('50vw'));

    const comet = card('Comet Candle');
    expect(comet).not.toHaveClass('fw-item-card--bogo');
    expect(within(comet).queryByText('Buy one get one Free!!')).not.toBeInTheDocument();
    expect(within(comet).getByText('Eight comets.')).toBeInTheDocument();
    expect(within(comet).getByText('$12.99')).toBeInTheDocument();
  });

  it('writes a price of $1,000 or more with its thousands separator (the API sends "$1234.00"), in English and Spanish', async () => {
    serve({ 'GET /api/fireworks': [200, [item({ title: 'Grand Finale Rack', price: '$1234.00' })]] });
    renderAt('/fireworks/roman_candles');
    const rack = await screen.findByRole('article', { name: 'Grand Finale Rack' });
    expect(within(rack).getByText('$1,234.00')).toBeInTheDocument();
    expect(within(rack).queryByText('$1234.00')).not.toBeInTheDocument();
    try {
      act(() => setLanguage('es'));
      await waitFor(() => expect(within(rack).getByText('$1,234.00')).toBeInTheDocument());
      expect(within(rack).getByText(/Precio/)).toBeInTheDocument();
    } finally {
      act(() => setLanguage('en'));
    }
  });

  it('never marks an item Hidden for a customer (only admins see hidden items marked)', async () => {
    serve({ 'GET /api/fireworks': [200, [item({ title: 'Quiet Candle', visible: false })]] });
    renderAt('/fireworks/roman_candles');
    const quiet = await screen.findByRole('article', { name: 'Quiet Candle' });
    expect(within(quiet).queryByText('Hidden')).not.toBeInTheDocument();
    expect(quiet).not.toHaveClass('fw-item-card--hidden');
  });

  it('loads the first pictures at once and the others lazily', async () => {
    serve({ 'GET /api/fireworks': [200, Array.from({ length: 6 }, (_, i) => item({ title: `Item ${i}` }))] });
    renderAt('/fireworks/cakes');
    const pictures = await screen.findAllByRole('img');
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it('blocks e, E, "." and "-" in the quantity and refuses a quantity of 0', async () => {
    renderAt('/fireworks/roman_candles');
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity of Comet Candle' });
    expect(quantity).toHaveValue(1);
    for (const key of ['e', 'E', '.', '-']) expect(fireEvent.keyDown(quantity, { key })).toBe(false);
    expect(fireEvent.keyDown(quantity, { key: '5' })).toBe(true);

    fireEvent.change(quantity, { target: { value: '0' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add Comet Candle to cart' }));
    expect(await screen.findByText('Please select a quantity greater than 0.')).toBeInTheDocument();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo('POST /api/update-cart')).toEqual([]);
  });

  it('adds the quantity to the cart and says so', async () => {
    serve({
      'POST /api/update-cart': ({ body }) => [
        200,
        {
          cart: body.cartItems.map((line) => ({
            ...line,
            imageUrl: line.imageUrl ?? '',
            _id: 'l1',
            price: '$12.99',
            BOGO: false,
            freeQuantity: 0,
            lineTotal: 12.99 * line.quantity,
          })),
        },
      ],
    });
    renderAt('/fireworks/roman_candles');
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity of Comet Candle' });
    fireEvent.change(quantity, { target: { value: '3' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add Comet Candle to cart' }));
    expect(await screen.findByText('Added 3 of Comet Candle to cart!')).toBeInTheDocument();
    expect(requestsTo('POST /api/update-cart')[0]?.body).toEqual({
      cartItems: [{ category: 'Roman Candles', title: 'Comet Candle', quantity: 3, imageUrl: '/uploads/a.png' }],
    });
    expect(queryClient.getQueryData(cartKeys.cart)).toHaveLength(1);
  });

  it("adds to the cart as the server holds it when the cart's load had failed: the lines already in it stay", async () => {
    // The cart's load after sign-in failed (spec §8: only logged), so this page knows no cart.
    queryClient.removeQueries({ queryKey: cartKeys.cart });
    serve({ 'GET /api/get-cart': networkError });
    await loadCart();
    const saved = { _id: 'c9', category: 'Cakes', title: 'Big Cake', quantity: 2, imageUrl: '/uploads/c.png', price: '$50.00' };
    serve({
      'GET /api/get-cart': [200, { cart: [cartLine(saved)] }],
      'POST /api/update-cart': ({ body }) => [200, { cart: body.cartItems.map(cartLine) }],
    });
    renderAt('/fireworks/roman_candles');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Comet Candle to cart' }));
    expect(await screen.findByText('Added 1 of Comet Candle to cart!')).toBeInTheDocument();
    expect(requestsTo('POST /api/update-cart')).toHaveLength(1);
    expect(requestsTo('POST /api/update-cart')[0]?.body).toEqual({
      cartItems: [
        { category: 'Cakes', title: 'Big Cake', quantity: 2, imageUrl: '/uploads/c.png' },
        { category: 'Roman Candles', title: 'Comet Candle', quantity: 1, imageUrl: '/uploads/a.png' },
      ],
    });
  });

  it('adds to the cart as another tab of the browser left it: lines ordered there do not come back, lines added there stay', async () => {
    // This tab read the cart with one line; another tab then ordered it and added another item.
    queryClient.setQueryData(cartKeys.cart, [cartLine({ category: 'Cakes', title: 'Big Cake', quantity: 2, imageUrl: '' })]);
    serve({
      'GET /api/get-cart': [200, { cart: [cartLine({ category: 'Fountains', title: 'Joy Fountain', quantity: 1, imageUrl: '' })] }],
      'POST /api/update-cart': ({ body }) => [200, { cart: body.cartItems.map(cartLine) }],
    });
    renderAt('/fireworks/roman_candles');
    const add = await screen.findByRole('button', { name: 'Add Comet Candle to cart' });
    act(() => {
      localStorage.setItem('fw-cart-changed', 'other tab');
      window.dispatchEvent(new StorageEvent('storage', { key: 'fw-cart-changed', newValue: 'other tab', storageArea: localStorage }));
    });
    await userEvent.click(add);
    expect(await screen.findByText('Added 1 of Comet Candle to cart!')).toBeInTheDocument();
    expect(requestsTo('POST /api/update-cart')[0]?.body).toEqual({
      cartItems: [
        { category: 'Fountains', title: 'Joy Fountain', quantity: 1, imageUrl: '' },
        { category: 'Roman Candles', title: 'Comet Candle', quantity: 1, imageUrl: '/uploads/a.png' },
      ],
    });
    // …and this tab's change is announced to the others in turn.
    expect(localStorage.getItem('fw-cart-changed')).not.toBe('other tab');
  });

  it('sends no cart while the cart cannot be read (it would replace the whole cart with one line) and says so', async () => {
    queryClient.removeQueries({ queryKey: cartKeys.cart });
    serve({ 'GET /api/get-cart': networkError });
    renderAt('/fireworks/roman_candles');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Comet Candle to cart' }));
    expect(await screen.findByText('Failed to update cart. Please try again.')).toBeInTheDocument();
    expect(requestsTo('POST /api/update-cart')).toEqual([]);
    expect(requestsTo('GET /api/get-cart').length).toBeGreaterThan(0);
    expect(screen.queryByText(/Added 1 of Comet Candle/)).not.toBeInTheDocument();
  });

  it('says in Spanish how many were added, in agreement with the number: "Se añadió 1 unidad", "Se añadieron 3 unidades"', async () => {
    serve({
      'POST /api/update-cart': ({ body }) => [
        200,
        {
          cart: body.cartItems.map((line) => ({
            ...line,
            imageUrl: '',
            _id: 'l1',
            price: '$12.99',
            BOGO: false,
            freeQuantity: 0,
            lineTotal: 1,
          })),
        },
      ],
    });
    try {
      act(() => setLanguage('es'));
      renderAt('/fireworks/roman_candles');
      const add = await screen.findByRole('button', { name: 'Añadir Comet Candle al carrito' });
      await userEvent.click(add);
      expect(await screen.findByText('¡Se añadió 1 unidad de Comet Candle al carrito!')).toBeInTheDocument();
      fireEvent.change(screen.getByRole('spinbutton', { name: 'Cantidad de Comet Candle' }), { target: { value: '3' } });
      await userEvent.click(add);
      expect(await screen.findByText('¡Se añadieron 3 unidades de Comet Candle al carrito!')).toBeInTheDocument();
    } finally {
      act(() => setLanguage('en'));
    }
  });

  it('shows Error: {message} when the list cannot load, and a non-ok answer signs the user out', async () => {
    serve({ 'GET /api/fireworks': [500, { error: 'Something went wrong on our side. Please try again.' }] });
    renderAt('/fireworks/cakes');
    expect(await screen.findByText('Error: Something went wrong on our side. Please try again.')).toBeInTheDocument();
    expect(useSession.getState().token).toBeNull();
  });

  it('keeps the session when the network fails', async () => {
    serve({ 'GET /api/fireworks': networkError });
    renderAt('/fireworks/cakes');
    expect(await screen.findByText(/^Error: /)).toBeInTheDocument();
    expect(useSession.getState().token).toBe('token');
  });

  it("says in the interface language that the shop could not be reached, not the browser's English words", async () => {
    serve({ 'GET /api/fireworks': networkError });
    renderAt('/fireworks/cakes');
    expect(await screen.findByText('Error: Could not reach the shop. Check your internet connection, then try again.')).toBeInTheDocument();
  });

  it('says it in Spanish in the Spanish interface', async () => {
    serve({ 'GET /api/fireworks': networkError });
    try {
      act(() => setLanguage('es'));
      renderAt('/fireworks/cakes');
      expect(
        await screen.findByText('Error: No se pudo conectar con la tienda. Compruebe su conexión a internet e inténtelo de nuevo.'),
      ).toBeInTheDocument();
    } finally {
      act(() => setLanguage('en'));
    }
  });

  it('says so for an address that names no category, without asking the server or signing out', async () => {
    renderAt('/fireworks/rockets');
    expect(await screen.findByText('There is no category called “rockets”.')).toBeInTheDocument();
    expect(requests).toEqual([]);
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
    expect(within(overlay).getByRole('img')).toHaveAttribute('src', '/uploads/comet.gif');
    expect(useCatalogView.getState().scroll['/fireworks/roman_candles']).toBe(420);

    scrollTo.mockClear();
    await userEvent.click(overlay);
    // The list comes back from the cache at once, where it was left.
    expect(screen.getByRole('heading', { name: 'Roman Candles', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 420));
    expect(requestsTo('GET /api/fireworks')).toHaveLength(1);
  });

  it('shows the image when the item has no gif, and Escape goes back', async () => {
    renderAt('/fireworks/roman_candles');
    await userEvent.click(await screen.findByRole('button', { name: 'Enlarge the picture of Magic Candle' }));
    const overlay = await screen.findByRole('button', { name: 'Click anywhere or press Escape to go back' });
    expect(within(overlay).getByRole('img')).toHaveAttribute('src', '/uploads/a.png');
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(await screen.findByRole('heading', { name: 'Roman Candles', level: 1 })).toBeInTheDocument();
  });
});

describe('stock on item cards', () => {
  it('says "Only N left" when few remain and "Sold out" at 0, where add-to-cart is disabled', async () => {
    serve({
      'GET /api/fireworks': [
        200,
        [
          item({ title: 'Last Candle', stock: 3 }),
          item({ title: 'Gone Candle', stock: 0 }),
          item({ title: 'Many Candle', stock: 50 }),
          item({ title: 'Free Candle', stock: null }),
        ],
      ],
    });
    renderAt('/fireworks/roman_candles');
    expect(await screen.findByRole('article', { name: 'Last Candle' })).toBeInTheDocument();
    expect(within(card('Last Candle')).getByText('Only 3 left')).toBeInTheDocument();
    expect(within(card('Last Candle')).getByRole('button', { name: 'Add Last Candle to cart' })).toBeEnabled();
    expect(within(card('Gone Candle')).getByText('Sold out')).toBeInTheDocument();
    expect(within(card('Gone Candle')).getByRole('button', { name: 'Add Gone Candle to cart' })).toBeDisabled();
    for (const title of ['Many Candle', 'Free Candle']) {
      expect(within(card(title)).queryByText(/left|Sold out/)).not.toBeInTheDocument();
    }
  });

  it('says how many are left in agreement with the number: "Only 1 left", and in Spanish "Solo queda 1" / "Solo quedan 3"', async () => {
    serve({ 'GET /api/fireworks': [200, [item({ title: 'Last Candle', stock: 1 }), item({ title: 'Few Candle', stock: 3 })]] });
    renderAt('/fireworks/roman_candles');
    expect(await screen.findByText('Only 1 left')).toBeInTheDocument();
    try {
      act(() => setLanguage('es'));
      expect(await within(card('Last Candle')).findByText('Solo queda 1')).toBeInTheDocument();
      expect(within(card('Few Candle')).getByText('Solo quedan 3')).toBeInTheDocument();
    } finally {
      act(() => setLanguage('en'));
    }
  });

  it('refuses at the button to add more than is left, with the number left (issue 40 item 7)', async () => {
    const few = item({ _id: 'few', title: 'Last Candle', stock: 4 });
    serve({ 'GET /api/fireworks': [200, [few]] });
    queryClient.setQueryData(cartKeys.cart, [
      {
        _id: 'few',
        category: few.category,
        title: few.title,
        quantity: 1,
        imageUrl: '',
        price: few.price,
        BOGO: false,
        freeQuantity: 0,
        lineTotal: 1,
      },
    ]);
    renderAt('/fireworks/roman_candles');
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity of Last Candle' });
    fireEvent.change(quantity, { target: { value: '6' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add Last Candle to cart' }));
    expect(await screen.findByText('Only 4 left: you can add at most 3.')).toBeInTheDocument();
    expect(requestsTo('POST /api/update-cart')).toHaveLength(0);
  });
});
