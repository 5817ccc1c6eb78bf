import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage, useSession } from 'shared-ui';
import { TestProviders } from 'shared-ui/testing';
import { AppRoutes } from '../routes';
import { loadShopRouteLists } from '../testing/shop-route-lists';

beforeAll(loadShopRouteLists);
beforeEach(() => {
  localStorage.clear();
  useSession.getState().signOut();
  setLanguage('en');
});

it('a signed-out visit draws the shop brand while the sign-in screen’s code is still coming, then the screen', async () => {
  // This file never loads the auth screens beforehand: the first render finds them missing.
  render(
    <MemoryRouter initialEntries={['/']}>
      <AppRoutes />
    </MemoryRouter>,
    { wrapper: TestProviders },
  );
  expect(screen.getByTestId('shop-brand')).toHaveTextContent('Fireworks Shop');
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
  expect(screen.getByTestId('shop-brand')).toBeInTheDocument();
});
