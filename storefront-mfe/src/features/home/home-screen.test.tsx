import type { User } from '@fireworks/core/contract';
import { DEFAULT_PREORDER_WINDOWS } from '@fireworks/core/rules';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { i18n, setLanguage, useSession } from 'shared-ui';
import { requestsTo, serve, TestProviders, testConfig, testSeason } from 'shared-ui/testing';
import HomeScreen from './home-screen';

const renderHome = () =>
  render(
    <MemoryRouter>
      <HomeScreen />
    </MemoryRouter>,
    { wrapper: TestProviders },
  );

/** Intl puts thin spaces around the dash of a date range. */
const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, ' ');

const STORE = {
  address: '12 Main St, Austin 78701',
  hours: { en: 'Mon–Sat 10 am–8 pm', es: 'lun–sáb 10–20 h' },
  mapUrl: 'https://maps.example.com/?q=store',
};

beforeEach(() => {
  setLanguage('en');
  useSession.getState().signIn('token', { _id: 'u1', username: 'casey', firstname: 'Casey', admin: false } as User);
  window.matchMedia = jest.fn().mockReturnValue({ matches: true, addEventListener: jest.fn(), removeEventListener: jest.fn() });
  serve({
    'GET /api/config': [200, testConfig({ contact: { phone: '5550101234', email: 'hello@fireworks.example' } })],
    'GET /api/season': [200, testSeason()],
    'GET /api/featured': [200, { bogo: [], topSellers: [], rankedBySales: false }],
    'GET /api/store-location': [200, STORE],
  });
});

