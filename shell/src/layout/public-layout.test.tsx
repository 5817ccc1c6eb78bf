import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage, useSession } from 'shared-ui';
import { TestProviders } from 'shared-ui/testing';
import { loadAuthScreens } from '../auth/lazy-auth';
import { AppRoutes } from '../routes';
import { loadShopRouteLists } from '../testing/shop-route-lists';

beforeAll(loadShopRouteLists);
// What the start-up does for a signed-out visit: the auth screens are here before the first render.
beforeAll(loadAuthScreens);
beforeEach(() => {
  localStorage.clear();
  useSession.getState().signOut();
  setLanguage('en');
});
afterAll(() => setLanguage('en'));

it('the signed-out screens offer the language toggle, starting in English', async () => {
  render(
    <MemoryRouter initialEntries={['/']}>
      <AppRoutes />
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
  expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Español' }));
  expect(document.documentElement).toHaveAttribute('lang', 'es');
  expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
});
