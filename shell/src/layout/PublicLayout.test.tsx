import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage, useSession } from 'shared-ui';
import { AppRoutes } from '../routes';

beforeEach(() => {
  localStorage.clear();
  useSession.getState().signOut();
  setLanguage('en');
});
afterAll(() => setLanguage('en'));

it('the signed-out screens offer the language toggle, starting in English', async () => {
  render(
    <SnackbarProvider>
      <MemoryRouter initialEntries={['/']}>
        <AppRoutes />
      </MemoryRouter>
    </SnackbarProvider>,
  );
  expect(screen.getByRole('button', { name: 'Log In' })).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Español' }));
  expect(document.documentElement.lang).toBe('es');
  expect(screen.getByRole('button', { name: 'English' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Log In' })).toBeNull();
});