describe('HomeScreen', () => {
  it('leads into the catalogue with a call to action, in the interface language', async () => {
    renderHome();
    expect(await screen.findByRole('link', { name: 'Shop the fireworks' })).toHaveAttribute('href', '/fireworks');
    await act(() => setLanguage('es'));
    expect(screen.getByRole('link', { name: 'Ver los fuegos artificiales' })).toHaveAttribute('href', '/fireworks');
  });

  it('shows the welcome panel, pre-order windows, the $500 minimum and the contact details from /api/config', async () => {
    renderHome();
    expect(await screen.findByTestId('season-status')).toHaveTextContent('Checkout opens June 1 — in 83 days.');
    const welcome = screen.getByTestId('home-welcome');
    expect(within(welcome).getByRole('heading', { level: 1, name: 'Welcome to Fireworks Shop' })).toBeInTheDocument();
    expect(text(welcome)).toContain('We sell high-quality pyrotechnics for events and celebrations.');
    expect(text(welcome)).toContain('Hello, Casey!');
    expect(text(welcome)).toContain('July 4th itemsJanuary 1 – April 30');
    expect(text(welcome)).toContain("New Year's itemsJuly 5 – October 31");
    expect(text(welcome)).toContain('Orders start at a $500 minimum purchase (after tax).');

    const phone = await screen.findByRole('link', { name: '(555) 010-1234' });
    expect(phone).toHaveAttribute('href', 'tel:+15550101234');
    expect(screen.getByRole('link', { name: 'hello@fireworks.example' })).toHaveAttribute('href', 'mailto:hello@fireworks.example');
    expect(requestsTo('GET /api/config')).toHaveLength(1);
    expect(screen.getAllByTestId('carousel-slide')).toHaveLength(5);
  });

  it('holds the season line and the pre-order rows in place while the calendar loads, then fills them in', async () => {
    renderHome();
    // The first frame, before /api/season answers: empty places as many as the default calendar has, hidden from screen readers.
    expect(screen.getByTestId('season-status-pending')).toHaveAttribute('aria-hidden', 'true');
    const pendingRows = screen.getAllByTestId('home-preorder-pending');
    expect(pendingRows).toHaveLength(DEFAULT_PREORDER_WINDOWS.length);
    for (const row of pendingRows) expect(row).toHaveAttribute('aria-hidden', 'true');
    expect(await screen.findByTestId('season-status')).toHaveTextContent('Checkout opens June 1 — in 83 days.');
    expect(screen.queryByTestId('season-status-pending')).not.toBeInTheDocument();
    expect(screen.queryAllByTestId('home-preorder-pending')).toHaveLength(0);
    expect(text(screen.getByTestId('home-preorder-windows'))).toContain('July 4th itemsJanuary 1 – April 30');
  });

  it('leaves no empty places when the calendar cannot be read', async () => {
    serve({ 'GET /api/season': [500, { error: 'Something went wrong' }] });
    renderHome();
    expect(screen.getByTestId('season-status-pending')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('season-status-pending')).not.toBeInTheDocument());
    expect(screen.queryByTestId('season-status')).not.toBeInTheDocument();
    expect(screen.queryAllByTestId('home-preorder-pending')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Shop the fireworks' })).toBeInTheDocument();
  });

  it("greets an admin by name, and the bootstrap admin (named 'Shop Admin') by username", async () => {
    useSession.getState().signIn('token', { _id: 'a1', username: 'admin', firstname: 'Shop', lastname: 'Admin', admin: true } as User);
    const { unmount } = renderHome();
    expect(await screen.findByText('Hello, admin!')).toBeInTheDocument();
    expect(screen.queryByText(/Hello, Shop/)).not.toBeInTheDocument();
    unmount();
    useSession.getState().signIn('token', { _id: 'a2', username: 'dana', firstname: 'Dana', lastname: 'Reyes', admin: true } as User);
    renderHome();
    expect(await screen.findByText('Hello, Dana!')).toBeInTheDocument();
  });

  it('speaks Spanish, with dates and money formatted for Spanish', async () => {
    renderHome();
    act(() => setLanguage('es'));
    expect(await screen.findByTestId('season-status')).toHaveTextContent('El pago de pedidos abre el 1 de junio — en 83 días.');
    const welcome = screen.getByTestId('home-welcome');
    expect(within(welcome).getByRole('heading', { level: 1 })).toHaveTextContent(/^Bienvenido a la Tienda de Fuegos Artificiales$/);
    expect(text(welcome)).toContain('Vendemos pirotecnia de alta calidad para eventos y celebraciones.');
    expect(text(welcome)).toContain('Artículos para el 4 de julio1 de enero – 30 de abril');
    expect(text(welcome)).toContain('Artículos para Año Nuevo5 de julio – 31 de octubre');
    expect(text(welcome)).toContain('compra mínima de $500');
    expect(await screen.findByText('Teléfono')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imagen siguiente' })).toBeInTheDocument();
  });

  it('says so when the contact details cannot be loaded, and tries again on demand', async () => {
    let tries = 0;
    serve({
      'GET /api/config': () =>
        ++tries === 1
          ? [500, { error: 'down' }]
          : [200, testConfig({ contact: { phone: '5550101234', email: 'hello@fireworks.example' } })],
    });
    renderHome();
    expect(await screen.findByRole('alert')).toHaveTextContent('The contact details could not be loaded right now.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: '(555) 010-1234' })).toBeInTheDocument();
  });
});

describe('HomeScreen and the saved sales calendar', () => {
  it('shows the saved pre-order windows in the interface language, and until when checkout is open', async () => {
    serve({
      'GET /api/season': [
        200,
        testSeason({
          today: '2026-03-10',
          checkoutOpen: true,
          currentWindow: { start: '2026-03-01', end: '2026-03-31' },
          preorderWindows: [{ label: { en: 'Spring items', es: 'Artículos de primavera' }, start: '02-01', end: '02-28' }],
        }),
      ],
    });
    renderHome();
    expect(await screen.findByTestId('season-status')).toHaveTextContent('Checkout is open until March 31.');
    expect(text(screen.getByTestId('home-preorder-windows'))).toBe('Spring itemsFebruary 1 – 28');
    act(() => setLanguage('es'));
    expect(screen.getByTestId('season-status')).toHaveTextContent('El pago de pedidos está abierto hasta el 31 de marzo.');
    expect(text(screen.getByTestId('home-preorder-windows'))).toContain('Artículos de primavera');
  });
  it('shows where the store is: address, opening hours in the interface language and a map link', async () => {
    setLanguage('es');
    renderHome();
    const store = await screen.findByTestId('store-location');
    expect(within(store).getByRole('heading', { name: 'Nuestra tienda' })).toBeInTheDocument();
    expect(within(store).getByText('12 Main St, Austin 78701')).toBeInTheDocument();
    expect(within(store).getByText('lun–sáb 10–20 h')).toBeInTheDocument();
    expect(within(store).getByRole('link', { name: /Abrir un mapa/ })).toHaveAttribute('href', STORE.mapUrl);
  });

  it('leaves the store out while none is set', async () => {
    serve({ 'GET /api/store-location': [200, { address: '', hours: { en: '', es: '' }, mapUrl: '' }] });
    renderHome();
    await screen.findByTestId('home-contact');
    await screen.findByText('hello@fireworks.example');
    expect(screen.queryByTestId('store-location')).not.toBeInTheDocument();
  });
});

afterAll(() => {
  void i18n.changeLanguage('en');
});
