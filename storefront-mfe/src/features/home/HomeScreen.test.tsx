import type { User } from '@fireworks/core/contract';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, resetRuntimeConfig, setLanguage, useSession } from 'shared-ui';
import HomeScreen from './HomeScreen';

const config = { contact: { phone: '5550101234', email: 'hello@fireworks.example' }, paypal: null };

/** What the API client reads of a fetch answer (jsdom has no Response). */
function answer(status: number, body: unknown) {
  return Promise.resolve({ ok: status < 400, status, text: async () => JSON.stringify(body) });
}

/** Intl puts thin spaces around the dash of a date range. */
const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, ' ');

beforeEach(() => {
  resetRuntimeConfig();
  setLanguage('en');
  useSession.getState().signIn('token', { _id: 'u1', username: 'casey', firstname: 'Casey', admin: false } as User);
  window.matchMedia = jest.fn().mockReturnValue({ matches: true, addEventListener: jest.fn(), removeEventListener: jest.fn() });
  globalThis.fetch = jest.fn(() => answer(200, config)) as jest.Mock;
});

describe('HomeScreen', () => {
  it('shows the welcome panel, pre-order windows, the $500 minimum and the contact details from /api/config', async () => {
    render(<HomeScreen />);
    const welcome = screen.getByTestId('home-welcome');
    expect(within(welcome).getByRole('heading', { level: 1, name: 'Welcome to Fireworks Shop' })).toBeTruthy();
    expect(text(welcome)).toContain('We sell high-quality pyrotechnics for events and celebrations.');
    expect(text(welcome)).toContain('Hello, Casey!');
    expect(text(welcome)).toContain('July 4th itemsJanuary 1 – April 30');
    expect(text(welcome)).toContain("New Year's itemsJuly 5 – October 31");
    expect(text(welcome)).toContain('Orders start at a $500 minimum purchase (after tax).');

    const phone = await screen.findByRole('link', { name: '(555) 010-1234' });
    expect(phone.getAttribute('href')).toBe('tel:+15550101234');
    expect(screen.getByRole('link', { name: 'hello@fireworks.example' }).getAttribute('href')).toBe('mailto:hello@fireworks.example');
    expect(globalThis.fetch).toHaveBeenCalledWith('/api/config', expect.anything());
    expect(screen.getAllByTestId('carousel-slide')).toHaveLength(5);
  });

  it('speaks Spanish, with dates and money formatted for Spanish', async () => {
    render(<HomeScreen />);
    act(() => setLanguage('es'));
    const welcome = screen.getByTestId('home-welcome');
    expect(within(welcome).getByRole('heading', { level: 1 }).textContent).toBe('Bienvenido a la Tienda de Fuegos Artificiales');
    expect(text(welcome)).toContain('Vendemos pirotecnia de alta calidad para eventos y celebraciones.');
    expect(text(welcome)).toContain('Artículos para el 4 de julio1 de enero – 30 de abril');
    expect(text(welcome)).toContain('Artículos para Año Nuevo5 de julio – 31 de octubre');
    expect(text(welcome)).toContain('compra mínima de $500');
    expect(await screen.findByText('Teléfono')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Imagen siguiente' })).toBeTruthy();
  });

  it('says so when the contact details cannot be loaded, and tries again on demand', async () => {
    (globalThis.fetch as jest.Mock).mockImplementationOnce(() => answer(503, { error: 'down' }));
    render(<HomeScreen />);
    expect((await screen.findByRole('alert')).textContent).toContain('The contact details could not be loaded right now.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: '(555) 010-1234' })).toBeTruthy();
  });
});

afterAll(() => {
  void i18n.changeLanguage('en');
});
