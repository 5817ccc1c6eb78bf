import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from '../i18n/i18n';
import { NoPermission } from './no-permission';

function sentence(permission: Parameters<typeof NoPermission>[0]['permission']) {
  render(
    <MemoryRouter>
      <NoPermission permission={permission} startPath="/admin" />
    </MemoryRouter>,
  );
  return screen.getByTestId('no-permission');
}

describe('NoPermission (the "needs" screen)', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('names the missing permission by its label, never its code name', () => {
    const text = sentence('payments:void');
    expect(text).toHaveTextContent(/^You do not have permission to open this screen: it needs “Void payments”\.$/);
    expect(text.textContent).not.toMatch(/[a-z]+:[a-z]+/);
  });

  it('in Spanish, by the Spanish label', async () => {
    await act(() => setLanguage('es'));
    const text = sentence('audit:read');
    expect(text).toHaveTextContent(/^Usted no tiene permiso para abrir esta pantalla: requiere «Ver el registro de auditoría»\.$/);
    expect(text.textContent).not.toMatch(/[a-z]+:[a-z]+/);
  });

  it('an owner-only screen says so', () => {
    expect(sentence('owner')).toHaveTextContent(/^Only the owner can open this screen\.$/);
  });
});
