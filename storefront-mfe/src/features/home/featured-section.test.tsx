import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { queryClient, setLanguage } from 'shared-ui';
import { requestsTo, serve, TestProviders, testConfig, testItem } from 'shared-ui/testing';
import { FeaturedSection } from './featured-section';
import HomeScreen from './home-screen';

const featured = {
  bogo: [testItem({ title: 'Festival Balls', category: 'Cakes', BOGO: true, price: '$19.99', imageSrcset: '/uploads/a-w320.webp 320w' })],
  topSellers: [
    testItem({ title: 'Sky Commander', category: 'Artillery', price: '$89.99' }),
    testItem({ title: 'Grand Celebration Pack', category: 'Assortments', price: '$199.00', imageUrl: '' }),
  ],
  rankedBySales: true,
};

const renderIn = (element: React.ReactElement) => render(<MemoryRouter>{element}</MemoryRouter>, { wrapper: TestProviders });

beforeEach(() => setLanguage('en'));

describe('FeaturedSection', () => {
  it('shows BOGO deals and top sellers as cards into their category, pictures lazy with their size', async () => {
    serve({ 'GET /api/featured': [200, featured] });
    renderIn(<FeaturedSection />);
    const section = await screen.findByRole('region', { name: 'Featured fireworks' });
    const bogo = within(section).getByRole('list', { name: 'Buy one, get one free' });
    const deal = within(bogo).getByRole('link', { name: /Festival Balls/ });
    expect(deal).toHaveAttribute('href', '/fireworks/cakes');
    expect(deal).toHaveTextContent('$19.99');
    expect(deal).toHaveTextContent('BOGO');
    const picture = deal.querySelector('img') as HTMLImageElement;
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('width', '320');
    expect(picture).toHaveAttribute('height', '320');
    expect(picture.getAttribute('srcset')).toContain('320w');

    const sellers = within(section).getByRole('list', { name: 'Top sellers' });
    const links = within(sellers).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/fireworks/artillery', '/fireworks/assortments']);
    expect(links[0]).toHaveTextContent('Sky Commander$89.99');
    expect(links[0]).not.toHaveTextContent('BOGO');
    expect(links[1]?.querySelector('img')).toBeNull();
  });

  it('writes a price of $1,000 or more with its thousands separator, in English and Spanish', async () => {
    const rack = testItem({ title: 'Finale Rack', category: 'Cakes', price: '$1234.00' });
    serve({ 'GET /api/featured': [200, { ...featured, topSellers: [rack] }] });
    renderIn(<FeaturedSection />);
    const link = await screen.findByRole('link', { name: /Finale Rack/ });
    expect(link).toHaveTextContent('Finale Rack$1,234.00');
    await act(() => setLanguage('es'));
    expect(link).toHaveTextContent('Finale Rack$1,234.00');
  });

  it('names the list the shop’s picks while nothing is ranked by sales, and speaks Spanish', async () => {
    serve({ 'GET /api/featured': [200, { ...featured, rankedBySales: false }] });
    renderIn(<FeaturedSection />);
    expect(await screen.findByRole('list', { name: 'Picks from the shop' })).toBeInTheDocument();
    await act(() => setLanguage('es'));
    const section = screen.getByRole('region', { name: 'Fuegos artificiales destacados' });
    expect(within(section).getByRole('list', { name: 'Compre uno y llévese otro gratis' })).toHaveTextContent('2x1');
    expect(within(section).getByRole('list', { name: 'Selección de la tienda' })).toBeInTheDocument();
  });

  it('leaves the section out when there is nothing to feature or the list cannot be loaded', async () => {
    serve({ 'GET /api/featured': [200, { bogo: [], topSellers: [], rankedBySales: false }] });
    const { unmount } = renderIn(<FeaturedSection />);
    await waitFor(() => expect(requestsTo('GET /api/featured')).toHaveLength(1));
    expect(screen.queryByTestId('home-featured')).not.toBeInTheDocument();
    unmount();
    queryClient.clear();
    serve({ 'GET /api/featured': [500, { error: 'Something went wrong.' }] });
    renderIn(<FeaturedSection />);
    await waitFor(() => expect(requestsTo('GET /api/featured')).toHaveLength(2));
    expect(screen.queryByTestId('home-featured')).not.toBeInTheDocument();
  });

  it('comes on the home page after the welcome panel and the contact details', async () => {
    serve({ 'GET /api/config': [200, testConfig()], 'GET /api/featured': [200, featured] });
    renderIn(<HomeScreen />);
    const section = await screen.findByTestId('home-featured');
    const welcome = screen.getByTestId('home-welcome');
    const contact = screen.getByTestId('home-contact');
    expect(welcome.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(contact.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(section).getAllByTestId('featured-card')).toHaveLength(3);
  });
});
