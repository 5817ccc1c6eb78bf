import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { RemoteRoute } from './remote-route';

jest.mock('./federation', () => ({ loadRemoteComponent: jest.fn() }));
const { loadRemoteComponent } = jest.requireMock('./federation') as { loadRemoteComponent: jest.Mock };

describe('RemoteRoute', () => {
  beforeEach(() => {
    loadRemoteComponent.mockClear();
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows a visible fallback when a remote cannot load, and retries on demand', async () => {
    loadRemoteComponent.mockRejectedValueOnce(new Error('manifest unreachable'));
    render(<RemoteRoute remote="admin" module="Users" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The admin console is unavailable right now.');

    loadRemoteComponent.mockResolvedValueOnce({ default: () => <p>users screen</p> });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('users screen')).toBeInTheDocument();
  });

  it('shows the loading state until the screen and its texts are here, then the screen in its place', async () => {
    let arrive: (screen: { default: ComponentType }) => void = () => {};
    loadRemoteComponent.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
    render(<RemoteRoute remote="storefront" module="Cart" messages={[]} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => arrive({ default: () => <p>cart screen</p> }));
    expect(screen.getByText('cart screen')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loadRemoteComponent).toHaveBeenCalledTimes(1);
  });
});
